"""The reducer bound to version 2 (`acp_wire.tools.reducer.v2`): a v2 turn, its messages, tool
calls and terminals, as `replay` shows them."""

from __future__ import annotations

from typing import Any

from acp_wire.tools.check import check
from acp_wire.tools.reducer import MessageItem, ToolCallItem
from acp_wire.tools.replay import render, replay
from tests.tools.conversations import PROMPT, SID, chunk, conversation, opening, update


def test_a_v2_turn_runs_until_state_update_idle_not_the_prompt_response() -> None:
    lines = conversation(2)
    accepted = replay(lines[:6]).sessions[SID]  # up to the prompt response
    assert accepted.turns[0].ended is False and accepted.turns[0].message_id == "u1"
    assert "prompt turn 1 (request 2): running" in render(replay(lines[:-1]))
    done = replay(lines).sessions[SID]
    assert done.turns[0].ended and done.turns[0].stop_reason == "end_turn"
    assert done.state == "idle"
    assert "prompt turn 1 (request 2): end_turn" in render(replay(lines))


def test_v2_the_user_message_is_the_agents_report_not_the_prompt() -> None:
    """ "After accepting the prompt, the Agent MUST report where the user message was inserted
    in session history [...] This update is the source of truth for the agent-owned
    `messageId`." (v2 docs, prompt lifecycle)."""
    session = replay(conversation(2)).sessions[SID]
    first = session.history[0]
    assert isinstance(first, MessageItem)
    assert (first.role, first.message_id, first.text()) == ("user", "u1", PROMPT)
    assert sum(isinstance(i, MessageItem) and i.role == "user" for i in session.history) == 1


def test_v2_message_updates_replace_and_chunks_append() -> None:
    """v2 docs, prompt lifecycle: "if an Agent sends `agent_message` with `content: [A]`, then
    sends `agent_message_chunk` with `B`, the rendered message content is `[A, B]`. If it later
    sends another `agent_message` with `content: [C]`, the rendered content becomes `[C]`";
    "A message update with `content: []` or `content: null` clears the message content."; "A
    message update without `content` leaves the current content unchanged"."""

    def message(content: Any = ..., **extra: Any) -> bytes:
        body: dict[str, Any] = {"sessionUpdate": "agent_message", "messageId": "m1", **extra}
        if content is not ...:
            body["content"] = content
        return update(body)

    def text(value: str) -> dict[str, str]:
        return {"type": "text", "text": value}

    steps = [
        (message([text("A")]), "A"),
        (chunk("B"), "AB"),
        (message(), "AB"),
        (message([text("C")]), "C"),
        (chunk("D"), "CD"),
        (message(None), ""),
        (chunk("E"), "E"),
        (message([]), ""),
    ]
    lines = opening(2)
    for raw, expected in steps:
        lines.append(raw)
        (item,) = replay(lines).sessions[SID].history
        assert isinstance(item, MessageItem) and item.text() == expected
    assert list(check(lines)) == []


def test_v2_tool_call_update_creates_the_call_it_has_not_seen() -> None:
    """v2 schema, `SessionUpdate`: `tool_call_update` "A tool call has been created or
    updated"; v1 announces with `tool_call` and warns of an update for an unknown call."""
    for version, warned in ((1, ["unannounced-tool-call"]), (2, [])):
        lines = [
            *opening(version),
            update({"sessionUpdate": "tool_call_update", "toolCallId": "c9"}),
        ]
        (item,) = replay(lines).sessions[SID].history
        assert isinstance(item, ToolCallItem) and item.announced is (version == 2)
        assert [f.rule for f in check(lines)] == warned


def test_v2_tool_call_content_chunks_append_and_terminals_are_kept() -> None:
    content = {"type": "content", "content": {"type": "text", "text": "x"}}
    lines = [
        *opening(2),
        update({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "content": [content]}),
        update(
            {"sessionUpdate": "tool_call_content_chunk", "toolCallId": "c1", "content": content}
        ),
        update({"sessionUpdate": "terminal_update", "terminalId": "t1", "command": "ls"}),
        update({"sessionUpdate": "terminal_output_chunk", "terminalId": "t1", "data": "aGk="}),
        update(
            {"sessionUpdate": "terminal_update", "terminalId": "t1", "exitStatus": {"exitCode": 0}}
        ),
    ]
    session = replay(lines).sessions[SID]
    (item,) = session.history
    assert isinstance(item, ToolCallItem) and len(item.content) == 2
    terminal = session.terminals["t1"]
    assert (terminal.command, terminal.output, terminal.exit_status is not None) == (
        "ls",
        "hi",
        True,
    )
    assert "terminal t1 'ls' (exited)" in render(replay(lines))
    assert list(check(lines)) == []


def test_v2_requires_action_and_running_do_not_end_the_turn() -> None:
    lines = conversation(2)
    waiting = update({"sessionUpdate": "state_update", "state": "requires_action"})
    lines[-1:-1] = [waiting, update({"sessionUpdate": "state_update", "state": "running"})]
    session = replay(lines[:-1]).sessions[SID]
    assert session.state == "running" and not session.turns[0].ended
    assert replay(lines).sessions[SID].turns[0].ended
