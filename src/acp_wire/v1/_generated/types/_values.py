# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The names of plain values: string and number aliases, enums and their known values.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any, Final, Literal

from msgspec import Meta

if TYPE_CHECKING:
    from typing import TypeAlias

_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]

_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]

_NonEmptyStr = Annotated[str, Meta(min_length=1)]

_UInt16 = Annotated[int, Meta(ge=0, le=65535)]

_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]

_UInt64 = Annotated[int, Meta(ge=0)]

if TYPE_CHECKING:
    RequestId: TypeAlias = _Int64 | str | None
    """JSON RPC Request Id

    An identifier established by the Client that MUST contain a String, Number, or NULL value if included. If it is not included it is assumed to be a notification. The value SHOULD normally not be Null \\[1\\] and Numbers SHOULD NOT contain fractional parts \\[2\\]

    The Server MUST reply with the same value in the Response object if included. This member is used to correlate the context between the two objects.

    \\[1\\] The use of Null as a value for the id member in a Request object is discouraged, because this specification uses a value of Null for Responses with an unknown id. Also, because JSON-RPC 1.0 uses an id value of Null for Notifications this could cause confusion in handling.

    \\[2\\] Fractional parts may be problematic, since many decimal fractions cannot be represented exactly as binary fractions.
    """
else:
    RequestId = _Int64 | str | None

if TYPE_CHECKING:
    SessionId: TypeAlias = str
    """A unique identifier for a conversation session between a client and agent.

    Each session has its own context, conversation history, and state, so one
    agent can run several independent sessions.

    See protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v1/draft/session-setup#session-id)
    """
else:
    SessionId = str

if TYPE_CHECKING:
    ToolCallId: TypeAlias = str
    """Unique identifier for a tool call within a session."""
else:
    ToolCallId = str

if TYPE_CHECKING:
    ToolKind: TypeAlias = Literal[
        "read",
        "edit",
        "delete",
        "move",
        "search",
        "execute",
        "think",
        "fetch",
        "switch_mode",
        "other",
    ]
    """Categories of tools that can be invoked.

    Tool kinds help clients choose appropriate icons and optimize how they
    display tool execution progress.

    See protocol docs: [Creating](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#creating)
    """
else:
    ToolKind = Literal[
        "read",
        "edit",
        "delete",
        "move",
        "search",
        "execute",
        "think",
        "fetch",
        "switch_mode",
        "other",
    ]

if TYPE_CHECKING:
    ToolCallStatus: TypeAlias = Literal["pending", "in_progress", "completed", "failed"]
    """Execution status of a tool call.

    Tool calls progress through different statuses during their lifecycle.

    See protocol docs: [Status](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#status)
    """
else:
    ToolCallStatus = Literal["pending", "in_progress", "completed", "failed"]

if TYPE_CHECKING:
    Role: TypeAlias = Literal["assistant", "user"]
    """The sender or recipient of messages and data in a conversation."""
else:
    Role = Literal["assistant", "user"]

if TYPE_CHECKING:
    TerminalId: TypeAlias = str
    """Typed identifier used for terminal values on the wire."""
else:
    TerminalId = str

if TYPE_CHECKING:
    PermissionOptionId: TypeAlias = str
    """Unique identifier for a permission option."""
else:
    PermissionOptionId = str

if TYPE_CHECKING:
    PermissionOptionKind: TypeAlias = Literal[
        "allow_once", "allow_always", "reject_once", "reject_always"
    ]
    """The type of permission option being presented to the user.

    Helps clients choose appropriate icons and UI treatment.
    """
else:
    PermissionOptionKind = Literal["allow_once", "allow_always", "reject_once", "reject_always"]

if TYPE_CHECKING:
    ElicitationSchemaType: TypeAlias = Literal["object"]
    """Type discriminator for elicitation schemas."""
else:
    ElicitationSchemaType = Literal["object"]

if TYPE_CHECKING:
    StringFormat: TypeAlias = Literal["email", "uri", "date", "date-time"]
    """String format types for string properties in elicitation schemas."""
else:
    StringFormat = Literal["email", "uri", "date", "date-time"]

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

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Identifies an inner MCP request active against a server on this ACP connection.

    Generated by the caller and preserved unchanged by proxies. This is distinct
    from the outer ACP JSON-RPC request ID.

    Draft only: not in the stable schema.
    """
else:
    McpRequestId = str

if TYPE_CHECKING:
    ExtRequest: TypeAlias = Any
    """Allows for sending an arbitrary request that is not part of the ACP spec.
    Extension methods provide a way to add custom functionality while maintaining
    protocol compatibility.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
    SessionModeId: TypeAlias = str
    """Unique identifier for a Session Mode."""
else:
    SessionModeId = str

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
    StopReason: TypeAlias = Literal[
        "end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled"
    ]
    """Reasons why an agent stops processing a prompt turn.

    See protocol docs: [Stop Reasons](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#stop-reasons)
    """
else:
    StopReason = Literal["end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled"]

if TYPE_CHECKING:
    ExtResponse: TypeAlias = Any
    """Allows for sending an arbitrary response to an extension request that is not part of the ACP spec.
    Extension methods provide a way to add custom functionality while maintaining
    protocol compatibility.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
else:
    ExtResponse = Any

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
    """Unique identifier for a message within a session."""
else:
    MessageId = str

if TYPE_CHECKING:
    PlanEntryPriority: TypeAlias = Literal["high", "medium", "low"]
    """Priority levels for plan entries.

    Used to indicate the relative importance or urgency of different
    tasks in the execution plan.
    See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/draft/agent-plan#plan-entries)
    """
else:
    PlanEntryPriority = Literal["high", "medium", "low"]

if TYPE_CHECKING:
    PlanEntryStatus: TypeAlias = Literal["pending", "in_progress", "completed"]
    """Status of a plan entry in the execution flow.

    Tracks the lifecycle of each task from planning through completion.
    See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/draft/agent-plan#plan-entries)
    """
else:
    PlanEntryStatus = Literal["pending", "in_progress", "completed"]

if TYPE_CHECKING:
    PlanId: TypeAlias = str
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Unique identifier for a plan within a session.

    Draft only: not in the stable schema.
    """
else:
    PlanId = str

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

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
else:
    ExtNotification = Any

if TYPE_CHECKING:
    CompactionCapabilities: TypeAlias = dict[str, Any]
    """Client support for ID-addressed context compaction updates."""
else:
    CompactionCapabilities = dict[str, Any]

if TYPE_CHECKING:
    NoticeCapabilities: TypeAlias = dict[str, Any]
    """Client support for presenting live notices to the user."""
else:
    NoticeCapabilities = dict[str, Any]

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
    ElicitationContentValue: TypeAlias = str | int | float | bool | list[str]
    """Allowed wire representations for `ElicitationContentValue`."""
else:
    ElicitationContentValue = str | int | float | bool | list[str]

if TYPE_CHECKING:
    ProxySuccessorResponse: TypeAlias = Any
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Result of a `proxy/successor` request: the wrapped request's result, forwarded unchanged.

    Draft only: not in the stable schema.
    """
else:
    ProxySuccessorResponse = Any


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
    `session/load` or `session/resume` before sending `session/prompt` or expecting
    `session/update` notifications.
    """
    SAVED: Final = "saved"
    """The Agent knows the session and can resume it, but does not have it in memory.

    The Client can call `session/load` or `session/resume` to start it.
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
    """**Resource not found**: A given resource, such as a session or file, was not found."""


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

    Every Agent that advertises `sessionCapabilities.systemPrompt` supports this mode.
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
    `sessionCapabilities.systemPrompt.mode.override`.
    """


class KnownSessionArchiveFilter:
    """Known values of the open enum `SessionArchiveFilter`; other values are accepted and kept."""

    EXCLUDE: Final = "exclude"
    """Only sessions that are not archived. This is the default."""
    INCLUDE: Final = "include"
    """Both archived sessions and sessions that are not archived."""
    ONLY: Final = "only"
    """Only archived sessions."""
