"""What `acp-wire check`'s checker remembers between messages (each session's turn,
compactions, tool calls and pending permission requests), and the small helpers the rules
share. Where each version places what the shared rules read is the binding's."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import msgspec

from acp_wire._codec.members import at_path, is_granted, tag_of
from acp_wire.jsonrpc import Response
from acp_wire.tools.transcript import Direction, Entry

# Updates (by tag) that are conversation history, which a `session/resume` without replay must
# not send (v2's message upserts and tool call content chunks included).
HISTORY = frozenset(
    {
        "user_message_chunk",
        "agent_message_chunk",
        "agent_thought_chunk",
        "user_message",
        "agent_message",
        "agent_thought",
        "tool_call",
        "tool_call_update",
        "tool_call_content_chunk",
        "compaction_update",
        "compaction_summary_chunk",
        "session_message",
        "session_message_chunk",
    }
)
# "content or tool call updates", which cancelled work must send before it is reported ended.
TURN_CONTENT = frozenset(
    {
        "agent_message_chunk",
        "agent_thought_chunk",
        "agent_message",
        "agent_thought",
        "tool_call",
        "tool_call_update",
        "tool_call_content_chunk",
    }
)
# Each message chunk -> the message update that must start a message replayed by chunks (v2).
REPLAY_CHUNK_UPDATE = {
    "user_message_chunk": "user_message",
    "agent_message_chunk": "agent_message",
    "agent_thought_chunk": "agent_thought",
}
# The user message updates a v2 agent reports the inserted prompt with.
USER_MESSAGE = frozenset({"user_message", "user_message_chunk"})


@dataclass(slots=True)
class SessionMemory:
    """What the rules need to know about one session."""

    turn: Entry | None = None  # what started the running turn (a `session/prompt` request)
    # An answer named it (session/new, fork, load, resume); not so for a session first seen in
    # a message the rules flagged (an update before its session/new answer).
    created: bool = False
    cancelled: bool = False  # `session/cancel` was sent during the running turn
    after_cancelled_turn: bool = False  # a cancelled turn ended; no next turn yet
    # While a `session/load` or `session/resume` runs: "history" when it may replay history
    # (load; a v2 resume with `replayFrom`), "no-history" when it must not.
    replay: str | None = None
    # The answer to a load (or resume) that replayed history, until the next prompt: history
    # arriving in between was streamed after the answer (`replay-after-answer`, once).
    replay_answered: Entry | None = None
    # During a replay: the message ids each message update (`user_message`, ...) named, by tag,
    # and the ids already reported for chunks without it (`replay-message-first`).
    replayed_messages: set[tuple[str, object]] = field(default_factory=lambda: set())
    inserted: object = None  # the user message id the running turn's prompt response named
    user_messages: set[object] = field(default_factory=lambda: set())  # ids reported
    compactions: dict[str, str] = field(default_factory=lambda: {})  # id -> latest status
    tool_calls: set[str] = field(default_factory=lambda: set())
    permissions: dict[int, Entry] = field(default_factory=lambda: {})  # by request line
    must_cancel: set[int] = field(default_factory=lambda: set())  # request lines


# --- helpers -----------------------------------------------------------------------------------


NOTHING: Any = SimpleNamespace()  # capabilities that were not sent: nothing is advertised


def camel_case(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def other_side(direction: Direction) -> Direction:
    return "agent" if direction == "client" else "client"


def what_sent(entry: Entry) -> str:
    if entry.method is not None and not isinstance(entry.message, Response):
        return f"{entry.method} sent"
    return "a response sent"


def as_json(value: object) -> str:
    return msgspec.json.encode(value).decode()


__all__ = [
    "HISTORY",
    "NOTHING",
    "TURN_CONTENT",
    "USER_MESSAGE",
    "SessionMemory",
    "as_json",
    "at_path",
    "camel_case",
    "is_granted",
    "other_side",
    "tag_of",
    "what_sent",
]
