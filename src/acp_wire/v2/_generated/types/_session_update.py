# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/update` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_list_field,
)
from ._available_command import _AvailableCommandField, _AvailableCommandSpec
from ._content_block import ContentBlock
from ._error import Error
from ._session_config_option import SessionConfigOption
from ._state_update import BackgroundWork, StateUpdate, Usage
from ._tool_call_update import ToolCallContent, ToolCallUpdate
from ._values import (
    AbsolutePath,
    CompactionId,
    CompactionStatus,
    MessageId,
    NoticeSeverity,
    PlanEntryPriority,
    PlanEntryStatus,
    PlanId,
    SessionId,
    TerminalId,
    ToolCallId,
    _Int64,
    _Int_1_65535,
    _NonEmptyStr,
    _UInt64,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class UserMessage(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="user_message"):
    """A user message upsert.

    Only `messageId` is required. `content` has patch semantics:
    an omitted field leaves existing message content unchanged, `null` clears the
    value, and a concrete array replaces the previous value. For a new
    `messageId`, omitted `content` starts empty. `content` is replaced as a
    whole array. Send `[]` or `null` to clear it.

    Message updates and chunks are applied in the order they are received. When
    a `user_message` update includes `content`, that array replaces any content
    previously accumulated for the message, including content from earlier
    chunks. Later chunks with the same `messageId` append to the current
    content.
    """

    message_id: MessageId = msgspec.field(name="messageId")
    """A unique identifier for the message."""

    content: list[ContentBlock] | UnsetType | None = UNSET
    """Complete replacement content for this message."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
    """


class AgentMessage(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="agent_message"):
    """An agent message upsert.

    Only `messageId` is required. `content` has patch semantics:
    an omitted field leaves existing message content unchanged, `null` clears the
    value, and a concrete array replaces the previous value. For a new
    `messageId`, omitted `content` starts empty. `content` is replaced as a
    whole array. Send `[]` or `null` to clear it.

    Message updates and chunks are applied in the order they are received. When
    an `agent_message` update includes `content`, that array replaces any
    content previously accumulated for the message, including content from
    earlier chunks. Later chunks with the same `messageId` append to the current
    content.
    """

    message_id: MessageId = msgspec.field(name="messageId")
    """A unique identifier for the message."""

    content: list[ContentBlock] | UnsetType | None = UNSET
    """Complete replacement content for this message."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
    """


class AgentThought(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="agent_thought"):
    """An agent thought or reasoning message upsert.

    Only `messageId` is required. `content` has patch semantics:
    an omitted field leaves existing thought content unchanged, `null` clears the
    value, and a concrete array replaces the previous value. For a new
    `messageId`, omitted `content` starts empty. `content` is replaced as a
    whole array. Send `[]` or `null` to clear it.

    Message updates and chunks are applied in the order they are received. When
    an `agent_thought` update includes `content`, that array replaces any
    content previously accumulated for the thought, including content from
    earlier chunks. Later chunks with the same `messageId` append to the current
    content.
    """

    message_id: MessageId = msgspec.field(name="messageId")
    """A unique identifier for the thought message."""

    content: list[ContentBlock] | UnsetType | None = UNSET
    """Complete replacement content for this thought message."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
    """


class ToolCallContentChunk(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="tool_call_content_chunk"
):
    """A streamed item of tool-call content.

    Tool-call content chunks append one `ToolCallContent` item to the current
    content for the matching `toolCallId`. Agents can send a `tool_call_update`
    with `content` when they need to replace the whole content collection
    instead.
    """

    tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
    """The ID of the tool call this content belongs to."""

    content: ToolCallContent
    """A single item of content produced by the tool call."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.
    This metadata is scoped to the chunk and does not patch stored metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalOutput(AcpStruct, kw_only=True):
    """An authoritative replacement snapshot of terminal output bytes."""

    data: str
    """Base64-encoded replacement terminal output bytes."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalExitStatus(AcpStruct, kw_only=True):
    """Exit information for an agent-owned terminal.

    The presence of this object marks the terminal as exited, even when neither
    an exit code nor a signal is known.
    """

    exit_code: _Int64 | UnsetType | None = msgspec.field(default=UNSET, name="exitCode")
    """Process exit code as the platform reports it, when known. Negative values are
    allowed, for example signed Windows exit codes. Omitted and `null` are equivalent.
    """

    signal: str | UnsetType | None = UNSET
    """Signal that terminated the process, when known.

    Agents should use the conventional platform signal name. POSIX examples
    include `SIGTERM`, `SIGKILL`, and `SIGINT`. Other platforms may use a
    platform-specific name. Omitted and `null` are equivalent.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalSize(AcpStruct, kw_only=True):
    """The size of an agent-owned terminal in character cells."""

    cols: _Int_1_65535
    """Number of columns."""

    rows: _Int_1_65535
    """Number of rows."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalCancelCapabilities(AcpStruct, kw_only=True):
    """Capability to cancel a terminal with `terminal/cancel`.

    Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalCapabilities(AcpStruct, kw_only=True):
    """Client-initiated controls a terminal currently supports.

    A malformed value falls back to no controls, so the Client never sends a request the
    Agent did not advertise.

    See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals)
    """

    cancel: TerminalCancelCapabilities | UnsetType | None = UNSET
    """Permits the Client to cancel this terminal with `terminal/cancel`.

    Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    means supported. Agents SHOULD stop advertising it once the terminal reports `exitStatus`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="terminal_update"):
    """An upsert for the stored state of an agent-owned terminal.

    Only `terminalId` is required. Other fields have patch
    semantics: omitted fields leave the stored value unchanged, `null` clears
    it, and concrete values replace it. A concrete `_meta` object instead
    patches the stored metadata by top-level key. When the terminal ID is new,
    omitted fields start unknown.
    """

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """Unique identifier for this terminal within the session."""

    command: str | UnsetType | None = UNSET
    """The command being run."""

    cwd: AbsolutePath | UnsetType | None = UNSET
    """The absolute working directory of the command."""

    output: TerminalOutput | UnsetType | None = UNSET
    """An authoritative replacement snapshot of terminal output bytes."""

    exit_status: TerminalExitStatus | UnsetType | None = msgspec.field(
        default=UNSET, name="exitStatus"
    )
    """Exit information. A concrete object marks the terminal as exited."""

    size: TerminalSize | UnsetType | None = UNSET
    """The terminal size the command runs with, when known.

    Clients can render output at this size so that column layouts, progress bars,
    and cursor-positioned output display as the program wrote them.
    """

    capabilities: TerminalCapabilities | UnsetType | None = UNSET
    """Client-initiated controls this terminal currently supports, such as cancellation.

    Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    the whole previous value. A new terminal starts with none.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
    """


class TerminalOutputChunk(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="terminal_output_chunk"
):
    """A chunk of bytes appended to an agent-owned terminal's output."""

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """The terminal receiving these bytes."""

    data: str
    """Independently base64-encoded terminal output bytes."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.
    This metadata is scoped to the chunk and does not patch stored metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PlanEntry(AcpStruct, kw_only=True):
    """A single entry in the execution plan.

    Represents a task or goal that the assistant intends to accomplish
    as part of fulfilling the user's request.
    See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PlanItems(AcpStruct, kw_only=True, tag_field="type", tag="items"):
    """A plan represented as structured entries."""

    plan_id: PlanId = msgspec.field(name="planId")
    """The plan ID to update."""

    entries: list[PlanEntry]
    """The list of tasks to be accomplished.

    When updating an item-based plan, the agent must send a complete list of all entries
    with their current status. The client replaces that plan with each update.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownPlanUpdateContent(UnknownVariant):
    """A `PlanUpdateContent` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "PlanUpdateContent"
    tag_field = "type"
    requires = (frozenset(("planId", "type")),)


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    PlanUpdateContent: TypeAlias = PlanItems | PlanFile | PlanMarkdown | UnknownPlanUpdateContent
    """Updated content for a plan."""
else:
    PlanUpdateContent = PlanItems | PlanFile | PlanMarkdown


class PlanUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="plan_update"):
    """A content update for a plan identified by ID."""

    plan: PlanUpdateContent
    """The updated plan content."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AvailableCommandsUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="available_commands_update"
):
    """Available commands are ready or have changed"""

    available_commands: list[_AvailableCommandField] = msgspec.field(name="availableCommands")
    """Commands the agent can execute."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.available_commands = resolve_list_field(
            _AvailableCommandSpec, self.available_commands, "availableCommands"
        )


class ConfigOptionUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="config_option_update"
):
    """Session configuration options have been updated."""

    config_options: list[SessionConfigOption] = msgspec.field(name="configOptions")
    """The full set of configuration options and their current values."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionInfoUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="session_info_update"
):
    """Update to session metadata. All fields are optional to support partial updates.

    Agents send this notification to update session information like title or custom metadata.
    Clients can use it to keep session titles and state current.

    Omitted fields leave the existing session info unchanged. `null` clears the
    corresponding value. A concrete `_meta` object patches the stored metadata by
    top-level key.
    """

    title: str | UnsetType | None = UNSET
    """Human-readable title for the session. Set to null to clear."""

    updated_at: str | UnsetType | None = msgspec.field(default=UNSET, name="updatedAt")
    """RFC 3339 timestamp of last activity. Set to null to clear."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UsageUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="usage_update"):
    """Context window and cost update for a session."""

    used: _UInt64
    """Tokens currently in context."""

    size: _UInt64
    """Total context window size in tokens."""

    cost: Cost | UnsetType | None = UNSET
    """Cumulative session cost.

    Omitted leaves the last reported cost unchanged. `null` clears it. A value replaces it.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        check_upper_bound(self.used, 18446744073709551615, "used")
        check_upper_bound(self.size, 18446744073709551615, "size")


class Notice(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="notice"):
    """Fire-and-forget information for the user.

    Notices are live events rather than session history. Agents must not rely on
    a notice being received, displayed, or seen by the user.
    No Client capability is required, and unsupported Clients may ignore notices.

    See protocol docs: [Session Notices](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#session-notices)
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
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CompactionUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="compaction_update"):
    """A context compaction upsert. The first notification fixes the compaction's
    timeline position. Later updates with the same ID patch that entity in place.

    `summary`, `error`, and `_meta` have patch semantics: omission leaves the
    stored value unchanged, `null` clears it, and a concrete value replaces it.
    `summary: []` also clears the summary. A concrete `_meta` object patches the
    stored metadata by top-level key instead of replacing it.
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
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
    """


class CompactionSummaryChunk(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="compaction_summary_chunk"
):
    """A content block appended to a compaction's summary. A first-seen ID creates
    an in-progress compaction. Chunks append in receive order.
    """

    compaction_id: CompactionId = msgspec.field(name="compactionId")
    """ID of the compaction whose summary receives this content."""

    content: ContentBlock
    """One content block to append."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.
    This metadata is scoped to the chunk and does not patch stored metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionCancelCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capability to cancel work in a subagent session without ending that session.

    Supplying `{}` advertises support. An omitted or `null` `cancel` does not.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    the session. Omitted and `null` are equivalent and mean unsupported. An object (including
    `{}`) means supported.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SubagentUpdate(AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="subagent_update"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Notification that the enclosing parent session created and owns a child session.

    Later updates modify the existing association's metadata, not its ownership.

    Sent on the immediate parent session. The first update for an unknown
    `sessionId` announces the child and MUST be sent
    before any live request or notification bearing the child's session ID,
    including messages naming it as sender or recipient. Child events are
    delivered automatically. No separate child load, resume, or subscription is needed.
    Understanding this update, registering child sessions, and applying their
    operation restrictions are baseline v2 requirements. No Client capability
    is required.

    Only `sessionId` is required. Other fields have
    patch semantics: omitted fields leave the stored value unchanged, `null`
    clears or unsets the value, and concrete values replace it. A concrete
    `_meta` object instead patches the stored metadata by top-level key. For
    `state`, `null` removes the current state report and leaves activity
    unconfirmed. It does not report idle or cancellation. A child whose capabilities are
    unset permits no Client-initiated session mutations.

    `cwd` and `additionalDirectories` report where the Agent placed the child.
    While unset, each inherits the immediate parent's effective value.
    The title and description provide the parent's display metadata for the
    child. Agents SHOULD mirror known child state changes in the parent's
    `state` using the same `StateUpdate` snapshot as the
    ordinary `state_update` notification on the child session. This reports
    child state, not a separate parent-owned lifecycle. Consumers should
    treat duplicate reports idempotently.
    Completing or cancelling work does not end the association: the parent may
    message the same child again. Individual messages and their outcomes do not
    change this association.

    Draft only: not in the stable schema.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The opaque session ID identifying the child in all ACP messages."""

    title: str | UnsetType | None = UNSET
    """The parent's human-readable display title for this child. It need not be unique.

    Optional and nullable. Omitted means unchanged. `null` clears it. If no
    title is set, the Client chooses a fallback presentation.
    """

    description: str | UnsetType | None = UNSET
    """The parent's human-readable description of the child's role or purpose.

    Optional and nullable. Omitted means unchanged. `null` clears it. This is
    current display metadata, not the history of instructions sent to the child.
    """

    capabilities: SubagentSessionCapabilities | UnsetType | None = UNSET
    """Client-initiated session mutations permitted for this subagent session.

    Read-only operations retain their normal protocol semantics and
    capability requirements.
    """

    state: StateUpdate | UnsetType | None = UNSET
    """The child's current foreground state, mirrored onto its parent association.

    Optional and nullable. Omitted means unchanged. `null` removes the
    current report and leaves activity unconfirmed (not idle or cancelled).
    A concrete `StateUpdate` replaces the entire previous snapshot.
    """

    cwd: AbsolutePath | UnsetType | None = UNSET
    """The child's working directory. Must be an absolute path.

    Optional and nullable. Omitted means unchanged. `null` clears the
    reported value. While unset, the child inherits its immediate parent's
    effective working directory.
    """

    additional_directories: list[AbsolutePath] | UnsetType | None = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots for the child. Each path must be absolute.

    Optional and nullable. Omitted means unchanged. `null` clears the
    reported value. While unset, the child inherits its immediate parent's
    effective additional directories, independently of `cwd`. A concrete
    array replaces the whole list. `[]` reports no additional directories.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
    """Omitted leaves content unchanged. `null` clears it. A concrete array
    replaces the whole content collection.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.
    This metadata is scoped to the chunk and does not patch stored metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ContentChunk(AcpStruct, kw_only=True):
    """A streamed item of message content."""

    message_id: MessageId = msgspec.field(name="messageId")
    """A unique identifier for the message this chunk belongs to.

    All chunks belonging to the same message share the same `messageId`.
    Chunks for different messages can interleave.
    """

    content: ContentBlock
    """A single item of content"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.
    This metadata is scoped to the chunk and does not patch stored metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AgentMessageChunk(
    ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="agent_message_chunk"
):
    """A chunk of the agent's response being streamed."""


class AgentThoughtChunk(
    ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="agent_thought_chunk"
):
    """A chunk of the agent's internal reasoning being streamed."""


class StateUpdateSessionUpdate(
    AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="state_update"
):
    """A snapshot of the session's aggregate foreground activity."""

    state: str
    """The `StateUpdate` tag: `running`, `idle`, `requires_action`, `unknown`, or another value (kept)."""

    background: list[BackgroundWork] | UnsetType | None = UNSET
    """Work running independently of foreground work, as a complete snapshot.

    Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    background work, not that nothing is running. `[]` means no background work is
    running. An Agent that reports background work MUST include it on every state
    update for the session. A malformed list is treated as not reported.

    See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    usage: Usage | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Token usage for completed foreground work.

    Optional. Omitted and `null` are equivalent and mean the agent is not reporting token
    usage for this state update.

    Draft only.
    """

    stop_reason: str | UnsetType | None = msgspec.field(default=UNSET, name="stopReason")
    """Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own.

    Optional. Omitted and `null` are equivalent and mean the agent is not reporting a stop reason; a malformed value is treated the same way.

    See protocol docs: [Stop Reasons](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#stop-reasons)
    """

    error: Error | UnsetType | None = UNSET
    """The failure, as a JSON-RPC error object.

    Optional. Omitted and `null` are equivalent and mean the agent is not reporting failure details.
    Agents SHOULD include it.

    Draft only.
    """


class ToolCallUpdateSessionUpdate(
    ToolCallUpdate, kw_only=True, tag_field="sessionUpdate", tag="tool_call_update"
):
    """A tool call has been created or updated."""


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
        | UserMessage
        | AgentMessageChunk
        | AgentMessage
        | AgentThoughtChunk
        | AgentThought
        | StateUpdateSessionUpdate
        | ToolCallContentChunk
        | ToolCallUpdateSessionUpdate
        | TerminalUpdate
        | TerminalOutputChunk
        | PlanUpdate
        | PlanRemoved
        | AvailableCommandsUpdate
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
    """Different types of updates that can be sent while a session exists.

    These updates report messages, progress, and other session activity.

    See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#3-agent-reports-output)
    """
else:
    SessionUpdate = (
        UserMessageChunk
        | UserMessage
        | AgentMessageChunk
        | AgentMessage
        | AgentThoughtChunk
        | AgentThought
        | StateUpdateSessionUpdate
        | ToolCallContentChunk
        | ToolCallUpdateSessionUpdate
        | TerminalUpdate
        | TerminalOutputChunk
        | PlanUpdate
        | PlanRemoved
        | AvailableCommandsUpdate
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


class UpdateSessionNotification(AcpStruct, kw_only=True):
    """Notification containing a session update from the agent.

    Agents can send session updates at any point while the session exists.

    See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#3-agent-reports-output)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session this update pertains to."""

    update: SessionUpdate
    """The actual update content."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        "user_message": (UserMessage,),
        "agent_message_chunk": (AgentMessageChunk,),
        "agent_message": (AgentMessage,),
        "agent_thought_chunk": (AgentThoughtChunk,),
        "agent_thought": (AgentThought,),
        "state_update": (StateUpdateSessionUpdate,),
        "tool_call_content_chunk": (ToolCallContentChunk,),
        "tool_call_update": (ToolCallUpdateSessionUpdate,),
        "terminal_update": (TerminalUpdate,),
        "terminal_output_chunk": (TerminalOutputChunk,),
        "plan_update": (PlanUpdate,),
        "plan_removed": (PlanRemoved,),
        "available_commands_update": (AvailableCommandsUpdate,),
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
        UserMessage,
        AgentMessageChunk,
        AgentMessage,
        AgentThoughtChunk,
        AgentThought,
        StateUpdateSessionUpdate,
        ToolCallContentChunk,
        ToolCallUpdateSessionUpdate,
        TerminalUpdate,
        TerminalOutputChunk,
        PlanUpdate,
        PlanRemoved,
        AvailableCommandsUpdate,
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
