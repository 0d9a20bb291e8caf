"""The `Reducer` (`acp_wire.tools.reducer._apply`): the requests and responses around the updates,
and the order of a session's history."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire
from acp_wire.tools.reducer import MessageItem, Reducer, SessionState
from tests.tools.reducer.examples import apply, chunk, text

PROMPT = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "session/prompt",
    "params": {"sessionId": "s", "prompt": [text("hi")]},
}

PERMISSION = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "session/request_permission",
    "params": {
        "sessionId": "s",
        "toolCall": {"toolCallId": "c1"},
        "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
    },
}


def follow(*pairs: tuple[str, dict[str, Any]]) -> SessionState:
    from acp_wire.tools.transcript import read_transcript

    lines = [json.dumps({"from": who, "message": m}).encode() for who, m in pairs]
    reducer = Reducer()
    for entry in read_transcript(lines):
        reducer.apply_entry(entry)
    return reducer.state.sessions["s"]


def test_pending_permission_request_and_its_outcome() -> None:
    session = follow(("client", PROMPT), ("agent", PERMISSION))
    (pending,) = session.permission_requests
    assert pending.pending and pending.tool_call.tool_call_id == "c1"
    answer = {
        "jsonrpc": "2.0",
        "id": 0,
        "result": {"outcome": {"outcome": "selected", "optionId": "ok"}},
    }
    session = follow(("client", PROMPT), ("agent", PERMISSION), ("client", answer))
    (done,) = session.permission_requests
    assert not done.pending
    assert isinstance(done.outcome, acp_wire.SelectedPermissionOutcome)
    assert done.outcome.option_id == "ok"


def test_prompt_turn_stop_reason_and_cancel() -> None:
    cancel = {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}}
    end = {"jsonrpc": "2.0", "id": 0, "result": {"stopReason": "cancelled"}}
    session = follow(("client", PROMPT), ("client", cancel))
    assert session.turns[0].stop_reason is None and session.turns[0].cancel_requested
    session = follow(("client", PROMPT), ("client", cancel), ("agent", end))
    assert session.turns[0].stop_reason == "cancelled"


def test_prompt_turn_error_response() -> None:
    error = {"jsonrpc": "2.0", "id": 0, "error": {"code": -32603, "message": "boom"}}
    (turn,) = follow(("client", PROMPT), ("agent", error)).turns
    assert turn.stop_reason is None and turn.error is not None and turn.error.message == "boom"


def test_session_new_response_sets_modes_and_config_options() -> None:
    new = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "session/new",
        "params": {"cwd": "/", "mcpServers": []},
    }
    created = {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {
            "sessionId": "s",
            "modes": {"currentModeId": "ask", "availableModes": [{"id": "ask", "name": "Ask"}]},
        },
    }
    session = follow(("client", new), ("agent", created))
    assert session.current_mode_id == "ask" and [m.id for m in session.modes] == ["ask"]


ROLES = ["user_message", "agent_message", "agent_thought"]

HISTORY_EVENTS = st.one_of(
    st.tuples(st.just("chunk"), st.sampled_from(ROLES), st.sampled_from([None, None, "m1", "m2"])),
    st.tuples(st.just("tool_call"), st.sampled_from(["c1", "c2", "c3"]), st.none()),
    st.tuples(st.just("tool_call_update"), st.sampled_from(["c1", "c2"]), st.none()),
)


@settings(max_examples=200)
@given(st.lists(HISTORY_EVENTS, max_size=25))
def test_history_keeps_wire_order(events: list[tuple[str, str, str | None]]) -> None:
    """For any interleaving of chunks (with and without `messageId`) and tool calls, the
    history only grows at its end; a chunk without an id lands in the last item (it joins an
    existing message only when that message came just before it); every message's text is
    its chunks in wire order."""
    reducer = Reducer()
    expected: dict[int, str] = {}  # id() of a message item -> the text its chunks make
    for number, (kind, name, message_id) in enumerate(events):
        before = list(reducer.state.sessions["s"].history) if "s" in reducer.state.sessions else []
        if kind == "chunk":
            value = f"<{number}>"
            session = apply(reducer, chunk(name, value, message_id))
        else:
            session = apply(reducer, {"sessionUpdate": kind, "toolCallId": name, "title": "t"})
        after = session.history
        assert len(after) - len(before) in (0, 1)
        # Nothing moved, nothing removed.
        assert all(a is b for a, b in zip(before, after[: len(before)], strict=True))
        if kind != "chunk":
            continue
        role = name.removesuffix("_message").removeprefix("agent_")
        if message_id is None:
            target = after[-1]
            if len(after) == len(before):
                assert isinstance(before[-1], MessageItem) and before[-1].role == role
        else:
            target = next(
                item
                for item in after
                if isinstance(item, MessageItem)
                and item.message_id == message_id
                and item.role == role
            )
        assert isinstance(target, MessageItem)
        expected[id(target)] = expected.get(id(target), "") + value
    for item in reducer.state.sessions["s"].history if events else []:
        if isinstance(item, MessageItem):
            assert item.text() == expected[id(item)]
