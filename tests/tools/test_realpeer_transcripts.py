"""acp-wire's tools on real traffic, without node: the transcripts `nox -s realpeers` recorded
(tests/fixtures/realpeers, paths made neutral) pass `check`, `validate --roundtrip`, `replay`,
`replay --json` and keep the wire's history order, as they must when recorded live; the
defects known to break some of them are the same strict xfails as in the live suite."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.realpeers.scenarios import SCENARIOS
from tests.realpeers.transcripts import CHECKS, FIXTURES, KNOWN_DEFECTS, transcript_problem

TRANSCRIPTS = sorted(FIXTURES.glob("*.jsonl"))


def scenario_of(transcript: Path) -> str:
    """The scenario a fixture was recorded by (its name, or its name and a part)."""
    return max((name for name in SCENARIOS if transcript.stem.startswith(name)), key=len)


def _cases() -> list[object]:
    cases = []
    for transcript in TRANSCRIPTS:
        for check in CHECKS:
            defect = KNOWN_DEFECTS.get((transcript.stem, check))
            marks = [pytest.mark.xfail(strict=True, reason=defect)] if defect else []
            cases.append(
                pytest.param(transcript, check, marks=marks, id=f"{transcript.stem}-{check}")
            )
    return cases


def test_every_scenario_left_a_fixture() -> None:
    assert {scenario_of(transcript) for transcript in TRANSCRIPTS} == set(SCENARIOS)


def test_fixtures_hold_no_machine_paths() -> None:
    for transcript in TRANSCRIPTS:
        text = transcript.read_text()
        for machine in ("/var/tmp/", "/var/cache/", "/root/", "/work/", "/home/"):
            assert machine not in text, (transcript.name, machine)


@pytest.mark.parametrize(("transcript", "check"), _cases())
def test_recorded_transcript_passes(transcript: Path, check: str) -> None:
    assert transcript_problem(check, transcript, in_process=True) is None
