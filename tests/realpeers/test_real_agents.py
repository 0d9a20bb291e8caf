"""Real agents (claude-agent-acp, codex-acp) and a real client (acpx) over acp-wire, recorded by
`acp-wire tap`: each scenario asserts what the agent did, and each transcript must pass
`check`, `validate --roundtrip`, `replay`, `replay --json` and `replay --html` (known
defects: strict xfails; where the agent itself breaks a MUST, `check` must flag that rule)."""

from __future__ import annotations

import pytest

from .conftest import Recorder
from .scenarios import SCENARIOS
from .scenarios_acpx import PROMPT
from .transcripts import (
    AGENT_DEFECTS,
    CHECKS,
    NO_LEFTOVERS,
    flagged_rules,
    known_defect,
    transcript_problem,
)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_scenario_does_what_it_says(recorder: Recorder, name: str) -> None:
    recording = recorder.get(name)
    assert recording.transcripts and all(t.stat().st_size for t in recording.transcripts)


def _leftover_cases() -> list[object]:
    return [
        pytest.param(
            name,
            marks=[pytest.mark.xfail(strict=True, reason=known_defect(name, NO_LEFTOVERS))]
            if known_defect(name, NO_LEFTOVERS)
            else [],
            id=name,
        )
        for name in sorted(SCENARIOS)
    ]


@pytest.mark.parametrize("name", _leftover_cases())
def test_no_process_outlives_its_agent(recorder: Recorder, name: str) -> None:
    """When the client is done, the tap stops its agent and everything the agent started."""
    assert recorder.get(name).leftovers == []


def test_echo_agent_keeps_the_spaces(recorder: Recorder) -> None:
    """acpx shows the echo agent's chunks joined: they must read back as the prompt."""
    printed = recorder.get("acpx-echo-agent").printed
    text = "".join(
        m["params"]["update"]["content"]["text"]
        for m in printed
        if m.get("method") == "session/update"
    )
    assert text == PROMPT


def _tool_cases() -> list[object]:
    cases = []
    for name in sorted(SCENARIOS):
        for tool in CHECKS:
            defect = known_defect(name, tool)
            marks = [pytest.mark.xfail(strict=True, reason=defect)] if defect else []
            cases.append(pytest.param(name, tool, marks=marks, id=f"{name}-{tool}"))
    return cases


@pytest.mark.parametrize(("name", "tool"), _tool_cases())
def test_transcript_passes_the_tools(recorder: Recorder, name: str, tool: str) -> None:
    problems = []
    for transcript in recorder.get(name).transcripts:
        problem = transcript_problem(tool, transcript)
        if problem is not None:
            problems.append(f"{transcript.name}: {problem}")
    assert not problems, "\n".join(problems)


def scenario_of(transcript: str) -> str:
    """The scenario a transcript (named after it, or after it and a part) comes from."""
    return max((name for name in SCENARIOS if transcript.startswith(name)), key=len)


@pytest.mark.parametrize("transcript", sorted(AGENT_DEFECTS))
def test_check_flags_the_agents_own_defect(recorder: Recorder, transcript: str) -> None:
    """Where a real agent breaks a MUST, `check` reports that rule, and no other."""
    recording = recorder.get(scenario_of(transcript))
    [path] = [t for t in recording.transcripts if t.stem == transcript]
    rules, why = AGENT_DEFECTS[transcript]
    assert flagged_rules(path) == rules, why
