"""The page model of `replay --html` (`acp_wire.tools.html._model`): a transcript read into the
entries the page shows. What a browser shows is tested in tests/tools/test_html_browser.py."""

from __future__ import annotations

from typing import Any

from acp_wire.tools.html._page import page_model, render_page
from tests.support.browser import synthetic_transcript, transcript_line
from tests.tools.html.transcripts import (
    CLAUDE,
    DRAFT,
    ECHO,
    FIXTURES,
    failed_resume,
    kinds,
    model_of,
)

# --- safe Markdown ---------------------------------------------------------------------------


# --- JSON inside the page --------------------------------------------------------------------


# --- the page model --------------------------------------------------------------------------


def test_claude_fixture_groups_messages_tool_calls_and_turns() -> None:
    model = model_of(CLAUDE)
    entries = model["entries"]
    titles = [e.get("title") for e in entries if e["kind"] == "tool_call"]
    assert titles == [
        "`python -m pytest tests/test_parser.py -q`",
        "Read src/parser.py",
        'grep -n "split" src',
        "Edit `src/parser.py`",
        "`python -m pytest tests/test_parser.py -q`",
        "Edit `tests/test_parser.py`",
    ]
    first = next(e for e in entries if e["kind"] == "tool_call")
    assert [status for _, status, _ in first["history"]] == ["pending", "in_progress", "failed"]
    assert first["content"][0]["terminalId"] == "term_7f3a"
    assert "2 failed, 3 passed" in first["content"][0]["output"]
    edit = next(e for e in entries if e.get("title") == "Edit `src/parser.py`")
    diff = edit["content"][0]
    assert diff["type"] == "diff"
    assert ["-", "    return line.split()"] in diff["lines"]
    assert ["+", "    return shlex.split(line)"] in diff["lines"]
    permissions = [e for e in entries if e["kind"] == "permission"]
    assert [p["outcome"] for p in permissions] == [
        {"outcome": "selected", "optionId": "allow"},
        {"outcome": "selected", "optionId": "allow_always"},
        {"outcome": "cancelled"},
    ]
    ends = [e["turn"] for e in entries if e["kind"] == "turn_end"]
    assert [(t["stopReason"], t["cancel"]) for t in ends] == [
        ("end_turn", False),
        ("cancelled", True),
    ]
    assert ends[0]["duration"] == 14.07
    assert model["findings"] == []
    state = model["sessions"][0]["state"]
    assert state["title"] == "Fix quoted-string parsing in parser"
    assert state["turns"] == 2


def test_every_line_belongs_to_an_entry_once_in_wire_order() -> None:
    """Each line is the first line of at most one entry, and entries start in line order."""
    model = model_of(DRAFT)
    starts = [e["lines"][0] for e in model["entries"]]
    assert starts == sorted(starts)
    covered = {line for e in model["entries"] for line in e["lines"]}
    assert covered == set(range(1, model["lines"] + 1))


def test_findings_sit_at_the_entry_of_their_line() -> None:
    model = model_of(DRAFT)
    found = {(f["line"], f["rule"]) for f in model["findings"]}
    assert found == {
        (30, "schema"),
        (31, "schema"),
        (32, "unannounced-tool-call"),
        (34, "response-unknown-id"),
    }
    for finding in model["findings"]:
        entry = model["entries"][finding["entry"]]
        assert finding["line"] in entry["lines"]
        assert finding["quote"]  # the rule's sentence, shown beside it


def test_unknown_variants_and_broken_lines_are_entries() -> None:
    model = model_of(DRAFT)
    unknown = [e for e in model["entries"] if e["kind"] == "unknown"]
    assert [e["tag"] for e in unknown] == ["review_comment"]
    broken = [e for e in model["entries"] if e["kind"] == "broken"]
    assert [e["lines"] for e in broken] == [[31]]
    assert broken[0]["readFindings"] == [[31, "Input data was truncated"]]


def test_subagent_sessions_are_nested_under_their_parent() -> None:
    model = model_of(DRAFT)
    sessions = {s["id"]: s for s in model["sessions"]}
    assert sessions["sess_sub_9e20"]["parent"] == 0
    assert sessions["sess_main_4c1d"]["parent"] is None
    child = [e for e in model["entries"] if e["session"] == 1]
    assert [e["kind"] for e in child] == ["agent", "tool_call", "usage"]
    message = next(e for e in model["entries"] if e.get("messageId") == "sm2")
    assert message["senderSessionId"] == "sess_sub_9e20"
    assert len(message["lines"]) == 3  # a chunk before the upsert, the upsert, a chunk after


def test_recorded_tap_transcript_shows_the_cancel() -> None:
    """examples/client.py against examples/echo_agent.py, recorded with `acp-wire tap`."""
    model = model_of(ECHO)
    assert "cancel" in kinds(model)
    end = next(e for e in model["entries"] if e["kind"] == "turn_end")
    assert end["turn"]["stopReason"] == "cancelled"
    assert end["turn"]["cancel"] is True


def test_v2_transcripts_show_their_updates() -> None:
    """A v2 capture (initialize says protocolVersion 2) is read with the v2 tables; its updates
    show as messages and tool calls, an unknown one with its JSON."""
    sid = "s2"

    def update(body: dict[str, Any]) -> str:
        params = {"sessionId": sid, "update": body}
        return transcript_line("agent", {"method": "session/update", "params": params})

    lines = [
        transcript_line(
            "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 2}}
        ),
        transcript_line("agent", {"id": 0, "result": {"protocolVersion": 2}}),
        update(
            {
                "sessionUpdate": "agent_message",
                "messageId": "m1",
                "content": [{"type": "text", "text": "Hi"}],
            }
        ),
        update(
            {
                "sessionUpdate": "agent_message_chunk",
                "messageId": "m1",
                "content": {"type": "text", "text": " there"},
            }
        ),
        update(
            {
                "sessionUpdate": "tool_call_update",
                "toolCallId": "c1",
                "title": "Run",
                "status": "in_progress",
            }
        ),
        update({"sessionUpdate": "something_new", "x": 1}),
        update({"sessionUpdate": "state_update", "state": "running"}),
    ]
    model = page_model([line.encode() for line in lines])
    assert model["protocol"] == 2
    assert kinds(model) == [
        "rpc",
        "agent",
        "tool_call",
        "unknown",
        "state",
    ]  # state_update: its own view
    agent = model["entries"][1]
    assert agent["blocks"] == [{"type": "markdown", "tree": [["p", "Hi there"]]}]
    assert model["entries"][3]["tag"] == "something_new"


def test_model_of_many_updates_is_linear_in_size() -> None:
    small = render_page(page_model([line.encode() for line in synthetic_transcript(1000)]))
    large = render_page(page_model([line.encode() for line in synthetic_transcript(4000)]))
    assert 3.5 < len(large) / len(small) < 4.5


# --- the command line ------------------------------------------------------------------------


# --- what the real transcripts showed (issue 23) ---------------------------------------------

REALPEERS = FIXTURES.parent / "realpeers"
CLAUDE_V1 = REALPEERS / "claude-v1-turn.jsonl"


def test_a_notification_is_not_labelled_a_request() -> None:
    """claude-agent-acp sends `_auth/status_update` as a notification: no id, no answer."""
    model = model_of(CLAUDE_V1)
    (status,) = [e for e in model["entries"] if e.get("method") == "_auth/status_update"]
    assert status["kind"] == "notification"
    assert "answered" not in status


def test_a_failed_resume_is_on_its_sessions_card() -> None:
    model = page_model(failed_resume())
    (record,) = model["sessions"]
    assert record["id"] == "sess_gone"
    assert record["failures"] == [
        {
            "method": "session/resume",
            "error": {"code": -32002, "message": "Resource not found: sess_gone"},
            "line": 4,
        }
    ]


# --- linear build ------------------------------------------------------------------------------


def executed_lines(updates: int) -> int:
    """The Python lines the page build executes for a synthetic transcript of `updates`
    (a count of work that no machine's speed changes)."""
    import sys as _sys
    from types import FrameType

    lines = [line.encode() for line in synthetic_transcript(updates)]
    count = 0

    def trace(frame: FrameType, event: str, arg: object) -> Any:
        nonlocal count
        if event == "line":
            count += 1
        return trace

    page_model(lines)  # warm: first-use work (caches, tables) is not per update
    _sys.settrace(trace)
    try:
        page_model(lines)
    finally:
        _sys.settrace(None)
    return count


def test_the_build_does_the_same_work_per_update_at_any_size() -> None:
    """Four times the updates, four times the executed lines: no step of the build (reading,
    reducing, grouping, checking, Markdown) walks what came before."""
    small, large = executed_lines(500), executed_lines(2000)
    assert 3.9 < large / small < 4.1, (small, large)


def test_the_build_runs_no_cyclic_garbage_collection() -> None:
    """The build makes millions of small acyclic objects; the cyclic collector's passes over
    that growing heap made it grow faster than its input (0.029 ms per update at 10,000
    updates, 0.040 at 300,000, CPU time; 0.026 at both without them). It is paused while the
    page is built."""
    import gc

    lines = [line.encode() for line in synthetic_transcript(20_000)]
    passes: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            passes.append(info["generation"])

    gc.collect()  # counts from zero: no pass falls due on the way into the build
    gc.callbacks.append(record)
    try:
        page_model(lines)
    finally:
        gc.callbacks.remove(record)
    # None while it runs; at most the young pass that falls due as the collector resumes.
    assert passes in ([], [0]), passes
    assert gc.isenabled()
