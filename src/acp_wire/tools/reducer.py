"""Session state reducers: what a client shows, built by applying messages in receive order.

`Reducer.apply` takes decoded messages (`session/update` notifications, and the requests and
responses around them) and keeps a `State`: plain msgspec structs a UI renders and
`acp_wire.encode` / `msgspec.json.encode` serializes. Every `sessionUpdate` variant of the draft
schema is handled; patch fields are read from the decoded structs, where an omitted field is
`UNSET` and an explicit `null` is `None`, so nothing here re-parses JSON.

The general patch rule, quoted from the schema's `CompactionUpdate` description and repeated
for tool call updates, session info, session messages and subagents: "omission leaves the
stored value unchanged, `null` clears it, and a concrete value replaces it."
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any, Literal, TypeVar

import msgspec
from msgspec import UNSET, UnsetType

from acp_wire._rpc.binding import Binding
from acp_wire._rpc.envelope import Request, Response
from acp_wire._rpc.jsonrpc import Message
from acp_wire.tools.transcript import Entry
from acp_wire.v1._generated.binding import BINDING
from acp_wire.v1._generated.types import (
    AvailableCommand,
    AvailableCommandsUpdate,
    CompactionSummaryChunk,
    CompactionUpdate,
    ConfigOptionUpdate,
    ContentBlock,
    CurrentModeUpdate,
    Error,
    KnownCompactionStatus,
    Notice,
    PermissionOption,
    Plan,
    PlanEntry,
    PlanRemoved,
    PlanUpdate,
    PlanUpdateContent,
    RequestPermissionOutcome,
    SessionConfigOption,
    SessionInfoUpdate,
    SessionMessage,
    SessionMessageChunk,
    SessionMode,
    StateUpdate,
    StopReason,
    SubagentSessionCapabilities,
    SubagentUpdate,
    ToolCall,
    ToolCallContent,
    ToolCallLocation,
    ToolCallStatus,
    ToolCallUpdate,
    ToolKind,
    UnknownSessionUpdate,
    Usage,
    UsageUpdate,
)

T = TypeVar("T")

Role = Literal["user", "agent", "thought"]
"""Whose message: the user's, the agent's response, or the agent's reasoning."""


# --- the state: plain data ------------------------------------------------------------------


class MessageItem(
    msgspec.Struct, kw_only=True, tag_field="type", tag="message", rename="camel", gc=False
):
    """A user, agent or thought message: its chunks' content blocks, in receive order."""

    role: Role
    message_id: str | None = None
    content: list[ContentBlock] = []

    def text(self) -> str:
        """The message's text blocks joined (other blocks are left out), of any version."""
        blocks: list[Any] = self.content  # any version's blocks
        return "".join(block.text for block in blocks if _is_text(block))


def _is_text(block: Any) -> bool:
    """Whether a content block is a text block (`type: "text"`), of any protocol version."""
    return getattr(getattr(block, "__struct_config__", None), "tag", None) == "text"


class ToolCallItem(
    msgspec.Struct, kw_only=True, tag_field="type", tag="tool_call", rename="camel", gc=False
):
    """A tool call as announced by `tool_call` and patched by `tool_call_update`.

    `announced` is False when an update arrived for an id no `tool_call` announced: the update
    is kept (as a tool call of its own fields) and flagged, not dropped.
    """

    tool_call_id: str
    title: str | None = None
    name: str | None = None
    kind: ToolKind | None = None
    status: ToolCallStatus | None = None
    content: list[ToolCallContent] = []
    locations: list[ToolCallLocation] = []
    raw_input: Any = None
    raw_output: Any = None
    meta: dict[str, Any] | None = None
    announced: bool = True


class CompactionItem(
    msgspec.Struct, kw_only=True, tag_field="type", tag="compaction", rename="camel", gc=False
):
    """A context compaction entity, addressed by `compactionId`.

    `announced` is False when a summary chunk created it before any `compaction_update`.
    `ignored_statuses` lists statuses that arrived after a different terminal status and were
    not applied (the compaction already ended).
    """

    compaction_id: str
    status: str
    summary: list[ContentBlock] = []
    error: str | None = None
    meta: dict[str, Any] | None = None
    announced: bool = True
    ignored_statuses: list[str] = []


class SessionMessageItem(
    msgspec.Struct, kw_only=True, tag_field="type", tag="session_message", rename="camel", gc=False
):
    """A message sent to or received from another session, addressed by `messageId`.

    `upserted` is False while only chunks have arrived (they "can arrive before, between, or
    after" the `session_message` upserts, says the schema).
    """

    message_id: str
    sender_session_id: str | None = None
    recipient_session_id: str | None = None
    sender_message_id: str | None = None
    recipient_message_id: str | None = None
    content: list[ContentBlock] = []
    meta: dict[str, Any] | None = None
    upserted: bool = False


HistoryItem = MessageItem | ToolCallItem | CompactionItem | SessionMessageItem
"""One entry of a session's history, in the order each was first seen."""


class TerminalItem(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """An agent-owned terminal as `terminal_update` upserts it; `output` is its text (the
    bytes of the latest snapshot and the chunks after it, read as UTF-8)."""

    terminal_id: str
    command: str | None = None
    cwd: str | None = None
    output: str = ""
    exit_status: Any = None
    meta: dict[str, Any] | None = None


class SubagentItem(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """A child session owned by this one, as announced and patched by `subagent_update`."""

    session_id: str
    title: str | None = None
    description: str | None = None
    capabilities: SubagentSessionCapabilities | None = None
    state: StateUpdate | None = None
    cwd: str | None = None
    additional_directories: list[str] | None = None
    meta: dict[str, Any] | None = None


class PermissionItem(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """A `session/request_permission` the agent sent, and the client's answer once seen.

    `outcome` and `error` are both None while the request is pending.
    """

    request_id: int | str | None
    tool_call: ToolCallUpdate | None  # None: a v2 request whose subject is no tool call
    options: list[PermissionOption]
    outcome: RequestPermissionOutcome | None = None
    error: Error | None = None

    @property
    def pending(self) -> bool:
        return self.outcome is None and self.error is None


class PromptTurn(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """One `session/prompt` request and how it ended: a stop reason, or an error response.

    `ended` is False while the turn runs. The version decides what ends it (`TurnEnd` of the
    binding): the prompt response, or a `state_update` whose state is idle (which may carry no
    stop reason). `message_id` is the user message the agent says it inserted, where the
    version's prompt response names one.
    """

    request_id: int | str | None
    stop_reason: StopReason | None = None
    usage: Usage | None = None
    error: Error | None = None
    cancel_requested: bool = False
    ended: bool = False
    message_id: str | None = None


class SessionState(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """Everything known about one session, as a client would show it."""

    session_id: str
    history: list[HistoryItem] = []
    plan: list[PlanEntry] | None = None
    plans: dict[str, PlanUpdateContent] = {}
    available_commands: list[AvailableCommand] = []
    modes: list[SessionMode] = []
    current_mode_id: str | None = None
    config_options: list[SessionConfigOption] | None = None
    title: str | None = None
    updated_at: str | None = None
    meta: dict[str, Any] | None = None
    usage: UsageUpdate | None = None
    subagents: dict[str, SubagentItem] = {}
    notices: list[Notice] = []
    terminals: dict[str, TerminalItem] = {}
    state: str | None = None  # the latest `state_update` state, where the version has one
    unknown_updates: list[UnknownSessionUpdate] = []
    permission_requests: list[PermissionItem] = []
    turns: list[PromptTurn] = []


class State(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """Every session seen, by session id, in the order they appeared."""

    sessions: dict[str, SessionState] = {}


# --- the reducer -----------------------------------------------------------------------------


class _Index:
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
        self.messages: dict[tuple[Role, str], MessageItem] = {}
        self.current: dict[Role, MessageItem] = {}  # the message a chunk without an id continues
        self.tool_calls: dict[str, ToolCallItem] = {}
        self.compactions: dict[str, CompactionItem] = {}
        self.session_messages: dict[str, SessionMessageItem] = {}


class Reducer:
    """Applies messages in receive order to a `State` (`reducer.state`)."""

    def __init__(self, binding: Binding = BINDING) -> None:
        """`binding`: the protocol version of the messages applied."""
        self.binding = binding
        self.state = State()
        self._sessions: dict[str, tuple[SessionState, _Index]] = {}
        self._updates = _handlers(binding)
        self._notification = binding.session_update
        self._turn_end = binding.turn_end

    # Entry points.

    def apply_entry(self, entry: Entry) -> None:
        """Apply one transcript entry (entries without a decoded message are skipped)."""
        message = entry.message
        if message is None:
            return
        params: Any = getattr(message, "params", None)
        if params.__class__ is self._notification:  # the hot path, first
            self.apply_update(params)
            return
        self.apply(message, entry.request.message if entry.request is not None else None)

    def apply(self, message: Message, request: Message | None = None) -> None:
        """Apply one message; a response needs the `request` it answers to mean anything."""
        params = getattr(message, "params", None)
        if type(params) is self._notification:
            self.apply_update(params)
        elif isinstance(message, Response):
            if isinstance(request, Request):
                self._response(message, request)
        elif isinstance(message, Request):
            self._request(message)
        elif isinstance(params, self.binding.session_cancel):
            self._cancel(params)

    def apply_update(self, notification: Any) -> None:
        """Apply one `session/update` notification's update to its session."""
        known = self._sessions.get(notification.session_id)
        session, index = known if known is not None else self._session(notification.session_id)
        update = notification.update
        self._updates[update.__class__](session, index, update)
        if self._turn_end.ends(update):
            self._end_turn(session, update)

    def _session(self, session_id: str) -> tuple[SessionState, _Index]:
        known = self._sessions.get(session_id)
        if known is None:
            session = self.state.sessions[session_id] = SessionState(session_id=session_id)
            index = _Index(
                self.binding.terminal_compaction_statuses,
                self._turn_end.tool_call_announcement is None,
            )
            known = self._sessions[session_id] = (session, index)
        return known

    # Requests and responses around the updates.

    def _request(self, message: Request[Any]) -> None:
        params = message.params
        method = message.method
        if method == "session/prompt" and isinstance(params, self.binding.prompt_request):
            session, index = self._session(params.session_id)
            index.current.clear()  # a new turn: chunks without an id start new messages
            if self._turn_end.inserted_message is None:  # else the agent reports it
                session.history.append(MessageItem(role="user", content=list(params.prompt)))
            session.turns.append(PromptTurn(request_id=message.id))
        elif isinstance(params, self.binding.permission_request):
            session, _ = self._session(params.session_id)
            session.permission_requests.append(
                PermissionItem(
                    request_id=message.id, tool_call=_tool_call_of(params), options=params.options
                )
            )
        elif method in ("session/load", "session/resume"):
            self._session(params.session_id)

    def _cancel(self, params: Any) -> None:
        """Spec: "Clients MAY cancel an ongoing prompt turn at any time by sending a
        session/cancel notification": the running turn is marked."""
        session, _ = self._session(params.session_id)
        turn = _running(session)
        if turn is not None:
            turn.cancel_requested = True

    def _end_turn(self, session: SessionState, update: Any) -> None:
        """v2, schema `StateUpdate`: "the agent MUST report `running` when foreground work
        starts [...] and `idle` when it ends. The agent SHOULD include a stop reason on that
        idle update." The running turn ends; an idle snapshot with no turn running (a resumed
        session's) ends nothing."""
        turn = _running(session)
        if turn is None:
            return
        turn.ended = True
        turn.stop_reason = self._turn_end.stop_reason(update)
        turn.usage = _value(getattr(update, "usage", UNSET))

    def _response(self, message: Response[Any], request: Request[Any]) -> None:
        params = request.params
        result: Any = message.result
        method = request.method
        error = message.error if isinstance(message.error, self.binding.error) else None
        if method == "session/prompt" and isinstance(params, self.binding.prompt_request):
            session, _ = self._session(params.session_id)
            turn = _find(session.turns, request.id)
            if turn is None:
                return
            turn.error = error
            if isinstance(result, self.binding.prompt_response):
                turn.message_id = self._turn_end.message_id(result)
                if self._turn_end.response_stop_reason is not None:
                    turn.stop_reason = self._turn_end.stop_reason(result)
                    turn.usage = _value(getattr(result, "usage", UNSET))
                    turn.ended = True
            if error is not None:
                turn.ended = True
        elif isinstance(params, self.binding.permission_request):
            session, _ = self._session(params.session_id)
            item = _find(session.permission_requests, request.id)
            if item is not None:
                item.error = error
                if isinstance(result, self.binding.permission_response):
                    item.outcome = result.outcome
        elif error is not None or result is UNSET or result is None:
            return
        elif method in ("session/new", "session/fork"):
            self._setup(result.session_id, result)
        elif method in ("session/load", "session/resume"):
            self._setup(params.session_id, result)
        elif method == "session/set_mode":
            self._session(params.session_id)[0].current_mode_id = params.mode_id

    def _setup(self, session_id: str, result: Any) -> None:
        """A session's modes and config options as the agent announced them on creation."""
        session, _ = self._session(session_id)
        modes: Any = getattr(result, "modes", UNSET)
        # Any version's options (v1's classes are what the state is typed with).
        config_options: list[SessionConfigOption] | UnsetType | None = getattr(
            result, "config_options", UNSET
        )
        if isinstance(getattr(modes, "available_modes", None), list):
            session.modes = list(modes.available_modes)
            session.current_mode_id = modes.current_mode_id
        if isinstance(config_options, list):
            session.config_options = list(config_options)


def _running(session: SessionState) -> PromptTurn | None:
    """The session's turn that has not ended, if any."""
    for turn in reversed(session.turns):
        if not turn.ended:
            return turn
    return None


def _tool_call_of(params: Any) -> Any:
    """The tool call a permission request is about: v1's `toolCall`, or the tool call of a
    request whose `subject` is one."""
    call = getattr(params, "tool_call", None)
    if call is None:
        call = getattr(getattr(params, "subject", None), "tool_call", None)
    return call


_Handler = Callable[["SessionState", "_Index", Any], None]


# --- the rule of each update --------------------------------------------------------------


# Messages: user, agent, thought.


def _chunk(role: Role) -> _Handler:
    """The rule of one role's message chunks."""

    def chunk(session: SessionState, index: _Index, update: Any) -> None:
        _append_chunk(session, index, role, update)

    return chunk


def _append_chunk(session: SessionState, index: _Index, role: Role, update: Any) -> None:
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


def _message(session: SessionState, index: _Index, role: Role, message_id: Any) -> MessageItem:
    """The message a chunk or message update of `role` with `message_id` goes to."""
    if isinstance(message_id, str):
        item = index.messages.get((role, message_id))
        if item is None:
            item = MessageItem(role=role, message_id=message_id)
            index.messages[(role, message_id)] = item
            session.history.append(item)
        return item
    item = index.current.get(role)
    if item is None or session.history[-1] is not item:
        item = MessageItem(role=role)
        session.history.append(item)
    return item


def _upsert(role: Role) -> _Handler:
    """The rule of one role's message updates (v2 `user_message`, `agent_message`,
    `agent_thought`). Schema, `UserMessage`: "Only `messageId` is required. `content` has
    patch semantics: an omitted field leaves existing message content unchanged, `null` clears
    the value, and a concrete array replaces the previous value. [...] When a `user_message`
    update includes `content`, that array replaces any content previously accumulated for the
    message, including content from earlier chunks. Later chunks with the same `messageId`
    append to the current content." """

    def upsert(session: SessionState, index: _Index, update: Any) -> None:
        item = _message(session, index, role, update.message_id)
        item.content = _patch_list(item.content, update.content)
        index.current[role] = item

    return upsert


def _state(session: SessionState, index: _Index, update: Any) -> None:
    """v2 `state_update`: "A snapshot of the session's aggregate foreground activity" (schema);
    the latest snapshot is the session's state. (Whether it ends a turn is the binding's
    `TurnEnd`, applied by the reducer.)"""
    session.state = update.state


# Tool calls.


def _tool_call(session: SessionState, index: _Index, update: ToolCall) -> None:
    """`tool_call` announces a tool call; announcing a known id again replaces its fields
    (its place in the history stays)."""
    item = ToolCallItem(
        tool_call_id=update.tool_call_id,
        title=update.title,
        name=_value(update.name),
        kind=_value(update.kind),
        status=_value(update.status),
        content=list(_value(update.content) or ()),
        locations=list(_value(update.locations) or ()),
        raw_input=_value(update.raw_input),
        raw_output=_value(update.raw_output),
        meta=_value(update.meta),
    )
    known = index.tool_calls.get(update.tool_call_id)
    if known is None:
        index.tool_calls[update.tool_call_id] = item
        session.history.append(item)
    else:
        for name in ToolCallItem.__struct_fields__:
            setattr(known, name, getattr(item, name))


def _tool_call_update(session: SessionState, index: _Index, update: Any) -> None:
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
    item.title = _patch(item.title, update.title)
    if update.name is not None or index.tool_call_upsert:
        item.name = _patch(item.name, update.name)
    item.kind = _patch(item.kind, update.kind)
    item.status = _patch(item.status, update.status)
    item.content = _patch_list(item.content, update.content)
    item.locations = _patch_list(item.locations, update.locations)
    item.raw_input = _patch(item.raw_input, update.raw_input)
    item.raw_output = _patch(item.raw_output, update.raw_output)
    item.meta = _patch(item.meta, update.meta)


def _tool_call_item(session: SessionState, index: _Index, tool_call_id: str) -> ToolCallItem:
    item = index.tool_calls.get(tool_call_id)
    if item is None:
        item = ToolCallItem(tool_call_id=tool_call_id, announced=index.tool_call_upsert)
        index.tool_calls[tool_call_id] = item
        session.history.append(item)
    return item


def _tool_call_content(session: SessionState, index: _Index, update: Any) -> None:
    """v2 `tool_call_content_chunk`: "Tool-call content chunks append one `ToolCallContent`
    item to the current content for the matching `toolCallId`" (schema)."""
    item = _tool_call_item(session, index, update.tool_call_id)
    item.content.append(update.content)


# Agent-owned terminals (v2).


def _terminal(session: SessionState, index: _Index, update: Any) -> None:
    """Schema, `TerminalUpdate`: "Only `terminalId` is required. Other fields have patch
    semantics: omitted fields leave the stored value unchanged, `null` clears it, and concrete
    values replace it"; `output`: "An authoritative replacement snapshot of terminal output
    bytes"; `exitStatus`: "A concrete object marks the terminal as exited"."""
    item = _terminal_item(session, update.terminal_id)
    item.command = _patch(item.command, update.command)
    item.cwd = _patch(item.cwd, update.cwd)
    item.exit_status = _patch(item.exit_status, update.exit_status)
    item.meta = _patch(item.meta, update.meta)
    output = update.output
    if output is None:
        item.output = ""
    elif output is not UNSET:
        item.output = _bytes_text(getattr(output, "data", ""))


def _terminal_output(session: SessionState, index: _Index, update: Any) -> None:
    """Schema, `TerminalOutputChunk`: "A chunk of bytes appended to an agent-owned terminal's
    output" ("Independently base64-encoded")."""
    item = _terminal_item(session, update.terminal_id)
    item.output += _bytes_text(update.data)


def _terminal_item(session: SessionState, terminal_id: str) -> TerminalItem:
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


def _plan(session: SessionState, index: _Index, update: Plan) -> None:
    """Schema, `Plan.entries`: "The client replaces the entire plan with each update."."""
    session.plan = list(update.entries)


def _plan_update(session: SessionState, index: _Index, update: PlanUpdate) -> None:
    """Plan operations RFD: "Client tracks plans by ID; updates replace the content of that
    specific plan"."""
    plan_id = _plan_id(update.plan)
    if plan_id is not None:
        session.plans[plan_id] = update.plan


def _plan_removed(session: SessionState, index: _Index, update: PlanRemoved) -> None:
    """Plan operations RFD: the agent "sends a `plan_removed` session update with the plan's
    `id` to dismiss it"."""
    session.plans.pop(update.plan_id, None)


def _commands(session: SessionState, index: _Index, update: AvailableCommandsUpdate) -> None:
    """The set of available commands "is ready or has changed": the new list replaces it."""
    session.available_commands = list(update.available_commands)


def _mode(session: SessionState, index: _Index, update: CurrentModeUpdate) -> None:
    session.current_mode_id = update.current_mode_id


def _config(session: SessionState, index: _Index, update: ConfigOptionUpdate) -> None:
    """Schema: "The full set of configuration options and their current values."."""
    session.config_options = list(update.config_options)


def _info(session: SessionState, index: _Index, update: SessionInfoUpdate) -> None:
    """Schema: "All fields are optional to support partial updates"; `title`: "Set to null
    to clear"; `updatedAt`: "Set to null to clear"."""
    session.title = _patch(session.title, update.title)
    session.updated_at = _patch(session.updated_at, update.updated_at)
    session.meta = _patch(session.meta, update.meta)


def _usage(session: SessionState, index: _Index, update: UsageUpdate) -> None:
    """The latest usage wins: it reports "current session context and cumulative cost
    state" (spec, session usage updates)."""
    session.usage = update


# Notices and unknown updates.


def _notice(session: SessionState, index: _Index, update: Notice) -> None:
    """Spec: "Each occurrence is an independent live event, not conversation history";
    "these fields do not update or clear an earlier notice". Kept apart from the history."""
    session.notices.append(update)


def _unknown(session: SessionState, index: _Index, update: UnknownSessionUpdate) -> None:
    """A variant this schema version does not know: kept whole, in receive order."""
    session.unknown_updates.append(update)


# Compaction.


def _compaction(session: SessionState, index: _Index, update: CompactionUpdate) -> None:
    """Spec: "The first update fixes the entity's timeline position"; "For each patch field,
    omission leaves the stored value unchanged, null clears it, and a concrete value
    replaces it. On a first-seen ID, omission and null both start with no value. summary: []
    also clears the summary." "After emitting in_progress, the Agent MUST eventually send
    exactly one terminal status": a different status after a terminal one is not applied
    and is listed in `ignored_statuses`. Unknown statuses are kept as received ("Clients
    preserve unknown strings")."""
    item = index.compactions.get(update.compaction_id)
    if item is None:
        item = CompactionItem(compaction_id=update.compaction_id, status=update.status)
        index.compactions[update.compaction_id] = item
        session.history.append(item)
    elif item.status in index.terminal and update.status != item.status:
        item.ignored_statuses.append(update.status)
    else:
        item.status = update.status
    item.announced = True
    item.summary = _patch_list(item.summary, update.summary)
    item.error = _patch(item.error, update.error)
    item.meta = _patch(item.meta, update.meta)


def _compaction_chunk(session: SessionState, index: _Index, update: CompactionSummaryChunk) -> None:
    """Schema: "A first-seen ID creates an in-progress compaction. Chunks append in receive
    order." Spec: "Chunks append to the current summary; a concrete summary replaces all
    previously accumulated content, and any subsequent chunks append to that replacement."
    Chunk `_meta` "has no patch semantics": it is not kept."""
    item = index.compactions.get(update.compaction_id)
    if item is None:
        item = CompactionItem(
            compaction_id=update.compaction_id,
            status=KnownCompactionStatus.IN_PROGRESS,
            announced=False,
        )
        index.compactions[update.compaction_id] = item
        session.history.append(item)
    item.summary.append(update.content)


# Inter-session messages.


def _session_message(session: SessionState, index: _Index, update: SessionMessage) -> None:
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
    item.sender_message_id = _patch(item.sender_message_id, update.sender_message_id)
    item.recipient_message_id = _patch(item.recipient_message_id, update.recipient_message_id)
    item.content = _patch_list(item.content, update.content)
    item.meta = _patch(item.meta, update.meta)


def _session_message_chunk(
    session: SessionState, index: _Index, update: SessionMessageChunk
) -> None:
    """Spec: "later chunks append content for the same messageId"; "Chunk metadata is local
    to the chunk, not a message-level patch". A chunk may come before the first upsert."""
    item = _session_message_item(session, index, update.message_id)
    item.content.append(update.content)


def _session_message_item(
    session: SessionState, index: _Index, message_id: str
) -> SessionMessageItem:
    item = index.session_messages.get(message_id)
    if item is None:
        item = index.session_messages[message_id] = SessionMessageItem(message_id=message_id)
        session.history.append(item)
    return item


# Subagents.


def _subagent(session: SessionState, index: _Index, update: SubagentUpdate) -> None:
    """Schema: "The first update for an unknown `sessionId` announces the child"; "Omitted
    patch fields keep their previous values. `null` clears them."; "A concrete state
    replaces the entire previous state object, not the session."; `additionalDirectories`:
    "A concrete array replaces the whole list"."""
    item = session.subagents.get(update.session_id)
    if item is None:
        item = session.subagents[update.session_id] = SubagentItem(session_id=update.session_id)
    item.title = _patch(item.title, update.title)
    item.description = _patch(item.description, update.description)
    item.capabilities = _patch(item.capabilities, update.capabilities)
    item.state = _patch(item.state, update.state)
    item.cwd = _patch(item.cwd, update.cwd)
    item.additional_directories = _patch(item.additional_directories, update.additional_directories)
    item.meta = _patch(item.meta, update.meta)


# Every `sessionUpdate` variant, by its tag, to its rule: each version's variants are looked
# up here by the tags of its binding's union (`_handlers`). tests/tools/test_reducer.py fails if a
# variant of a schema's `SessionUpdate` is missing here.
_BY_TAG: dict[str, _Handler] = {
    "user_message_chunk": _chunk("user"),
    "agent_message_chunk": _chunk("agent"),
    "agent_thought_chunk": _chunk("thought"),
    "user_message": _upsert("user"),
    "agent_message": _upsert("agent"),
    "agent_thought": _upsert("thought"),
    "state_update": _state,
    "tool_call": _tool_call,
    "tool_call_update": _tool_call_update,
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
def _handlers(binding: Binding) -> Mapping[type, _Handler]:
    """The rule of each of `binding`'s session update classes (its unknown variant: kept)."""
    union = binding.session_update_union
    table: dict[type, _Handler] = {
        member: _BY_TAG.get(tag, _unknown)
        for tag, members in union.by_tag.items()
        for member in members
        if isinstance(member, type)
    }
    if union.unknown is not None:
        table[union.unknown] = _unknown
    return table


def reduce(entries: Iterable[Entry], until: int | None = None, binding: Binding = BINDING) -> State:
    """The state after applying transcript `entries` (those on lines up to `until`)."""
    reducer = Reducer(binding)
    for entry in entries:
        if until is not None and entry.line > until:
            break
        reducer.apply_entry(entry)
    return reducer.state


# --- patch helpers ---------------------------------------------------------------------------


def _value(value: T | UnsetType) -> T | None:
    """A full (non-patch) field: omitted reads as no value."""
    return None if value is UNSET else value


def _patch(current: T, value: T | UnsetType) -> T:
    """Omitted keeps, null clears (None), a value replaces."""
    return current if value is UNSET else value


def _patch_list(current: list[T], value: list[T] | UnsetType | None) -> list[T]:
    """A list patch: omitted keeps, null or [] clears, a list replaces the whole list."""
    if value is UNSET:
        return current
    return list(value) if value else []


def _plan_id(plan: PlanUpdateContent) -> str | None:
    plan_id = getattr(plan, "plan_id", None)
    if plan_id is None and isinstance(plan, dict):  # an unknown plan type, kept as a dict
        plan_id = plan.get("planId")
    return plan_id if isinstance(plan_id, str) else None


_Keyed = TypeVar("_Keyed", PromptTurn, PermissionItem)


def _find(items: list[_Keyed], request_id: object) -> _Keyed | None:
    """The latest item of `request_id` (ids are reused once answered)."""
    for item in reversed(items):
        if item.request_id == request_id and type(item.request_id) is type(request_id):
            return item
    return None


__all__ = [
    "CompactionItem",
    "HistoryItem",
    "MessageItem",
    "PermissionItem",
    "PromptTurn",
    "Reducer",
    "Role",
    "SessionMessageItem",
    "SessionState",
    "State",
    "SubagentItem",
    "TerminalItem",
    "ToolCallItem",
    "reduce",
]
