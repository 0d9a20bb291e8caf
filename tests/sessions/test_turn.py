"""A session's `Turn` is built by the reducer `acp-wire replay` uses: one patch rule. For any
sequence of a turn's message chunks, tool call announcements and patches (and permission
requests' tool calls), the turn reports what the replay reducer keeps for the session, in
both protocol versions; and the text is the agent's chunks' text in wire order."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire as v1
import acp_wire.v2 as v2
from acp_wire.sessions import Turn
from acp_wire.tools.reducer import MessageItem, Reducer, ToolCallItem

IDS = st.sampled_from(["t1", "t2", "t3"])
PATCHED = st.one_of(st.none(), st.sampled_from(["pending", "completed", "failed"]))
KINDS = st.sampled_from(["read", "edit", "execute"])
WORDS = st.text(alphabet="abc ", max_size=4)


def _v1_step(draw: Any) -> tuple[str, Any]:
    choice = draw(st.sampled_from(["chunk", "announce", "patch", "permission"]))
    if choice == "chunk":
        return choice, v1.agent_text(draw(WORDS))
    tool_call_id = draw(IDS)
    if choice == "announce":
        return choice, v1.ToolCall(tool_call_id=tool_call_id, title="t", kind=draw(KINDS))
    fields = {"status": draw(PATCHED)} if draw(st.booleans()) else {}
    if choice == "patch":
        return choice, v1.ToolCallUpdateSessionUpdate(tool_call_id=tool_call_id, **fields)
    return choice, v1.ToolCallUpdate(tool_call_id=tool_call_id, kind=draw(KINDS), **fields)


def _v2_step(draw: Any) -> tuple[str, Any]:
    choice = draw(st.sampled_from(["chunk", "patch", "permission"]))
    if choice == "chunk":
        text = v2.TextContent(text=draw(WORDS))
        return choice, v2.AgentMessageChunk(
            message_id=draw(st.sampled_from(["m1", "m2"])), content=text
        )
    tool_call_id = draw(IDS)
    fields = {"status": draw(PATCHED)} if draw(st.booleans()) else {}
    if choice == "patch":
        return choice, v2.ToolCallUpdateSessionUpdate(tool_call_id=tool_call_id, **fields)
    return choice, v2.ToolCallUpdate(tool_call_id=tool_call_id, kind=draw(KINDS), **fields)


@st.composite
def turns(draw: Any) -> tuple[Any, list[tuple[str, Any]]]:
    version = draw(st.sampled_from([1, 2]))
    step = _v1_step if version == 1 else _v2_step
    steps = [step(draw) for _ in range(draw(st.integers(0, 12)))]
    return (v1 if version == 1 else v2), steps


@settings(max_examples=200, deadline=None)
@given(turns())
def test_a_turn_reports_what_the_replay_reducer_keeps(
    case: tuple[Any, list[tuple[str, Any]]],
) -> None:
    face, steps = case
    turn: Turn[Any] = Turn(face.BINDING, "s1")
    reducer = Reducer(face.BINDING)
    for choice, value in steps:
        if choice == "permission":
            turn.patch_tool_call(value)
            reducer.patch_tool_call("s1", value)
        else:
            turn.apply(value)
            reducer.apply_update(face.BINDING.session_update(session_id="s1", update=value))
    session = reducer.state.sessions.get("s1")
    history = [] if session is None else session.history
    calls = [i for i in history if isinstance(i, ToolCallItem)]
    assert [(c.tool_call_id, c.title, c.status, c.kind, c.announced) for c in turn.tool_calls] == [
        (c.tool_call_id, c.title, c.status, c.kind, c.announced) for c in calls
    ]
    agent = [i for i in history if isinstance(i, MessageItem) and i.role == "agent"]
    assert turn.text == "".join(item.text() for item in agent)
    assert turn.updates == [value for choice, value in steps if choice != "permission"]


@settings(max_examples=100, deadline=None)
@given(st.lists(WORDS, max_size=8))
def test_v1_text_is_the_chunks_in_wire_order(words: list[str]) -> None:
    turn: Turn[Any] = Turn(v1.BINDING, "s1")
    for word in words:
        turn.apply(v1.agent_text(word))
    assert turn.text == "".join(words)
