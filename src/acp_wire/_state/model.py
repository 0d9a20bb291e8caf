"""The session state the reducer keeps: plain msgspec structs a UI renders and
`acp_wire.encode` / `msgspec.json.encode` serializes.

The model is one shape for every version, generic over the types that differ between versions
(a content block, a tool call's content, a permission option, ...), so that no version's value
is declared with another version's class. Each version binds the parameters to its own schema
types: `acp_wire.tools.reducer.v1` and `acp_wire.tools.reducer.v2` name the bound model
(`v1.SessionState`, `v2.State`, ...). Fields whose values are plain strings in every version
(a tool kind, a status, a stop reason) are typed `str`.
"""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

import msgspec

from acp_wire._codec.members import struct_tag

MessageRole = Literal["user", "agent", "thought"]
"""Whose message: the user's, the agent's response, or the agent's reasoning."""

ContentT = TypeVar("ContentT")  # a content block
ToolContentT = TypeVar("ToolContentT")  # a tool call's content item
LocationT = TypeVar("LocationT")  # a tool call location
CapabilitiesT = TypeVar("CapabilitiesT")  # a subagent's session capabilities
SubagentStateT = TypeVar("SubagentStateT")  # a subagent's state
ToolCallT = TypeVar("ToolCallT")  # the tool call a permission request is about
OptionT = TypeVar("OptionT")  # a permission option
OutcomeT = TypeVar("OutcomeT")  # a permission request's outcome
ErrorT = TypeVar("ErrorT")  # a JSON-RPC error object
UsageT = TypeVar("UsageT")  # a prompt turn's usage
HistoryT = TypeVar("HistoryT")  # a history item (`HistoryItem` bound to the version's types)
SubagentT = TypeVar("SubagentT")  # a `SubagentItem` bound to the version's types
PermissionT = TypeVar("PermissionT")  # a `PermissionItem` bound to the version's types
TurnT = TypeVar("TurnT")  # a `PromptTurn` bound to the version's types
PlanEntryT = TypeVar("PlanEntryT")  # an entry of a whole-plan update
PlanT = TypeVar("PlanT")  # the content of a plan addressed by id
CommandT = TypeVar("CommandT")  # an available command
ModeT = TypeVar("ModeT")  # a session mode
ConfigOptionT = TypeVar("ConfigOptionT")  # a session config option
UsageUpdateT = TypeVar("UsageUpdateT")  # a `usage_update`
NoticeT = TypeVar("NoticeT")  # a `notice`
UnknownT = TypeVar("UnknownT")  # a session update variant the version does not know
SessionT = TypeVar("SessionT")  # a `SessionState` bound to the version's types


class MessageItem(
    msgspec.Struct,
    Generic[ContentT],
    kw_only=True,
    tag_field="type",
    tag="message",
    rename="camel",
    gc=False,
):
    """A user, agent or thought message: its chunks' content blocks, in receive order."""

    role: MessageRole
    message_id: str | None = None
    content: list[ContentT] = []

    def text(self) -> str:
        """The message's text blocks joined (other blocks are left out)."""
        blocks: list[Any] = self.content  # the version's blocks: a text block has `text`
        return "".join(block.text for block in blocks if is_text(block))


def is_text(block: object) -> bool:
    """Whether a content block is a text block (`type: "text"`), of any version."""
    return struct_tag(block) == "text"


class ToolCallItem(
    msgspec.Struct,
    Generic[ToolContentT, LocationT],
    kw_only=True,
    tag_field="type",
    tag="tool_call",
    rename="camel",
    gc=False,
):
    """A tool call as announced by `tool_call` and patched by `tool_call_update`.

    `announced` is False when an update arrived for an id no `tool_call` announced: the update
    is kept (as a tool call of its own fields) and flagged, not dropped.
    """

    tool_call_id: str
    title: str | None = None
    name: str | None = None
    kind: str | None = None
    status: str | None = None
    content: list[ToolContentT] = []
    locations: list[LocationT] = []
    raw_input: Any = None
    raw_output: Any = None
    meta: dict[str, Any] | None = None
    announced: bool = True


class CompactionItem(
    msgspec.Struct,
    Generic[ContentT],
    kw_only=True,
    tag_field="type",
    tag="compaction",
    rename="camel",
    gc=False,
):
    """A context compaction entity, addressed by `compactionId`.

    `announced` is False when a summary chunk created it before any `compaction_update`.
    `ignored_statuses` lists statuses that arrived after a different terminal status and were
    not applied (the compaction already ended).
    """

    compaction_id: str
    status: str
    summary: list[ContentT] = []
    error: str | None = None
    meta: dict[str, Any] | None = None
    announced: bool = True
    ignored_statuses: list[str] = []


class SessionMessageItem(
    msgspec.Struct,
    Generic[ContentT],
    kw_only=True,
    tag_field="type",
    tag="session_message",
    rename="camel",
    gc=False,
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
    content: list[ContentT] = []
    meta: dict[str, Any] | None = None
    upserted: bool = False


HistoryItem = (
    MessageItem[ContentT]
    | ToolCallItem[ToolContentT, LocationT]
    | CompactionItem[ContentT]
    | SessionMessageItem[ContentT]
)
"""One entry of a session's history, in the order each was first seen (generic over the content
block, tool call content and location types)."""


class TerminalItem(msgspec.Struct, kw_only=True, rename="camel", gc=False):
    """An agent-owned terminal as `terminal_update` upserts it; `output` is its text (the
    bytes of the latest snapshot and the chunks after it, read as UTF-8)."""

    terminal_id: str
    command: str | None = None
    cwd: str | None = None
    output: str = ""
    exit_status: Any = None
    meta: dict[str, Any] | None = None


class SubagentItem(
    msgspec.Struct, Generic[CapabilitiesT, SubagentStateT], kw_only=True, rename="camel", gc=False
):
    """A child session owned by this one, as announced and patched by `subagent_update`."""

    session_id: str
    title: str | None = None
    description: str | None = None
    capabilities: CapabilitiesT | None = None
    state: SubagentStateT | None = None
    cwd: str | None = None
    additional_directories: list[str] | None = None
    meta: dict[str, Any] | None = None


class PermissionItem(
    msgspec.Struct,
    Generic[ToolCallT, OptionT, OutcomeT, ErrorT],
    kw_only=True,
    rename="camel",
    gc=False,
):
    """A `session/request_permission` the agent sent, and the client's answer once seen.

    `tool_call` is None when the request is about no tool call (a v2 request whose subject is
    something else). `outcome` and `error` are both None while the request is pending.
    """

    request_id: int | str | None
    tool_call: ToolCallT | None
    options: list[OptionT]
    outcome: OutcomeT | None = None
    error: ErrorT | None = None

    @property
    def pending(self) -> bool:
        return self.outcome is None and self.error is None


class PromptTurn(msgspec.Struct, Generic[UsageT, ErrorT], kw_only=True, rename="camel", gc=False):
    """One `session/prompt` request and how it ended: a stop reason, or an error response.

    `ended` is False while the turn runs. The version decides what ends it (`TurnEnd` of the
    binding): the prompt response, or a `state_update` whose state is idle (which may carry no
    stop reason). `message_id` is the user message the agent says it inserted, where the
    version's prompt response names one.
    """

    request_id: int | str | None
    stop_reason: str | None = None
    usage: UsageT | None = None
    error: ErrorT | None = None
    cancel_requested: bool = False
    ended: bool = False
    message_id: str | None = None


class SessionState(
    msgspec.Struct,
    Generic[
        HistoryT,
        SubagentT,
        PermissionT,
        TurnT,
        PlanEntryT,
        PlanT,
        CommandT,
        ModeT,
        ConfigOptionT,
        UsageUpdateT,
        NoticeT,
        UnknownT,
    ],
    kw_only=True,
    rename="camel",
    gc=False,
):
    """Everything known about one session, as a client would show it."""

    session_id: str
    history: list[HistoryT] = []
    plan: list[PlanEntryT] | None = None
    plans: dict[str, PlanT] = {}
    available_commands: list[CommandT] = []
    modes: list[ModeT] = []
    current_mode_id: str | None = None
    config_options: list[ConfigOptionT] | None = None
    title: str | None = None
    updated_at: str | None = None
    meta: dict[str, Any] | None = None
    usage: UsageUpdateT | None = None
    subagents: dict[str, SubagentT] = {}
    notices: list[NoticeT] = []
    terminals: dict[str, TerminalItem] = {}
    state: str | None = None  # the latest `state_update` state, where the version has one
    unknown_updates: list[UnknownT] = []
    permission_requests: list[PermissionT] = []
    turns: list[TurnT] = []


class State(msgspec.Struct, Generic[SessionT], kw_only=True, rename="camel", gc=False):
    """Every session seen, by session id, in the order they appeared."""

    sessions: dict[str, SessionT] = {}


# The model as the reducer fills it for whichever version its binding is: each version's bound
# model (`reducer.v1`, `reducer.v2`) is one of these.
AnyHistoryItem = HistoryItem[Any, Any, Any]
AnySessionState = SessionState[
    AnyHistoryItem,
    SubagentItem[Any, Any],
    PermissionItem[Any, Any, Any, Any],
    PromptTurn[Any, Any],
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
]
AnyState = State[AnySessionState]


__all__ = [
    "AnyHistoryItem",
    "AnySessionState",
    "AnyState",
    "CompactionItem",
    "HistoryItem",
    "MessageItem",
    "MessageRole",
    "PermissionItem",
    "PromptTurn",
    "SessionMessageItem",
    "SessionState",
    "State",
    "SubagentItem",
    "TerminalItem",
    "ToolCallItem",
    "is_text",
]
