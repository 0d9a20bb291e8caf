"""Checked by mypy and pyright (tests/typing/test_typing.py); never run by pytest.

Shows what a user's type checker sees: `decode` returns the requested struct type, and
`match` over a session update narrows to each variant.
"""

from __future__ import annotations

from typing import Any, assert_type, reveal_type

import acp_wire
from acp_wire import v2

DATA = (
    b'{"sessionId": "s1", "update": {"sessionUpdate": "agent_message_chunk",'
    b' "content": {"type": "text", "text": "hi"}}}'
)

note = acp_wire.decode(DATA, acp_wire.SessionNotification)
assert_type(note, acp_wire.SessionNotification)
reveal_type(note)
strict_note = acp_wire.decode(DATA, acp_wire.SessionNotification, strict=True)
assert_type(strict_note, acp_wire.SessionNotification)
assert_type(note.session_id, str)
assert_type(acp_wire.encode(note), bytes)

# Naming the method of the request makes it a response, typed by that method.
reply = acp_wire.decode_message(b"{}", method="session/prompt")
assert_type(reply, acp_wire.Response[acp_wire.PromptResponse])
assert_type(reply.result, acp_wire.PromptResponse | acp_wire.UnsetType)


def reply_to(method: str) -> None:  # a method known only at run time: the result is plain JSON
    assert_type(acp_wire.decode_message(b"{}", method=method), acp_wire.Response[Any])


message = acp_wire.decode_message(b"{}")
assert_type(message, acp_wire.Request[Any] | acp_wire.Notification[Any] | acp_wire.Response[Any])

# acp_wire.v2 is typed the same way, by its own generated overloads and union aliases.
v2_reply = v2.decode_message(b"{}", method="session/prompt")
assert_type(v2_reply, v2.Response[v2.PromptResponse])
assert_type(v2.decode(DATA, v2.SessionUpdate), v2.SessionUpdate)

# A union alias decodes to the union.
any_update = acp_wire.decode(DATA, acp_wire.SessionUpdate)
assert_type(any_update, acp_wire.SessionUpdate)
block, block_repairs = acp_wire.decode_report(DATA, acp_wire.ContentBlock)
assert_type(block, acp_wire.ContentBlock)

# Helpers give the typed structs; the connection keeps on_connect's connection.
assert_type(acp_wire.agent_text("hi"), acp_wire.AgentMessageChunk)
assert_type(acp_wire.update_tool_call("t1"), acp_wire.ToolCallUpdateSessionUpdate)

value, repairs = acp_wire.decode_report(DATA, acp_wire.SessionNotification)
assert_type(repairs, list[acp_wire.Repair])

update = note.update
match update:
    case acp_wire.AgentMessageChunk():
        assert_type(update, acp_wire.AgentMessageChunk)
        reveal_type(update)
        match update.content:
            case acp_wire.TextContent(text=text):
                assert_type(text, str)
            case _:
                pass
    case acp_wire.ToolCall():
        assert_type(update, acp_wire.ToolCall)
        reveal_type(update)
    case acp_wire.UsageUpdate(used=used):
        assert_type(update, acp_wire.UsageUpdate)
        assert_type(used, int)
    case _:
        pass

try:
    acp_wire.decode(b"{}", acp_wire.SessionNotification)
except acp_wire.DecodeError as exc:
    assert_type(exc.path, str)
    assert_type(exc.reason, str)
