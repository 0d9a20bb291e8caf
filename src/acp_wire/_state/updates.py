"""The rule of each `sessionUpdate` variant: how the reducer patches a session's state with
one update, for every version (each version's classes are looked up by their tag in `BY_TAG`,
`handlers(binding)`). Patch fields are read from the decoded structs, where an omitted field is
`UNSET` and an explicit `null` is `None`, so nothing here re-parses JSON.

The general patch rule, quoted from the schema's `CompactionUpdate` description and repeated
for tool call updates, session info, session messages and subagents: "omission leaves the
stored value unchanged, `null` clears it, and a concrete value replaces it."
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, TypeAlias, TypeVar, cast

from msgspec import UNSET, UnsetType

from acp_wire._rpc.binding import Binding
from acp_wire._state.model import (
    AnyHistoryItem,
    AnySessionState,
    CompactionItem,
    MessageItem,
    MessageRole,
    SessionMessageItem,
    SubagentItem,
    TerminalItem,
    ToolCallItem,
)

# A rule's `update` is the version's variant of its tag (`v1.Plan`, `v2.PlanUpdate`, ...): read
# by attribute, the members every version's class of that tag has. It is typed `Update`, not
# with the versions' classes: the state sits below the versions (sessions, which each version's
# connections import, build their turns with it), so it names none of their types.
Update: TypeAlias = Any

T = TypeVar("T")

_IN_PROGRESS = "in_progress"  # the `CompactionStatus` a compaction starts with


class Index:
    """A session's entities by id, so that patches find them without scanning the history."""

    __slots__ = (
        "compactions",
        "current",
        "messages",
        "session_messages",
        "terminal",
        "tool_call_upsert",
        "tool_calls",
    )

    def __init__(self, terminal: frozenset[str], tool_call_upsert: bool) -> None:
        self.terminal = terminal  # compaction statuses after which a compaction changes no more
        self.tool_call_upsert = tool_call_upsert  # `tool_call_update` creates unseen calls
        self.messages: dict[tuple[MessageRole, str], MessageItem[Any]] = {}
        self.current: dict[
            MessageRole, MessageItem[Any]
        ] = {}  # the message a chunk without an id continues
        self.tool_calls: dict[str, ToolCallItem[Any, Any]] = {}
        self.compactions: dict[str, CompactionItem[Any]] = {}
        self.session_messages: dict[str, SessionMessageItem[Any]] = {}


Handler: TypeAlias = Callable[[AnySessionState, Index, Any], AnyHistoryItem | None]
"""The rule of one update variant: patches the session, and returns the history item the
update created or changed (None for an update that is not history), so that every output
(text, JSON, the page) shows the history the reducer decided."""


# --- the rule of each update --------------------------------------------------------------


# Messages: user, agent, thought.


def _chunk(role: MessageRole) -> Handler:
    """The rule of one role's message chunks."""

    def chunk(session: AnySessionState, index: Index, update: Any) -> AnyHistoryItem:
        return _append_chunk(session, index, role, update)

    return chunk


def _append_chunk(
    session: AnySessionState, index: Index, role: MessageRole, update: Any
) -> MessageItem[Any]:
    """Message chunks grouped by `messageId`.

    Spec (prompt turn): "Chunks with the same messageId belong to the same message; a
    changed messageId indicates a new message." The v1 schema makes `messageId` optional (codex
    omits it): a chunk without one continues the current message of its role only when that
    message is the last history item; after another item (a tool call, another role's
    message) it starts a new message, so the history keeps the wire's order. A new prompt
    turn ends the current messages. (v2 requires it: "The Agent MUST include an opaque
    `messageId` on message updates and message chunks", prompt lifecycle.)
    """
    item = _message(session, index, role, update.message_id)
    item.content.append(update.content)
    index.current[role] = item
    return item


def _message(
    session: AnySessionState, index: Index, role: MessageRole, message_id: Any
) -> MessageItem[Any]:
    """The message a chunk or message update of `role` with `message_id` goes to."""
    if isinstance(message_id, str):
        known: MessageItem[Any] | None = index.messages.get((role, message_id))
        if known is None:
            known = MessageItem(role=role, message_id=message_id)
            index.messages[(role, message_id)] = known
            session.history.append(known)
        return known
    item: MessageItem[Any] | None = index.current.get(role)
    if item is None or session.history[-1] is not item:
        item = MessageItem(role=role)
        session.history.append(item)
    return item


def _upsert(role: MessageRole) -> Handler:
    """The rule of one role's message updates (v2 `user_message`, `agent_message`,
    `agent_thought`). Schema, `UserMessage`: "Only `messageId` is required. `content` has
    patch semantics: an omitted field leaves existing message content unchanged, `null` clears
    the value, and a concrete array replaces the previous value. [...] When a `user_message`
    update includes `content`, that array replaces any content previously accumulated for the
    message, including content from earlier chunks. Later chunks with the same `messageId`
    append to the current content." """

    def upsert(session: AnySessionState, index: Index, update: Any) -> AnyHistoryItem:
        item = _message(session, index, role, update.message_id)
        item.content = patch_list(item.content, update.content)
        index.current[role] = item
        return item

    return upsert


def _state(session: AnySessionState, index: Index, update: Any) -> None:
    """v2 `state_update`: "A snapshot of the session's aggregate foreground activity" (schema);
    the latest snapshot is the session's state. (Whether it ends a turn is the binding's
    `TurnEnd`, applied by the reducer.)"""
    session.state = update.state


# Tool calls.


def _tool_call(session: AnySessionState, index: Index, update: Update) -> ToolCallItem[Any, Any]:
    """`tool_call` announces a tool call; announcing a known id again replaces its fields
    (its place in the history stays)."""
    item = ToolCallItem(
        tool_call_id=update.tool_call_id,
        title=update.title,
        name=full_value(update.name),
        kind=full_value(update.kind),
        status=full_value(update.status),
        content=list(full_value(update.content) or ()),
        locations=list(full_value(update.locations) or ()),
        raw_input=full_value(update.raw_input),
        raw_output=full_value(update.raw_output),
        meta=full_value(update.meta),
    )
    known = index.tool_calls.get(update.tool_call_id)
    if known is None:
        index.tool_calls[update.tool_call_id] = item
        session.history.append(item)
        return item
    for name in ToolCallItem.__struct_fields__:
        setattr(known, name, getattr(item, name))
    return known


def tool_call_patch(session: AnySessionState, index: Index, update: Any) -> ToolCallItem[Any, Any]:
    """Patch a tool call: "All fields except the tool call ID are optional - only changed
    fields need to be included" (v1 schema, `ToolCallUpdate`); omitted keeps, null clears, a
    value replaces. `content`: "Replace the content collection"; `locations`: "Replace the
    locations collection". `name`, by its v1 description: "Omitting it or sending `null`
    both mean that the existing name is left unchanged." An update for an unknown id is
    kept as a tool call with `announced=False`.

    Where the version has no announcing variant (v2), `tool_call_update` is an upsert: "A tool
    call has been created or updated"; "When a client receives a tool call ID it has not seen
    before, omitted fields start at their protocol defaults"; `name`: "Omission means no
    change, `null` clears the name" (v2 schema, `ToolCallUpdate`)."""
    item = _tool_call_item(session, index, update.tool_call_id)
    item.title = patch(item.title, update.title)
    if update.name is not None or index.tool_call_upsert:
        item.name = patch(item.name, update.name)
    item.kind = patch(item.kind, update.kind)
    item.status = patch(item.status, update.status)
    item.content = patch_list(item.content, update.content)
    item.locations = patch_list(item.locations, update.locations)
    item.raw_input = patch(item.raw_input, update.raw_input)
    item.raw_output = patch(item.raw_output, update.raw_output)
    item.meta = patch(item.meta, update.meta)
    return item


def _tool_call_item(
    session: AnySessionState, index: Index, tool_call_id: str
) -> ToolCallItem[Any, Any]:
    item: ToolCallItem[Any, Any] | None = index.tool_calls.get(tool_call_id)
    if item is None:
        item = ToolCallItem(tool_call_id=tool_call_id, announced=index.tool_call_upsert)
        index.tool_calls[tool_call_id] = item
        session.history.append(item)
    return item


def _tool_call_content(
    session: AnySessionState, index: Index, update: Any
) -> ToolCallItem[Any, Any]:
    """v2 `tool_call_content_chunk`: "Tool-call content chunks append one `ToolCallContent`
    item to the current content for the matching `toolCallId`" (schema)."""
    item = _tool_call_item(session, index, update.tool_call_id)
    item.content.append(update.content)
    return item


# Agent-owned terminals (v2).


def _terminal(session: AnySessionState, index: Index, update: Any) -> None:
    """Schema, `TerminalUpdate`: "Only `terminalId` is required. Other fields have patch
    semantics: omitted fields leave the stored value unchanged, `null` clears it, and concrete
    values replace it"; `output`: "An authoritative replacement snapshot of terminal output
    bytes"; `exitStatus`: "A concrete object marks the terminal as exited"."""
    item = _terminal_item(session, update.terminal_id)
    item.command = patch(item.command, update.command)
    item.cwd = patch(item.cwd, update.cwd)
    item.exit_status = patch(item.exit_status, update.exit_status)
    item.meta = patch(item.meta, update.meta)
    output = update.output
    if output is None:
        item.output = ""
    elif output is not UNSET:
        item.output = _bytes_text(getattr(output, "data", ""))


def _terminal_output(session: AnySessionState, index: Index, update: Any) -> None:
    """Schema, `TerminalOutputChunk`: "A chunk of bytes appended to an agent-owned terminal's
    output" ("Independently base64-encoded")."""
    item = _terminal_item(session, update.terminal_id)
    item.output += _bytes_text(update.data)


def _terminal_item(session: AnySessionState, terminal_id: str) -> TerminalItem:
    item = session.terminals.get(terminal_id)
    if item is None:
        item = session.terminals[terminal_id] = TerminalItem(terminal_id=terminal_id)
    return item


def _bytes_text(data: object) -> str:
    """Base64 terminal bytes as text (undecodable bytes replaced, bad base64 kept as sent)."""
    if not isinstance(data, str):
        return ""
    try:
        return base64.b64decode(data, validate=True).decode("utf-8", "replace")
    except (binascii.Error, ValueError):
        return data


# Plans, commands, modes, config options, session info, usage.


def _plan(session: AnySessionState, index: Index, update: Update) -> None:
    """Schema, `Plan.entries`: "The client replaces the entire plan with each update."."""
    session.plan = list(update.entries)


def _plan_update(session: AnySessionState, index: Index, update: Update) -> None:
    """Plan operations RFD: "Client tracks plans by ID; updates replace the content of that
    specific plan"."""
    plan_id = plan_id_of(update.plan)
    if plan_id is not None:
        session.plans[plan_id] = update.plan


def _plan_removed(session: AnySessionState, index: Index, update: Update) -> None:
    """Plan operations RFD: the agent "sends a `plan_removed` session update with the plan's
    `id` to dismiss it"."""
    session.plans.pop(update.plan_id, None)


def _commands(
    session: AnySessionState,
    index: Index,
    update: Update,
) -> None:
    """The set of available commands "is ready or has changed": the new list replaces it."""
    session.available_commands = list(update.available_commands)


def _mode(session: AnySessionState, index: Index, update: Update) -> None:
    session.current_mode_id = update.current_mode_id


def _config(session: AnySessionState, index: Index, update: Update) -> None:
    """Schema: "The full set of configuration options and their current values."."""
    session.config_options = list(update.config_options)


def _info(session: AnySessionState, index: Index, update: Update) -> None:
    """Schema: "All fields are optional to support partial updates"; `title`: "Set to null
    to clear"; `updatedAt`: "Set to null to clear"."""
    session.title = patch(session.title, update.title)
    session.updated_at = patch(session.updated_at, update.updated_at)
    session.meta = patch(session.meta, update.meta)


def _usage(session: AnySessionState, index: Index, update: Update) -> None:
    """The latest usage wins: it reports "current session context and cumulative cost
    state" (spec, session usage updates)."""
    session.usage = update


# Notices and unknown updates.


def _notice(session: AnySessionState, index: Index, update: Update) -> None:
    """Spec: "Each occurrence is an independent live event, not conversation history";
    "these fields do not update or clear an earlier notice". Kept apart from the history."""
    session.notices.append(update)


def _unknown(
    session: AnySessionState,
    index: Index,
    update: Update,
) -> None:
    """A variant this schema version does not know: kept whole, in receive order."""
    session.unknown_updates.append(update)


# Compaction.


def _compaction(session: AnySessionState, index: Index, update: Update) -> CompactionItem[Any]:
    """Spec: "The first update fixes the entity's timeline position"; "For each patch field,
    omission leaves the stored value unchanged, null clears it, and a concrete value
    replaces it. On a first-seen ID, omission and null both start with no value. summary: []
    also clears the summary." "After emitting in_progress, the Agent MUST eventually send
    exactly one terminal status": a different status after a terminal one is not applied
    and is listed in `ignored_statuses`. Unknown statuses are kept as received ("Clients
    preserve unknown strings")."""
    item: CompactionItem[Any] | None = index.compactions.get(update.compaction_id)
    if item is None:
        item = CompactionItem(compaction_id=update.compaction_id, status=update.status)
        index.compactions[update.compaction_id] = item
        session.history.append(item)
    elif item.status in index.terminal and update.status != item.status:
        item.ignored_statuses.append(update.status)
    else:
        item.status = update.status
    item.announced = True
    item.summary = patch_list(item.summary, update.summary)
    item.error = patch(item.error, update.error)
    item.meta = patch(item.meta, update.meta)
    return item


def _compaction_chunk(
    session: AnySessionState,
    index: Index,
    update: Update,
) -> CompactionItem[Any]:
    """Schema: "A first-seen ID creates an in-progress compaction. Chunks append in receive
    order." Spec: "Chunks append to the current summary; a concrete summary replaces all
    previously accumulated content, and any subsequent chunks append to that replacement."
    Chunk `_meta` "has no patch semantics": it is not kept."""
    item: CompactionItem[Any] | None = index.compactions.get(update.compaction_id)
    if item is None:
        item = CompactionItem(
            compaction_id=update.compaction_id, status=_IN_PROGRESS, announced=False
        )
        index.compactions[update.compaction_id] = item
        session.history.append(item)
    item.summary.append(update.content)
    return item


# Inter-session messages.


def _session_message(
    session: AnySessionState, index: Index, update: Update
) -> SessionMessageItem[Any]:
    """An upsert by `messageId`. Schema, `content`: "Omitted leaves content unchanged. `null`
    or `[]` clears it. A non-empty array replaces all content."; `_meta`: "Omitted leaves
    metadata unchanged. `null` removes it."; sender / recipient message ids: "Omitted
    leaves the stored value unchanged. `null` clears it. A value replaces it."

    Participants are merged: the spec page says "Omitted or null participant IDs mean not
    supplied and leave previously known identities intact", which this follows where the
    schema's `senderSessionId` / `recipientSessionId` descriptions say `null` clears."""
    item = _session_message_item(session, index, update.message_id)
    item.upserted = True
    if isinstance(update.sender_session_id, str):
        item.sender_session_id = update.sender_session_id
    if isinstance(update.recipient_session_id, str):
        item.recipient_session_id = update.recipient_session_id
    item.sender_message_id = patch(item.sender_message_id, update.sender_message_id)
    item.recipient_message_id = patch(item.recipient_message_id, update.recipient_message_id)
    item.content = patch_list(item.content, update.content)
    item.meta = patch(item.meta, update.meta)
    return item


def _session_message_chunk(
    session: AnySessionState, index: Index, update: Update
) -> SessionMessageItem[Any]:
    """Spec: "later chunks append content for the same messageId"; "Chunk metadata is local
    to the chunk, not a message-level patch". A chunk may come before the first upsert."""
    item = _session_message_item(session, index, update.message_id)
    item.content.append(update.content)
    return item


def _session_message_item(
    session: AnySessionState, index: Index, message_id: str
) -> SessionMessageItem[Any]:
    item = index.session_messages.get(message_id)
    if item is None:
        item = index.session_messages[message_id] = SessionMessageItem(message_id=message_id)
        session.history.append(item)
    return item


# Subagents.


def _subagent(session: AnySessionState, index: Index, update: Update) -> None:
    """Schema: "The first update for an unknown `sessionId` announces the child"; "Omitted
    patch fields keep their previous values. `null` clears them."; "A concrete state
    replaces the entire previous state object, not the session."; `additionalDirectories`:
    "A concrete array replaces the whole list"."""
    item = session.subagents.get(update.session_id)
    if item is None:
        item = session.subagents[update.session_id] = SubagentItem(session_id=update.session_id)
    item.title = patch(item.title, update.title)
    item.description = patch(item.description, update.description)
    item.capabilities = patch(item.capabilities, update.capabilities)
    item.state = patch(item.state, update.state)
    item.cwd = patch(item.cwd, update.cwd)
    item.additional_directories = patch(item.additional_directories, update.additional_directories)
    item.meta = patch(item.meta, update.meta)


# Every `sessionUpdate` variant, by its tag, to its rule: each version's variants are looked
# up here by the tags of its binding's union (`handlers`). tests/tools/test_reducer.py (v1) and
# tests/tools/test_tools_v2.py (v2) fail if a variant of a schema's `SessionUpdate` is missing.
BY_TAG: dict[str, Handler] = {
    "user_message_chunk": _chunk("user"),
    "agent_message_chunk": _chunk("agent"),
    "agent_thought_chunk": _chunk("thought"),
    "user_message": _upsert("user"),
    "agent_message": _upsert("agent"),
    "agent_thought": _upsert("thought"),
    "state_update": _state,
    "tool_call": _tool_call,
    "tool_call_update": tool_call_patch,
    "tool_call_content_chunk": _tool_call_content,
    "terminal_update": _terminal,
    "terminal_output_chunk": _terminal_output,
    "plan": _plan,
    "plan_update": _plan_update,
    "plan_removed": _plan_removed,
    "available_commands_update": _commands,
    "current_mode_update": _mode,
    "config_option_update": _config,
    "session_info_update": _info,
    "usage_update": _usage,
    "notice": _notice,
    "compaction_update": _compaction,
    "compaction_summary_chunk": _compaction_chunk,
    "subagent_update": _subagent,
    "session_message": _session_message,
    "session_message_chunk": _session_message_chunk,
}


@cache
def handlers(binding: Binding) -> Mapping[type, Handler]:
    """The rule of each of `binding`'s session update classes (its unknown variant: kept)."""
    union = binding.session_update_union
    table: dict[type, Handler] = {
        member: BY_TAG.get(tag, _unknown)
        for tag, members in union.by_tag.items()
        for member in members
        if isinstance(member, type)
    }
    if union.unknown is not None:
        table[union.unknown] = _unknown
    return table


# --- patch helpers ---------------------------------------------------------------------------


def full_value(value: T | UnsetType) -> T | None:
    """A full (non-patch) field: omitted reads as no value."""
    return None if value is UNSET else value


def patch(current: T, value: T | UnsetType) -> T:
    """Omitted keeps, null clears (None), a value replaces."""
    return current if value is UNSET else value


def patch_list(current: list[T], value: list[T] | UnsetType | None) -> list[T]:
    """A list patch: omitted keeps, null or [] clears, a list replaces the whole list."""
    if value is UNSET:
        return current
    return list(value) if value else []


def plan_id_of(plan: object) -> str | None:
    """The id of a plan's content: its `plan_id`, or the `planId` of an unknown plan type."""
    plan_id: object = getattr(plan, "plan_id", None)
    if plan_id is None and isinstance(plan, dict):  # an unknown plan type, kept as a dict
        plan_id = cast("dict[str, object]", plan).get("planId")
    return plan_id if isinstance(plan_id, str) else None


__all__ = [
    "BY_TAG",
    "Handler",
    "Index",
    "full_value",
    "handlers",
    "patch",
    "patch_list",
    "tool_call_patch",
]
