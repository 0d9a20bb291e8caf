# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The names of plain values: string and number aliases, enums and their known values.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any, Final, Literal

from msgspec import Meta

if TYPE_CHECKING:
    from typing import TypeAlias

_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]

_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]

_Int_1_4294967295 = Annotated[int, Meta(ge=1, le=4294967295)]

_Int_1_65535 = Annotated[int, Meta(ge=1, le=65535)]

_NonEmptyStr = Annotated[str, Meta(min_length=1)]

_UInt16 = Annotated[int, Meta(ge=0, le=65535)]

_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]

_UInt64 = Annotated[int, Meta(ge=0)]

if TYPE_CHECKING:
    RequestId: TypeAlias = _Int64 | str
    """A JSON-RPC request ID: a string or an integer. Unlike base JSON-RPC, it MUST NOT be `null`.

    The receiver MUST reply with the same value in the response. Each side chooses IDs for its own
    requests, so the same ID can be in use in both directions. A sender MUST NOT reuse an ID while
    a request with it is still awaiting a response.
    """
else:
    RequestId = _Int64 | str

if TYPE_CHECKING:
    SessionId: TypeAlias = str
    """A unique identifier for a conversation session between a client and agent.

    Each session has its own context, conversation history, and state, so one
    agent can run several independent sessions.

    See protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v2/draft/session-setup#session-id)
    """
else:
    SessionId = str

if TYPE_CHECKING:
    ToolCallId: TypeAlias = str
    """Unique identifier for a tool call within a session."""
else:
    ToolCallId = str

if TYPE_CHECKING:
    ToolKind: TypeAlias = (
        Literal["read"]
        | Literal["edit"]
        | Literal["delete"]
        | Literal["move"]
        | Literal["search"]
        | Literal["execute"]
        | Literal["think"]
        | Literal["fetch"]
        | Literal["switch_mode"]
        | Literal["other"]
        | str
    )
    """Categories of tools that can be invoked.

    Tool kinds help clients choose appropriate icons and optimize how they
    display tool execution progress.

    See protocol docs: [Reporting](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#reporting)
    """
else:
    ToolKind = (
        Literal["read"]
        | Literal["edit"]
        | Literal["delete"]
        | Literal["move"]
        | Literal["search"]
        | Literal["execute"]
        | Literal["think"]
        | Literal["fetch"]
        | Literal["switch_mode"]
        | Literal["other"]
        | str
    )

if TYPE_CHECKING:
    ToolCallStatus: TypeAlias = str
    """Execution status of a tool call.

    Tool calls progress through different statuses during their lifecycle.

    See protocol docs: [Status](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#status)

    Open enum: any str is accepted and kept; known values are on `KnownToolCallStatus`.
    """
else:
    ToolCallStatus = str

if TYPE_CHECKING:
    Role: TypeAlias = str
    """The sender or recipient of messages and data in a conversation.

    Open enum: any str is accepted and kept; known values are on `KnownRole`.
    """
else:
    Role = str

if TYPE_CHECKING:
    MediaType: TypeAlias = str
    """An Internet media type identifying the format of protocol content."""
else:
    MediaType = str

if TYPE_CHECKING:
    IconTheme: TypeAlias = str
    """Theme an icon is designed for.

    Open enum: any str is accepted and kept; known values are on `KnownIconTheme`.
    """
else:
    IconTheme = str

if TYPE_CHECKING:
    DiffFileType: TypeAlias = str
    """Kind of file content represented by a diff change.

    Open enum: any str is accepted and kept; known values are on `KnownDiffFileType`.
    """
else:
    DiffFileType = str

if TYPE_CHECKING:
    AbsolutePath: TypeAlias = str
    """An absolute filesystem path used by the protocol.

    Uses the native syntax of the machine the Agent runs on, such as `/home/user/project`,
    `C:\\Users\\user\\project`, or `\\\\server\\share\\project`. It is not a URI.
    """
else:
    AbsolutePath = str

if TYPE_CHECKING:
    DiffPatchFormat: TypeAlias = str
    """Text patch format used by `DiffPatch`.

    Open enum: any str is accepted and kept; known values are on `KnownDiffPatchFormat`.
    """
else:
    DiffPatchFormat = str

if TYPE_CHECKING:
    TerminalId: TypeAlias = str
    """Unique identifier for an agent-owned terminal within a session."""
else:
    TerminalId = str

if TYPE_CHECKING:
    PermissionOptionId: TypeAlias = str
    """Unique identifier for a permission option."""
else:
    PermissionOptionId = str

if TYPE_CHECKING:
    PermissionOptionKind: TypeAlias = str
    """The type of permission option being presented to the user.

    Helps clients choose appropriate icons and UI treatment.

    Open enum: any str is accepted and kept; known values are on `KnownPermissionOptionKind`.
    """
else:
    PermissionOptionKind = str

if TYPE_CHECKING:
    ElicitationSchemaType: TypeAlias = Literal["object"]
    """Type discriminator for elicitation schemas."""
else:
    ElicitationSchemaType = Literal["object"]

if TYPE_CHECKING:
    StringFormat: TypeAlias = str
    """String format types for string properties in elicitation schemas.

    Open enum: any str is accepted and kept; known values are on `KnownStringFormat`.
    """
else:
    StringFormat = str

if TYPE_CHECKING:
    ElicitationId: TypeAlias = str
    """Unique identifier for an elicitation."""
else:
    ElicitationId = str

if TYPE_CHECKING:
    McpServerAcpId: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Unique identifier for an MCP server using the ACP transport.

    The value is opaque and generated by the ACP component providing the MCP server. It is
    used by `mcp/message` to route requests to the component that declared the server.

    Draft only: not in the stable schema.
    """
else:
    McpServerAcpId = str

if TYPE_CHECKING:
    McpRequestId: TypeAlias = str
    """**UNSTABLE**

    Identifies an inner MCP request active against a server on this ACP connection.
    Generated by the caller and preserved unchanged by proxies, independently of
    the outer ACP JSON-RPC request ID.

    Draft only: not in the stable schema.
    """
else:
    McpRequestId = str

if TYPE_CHECKING:
    ExtRequest: TypeAlias = Any
    """Allows for sending an arbitrary request that is not part of the ACP spec.
    Extension methods provide a way to add custom functionality while maintaining
    protocol compatibility.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
else:
    ExtRequest = Any

if TYPE_CHECKING:
    ProtocolVersion: TypeAlias = _UInt16
    """Protocol version identifier.

    This version is only bumped for breaking changes.
    Non-breaking changes should be introduced via capabilities.
    """
else:
    ProtocolVersion = _UInt16

if TYPE_CHECKING:
    AuthMethodId: TypeAlias = str
    """Typed identifier used for auth method values on the wire."""
else:
    AuthMethodId = str

if TYPE_CHECKING:
    ProviderId: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Unique identifier for a configurable LLM provider.

    Draft only: not in the stable schema.
    """
else:
    ProviderId = str

if TYPE_CHECKING:
    LlmProtocol: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Well-known API protocol identifiers for LLM providers.

    Agents and clients MUST handle unknown protocol identifiers gracefully.

    Protocol names beginning with `_` are free for custom use, like other ACP extension methods.
    Protocol names that do not begin with `_` are reserved for the ACP spec.

    Open enum: any str is accepted and kept; known values are on `KnownLlmProtocol`.

    Draft only: not in the stable schema.
    """
else:
    LlmProtocol = str

if TYPE_CHECKING:
    AuthState: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    The agent's overall authentication state.

    Open enum: any str is accepted and kept; known values are on `KnownAuthState`.

    Draft only: not in the stable schema.
    """
else:
    AuthState = str

if TYPE_CHECKING:
    SessionConfigId: TypeAlias = str
    """Unique identifier for a session configuration option."""
else:
    SessionConfigId = str

if TYPE_CHECKING:
    SessionConfigOptionCategory: TypeAlias = str
    """Semantic category for a session configuration option.

    This is intended to help Clients distinguish broadly common selectors (e.g. model selector vs
    session mode selector vs thought/reasoning level) for UX purposes (keyboard shortcuts, icons,
    placement). It MUST NOT be required for correctness. Clients MUST handle missing or unknown
    categories gracefully.

    Category names beginning with `_` are free for custom use, like other ACP extension methods.
    Category names that do not begin with `_` are reserved for the ACP spec.

    Open enum: any str is accepted and kept; known values are on `KnownSessionConfigOptionCategory`.
    """
else:
    SessionConfigOptionCategory = str

if TYPE_CHECKING:
    SessionConfigValueId: TypeAlias = str
    """Unique identifier for a session configuration option value."""
else:
    SessionConfigValueId = str

if TYPE_CHECKING:
    SessionConfigGroupId: TypeAlias = str
    """Unique identifier for a session configuration option value group."""
else:
    SessionConfigGroupId = str

if TYPE_CHECKING:
    SessionListCursor: TypeAlias = str
    """An opaque cursor used to paginate `session/list` results."""
else:
    SessionListCursor = str

if TYPE_CHECKING:
    SessionStatus: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the Agent has a session in memory, as reported by `session/status`.

    Open enum: any str is accepted and kept; known values are on `KnownSessionStatus`.

    Draft only: not in the stable schema.
    """
else:
    SessionStatus = str

if TYPE_CHECKING:
    ErrorCode: TypeAlias = _Int32
    """Predefined error codes for common JSON-RPC and ACP-specific errors.

    Standard errors use the JSON-RPC 2.0 codes. ACP-specific errors use the JSON-RPC
    server-error range (-32000 to -32099), and request cancellation uses -32800 from the
    range LSP reserves (-32899 to -32800).

    Open enum: any int32 is accepted and kept; known values are on `KnownErrorCode`.
    """
else:
    ErrorCode = _Int32

if TYPE_CHECKING:
    MessageId: TypeAlias = str
    """Identifier for a message, unique among messages of the same type within a session.

    Each message type, such as user messages, agent messages, and agent thoughts,
    has its own ID space: messages of different types may share an ID and remain
    distinct messages.
    """
else:
    MessageId = str

if TYPE_CHECKING:
    ExtResponse: TypeAlias = Any
    """Allows for sending an arbitrary response to an extension request that is not part of the ACP spec.
    Extension methods provide a way to add custom functionality while maintaining
    protocol compatibility.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
else:
    ExtResponse = Any

if TYPE_CHECKING:
    PlanId: TypeAlias = str
    """Unique identifier for a plan within a session."""
else:
    PlanId = str

if TYPE_CHECKING:
    PlanEntryPriority: TypeAlias = str
    """Priority levels for plan entries.

    Used to indicate the relative importance or urgency of different
    tasks in the execution plan.
    See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries)

    Open enum: any str is accepted and kept; known values are on `KnownPlanEntryPriority`.
    """
else:
    PlanEntryPriority = str

if TYPE_CHECKING:
    PlanEntryStatus: TypeAlias = str
    """Status of a plan entry in the execution flow.

    Tracks the lifecycle of each task from planning through completion.
    See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries)

    Open enum: any str is accepted and kept; known values are on `KnownPlanEntryStatus`.
    """
else:
    PlanEntryStatus = str

if TYPE_CHECKING:
    NoticeSeverity: TypeAlias = str
    """Severity hint for a session notice.

    Open enum: any str is accepted and kept; known values are on `KnownNoticeSeverity`.
    """
else:
    NoticeSeverity = str

if TYPE_CHECKING:
    CompactionId: TypeAlias = str
    """Unique identifier for a context compaction within a session."""
else:
    CompactionId = str

if TYPE_CHECKING:
    CompactionStatus: TypeAlias = str
    """Lifecycle state of a context compaction.

    Open enum: any str is accepted and kept; known values are on `KnownCompactionStatus`.
    """
else:
    CompactionStatus = str

if TYPE_CHECKING:
    ExtNotification: TypeAlias = Any
    """Allows either side to send an arbitrary notification that is not part of the ACP spec.
    Extension notifications provide a way to send one-way messages for custom functionality
    while maintaining protocol compatibility.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
else:
    ExtNotification = Any

if TYPE_CHECKING:
    SystemPromptMode: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    How the Agent combines a client-provided system prompt with its own instructions.

    Unknown modes are preserved so they can be stored,
    proxied, or forwarded. An Agent MUST return an error for a mode it does not
    support rather than treating it as `append` or `override`.

    Open enum: any str is accepted and kept; known values are on `KnownSystemPromptMode`.

    Draft only: not in the stable schema.
    """
else:
    SystemPromptMode = str

if TYPE_CHECKING:
    SessionArchiveFilter: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Which sessions `session/list` returns based on their archive state.

    Unknown values are preserved so they can be stored, proxied, or forwarded. An Agent MUST
    return `-32602` for a value it does not support rather than treating it as `exclude`.

    Open enum: any str is accepted and kept; known values are on `KnownSessionArchiveFilter`.

    Draft only: not in the stable schema.
    """
else:
    SessionArchiveFilter = str

if TYPE_CHECKING:
    ElicitationContentValue: TypeAlias = str | int | float | bool | list[str] | Any
    """Allowed wire representations for `ElicitationContentValue`."""
else:
    ElicitationContentValue = str | int | float | bool | list[str] | Any

if TYPE_CHECKING:
    ProxySuccessorResponse: TypeAlias = Any
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Result of a `proxy/successor` request: the wrapped request's result, forwarded unchanged.

    Draft only: not in the stable schema.
    """
else:
    ProxySuccessorResponse = Any


class KnownToolCallStatus:
    """Known values of the open enum `ToolCallStatus`; other values are accepted and kept."""

    PENDING: Final = "pending"
    """The tool call hasn't started running yet, for example because its input is
    streaming, it is awaiting approval, or it is scheduled to run later.
    """
    IN_PROGRESS: Final = "in_progress"
    """The tool call is currently running."""
    PAUSED: Final = "paused"
    """The tool call has started, is not running now, and will not continue until
    something resumes it. It may return to `in_progress` any number of times.
    """
    COMPLETED: Final = "completed"
    """The tool call completed successfully."""
    FAILED: Final = "failed"
    """The tool call failed with an error."""
    CANCELLED: Final = "cancelled"
    """The tool call was cancelled before it completed."""


class KnownRole:
    """Known values of the open enum `Role`; other values are accepted and kept."""

    ASSISTANT: Final = "assistant"
    """The assistant side of a conversation."""
    USER: Final = "user"
    """The user side of a conversation."""


class KnownIconTheme:
    """Known values of the open enum `IconTheme`; other values are accepted and kept."""

    LIGHT: Final = "light"
    """Icon designed for light backgrounds."""
    DARK: Final = "dark"
    """Icon designed for dark backgrounds."""


class KnownDiffFileType:
    """Known values of the open enum `DiffFileType`; other values are accepted and kept."""

    TEXT: Final = "text"
    """Text content."""
    BINARY: Final = "binary"
    """Binary or otherwise non-text content."""
    DIRECTORY: Final = "directory"
    """Directory entry."""
    SYMLINK: Final = "symlink"
    """Symbolic link."""


class KnownDiffPatchFormat:
    """Known values of the open enum `DiffPatchFormat`; other values are accepted and kept."""

    GIT_PATCH: Final = "git_patch"
    """One or more `diff --git` sections in Git's `--patch` (`-p`) text format.

    Unlike Git, which writes paths relative to the repository root, every
    path MUST be absolute, including in `rename from`, `rename to`,
    `copy from`, and `copy to` lines, and MUST NOT have a prefix such as
    Git's default `a/` and `b/`. Otherwise paths follow Git: `/dev/null`
    names the missing side of an added or deleted file in the `---` and
    `+++` lines, and paths with unusual characters are quoted as Git quotes
    them. Each path, once unquoted, is the same native absolute path string as
    the matching `changes` entry. Surrounding commit metadata and email envelopes MUST NOT be
    included.
    """


class KnownPermissionOptionKind:
    """Known values of the open enum `PermissionOptionKind`; other values are accepted and kept."""

    ALLOW_ONCE: Final = "allow_once"
    """Allow this operation only this time."""
    ALLOW_ALWAYS: Final = "allow_always"
    """Allow this operation and remember the choice."""
    REJECT_ONCE: Final = "reject_once"
    """Reject this operation only this time."""
    REJECT_ALWAYS: Final = "reject_always"
    """Reject this operation and remember the choice."""


class KnownStringFormat:
    """Known values of the open enum `StringFormat`; other values are accepted and kept."""

    EMAIL: Final = "email"
    """Email address format."""
    URI: Final = "uri"
    """URI format."""
    DATE: Final = "date"
    """Date format (YYYY-MM-DD)."""
    DATE_TIME: Final = "date-time"
    """Date-time format (RFC 3339)."""


class KnownLlmProtocol:
    """Known values of the open enum `LlmProtocol`; other values are accepted and kept."""

    ANTHROPIC: Final = "anthropic"
    """Anthropic API protocol."""
    OPENAI: Final = "openai"
    """OpenAI API protocol."""
    AZURE: Final = "azure"
    """Azure OpenAI API protocol."""
    VERTEX: Final = "vertex"
    """Google Vertex AI API protocol."""
    BEDROCK: Final = "bedrock"
    """AWS Bedrock API protocol."""


class KnownAuthState:
    """Known values of the open enum `AuthState`; other values are accepted and kept."""

    AUTHENTICATED: Final = "authenticated"
    """Credentials are configured. This does not guarantee that they are valid."""
    UNAUTHENTICATED: Final = "unauthenticated"
    """The user needs to sign in. This includes credentials that are missing,
    expired, or known to be invalid.
    """
    NOT_REQUIRED: Final = "not_required"
    """No authentication is needed, for example because the agent uses a local model."""
    UNKNOWN: Final = "unknown"
    """The agent cannot currently determine the state."""


class KnownSessionConfigOptionCategory:
    """Known values of the open enum `SessionConfigOptionCategory`; other values are accepted and kept."""

    MODE: Final = "mode"
    """Session mode selector."""
    MODEL: Final = "model"
    """Model selector."""
    MODEL_CONFIG: Final = "model_config"
    """Model-related configuration parameter."""
    THOUGHT_LEVEL: Final = "thought_level"
    """Thought/reasoning level selector."""


class KnownSessionStatus:
    """Known values of the open enum `SessionStatus`; other values are accepted and kept."""

    OPEN: Final = "open"
    """The Agent has the session in memory, for any connection.

    This does not mean the requesting connection is attached to it. A Client that did
    not create or resume the session on its own connection MUST still call
    `session/resume` before sending `session/prompt` or expecting
    `session/update` notifications.
    """
    SAVED: Final = "saved"
    """The Agent knows the session and can resume it, but does not have it in memory.

    The Client can call `session/resume` to start it.
    """


class KnownErrorCode:
    """Known values of the open enum `ErrorCode`; other values are accepted and kept."""

    PARSE_ERROR: Final = -32700
    """**Parse error**: Invalid JSON was received by the server.
    An error occurred on the server while parsing the JSON text.
    """
    INVALID_REQUEST: Final = -32600
    """**Invalid request**: The JSON sent is not a valid Request object."""
    METHOD_NOT_FOUND: Final = -32601
    """**Method not found**: The method does not exist or is not available."""
    INVALID_PARAMS: Final = -32602
    """**Invalid params**: Invalid method parameter(s)."""
    INTERNAL_ERROR: Final = -32603
    """**Internal error**: Internal JSON-RPC error."""
    REQUEST_CANCELLED: Final = -32800
    """**Request cancelled**: Execution of the method was aborted either due to a cancellation request from the caller or
    because of resource constraints or shutdown.
    """
    AUTHENTICATION_REQUIRED: Final = -32000
    """**Authentication required**: Authentication is required before this operation can be performed."""
    RESOURCE_NOT_FOUND: Final = -32002
    """**Resource not found**: A given resource, such as a session, was not found."""
    UNSUPPORTED_PROTOCOL_VERSION: Final = -32022
    """**Unsupported protocol version**: No protocol version supported by the Agent is at or below the requested version.
    The error data is an [`UnsupportedProtocolVersionErrorData`].
    """


class KnownPlanEntryPriority:
    """Known values of the open enum `PlanEntryPriority`; other values are accepted and kept."""

    HIGH: Final = "high"
    """High priority task - critical to the overall goal."""
    MEDIUM: Final = "medium"
    """Medium priority task - important but not critical."""
    LOW: Final = "low"
    """Low priority task - nice to have but not essential."""


class KnownPlanEntryStatus:
    """Known values of the open enum `PlanEntryStatus`; other values are accepted and kept."""

    PENDING: Final = "pending"
    """The task has not started yet."""
    IN_PROGRESS: Final = "in_progress"
    """The task is currently being worked on."""
    COMPLETED: Final = "completed"
    """The task has been successfully completed."""
    CANCELLED: Final = "cancelled"
    """The task was cancelled before it completed."""


class KnownNoticeSeverity:
    """Known values of the open enum `NoticeSeverity`; other values are accepted and kept."""

    INFO: Final = "info"
    """Informational notice."""
    WARNING: Final = "warning"
    """Warning notice."""
    ERROR: Final = "error"
    """Error notice."""


class KnownCompactionStatus:
    """Known values of the open enum `CompactionStatus`; other values are accepted and kept."""

    IN_PROGRESS: Final = "in_progress"
    """Compaction has started and has not finished."""
    COMPLETED: Final = "completed"
    """Compaction finished successfully."""
    FAILED: Final = "failed"
    """Compaction finished unsuccessfully."""
    CANCELLED: Final = "cancelled"
    """Compaction was cancelled before it finished."""


class KnownSystemPromptMode:
    """Known values of the open enum `SystemPromptMode`; other values are accepted and kept."""

    APPEND: Final = "append"
    """Add the content to the Agent's own instructions rather than replacing them.

    Every Agent that advertises `session.systemPrompt` supports this mode.
    Agents SHOULD give the content system-level precedence, for example in the
    model's system prompt or developer instructions rather than in user-turn
    content. Where it is placed and how it is formatted is implementation-defined.
    """
    OVERRIDE: Final = "override"
    """Replace the Agent's built-in default instructions with the content.

    This does not change tool availability, MCP servers, permissions, or session
    configuration. Context the Agent supplies from the workspace or environment
    MAY still be included. Clients that use this mode take responsibility for any
    tool guidance or safety instructions the Agent's default instructions
    provided, and MUST only use it when the Agent advertises
    `session.systemPrompt.mode.override`.
    """


class KnownSessionArchiveFilter:
    """Known values of the open enum `SessionArchiveFilter`; other values are accepted and kept."""

    EXCLUDE: Final = "exclude"
    """Only sessions that are not archived. This is the default."""
    INCLUDE: Final = "include"
    """Both archived sessions and sessions that are not archived."""
    ONLY: Final = "only"
    """Only archived sessions."""
