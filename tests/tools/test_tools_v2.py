"""check, validate, replay (text, JSON, HTML) and tap follow the protocol version the
transcript's `initialize` declares, and give the same verdicts on a v1 and a v2 transcript of the
same conversation.

v2's own rules are quoted from v2's sources: "`session/prompt` only lasts until the Agent
accepts the prompt. The Agent reports the accepted user message, running state, output, and
completion through `session/update` notifications" (v2 docs, prompt lifecycle); "When the Agent
is ready to process a new prompt, it MUST report `idle` with a `state_update` notification".
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import acp_wire
from acp_wire import v2
from acp_wire.tools.check import check
from acp_wire.tools.html._page import page_model
from acp_wire.tools.reducer import MessageItem, SessionState, ToolCallItem
from acp_wire.tools.replay import replay
from acp_wire.tools.tap import Recorder
from acp_wire.tools.validate import validate
from tests.support.paths import ROOT
from tests.tools.conversations import (
    SID,
    chunk,
    conversation,
    line,
    opening,
    update,
)

SAME = ROOT / "tests" / "fixtures" / "same_conversation"


def history(session: SessionState) -> list[tuple[str, str]]:
    items: list[tuple[str, str]] = []
    for item in session.history:
        if isinstance(item, MessageItem):
            items.append((item.role, item.text()))
        elif isinstance(item, ToolCallItem):
            items.append(("tool_call", f"{item.tool_call_id} {item.status} {item.announced}"))
    return items


def verdicts(lines: list[bytes]) -> dict[str, Any]:
    """What every tool concludes of a transcript, in terms that do not name its version."""
    out = io.StringIO()
    summary = validate(lines, out, strict=True)
    findings = list(check(lines))
    state = replay(lines)
    live = io.StringIO()
    recorder = Recorder(None, live)
    for raw in lines:
        wrapped = json.loads(raw)
        recorder.message(wrapped["from"], json.dumps(wrapped["message"]).encode())
    page = page_model(lines)
    page_ends = [e["turn"]["stopReason"] for e in page["entries"] if e["kind"] == "turn_end"]
    return {
        "validate": "valid" if summary.invalid == 0 else f"invalid: {out.getvalue()}",
        "check": sorted({f.rule for f in findings}),
        "replay": {
            sid: {
                "history": history(s),
                "turns": [(t.stop_reason, t.ended, t.cancel_requested) for t in s.turns],
            }
            for sid, s in state.sessions.items()
        },
        "tap": sorted({text.split(": ")[2] for text in live.getvalue().splitlines()}),
        "tap-violations": recorder.violations,
        "html": (sorted({f["rule"] for f in page["findings"]}), page["checked"], page_ends),
    }


# --- the same conversation, recorded in v1 and v2 ------------------------------------------------


def test_the_example_pairs_recordings_get_the_same_verdicts() -> None:
    """Recorded with `acp-wire tap` around examples/client.py + echo_agent.py (v1) and
    examples/v2_client.py + v2_echo_agent.py (v2), the same prompt."""
    v1 = (SAME / "echo-v1.jsonl").read_bytes().splitlines()
    v2_lines = (SAME / "echo-v2.jsonl").read_bytes().splitlines()
    assert b'"protocolVersion":1' in v1[0] and b'"protocolVersion":2' in v2_lines[0]
    expected = verdicts(v1)
    assert verdicts(v2_lines) == expected
    assert expected["check"] == [] and expected["validate"] == "valid"
    assert expected["replay"]["echo-1"]["turns"] == [("end_turn", True, False)]
    text = "hello from the same conversation"
    assert expected["replay"]["echo-1"]["history"] == [("user", text), ("agent", text)]
    assert expected["html"] == ([], True, ["end_turn"])


@pytest.mark.parametrize(
    ("options", "rules"),
    [
        ({}, []),
        ({"tool": True}, []),
        ({"cancel": True, "stop": "cancelled"}, []),
        ({"cancel": True}, ["cancel-stop-reason"]),
        ({"cancel": True, "stop": "cancelled", "late": True}, ["cancel-late-update"]),
    ],
)
def test_a_conversation_gets_the_same_verdicts_in_v1_and_v2(
    options: dict[str, Any], rules: list[str]
) -> None:
    v1 = verdicts(conversation(1, **options))
    assert v1 == verdicts(conversation(2, **options))
    assert v1["check"] == rules and v1["html"][0] == rules
    assert v1["tap-violations"] == len(rules)
    turn = v1["replay"][SID]["turns"]
    assert turn == [(options.get("stop", "end_turn"), True, bool(options.get("cancel")))]


# --- v2: the turn and its messages -----------------------------------------------------------


# --- following the version -------------------------------------------------------------------


def test_a_v2_transcript_is_not_checked_by_v1_rules() -> None:
    """The v2 pair, read by v1's tables and rules, breaks them (what check said before it
    followed the version): the version decides."""
    lines = (SAME / "echo-v2.jsonl").read_bytes().splitlines()
    assert list(check(lines)) == []
    assert {f.rule for f in check(lines, acp_wire.BINDING)} >= {"schema", "unknown-session"}


# --- the rule sets ---------------------------------------------------------------------------


def test_v2_initialize_answers_at_or_below_the_requested_version() -> None:
    """v2's schema: "The highest protocol version supported by the agent that is at or below
    the version requested by the client"; an unknown version is never supported."""
    info = {"info": {"name": "t", "version": "1"}}

    def exchange(requested: int, answered: int) -> list[str]:
        lines = [
            line(
                "client",
                {"id": 0, "method": "initialize", "params": {"protocolVersion": requested, **info}},
            ),
            line("agent", {"id": 0, "result": {"protocolVersion": answered, **info}}),
        ]
        return [str(f) for f in check(lines, v2.BINDING)]

    assert exchange(2, 2) == [] and exchange(65535, 2) == []
    assert exchange(1, 2) == [
        "2: initialize-version: the agent answered protocol version 2, above the requested 1 "
        "(with no supported version at or below it, initialize fails with -32022)"
    ]
    [echo] = exchange(65535, 65535)
    assert echo.startswith("2: initialize-version: the agent answered protocol version 65535")
    # An unsupported version is refused with -32022 instead: no finding.
    refusal = line(
        "agent",
        {
            "id": 0,
            "error": {
                "code": -32022,
                "message": "Unsupported",
                "data": {"requested": 3, "supported": [2]},
            },
        },
    )
    request = line(
        "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 3, **info}}
    )
    assert list(check([request, refusal], v2.BINDING)) == []


def test_v2_session_close_cancels_the_running_work() -> None:
    """v2 session setup: "The Agent MUST cancel any ongoing work for that session as if
    session/cancel had been called"."""
    lines = conversation(2)
    close = line("client", {"id": 5, "method": "session/close", "params": {"sessionId": SID}})
    ended = lines.pop()  # the idle state_update, stopReason end_turn
    assert [f.rule for f in check([*lines, close, ended])] == ["cancel-stop-reason"]
    cancelled = update(
        {"sessionUpdate": "state_update", "state": "idle", "stopReason": "cancelled"}
    )
    assert list(check([*lines, close, cancelled])) == []
    assert [f.rule for f in check([*lines, close, cancelled, chunk("late", "m3")])] == [
        "cancel-late-update"
    ]


def test_v2_session_ids_in_use_are_not_returned_again() -> None:
    fork = {"sessionId": SID, "cwd": "/w"}
    lines = [
        *conversation(2),
        line("client", {"id": 3, "method": "session/fork", "params": fork}),
        line("agent", {"id": 3, "result": {"sessionId": SID}}),
    ]
    assert [(f.line, f.rule) for f in check(lines)] == [(len(lines), "session-id-reused")]


def test_v2_elicitation_modes_need_their_capability() -> None:
    form = {
        "sessionId": SID,
        "message": "?",
        "mode": "form",
        "requestedSchema": {"type": "object", "properties": {}},
    }
    ask = line("agent", {"id": 0, "method": "elicitation/create", "params": form})
    assert [(f.line, f.rule) for f in check([*opening(2), ask])] == [(5, "elicitation-capability")]
    lines = opening(2)
    init = json.loads(lines[0])
    init["message"]["params"]["capabilities"] = {"elicitation": {"form": {}}}
    lines[0] = json.dumps(init).encode()
    assert list(check([*lines, ask])) == []


def test_tap_checks_a_v2_pair_live_as_v2(tmp_path: Path) -> None:
    """`python examples/v2_client.py acp-wire tap --transcript r.jsonl -- python
    examples/v2_echo_agent.py`: no live finding, and validate, check and replay agree."""
    record = tmp_path / "r.jsonl"
    tap = [sys.executable, "-m", "acp_wire", "tap", "--transcript", str(record), "--"]
    agent = [sys.executable, str(ROOT / "examples" / "v2_echo_agent.py")]
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "v2_client.py"), *tap, *agent],
        capture_output=True,
        timeout=30,
        check=True,
    )
    assert done.stderr == b""  # no conformance finding reported live
    assert done.stdout.decode().splitlines()[-1] == "stopReason: end_turn"
    lines = record.read_bytes().splitlines()
    assert validate(lines, io.StringIO(), strict=True).invalid == 0
    assert list(check(lines)) == []
    (session,) = replay(lines).sessions.values()
    assert [(t.ended, t.stop_reason) for t in session.turns] == [(True, "end_turn")]
