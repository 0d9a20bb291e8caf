"""Short builders for the session updates agents send most: text chunks, tool calls, plans;
and `replay_v2_history`, a version 2 agent's history as its replay must send it.

Each returns the generated struct (`AgentMessageChunk`, `ToolCall`, ...), so nothing is lost:
fields these helpers do not take can be set with `msgspec.structs.replace`, or by building the
struct directly.

    await conn.send_update(session_id, agent_text("Hello"))
    await conn.send_update(session_id, start_tool_call("t1", "Read file", kind="read"))
    await conn.send_update(session_id, update_tool_call("t1", status="completed", text="done"))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from msgspec import UNSET, UnsetType

from acp_wire.v1._generated.types import (
    AgentMessageChunk,
    AgentThoughtChunk,
    Content,
    Plan,
    PlanEntry,
    PlanEntryPriority,
    PlanEntryStatus,
    TextContent,
    ToolCall,
    ToolCallContent,
    ToolCallStatus,
    ToolCallUpdateSessionUpdate,
    ToolKind,
    UserMessageChunk,
)

if TYPE_CHECKING:  # version 2's classes load with `replay_v2_history`'s first call
    from acp_wire.v2._generated.types import SessionUpdate as V2SessionUpdate


def agent_text(text: str, message_id: str | UnsetType = UNSET) -> AgentMessageChunk:
    """A chunk of the agent's reply (`agent_message_chunk`) holding `text`."""
    return AgentMessageChunk(content=TextContent(text=text), message_id=message_id)


def user_text(text: str, message_id: str | UnsetType = UNSET) -> UserMessageChunk:
    """A chunk of the user's message (`user_message_chunk`), as replayed by `session/load`."""
    return UserMessageChunk(content=TextContent(text=text), message_id=message_id)


def thought_text(text: str, message_id: str | UnsetType = UNSET) -> AgentThoughtChunk:
    """A chunk of the agent's reasoning (`agent_thought_chunk`) holding `text`."""
    return AgentThoughtChunk(content=TextContent(text=text), message_id=message_id)


def tool_text(text: str) -> Content:
    """Text produced by a tool call, as an item of its `content`."""
    return Content(content=TextContent(text=text))


def start_tool_call(
    tool_call_id: str,
    title: str,
    *,
    kind: ToolKind | UnsetType = UNSET,
    status: ToolCallStatus | UnsetType = UNSET,
    content: list[ToolCallContent] | UnsetType = UNSET,
) -> ToolCall:
    """Announce a tool call (`tool_call`); later `update_tool_call`s name it by its id."""
    return ToolCall(
        tool_call_id=tool_call_id, title=title, kind=kind, status=status, content=content
    )


def update_tool_call(
    tool_call_id: str,
    *,
    status: ToolCallStatus | UnsetType = UNSET,
    title: str | UnsetType = UNSET,
    content: list[ToolCallContent] | UnsetType = UNSET,
    text: str | None = None,
) -> ToolCallUpdateSessionUpdate:
    """Progress of a tool call (`tool_call_update`): only the fields given are sent (omitted
    means unchanged). `text` is a shorthand for `content=[tool_text(text)]`."""
    if text is not None:
        content = [tool_text(text)]
    return ToolCallUpdateSessionUpdate(
        tool_call_id=tool_call_id, status=status, title=title, content=content
    )


def plan_entry(
    content: str,
    *,
    priority: PlanEntryPriority = "medium",
    status: PlanEntryStatus = "pending",
) -> PlanEntry:
    """One task of a plan."""
    return PlanEntry(content=content, priority=priority, status=status)


def plan(*entries: PlanEntry | str) -> Plan:
    """The whole plan (`plan`), replacing the previous one; a string is a pending entry."""
    return Plan(entries=[plan_entry(e) if isinstance(e, str) else e for e in entries])


def replay_v2_history(updates: Iterable[V2SessionUpdate]) -> Iterator[V2SessionUpdate]:
    """A version 2 agent's retained session updates as it replays them (`session/resume` with
    `replayFrom`): each update as it was, and before the first chunk of each message its message
    update of the same `messageId` with `content: []`.

    v2 docs, session setup: "When replay reconstructs a message from its beginning using chunks,
    the Agent MUST first send the corresponding message update (`user_message`,
    `agent_message`, or `agent_thought`) with the same ID and `content: []`. This clears any
    content the Client already holds before replayed chunks append." A message whose message
    update already came (with its whole content) needs none: its chunks append to it.

        for update in replay_v2_history(self.history[session_id]):
            await self.conn.send_update(session_id, update)
    """
    from acp_wire.v2._generated.types import (
        AgentMessage,
        AgentMessageChunk,
        AgentThought,
        AgentThoughtChunk,
        UserMessage,
        UserMessageChunk,
    )

    starts: dict[type, type[UserMessage | AgentMessage | AgentThought]] = {
        UserMessageChunk: UserMessage,
        AgentMessageChunk: AgentMessage,
        AgentThoughtChunk: AgentThought,
    }
    started: set[tuple[type, str]] = set()  # (message update class, message id)
    for update in updates:
        if isinstance(update, (UserMessage, AgentMessage, AgentThought)):
            started.add((type(update), update.message_id))
        elif isinstance(update, (UserMessageChunk, AgentMessageChunk, AgentThoughtChunk)):
            start = starts[type(update)]
            if (start, update.message_id) not in started:
                started.add((start, update.message_id))
                yield start(message_id=update.message_id, content=[])
        yield update


__all__ = [
    "agent_text",
    "plan",
    "plan_entry",
    "replay_v2_history",
    "start_tool_call",
    "thought_text",
    "tool_text",
    "update_tool_call",
    "user_text",
]
