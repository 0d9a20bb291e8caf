"""The `Checker` (`acp_wire.tools.check._checker`): one conversation followed message by message,
its ids and sessions."""

from __future__ import annotations

import io
import json

import acp_wire
from acp_wire import v2
from acp_wire.tools.check import Checker, check, rules_of
from acp_wire.tools.tap import Recorder
from tests.tools.check.transcripts import (
    CANCEL,
    CANCELLED,
    CHUNK,
    PERMISSION,
    A,
    C,
    findings,
    prompt,
    req,
    res,
    send,
    setup,
    stop,
)
from tests.tools.conversations import (
    conversation,
)


def test_an_update_before_its_session_new_answer_is_unknown_not_a_reused_id() -> None:
    """An update that came before its `session/new` answer (pydantic-acp 1.10.0 sends one) is
    flagged `unknown-session`; the answer that then names that id reuses nothing."""
    lines = [
        *setup(),
        CHUNK.replace(b'"s1"', b'"s2"'),
        send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []})),
        send(A, res(2, {"sessionId": "s2"})),
    ]
    assert sorted({f.rule for f in check(lines)}) == ["unknown-session"]


def test_an_update_before_its_session_new_answer_says_so() -> None:
    early = [*setup(), send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []}))]
    [finding] = check([*early, CHUNK.replace(b'"s1"', b'"s2"')])
    assert str(finding) == (
        "6: unknown-session: session/update for session 's2' before its session/new answer "
        "(the request of line 5 is not answered yet)"
    )
    [finding] = check([*setup(), CHUNK.replace(b'"s1"', b'"s2"')])
    assert str(finding).endswith("session/update for session 's2', which was never created")


def test_a_both_sides_id_zero_capture_is_clean() -> None:
    """Issue 8 §1: both sides number their own requests from 0; the same id may be open both
    ways at once, and each response answers the other side's request."""
    lines = [*setup(), prompt(0), PERMISSION, CANCELLED, stop(0)]
    assert findings(lines) == []


def test_checker_is_incremental() -> None:
    """`tap` feeds the checker message by message with a known direction."""
    from acp_wire.tools.check import Checker

    checker = Checker()
    out: list[str] = []
    for number, line in enumerate([*setup(), prompt(), CANCEL, stop()], start=1):
        wrapper = json.loads(line)
        data = json.dumps(wrapper["message"]).encode()
        out += [str(f) for f in checker.check_message(data, wrapper["from"], line=number)]
    assert out == [
        "7: cancel-stop-reason: the cancelled prompt ended with stopReason 'end_turn', "
        "not 'cancelled'"
    ]


def test_check_and_tap_take_the_version_initialize_declares() -> None:
    checker = Checker()
    assert checker.binding is acp_wire.BINDING  # until an initialize says otherwise
    for raw in conversation(2):
        checker.check_line(raw, 1)
    assert checker.binding is v2.BINDING and checker.rules == rules_of(v2.BINDING)
    recorder = Recorder(None, io.StringIO())
    recorder.message("client", json.dumps(json.loads(conversation(2)[0])["message"]).encode())
    assert recorder.checker.binding is v2.BINDING
    assert Checker(acp_wire.BINDING).binding is acp_wire.BINDING  # given: kept
