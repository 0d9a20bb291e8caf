"""Print, per agent and protocol version, the methods and `sessionUpdate` kinds the recorded
real-agent transcripts hold, with counts (`python tools/realpeers_table.py [DIR]`)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.realpeers.scenarios import SCENARIOS
from tests.realpeers.transcripts import FIXTURES, table


def main() -> None:
    folder = Path(sys.argv[1]) if sys.argv[1:] else FIXTURES
    groups: dict[str, list[Path]] = {}
    for transcript in sorted(folder.glob("*.jsonl")):
        name = max((n for n in SCENARIOS if transcript.stem.startswith(n)), key=len)
        groups.setdefault(SCENARIOS[name].group, []).append(transcript)
    print(table(groups))


if __name__ == "__main__":
    main()
