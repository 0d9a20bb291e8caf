# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)
from ._content_block import ContentBlock
from ._error import Error
from ._session_config_option import SessionConfigOption
from ._tool_call_update import ToolCallContent, ToolCallLocation, ToolCallUpdate
from ._usage import Usage
from ._values import (
    CompactionId,
    CompactionStatus,
    MessageId,
    NoticeSeverity,
    PlanEntryPriority,
    PlanEntryStatus,
    PlanId,
    SessionId,
    SessionModeId,
    ToolCallId,
    ToolCallStatus,
    ToolKind,
    _NonEmptyStr,
    _UInt64,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class ToolCall(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="tool_call"):
    """Represents a tool call that the language model has requested.

    Tool calls are actions that the agent executes on behalf of the language model,
    such as reading files, executing code, or fetching data from external sources.

    See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v1/draft/tool-calls)
    """

    tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
    """Unique identifier for this tool call within the session."""

    title: str
    """Human-readable title describing what the tool is doing."""

    name: str | UnsetType | None = UNSET
    """Programmatic name of the tool being invoked.

    This field is optional. Omitting it or sending `null` both mean that no
    tool name is available.
    """

    kind: ToolKind | UnsetType = UNSET
    """The category of tool being invoked.
    Helps clients choose appropriate icons and UI treatment.
    """

    status: ToolCallStatus | UnsetType = UNSET
    """Current execution status of the tool call."""

    content: list[ToolCallContent] | UnsetType = UNSET
    """Content produced by the tool call."""

    locations: list[ToolCallLocation] | UnsetType = UNSET
    """File locations affected by this tool call.
    Enables "follow-along" features in clients.
    """

    raw_input: Any | UnsetType = msgspec.field(default=UNSET, name="rawInput")
    """Raw input parameters sent to the tool."""

    raw_output: Any | UnsetType = msgspec.field(default=UNSET, name="rawOutput")
    """Raw output returned by the tool."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class PlanEntry(AcpStruct, kw_only=True):
    """A single entry in the execution plan.

    Represents a task or goal that the assistant intends to accomplish
    as part of fulfilling the user's request.
    See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/draft/agent-plan#plan-entries)
    """

    content: str
    """Human-readable description of what this task aims to accomplish."""

    priority: PlanEntryPriority
    """The relative importance of this task.
    Used to indicate which tasks are most critical to the overall goal.
    """

    status: PlanEntryStatus
    """Current execution status of this task."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class Plan(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="plan"):
    """An execution plan for accomplishing complex tasks.

    Plans consist of multiple entries representing individual tasks or goals.
    Agents report plans to clients to provide visibility into their execution strategy.
    Plans can evolve during execution as the agent discovers new requirements or completes tasks.

    See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v1/draft/agent-plan)
    """

    entries: list[PlanEntry]
    """The list of tasks to be accomplished.

    When updating a plan, the agent must send a complete list of all entries
    with their current status. The client replaces the entire plan with each update.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class PlanItems(AcpStruct, kw_only=True, tag_field="type", tag="items"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    A plan represented as structured entries.

    Draft only: not in the stable schema.
    """

    plan_id: PlanId = msgspec.field(name="planId")
    """The plan ID to update."""

    entries: list[PlanEntry]
    """The list of tasks to be accomplished.

    When updating an item-based plan, the agent must send a complete list of all entries
    with their current status. The client replaces that plan with each update.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class PlanFile(AcpStruct, kw_only=True, tag_field="type", tag="file"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    A plan represented by a file URI.

    Draft only: not in the stable schema.
    """

    plan_id: PlanId = msgspec.field(name="planId")
    """The plan ID to update."""

    uri: str
    """The URI of the file containing the plan."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class PlanMarkdown(AcpStruct, kw_only=True, tag_field="type", tag="markdown"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    A plan represented as raw markdown content.

    Draft only: not in the stable schema.
    """

    plan_id: PlanId = msgspec.field(name="planId")
    """The plan ID to update."""

    content: str
    """Markdown content for the plan."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class UnknownPlanUpdateContent(UnknownVariant):
    """A `PlanUpdateContent` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "PlanUpdateContent"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    PlanUpdateContent: TypeAlias = PlanItems | PlanFile | PlanMarkdown | UnknownPlanUpdateContent
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Updated content for a plan.

    Draft only: not in the stable schema.
    """
else:
    PlanUpdateContent = PlanItems | PlanFile | PlanMarkdown


class PlanUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="plan_update"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    A content update for a plan identified by ID.

    Draft only: not in the stable schema.
    """

    plan: PlanUpdateContent
    """The updated plan content."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class PlanRemoved(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="plan_removed"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Removal notice for a plan identified by ID.

    Draft only: not in the stable schema.
    """

    plan_id: PlanId = msgspec.field(name="planId")
    """The plan ID to remove."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class UnstructuredCommandInput(AcpStruct, kw_only=True):
    """All text that was typed after the command name is provided as input."""

    hint: str
    """A hint to display when the input hasn't been provided yet"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


if TYPE_CHECKING:
    AvailableCommandInput: TypeAlias = UnstructuredCommandInput
    """The input specification for a command."""
else:
    AvailableCommandInput = UnstructuredCommandInput


class AvailableCommand(AcpStruct, kw_only=True):
    """Information about a command."""

    name: str
    """Command name (e.g., `create_plan`, `research_codebase`)."""

    description: str
    """Human-readable description of what the command does."""

    input: AvailableCommandInput | UnsetType | None = UNSET
    """Input for the command if required"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AvailableCommandsUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="available_commands_update"
):
    """Available commands are ready or have changed"""

    available_commands: list[AvailableCommand] = msgspec.field(name="availableCommands")
    """Commands the agent can execute"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class CurrentModeUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="current_mode_update"
):
    """The current mode of the session has changed

    See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
    """

    current_mode_id: SessionModeId = msgspec.field(name="currentModeId")
    """The ID of the current mode"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ConfigOptionUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="config_option_update"
):
    """Session configuration options have been updated."""

    config_options: list[SessionConfigOption] = msgspec.field(name="configOptions")
    """The full set of configuration options and their current values."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionInfoUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="session_info_update"
):
    """Update to session metadata. All fields are optional to support partial updates.

    Agents send this notification to update session information like title or custom metadata.
    Clients can use it to keep session titles and state current.
    """

    title: str | UnsetType | None = UNSET
    """Human-readable title for the session. Set to null to clear."""

    updated_at: str | UnsetType | None = msgspec.field(default=UNSET, name="updatedAt")
    """ISO 8601 timestamp of last activity. Set to null to clear."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class Cost(AcpStruct, kw_only=True):
    """Cost information for a session."""

    amount: float
    """Total cumulative cost for session."""

    currency: str
    """Unit of `amount`: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another
    unit such as "credits".
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class UsageUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="usage_update"):
    """Context window and cost update for a session."""

    used: _UInt64
    """Tokens currently in context."""

    size: _UInt64
    """Total context window size in tokens."""

    cost: Cost | UnsetType | None = UNSET
    """Cumulative session cost (optional)."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    def __post_init__(self) -> None:
        check_upper_bound(self.used, 18446744073709551615, "used")
        check_upper_bound(self.size, 18446744073709551615, "size")


class Notice(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="notice"):
    """Fire-and-forget information for the user.

    Notices are live events rather than session history. Agents must not rely on
    a notice being received, displayed, or seen by the user.
    Agents MUST only send notices when the Client advertised
    the `session.notices` Client capability. Otherwise, Agents may use an agent
    message when the information should still be surfaced to the user.

    See RFD: [Session Notices](https://agentclientprotocol.com/rfds/session-notices)
    """

    severity: NoticeSeverity
    """Presentation severity hint."""

    title: _NonEmptyStr
    """Required non-empty plain-text title that can stand alone."""

    description: str | UnsetType | None = UNSET
    """Optional plain-text detail or guidance.

    Omitted and `null` are equivalent and mean no description was supplied.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Metadata scoped to this notice.

    Omitted and `null` are equivalent and mean no metadata was supplied.
    """


class CompactionUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="compaction_update"):
    """A context compaction upsert. The first notification fixes the compaction's
    timeline position. Later updates with the same ID patch that entity in place.
    Agents MUST only send this update when the Client advertised
    the `session.compaction` Client capability.

    `summary`, `error`, and `_meta` have patch semantics: omission leaves the
    stored value unchanged, `null` clears it, and a concrete value replaces it.
    `summary: []` also clears the summary.
    """

    compaction_id: CompactionId = msgspec.field(name="compactionId")
    """The Agent-owned ID of this compaction, unique within the session."""

    status: CompactionStatus
    """Current lifecycle status."""

    summary: list[ContentBlock] | UnsetType | None = UNSET
    """Complete replacement user-displayable summary content for the compaction."""

    error: str | UnsetType | None = UNSET
    """Human-readable error details for the compaction."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Extensible metadata patch for this compaction."""


class CompactionSummaryChunk(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="compaction_summary_chunk"
):
    """A content block appended to a compaction's summary. A first-seen ID creates
    an in-progress compaction. Chunks append in receive order.
    Agents MUST only send this update when the Client advertised
    the `session.compaction` Client capability.
    """

    compaction_id: CompactionId = msgspec.field(name="compactionId")
    """ID of the compaction whose summary receives this content."""

    content: ContentBlock
    """One content block to append."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Metadata scoped to this chunk. Omission and `null` both mean absent."""


class SessionCancelCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capability to cancel work in a subagent session without ending that session.

    Supplying `{}` advertises support. An omitted or `null` `cancel` does not.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SubagentSessionCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Client-initiated session mutations permitted for a specific subagent session.

    A mutation requires an explicit per-child capability. Support for the method
    on ordinary sessions does not grant support on a child.

    Draft only: not in the stable schema.
    """

    cancel: SessionCancelCapabilities | UnsetType | None = UNSET
    """Permits the client to cancel this child's current work without ending
    the session. Omitted or `null` means unsupported. An object (including
    `{}`) means supported.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.
    """


class RunningStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="running"):
    """Foreground work is in progress.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP for additional metadata.
    Implementations MUST NOT make assumptions about values at these keys.
    Optional. Omitted and `null` mean no metadata for this state snapshot.
    """


class IdleStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="idle"):
    """The child is ready to process another prompt.

    An omitted, `null`, or malformed `stopReason` means not reported.

    Draft only: not in the stable schema.
    """

    usage: Usage | UnsetType | None = UNSET
    """**UNSTABLE** Token usage for completed foreground work.

    Optional. Omitted or `null` means not reported.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP for additional metadata.
    Implementations MUST NOT make assumptions about values at these keys.
    Optional. Omitted and `null` mean no metadata for this state snapshot.
    """

    stop_reason: str | UnsetType | None = msgspec.field(default=UNSET, name="stopReason")
    """Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own.

    Optional. Omitted or `null` both mean the agent is not reporting a stop reason; a malformed value is treated the same way.

    See protocol docs: [Current work state](https://agentclientprotocol.com/rfds/subagents#current-work-state)
    """

    error: Error | UnsetType | None = UNSET
    """The failure, as a JSON-RPC error object.

    Optional. Omitted or `null` both mean the agent is not reporting failure details.
    Agents SHOULD include it.
    """


class RequiresActionStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="requires_action"):
    """Foreground work is blocked on user action.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP for additional metadata.
    Implementations MUST NOT make assumptions about values at these keys.
    Optional. Omitted and `null` mean no metadata for this state snapshot.
    """


class UnknownStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="unknown"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    The Agent cannot currently determine foreground activity.

    Report this when activity becomes unobservable, not merely because the child
    has been quiet. The Client MUST stop presenting the previous state as confirmed
    current activity, but may retain it as last known. A later state replaces this
    snapshot normally.

    This is not a task outcome or session closure. It does not cancel work, resolve
    pending requests, or revoke capabilities. Capabilities are updated separately.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP for additional metadata.
    Implementations MUST NOT make assumptions about values at these keys.
    Optional. Omitted and `null` mean no metadata for this state snapshot.
    """


class UnrecognizedStateUpdate(UnknownVariant):
    """A `StateUpdate` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "StateUpdate"
    tag_field = "state"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    StateUpdate: TypeAlias = (
        RunningStateUpdate
        | IdleStateUpdate
        | RequiresActionStateUpdate
        | UnknownStateUpdate
        | UnrecognizedStateUpdate
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Current foreground-work state of a reusable child session.

    Each update is a whole-object snapshot. Idle does not terminate the child.
    The parent can message it again, transitioning it back to running.
    Background activity may still emit other session updates while idle.

    Draft only: not in the stable schema.
    """
else:
    StateUpdate = (
        RunningStateUpdate | IdleStateUpdate | RequiresActionStateUpdate | UnknownStateUpdate
    )


class SubagentUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="subagent_update"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Notification that the enclosing parent session created and owns a child session.

    Later updates modify the existing association's metadata, not its ownership.

    Sent on the immediate parent session. The first update for an unknown
    `sessionId` announces the child and MUST be sent
    before any live child traffic or live message naming the child as sender
    or recipient. Parents may message and reuse an announced child across
    multiple operations.
    Child events are delivered automatically on the same connection. No child
    load, resume, or subscription is needed.

    Only the subagent session ID is required. Omitted patch fields keep their
    previous values. `null` clears them. Clearing capabilities disables child
    mutations. Clearing state leaves current activity unset/unconfirmed: it does
    not imply idle, stop work, or create an `unknown` state snapshot. A concrete
    state replaces the entire previous state object, not the session.
    The title and description provide the parent's display metadata for the
    child. They do not replace the content of individual messages or operations.
    `cwd` and `additionalDirectories` report where the Agent placed the child.
    While unset, each inherits the immediate parent's effective value.

    Draft only: not in the stable schema.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The opaque session ID identifying the child in all ACP messages."""

    title: str | UnsetType | None = UNSET
    """The parent's human-readable display title for this child. It need not be unique.

    Omitted means unchanged. `null` clears it. If unset, the Client chooses
    a fallback presentation.
    """

    description: str | UnsetType | None = UNSET
    """The parent's human-readable description of the child's role or purpose.

    Omitted means unchanged. `null` clears it. If unset, the Client chooses
    a fallback presentation. This is current display metadata, not the
    history of instructions sent to the child.
    """

    capabilities: SubagentSessionCapabilities | UnsetType | None = UNSET
    """Client-initiated session mutations permitted for this subagent session.

    Omitted means unchanged. `null` clears the capability set and disables
    child mutations. If never supplied, no session mutations are permitted.
    Read-only operations retain their normal protocol semantics and capability
    requirements. A concrete object replaces the whole capability set.
    """

    state: StateUpdate | UnsetType | None = UNSET
    """Current state snapshot for the child session.

    Omitted means unchanged. `null` clears the current activity without
    asserting idle or sending an `unknown` snapshot. A concrete state
    replaces the previous state object wholesale. If never supplied, the
    current activity is unset/unconfirmed.
    """

    cwd: str | UnsetType | None = UNSET
    """The child's working directory. Must be an absolute path.

    Optional and nullable. Omitted means unchanged. `null` clears the
    reported value. While unset, the child inherits its immediate parent's
    effective working directory. Clients use this value for the child's
    root set and as the default terminal working directory.
    """

    additional_directories: list[str] | UnsetType | None = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots for the child. Each path must be absolute.

    Optional and nullable. Omitted means unchanged. `null` clears the
    reported value. While unset, the child inherits its immediate parent's
    effective additional directories, independently of `cwd`. A concrete
    array replaces the whole list. `[]` reports no additional directories.
    Clients use these values for the child's root set.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    Omitted means unchanged. `null` removes the metadata.
    """


class SessionMessage(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="session_message"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    An upsert for an inter-session message.

    Draft only: not in the stable schema.
    """

    message_id: MessageId = msgspec.field(name="messageId")
    """Identifier of this message within the enclosing session's transcript."""

    sender_session_id: SessionId | UnsetType | None = msgspec.field(
        default=UNSET, name="senderSessionId"
    )
    """The sending session.

    Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.
    """

    recipient_session_id: SessionId | UnsetType | None = msgspec.field(
        default=UNSET, name="recipientSessionId"
    )
    """The receiving session.

    Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.
    """

    sender_message_id: MessageId | UnsetType | None = msgspec.field(
        default=UNSET, name="senderMessageId"
    )
    """On an incoming view, the `messageId` of the same message's outgoing view in the
    sender's transcript.

    Omitted leaves the stored value unchanged. `null` clears it. A value replaces it. It can arrive
    after the message starts streaming.
    """

    recipient_message_id: MessageId | UnsetType | None = msgspec.field(
        default=UNSET, name="recipientMessageId"
    )
    """On an outgoing view, the `messageId` of the same message's incoming view in the
    recipient's transcript.

    Omitted leaves the stored value unchanged. `null` clears it. A value replaces it. It can arrive
    after the message starts streaming.
    """

    content: list[ContentBlock] | UnsetType | None = UNSET
    """Omitted leaves content unchanged. `null` or `[]` clears it.
    A non-empty array replaces all content.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Omitted leaves metadata unchanged. `null` removes it.

    Implementations MUST NOT make assumptions about values in `_meta`.
    """


class SessionMessageChunk(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="session_message_chunk"
):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    A streamed content block of an inter-session message.

    A chunk carries only content. The message's participants and references come from
    `session_message` upserts, which can arrive before, between, or after its chunks.

    Draft only: not in the stable schema.
    """

    message_id: MessageId = msgspec.field(name="messageId")
    """Identifier of this message within the enclosing session's transcript."""

    content: ContentBlock
    """A single content block appended to the message."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Optional and nullable chunk-scoped metadata. Omitted or `null` means none.

    Implementations MUST NOT make assumptions about values in `_meta`.
    """

    sender_session_id: SessionId | UnsetType | None = msgspec.field(
        default=UNSET, name="senderSessionId"
    )
    """The sending session.

    Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.

    From the spec, ahead of the schema package (codegen/overlay.py).
    """

    recipient_session_id: SessionId | UnsetType | None = msgspec.field(
        default=UNSET, name="recipientSessionId"
    )
    """The receiving session.

    Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.

    From the spec, ahead of the schema package (codegen/overlay.py).
    """


class ContentChunk(AcpStruct, kw_only=True):
    """A streamed item of content"""

    content: ContentBlock
    """A single item of content"""

    message_id: MessageId | UnsetType | None = msgspec.field(default=UNSET, name="messageId")
    """A unique identifier for the message this chunk belongs to.

    All chunks belonging to the same message share the same `messageId`.
    A change in `messageId` indicates a new message has started.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AgentMessageChunk(
    ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="agent_message_chunk"
):
    """A chunk of the agent's response being streamed."""


class AgentThoughtChunk(
    ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="agent_thought_chunk"
):
    """A chunk of the agent's internal reasoning being streamed."""


class ToolCallUpdateSessionUpdate(
    ToolCallUpdate, kw_only=True, tag_field="sessionUpdate", tag="tool_call_update"
):
    """Update on the status or results of a tool call."""


class UserMessageChunk(
    ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="user_message_chunk"
):
    """A chunk of the user's message being streamed."""


class UnknownSessionUpdate(UnknownVariant):
    """A `SessionUpdate` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "SessionUpdate"
    tag_field = "sessionUpdate"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    SessionUpdate: TypeAlias = (
        UserMessageChunk
        | AgentMessageChunk
        | AgentThoughtChunk
        | ToolCall
        | ToolCallUpdateSessionUpdate
        | Plan
        | PlanUpdate
        | PlanRemoved
        | AvailableCommandsUpdate
        | CurrentModeUpdate
        | ConfigOptionUpdate
        | SessionInfoUpdate
        | UsageUpdate
        | Notice
        | CompactionUpdate
        | CompactionSummaryChunk
        | SubagentUpdate
        | SessionMessage
        | SessionMessageChunk
        | UnknownSessionUpdate
    )
    """Different types of updates that can be sent during session processing.

    These updates provide real-time feedback about the agent's progress.

    See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#3-agent-reports-output)
    """
else:
    SessionUpdate = (
        UserMessageChunk
        | AgentMessageChunk
        | AgentThoughtChunk
        | ToolCall
        | ToolCallUpdateSessionUpdate
        | Plan
        | PlanUpdate
        | PlanRemoved
        | AvailableCommandsUpdate
        | CurrentModeUpdate
        | ConfigOptionUpdate
        | SessionInfoUpdate
        | UsageUpdate
        | Notice
        | CompactionUpdate
        | CompactionSummaryChunk
        | SubagentUpdate
        | SessionMessage
        | SessionMessageChunk
    )


class SessionNotification(AcpStruct, kw_only=True):
    """Notification containing a session update from the agent.

    Used to stream real-time progress and results during prompt processing.

    See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#3-agent-reports-output)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session this update pertains to."""

    update: SessionUpdate
    """The actual update content."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


# How the union selection rule (acp_wire._codec.resolve.select) sees `PlanUpdateContent`.
_PlanUpdateContentSpec = UnionSpec(
    "PlanUpdateContent",
    tag_field="type",
    by_tag={
        "items": (PlanItems,),
        "file": (PlanFile,),
        "markdown": (PlanMarkdown,),
    },
    untagged=(),
    unknown=UnknownPlanUpdateContent,
    classes=(
        PlanItems,
        PlanFile,
        PlanMarkdown,
        UnknownPlanUpdateContent,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `SessionUpdate`.
_SessionUpdateSpec = UnionSpec(
    "SessionUpdate",
    tag_field="sessionUpdate",
    by_tag={
        "user_message_chunk": (UserMessageChunk,),
        "agent_message_chunk": (AgentMessageChunk,),
        "agent_thought_chunk": (AgentThoughtChunk,),
        "tool_call": (ToolCall,),
        "tool_call_update": (ToolCallUpdateSessionUpdate,),
        "plan": (Plan,),
        "plan_update": (PlanUpdate,),
        "plan_removed": (PlanRemoved,),
        "available_commands_update": (AvailableCommandsUpdate,),
        "current_mode_update": (CurrentModeUpdate,),
        "config_option_update": (ConfigOptionUpdate,),
        "session_info_update": (SessionInfoUpdate,),
        "usage_update": (UsageUpdate,),
        "notice": (Notice,),
        "compaction_update": (CompactionUpdate,),
        "compaction_summary_chunk": (CompactionSummaryChunk,),
        "subagent_update": (SubagentUpdate,),
        "session_message": (SessionMessage,),
        "session_message_chunk": (SessionMessageChunk,),
    },
    untagged=(),
    unknown=UnknownSessionUpdate,
    classes=(
        UserMessageChunk,
        AgentMessageChunk,
        AgentThoughtChunk,
        ToolCall,
        ToolCallUpdateSessionUpdate,
        Plan,
        PlanUpdate,
        PlanRemoved,
        AvailableCommandsUpdate,
        CurrentModeUpdate,
        ConfigOptionUpdate,
        SessionInfoUpdate,
        UsageUpdate,
        Notice,
        CompactionUpdate,
        CompactionSummaryChunk,
        SubagentUpdate,
        SessionMessage,
        SessionMessageChunk,
        UnknownSessionUpdate,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `StateUpdate`.
_StateUpdateSpec = UnionSpec(
    "StateUpdate",
    tag_field="state",
    by_tag={
        "running": (RunningStateUpdate,),
        "idle": (IdleStateUpdate,),
        "requires_action": (RequiresActionStateUpdate,),
        "unknown": (UnknownStateUpdate,),
    },
    untagged=(),
    unknown=UnrecognizedStateUpdate,
    classes=(
        RunningStateUpdate,
        IdleStateUpdate,
        RequiresActionStateUpdate,
        UnknownStateUpdate,
        UnrecognizedStateUpdate,
    ),
)
