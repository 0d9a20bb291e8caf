"""The real agents' own defects, on the transcripts `nox -s realpeers` recorded of them
(tests/fixtures/realpeers): where an agent breaks a MUST, `check` flags that rule and no
other, without node or the agents installed."""

from __future__ import annotations

import pytest

from tests.realpeers.transcripts import AGENT_DEFECTS, FIXTURES, flagged_rules


@pytest.mark.parametrize("transcript", sorted(AGENT_DEFECTS))
def test_check_flags_the_agents_own_defect(transcript: str) -> None:
    rules, why = AGENT_DEFECTS[transcript]
    path = FIXTURES / f"{transcript}.jsonl"
    assert path.is_file(), f"no fixture recorded for {transcript}"
    assert flagged_rules(path, in_process=True) == rules, why
