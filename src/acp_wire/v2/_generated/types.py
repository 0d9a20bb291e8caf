# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v2 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final, Literal

import msgspec
from msgspec import UNSET, Meta, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.bounds import check_upper_bound
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_by_method,
    resolve_field,
    resolve_list_field,
)

__all__ = [
    "AbsolutePath",
    "AcceptCreateElicitationResponse",
    "AddDiffChange",
    "AgentAuthCapabilities",
    "AgentCapabilities",
    "AgentMessage",
    "AgentMessageChunk",
    "AgentNotification",
    "AgentNotificationParams",
    "AgentRequest",
    "AgentRequestParams",
    "AgentResponse",
    "AgentResponseResult",
    "AgentThought",
    "AgentThoughtChunk",
    "Annotations",
    "ArchiveSessionRequest",
    "ArchiveSessionResponse",
    "AudioContent",
    "AuthAccount",
    "AuthMethod",
    "AuthMethodAgent",
    "AuthMethodId",
    "AuthMethodTerminal",
    "AuthState",
    "AuthStatusCapabilities",
    "AuthStatusRequest",
    "AuthStatusResponse",
    "AuthStatusUpdateNotification",
    "AvailableCommand",
    "AvailableCommandInput",
    "AvailableCommandsUpdate",
    "BackgroundSubagent",
    "BackgroundTerminal",
    "BackgroundToolCall",
    "BackgroundWork",
    "BlobResourceContents",
    "BooleanPropertySchema",
    "BooleanSessionConfigOption",
    "BooleanSetSessionConfigOptionRequest",
    "CancelCreateElicitationResponse",
    "CancelRequestNotification",
    "CancelSessionNotification",
    "CancelTerminalRequest",
    "CancelTerminalResponse",
    "CancelToolCallRequest",
    "CancelToolCallResponse",
    "CancelledPermissionOutcome",
    "ClientAuthCapabilities",
    "ClientCapabilities",
    "ClientNotification",
    "ClientNotificationParams",
    "ClientRequest",
    "ClientRequestParams",
    "ClientResponse",
    "ClientResponseResult",
    "CloseSessionRequest",
    "CloseSessionResponse",
    "Command",
    "CommandPermissionSubject",
    "CompactionId",
    "CompactionStatus",
    "CompactionSummaryChunk",
    "CompactionUpdate",
    "CompleteElicitationNotification",
    "ConfigOptionUpdate",
    "Content",
    "ContentBlock",
    "ContentChunk",
    "CopyDiffChange",
    "Cost",
    "CreateElicitationRequest",
    "CreateElicitationResponse",
    "DeclineCreateElicitationResponse",
    "DeleteDiffChange",
    "DeleteSessionRequest",
    "DeleteSessionResponse",
    "Diff",
    "DiffChange",
    "DiffFileType",
    "DiffPatch",
    "DiffPatchFormat",
    "DiffPathChange",
    "DiffPathPairChange",
    "DisableProviderRequest",
    "DisableProviderResponse",
    "ElicitationAcceptAction",
    "ElicitationCapabilities",
    "ElicitationContentValue",
    "ElicitationFormCapabilities",
    "ElicitationFormMode",
    "ElicitationId",
    "ElicitationPropertySchema",
    "ElicitationRequestScope",
    "ElicitationSchema",
    "ElicitationSchemaType",
    "ElicitationSessionScope",
    "ElicitationUrlCapabilities",
    "ElicitationUrlMode",
    "EmbeddedResource",
    "EmbeddedResourceResource",
    "EnumOption",
    "EnvVariable",
    "Error",
    "ErrorAgentResponse",
    "ErrorClientResponse",
    "ErrorCode",
    "ErrorData",
    "ErrorMessageMcpResponse",
    "ErrorProxyResponse",
    "ErrorStopReason",
    "ExtNotification",
    "ExtRequest",
    "ExtResponse",
    "ForkSessionRequest",
    "ForkSessionResponse",
    "FormRequestCreateElicitationRequest",
    "FormSessionCreateElicitationRequest",
    "HttpHeader",
    "Icon",
    "IconTheme",
    "IdSetSessionConfigOptionRequest",
    "IdleStateUpdate",
    "ImageContent",
    "Implementation",
    "InitializeProxyRequest",
    "InitializeProxyResponse",
    "InitializeRequest",
    "InitializeResponse",
    "IntegerPropertySchema",
    "KnownAuthState",
    "KnownCompactionStatus",
    "KnownDiffFileType",
    "KnownDiffPatchFormat",
    "KnownErrorCode",
    "KnownIconTheme",
    "KnownLlmProtocol",
    "KnownNoticeSeverity",
    "KnownPermissionOptionKind",
    "KnownPlanEntryPriority",
    "KnownPlanEntryStatus",
    "KnownRole",
    "KnownSessionArchiveFilter",
    "KnownSessionConfigOptionCategory",
    "KnownSessionStatus",
    "KnownStringFormat",
    "KnownSystemPromptMode",
    "KnownToolCallStatus",
    "ListProvidersRequest",
    "ListProvidersResponse",
    "ListSessionsRequest",
    "ListSessionsResponse",
    "LlmProtocol",
    "LoginAuthRequest",
    "LoginAuthResponse",
    "LogoutAuthRequest",
    "LogoutAuthResponse",
    "McpAcpCapabilities",
    "McpCapabilities",
    "McpError",
    "McpHttpCapabilities",
    "McpRequestId",
    "McpServer",
    "McpServerAcp",
    "McpServerAcpId",
    "McpServerHttp",
    "McpServerStdio",
    "McpStdioCapabilities",
    "MediaType",
    "MessageId",
    "MessageMcpNotification",
    "MessageMcpRequest",
    "MessageMcpResponse",
    "ModifyDiffChange",
    "MoveDiffChange",
    "MultiSelectItems",
    "MultiSelectPropertySchema",
    "NewSessionRequest",
    "NewSessionResponse",
    "Notice",
    "NoticeSeverity",
    "NumberPropertySchema",
    "PermissionOption",
    "PermissionOptionId",
    "PermissionOptionKind",
    "PlanEntry",
    "PlanEntryPriority",
    "PlanEntryStatus",
    "PlanFile",
    "PlanId",
    "PlanItems",
    "PlanMarkdown",
    "PlanRemoved",
    "PlanUpdate",
    "PlanUpdateContent",
    "PromptAudioCapabilities",
    "PromptCapabilities",
    "PromptEmbeddedContextCapabilities",
    "PromptImageCapabilities",
    "PromptRequest",
    "PromptResponse",
    "ProtocolVersion",
    "ProviderCurrentConfig",
    "ProviderId",
    "ProviderInfo",
    "ProvidersCapabilities",
    "ProxyNotification",
    "ProxyRequest",
    "ProxyRequestParams",
    "ProxyResponse",
    "ProxySuccessorNotification",
    "ProxySuccessorRequest",
    "ProxySuccessorResponse",
    "ReplayFrom",
    "ReplayFromStart",
    "RequestElicitationFormMode",
    "RequestElicitationUrlMode",
    "RequestId",
    "RequestPermissionOutcome",
    "RequestPermissionRequest",
    "RequestPermissionResponse",
    "RequestPermissionSubject",
    "RequiresActionStateUpdate",
    "ResourceLink",
    "ResultAgentResponse",
    "ResultClientResponse",
    "ResultMessageMcpResponse",
    "ResultProxyResponse",
    "ResumeSessionRequest",
    "ResumeSessionResponse",
    "Role",
    "RunningStateUpdate",
    "SelectSessionConfigOption",
    "SelectedPermissionOutcome",
    "SessionAdditionalDirectoriesCapabilities",
    "SessionArchiveCapabilities",
    "SessionArchiveFilter",
    "SessionCancelCapabilities",
    "SessionCapabilities",
    "SessionConfigBoolean",
    "SessionConfigGroupId",
    "SessionConfigId",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigSelect",
    "SessionConfigSelectGroup",
    "SessionConfigSelectOption",
    "SessionConfigSelectOptions",
    "SessionConfigValueId",
    "SessionDeleteCapabilities",
    "SessionElicitationFormMode",
    "SessionElicitationUrlMode",
    "SessionForkCapabilities",
    "SessionId",
    "SessionInfo",
    "SessionInfoUpdate",
    "SessionListCursor",
    "SessionMessage",
    "SessionMessageChunk",
    "SessionNotFoundErrorData",
    "SessionStatus",
    "SessionStatusCapabilities",
    "SessionStatusRequest",
    "SessionStatusResponse",
    "SessionSystemPromptCapabilities",
    "SessionSystemPromptModeCapabilities",
    "SessionSystemPromptOverrideCapabilities",
    "SessionTitleCapabilities",
    "SessionUpdate",
    "SetProviderRequest",
    "SetProviderResponse",
    "SetSessionConfigOptionRequest",
    "SetSessionConfigOptionResponse",
    "SetSessionTitleRequest",
    "SetSessionTitleResponse",
    "StateUpdate",
    "StateUpdateSessionUpdate",
    "StringFormat",
    "StringMultiSelectItems",
    "StringPropertySchema",
    "SubagentSessionCapabilities",
    "SubagentUpdate",
    "SystemPrompt",
    "SystemPromptMode",
    "Terminal",
    "TerminalAuthCapabilities",
    "TerminalCancelCapabilities",
    "TerminalCapabilities",
    "TerminalExitStatus",
    "TerminalId",
    "TerminalOutput",
    "TerminalOutputChunk",
    "TerminalSize",
    "TerminalUpdate",
    "TextCommandInput",
    "TextContent",
    "TextResourceContents",
    "TitledMultiSelectItems",
    "ToolCallCancelCapabilities",
    "ToolCallCapabilities",
    "ToolCallContent",
    "ToolCallContentChunk",
    "ToolCallId",
    "ToolCallLocation",
    "ToolCallPermissionSubject",
    "ToolCallStatus",
    "ToolCallUpdate",
    "ToolCallUpdateSessionUpdate",
    "ToolKind",
    "UnarchiveSessionRequest",
    "UnarchiveSessionResponse",
    "UnknownAuthMethod",
    "UnknownAvailableCommand",
    "UnknownAvailableCommandInput",
    "UnknownBackgroundWork",
    "UnknownContentBlock",
    "UnknownCreateElicitationRequest",
    "UnknownCreateElicitationResponse",
    "UnknownDiffChange",
    "UnknownElicitationPropertySchema",
    "UnknownMcpServer",
    "UnknownMultiSelectItems",
    "UnknownPlanUpdateContent",
    "UnknownReplayFrom",
    "UnknownRequestPermissionOutcome",
    "UnknownRequestPermissionSubject",
    "UnknownSessionConfigOption",
    "UnknownSessionUpdate",
    "UnknownSetSessionConfigOptionRequest",
    "UnknownStateUpdate",
    "UnknownToolCallContent",
    "UnrecognizedStateUpdate",
    "UnsupportedProtocolVersionErrorData",
    "UpdateSessionNotification",
    "UrlRequestCreateElicitationRequest",
    "UrlSessionCreateElicitationRequest",
    "Usage",
    "UsageUpdate",
    "UserMessage",
    "UserMessageChunk",
]
_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]
_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]
_Int_1_4294967295 = Annotated[int, Meta(ge=1, le=4294967295)]
_Int_1_65535 = Annotated[int, Meta(ge=1, le=65535)]
_NonEmptyStr = Annotated[str, Meta(min_length=1)]
_UInt16 = Annotated[int, Meta(ge=0, le=65535)]
_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]
_UInt64 = Annotated[int, Meta(ge=0)]
RequestId = _Int64 | str
SessionId = str
ToolCallId = str
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
ToolCallStatus = str
Role = str
MediaType = str
IconTheme = str
DiffFileType = str
AbsolutePath = str
DiffPatchFormat = str
TerminalId = str
PermissionOptionId = str
PermissionOptionKind = str
ElicitationSchemaType = Literal["object"]
StringFormat = str
ElicitationId = str
McpServerAcpId = str
McpRequestId = str
ExtRequest = Any
ProtocolVersion = _UInt16
AuthMethodId = str
ProviderId = str
LlmProtocol = str
AuthState = str
SessionConfigId = str
SessionConfigOptionCategory = str
SessionConfigValueId = str
SessionConfigGroupId = str
SessionListCursor = str
SessionStatus = str
ErrorCode = _Int32
MessageId = str
ExtResponse = Any
PlanId = str
PlanEntryPriority = str
PlanEntryStatus = str
NoticeSeverity = str
CompactionId = str
CompactionStatus = str
ExtNotification = Any
SystemPromptMode = str
SessionArchiveFilter = str
ElicitationContentValue = str | int | float | bool | list[str] | Any
ProxySuccessorResponse = Any
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "AgentNotificationParams": "_AgentNotificationParamsSpec",
        "CreateElicitationRequest": "_CreateElicitationRequestSpec",
        "AgentRequestParams": "_AgentRequestParamsSpec",
        "AgentResponse": "_AgentResponseSpec",
        "AgentResponseResult": "_AgentResponseResultSpec",
        "AuthMethod": "_AuthMethodSpec",
        "AvailableCommand": "_AvailableCommandSpec",
        "AvailableCommandInput": "_AvailableCommandInputSpec",
        "BackgroundWork": "_BackgroundWorkSpec",
        "ClientNotificationParams": "_ClientNotificationParamsSpec",
        "ClientRequestParams": "_ClientRequestParamsSpec",
        "ClientResponse": "_ClientResponseSpec",
        "MessageMcpResponse": "_MessageMcpResponseSpec",
        "ClientResponseResult": "_ClientResponseResultSpec",
        "ContentBlock": "_ContentBlockSpec",
        "CreateElicitationResponse": "_CreateElicitationResponseSpec",
        "DiffChange": "_DiffChangeSpec",
        "ElicitationFormMode": "_ElicitationFormModeSpec",
        "ElicitationPropertySchema": "_ElicitationPropertySchemaSpec",
        "ElicitationUrlMode": "_ElicitationUrlModeSpec",
        "EmbeddedResourceResource": "_EmbeddedResourceResourceSpec",
        "McpServer": "_McpServerSpec",
        "MultiSelectItems": "_MultiSelectItemsSpec",
        "PlanUpdateContent": "_PlanUpdateContentSpec",
        "ProxyRequestParams": "_ProxyRequestParamsSpec",
        "ProxyResponse": "_ProxyResponseSpec",
        "ReplayFrom": "_ReplayFromSpec",
        "RequestPermissionOutcome": "_RequestPermissionOutcomeSpec",
        "RequestPermissionSubject": "_RequestPermissionSubjectSpec",
        "SessionConfigOption": "_SessionConfigOptionSpec",
        "SessionConfigSelectOptions": "_SessionConfigSelectOptionsSpec",
        "SessionUpdate": "_SessionUpdateSpec",
        "SetSessionConfigOptionRequest": "_SetSessionConfigOptionRequestSpec",
        "StateUpdate": "_StateUpdateSpec",
        "ToolCallContent": "_ToolCallContentSpec",
    },
    attribute_of(__name__),
)


def _build_AgentRequest():
    class AgentRequest(AcpStruct, kw_only=True):
        """A JSON-RPC request object."""

        id: RequestId
        """The request id used to correlate the matching response."""

        method: str
        """The method name to invoke."""

        params: _AgentRequestParamsField | UnsetType | None = UNSET
        """Method-specific request parameters."""

        def __post_init__(self) -> None:
            self.params = resolve_by_method(
                _AgentRequestParamsSpec, self.method, self.params, "params"
            )

    yield AgentRequest
    AgentRequest.__annotations__.update(
        {
            "id": RequestId,
            "method": str,
            "params": _AgentRequestParamsField | UnsetType | None,
        }
    )


def _build_RequestPermissionRequest():
    class RequestPermissionRequest(AcpStruct, kw_only=True):
        """Request for user permission to proceed with an operation.

        Sent when the agent needs authorization before performing a sensitive operation.

        See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#requesting-permission)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        title: str
        """Human-readable title for the permission prompt.

        This title is specific to the permission prompt and does not update any
        subject's displayed title.
        """

        description: str | UnsetType | None = UNSET
        """Optional human-readable explanation of why permission is needed.

        This text is specific to the permission prompt and does not update any
        subject's displayed content. Omitted and `null` are equivalent and mean no separate
        permission description was provided.
        """

        subject: RequestPermissionSubject | UnsetType | None = UNSET
        """Optional structured context about the operation requiring permission.

        Omitted and `null` are equivalent and mean no structured subject was provided.
        """

        options: Annotated[list[PermissionOption], Meta(min_length=1)]
        """Available permission options for the user to choose from.
        Must contain at least one option.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield RequestPermissionRequest
    RequestPermissionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "title": str,
            "description": str | UnsetType | None,
            "subject": RequestPermissionSubject | UnsetType | None,
            "options": Annotated[list[PermissionOption], Meta(min_length=1)],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallUpdate():
    class ToolCallUpdate(AcpStruct, kw_only=True):
        """Represents an upsert for a tool call that the language model has requested.

        Tool calls are actions that the agent executes on behalf of the language model,
        such as reading files, executing code, or fetching data from external sources.

        Only `toolCallId` is required. Other fields have patch semantics:
        omitted fields leave the existing tool call value unchanged, `null` clears or
        unsets the value, and concrete values replace the previous value. For
        collection fields, concrete arrays replace the previous collection, and both
        `null` and `[]` clear the collection. A concrete `_meta` object instead
        patches the stored metadata by top-level key. When a client receives a tool
        call ID it has not seen before, omitted fields start at their protocol defaults.

        See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls)
        """

        tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
        """Unique identifier for this tool call within the session."""

        name: str | UnsetType | None = UNSET
        """Programmatic name of the tool being invoked.

        This field is optional and has patch semantics. Omission means no
        change, `null` clears the name, and a string replaces it. For a tool
        call ID the client has not seen before, omission or `null` means that no
        tool name is available.
        """

        title: str | UnsetType | None = UNSET
        """Human-readable title describing what the tool is doing.

        Omission leaves the title unchanged, `null` unsets it, and a string replaces it.
        A new tool call starts without a title.
        """

        kind: ToolKind | UnsetType | None = UNSET
        """The category of tool being invoked.
        Helps clients choose appropriate icons and UI treatment.

        Omission leaves the kind unchanged, `null` resets it to `other`, and a value replaces it.
        A new tool call starts as `other`.
        """

        status: ToolCallStatus | UnsetType | None = UNSET
        """Current execution status of the tool call.

        Omission leaves the status unchanged, `null` resets it to `pending`, and a value
        replaces it. A new tool call starts as `pending`.
        """

        content: list[ToolCallContent] | UnsetType | None = UNSET
        """Content produced by the tool call."""

        locations: list[ToolCallLocation] | UnsetType | None = UNSET
        """File locations affected by this tool call.
        Enables "follow-along" features in clients.
        """

        raw_input: Any | UnsetType = msgspec.field(default=UNSET, name="rawInput")
        """Raw input parameters sent to the tool."""

        raw_output: Any | UnsetType = msgspec.field(default=UNSET, name="rawOutput")
        """Raw output returned by the tool."""

        capabilities: ToolCallCapabilities | UnsetType | None = UNSET
        """Client-initiated controls this tool call currently supports, such as cancellation.

        Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
        the whole previous value. A new tool call starts with none.
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

    yield ToolCallUpdate
    ToolCallUpdate.__annotations__.update(
        {
            "tool_call_id": ToolCallId,
            "name": str | UnsetType | None,
            "title": str | UnsetType | None,
            "kind": ToolKind | UnsetType | None,
            "status": ToolCallStatus | UnsetType | None,
            "content": list[ToolCallContent] | UnsetType | None,
            "locations": list[ToolCallLocation] | UnsetType | None,
            "raw_input": Any | UnsetType,
            "raw_output": Any | UnsetType,
            "capabilities": ToolCallCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Annotations():
    class Annotations(AcpStruct, kw_only=True):
        """Optional annotations for the client. The client can use annotations to inform how objects are used or displayed"""

        audience: list[Role] | UnsetType | None = UNSET
        """Intended recipients for this content, such as the user or assistant.

        Omitted and `null` are equivalent and mean no audience is specified.
        """

        last_modified: str | UnsetType | None = msgspec.field(default=UNSET, name="lastModified")
        """Timestamp indicating when the underlying resource was last modified.

        Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP.

        Omitted and `null` are equivalent and mean the modification time is not reported.
        """

        priority: float | UnsetType | None = UNSET
        """Relative importance of this content when clients choose what to surface, from 0 (least
        important) to 1 (most important).

        Omitted and `null` are equivalent and mean no priority is specified.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield Annotations
    Annotations.__annotations__.update(
        {
            "audience": list[Role] | UnsetType | None,
            "last_modified": str | UnsetType | None,
            "priority": float | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TextContent():
    class TextContent(AcpStruct, kw_only=True, tag_field="type", tag="text"):
        """Text provided to or from an LLM."""

        text: str
        """Text payload carried by this content block."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content.

        Omitted and `null` are equivalent and mean no annotations are provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield TextContent
    TextContent.__annotations__.update(
        {
            "text": str,
            "annotations": Annotations | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ImageContent():
    class ImageContent(AcpStruct, kw_only=True, tag_field="type", tag="image"):
        """An image provided to or from an LLM."""

        data: str
        """Base64-encoded media payload."""

        mime_type: MediaType = msgspec.field(name="mimeType")
        """MIME type describing the encoded media payload."""

        uri: str | UnsetType | None = UNSET
        """URI associated with this resource or media payload.

        Omitted and `null` are equivalent and mean no URI is associated with the image.
        """

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content.

        Omitted and `null` are equivalent and mean no annotations are provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ImageContent
    ImageContent.__annotations__.update(
        {
            "data": str,
            "mime_type": MediaType,
            "uri": str | UnsetType | None,
            "annotations": Annotations | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AudioContent():
    class AudioContent(AcpStruct, kw_only=True, tag_field="type", tag="audio"):
        """Audio provided to or from an LLM."""

        data: str
        """Base64-encoded media payload."""

        mime_type: MediaType = msgspec.field(name="mimeType")
        """MIME type describing the encoded media payload."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content.

        Omitted and `null` are equivalent and mean no annotations are provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AudioContent
    AudioContent.__annotations__.update(
        {
            "data": str,
            "mime_type": MediaType,
            "annotations": Annotations | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Icon():
    class Icon(AcpStruct, kw_only=True):
        """An optionally-sized icon that can be displayed in a user interface."""

        src: str
        """A standard URI pointing to an icon resource. MUST be an `https:` or `data:` URI.
        Clients reject other schemes, fetch without credentials, and do not follow
        scheme- or origin-changing redirects.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """Optional MIME type override if the source MIME type is missing or generic.

        Omitted and `null` are equivalent and mean the source MIME type is used.
        """

        sizes: list[str] | UnsetType | None = UNSET
        """Optional array of strings that specify sizes at which the icon can be used.
        Each string should be in `WxH` format (e.g., `"48x48"`, `"96x96"`) or
        `"any"` for scalable formats like SVG.

        If not provided, the client should assume that the icon can be used at any size.

        Omitted and `null` are equivalent and mean no sizes are specified.
        """

        theme: IconTheme | UnsetType | None = UNSET
        """Optional theme this icon is designed for.

        Omitted and `null` are equivalent and mean the icon is not theme-specific.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield Icon
    Icon.__annotations__.update(
        {
            "src": str,
            "mime_type": MediaType | UnsetType | None,
            "sizes": list[str] | UnsetType | None,
            "theme": IconTheme | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ResourceLink():
    class ResourceLink(AcpStruct, kw_only=True, tag_field="type", tag="resource_link"):
        """A link to a resource that the receiver may be able to read, included in a prompt or tool call result."""

        name: str
        """Human-readable name shown for this protocol object."""

        uri: str
        """URI associated with this resource or media payload."""

        title: str | UnsetType | None = UNSET
        """Optional display title for end-user UI.

        Omitted and `null` are equivalent and mean no title is provided.
        """

        description: str | UnsetType | None = UNSET
        """Optional human-readable details shown with this protocol object.

        Omitted and `null` are equivalent and mean no description is provided.
        """

        icons: list[Icon] | UnsetType | None = UNSET
        """Optional set of sized icons that the client can display in a user interface.

        Omitted and `null` are equivalent and mean no icons are provided.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type describing the encoded media payload.

        Omitted and `null` are equivalent and mean the MIME type is not specified.
        """

        size: _UInt64 | UnsetType | None = UNSET
        """Optional size of the linked resource in bytes, if known.

        Omitted and `null` are equivalent and mean the size is not known.
        """

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content.

        Omitted and `null` are equivalent and mean no annotations are provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        def __post_init__(self) -> None:
            check_upper_bound(self.size, 18446744073709551615, "size")

    yield ResourceLink
    ResourceLink.__annotations__.update(
        {
            "name": str,
            "uri": str,
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "icons": list[Icon] | UnsetType | None,
            "mime_type": MediaType | UnsetType | None,
            "size": _UInt64 | UnsetType | None,
            "annotations": Annotations | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TextResourceContents():
    class TextResourceContents(AcpStruct, kw_only=True):
        """Text-based resource contents."""

        text: str
        """Text payload carried by this content block."""

        uri: str
        """URI associated with this resource or media payload."""

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type describing the encoded media payload.

        Omitted and `null` are equivalent and mean the MIME type is not specified.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield TextResourceContents
    TextResourceContents.__annotations__.update(
        {
            "text": str,
            "uri": str,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BlobResourceContents():
    class BlobResourceContents(AcpStruct, kw_only=True):
        """Binary resource contents."""

        blob: str
        """Base64-encoded bytes for a binary resource payload."""

        uri: str
        """URI associated with this resource or media payload."""

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type describing the encoded media payload.

        Omitted and `null` are equivalent and mean the MIME type is not specified.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield BlobResourceContents
    BlobResourceContents.__annotations__.update(
        {
            "blob": str,
            "uri": str,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_EmbeddedResource():
    class EmbeddedResource(AcpStruct, kw_only=True, tag_field="type", tag="resource"):
        """The contents of a resource, embedded into a prompt or tool call result."""

        resource: _EmbeddedResourceResourceField
        """Embedded resource payload, either text or binary data."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content.

        Omitted and `null` are equivalent and mean no annotations are provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.resource = resolve_field(
                _EmbeddedResourceResourceSpec, self.resource, "resource", nullable=False
            )

    yield EmbeddedResource
    EmbeddedResource.__annotations__.update(
        {
            "resource": _EmbeddedResourceResourceField,
            "annotations": Annotations | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Content():
    class Content(AcpStruct, kw_only=True, tag_field="type", tag="content"):
        """Standard content block (text, images, resources)."""

        content: ContentBlock
        """The actual content block."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield Content
    Content.__annotations__.update(
        {
            "content": ContentBlock,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DiffPathChange():
    class DiffPathChange(AcpStruct, kw_only=True):
        """Operation metadata for add, delete, and modify changes."""

        path: AbsolutePath
        """Absolute path for the operation."""

    yield DiffPathChange
    DiffPathChange.__annotations__.update(
        {
            "path": AbsolutePath,
        }
    )


def _build_DiffPathPairChange():
    class DiffPathPairChange(AcpStruct, kw_only=True):
        """Operation metadata for move and copy changes."""

        old_path: AbsolutePath = msgspec.field(name="oldPath")
        """Absolute path before the operation."""

        path: AbsolutePath
        """Absolute path after the operation."""

    yield DiffPathPairChange
    DiffPathPairChange.__annotations__.update(
        {
            "old_path": AbsolutePath,
            "path": AbsolutePath,
        }
    )


def _build_DiffPatch():
    class DiffPatch(AcpStruct, kw_only=True):
        """Renderable patch text and its format."""

        format: DiffPatchFormat
        """Patch format. The only ACP-defined value is `git_patch`."""

        text: str
        """Patch text in the format named by `format`."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DiffPatch
    DiffPatch.__annotations__.update(
        {
            "format": DiffPatchFormat,
            "text": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Diff():
    class Diff(AcpStruct, kw_only=True, tag_field="type", tag="diff"):
        """File changes produced by a tool call.

        `changes` is authoritative for affected absolute paths and operations.
        `patch` optionally carries renderable text for some or all of those changes
        and MUST be consistent with `changes`. Agents SHOULD provide `patch` whenever
        feasible. Clients MUST handle diffs where `patch` is omitted or `null`.

        See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content)
        """

        changes: list[DiffChange]
        """Structured file changes described by this diff.

        Clients can use this field without parsing patch text to determine affected paths.
        """

        patch: DiffPatch | UnsetType | None = UNSET
        """Renderable patch text for some or all of the structured changes.

        Agents SHOULD provide patch text whenever feasible. Omitted and `null` are
        equivalent and mean no renderable patch text was provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield Diff
    Diff.__annotations__.update(
        {
            "changes": list[DiffChange],
            "patch": DiffPatch | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Terminal():
    class Terminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
        """A display-only reference to an agent-owned terminal.

        Terminal state and output are delivered separately through
        `terminal_update` and `terminal_output_chunk` session updates.
        """

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the terminal to display."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield Terminal
    Terminal.__annotations__.update(
        {
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallLocation():
    class ToolCallLocation(AcpStruct, kw_only=True):
        """A file location being accessed or modified by a tool.

        Enables clients to implement "follow-along" features that track
        which files the agent is working with in real-time.

        See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#following-the-agent)
        """

        path: AbsolutePath
        """The absolute file path being accessed or modified."""

        line: _Int_1_4294967295 | UnsetType | None = UNSET
        """Optional 1-based line number within the file. Omitted and `null` are equivalent and
        mean no specific line. `0` is invalid.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ToolCallLocation
    ToolCallLocation.__annotations__.update(
        {
            "path": AbsolutePath,
            "line": _Int_1_4294967295 | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallCapabilities():
    class ToolCallCapabilities(AcpStruct, kw_only=True):
        """Client-initiated controls a tool call currently supports.

        A malformed value falls back to no controls, so the Client never sends a request the
        Agent did not advertise.

        See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls)
        """

        cancel: ToolCallCancelCapabilities | UnsetType | None = UNSET
        """Permits the Client to cancel this tool call with `tool_call/cancel`.

        Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
        means supported. Agents SHOULD stop advertising it once the tool call reaches a final status.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ToolCallCapabilities
    ToolCallCapabilities.__annotations__.update(
        {
            "cancel": ToolCallCancelCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallCancelCapabilities():
    class ToolCallCancelCapabilities(AcpStruct, kw_only=True):
        """Capability to cancel a tool call with `tool_call/cancel`.

        Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ToolCallCancelCapabilities
    ToolCallCancelCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallPermissionSubject():
    class ToolCallPermissionSubject(AcpStruct, kw_only=True, tag_field="type", tag="tool_call"):
        """Permission request details for a tool call."""

        tool_call: ToolCallUpdate = msgspec.field(name="toolCall")
        """Details about the tool call requiring permission.

        Clients apply this to their stored tool call exactly like a `tool_call_update`
        notification, in the order it was received, before showing the prompt. A first-seen
        `toolCallId` creates the tool call.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ToolCallPermissionSubject
    ToolCallPermissionSubject.__annotations__.update(
        {
            "tool_call": ToolCallUpdate,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CommandPermissionSubject():
    class CommandPermissionSubject(AcpStruct, kw_only=True, tag_field="type", tag="command"):
        """Permission request details for a command."""

        command: str
        """The command that would be run if permission is granted."""

        cwd: AbsolutePath
        """The absolute working directory for the command."""

        tool_call_id: ToolCallId | UnsetType | None = msgspec.field(
            default=UNSET, name="toolCallId"
        )
        """The associated tool call, when known. Omitted and `null` are equivalent."""

        terminal_id: TerminalId | UnsetType | None = msgspec.field(default=UNSET, name="terminalId")
        """The associated terminal, when already known. Omitted and `null` are equivalent."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CommandPermissionSubject
    CommandPermissionSubject.__annotations__.update(
        {
            "command": str,
            "cwd": AbsolutePath,
            "tool_call_id": ToolCallId | UnsetType | None,
            "terminal_id": TerminalId | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PermissionOption():
    class PermissionOption(AcpStruct, kw_only=True):
        """An option presented to the user when requesting permission."""

        option_id: PermissionOptionId = msgspec.field(name="optionId")
        """Identifier for this permission option. MUST be unique within the request."""

        name: str
        """Human-readable label to display to the user."""

        kind: PermissionOptionKind
        """Hint about the nature of this permission option."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PermissionOption
    PermissionOption.__annotations__.update(
        {
            "option_id": PermissionOptionId,
            "name": str,
            "kind": PermissionOptionKind,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ElicitationSessionScope():
    class ElicitationSessionScope(AcpStruct, kw_only=True):
        """Session-scoped elicitation, optionally tied to a specific tool call.

        When `toolCallId` is set, the elicitation is tied to a specific tool call.
        This is useful when an agent receives an elicitation from an MCP server
        during a tool call and needs to redirect it to the user.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session this elicitation is tied to."""

        tool_call_id: ToolCallId | UnsetType | None = msgspec.field(
            default=UNSET, name="toolCallId"
        )
        """Optional tool call within the session.

        Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
        session without a specific tool call.
        """

    yield ElicitationSessionScope
    ElicitationSessionScope.__annotations__.update(
        {
            "session_id": SessionId,
            "tool_call_id": ToolCallId | UnsetType | None,
        }
    )


def _build_ElicitationRequestScope():
    class ElicitationRequestScope(AcpStruct, kw_only=True):
        """Request-scoped elicitation, tied to a specific JSON-RPC request outside of a session
        (e.g., during auth/configuration phases before any session is started).
        """

        request_id: RequestId = msgspec.field(name="requestId")
        """The pending Client-to-Agent request this elicitation is tied to."""

    yield ElicitationRequestScope
    ElicitationRequestScope.__annotations__.update(
        {
            "request_id": RequestId,
        }
    )


def _build_ElicitationSchema():
    class ElicitationSchema(AcpStruct, kw_only=True):
        """Type-safe elicitation schema for requesting structured user input.

        This represents a JSON Schema object with primitive-typed properties,
        as required by the elicitation specification.
        """

        type: ElicitationSchemaType
        """Type discriminator. Always `"object"`. Any other value is rejected."""

        title: str | UnsetType | None = UNSET
        """Optional title for the schema.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        properties: dict[str, ElicitationPropertySchema]
        """Property definitions (must be primitive types)."""

        required: list[str] | UnsetType | None = UNSET
        """List of required property names.

        Optional. Omitted and `null` are equivalent and mean no property names are required.
        """

        description: str | UnsetType | None = UNSET
        """Optional description of what this schema represents.

        Optional. Omitted and `null` are equivalent and mean no schema description is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ElicitationSchema
    ElicitationSchema.__annotations__.update(
        {
            "type": ElicitationSchemaType,
            "title": str | UnsetType | None,
            "properties": dict[str, ElicitationPropertySchema],
            "required": list[str] | UnsetType | None,
            "description": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_EnumOption():
    class EnumOption(AcpStruct, kw_only=True):
        """A titled enum option with a const value, human-readable title, and optional description."""

        const: str
        """The constant value for this option."""

        title: str
        """Human-readable title for this option."""

        description: str | UnsetType | None = UNSET
        """Human-readable description.

        Optional. Omitted and `null` are equivalent and mean no description is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield EnumOption
    EnumOption.__annotations__.update(
        {
            "const": str,
            "title": str,
            "description": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_StringPropertySchema():
    class StringPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="string"):
        """Schema for string properties in an elicitation form.

        When `enum` or `oneOf` is set, this represents a single-select enum
        with `"type": "string"`.
        """

        title: str | UnsetType | None = UNSET
        """Optional title for the property.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        description: str | UnsetType | None = UNSET
        """Human-readable description.

        Optional. Omitted and `null` are equivalent and mean no description is provided.
        """

        min_length: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="minLength")
        """Minimum string length.

        Optional. Omitted and `null` are equivalent and mean there is no minimum length constraint.
        """

        max_length: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="maxLength")
        """Maximum string length.

        Optional. Omitted and `null` are equivalent and mean there is no maximum length constraint.
        """

        pattern: str | UnsetType | None = UNSET
        """Pattern the string must match, in ECMA-262 regular expression syntax.

        Optional. Omitted and `null` are equivalent and mean there is no pattern constraint.
        """

        format: StringFormat | UnsetType | None = UNSET
        """String format.

        Optional. Omitted and `null` are equivalent and mean there is no format constraint.
        """

        default: str | UnsetType | None = UNSET
        """Default value.

        Optional. Omitted and `null` are equivalent and mean no default value is provided.
        """

        enum: Annotated[list[str], Meta(min_length=1)] | UnsetType | None = UNSET
        """Enum values for untitled single-select enums.
        Must contain at least one value when present.
        Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
        declared by `enum`.
        """

        one_of: Annotated[list[EnumOption], Meta(min_length=1)] | UnsetType | None = msgspec.field(
            default=UNSET, name="oneOf"
        )
        """Titled enum options for titled single-select enums.
        Must contain at least one option when present.
        Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
        declared by `oneOf`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield StringPropertySchema
    StringPropertySchema.__annotations__.update(
        {
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "min_length": _UInt32 | UnsetType | None,
            "max_length": _UInt32 | UnsetType | None,
            "pattern": str | UnsetType | None,
            "format": StringFormat | UnsetType | None,
            "default": str | UnsetType | None,
            "enum": Annotated[list[str], Meta(min_length=1)] | UnsetType | None,
            "one_of": Annotated[list[EnumOption], Meta(min_length=1)] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_NumberPropertySchema():
    class NumberPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="number"):
        """Schema for number (floating-point) properties in an elicitation form."""

        title: str | UnsetType | None = UNSET
        """Optional title for the property.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        description: str | UnsetType | None = UNSET
        """Human-readable description.

        Optional. Omitted and `null` are equivalent and mean no description is provided.
        """

        minimum: float | UnsetType | None = UNSET
        """Minimum value (inclusive).

        Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
        """

        maximum: float | UnsetType | None = UNSET
        """Maximum value (inclusive).

        Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
        """

        default: float | UnsetType | None = UNSET
        """Default value.

        Optional. Omitted and `null` are equivalent and mean no default value is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield NumberPropertySchema
    NumberPropertySchema.__annotations__.update(
        {
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "minimum": float | UnsetType | None,
            "maximum": float | UnsetType | None,
            "default": float | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_IntegerPropertySchema():
    class IntegerPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="integer"):
        """Schema for integer properties in an elicitation form."""

        title: str | UnsetType | None = UNSET
        """Optional title for the property.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        description: str | UnsetType | None = UNSET
        """Human-readable description.

        Optional. Omitted and `null` are equivalent and mean no description is provided.
        """

        minimum: _Int64 | UnsetType | None = UNSET
        """Minimum value (inclusive).

        Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
        """

        maximum: _Int64 | UnsetType | None = UNSET
        """Maximum value (inclusive).

        Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
        """

        default: _Int64 | UnsetType | None = UNSET
        """Default value.

        Optional. Omitted and `null` are equivalent and mean no default value is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield IntegerPropertySchema
    IntegerPropertySchema.__annotations__.update(
        {
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "minimum": _Int64 | UnsetType | None,
            "maximum": _Int64 | UnsetType | None,
            "default": _Int64 | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BooleanPropertySchema():
    class BooleanPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="boolean"):
        """Schema for boolean properties in an elicitation form."""

        title: str | UnsetType | None = UNSET
        """Optional title for the property.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        description: str | UnsetType | None = UNSET
        """Human-readable description.

        Optional. Omitted and `null` are equivalent and mean no description is provided.
        """

        default: bool | UnsetType | None = UNSET
        """Default value.

        Optional. Omitted and `null` are equivalent and mean no default value is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield BooleanPropertySchema
    BooleanPropertySchema.__annotations__.update(
        {
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "default": bool | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_StringMultiSelectItems():
    class StringMultiSelectItems(AcpStruct, kw_only=True, tag_field="type", tag="string"):
        """String item schema for multi-select enum properties."""

        enum: Annotated[list[str], Meta(min_length=1)]
        """Allowed enum values. Must contain at least one value."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield StringMultiSelectItems
    StringMultiSelectItems.__annotations__.update(
        {
            "enum": Annotated[list[str], Meta(min_length=1)],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TitledMultiSelectItems():
    class TitledMultiSelectItems(AcpStruct, kw_only=True):
        """Items definition for titled multi-select enum properties."""

        any_of: Annotated[list[EnumOption], Meta(min_length=1)] = msgspec.field(name="anyOf")
        """Titled enum options. Must contain at least one option."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield TitledMultiSelectItems
    TitledMultiSelectItems.__annotations__.update(
        {
            "any_of": Annotated[list[EnumOption], Meta(min_length=1)],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_MultiSelectPropertySchema():
    class MultiSelectPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="array"):
        """Schema for multi-select (array) properties in an elicitation form."""

        title: str | UnsetType | None = UNSET
        """Optional title for the property.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        description: str | UnsetType | None = UNSET
        """Human-readable description.

        Optional. Omitted and `null` are equivalent and mean no description is provided.
        """

        min_items: _UInt64 | UnsetType | None = msgspec.field(default=UNSET, name="minItems")
        """Minimum number of items to select.

        Optional. Omitted and `null` are equivalent and mean there is no minimum selection count.
        """

        max_items: _UInt64 | UnsetType | None = msgspec.field(default=UNSET, name="maxItems")
        """Maximum number of items to select.

        Optional. Omitted and `null` are equivalent and mean there is no maximum selection count.
        """

        items: _MultiSelectItemsField
        """The items definition describing allowed values."""

        default: list[str] | UnsetType | None = UNSET
        """Default selected values.

        Optional. Omitted and `null` are equivalent and mean no default selections are provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.items = resolve_field(_MultiSelectItemsSpec, self.items, "items", nullable=False)
            check_upper_bound(self.min_items, 18446744073709551615, "minItems")
            check_upper_bound(self.max_items, 18446744073709551615, "maxItems")

    yield MultiSelectPropertySchema
    MultiSelectPropertySchema.__annotations__.update(
        {
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "min_items": _UInt64 | UnsetType | None,
            "max_items": _UInt64 | UnsetType | None,
            "items": _MultiSelectItemsField,
            "default": list[str] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_MessageMcpRequest():
    class MessageMcpRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        Request parameters for `mcp/message`, sent from consumer to provider.

        Draft only: not in the stable schema.
        """

        server_id: McpServerAcpId = msgspec.field(name="serverId")
        """The declared ACP MCP server receiving this request."""

        request_id: McpRequestId = msgspec.field(name="requestId")
        """The caller-generated identifier for the inner MCP request."""

        method: str
        """The inner MCP method name."""

        params: dict[str, Any] | UnsetType | None = UNSET
        """Optional inner MCP params. Null is equivalent to omission."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.
        This is ACP metadata, not the inner MCP message's `_meta`.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield MessageMcpRequest
    MessageMcpRequest.__annotations__.update(
        {
            "server_id": McpServerAcpId,
            "request_id": McpRequestId,
            "method": str,
            "params": dict[str, Any] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_InitializeResponse():
    class InitializeResponse(AcpStruct, kw_only=True):
        """Response to the `initialize` method.

        Contains the negotiated protocol version and agent capabilities.

        See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/draft/initialization)
        """

        protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
        """The highest protocol version supported by the agent that is at or below
        the version requested by the client. If no such version exists,
        initialization fails with error code -32022.

        The client must check that it supports this version and should disconnect
        if it does not.
        """

        info: Implementation
        """Information about the implementation sending this initialize response."""

        capabilities: AgentCapabilities | UnsetType = UNSET
        """Capabilities supported by the agent."""

        auth_methods: list[AuthMethod] | UnsetType = msgspec.field(
            default=UNSET, name="authMethods"
        )
        """Authentication methods supported by the agent.

        Optional. Omitted or empty means the agent does not advertise the
        `auth/login` and `auth/logout` methods. Supplying one or more methods means
        the agent MUST support both `auth/login` and `auth/logout`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield InitializeResponse
    InitializeResponse.__annotations__.update(
        {
            "protocol_version": ProtocolVersion,
            "info": Implementation,
            "capabilities": AgentCapabilities | UnsetType,
            "auth_methods": list[AuthMethod] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Implementation():
    class Implementation(AcpStruct, kw_only=True):
        """Metadata about the implementation of the client or agent.
        Describes the name and version of an ACP implementation, with an optional
        title for UI representation.
        """

        name: str
        """Intended for programmatic or logical use, but can be used as a display
        name fallback if title isn't present.
        """

        title: str | UnsetType | None = UNSET
        """Intended for UI and end-user contexts and optimized to be human-readable
        and easily understood.

        If not provided, the name should be used for display.

        Omitted and `null` are equivalent and mean the `name` is used for display.
        """

        version: str
        """Version of the implementation. Can be displayed to the user or used
        for debugging or metrics purposes. (e.g. "1.0.0").
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield Implementation
    Implementation.__annotations__.update(
        {
            "name": str,
            "title": str | UnsetType | None,
            "version": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentCapabilities():
    class AgentCapabilities(AcpStruct, kw_only=True):
        """Capabilities supported by the agent.

        Advertised during initialization to inform the client about
        available features and content types.

        See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#agent-capabilities)
        """

        session: SessionCapabilities | UnsetType | None = UNSET
        """Session capabilities supported by the agent.

        Optional. Omitted and `null` are equivalent and mean the agent does not support the
        `session/*` methods. Supplying `{}` means the agent supports the
        baseline session methods: `session/new`, `session/list`,
        `session/resume`, `session/close`, `session/prompt`, `session/cancel`,
        and `session/update`.
        """

        auth: AgentAuthCapabilities | UnsetType | None = UNSET
        """Authentication-related extension capabilities supported by the agent.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
        authentication-related extensions. This field does not advertise support
        for `auth/login` or `auth/logout`. Those methods are advertised by a
        non-empty `authMethods` list in the `initialize` response.
        """

        providers: ProvidersCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Provider configuration capabilities supported by the agent.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports provider configuration methods.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AgentCapabilities
    AgentCapabilities.__annotations__.update(
        {
            "session": SessionCapabilities | UnsetType | None,
            "auth": AgentAuthCapabilities | UnsetType | None,
            "providers": ProvidersCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionCapabilities():
    class SessionCapabilities(AcpStruct, kw_only=True):
        """Session capabilities supported by the agent.

        Supplying `{}` means the agent supports the baseline session methods:
        `session/new`, `session/list`, `session/resume`, `session/close`,
        `session/prompt`, `session/cancel`, and `session/update`.

        Agents that support sessions **MAY** support additional session methods,
        prompt content types, and MCP transports by specifying additional
        capabilities.

        See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#session-capabilities)
        """

        prompt: PromptCapabilities | UnsetType | None = UNSET
        """Prompt capabilities supported by the agent in `session/prompt` requests.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
        prompt extensions beyond the baseline text and resource-link content
        required by `session/prompt`.
        """

        mcp: McpCapabilities | UnsetType | None = UNSET
        """MCP capabilities supported by the agent for session lifecycle requests.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise MCP
        server transport support for sessions.
        """

        delete: SessionDeleteCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `session/delete`.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports deleting sessions from `session/list`.
        """

        additional_directories: SessionAdditionalDirectoriesCapabilities | UnsetType | None = (
            msgspec.field(default=UNSET, name="additionalDirectories")
        )
        """Whether the agent supports `additionalDirectories` on supported session lifecycle requests.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports `additionalDirectories` on
        supported session lifecycle requests.

        Agents may return `SessionInfo.additionalDirectories` to report the
        complete ordered additional-root list associated with a listed session.
        """

        system_prompt: SessionSystemPromptCapabilities | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `systemPrompt` on session lifecycle requests.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports `systemPrompt` in `append` mode.

        Draft only.
        """

        fork: SessionForkCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/fork`.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports forking sessions.

        Draft only.
        """

        archive: SessionArchiveCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/archive` and `session/unarchive`.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports both methods, the `archived` filter on
        `session/list`, and `SessionInfo.archived`.

        Draft only.
        """

        status: SessionStatusCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/status`.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports checking session status.

        Draft only.
        """

        title: SessionTitleCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/set_title`.

        Agents report titles through `session/list` and `session_info_update` without this
        capability. It only advertises that Clients can set titles.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports setting session titles.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionCapabilities
    SessionCapabilities.__annotations__.update(
        {
            "prompt": PromptCapabilities | UnsetType | None,
            "mcp": McpCapabilities | UnsetType | None,
            "delete": SessionDeleteCapabilities | UnsetType | None,
            "additional_directories": SessionAdditionalDirectoriesCapabilities | UnsetType | None,
            "system_prompt": SessionSystemPromptCapabilities | UnsetType | None,
            "fork": SessionForkCapabilities | UnsetType | None,
            "archive": SessionArchiveCapabilities | UnsetType | None,
            "status": SessionStatusCapabilities | UnsetType | None,
            "title": SessionTitleCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptCapabilities():
    class PromptCapabilities(AcpStruct, kw_only=True):
        """Prompt capabilities supported by the agent in `session/prompt` requests.

        Baseline agent functionality requires support for `text`
        and `resource_link` content blocks in prompt requests.

        Other variants must be explicitly opted in to.
        Capabilities for different types of content in prompt requests.

        Indicates which content types beyond the baseline (text and resource links)
        the agent can process.

        See protocol docs: [Session Prompt Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#session-prompt-capabilities)
        """

        image: PromptImageCapabilities | UnsetType | None = UNSET
        """Agent supports `image` content blocks.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports image content in prompts.
        """

        audio: PromptAudioCapabilities | UnsetType | None = UNSET
        """Agent supports `audio` content blocks.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports audio content in prompts.
        """

        embedded_context: PromptEmbeddedContextCapabilities | UnsetType | None = msgspec.field(
            default=UNSET, name="embeddedContext"
        )
        """Agent supports embedded context in `session/prompt` requests.

        When enabled, the Client is allowed to include `resource` content blocks
        in prompt requests for pieces of context that are referenced in the message.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports embedded context in prompts.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PromptCapabilities
    PromptCapabilities.__annotations__.update(
        {
            "image": PromptImageCapabilities | UnsetType | None,
            "audio": PromptAudioCapabilities | UnsetType | None,
            "embedded_context": PromptEmbeddedContextCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptImageCapabilities():
    class PromptImageCapabilities(AcpStruct, kw_only=True):
        """Capabilities for image content in prompt requests.

        Supplying `{}` means the agent supports image content in prompts.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PromptImageCapabilities
    PromptImageCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptAudioCapabilities():
    class PromptAudioCapabilities(AcpStruct, kw_only=True):
        """Capabilities for audio content in prompt requests.

        Supplying `{}` means the agent supports audio content in prompts.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PromptAudioCapabilities
    PromptAudioCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptEmbeddedContextCapabilities():
    class PromptEmbeddedContextCapabilities(AcpStruct, kw_only=True):
        """Capabilities for embedded context in prompt requests.

        Supplying `{}` means the agent supports embedded context in prompts.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PromptEmbeddedContextCapabilities
    PromptEmbeddedContextCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpCapabilities():
    class McpCapabilities(AcpStruct, kw_only=True):
        """MCP capabilities supported by the agent for session lifecycle requests."""

        stdio: McpStdioCapabilities | UnsetType | None = UNSET
        """Agent supports `stdio` MCP servers.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports stdio MCP server transports.
        """

        http: McpHttpCapabilities | UnsetType | None = UNSET
        """Agent supports `http` MCP servers.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports HTTP MCP server transports.
        """

        acp: McpAcpCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Agent supports `acp` MCP servers.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports ACP MCP server transports.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpCapabilities
    McpCapabilities.__annotations__.update(
        {
            "stdio": McpStdioCapabilities | UnsetType | None,
            "http": McpHttpCapabilities | UnsetType | None,
            "acp": McpAcpCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpStdioCapabilities():
    class McpStdioCapabilities(AcpStruct, kw_only=True):
        """Capabilities for stdio MCP server transports.

        Supplying `{}` means the agent supports stdio MCP server transports.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpStdioCapabilities
    McpStdioCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpHttpCapabilities():
    class McpHttpCapabilities(AcpStruct, kw_only=True):
        """Capabilities for HTTP MCP server transports.

        Supplying `{}` means the agent supports HTTP MCP server transports.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpHttpCapabilities
    McpHttpCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpAcpCapabilities():
    class McpAcpCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for ACP MCP server transports.

        Supplying `{}` means the agent supports ACP MCP server transports.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpAcpCapabilities
    McpAcpCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionDeleteCapabilities():
    class SessionDeleteCapabilities(AcpStruct, kw_only=True):
        """Capabilities for the `session/delete` method.

        Supplying `{}` means the agent supports deleting sessions from `session/list`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionDeleteCapabilities
    SessionDeleteCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionAdditionalDirectoriesCapabilities():
    class SessionAdditionalDirectoriesCapabilities(AcpStruct, kw_only=True):
        """Capabilities for additional session directories support.

        Supplying `{}` means the agent supports the `additionalDirectories` field on
        supported session lifecycle requests. Agents may return
        `SessionInfo.additionalDirectories` in `session/list` to report the
        complete ordered additional-root list associated with a listed session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionAdditionalDirectoriesCapabilities
    SessionAdditionalDirectoriesCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionSystemPromptCapabilities():
    class SessionSystemPromptCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for client-provided system prompts.

        Supplying `{}` means the agent supports `systemPrompt` on session lifecycle
        requests in `append` mode.

        Draft only: not in the stable schema.
        """

        mode: SessionSystemPromptModeCapabilities | UnsetType | None = UNSET
        """Delivery modes the agent supports in addition to `append`.

        Optional. Omitted and `null` are equivalent and mean the agent supports only `append`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionSystemPromptCapabilities
    SessionSystemPromptCapabilities.__annotations__.update(
        {
            "mode": SessionSystemPromptModeCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionSystemPromptModeCapabilities():
    class SessionSystemPromptModeCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System prompt delivery modes the agent supports in addition to `append`.

        `append` has no entry because every agent advertising `session.systemPrompt`
        supports it.

        Draft only: not in the stable schema.
        """

        override: SessionSystemPromptOverrideCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `override` mode.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports replacing its built-in default
        instructions with the client-provided system prompt.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionSystemPromptModeCapabilities
    SessionSystemPromptModeCapabilities.__annotations__.update(
        {
            "override": SessionSystemPromptOverrideCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionSystemPromptOverrideCapabilities():
    class SessionSystemPromptOverrideCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for the `override` system prompt mode.

        Supplying `{}` means the agent supports replacing its built-in default
        instructions with the client-provided system prompt.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionSystemPromptOverrideCapabilities
    SessionSystemPromptOverrideCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionForkCapabilities():
    class SessionForkCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for the `session/fork` method.

        Supplying `{}` means the agent supports forking sessions.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionForkCapabilities
    SessionForkCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionArchiveCapabilities():
    class SessionArchiveCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for `session/archive` and `session/unarchive`.

        Supplying `{}` means the agent supports both methods, the `archived` filter on
        `session/list`, and `SessionInfo.archived`.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionArchiveCapabilities
    SessionArchiveCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionStatusCapabilities():
    class SessionStatusCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for the `session/status` method.

        Supplying `{}` means the agent supports checking session status.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionStatusCapabilities
    SessionStatusCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionTitleCapabilities():
    class SessionTitleCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for Client-set session titles.

        Supplying `{}` means the agent supports `session/set_title`. Agents report titles
        through `session/list` and `session_info_update` without this capability.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionTitleCapabilities
    SessionTitleCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentAuthCapabilities():
    class AgentAuthCapabilities(AcpStruct, kw_only=True):
        """Authentication-related extension capabilities supported by the agent.

        This object does not advertise support for `auth/login` or `auth/logout`.
        Those methods are advertised by a non-empty `authMethods` list in the
        `initialize` response.
        """

        status: AuthStatusCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports the `auth/status` method.

        Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
        Supplying `{}` means the agent supports the `auth/status` method.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AgentAuthCapabilities
    AgentAuthCapabilities.__annotations__.update(
        {
            "status": AuthStatusCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthStatusCapabilities():
    class AuthStatusCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Auth status capabilities supported by the agent.

        Supplying `{}` means the agent supports the `auth/status` method.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthStatusCapabilities
    AuthStatusCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ProvidersCapabilities():
    class ProvidersCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Provider configuration capabilities supported by the agent.

        Supplying `{}` means the agent supports provider configuration methods.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ProvidersCapabilities
    ProvidersCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_EnvVariable():
    class EnvVariable(AcpStruct, kw_only=True):
        """An environment variable to set when launching a process."""

        name: str
        """The name of the environment variable."""

        value: str
        """The value to set for the environment variable."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield EnvVariable
    EnvVariable.__annotations__.update(
        {
            "name": str,
            "value": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthMethodTerminal():
    class AuthMethodTerminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
        """Terminal-based authentication method.

        The client runs the configured agent program as a separate interactive
        process for the user to authenticate via a TUI. Agents MUST advertise this
        method only when the client enabled its terminal authentication capability.
        A zero exit status signals success. Any other termination signals failure.
        The client MUST NOT pass this method to `auth/login`.
        """

        method_id: AuthMethodId = msgspec.field(name="methodId")
        """Unique identifier for this authentication method."""

        name: str
        """Human-readable name of the authentication method."""

        description: str | UnsetType | None = UNSET
        """Optional human-readable description of this authentication method.

        Omitted and `null` are equivalent and mean no description is provided.
        """

        args: list[str] | UnsetType = UNSET
        """Additional arguments to append to the configured agent invocation for terminal auth."""

        env: list[EnvVariable] | UnsetType = UNSET
        """Additional environment variables to set on the configured agent invocation for terminal auth.
        Names MUST be unique. These values override same-named variables in the
        base launch configuration.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthMethodTerminal
    AuthMethodTerminal.__annotations__.update(
        {
            "method_id": AuthMethodId,
            "name": str,
            "description": str | UnsetType | None,
            "args": list[str] | UnsetType,
            "env": list[EnvVariable] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthMethodAgent():
    class AuthMethodAgent(AcpStruct, kw_only=True, tag_field="type", tag="agent"):
        """Agent handles authentication itself through `auth/login`.

        The `type` discriminator value is `agent`.
        """

        method_id: AuthMethodId = msgspec.field(name="methodId")
        """Unique identifier for this authentication method."""

        name: str
        """Human-readable name of the authentication method."""

        description: str | UnsetType | None = UNSET
        """Optional human-readable description of this authentication method.

        Omitted and `null` are equivalent and mean no description is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthMethodAgent
    AuthMethodAgent.__annotations__.update(
        {
            "method_id": AuthMethodId,
            "name": str,
            "description": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LoginAuthResponse():
    class LoginAuthResponse(AcpStruct, kw_only=True):
        """Response to the `auth/login` method."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield LoginAuthResponse
    LoginAuthResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ListProvidersResponse():
    class ListProvidersResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response to `providers/list`.

        Draft only: not in the stable schema.
        """

        providers: list[ProviderInfo]
        """Configurable providers with current routing info suitable for UI display."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ListProvidersResponse
    ListProvidersResponse.__annotations__.update(
        {
            "providers": list[ProviderInfo],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ProviderInfo():
    class ProviderInfo(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Information about a configurable LLM provider.

        Draft only: not in the stable schema.
        """

        provider_id: ProviderId = msgspec.field(name="providerId")
        """Provider identifier, for example "main" or "openai"."""

        supported: list[LlmProtocol]
        """Supported protocol types for this provider."""

        required: bool
        """Whether this provider is mandatory and cannot be disabled via `providers/disable`.
        If true, clients must not call `providers/disable` for this provider ID.
        """

        current: ProviderCurrentConfig | UnsetType | None = UNSET
        """Current effective non-secret routing config.
        Null or omitted means provider is disabled.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ProviderInfo
    ProviderInfo.__annotations__.update(
        {
            "provider_id": ProviderId,
            "supported": list[LlmProtocol],
            "required": bool,
            "current": ProviderCurrentConfig | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ProviderCurrentConfig():
    class ProviderCurrentConfig(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Current effective non-secret routing configuration for a provider.

        Draft only: not in the stable schema.
        """

        api_type: LlmProtocol = msgspec.field(name="apiType")
        """Protocol currently used by this provider."""

        base_url: str = msgspec.field(name="baseUrl")
        """Base URL currently used by this provider."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ProviderCurrentConfig
    ProviderCurrentConfig.__annotations__.update(
        {
            "api_type": LlmProtocol,
            "base_url": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetProviderResponse():
    class SetProviderResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response to `providers/set`.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SetProviderResponse
    SetProviderResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DisableProviderResponse():
    class DisableProviderResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response to `providers/disable`.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DisableProviderResponse
    DisableProviderResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LogoutAuthResponse():
    class LogoutAuthResponse(AcpStruct, kw_only=True):
        """Response to the `auth/logout` method."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield LogoutAuthResponse
    LogoutAuthResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthStatusResponse():
    class AuthStatusResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response to the `auth/status` method.

        Draft only: not in the stable schema.
        """

        state: AuthState
        """Whether the agent can start sessions without the user signing in first.

        This is the only field clients should act on. Clients MUST treat values they
        do not recognize as `unknown`.
        """

        accounts: list[AuthAccount] | UnsetType = UNSET
        """The accounts the agent has configured, for display.

        Optional. Omitted and empty are equivalent and mean no accounts are reported.
        Agents that hold credentials for several providers or accounts SHOULD list each
        of them and mark the ones in effect with `active`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthStatusResponse
    AuthStatusResponse.__annotations__.update(
        {
            "state": AuthState,
            "accounts": list[AuthAccount] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthAccount():
    class AuthAccount(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        An account or credential the agent has configured, such as a signed-in user
        account or an API key.

        All fields are display information only. Clients MUST NOT use them as stable
        account identifiers, and SHOULD NOT log them or send them elsewhere, such as to
        telemetry.

        Draft only: not in the stable schema.
        """

        label: str
        """Human-readable name for the account, suitable for display on its own,
        for example `Claude Max`, `OpenAI API key`, or `Vertex AI`.
        """

        active: bool | UnsetType | None = UNSET
        """Whether the agent currently uses this account by default.

        Several accounts MAY be active, for example one per provider.

        Optional. Omitted and `null` are equivalent and mean the agent does not indicate whether this account is in effect.
        """

        name: str | UnsetType | None = UNSET
        """Display name of the user, such as a username or full name.

        Optional. Omitted and `null` are equivalent and mean no name is reported.
        """

        email: str | UnsetType | None = UNSET
        """Email address of the user.

        Optional. Omitted and `null` are equivalent and mean no email is reported.
        """

        organization: str | UnsetType | None = UNSET
        """Display name of the organization, team, or workspace the account is using.

        Optional. Omitted and `null` are equivalent and mean no organization is reported.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthAccount
    AuthAccount.__annotations__.update(
        {
            "label": str,
            "active": bool | UnsetType | None,
            "name": str | UnsetType | None,
            "email": str | UnsetType | None,
            "organization": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_NewSessionResponse():
    class NewSessionResponse(AcpStruct, kw_only=True):
        """Response from creating a new session.

        New sessions default to `idle` until a state update reports otherwise.
        Updates may arrive before or after this response. Clients MUST NOT overwrite
        an already-reported state when the response arrives.

        See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """Unique identifier for the created session.

        Used in all subsequent requests for this conversation.
        """

        config_options: list[SessionConfigOption] | UnsetType = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options.

        Optional. Omitted or empty means no config options are advertised.
        Senders MUST use an array, not `null`. Receivers treat `null` like omission.
        Later `config_option_update` notifications replace this list.
        """

        available_commands: list[_AvailableCommandField] | UnsetType = msgspec.field(
            default=UNSET, name="availableCommands"
        )
        """Initial commands the agent can execute in this session.

        Optional. Omitted or empty means no initial commands are advertised.
        Senders MUST use an array, not `null`. Receivers treat `null` like omission.
        Later `available_commands_update` notifications replace this list.
        """

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

    yield NewSessionResponse
    NewSessionResponse.__annotations__.update(
        {
            "session_id": SessionId,
            "config_options": list[SessionConfigOption] | UnsetType,
            "available_commands": list[_AvailableCommandField] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionConfigSelectOption():
    class SessionConfigSelectOption(AcpStruct, kw_only=True):
        """A possible value for a session configuration option."""

        value: SessionConfigValueId
        """Unique identifier for this option value."""

        name: str
        """Human-readable label for this option value."""

        description: str | UnsetType | None = UNSET
        """Optional description for this option value.

        Omitted and `null` are equivalent and mean no description is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionConfigSelectOption
    SessionConfigSelectOption.__annotations__.update(
        {
            "value": SessionConfigValueId,
            "name": str,
            "description": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionConfigSelectGroup():
    class SessionConfigSelectGroup(AcpStruct, kw_only=True):
        """A group of possible values for a session configuration option."""

        group_id: SessionConfigGroupId = msgspec.field(name="groupId")
        """Unique identifier for this group."""

        name: str
        """Human-readable label for this group."""

        options: Annotated[list[SessionConfigSelectOption], Meta(min_length=1)]
        """The set of option values in this group. MUST contain at least one value."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionConfigSelectGroup
    SessionConfigSelectGroup.__annotations__.update(
        {
            "group_id": SessionConfigGroupId,
            "name": str,
            "options": Annotated[list[SessionConfigSelectOption], Meta(min_length=1)],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionConfigSelect():
    class SessionConfigSelect(AcpStruct, kw_only=True):
        """A single-value selector (dropdown) session configuration option payload."""

        current_value: SessionConfigValueId = msgspec.field(name="currentValue")
        """The currently selected value. MUST be one of the `value`s in `options`."""

        options: _SessionConfigSelectOptionsField
        """The set of selectable options. MUST contain at least one value, and each `value` MUST be
        unique within the option, including across groups.
        """

        def __post_init__(self) -> None:
            self.options = resolve_field(
                _SessionConfigSelectOptionsSpec, self.options, "options", nullable=False
            )

    yield SessionConfigSelect
    SessionConfigSelect.__annotations__.update(
        {
            "current_value": SessionConfigValueId,
            "options": _SessionConfigSelectOptionsField,
        }
    )


def _build_SessionConfigBoolean():
    class SessionConfigBoolean(AcpStruct, kw_only=True):
        """A boolean on/off toggle session configuration option payload."""

        current_value: bool = msgspec.field(name="currentValue")
        """The current value of the boolean option."""

    yield SessionConfigBoolean
    SessionConfigBoolean.__annotations__.update(
        {
            "current_value": bool,
        }
    )


def _build_TextCommandInput():
    class TextCommandInput(AcpStruct, kw_only=True, tag_field="type", tag="text"):
        """All text that was typed after the command name is provided as input."""

        hint: str
        """A hint to display when the input hasn't been provided yet"""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield TextCommandInput
    TextCommandInput.__annotations__.update(
        {
            "hint": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Command():
    class Command(AcpStruct, kw_only=True, tag_field="type", tag="command"):
        """A slash command the user can invoke by including it in a prompt.

        The `type` discriminator value is `command`.
        """

        name: str
        """Command name without the leading `/` (e.g., `create_plan`, `research_codebase`).

        MUST NOT contain whitespace and MUST be unique within the command list.
        """

        description: str
        """Human-readable description of what the command does."""

        input: _AvailableCommandInputField | UnsetType | None = UNSET
        """Input for the command if required

        Omitted and `null` are equivalent and mean the command takes no input.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.input = resolve_field(_AvailableCommandInputSpec, self.input, "input")

    yield Command
    Command.__annotations__.update(
        {
            "name": str,
            "description": str,
            "input": _AvailableCommandInputField | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ListSessionsResponse():
    class ListSessionsResponse(AcpStruct, kw_only=True):
        """Response from listing sessions."""

        sessions: list[SessionInfo]
        """Array of session information objects."""

        next_cursor: SessionListCursor | UnsetType | None = msgspec.field(
            default=UNSET, name="nextCursor"
        )
        """Opaque cursor token. If present, pass this in the next request's cursor parameter
        to fetch the next page. Omitted and `null` are equivalent and mean there are no more
        results. An empty string is a valid cursor, not the end of results.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ListSessionsResponse
    ListSessionsResponse.__annotations__.update(
        {
            "sessions": list[SessionInfo],
            "next_cursor": SessionListCursor | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionInfo():
    class SessionInfo(AcpStruct, kw_only=True):
        """Information about a session returned by session/list"""

        session_id: SessionId = msgspec.field(name="sessionId")
        """Unique identifier for the session"""

        cwd: AbsolutePath
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots reported for this session. Each path must be absolute.

        When present, this is the complete ordered additional-root list reported
        by the Agent. Omitted and empty values are equivalent: the response
        reports no additional roots.
        """

        title: str | UnsetType | None = UNSET
        """Human-readable title for the session

        Omitted and `null` are equivalent and mean no title is provided.
        """

        updated_at: str | UnsetType | None = msgspec.field(default=UNSET, name="updatedAt")
        """RFC 3339 timestamp of last activity.

        Omitted and `null` are equivalent and mean the last activity time is not reported.
        """

        archived: bool | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the session is archived.

        Optional. Omitted and `null` are equivalent and mean the archive state is not reported.
        Agents that advertise the `session.archive` capability MUST include it on every listed session.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionInfo
    SessionInfo.__annotations__.update(
        {
            "session_id": SessionId,
            "cwd": AbsolutePath,
            "additional_directories": list[AbsolutePath] | UnsetType,
            "title": str | UnsetType | None,
            "updated_at": str | UnsetType | None,
            "archived": bool | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DeleteSessionResponse():
    class DeleteSessionResponse(AcpStruct, kw_only=True):
        """Response from deleting a session."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DeleteSessionResponse
    DeleteSessionResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ForkSessionResponse():
    class ForkSessionResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response from forking an existing session.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """Unique identifier for the newly created forked session."""

        config_options: list[SessionConfigOption] | UnsetType = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options.

        Optional. Omitted or empty means no config options are advertised.
        Senders MUST use an array, not `null`. Receivers treat `null` like omission.
        Later `config_option_update` notifications replace this list.
        """

        available_commands: list[_AvailableCommandField] | UnsetType = msgspec.field(
            default=UNSET, name="availableCommands"
        )
        """Initial commands the agent can execute in this session.

        Optional. Omitted or empty means no initial commands are advertised.
        Senders MUST use an array, not `null`. Receivers treat `null` like omission.
        Later `available_commands_update` notifications replace this list.
        """

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

    yield ForkSessionResponse
    ForkSessionResponse.__annotations__.update(
        {
            "session_id": SessionId,
            "config_options": list[SessionConfigOption] | UnsetType,
            "available_commands": list[_AvailableCommandField] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ArchiveSessionResponse():
    class ArchiveSessionResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response from archiving a session.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ArchiveSessionResponse
    ArchiveSessionResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UnarchiveSessionResponse():
    class UnarchiveSessionResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response from unarchiving a session.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield UnarchiveSessionResponse
    UnarchiveSessionResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionStatusResponse():
    class SessionStatusResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response from checking the status of a session.

        The result is a snapshot. A session reported `open` may be closed or evicted before
        the Client's next request.

        Draft only: not in the stable schema.
        """

        status: SessionStatus
        """Whether the Agent has the session in memory.

        Required. Clients MUST treat a value they do not recognize as `saved`.
        """

        state: StateUpdate | UnsetType | None = UNSET
        """The session's current foreground state, as the same snapshot the Agent sends in
        `state_update` notifications.

        Optional. Agents SHOULD include it when `status` is `open`. Omitted, `null`, and
        malformed values mean the Agent is not reporting foreground state, and Clients
        MUST NOT read that as `idle`. This is a snapshot, not a new transition. Clients
        MUST NOT count an `idle` snapshot as a new completion.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionStatusResponse
    SessionStatusResponse.__annotations__.update(
        {
            "status": SessionStatus,
            "state": StateUpdate | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BackgroundTerminal():
    class BackgroundTerminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
        """A listed terminal running in the background."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the listed terminal."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield BackgroundTerminal
    BackgroundTerminal.__annotations__.update(
        {
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BackgroundToolCall():
    class BackgroundToolCall(AcpStruct, kw_only=True, tag_field="type", tag="tool_call"):
        """A listed tool call whose work continues in the background."""

        tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
        """The ID of the listed tool call."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield BackgroundToolCall
    BackgroundToolCall.__annotations__.update(
        {
            "tool_call_id": ToolCallId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BackgroundSubagent():
    class BackgroundSubagent(AcpStruct, kw_only=True, tag_field="type", tag="subagent"):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        A listed subagent session associated with this session through `subagent_update`.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the listed session."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield BackgroundSubagent
    BackgroundSubagent.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_RunningStateUpdate():
    class RunningStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="running"):
        """Foreground work is in progress."""

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

    yield RunningStateUpdate
    RunningStateUpdate.__annotations__.update(
        {
            "background": list[BackgroundWork] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Error():
    class Error(AcpStruct, kw_only=True):
        """JSON-RPC error object.

        Represents an error that occurred during method execution, following the
        JSON-RPC 2.0 error object specification with optional additional data.

        See protocol docs: [JSON-RPC Error Object](https://www.jsonrpc.org/specification#error_object)
        """

        code: ErrorCode
        """A number indicating the error type that occurred.
        This must be an integer as defined in the JSON-RPC specification.
        """

        message: str
        """A string providing a short description of the error.
        The message should be limited to a concise single sentence.
        """

        data: ErrorData | UnsetType | None = UNSET
        """Optional primitive or structured value that contains additional information about the error.
        This may include debugging information or context-specific details.

        Omitted and `null` are equivalent and mean no additional data is provided. Some codes
        define a shape: [`UnsupportedProtocolVersionErrorData`] for `-32022`, and
        [`SessionNotFoundErrorData`] for `-32002` when a session is not found.
        """

    yield Error
    Error.__annotations__.update(
        {
            "code": ErrorCode,
            "message": str,
            "data": ErrorData | UnsetType | None,
        }
    )


def _build_UnsupportedProtocolVersionErrorData():
    class UnsupportedProtocolVersionErrorData(AcpStruct, kw_only=True):
        """Data for the `-32022` (Unsupported protocol version) error.

        See protocol docs: [Version Negotiation](https://agentclientprotocol.com/protocol/v2/draft/initialization#version-negotiation)
        """

        requested: ProtocolVersion
        """The protocol version the Client requested."""

        supported: list[ProtocolVersion]
        """The protocol versions the Agent supports."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield UnsupportedProtocolVersionErrorData
    UnsupportedProtocolVersionErrorData.__annotations__.update(
        {
            "requested": ProtocolVersion,
            "supported": list[ProtocolVersion],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionNotFoundErrorData():
    class SessionNotFoundErrorData(AcpStruct, kw_only=True):
        """Data for the `-32002` (Resource not found) error when a session-scoped request names a
        session that does not exist or is not active.

        See protocol docs: [Unknown Sessions](https://agentclientprotocol.com/protocol/v2/draft/error#unknown-sessions)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID from the request."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionNotFoundErrorData
    SessionNotFoundErrorData.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ErrorStopReason():
    class ErrorStopReason(AcpStruct, kw_only=True):
        """Details of a failure that ended active work."""

        error: Error | UnsetType | None = UNSET
        """The failure, as a JSON-RPC error object.

        Optional. Omitted and `null` are equivalent and mean the agent is not reporting failure details.
        Agents SHOULD include it.
        """

    yield ErrorStopReason
    ErrorStopReason.__annotations__.update(
        {
            "error": Error | UnsetType | None,
        }
    )


def _build_Usage():
    class Usage(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Token usage for the foreground work that just completed, not cumulative for the session.

        Draft only: not in the stable schema.
        """

        total_tokens: _UInt64 = msgspec.field(name="totalTokens")
        """Sum of all token types for the completed work."""

        input_tokens: _UInt64 = msgspec.field(name="inputTokens")
        """Input tokens for the completed work."""

        output_tokens: _UInt64 = msgspec.field(name="outputTokens")
        """Output tokens for the completed work."""

        thought_tokens: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="thoughtTokens"
        )
        """Thought/reasoning tokens for the completed work.

        Omitted and `null` are equivalent and mean the count is not reported.
        """

        cached_read_tokens: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="cachedReadTokens"
        )
        """Cache read tokens for the completed work.

        Omitted and `null` are equivalent and mean the count is not reported.
        """

        cached_write_tokens: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="cachedWriteTokens"
        )
        """Cache write tokens for the completed work.

        Omitted and `null` are equivalent and mean the count is not reported.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        def __post_init__(self) -> None:
            check_upper_bound(self.total_tokens, 18446744073709551615, "totalTokens")
            check_upper_bound(self.input_tokens, 18446744073709551615, "inputTokens")
            check_upper_bound(self.output_tokens, 18446744073709551615, "outputTokens")
            check_upper_bound(self.thought_tokens, 18446744073709551615, "thoughtTokens")
            check_upper_bound(self.cached_read_tokens, 18446744073709551615, "cachedReadTokens")
            check_upper_bound(self.cached_write_tokens, 18446744073709551615, "cachedWriteTokens")

    yield Usage
    Usage.__annotations__.update(
        {
            "total_tokens": _UInt64,
            "input_tokens": _UInt64,
            "output_tokens": _UInt64,
            "thought_tokens": _UInt64 | UnsetType | None,
            "cached_read_tokens": _UInt64 | UnsetType | None,
            "cached_write_tokens": _UInt64 | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_IdleStateUpdate():
    class IdleStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="idle"):
        """No foreground work is active. Background activity may continue.

        Agents SHOULD include a `stopReason` when the idle transition ends foreground
        work. An idle update that does not end foreground work need not include one.
        Receivers treat an omitted, `null`, or malformed `stopReason` as the agent not
        reporting one.
        Repeated or resume snapshots may carry the last stop reason for context.
        They MUST NOT be counted as new completions, cancellations, or additional usage.
        """

        usage: Usage | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Token usage for completed foreground work.

        Optional. Omitted and `null` are equivalent and mean the agent is not reporting token
        usage for this state update.

        Draft only.
        """

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

    yield IdleStateUpdate
    IdleStateUpdate.__annotations__.update(
        {
            "usage": Usage | UnsetType | None,
            "background": list[BackgroundWork] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
            "stop_reason": str | UnsetType | None,
            "error": Error | UnsetType | None,
        }
    )


def _build_RequiresActionStateUpdate():
    class RequiresActionStateUpdate(
        AcpStruct, kw_only=True, tag_field="state", tag="requires_action"
    ):
        """The foreground workflow as a whole is blocked on user action.

        Agents SHOULD report this state when foreground work cannot progress without
        user action. Pending permissions or elicitations alone do not imply this
        state if other foreground work can progress, or if the requests belong only
        to independent background activity. Once reported, agents MUST report
        `running` when progress resumes, or `idle` if the work ends without resuming.
        Responding to one request does not itself imply `running`.
        """

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

    yield RequiresActionStateUpdate
    RequiresActionStateUpdate.__annotations__.update(
        {
            "background": list[BackgroundWork] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UnknownStateUpdate():
    class UnknownStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="unknown"):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        The Agent cannot currently determine foreground activity.

        Report this when activity becomes unobservable, not merely because the session
        has been quiet. The Client MUST stop presenting the previous state as confirmed
        current activity, but may retain it as last known. A later state replaces this
        snapshot normally.

        This is not a task outcome or session closure. It does not cancel work, resolve
        pending requests, or revoke capabilities. Capabilities are updated separately.

        Draft only: not in the stable schema.
        """

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

    yield UnknownStateUpdate
    UnknownStateUpdate.__annotations__.update(
        {
            "background": list[BackgroundWork] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetSessionTitleResponse():
    class SetSessionTitleResponse(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Response from setting the title of a session.

        Draft only: not in the stable schema.
        """

        title: str
        """The title the Agent stored.

        This differs from the requested title if the Agent normalized it. Clients SHOULD
        display this value rather than the one they sent.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SetSessionTitleResponse
    SetSessionTitleResponse.__annotations__.update(
        {
            "title": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ResumeSessionResponse():
    class ResumeSessionResponse(AcpStruct, kw_only=True):
        """Response from resuming an existing session.

        The agent MUST send a current `state_update` after any requested history
        replay and before this response, even without replay. The update reports
        foreground state after resuming. The response alone does not imply `idle`.

        See protocol docs: [Current-State Synchronization](https://agentclientprotocol.com/protocol/v2/draft/session-setup#current-state-synchronization)
        """

        config_options: list[SessionConfigOption] | UnsetType = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options.

        Optional. Omitted or empty means no config options are advertised.
        Senders MUST use an array, not `null`. Receivers treat `null` like omission.
        Later `config_option_update` notifications replace this list.
        """

        available_commands: list[_AvailableCommandField] | UnsetType = msgspec.field(
            default=UNSET, name="availableCommands"
        )
        """Initial commands the agent can execute in this session.

        Optional. Omitted or empty means no initial commands are advertised.
        Senders MUST use an array, not `null`. Receivers treat `null` like omission.
        Later `available_commands_update` notifications replace this list.
        """

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

    yield ResumeSessionResponse
    ResumeSessionResponse.__annotations__.update(
        {
            "config_options": list[SessionConfigOption] | UnsetType,
            "available_commands": list[_AvailableCommandField] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CloseSessionResponse():
    class CloseSessionResponse(AcpStruct, kw_only=True):
        """Response from closing a session."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CloseSessionResponse
    CloseSessionResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelToolCallResponse():
    class CancelToolCallResponse(AcpStruct, kw_only=True):
        """Response from cancelling a tool call."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelToolCallResponse
    CancelToolCallResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelTerminalResponse():
    class CancelTerminalResponse(AcpStruct, kw_only=True):
        """Response from cancelling a terminal."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelTerminalResponse
    CancelTerminalResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetSessionConfigOptionResponse():
    class SetSessionConfigOptionResponse(AcpStruct, kw_only=True):
        """Response to `session/set_config_option` method."""

        config_options: list[SessionConfigOption] = msgspec.field(name="configOptions")
        """The full set of configuration options and their current values."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SetSessionConfigOptionResponse
    SetSessionConfigOptionResponse.__annotations__.update(
        {
            "config_options": list[SessionConfigOption],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptResponse():
    class PromptResponse(AcpStruct, kw_only=True):
        """Response acknowledging that a user prompt was inserted into the ACP conversation.

        This response does not indicate that the prompt was merely received or held, nor that the
        agent has finished processing it.
        Processing and completion are reported through `state_update` session updates.

        Insertion is the logical addition of a user message with a message ID and a position
        relative to other messages in the ACP conversation.

        See protocol docs: [Prompt Accepted](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#2-prompt-accepted)
        """

        message_id: MessageId = msgspec.field(name="messageId")
        """Identifies the user message inserted into the ACP conversation.

        Required and non-null. Omission and explicit `null` are both invalid.

        The corresponding user-message session update carries this same identifier and may arrive
        before or after this response. Agents must echo the message during the live session, but are
        not required to retain it. If retained and replayed, the message keeps this identifier.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PromptResponse
    PromptResponse.__annotations__.update(
        {
            "message_id": MessageId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentNotification():
    class AgentNotification(AcpStruct, kw_only=True):
        """A JSON-RPC notification object."""

        method: str
        """The notification method name."""

        params: _AgentNotificationParamsField | UnsetType | None = UNSET
        """Method-specific notification parameters."""

        def __post_init__(self) -> None:
            self.params = resolve_by_method(
                _AgentNotificationParamsSpec, self.method, self.params, "params"
            )

    yield AgentNotification
    AgentNotification.__annotations__.update(
        {
            "method": str,
            "params": _AgentNotificationParamsField | UnsetType | None,
        }
    )


def _build_UpdateSessionNotification():
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

    yield UpdateSessionNotification
    UpdateSessionNotification.__annotations__.update(
        {
            "session_id": SessionId,
            "update": SessionUpdate,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ContentChunk():
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

    yield ContentChunk
    ContentChunk.__annotations__.update(
        {
            "message_id": MessageId,
            "content": ContentBlock,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UserMessage():
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

    yield UserMessage
    UserMessage.__annotations__.update(
        {
            "message_id": MessageId,
            "content": list[ContentBlock] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentMessage():
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

    yield AgentMessage
    AgentMessage.__annotations__.update(
        {
            "message_id": MessageId,
            "content": list[ContentBlock] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentThought():
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

    yield AgentThought
    AgentThought.__annotations__.update(
        {
            "message_id": MessageId,
            "content": list[ContentBlock] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallContentChunk():
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

    yield ToolCallContentChunk
    ToolCallContentChunk.__annotations__.update(
        {
            "tool_call_id": ToolCallId,
            "content": ToolCallContent,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalOutput():
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

    yield TerminalOutput
    TerminalOutput.__annotations__.update(
        {
            "data": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalExitStatus():
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

    yield TerminalExitStatus
    TerminalExitStatus.__annotations__.update(
        {
            "exit_code": _Int64 | UnsetType | None,
            "signal": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalSize():
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

    yield TerminalSize
    TerminalSize.__annotations__.update(
        {
            "cols": _Int_1_65535,
            "rows": _Int_1_65535,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalCapabilities():
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

    yield TerminalCapabilities
    TerminalCapabilities.__annotations__.update(
        {
            "cancel": TerminalCancelCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalCancelCapabilities():
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

    yield TerminalCancelCapabilities
    TerminalCancelCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalUpdate():
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

    yield TerminalUpdate
    TerminalUpdate.__annotations__.update(
        {
            "terminal_id": TerminalId,
            "command": str | UnsetType | None,
            "cwd": AbsolutePath | UnsetType | None,
            "output": TerminalOutput | UnsetType | None,
            "exit_status": TerminalExitStatus | UnsetType | None,
            "size": TerminalSize | UnsetType | None,
            "capabilities": TerminalCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalOutputChunk():
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

    yield TerminalOutputChunk
    TerminalOutputChunk.__annotations__.update(
        {
            "terminal_id": TerminalId,
            "data": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanEntry():
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

    yield PlanEntry
    PlanEntry.__annotations__.update(
        {
            "content": str,
            "priority": PlanEntryPriority,
            "status": PlanEntryStatus,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanItems():
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

    yield PlanItems
    PlanItems.__annotations__.update(
        {
            "plan_id": PlanId,
            "entries": list[PlanEntry],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanFile():
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

    yield PlanFile
    PlanFile.__annotations__.update(
        {
            "plan_id": PlanId,
            "uri": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanMarkdown():
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

    yield PlanMarkdown
    PlanMarkdown.__annotations__.update(
        {
            "plan_id": PlanId,
            "content": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanUpdate():
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

    yield PlanUpdate
    PlanUpdate.__annotations__.update(
        {
            "plan": PlanUpdateContent,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanRemoved():
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

    yield PlanRemoved
    PlanRemoved.__annotations__.update(
        {
            "plan_id": PlanId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AvailableCommandsUpdate():
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

    yield AvailableCommandsUpdate
    AvailableCommandsUpdate.__annotations__.update(
        {
            "available_commands": list[_AvailableCommandField],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ConfigOptionUpdate():
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

    yield ConfigOptionUpdate
    ConfigOptionUpdate.__annotations__.update(
        {
            "config_options": list[SessionConfigOption],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionInfoUpdate():
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

    yield SessionInfoUpdate
    SessionInfoUpdate.__annotations__.update(
        {
            "title": str | UnsetType | None,
            "updated_at": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Cost():
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

    yield Cost
    Cost.__annotations__.update(
        {
            "amount": float,
            "currency": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UsageUpdate():
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

    yield UsageUpdate
    UsageUpdate.__annotations__.update(
        {
            "used": _UInt64,
            "size": _UInt64,
            "cost": Cost | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Notice():
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

    yield Notice
    Notice.__annotations__.update(
        {
            "severity": NoticeSeverity,
            "title": _NonEmptyStr,
            "description": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CompactionUpdate():
    class CompactionUpdate(
        AcpStruct, kw_only=True, tag_field="sessionUpdate", tag="compaction_update"
    ):
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

    yield CompactionUpdate
    CompactionUpdate.__annotations__.update(
        {
            "compaction_id": CompactionId,
            "status": CompactionStatus,
            "summary": list[ContentBlock] | UnsetType | None,
            "error": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CompactionSummaryChunk():
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

    yield CompactionSummaryChunk
    CompactionSummaryChunk.__annotations__.update(
        {
            "compaction_id": CompactionId,
            "content": ContentBlock,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SubagentSessionCapabilities():
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

    yield SubagentSessionCapabilities
    SubagentSessionCapabilities.__annotations__.update(
        {
            "cancel": SessionCancelCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionCancelCapabilities():
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

    yield SessionCancelCapabilities
    SessionCancelCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SubagentUpdate():
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

    yield SubagentUpdate
    SubagentUpdate.__annotations__.update(
        {
            "session_id": SessionId,
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "capabilities": SubagentSessionCapabilities | UnsetType | None,
            "state": StateUpdate | UnsetType | None,
            "cwd": AbsolutePath | UnsetType | None,
            "additional_directories": list[AbsolutePath] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionMessage():
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

    yield SessionMessage
    SessionMessage.__annotations__.update(
        {
            "message_id": MessageId,
            "sender_session_id": SessionId | UnsetType | None,
            "recipient_session_id": SessionId | UnsetType | None,
            "sender_message_id": MessageId | UnsetType | None,
            "recipient_message_id": MessageId | UnsetType | None,
            "content": list[ContentBlock] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionMessageChunk():
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

    yield SessionMessageChunk
    SessionMessageChunk.__annotations__.update(
        {
            "message_id": MessageId,
            "content": ContentBlock,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CompleteElicitationNotification():
    class CompleteElicitationNotification(AcpStruct, kw_only=True):
        """Notification sent by the agent when a URL-based elicitation is complete.

        This notification is not a foreground state update.
        """

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The ID of the elicitation that completed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CompleteElicitationNotification
    CompleteElicitationNotification.__annotations__.update(
        {
            "elicitation_id": ElicitationId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthStatusUpdateNotification():
    class AuthStatusUpdateNotification(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Notification sent by the agent when its authentication status changes.

        Carries the same fields as the `auth/status` response. Agents that advertise the
        `auth.status` capability MAY send it at any time after `initialize`, and SHOULD only
        send it when the reported status differs from the last one sent on the connection.

        Draft only: not in the stable schema.
        """

        state: AuthState
        """Whether the agent can start sessions without the user signing in first.

        This is the only field clients should act on. Clients MUST treat values they
        do not recognize as `unknown`.
        """

        accounts: list[AuthAccount] | UnsetType = UNSET
        """The accounts the agent has configured, for display.

        Optional. Omitted and empty are equivalent and mean no accounts are reported.
        Agents that hold credentials for several providers or accounts SHOULD list each
        of them and mark the ones in effect with `active`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthStatusUpdateNotification
    AuthStatusUpdateNotification.__annotations__.update(
        {
            "state": AuthState,
            "accounts": list[AuthAccount] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ClientRequest():
    class ClientRequest(AcpStruct, kw_only=True):
        """A JSON-RPC request object."""

        id: RequestId
        """The request id used to correlate the matching response."""

        method: str
        """The method name to invoke."""

        params: _ClientRequestParamsField | UnsetType | None = UNSET
        """Method-specific request parameters."""

        def __post_init__(self) -> None:
            self.params = resolve_by_method(
                _ClientRequestParamsSpec, self.method, self.params, "params"
            )

    yield ClientRequest
    ClientRequest.__annotations__.update(
        {
            "id": RequestId,
            "method": str,
            "params": _ClientRequestParamsField | UnsetType | None,
        }
    )


def _build_InitializeRequest():
    class InitializeRequest(AcpStruct, kw_only=True):
        """Request parameters for the initialize method.

        Sent by the client to establish connection and negotiate capabilities.

        See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/draft/initialization)
        """

        protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
        """The latest protocol version supported by the client."""

        info: Implementation
        """Information about the implementation sending this initialize request."""

        capabilities: ClientCapabilities | UnsetType = UNSET
        """Capabilities supported by the client."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield InitializeRequest
    InitializeRequest.__annotations__.update(
        {
            "protocol_version": ProtocolVersion,
            "info": Implementation,
            "capabilities": ClientCapabilities | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ClientCapabilities():
    class ClientCapabilities(AcpStruct, kw_only=True):
        """Capabilities supported by the client.

        Advertised during initialization to inform the agent about
        available features and methods.

        See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#client-capabilities)
        """

        auth: ClientAuthCapabilities | UnsetType | None = UNSET
        """Authentication capabilities supported by the client.
        Determines which authentication method types the agent may include
        in its `InitializeResponse`.

        Optional. Omitted and `null` are equivalent and mean the client does not advertise any
        authentication-method extensions.
        """

        elicitation: ElicitationCapabilities | UnsetType | None = UNSET
        """Elicitation capabilities supported by the client.
        Determines which elicitation modes the agent may use.

        Optional. Omitted and `null` are equivalent and mean the client does not advertise
        elicitation support.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ClientCapabilities
    ClientCapabilities.__annotations__.update(
        {
            "auth": ClientAuthCapabilities | UnsetType | None,
            "elicitation": ElicitationCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ClientAuthCapabilities():
    class ClientAuthCapabilities(AcpStruct, kw_only=True):
        """Authentication capabilities supported by the client.

        Advertised during initialization to inform the agent which authentication
        method types the client can handle. This governs opt-in types that require
        additional client-side support.
        """

        terminal: TerminalAuthCapabilities | UnsetType | None = UNSET
        """Whether the client supports `terminal` authentication methods.

        Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
        The client should supply `{}` only when it can reproduce the configured
        agent invocation in an interactive terminal. Supplying `{}` means the
        agent may include `terminal` entries in its authentication methods.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ClientAuthCapabilities
    ClientAuthCapabilities.__annotations__.update(
        {
            "terminal": TerminalAuthCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalAuthCapabilities():
    class TerminalAuthCapabilities(AcpStruct, kw_only=True):
        """Capabilities for terminal authentication methods.

        Supplying `{}` means the client can reproduce the configured agent
        invocation in an interactive terminal and supports terminal authentication
        methods.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield TerminalAuthCapabilities
    TerminalAuthCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ElicitationCapabilities():
    class ElicitationCapabilities(AcpStruct, kw_only=True):
        """Elicitation capabilities supported by the client."""

        form: ElicitationFormCapabilities | UnsetType | None = UNSET
        """Whether the client supports form-based elicitation.

        Optional. Omitted and `null` are equivalent and mean form support is not advertised.
        Supplying `{}` explicitly advertises form support.
        """

        url: ElicitationUrlCapabilities | UnsetType | None = UNSET
        """Whether the client supports URL-based elicitation.

        Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
        Supplying `{}` means the client supports URL-based elicitation.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ElicitationCapabilities
    ElicitationCapabilities.__annotations__.update(
        {
            "form": ElicitationFormCapabilities | UnsetType | None,
            "url": ElicitationUrlCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ElicitationFormCapabilities():
    class ElicitationFormCapabilities(AcpStruct, kw_only=True):
        """Form-based elicitation capabilities.

        Supplying `{}` means the client supports form-based elicitation.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ElicitationFormCapabilities
    ElicitationFormCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ElicitationUrlCapabilities():
    class ElicitationUrlCapabilities(AcpStruct, kw_only=True):
        """URL-based elicitation capabilities.

        Supplying `{}` means the client supports URL-based elicitation.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ElicitationUrlCapabilities
    ElicitationUrlCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LoginAuthRequest():
    class LoginAuthRequest(AcpStruct, kw_only=True):
        """Request parameters for the `auth/login` method.

        Specifies which authentication method to use.

        Agents MUST support this method when their `initialize` response included
        a non-empty `authMethods` list. Clients MUST NOT call this method
        when `authMethods` was omitted or empty.
        """

        method_id: AuthMethodId = msgspec.field(name="methodId")
        """The ID of the authentication method to use.
        Must be one of the methods advertised in the initialize response.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield LoginAuthRequest
    LoginAuthRequest.__annotations__.update(
        {
            "method_id": AuthMethodId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ListProvidersRequest():
    class ListProvidersRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `providers/list`.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ListProvidersRequest
    ListProvidersRequest.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetProviderRequest():
    class SetProviderRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `providers/set`.

        Replaces the full configuration for one provider ID.

        Draft only: not in the stable schema.
        """

        provider_id: ProviderId = msgspec.field(name="providerId")
        """Provider ID to configure."""

        api_type: LlmProtocol = msgspec.field(name="apiType")
        """Protocol type for this provider."""

        base_url: str = msgspec.field(name="baseUrl")
        """Base URL for requests sent through this provider."""

        headers: dict[str, str] | UnsetType = UNSET
        """Full headers map for this provider.
        May include authorization, routing, or other integration-specific headers.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SetProviderRequest
    SetProviderRequest.__annotations__.update(
        {
            "provider_id": ProviderId,
            "api_type": LlmProtocol,
            "base_url": str,
            "headers": dict[str, str] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DisableProviderRequest():
    class DisableProviderRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `providers/disable`.

        Draft only: not in the stable schema.
        """

        provider_id: ProviderId = msgspec.field(name="providerId")
        """Provider ID to disable."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DisableProviderRequest
    DisableProviderRequest.__annotations__.update(
        {
            "provider_id": ProviderId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LogoutAuthRequest():
    class LogoutAuthRequest(AcpStruct, kw_only=True):
        """Request parameters for the `auth/logout` method.

        Terminates the current authenticated session.

        Agents MUST support this method when their `initialize` response included
        a non-empty `authMethods` list. Clients MUST NOT call this method
        when `authMethods` was omitted or empty.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield LogoutAuthRequest
    LogoutAuthRequest.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthStatusRequest():
    class AuthStatusRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for the `auth/status` method.

        Queries the agent's current authentication state without changing it.

        Agents MUST NOT reject it with `auth_required` (`-32000`), since Clients call it to learn
        whether authentication is required.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AuthStatusRequest
    AuthStatusRequest.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_NewSessionRequest():
    class NewSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for creating a new session.

        See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session)
        """

        cwd: AbsolutePath
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots for this session. Each path must be absolute.

        These expand the session's workspace scope without changing `cwd`, which
        remains the base for relative paths. When omitted or empty, no
        additional roots are activated for the new session.
        """

        mcp_servers: list[McpServer] | UnsetType = msgspec.field(default=UNSET, name="mcpServers")
        """List of MCP (Model Context Protocol) servers the agent should connect to."""

        system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System-level instructions for the new session.

        Optional. Omitted and `null` are equivalent and mean the Agent uses its
        own default instructions. Clients MUST only send this when the Agent
        advertises `session.systemPrompt`.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield NewSessionRequest
    NewSessionRequest.__annotations__.update(
        {
            "cwd": AbsolutePath,
            "additional_directories": list[AbsolutePath] | UnsetType,
            "mcp_servers": list[McpServer] | UnsetType,
            "system_prompt": SystemPrompt | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_HttpHeader():
    class HttpHeader(AcpStruct, kw_only=True):
        """An HTTP header to set when making requests to the MCP server."""

        name: str
        """The name of the HTTP header."""

        value: str
        """The value to set for the HTTP header."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield HttpHeader
    HttpHeader.__annotations__.update(
        {
            "name": str,
            "value": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpServerHttp():
    class McpServerHttp(AcpStruct, kw_only=True, tag_field="type", tag="http"):
        """HTTP transport configuration for MCP."""

        name: str
        """Human-readable name identifying this MCP server."""

        url: str
        """URL to the MCP server."""

        headers: list[HttpHeader] | UnsetType = UNSET
        """HTTP headers to set when making requests to the MCP server. Headers the MCP transport
        defines are owned by the transport, and Agents use the transport's values for them.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpServerHttp
    McpServerHttp.__annotations__.update(
        {
            "name": str,
            "url": str,
            "headers": list[HttpHeader] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpServerAcp():
    class McpServerAcp(AcpStruct, kw_only=True, tag_field="type", tag="acp"):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        ACP transport configuration for MCP.

        The MCP server is provided by an ACP component and communicates over the ACP channel
        using `mcp/message`.

        Draft only: not in the stable schema.
        """

        name: str
        """Human-readable name identifying this MCP server."""

        server_id: McpServerAcpId = msgspec.field(name="serverId")
        """Unique identifier for this MCP server, generated by the component providing it.

        Providers MUST NOT reuse an ID for multiple ACP-transport MCP servers that are visible
        on the same ACP connection.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpServerAcp
    McpServerAcp.__annotations__.update(
        {
            "name": str,
            "server_id": McpServerAcpId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpServerStdio():
    class McpServerStdio(AcpStruct, kw_only=True, tag_field="type", tag="stdio"):
        """Stdio transport configuration for MCP."""

        name: str
        """Human-readable name identifying this MCP server."""

        command: AbsolutePath
        """Absolute path to the MCP server executable."""

        args: list[str] | UnsetType = UNSET
        """Command-line arguments to pass to the MCP server."""

        env: list[EnvVariable] | UnsetType = UNSET
        """Environment variables to set when launching the MCP server. Names SHOULD be unique.
        Agents MAY reject duplicates with `-32602`, and otherwise the last entry wins.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield McpServerStdio
    McpServerStdio.__annotations__.update(
        {
            "name": str,
            "command": AbsolutePath,
            "args": list[str] | UnsetType,
            "env": list[EnvVariable] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SystemPrompt():
    class SystemPrompt(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Client-provided system-level instructions for a session.

        Clients MUST only send this when the Agent advertises
        `session.systemPrompt`. Agents that cannot apply it, for example because of
        an unadvertised mode or an unsupported content block type, MUST return an
        error instead of creating, resuming, or forking the session.

        Draft only: not in the stable schema.
        """

        mode: SystemPromptMode
        """How the Agent combines `content` with its own instructions.

        Required. Agents MUST return an error for a mode they do not support rather than
        treating it as `append` or `override`.
        """

        content: list[ContentBlock]
        """The system prompt content.

        Agents advertising the capability MUST accept `text` content blocks.
        Clients MUST NOT send other content block types until a future
        capability allows them, and Agents MUST return an error for content
        blocks they do not support, including unknown types.

        Clients MUST NOT send an empty array. Agents MAY reject one with
        `-32602` without creating, resuming, or forking the session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SystemPrompt
    SystemPrompt.__annotations__.update(
        {
            "mode": SystemPromptMode,
            "content": list[ContentBlock],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ListSessionsRequest():
    class ListSessionsRequest(AcpStruct, kw_only=True):
        """Request parameters for listing existing sessions."""

        cwd: AbsolutePath | UnsetType | None = UNSET
        """Filter sessions by working directory. Must be an absolute path.

        Only sessions whose `cwd` is this same directory match. Subdirectories and
        `additionalDirectories` don't. Agents MAY normalize paths when comparing.

        Omitted and `null` are equivalent and mean sessions are not filtered by working directory.
        """

        cursor: SessionListCursor | UnsetType | None = UNSET
        """Opaque cursor token from a previous response's nextCursor field for cursor-based pagination

        Omitted and `null` are equivalent and mean the first page is requested.
        """

        archived: SessionArchiveFilter | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Filter sessions by archive state.

        Optional. Omitted and `null` are equivalent and mean `exclude`. Only send this when
        the Agent advertises the `session.archive` capability. The filter combines with `cwd` and
        applies before pagination. Clients keep the same value when following `nextCursor`.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ListSessionsRequest
    ListSessionsRequest.__annotations__.update(
        {
            "cwd": AbsolutePath | UnsetType | None,
            "cursor": SessionListCursor | UnsetType | None,
            "archived": SessionArchiveFilter | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DeleteSessionRequest():
    class DeleteSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for deleting an existing session from `session/list`.

        Only available if the Agent supports the `session.delete` capability.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to delete."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DeleteSessionRequest
    DeleteSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ForkSessionRequest():
    class ForkSessionRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for forking an existing session.

        Creates a new session based on the context of an existing one, allowing
        operations like generating summaries without affecting the original session's history.

        Only available if the Agent supports the `session.fork` capability.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to fork."""

        cwd: AbsolutePath
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots to activate for this session. Each path must be absolute.

        When omitted or empty, no additional roots are activated. When non-empty,
        this is the complete resulting additional-root list for the forked
        session.
        """

        mcp_servers: list[McpServer] | UnsetType = msgspec.field(default=UNSET, name="mcpServers")
        """List of MCP servers to connect to for this session."""

        system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System-level instructions for the forked session.

        Optional. Omitted and `null` are equivalent. The Agent may then keep a
        system prompt it stored with the source session or use its default
        instructions. Clients MUST only send this when the Agent advertises
        `session.systemPrompt`, and SHOULD send the same value they used for the
        source session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ForkSessionRequest
    ForkSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "cwd": AbsolutePath,
            "additional_directories": list[AbsolutePath] | UnsetType,
            "mcp_servers": list[McpServer] | UnsetType,
            "system_prompt": SystemPrompt | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ArchiveSessionRequest():
    class ArchiveSessionRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for archiving a session.

        Only available if the Agent supports the `session.archive` capability.

        Archiving hides the session from default `session/list` results. It keeps the session ID
        and saved history. If the session is active, the Agent MUST cancel any ongoing work and
        free the session's resources as if `session/close` had been called, then archive it.
        Archiving an archived session succeeds. A session that does not exist gets `-32002`.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to archive."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ArchiveSessionRequest
    ArchiveSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UnarchiveSessionRequest():
    class UnarchiveSessionRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for unarchiving a session.

        Only available if the Agent supports the `session.archive` capability.

        Unarchiving returns the session to default `session/list` results with the same ID and
        saved history. It never loads or resumes the session. Clients that want to continue an
        archived session SHOULD unarchive it before calling `session/resume`.
        Unarchiving a session that is not archived succeeds. A session that does not exist
        gets `-32002`.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to unarchive."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield UnarchiveSessionRequest
    UnarchiveSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionStatusRequest():
    class SessionStatusRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for checking the status of a session.

        Only available if the Agent supports the `session.status` capability.

        `session/status` MUST NOT have side effects. The Agent does not load, resume, create,
        close, or change the session, and does not attach the requesting connection to it.
        A session the Agent does not know gets `-32002` with the requested `sessionId` in `data`.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to check."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SessionStatusRequest
    SessionStatusRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetSessionTitleRequest():
    class SetSessionTitleRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for setting the title of a session.

        Only available if the Agent supports the `session.title` capability.

        The session does not need to be active on the connection. Any session the Agent would
        return from `session/list` can be retitled. A session that does not exist gets `-32002`.

        The Agent responds only after it has stored the title. After a successful response, the
        Agent SHOULD NOT replace the title with one it generates automatically.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to retitle."""

        title: str
        """The new title for the session.

        Required and non-null. Omission and explicit `null` are both invalid. The Agent MAY
        normalize the title before storing it, for example by trimming whitespace or
        truncating it. The Agent rejects a title that fails its validation, including one
        that is empty after normalization, with `-32602`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SetSessionTitleRequest
    SetSessionTitleRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "title": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ResumeSessionRequest():
    class ResumeSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for resuming an existing session.

        Resumes an existing session and optionally replays retained conversation
        history according to `replayFrom`.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to resume."""

        cwd: AbsolutePath
        """The working directory for this session. Must be an absolute path.

        Clients MUST send the session's working directory. Agents MAY reject a different directory
        with `-32602`, and MAY normalize paths when comparing.
        """

        additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots to activate for this session. Each path must be absolute.

        When omitted or empty, no additional roots are activated. When non-empty,
        this is the complete resulting additional-root list for the resumed
        session. It may differ from any previously used or reported list as long as
        the request `cwd` matches the session's `cwd`.
        """

        mcp_servers: list[McpServer] | UnsetType = msgspec.field(default=UNSET, name="mcpServers")
        """List of MCP servers to connect to for this session.

        The complete set of Client-provided servers. Omitted and `[]` mean none. Agents SHOULD
        NOT restore servers from earlier requests.
        """

        replay_from: _ReplayFromField | UnsetType | None = msgspec.field(
            default=UNSET, name="replayFrom"
        )
        """Inclusive cursor describing where conversation replay should begin.

        Optional. Omitted and `null` are equivalent and mean the Agent should resume without
        replaying previous conversation history. Replay cursors are inclusive:
        replay includes the position identified by the cursor. Supplying
        `{ "type": "start" }` means the Agent should replay all retained
        conversation history before responding.

        Agents MUST reject unsupported cursor types or malformed cursor values
        with `-32602` (Invalid params), rather than substituting another cursor
        or resuming without replay.
        """

        system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System-level instructions for the resumed session.

        Optional. Omitted and `null` are equivalent. The Agent may then keep a
        system prompt it stored with the session or use its default instructions.
        Clients MUST only send this when the Agent advertises
        `session.systemPrompt`, and SHOULD send the same value they used when the
        session was created.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.replay_from = resolve_field(_ReplayFromSpec, self.replay_from, "replayFrom")

    yield ResumeSessionRequest
    ResumeSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "cwd": AbsolutePath,
            "additional_directories": list[AbsolutePath] | UnsetType,
            "mcp_servers": list[McpServer] | UnsetType,
            "replay_from": _ReplayFromField | UnsetType | None,
            "system_prompt": SystemPrompt | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ReplayFromStart():
    class ReplayFromStart(AcpStruct, kw_only=True, tag_field="type", tag="start"):
        """Inclusive replay cursor requesting replay from the start of retained conversation history."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ReplayFromStart
    ReplayFromStart.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CloseSessionRequest():
    class CloseSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for closing an active session.

        The Agent MUST cancel any ongoing work related to the session as if `session/cancel`
        was called, then free the resources associated with the session. Unlike `session/cancel`,
        closing also stops the session's background work. After the close response, the Agent
        sends no other messages for the session on that connection.

        Closing a session that does not exist or is not active SHOULD succeed, and Clients SHOULD
        treat a `-32002` response as a successful close.

        When closing cancels active foreground work, the Agent MUST send the final
        updates for that work and the idle `state_update` with `stopReason: "cancelled"`
        before responding successfully to `session/close`. Closing an idle session
        does not itself require another idle update.

        Closing also cancels pending `session/prompt` requests whose messages have not
        been inserted, including held prompts. If closing prevents a prompt's user message from being inserted, the
        Agent MUST answer that request with `-32800` (Request Cancelled). If the message
        has already been inserted, the Agent MUST respond successfully with its
        `messageId`. Prompt responses need not precede the close response.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to close."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CloseSessionRequest
    CloseSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelToolCallRequest():
    class CancelToolCallRequest(AcpStruct, kw_only=True):
        """Request parameters for cancelling one tool call.

        Clients MUST NOT send it unless the tool call currently advertises `capabilities.cancel`.

        The Agent responds once it has accepted the cancellation. The response does not mean
        the work has stopped. The Agent confirms it with a `tool_call_update` to a final
        status: normally `cancelled`, or `completed` or `failed` if the work finished first.

        The Agent responds with `-32602` if the tool call is unknown, already final, or not
        cancellable. Cancelling a tool call does not change the foreground state by itself.

        See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session that owns the tool call."""

        tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
        """The ID of the tool call to cancel."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelToolCallRequest
    CancelToolCallRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "tool_call_id": ToolCallId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelTerminalRequest():
    class CancelTerminalRequest(AcpStruct, kw_only=True):
        """Request parameters for cancelling one terminal.

        Clients MUST NOT send it unless the terminal currently advertises `capabilities.cancel`.

        The Agent responds once it has accepted the cancellation. The response does not mean
        the work has stopped. The Agent confirms it with a `terminal_update` that sets
        `exitStatus`. Cancelling stops the process but does not release the terminal, and does
        not change the status of a tool call that references it.

        The Agent responds with `-32602` if the terminal is unknown, has already exited, or is not
        cancellable. Cancelling a terminal does not change the foreground state by itself.

        See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session that owns the terminal."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the terminal to cancel."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelTerminalRequest
    CancelTerminalRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptRequest():
    class PromptRequest(AcpStruct, kw_only=True):
        """Request parameters for sending a user prompt to the agent.

        Contains the user's message and any additional context.

        See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#1-user-message)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to send this user message to"""

        prompt: Annotated[list[ContentBlock], Meta(min_length=1)]
        """The blocks of content that compose the user's message.

        As a baseline, the Agent MUST support `text` and `resource_link` content blocks,
        while other variants are optionally enabled via `PromptCapabilities`.

        The Client MUST adapt its interface according to `PromptCapabilities`.

        The client MAY include referenced pieces of context as either
        `resource` or `resource_link` content blocks.

        When available, `resource` is preferred
        as it avoids extra round-trips and allows the message to include
        pieces of context from sources the agent may not have access to.

        Clients MUST NOT send an empty array. Agents MAY reject one with `-32602` without
        inserting it.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield PromptRequest
    PromptRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "prompt": Annotated[list[ContentBlock], Meta(min_length=1)],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_RequestPermissionResponse():
    class RequestPermissionResponse(AcpStruct, kw_only=True):
        """Response to a permission request."""

        outcome: RequestPermissionOutcome
        """The user's decision on the permission request."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield RequestPermissionResponse
    RequestPermissionResponse.__annotations__.update(
        {
            "outcome": RequestPermissionOutcome,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelledPermissionOutcome():
    class CancelledPermissionOutcome(AcpStruct, kw_only=True, tag_field="outcome", tag="cancelled"):
        """The request was not approved and no option was selected."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelledPermissionOutcome
    CancelledPermissionOutcome.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SelectedPermissionOutcome():
    class SelectedPermissionOutcome(AcpStruct, kw_only=True, tag_field="outcome", tag="selected"):
        """The user selected one of the provided options."""

        option_id: PermissionOptionId = msgspec.field(name="optionId")
        """The ID of the option the user selected."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SelectedPermissionOutcome
    SelectedPermissionOutcome.__annotations__.update(
        {
            "option_id": PermissionOptionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ElicitationAcceptAction():
    class ElicitationAcceptAction(AcpStruct, kw_only=True):
        """The user accepted the elicitation and provided content."""

        content: dict[str, ElicitationContentValue] | UnsetType | None = UNSET
        """The user-provided content, if any, as an object matching the requested schema.

        Omitted and `null` are equivalent and mean no content is provided.
        """

    yield ElicitationAcceptAction
    ElicitationAcceptAction.__annotations__.update(
        {
            "content": dict[str, ElicitationContentValue] | UnsetType | None,
        }
    )


def _build_McpError():
    class McpError(AcpStruct, kw_only=True):
        """**UNSTABLE**

        An inner MCP error, distinct from an outer ACP binding or runtime error.

        `code` and `message` are required and non-null. `data` is optional.
        Explicit `null` is preserved separately from an omitted key.

        Draft only: not in the stable schema.
        """

        code: _Int32
        """Inner MCP error code. Never an ACP error code."""

        message: str
        """Inner MCP error message."""

        data: Any | UnsetType = UNSET
        """Optional error data. Explicit null is retained."""

    yield McpError
    McpError.__annotations__.update(
        {
            "code": _Int32,
            "message": str,
            "data": Any | UnsetType,
        }
    )


def _build_ClientNotification():
    class ClientNotification(AcpStruct, kw_only=True):
        """A JSON-RPC notification object."""

        method: str
        """The notification method name."""

        params: _ClientNotificationParamsField | UnsetType | None = UNSET
        """Method-specific notification parameters."""

        def __post_init__(self) -> None:
            self.params = resolve_by_method(
                _ClientNotificationParamsSpec, self.method, self.params, "params"
            )

    yield ClientNotification
    ClientNotification.__annotations__.update(
        {
            "method": str,
            "params": _ClientNotificationParamsField | UnsetType | None,
        }
    )


def _build_CancelSessionNotification():
    class CancelSessionNotification(AcpStruct, kw_only=True):
        """Notification to cancel a session's foreground work and its prompts not yet inserted.

        See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#cancellation)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to cancel operations for."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelSessionNotification
    CancelSessionNotification.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_MessageMcpNotification():
    class MessageMcpNotification(AcpStruct, kw_only=True):
        """**UNSTABLE**

        Notification for an active request, sent from provider to consumer.
        Includes subscription acknowledgements and updates.

        Draft only: not in the stable schema.
        """

        server_id: McpServerAcpId = msgspec.field(name="serverId")
        """The declared ACP MCP server handling the associated request."""

        request_id: McpRequestId = msgspec.field(name="requestId")
        """The identifier of the active inner MCP request."""

        method: str
        """The inner MCP method name."""

        params: dict[str, Any] | UnsetType | None = UNSET
        """Optional inner MCP params. Null is equivalent to omission."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.
        This is ACP metadata, not the inner MCP message's `_meta`.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield MessageMcpNotification
    MessageMcpNotification.__annotations__.update(
        {
            "server_id": McpServerAcpId,
            "request_id": McpRequestId,
            "method": str,
            "params": dict[str, Any] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelRequestNotification():
    class CancelRequestNotification(AcpStruct, kw_only=True):
        """Notification to cancel an ongoing request.

        See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/draft/cancellation)
        """

        request_id: RequestId = msgspec.field(name="requestId")
        """The ID of the request to cancel: a request that the sender of this notification issued.
        Receivers match it only against requests they received from that sender.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelRequestNotification
    CancelRequestNotification.__annotations__.update(
        {
            "request_id": RequestId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ProxyRequest():
    class ProxyRequest(AcpStruct, kw_only=True):
        """A JSON-RPC request object.

        Draft only: not in the stable schema.
        """

        id: RequestId
        """The request id used to correlate the matching response."""

        method: str
        """The method name to invoke."""

        params: _ProxyRequestParamsField | UnsetType | None = UNSET
        """Method-specific request parameters."""

        def __post_init__(self) -> None:
            self.params = resolve_by_method(
                _ProxyRequestParamsSpec, self.method, self.params, "params"
            )

    yield ProxyRequest
    ProxyRequest.__annotations__.update(
        {
            "id": RequestId,
            "method": str,
            "params": _ProxyRequestParamsField | UnsetType | None,
        }
    )


def _build_ProxySuccessorRequest():
    class ProxySuccessorRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Parameters of a `proxy/successor` request.

        A proxy sends it to forward a message to its successor, and the conductor sends it to
        deliver a message from the successor to the proxy. The envelope wraps one request: `method`
        and `params` are the wrapped request's method and params.

        The result or error of the wrapped request is returned unchanged, as the same JSON value,
        as the result or error of the `proxy/successor` request. Errors the conductor returns
        itself, for example because the successor has exited, are not wrapped results.

        To cancel it, the sender sends `$/cancel_request` with the ID of this `proxy/successor`
        request on the same connection. Cancellation is never forwarded to another hop.

        See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).

        Draft only: not in the stable schema.
        """

        method: str
        """Method name of the wrapped request."""

        params: Any | UnsetType = UNSET
        """Params of the wrapped request, forwarded unchanged.

        Optional. Omitted and `null` are equivalent and mean the wrapped request has no params.
        When present, it MUST be a JSON object or array, as JSON-RPC requires.
        The wrapped request's own `_meta` stays inside these params.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """Metadata for the `proxy/successor` envelope itself, separate from the wrapped
        message's `_meta`. It is hop-local: the conductor does not copy it into the message
        it unwraps.

        The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ProxySuccessorRequest
    ProxySuccessorRequest.__annotations__.update(
        {
            "method": str,
            "params": Any | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ProxyNotification():
    class ProxyNotification(AcpStruct, kw_only=True):
        """A JSON-RPC notification object.

        Draft only: not in the stable schema.
        """

        method: str
        """The notification method name."""

        params: ProxySuccessorNotification | UnsetType | None = UNSET
        """Method-specific notification parameters."""

    yield ProxyNotification
    ProxyNotification.__annotations__.update(
        {
            "method": str,
            "params": ProxySuccessorNotification | UnsetType | None,
        }
    )


def _build_ProxySuccessorNotification():
    class ProxySuccessorNotification(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Parameters of a `proxy/successor` notification.

        A proxy sends it to forward a message to its successor, and the conductor sends it to
        deliver a message from the successor to the proxy. The envelope wraps one notification: `method`
        and `params` are the wrapped notification's method and params.

        See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).

        Draft only: not in the stable schema.
        """

        method: str
        """Method name of the wrapped notification."""

        params: Any | UnsetType = UNSET
        """Params of the wrapped notification, forwarded unchanged.

        Optional. Omitted and `null` are equivalent and mean the wrapped notification has no params.
        When present, it MUST be a JSON object or array, as JSON-RPC requires.
        The wrapped notification's own `_meta` stays inside these params.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """Metadata for the `proxy/successor` envelope itself, separate from the wrapped
        message's `_meta`. It is hop-local: the conductor does not copy it into the message
        it unwraps.

        The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ProxySuccessorNotification
    ProxySuccessorNotification.__annotations__.update(
        {
            "method": str,
            "params": Any | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AcceptCreateElicitationResponse():
    class AcceptCreateElicitationResponse(
        ElicitationAcceptAction, kw_only=True, tag_field="action", tag="accept"
    ):
        """The user accepted and provided content."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AcceptCreateElicitationResponse
    AcceptCreateElicitationResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AddDiffChange():
    class AddDiffChange(DiffPathChange, kw_only=True, tag_field="operation", tag="add"):
        """A file was added."""

        file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
        """File content kind after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the content kind is unknown.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type of the file contents after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the MIME type is unknown.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield AddDiffChange
    AddDiffChange.__annotations__.update(
        {
            "file_type": DiffFileType | UnsetType | None,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentMessageChunk():
    class AgentMessageChunk(
        ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="agent_message_chunk"
    ):
        """A chunk of the agent's response being streamed."""

    return AgentMessageChunk


def _build_AgentThoughtChunk():
    class AgentThoughtChunk(
        ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="agent_thought_chunk"
    ):
        """A chunk of the agent's internal reasoning being streamed."""

    return AgentThoughtChunk


def _build_BooleanSessionConfigOption():
    class BooleanSessionConfigOption(
        SessionConfigBoolean, kw_only=True, tag_field="type", tag="boolean"
    ):
        """Boolean on/off toggle."""

        config_id: SessionConfigId = msgspec.field(name="configId")
        """Unique identifier for the configuration option."""

        name: str
        """Human-readable label for the option."""

        description: str | UnsetType | None = UNSET
        """Optional description for the Client to display to the user.

        Omitted and `null` are equivalent and mean no description is provided.
        """

        category: SessionConfigOptionCategory | UnsetType | None = UNSET
        """Optional semantic category for this option (UX only).

        Omitted and `null` are equivalent and mean no category is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield BooleanSessionConfigOption
    BooleanSessionConfigOption.__annotations__.update(
        {
            "config_id": SessionConfigId,
            "name": str,
            "description": str | UnsetType | None,
            "category": SessionConfigOptionCategory | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BooleanSetSessionConfigOptionRequest():
    class BooleanSetSessionConfigOptionRequest(
        AcpStruct, kw_only=True, tag_field="type", tag="boolean"
    ):
        """A boolean value (`type: "boolean"`)."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to set the configuration option for."""

        config_id: SessionConfigId = msgspec.field(name="configId")
        """The ID of the configuration option to set."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        value: bool
        """The boolean value.

        Draft only.
        """

    yield BooleanSetSessionConfigOptionRequest
    BooleanSetSessionConfigOptionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "config_id": SessionConfigId,
            "meta": dict[str, Any] | UnsetType | None,
            "value": bool,
        }
    )


def _build_CancelCreateElicitationResponse():
    class CancelCreateElicitationResponse(
        AcpStruct, kw_only=True, tag_field="action", tag="cancel"
    ):
        """The elicitation was cancelled."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CancelCreateElicitationResponse
    CancelCreateElicitationResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CopyDiffChange():
    class CopyDiffChange(DiffPathPairChange, kw_only=True, tag_field="operation", tag="copy"):
        """A file was copied."""

        file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
        """File content kind after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the content kind is unknown.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type of the file contents after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the MIME type is unknown.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield CopyDiffChange
    CopyDiffChange.__annotations__.update(
        {
            "file_type": DiffFileType | UnsetType | None,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DeclineCreateElicitationResponse():
    class DeclineCreateElicitationResponse(
        AcpStruct, kw_only=True, tag_field="action", tag="decline"
    ):
        """The user declined the elicitation."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DeclineCreateElicitationResponse
    DeclineCreateElicitationResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DeleteDiffChange():
    class DeleteDiffChange(DiffPathChange, kw_only=True, tag_field="operation", tag="delete"):
        """A file was deleted."""

        file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
        """File content kind after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the content kind is unknown.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type of the file contents after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the MIME type is unknown.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield DeleteDiffChange
    DeleteDiffChange.__annotations__.update(
        {
            "file_type": DiffFileType | UnsetType | None,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ErrorAgentResponse():
    class ErrorAgentResponse(AcpStruct, kw_only=True):
        """A failed JSON-RPC response."""

        id: _Int64 | str | None
        """The id of the request this response answers.

        Required. `null` only when the request's id could not be determined, such as
        for a parse error or an invalid request.
        """

        error: Error
        """Method-specific error data."""

    yield ErrorAgentResponse
    ErrorAgentResponse.__annotations__.update(
        {
            "id": _Int64 | str | None,
            "error": Error,
        }
    )


def _build_ErrorClientResponse():
    class ErrorClientResponse(AcpStruct, kw_only=True):
        """A failed JSON-RPC response."""

        id: _Int64 | str | None
        """The id of the request this response answers.

        Required. `null` only when the request's id could not be determined, such as
        for a parse error or an invalid request.
        """

        error: Error
        """Method-specific error data."""

    yield ErrorClientResponse
    ErrorClientResponse.__annotations__.update(
        {
            "id": _Int64 | str | None,
            "error": Error,
        }
    )


def _build_ErrorMessageMcpResponse():
    class ErrorMessageMcpResponse(AcpStruct, kw_only=True):
        """A structured inner MCP error.

        Draft only: not in the stable schema.
        """

        error: McpError
        """Required, non-null MCP error object."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.
        This is ACP metadata, not the inner MCP message's `_meta`.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ErrorMessageMcpResponse
    ErrorMessageMcpResponse.__annotations__.update(
        {
            "error": McpError,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ErrorProxyResponse():
    class ErrorProxyResponse(AcpStruct, kw_only=True):
        """A failed JSON-RPC response.

        Draft only: not in the stable schema.
        """

        id: _Int64 | str | None
        """The id of the request this response answers.

        Required. `null` only when the request's id could not be determined, such as
        for a parse error or an invalid request.
        """

        error: Error
        """Method-specific error data."""

    yield ErrorProxyResponse
    ErrorProxyResponse.__annotations__.update(
        {
            "id": _Int64 | str | None,
            "error": Error,
        }
    )


def _build_FormRequestCreateElicitationRequest():
    class FormRequestCreateElicitationRequest(
        AcpStruct, kw_only=True, tag_field="mode", tag="form"
    ):
        """Form-based elicitation where the client renders a form from the provided schema."""

        message: str
        """A human-readable message describing what input is needed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
        """A JSON Schema describing the form fields to present to the user."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The pending Client-to-Agent request this elicitation is tied to."""

    yield FormRequestCreateElicitationRequest
    FormRequestCreateElicitationRequest.__annotations__.update(
        {
            "message": str,
            "meta": dict[str, Any] | UnsetType | None,
            "requested_schema": ElicitationSchema,
            "request_id": RequestId,
        }
    )


def _build_FormSessionCreateElicitationRequest():
    class FormSessionCreateElicitationRequest(
        AcpStruct, kw_only=True, tag_field="mode", tag="form"
    ):
        """Form-based elicitation where the client renders a form from the provided schema."""

        message: str
        """A human-readable message describing what input is needed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
        """A JSON Schema describing the form fields to present to the user."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session this elicitation is tied to."""

        tool_call_id: ToolCallId | UnsetType | None = msgspec.field(
            default=UNSET, name="toolCallId"
        )
        """Optional tool call within the session.

        Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
        session without a specific tool call.
        """

    yield FormSessionCreateElicitationRequest
    FormSessionCreateElicitationRequest.__annotations__.update(
        {
            "message": str,
            "meta": dict[str, Any] | UnsetType | None,
            "requested_schema": ElicitationSchema,
            "session_id": SessionId,
            "tool_call_id": ToolCallId | UnsetType | None,
        }
    )


def _build_IdSetSessionConfigOptionRequest():
    class IdSetSessionConfigOptionRequest(AcpStruct, kw_only=True, tag_field="type", tag="id"):
        """A `SessionConfigValueId` string value (`type: "id"`)."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to set the configuration option for."""

        config_id: SessionConfigId = msgspec.field(name="configId")
        """The ID of the configuration option to set."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        value: SessionConfigValueId
        """The value ID.

        Draft only.
        """

    yield IdSetSessionConfigOptionRequest
    IdSetSessionConfigOptionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "config_id": SessionConfigId,
            "meta": dict[str, Any] | UnsetType | None,
            "value": SessionConfigValueId,
        }
    )


def _build_ModifyDiffChange():
    class ModifyDiffChange(DiffPathChange, kw_only=True, tag_field="operation", tag="modify"):
        """A file was modified in place."""

        file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
        """File content kind after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the content kind is unknown.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type of the file contents after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the MIME type is unknown.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ModifyDiffChange
    ModifyDiffChange.__annotations__.update(
        {
            "file_type": DiffFileType | UnsetType | None,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_MoveDiffChange():
    class MoveDiffChange(DiffPathPairChange, kw_only=True, tag_field="operation", tag="move"):
        """A file was moved or renamed."""

        file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
        """File content kind after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the content kind is unknown.
        """

        mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type of the file contents after the operation (for `delete`, of the deleted file).

        Omitted and `null` are equivalent and mean the MIME type is unknown.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield MoveDiffChange
    MoveDiffChange.__annotations__.update(
        {
            "file_type": DiffFileType | UnsetType | None,
            "mime_type": MediaType | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_RequestElicitationFormMode():
    class RequestElicitationFormMode(AcpStruct, kw_only=True):
        """Tied to a specific JSON-RPC request outside of a session
        (e.g., during auth/configuration phases before any session is started).
        """

        requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
        """A JSON Schema describing the form fields to present to the user."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The pending Client-to-Agent request this elicitation is tied to."""

    yield RequestElicitationFormMode
    RequestElicitationFormMode.__annotations__.update(
        {
            "requested_schema": ElicitationSchema,
            "request_id": RequestId,
        }
    )


def _build_RequestElicitationUrlMode():
    class RequestElicitationUrlMode(AcpStruct, kw_only=True):
        """Tied to a specific JSON-RPC request outside of a session
        (e.g., during auth/configuration phases before any session is started).
        """

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The unique identifier for this elicitation."""

        url: str
        """The URL to direct the user to."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The pending Client-to-Agent request this elicitation is tied to."""

    yield RequestElicitationUrlMode
    RequestElicitationUrlMode.__annotations__.update(
        {
            "elicitation_id": ElicitationId,
            "url": str,
            "request_id": RequestId,
        }
    )


def _build_ResultAgentResponse():
    class ResultAgentResponse(AcpStruct, kw_only=True):
        """A successful JSON-RPC response."""

        id: RequestId
        """The id of the request this response answers."""

        result: _AgentResponseResultField
        """Method-specific response data."""

        def __post_init__(self) -> None:
            self.result = resolve_field(
                _AgentResponseResultSpec, self.result, "result", nullable=False
            )

    yield ResultAgentResponse
    ResultAgentResponse.__annotations__.update(
        {
            "id": RequestId,
            "result": _AgentResponseResultField,
        }
    )


def _build_ResultClientResponse():
    class ResultClientResponse(AcpStruct, kw_only=True):
        """A successful JSON-RPC response."""

        id: RequestId
        """The id of the request this response answers."""

        result: _ClientResponseResultField
        """Method-specific response data."""

        def __post_init__(self) -> None:
            self.result = resolve_field(
                _ClientResponseResultSpec, self.result, "result", nullable=False
            )

    yield ResultClientResponse
    ResultClientResponse.__annotations__.update(
        {
            "id": RequestId,
            "result": _ClientResponseResultField,
        }
    )


def _build_ResultMessageMcpResponse():
    class ResultMessageMcpResponse(AcpStruct, kw_only=True):
        """An opaque inner MCP result.

        Draft only: not in the stable schema.
        """

        result: Any
        """Required, even if JSON null."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.
        This is ACP metadata, not the inner MCP message's `_meta`.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield ResultMessageMcpResponse
    ResultMessageMcpResponse.__annotations__.update(
        {
            "result": Any,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ResultProxyResponse():
    class ResultProxyResponse(AcpStruct, kw_only=True):
        """A successful JSON-RPC response.

        Draft only: not in the stable schema.
        """

        id: RequestId
        """The id of the request this response answers."""

        result: InitializeProxyResponse | ProxySuccessorResponse
        """Method-specific response data."""

    yield ResultProxyResponse
    ResultProxyResponse.__annotations__.update(
        {
            "id": RequestId,
            "result": InitializeProxyResponse | ProxySuccessorResponse,
        }
    )


def _build_SelectSessionConfigOption():
    class SelectSessionConfigOption(
        SessionConfigSelect, kw_only=True, tag_field="type", tag="select"
    ):
        """Single-value selector (dropdown)."""

        config_id: SessionConfigId = msgspec.field(name="configId")
        """Unique identifier for the configuration option."""

        name: str
        """Human-readable label for the option."""

        description: str | UnsetType | None = UNSET
        """Optional description for the Client to display to the user.

        Omitted and `null` are equivalent and mean no description is provided.
        """

        category: SessionConfigOptionCategory | UnsetType | None = UNSET
        """Optional semantic category for this option (UX only).

        Omitted and `null` are equivalent and mean no category is provided.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

    yield SelectSessionConfigOption
    SelectSessionConfigOption.__annotations__.update(
        {
            "config_id": SessionConfigId,
            "name": str,
            "description": str | UnsetType | None,
            "category": SessionConfigOptionCategory | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionElicitationFormMode():
    class SessionElicitationFormMode(AcpStruct, kw_only=True):
        """Tied to a session, optionally to a specific tool call within that session."""

        requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
        """A JSON Schema describing the form fields to present to the user."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session this elicitation is tied to."""

        tool_call_id: ToolCallId | UnsetType | None = msgspec.field(
            default=UNSET, name="toolCallId"
        )
        """Optional tool call within the session.

        Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
        session without a specific tool call.
        """

    yield SessionElicitationFormMode
    SessionElicitationFormMode.__annotations__.update(
        {
            "requested_schema": ElicitationSchema,
            "session_id": SessionId,
            "tool_call_id": ToolCallId | UnsetType | None,
        }
    )


def _build_SessionElicitationUrlMode():
    class SessionElicitationUrlMode(AcpStruct, kw_only=True):
        """Tied to a session, optionally to a specific tool call within that session."""

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The unique identifier for this elicitation."""

        url: str
        """The URL to direct the user to."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session this elicitation is tied to."""

        tool_call_id: ToolCallId | UnsetType | None = msgspec.field(
            default=UNSET, name="toolCallId"
        )
        """Optional tool call within the session.

        Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
        session without a specific tool call.
        """

    yield SessionElicitationUrlMode
    SessionElicitationUrlMode.__annotations__.update(
        {
            "elicitation_id": ElicitationId,
            "url": str,
            "session_id": SessionId,
            "tool_call_id": ToolCallId | UnsetType | None,
        }
    )


def _build_StateUpdateSessionUpdate():
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

    yield StateUpdateSessionUpdate
    StateUpdateSessionUpdate.__annotations__.update(
        {
            "state": str,
            "background": list[BackgroundWork] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
            "usage": Usage | UnsetType | None,
            "stop_reason": str | UnsetType | None,
            "error": Error | UnsetType | None,
        }
    )


def _build_ToolCallUpdateSessionUpdate():
    class ToolCallUpdateSessionUpdate(
        ToolCallUpdate, kw_only=True, tag_field="sessionUpdate", tag="tool_call_update"
    ):
        """A tool call has been created or updated."""

    return ToolCallUpdateSessionUpdate


def _build_UrlRequestCreateElicitationRequest():
    class UrlRequestCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="url"):
        """URL-based elicitation where the client directs the user to a URL."""

        message: str
        """A human-readable message describing what input is needed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The unique identifier for this elicitation."""

        url: str
        """The URL to direct the user to."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The pending Client-to-Agent request this elicitation is tied to."""

    yield UrlRequestCreateElicitationRequest
    UrlRequestCreateElicitationRequest.__annotations__.update(
        {
            "message": str,
            "meta": dict[str, Any] | UnsetType | None,
            "elicitation_id": ElicitationId,
            "url": str,
            "request_id": RequestId,
        }
    )


def _build_UrlSessionCreateElicitationRequest():
    class UrlSessionCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="url"):
        """URL-based elicitation where the client directs the user to a URL."""

        message: str
        """A human-readable message describing what input is needed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        Implementations MUST NOT assign meaning to keys they do not recognize.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        """

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The unique identifier for this elicitation."""

        url: str
        """The URL to direct the user to."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session this elicitation is tied to."""

        tool_call_id: ToolCallId | UnsetType | None = msgspec.field(
            default=UNSET, name="toolCallId"
        )
        """Optional tool call within the session.

        Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
        session without a specific tool call.
        """

    yield UrlSessionCreateElicitationRequest
    UrlSessionCreateElicitationRequest.__annotations__.update(
        {
            "message": str,
            "meta": dict[str, Any] | UnsetType | None,
            "elicitation_id": ElicitationId,
            "url": str,
            "session_id": SessionId,
            "tool_call_id": ToolCallId | UnsetType | None,
        }
    )


def _build_UserMessageChunk():
    class UserMessageChunk(
        ContentChunk, kw_only=True, tag_field="sessionUpdate", tag="user_message_chunk"
    ):
        """A chunk of the user's message being streamed."""

    return UserMessageChunk


def _build_UnknownAuthMethod():
    class UnknownAuthMethod(UnknownVariant):
        """A `AuthMethod` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "AuthMethod"
        tag_field = "type"
        requires = (frozenset(("methodId", "name", "type")),)

    return UnknownAuthMethod


def _build_UnknownAvailableCommand():
    class UnknownAvailableCommand(UnknownVariant):
        """A `AvailableCommand` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "AvailableCommand"
        tag_field = "type"
        requires = (frozenset(("description", "name", "type")),)

    return UnknownAvailableCommand


def _build_UnknownAvailableCommandInput():
    class UnknownAvailableCommandInput(UnknownVariant):
        """A `AvailableCommandInput` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "AvailableCommandInput"
        tag_field = "type"

    return UnknownAvailableCommandInput


def _build_UnknownBackgroundWork():
    class UnknownBackgroundWork(UnknownVariant):
        """A `BackgroundWork` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "BackgroundWork"
        tag_field = "type"

    return UnknownBackgroundWork


def _build_UnknownContentBlock():
    class UnknownContentBlock(UnknownVariant):
        """A `ContentBlock` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "ContentBlock"
        tag_field = "type"

    return UnknownContentBlock


def _build_UnknownCreateElicitationRequest():
    class UnknownCreateElicitationRequest(UnknownVariant):
        """A `CreateElicitationRequest` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "CreateElicitationRequest"
        tag_field = "mode"
        requires = (
            frozenset(("message", "mode", "sessionId")),
            frozenset(("message", "mode", "requestId")),
        )

    return UnknownCreateElicitationRequest


def _build_UnknownCreateElicitationResponse():
    class UnknownCreateElicitationResponse(UnknownVariant):
        """A `CreateElicitationResponse` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "CreateElicitationResponse"
        tag_field = "action"

    return UnknownCreateElicitationResponse


def _build_UnknownDiffChange():
    class UnknownDiffChange(UnknownVariant):
        """A `DiffChange` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "DiffChange"
        tag_field = "operation"

    return UnknownDiffChange


def _build_UnknownElicitationPropertySchema():
    class UnknownElicitationPropertySchema(UnknownVariant):
        """A `ElicitationPropertySchema` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "ElicitationPropertySchema"
        tag_field = "type"

    return UnknownElicitationPropertySchema


def _build_UnknownMcpServer():
    class UnknownMcpServer(UnknownVariant):
        """A `McpServer` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "McpServer"
        tag_field = "type"

    return UnknownMcpServer


def _build_UnknownMultiSelectItems():
    class UnknownMultiSelectItems(UnknownVariant):
        """A `MultiSelectItems` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "MultiSelectItems"
        tag_field = "type"

    return UnknownMultiSelectItems


def _build_UnknownPlanUpdateContent():
    class UnknownPlanUpdateContent(UnknownVariant):
        """A `PlanUpdateContent` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "PlanUpdateContent"
        tag_field = "type"
        requires = (frozenset(("planId", "type")),)

    return UnknownPlanUpdateContent


def _build_UnknownReplayFrom():
    class UnknownReplayFrom(UnknownVariant):
        """A `ReplayFrom` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "ReplayFrom"
        tag_field = "type"

    return UnknownReplayFrom


def _build_UnknownRequestPermissionOutcome():
    class UnknownRequestPermissionOutcome(UnknownVariant):
        """A `RequestPermissionOutcome` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "RequestPermissionOutcome"
        tag_field = "outcome"

    return UnknownRequestPermissionOutcome


def _build_UnknownRequestPermissionSubject():
    class UnknownRequestPermissionSubject(UnknownVariant):
        """A `RequestPermissionSubject` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "RequestPermissionSubject"
        tag_field = "type"

    return UnknownRequestPermissionSubject


def _build_UnknownSessionConfigOption():
    class UnknownSessionConfigOption(UnknownVariant):
        """A `SessionConfigOption` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "SessionConfigOption"
        tag_field = "type"
        requires = (frozenset(("configId", "name", "type")),)

    return UnknownSessionConfigOption


def _build_UnknownSessionUpdate():
    class UnknownSessionUpdate(UnknownVariant):
        """A `SessionUpdate` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "SessionUpdate"
        tag_field = "sessionUpdate"

    return UnknownSessionUpdate


def _build_UnknownSetSessionConfigOptionRequest():
    class UnknownSetSessionConfigOptionRequest(UnknownVariant):
        """A `SetSessionConfigOptionRequest` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "SetSessionConfigOptionRequest"
        tag_field = "type"
        requires = (frozenset(("configId", "sessionId", "type", "value")),)

    return UnknownSetSessionConfigOptionRequest


def _build_UnrecognizedStateUpdate():
    class UnrecognizedStateUpdate(UnknownVariant):
        """A `StateUpdate` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "StateUpdate"
        tag_field = "state"

    return UnrecognizedStateUpdate


def _build_UnknownToolCallContent():
    class UnknownToolCallContent(UnknownVariant):
        """A `ToolCallContent` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "ToolCallContent"
        tag_field = "type"

    return UnknownToolCallContent


def _build_RequestPermissionSubject():
    RequestPermissionSubject = ToolCallPermissionSubject | CommandPermissionSubject
    return RequestPermissionSubject


def _build_ToolCallContent():
    ToolCallContent = Content | Diff | Terminal
    return ToolCallContent


def _build_ContentBlock():
    ContentBlock = TextContent | ImageContent | AudioContent | ResourceLink | EmbeddedResource
    return ContentBlock


def _build_EmbeddedResourceResource():
    EmbeddedResourceResource = TextResourceContents | BlobResourceContents
    return EmbeddedResourceResource


def _build_DiffChange():
    DiffChange = (
        AddDiffChange | DeleteDiffChange | ModifyDiffChange | MoveDiffChange | CopyDiffChange
    )
    return DiffChange


def _build_CreateElicitationRequest():
    CreateElicitationRequest = (
        FormSessionCreateElicitationRequest
        | FormRequestCreateElicitationRequest
        | UrlSessionCreateElicitationRequest
        | UrlRequestCreateElicitationRequest
    )
    return CreateElicitationRequest


def _build_ElicitationPropertySchema():
    ElicitationPropertySchema = (
        StringPropertySchema
        | NumberPropertySchema
        | IntegerPropertySchema
        | BooleanPropertySchema
        | MultiSelectPropertySchema
    )
    return ElicitationPropertySchema


def _build_MultiSelectItems():
    MultiSelectItems = StringMultiSelectItems | TitledMultiSelectItems
    return MultiSelectItems


def _build_ElicitationFormMode():
    ElicitationFormMode = SessionElicitationFormMode | RequestElicitationFormMode
    return ElicitationFormMode


def _build_ElicitationUrlMode():
    ElicitationUrlMode = SessionElicitationUrlMode | RequestElicitationUrlMode
    return ElicitationUrlMode


def _build_AgentResponse():
    AgentResponse = ResultAgentResponse | ErrorAgentResponse
    return AgentResponse


def _build_AuthMethod():
    AuthMethod = AuthMethodTerminal | AuthMethodAgent
    return AuthMethod


def _build_SessionConfigOption():
    SessionConfigOption = SelectSessionConfigOption | BooleanSessionConfigOption
    return SessionConfigOption


def _build_SessionConfigSelectOptions():
    SessionConfigSelectOptions = (
        Annotated[list[SessionConfigSelectOption], Meta(min_length=1)]
        | Annotated[list[SessionConfigSelectGroup], Meta(min_length=1)]
    )
    return SessionConfigSelectOptions


def _build_AvailableCommand():
    AvailableCommand = Annotated[Command, "AvailableCommand"]
    return AvailableCommand


def _build_AvailableCommandInput():
    AvailableCommandInput = Annotated[TextCommandInput, "AvailableCommandInput"]
    return AvailableCommandInput


def _build_StateUpdate():
    StateUpdate = (
        RunningStateUpdate | IdleStateUpdate | RequiresActionStateUpdate | UnknownStateUpdate
    )
    return StateUpdate


def _build_BackgroundWork():
    BackgroundWork = BackgroundTerminal | BackgroundToolCall | BackgroundSubagent
    return BackgroundWork


def _build_ErrorData():
    ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | Any
    return ErrorData


def _build_SessionUpdate():
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
    return SessionUpdate


def _build_PlanUpdateContent():
    PlanUpdateContent = PlanItems | PlanFile | PlanMarkdown
    return PlanUpdateContent


def _build_McpServer():
    McpServer = McpServerHttp | McpServerAcp | McpServerStdio
    return McpServer


def _build_ReplayFrom():
    ReplayFrom = Annotated[ReplayFromStart, "ReplayFrom"]
    return ReplayFrom


def _build_SetSessionConfigOptionRequest():
    SetSessionConfigOptionRequest = (
        IdSetSessionConfigOptionRequest | BooleanSetSessionConfigOptionRequest
    )
    return SetSessionConfigOptionRequest


def _build_ClientResponse():
    ClientResponse = ResultClientResponse | ErrorClientResponse
    return ClientResponse


def _build_RequestPermissionOutcome():
    RequestPermissionOutcome = CancelledPermissionOutcome | SelectedPermissionOutcome
    return RequestPermissionOutcome


def _build_CreateElicitationResponse():
    CreateElicitationResponse = (
        AcceptCreateElicitationResponse
        | DeclineCreateElicitationResponse
        | CancelCreateElicitationResponse
    )
    return CreateElicitationResponse


def _build_MessageMcpResponse():
    MessageMcpResponse = ResultMessageMcpResponse | ErrorMessageMcpResponse
    return MessageMcpResponse


def _build_InitializeProxyRequest():
    InitializeProxyRequest = InitializeRequest
    return InitializeProxyRequest


def _build_ProxyResponse():
    ProxyResponse = ResultProxyResponse | ErrorProxyResponse
    return ProxyResponse


def _build_InitializeProxyResponse():
    InitializeProxyResponse = InitializeResponse
    return InitializeProxyResponse


def _build_AgentRequestParams():
    AgentRequestParams = (
        RequestPermissionRequest | MessageMcpRequest | CreateElicitationRequest | ExtRequest
    )
    return AgentRequestParams


def _build_AgentResponseResult():
    AgentResponseResult = (
        InitializeResponse
        | ListProvidersResponse
        | AuthStatusResponse
        | NewSessionResponse
        | ListSessionsResponse
        | ForkSessionResponse
        | SessionStatusResponse
        | SetSessionTitleResponse
        | SetSessionConfigOptionResponse
        | PromptResponse
        | LoginAuthResponse
        | SetProviderResponse
        | DisableProviderResponse
        | LogoutAuthResponse
        | DeleteSessionResponse
        | ArchiveSessionResponse
        | UnarchiveSessionResponse
        | ResumeSessionResponse
        | CloseSessionResponse
        | CancelToolCallResponse
        | CancelTerminalResponse
        | ExtResponse
    )
    return AgentResponseResult


def _build_AgentNotificationParams():
    AgentNotificationParams = (
        UpdateSessionNotification
        | CompleteElicitationNotification
        | AuthStatusUpdateNotification
        | ExtNotification
    )
    return AgentNotificationParams


def _build_ClientRequestParams():
    ClientRequestParams = (
        SetProviderRequest
        | InitializeRequest
        | ForkSessionRequest
        | SetSessionTitleRequest
        | ResumeSessionRequest
        | CancelToolCallRequest
        | CancelTerminalRequest
        | SetSessionConfigOptionRequest
        | PromptRequest
        | LoginAuthRequest
        | DisableProviderRequest
        | NewSessionRequest
        | DeleteSessionRequest
        | ArchiveSessionRequest
        | UnarchiveSessionRequest
        | SessionStatusRequest
        | CloseSessionRequest
        | ListProvidersRequest
        | LogoutAuthRequest
        | AuthStatusRequest
        | ListSessionsRequest
        | ExtRequest
    )
    return ClientRequestParams


def _build_ClientResponseResult():
    ClientResponseResult = (
        RequestPermissionResponse | CreateElicitationResponse | MessageMcpResponse | ExtResponse
    )
    return ClientResponseResult


def _build_ClientNotificationParams():
    ClientNotificationParams = MessageMcpNotification | CancelSessionNotification | ExtNotification
    return ClientNotificationParams


def _build_ProxyRequestParams():
    ProxyRequestParams = ProxySuccessorRequest | InitializeProxyRequest
    return ProxyRequestParams


def _build_KnownToolCallStatus():
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

    yield KnownToolCallStatus
    KnownToolCallStatus.__annotations__.update(
        {
            "PENDING": Final,
            "IN_PROGRESS": Final,
            "PAUSED": Final,
            "COMPLETED": Final,
            "FAILED": Final,
            "CANCELLED": Final,
        }
    )


def _build_KnownRole():
    class KnownRole:
        """Known values of the open enum `Role`; other values are accepted and kept."""

        ASSISTANT: Final = "assistant"
        """The assistant side of a conversation."""
        USER: Final = "user"
        """The user side of a conversation."""

    yield KnownRole
    KnownRole.__annotations__.update(
        {
            "ASSISTANT": Final,
            "USER": Final,
        }
    )


def _build_KnownIconTheme():
    class KnownIconTheme:
        """Known values of the open enum `IconTheme`; other values are accepted and kept."""

        LIGHT: Final = "light"
        """Icon designed for light backgrounds."""
        DARK: Final = "dark"
        """Icon designed for dark backgrounds."""

    yield KnownIconTheme
    KnownIconTheme.__annotations__.update(
        {
            "LIGHT": Final,
            "DARK": Final,
        }
    )


def _build_KnownDiffFileType():
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

    yield KnownDiffFileType
    KnownDiffFileType.__annotations__.update(
        {
            "TEXT": Final,
            "BINARY": Final,
            "DIRECTORY": Final,
            "SYMLINK": Final,
        }
    )


def _build_KnownDiffPatchFormat():
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

    yield KnownDiffPatchFormat
    KnownDiffPatchFormat.__annotations__.update(
        {
            "GIT_PATCH": Final,
        }
    )


def _build_KnownPermissionOptionKind():
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

    yield KnownPermissionOptionKind
    KnownPermissionOptionKind.__annotations__.update(
        {
            "ALLOW_ONCE": Final,
            "ALLOW_ALWAYS": Final,
            "REJECT_ONCE": Final,
            "REJECT_ALWAYS": Final,
        }
    )


def _build_KnownStringFormat():
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

    yield KnownStringFormat
    KnownStringFormat.__annotations__.update(
        {
            "EMAIL": Final,
            "URI": Final,
            "DATE": Final,
            "DATE_TIME": Final,
        }
    )


def _build_KnownLlmProtocol():
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

    yield KnownLlmProtocol
    KnownLlmProtocol.__annotations__.update(
        {
            "ANTHROPIC": Final,
            "OPENAI": Final,
            "AZURE": Final,
            "VERTEX": Final,
            "BEDROCK": Final,
        }
    )


def _build_KnownAuthState():
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

    yield KnownAuthState
    KnownAuthState.__annotations__.update(
        {
            "AUTHENTICATED": Final,
            "UNAUTHENTICATED": Final,
            "NOT_REQUIRED": Final,
            "UNKNOWN": Final,
        }
    )


def _build_KnownSessionConfigOptionCategory():
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

    yield KnownSessionConfigOptionCategory
    KnownSessionConfigOptionCategory.__annotations__.update(
        {
            "MODE": Final,
            "MODEL": Final,
            "MODEL_CONFIG": Final,
            "THOUGHT_LEVEL": Final,
        }
    )


def _build_KnownSessionStatus():
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

    yield KnownSessionStatus
    KnownSessionStatus.__annotations__.update(
        {
            "OPEN": Final,
            "SAVED": Final,
        }
    )


def _build_KnownErrorCode():
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

    yield KnownErrorCode
    KnownErrorCode.__annotations__.update(
        {
            "PARSE_ERROR": Final,
            "INVALID_REQUEST": Final,
            "METHOD_NOT_FOUND": Final,
            "INVALID_PARAMS": Final,
            "INTERNAL_ERROR": Final,
            "REQUEST_CANCELLED": Final,
            "AUTHENTICATION_REQUIRED": Final,
            "RESOURCE_NOT_FOUND": Final,
            "UNSUPPORTED_PROTOCOL_VERSION": Final,
        }
    )


def _build_KnownPlanEntryPriority():
    class KnownPlanEntryPriority:
        """Known values of the open enum `PlanEntryPriority`; other values are accepted and kept."""

        HIGH: Final = "high"
        """High priority task - critical to the overall goal."""
        MEDIUM: Final = "medium"
        """Medium priority task - important but not critical."""
        LOW: Final = "low"
        """Low priority task - nice to have but not essential."""

    yield KnownPlanEntryPriority
    KnownPlanEntryPriority.__annotations__.update(
        {
            "HIGH": Final,
            "MEDIUM": Final,
            "LOW": Final,
        }
    )


def _build_KnownPlanEntryStatus():
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

    yield KnownPlanEntryStatus
    KnownPlanEntryStatus.__annotations__.update(
        {
            "PENDING": Final,
            "IN_PROGRESS": Final,
            "COMPLETED": Final,
            "CANCELLED": Final,
        }
    )


def _build_KnownNoticeSeverity():
    class KnownNoticeSeverity:
        """Known values of the open enum `NoticeSeverity`; other values are accepted and kept."""

        INFO: Final = "info"
        """Informational notice."""
        WARNING: Final = "warning"
        """Warning notice."""
        ERROR: Final = "error"
        """Error notice."""

    yield KnownNoticeSeverity
    KnownNoticeSeverity.__annotations__.update(
        {
            "INFO": Final,
            "WARNING": Final,
            "ERROR": Final,
        }
    )


def _build_KnownCompactionStatus():
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

    yield KnownCompactionStatus
    KnownCompactionStatus.__annotations__.update(
        {
            "IN_PROGRESS": Final,
            "COMPLETED": Final,
            "FAILED": Final,
            "CANCELLED": Final,
        }
    )


def _build_KnownSystemPromptMode():
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

    yield KnownSystemPromptMode
    KnownSystemPromptMode.__annotations__.update(
        {
            "APPEND": Final,
            "OVERRIDE": Final,
        }
    )


def _build_KnownSessionArchiveFilter():
    class KnownSessionArchiveFilter:
        """Known values of the open enum `SessionArchiveFilter`; other values are accepted and kept."""

        EXCLUDE: Final = "exclude"
        """Only sessions that are not archived. This is the default."""
        INCLUDE: Final = "include"
        """Both archived sessions and sessions that are not archived."""
        ONLY: Final = "only"
        """Only archived sessions."""

    yield KnownSessionArchiveFilter
    KnownSessionArchiveFilter.__annotations__.update(
        {
            "EXCLUDE": Final,
            "INCLUDE": Final,
            "ONLY": Final,
        }
    )


def _build__AgentNotificationParamsSpec():
    _AgentNotificationParamsSpec = UnionSpec(
        "AgentNotificationParams",
        tag_field=None,
        by_tag={},
        untagged=(
            UpdateSessionNotification,
            CompleteElicitationNotification,
            AuthStatusUpdateNotification,
            ExtNotification,
        ),
        unknown=None,
        classes=(
            UpdateSessionNotification,
            CompleteElicitationNotification,
            AuthStatusUpdateNotification,
        ),
        by_method={
            "auth/status_update": AuthStatusUpdateNotification,
            "elicitation/complete": CompleteElicitationNotification,
            "session/update": UpdateSessionNotification,
        },
    )
    return _AgentNotificationParamsSpec


def _build__CreateElicitationRequestSpec():
    _CreateElicitationRequestSpec = UnionSpec(
        "CreateElicitationRequest",
        tag_field="mode",
        by_tag={
            "form": (
                FormSessionCreateElicitationRequest,
                FormRequestCreateElicitationRequest,
            ),
            "url": (
                UrlSessionCreateElicitationRequest,
                UrlRequestCreateElicitationRequest,
            ),
        },
        untagged=(),
        unknown=UnknownCreateElicitationRequest,
        classes=(
            FormSessionCreateElicitationRequest,
            FormRequestCreateElicitationRequest,
            UrlSessionCreateElicitationRequest,
            UrlRequestCreateElicitationRequest,
            UnknownCreateElicitationRequest,
        ),
    )
    return _CreateElicitationRequestSpec


def _build__AgentRequestParamsSpec():
    _AgentRequestParamsSpec = UnionSpec(
        "AgentRequestParams",
        tag_field=None,
        by_tag={},
        untagged=(
            RequestPermissionRequest,
            MessageMcpRequest,
            _CreateElicitationRequestSpec,
            ExtRequest,
        ),
        unknown=None,
        classes=(
            RequestPermissionRequest,
            MessageMcpRequest,
        ),
        by_method={
            "elicitation/create": _CreateElicitationRequestSpec,
            "mcp/message": MessageMcpRequest,
            "session/request_permission": RequestPermissionRequest,
        },
    )
    return _AgentRequestParamsSpec


def _build__AgentResponseSpec():
    _AgentResponseSpec = UnionSpec(
        "AgentResponse",
        tag_field=None,
        by_tag={},
        untagged=(
            ResultAgentResponse,
            ErrorAgentResponse,
        ),
        unknown=None,
        classes=(
            ResultAgentResponse,
            ErrorAgentResponse,
        ),
    )
    return _AgentResponseSpec


def _build__AgentResponseResultSpec():
    _AgentResponseResultSpec = UnionSpec(
        "AgentResponseResult",
        tag_field=None,
        by_tag={},
        untagged=(
            InitializeResponse,
            ListProvidersResponse,
            AuthStatusResponse,
            NewSessionResponse,
            ListSessionsResponse,
            ForkSessionResponse,
            SessionStatusResponse,
            SetSessionTitleResponse,
            SetSessionConfigOptionResponse,
            PromptResponse,
            LoginAuthResponse,
            SetProviderResponse,
            DisableProviderResponse,
            LogoutAuthResponse,
            DeleteSessionResponse,
            ArchiveSessionResponse,
            UnarchiveSessionResponse,
            ResumeSessionResponse,
            CloseSessionResponse,
            CancelToolCallResponse,
            CancelTerminalResponse,
            ExtResponse,
        ),
        unknown=None,
        classes=(
            InitializeResponse,
            ListProvidersResponse,
            AuthStatusResponse,
            NewSessionResponse,
            ListSessionsResponse,
            ForkSessionResponse,
            SessionStatusResponse,
            SetSessionTitleResponse,
            SetSessionConfigOptionResponse,
            PromptResponse,
            LoginAuthResponse,
            SetProviderResponse,
            DisableProviderResponse,
            LogoutAuthResponse,
            DeleteSessionResponse,
            ArchiveSessionResponse,
            UnarchiveSessionResponse,
            ResumeSessionResponse,
            CloseSessionResponse,
            CancelToolCallResponse,
            CancelTerminalResponse,
        ),
        by_method={
            "auth/login": LoginAuthResponse,
            "auth/logout": LogoutAuthResponse,
            "auth/status": AuthStatusResponse,
            "initialize": InitializeResponse,
            "providers/disable": DisableProviderResponse,
            "providers/list": ListProvidersResponse,
            "providers/set": SetProviderResponse,
            "session/archive": ArchiveSessionResponse,
            "session/close": CloseSessionResponse,
            "session/delete": DeleteSessionResponse,
            "session/fork": ForkSessionResponse,
            "session/list": ListSessionsResponse,
            "session/new": NewSessionResponse,
            "session/prompt": PromptResponse,
            "session/resume": ResumeSessionResponse,
            "session/set_config_option": SetSessionConfigOptionResponse,
            "session/set_title": SetSessionTitleResponse,
            "session/status": SessionStatusResponse,
            "session/unarchive": UnarchiveSessionResponse,
            "terminal/cancel": CancelTerminalResponse,
            "tool_call/cancel": CancelToolCallResponse,
        },
    )
    return _AgentResponseResultSpec


def _build__AuthMethodSpec():
    _AuthMethodSpec = UnionSpec(
        "AuthMethod",
        tag_field="type",
        by_tag={
            "terminal": (AuthMethodTerminal,),
            "agent": (AuthMethodAgent,),
        },
        untagged=(),
        unknown=UnknownAuthMethod,
        classes=(
            AuthMethodTerminal,
            AuthMethodAgent,
            UnknownAuthMethod,
        ),
    )
    return _AuthMethodSpec


def _build__AvailableCommandSpec():
    _AvailableCommandSpec = UnionSpec(
        "AvailableCommand",
        tag_field="type",
        by_tag={
            "command": (Command,),
        },
        untagged=(),
        unknown=UnknownAvailableCommand,
        classes=(
            Command,
            UnknownAvailableCommand,
        ),
    )
    return _AvailableCommandSpec


def _build__AvailableCommandInputSpec():
    _AvailableCommandInputSpec = UnionSpec(
        "AvailableCommandInput",
        tag_field="type",
        by_tag={
            "text": (TextCommandInput,),
        },
        untagged=(),
        unknown=UnknownAvailableCommandInput,
        classes=(
            TextCommandInput,
            UnknownAvailableCommandInput,
        ),
    )
    return _AvailableCommandInputSpec


def _build__BackgroundWorkSpec():
    _BackgroundWorkSpec = UnionSpec(
        "BackgroundWork",
        tag_field="type",
        by_tag={
            "terminal": (BackgroundTerminal,),
            "tool_call": (BackgroundToolCall,),
            "subagent": (BackgroundSubagent,),
        },
        untagged=(),
        unknown=UnknownBackgroundWork,
        classes=(
            BackgroundTerminal,
            BackgroundToolCall,
            BackgroundSubagent,
            UnknownBackgroundWork,
        ),
    )
    return _BackgroundWorkSpec


def _build__ClientNotificationParamsSpec():
    _ClientNotificationParamsSpec = UnionSpec(
        "ClientNotificationParams",
        tag_field=None,
        by_tag={},
        untagged=(
            MessageMcpNotification,
            CancelSessionNotification,
            ExtNotification,
        ),
        unknown=None,
        classes=(
            MessageMcpNotification,
            CancelSessionNotification,
        ),
        by_method={
            "mcp/message": MessageMcpNotification,
            "session/cancel": CancelSessionNotification,
        },
    )
    return _ClientNotificationParamsSpec


def _build__ClientRequestParamsSpec():
    _ClientRequestParamsSpec = UnionSpec(
        "ClientRequestParams",
        tag_field=None,
        by_tag={},
        untagged=(
            SetProviderRequest,
            InitializeRequest,
            ForkSessionRequest,
            SetSessionTitleRequest,
            ResumeSessionRequest,
            CancelToolCallRequest,
            CancelTerminalRequest,
            SetSessionConfigOptionRequest,
            PromptRequest,
            LoginAuthRequest,
            DisableProviderRequest,
            NewSessionRequest,
            DeleteSessionRequest,
            ArchiveSessionRequest,
            UnarchiveSessionRequest,
            SessionStatusRequest,
            CloseSessionRequest,
            ListProvidersRequest,
            LogoutAuthRequest,
            AuthStatusRequest,
            ListSessionsRequest,
            ExtRequest,
        ),
        unknown=None,
        classes=(
            SetProviderRequest,
            InitializeRequest,
            ForkSessionRequest,
            SetSessionTitleRequest,
            ResumeSessionRequest,
            CancelToolCallRequest,
            CancelTerminalRequest,
            PromptRequest,
            LoginAuthRequest,
            DisableProviderRequest,
            NewSessionRequest,
            DeleteSessionRequest,
            ArchiveSessionRequest,
            UnarchiveSessionRequest,
            SessionStatusRequest,
            CloseSessionRequest,
            ListProvidersRequest,
            LogoutAuthRequest,
            AuthStatusRequest,
            ListSessionsRequest,
        ),
        by_method={
            "auth/login": LoginAuthRequest,
            "auth/logout": LogoutAuthRequest,
            "auth/status": AuthStatusRequest,
            "initialize": InitializeRequest,
            "providers/disable": DisableProviderRequest,
            "providers/list": ListProvidersRequest,
            "providers/set": SetProviderRequest,
            "session/archive": ArchiveSessionRequest,
            "session/close": CloseSessionRequest,
            "session/delete": DeleteSessionRequest,
            "session/fork": ForkSessionRequest,
            "session/list": ListSessionsRequest,
            "session/new": NewSessionRequest,
            "session/prompt": PromptRequest,
            "session/resume": ResumeSessionRequest,
            "session/set_config_option": SetSessionConfigOptionRequest,
            "session/set_title": SetSessionTitleRequest,
            "session/status": SessionStatusRequest,
            "session/unarchive": UnarchiveSessionRequest,
            "terminal/cancel": CancelTerminalRequest,
            "tool_call/cancel": CancelToolCallRequest,
        },
    )
    return _ClientRequestParamsSpec


def _build__ClientResponseSpec():
    _ClientResponseSpec = UnionSpec(
        "ClientResponse",
        tag_field=None,
        by_tag={},
        untagged=(
            ResultClientResponse,
            ErrorClientResponse,
        ),
        unknown=None,
        classes=(
            ResultClientResponse,
            ErrorClientResponse,
        ),
    )
    return _ClientResponseSpec


def _build__MessageMcpResponseSpec():
    _MessageMcpResponseSpec = UnionSpec(
        "MessageMcpResponse",
        tag_field=None,
        by_tag={},
        untagged=(
            ResultMessageMcpResponse,
            ErrorMessageMcpResponse,
        ),
        unknown=None,
        classes=(
            ResultMessageMcpResponse,
            ErrorMessageMcpResponse,
        ),
    )
    return _MessageMcpResponseSpec


def _build__ClientResponseResultSpec():
    _ClientResponseResultSpec = UnionSpec(
        "ClientResponseResult",
        tag_field=None,
        by_tag={},
        untagged=(
            RequestPermissionResponse,
            CreateElicitationResponse,
            _MessageMcpResponseSpec,
            ExtResponse,
        ),
        unknown=None,
        classes=(RequestPermissionResponse,),
        by_method={
            "elicitation/create": CreateElicitationResponse,
            "mcp/message": _MessageMcpResponseSpec,
            "session/request_permission": RequestPermissionResponse,
        },
    )
    return _ClientResponseResultSpec


def _build__ContentBlockSpec():
    _ContentBlockSpec = UnionSpec(
        "ContentBlock",
        tag_field="type",
        by_tag={
            "text": (TextContent,),
            "image": (ImageContent,),
            "audio": (AudioContent,),
            "resource_link": (ResourceLink,),
            "resource": (EmbeddedResource,),
        },
        untagged=(),
        unknown=UnknownContentBlock,
        classes=(
            TextContent,
            ImageContent,
            AudioContent,
            ResourceLink,
            EmbeddedResource,
            UnknownContentBlock,
        ),
    )
    return _ContentBlockSpec


def _build__CreateElicitationResponseSpec():
    _CreateElicitationResponseSpec = UnionSpec(
        "CreateElicitationResponse",
        tag_field="action",
        by_tag={
            "accept": (AcceptCreateElicitationResponse,),
            "decline": (DeclineCreateElicitationResponse,),
            "cancel": (CancelCreateElicitationResponse,),
        },
        untagged=(),
        unknown=UnknownCreateElicitationResponse,
        classes=(
            AcceptCreateElicitationResponse,
            DeclineCreateElicitationResponse,
            CancelCreateElicitationResponse,
            UnknownCreateElicitationResponse,
        ),
    )
    return _CreateElicitationResponseSpec


def _build__DiffChangeSpec():
    _DiffChangeSpec = UnionSpec(
        "DiffChange",
        tag_field="operation",
        by_tag={
            "add": (AddDiffChange,),
            "delete": (DeleteDiffChange,),
            "modify": (ModifyDiffChange,),
            "move": (MoveDiffChange,),
            "copy": (CopyDiffChange,),
        },
        untagged=(),
        unknown=UnknownDiffChange,
        classes=(
            AddDiffChange,
            DeleteDiffChange,
            ModifyDiffChange,
            MoveDiffChange,
            CopyDiffChange,
            UnknownDiffChange,
        ),
    )
    return _DiffChangeSpec


def _build__ElicitationFormModeSpec():
    _ElicitationFormModeSpec = UnionSpec(
        "ElicitationFormMode",
        tag_field=None,
        by_tag={},
        untagged=(
            SessionElicitationFormMode,
            RequestElicitationFormMode,
        ),
        unknown=None,
        classes=(
            SessionElicitationFormMode,
            RequestElicitationFormMode,
        ),
    )
    return _ElicitationFormModeSpec


def _build__ElicitationPropertySchemaSpec():
    _ElicitationPropertySchemaSpec = UnionSpec(
        "ElicitationPropertySchema",
        tag_field="type",
        by_tag={
            "string": (StringPropertySchema,),
            "number": (NumberPropertySchema,),
            "integer": (IntegerPropertySchema,),
            "boolean": (BooleanPropertySchema,),
            "array": (MultiSelectPropertySchema,),
        },
        untagged=(),
        unknown=UnknownElicitationPropertySchema,
        classes=(
            StringPropertySchema,
            NumberPropertySchema,
            IntegerPropertySchema,
            BooleanPropertySchema,
            MultiSelectPropertySchema,
            UnknownElicitationPropertySchema,
        ),
    )
    return _ElicitationPropertySchemaSpec


def _build__ElicitationUrlModeSpec():
    _ElicitationUrlModeSpec = UnionSpec(
        "ElicitationUrlMode",
        tag_field=None,
        by_tag={},
        untagged=(
            SessionElicitationUrlMode,
            RequestElicitationUrlMode,
        ),
        unknown=None,
        classes=(
            SessionElicitationUrlMode,
            RequestElicitationUrlMode,
        ),
    )
    return _ElicitationUrlModeSpec


def _build__EmbeddedResourceResourceSpec():
    _EmbeddedResourceResourceSpec = UnionSpec(
        "EmbeddedResourceResource",
        tag_field=None,
        by_tag={},
        untagged=(
            TextResourceContents,
            BlobResourceContents,
        ),
        unknown=None,
        classes=(
            TextResourceContents,
            BlobResourceContents,
        ),
    )
    return _EmbeddedResourceResourceSpec


def _build__McpServerSpec():
    _McpServerSpec = UnionSpec(
        "McpServer",
        tag_field="type",
        by_tag={
            "http": (McpServerHttp,),
            "acp": (McpServerAcp,),
            "stdio": (McpServerStdio,),
        },
        untagged=(),
        unknown=UnknownMcpServer,
        classes=(
            McpServerHttp,
            McpServerAcp,
            McpServerStdio,
            UnknownMcpServer,
        ),
    )
    return _McpServerSpec


def _build__MultiSelectItemsSpec():
    _MultiSelectItemsSpec = UnionSpec(
        "MultiSelectItems",
        tag_field="type",
        by_tag={
            "string": (StringMultiSelectItems,),
            "titled": (TitledMultiSelectItems,),
        },
        untagged=(TitledMultiSelectItems,),
        unknown=UnknownMultiSelectItems,
        classes=(
            StringMultiSelectItems,
            TitledMultiSelectItems,
            UnknownMultiSelectItems,
        ),
    )
    return _MultiSelectItemsSpec


def _build__PlanUpdateContentSpec():
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
    return _PlanUpdateContentSpec


def _build__ProxyRequestParamsSpec():
    _ProxyRequestParamsSpec = UnionSpec(
        "ProxyRequestParams",
        tag_field=None,
        by_tag={},
        untagged=(
            ProxySuccessorRequest,
            InitializeProxyRequest,
        ),
        unknown=None,
        classes=(ProxySuccessorRequest,),
        by_method={
            "proxy/initialize": InitializeProxyRequest,
            "proxy/successor": ProxySuccessorRequest,
        },
    )
    return _ProxyRequestParamsSpec


def _build__ProxyResponseSpec():
    _ProxyResponseSpec = UnionSpec(
        "ProxyResponse",
        tag_field=None,
        by_tag={},
        untagged=(
            ResultProxyResponse,
            ErrorProxyResponse,
        ),
        unknown=None,
        classes=(
            ResultProxyResponse,
            ErrorProxyResponse,
        ),
    )
    return _ProxyResponseSpec


def _build__ReplayFromSpec():
    _ReplayFromSpec = UnionSpec(
        "ReplayFrom",
        tag_field="type",
        by_tag={
            "start": (ReplayFromStart,),
        },
        untagged=(),
        unknown=UnknownReplayFrom,
        classes=(
            ReplayFromStart,
            UnknownReplayFrom,
        ),
    )
    return _ReplayFromSpec


def _build__RequestPermissionOutcomeSpec():
    _RequestPermissionOutcomeSpec = UnionSpec(
        "RequestPermissionOutcome",
        tag_field="outcome",
        by_tag={
            "cancelled": (CancelledPermissionOutcome,),
            "selected": (SelectedPermissionOutcome,),
        },
        untagged=(),
        unknown=UnknownRequestPermissionOutcome,
        classes=(
            CancelledPermissionOutcome,
            SelectedPermissionOutcome,
            UnknownRequestPermissionOutcome,
        ),
    )
    return _RequestPermissionOutcomeSpec


def _build__RequestPermissionSubjectSpec():
    _RequestPermissionSubjectSpec = UnionSpec(
        "RequestPermissionSubject",
        tag_field="type",
        by_tag={
            "tool_call": (ToolCallPermissionSubject,),
            "command": (CommandPermissionSubject,),
        },
        untagged=(),
        unknown=UnknownRequestPermissionSubject,
        classes=(
            ToolCallPermissionSubject,
            CommandPermissionSubject,
            UnknownRequestPermissionSubject,
        ),
    )
    return _RequestPermissionSubjectSpec


def _build__SessionConfigOptionSpec():
    _SessionConfigOptionSpec = UnionSpec(
        "SessionConfigOption",
        tag_field="type",
        by_tag={
            "select": (SelectSessionConfigOption,),
            "boolean": (BooleanSessionConfigOption,),
        },
        untagged=(),
        unknown=UnknownSessionConfigOption,
        classes=(
            SelectSessionConfigOption,
            BooleanSessionConfigOption,
            UnknownSessionConfigOption,
        ),
    )
    return _SessionConfigOptionSpec


def _build__SessionConfigSelectOptionsSpec():
    _SessionConfigSelectOptionsSpec = UnionSpec(
        "SessionConfigSelectOptions",
        tag_field=None,
        by_tag={},
        untagged=(
            Annotated[list[SessionConfigSelectOption], Meta(min_length=1)],
            Annotated[list[SessionConfigSelectGroup], Meta(min_length=1)],
        ),
        unknown=None,
        classes=(),
    )
    return _SessionConfigSelectOptionsSpec


def _build__SessionUpdateSpec():
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
    return _SessionUpdateSpec


def _build__SetSessionConfigOptionRequestSpec():
    _SetSessionConfigOptionRequestSpec = UnionSpec(
        "SetSessionConfigOptionRequest",
        tag_field="type",
        by_tag={
            "id": (IdSetSessionConfigOptionRequest,),
            "boolean": (BooleanSetSessionConfigOptionRequest,),
        },
        untagged=(),
        unknown=UnknownSetSessionConfigOptionRequest,
        classes=(
            IdSetSessionConfigOptionRequest,
            BooleanSetSessionConfigOptionRequest,
            UnknownSetSessionConfigOptionRequest,
        ),
    )
    return _SetSessionConfigOptionRequestSpec


def _build__StateUpdateSpec():
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
    return _StateUpdateSpec


def _build__ToolCallContentSpec():
    _ToolCallContentSpec = UnionSpec(
        "ToolCallContent",
        tag_field="type",
        by_tag={
            "content": (Content,),
            "diff": (Diff,),
            "terminal": (Terminal,),
        },
        untagged=(),
        unknown=UnknownToolCallContent,
        classes=(
            Content,
            Diff,
            Terminal,
            UnknownToolCallContent,
        ),
    )
    return _ToolCallContentSpec


def _build_RESOLVED_UNIONS():
    RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
        AgentNotificationParams: _AgentNotificationParamsSpec,
        CreateElicitationRequest: _CreateElicitationRequestSpec,
        AgentRequestParams: _AgentRequestParamsSpec,
        AgentResponse: _AgentResponseSpec,
        AgentResponseResult: _AgentResponseResultSpec,
        AvailableCommand: _AvailableCommandSpec,
        AvailableCommandInput: _AvailableCommandInputSpec,
        ClientNotificationParams: _ClientNotificationParamsSpec,
        ClientRequestParams: _ClientRequestParamsSpec,
        ClientResponse: _ClientResponseSpec,
        MessageMcpResponse: _MessageMcpResponseSpec,
        ClientResponseResult: _ClientResponseResultSpec,
        ElicitationFormMode: _ElicitationFormModeSpec,
        ElicitationUrlMode: _ElicitationUrlModeSpec,
        EmbeddedResourceResource: _EmbeddedResourceResourceSpec,
        MultiSelectItems: _MultiSelectItemsSpec,
        ProxyRequestParams: _ProxyRequestParamsSpec,
        ProxyResponse: _ProxyResponseSpec,
        ReplayFrom: _ReplayFromSpec,
        SessionConfigSelectOptions: _SessionConfigSelectOptionsSpec,
    }
    return RESOLVED_UNIONS


def _build__AgentNotificationParamsField():
    _AgentNotificationParamsField = Annotated[Any, _AgentNotificationParamsSpec]
    return _AgentNotificationParamsField


def _build__AgentRequestParamsField():
    _AgentRequestParamsField = Annotated[Any, _AgentRequestParamsSpec]
    return _AgentRequestParamsField


def _build__AgentResponseField():
    _AgentResponseField = Annotated[Any, _AgentResponseSpec]
    return _AgentResponseField


def _build__AgentResponseResultField():
    _AgentResponseResultField = Annotated[Any, _AgentResponseResultSpec]
    return _AgentResponseResultField


def _build__AvailableCommandField():
    _AvailableCommandField = Annotated[Any, _AvailableCommandSpec]
    return _AvailableCommandField


def _build__AvailableCommandInputField():
    _AvailableCommandInputField = Annotated[Any, _AvailableCommandInputSpec]
    return _AvailableCommandInputField


def _build__ClientNotificationParamsField():
    _ClientNotificationParamsField = Annotated[Any, _ClientNotificationParamsSpec]
    return _ClientNotificationParamsField


def _build__ClientRequestParamsField():
    _ClientRequestParamsField = Annotated[Any, _ClientRequestParamsSpec]
    return _ClientRequestParamsField


def _build__ClientResponseField():
    _ClientResponseField = Annotated[Any, _ClientResponseSpec]
    return _ClientResponseField


def _build__ClientResponseResultField():
    _ClientResponseResultField = Annotated[Any, _ClientResponseResultSpec]
    return _ClientResponseResultField


def _build__CreateElicitationRequestField():
    _CreateElicitationRequestField = Annotated[Any, _CreateElicitationRequestSpec]
    return _CreateElicitationRequestField


def _build__ElicitationFormModeField():
    _ElicitationFormModeField = Annotated[Any, _ElicitationFormModeSpec]
    return _ElicitationFormModeField


def _build__ElicitationUrlModeField():
    _ElicitationUrlModeField = Annotated[Any, _ElicitationUrlModeSpec]
    return _ElicitationUrlModeField


def _build__EmbeddedResourceResourceField():
    _EmbeddedResourceResourceField = Annotated[Any, _EmbeddedResourceResourceSpec]
    return _EmbeddedResourceResourceField


def _build__MessageMcpResponseField():
    _MessageMcpResponseField = Annotated[Any, _MessageMcpResponseSpec]
    return _MessageMcpResponseField


def _build__MultiSelectItemsField():
    _MultiSelectItemsField = Annotated[Any, _MultiSelectItemsSpec]
    return _MultiSelectItemsField


def _build__ProxyRequestParamsField():
    _ProxyRequestParamsField = Annotated[Any, _ProxyRequestParamsSpec]
    return _ProxyRequestParamsField


def _build__ProxyResponseField():
    _ProxyResponseField = Annotated[Any, _ProxyResponseSpec]
    return _ProxyResponseField


def _build__ReplayFromField():
    _ReplayFromField = Annotated[Any, _ReplayFromSpec]
    return _ReplayFromField


def _build__SessionConfigSelectOptionsField():
    _SessionConfigSelectOptionsField = Annotated[Any, _SessionConfigSelectOptionsSpec]
    return _SessionConfigSelectOptionsField


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "AgentRequest": (
            _build_AgentRequest,
            (
                "_AgentRequestParamsField",
                "_AgentRequestParamsSpec",
            ),
        ),
        "RequestPermissionRequest": (
            _build_RequestPermissionRequest,
            (
                "PermissionOption",
                "RequestPermissionSubject",
            ),
        ),
        "ToolCallUpdate": (
            _build_ToolCallUpdate,
            (
                "ToolCallCapabilities",
                "ToolCallContent",
                "ToolCallLocation",
            ),
        ),
        "Annotations": (_build_Annotations, ()),
        "TextContent": (_build_TextContent, ("Annotations",)),
        "ImageContent": (_build_ImageContent, ("Annotations",)),
        "AudioContent": (_build_AudioContent, ("Annotations",)),
        "Icon": (_build_Icon, ()),
        "ResourceLink": (
            _build_ResourceLink,
            (
                "Annotations",
                "Icon",
            ),
        ),
        "TextResourceContents": (_build_TextResourceContents, ()),
        "BlobResourceContents": (_build_BlobResourceContents, ()),
        "EmbeddedResource": (
            _build_EmbeddedResource,
            (
                "Annotations",
                "_EmbeddedResourceResourceField",
                "_EmbeddedResourceResourceSpec",
            ),
        ),
        "Content": (_build_Content, ("ContentBlock",)),
        "DiffPathChange": (_build_DiffPathChange, ()),
        "DiffPathPairChange": (_build_DiffPathPairChange, ()),
        "DiffPatch": (_build_DiffPatch, ()),
        "Diff": (
            _build_Diff,
            (
                "DiffChange",
                "DiffPatch",
            ),
        ),
        "Terminal": (_build_Terminal, ()),
        "ToolCallLocation": (_build_ToolCallLocation, ()),
        "ToolCallCapabilities": (_build_ToolCallCapabilities, ("ToolCallCancelCapabilities",)),
        "ToolCallCancelCapabilities": (_build_ToolCallCancelCapabilities, ()),
        "ToolCallPermissionSubject": (_build_ToolCallPermissionSubject, ("ToolCallUpdate",)),
        "CommandPermissionSubject": (_build_CommandPermissionSubject, ()),
        "PermissionOption": (_build_PermissionOption, ()),
        "ElicitationSessionScope": (_build_ElicitationSessionScope, ()),
        "ElicitationRequestScope": (_build_ElicitationRequestScope, ()),
        "ElicitationSchema": (_build_ElicitationSchema, ("ElicitationPropertySchema",)),
        "EnumOption": (_build_EnumOption, ()),
        "StringPropertySchema": (_build_StringPropertySchema, ("EnumOption",)),
        "NumberPropertySchema": (_build_NumberPropertySchema, ()),
        "IntegerPropertySchema": (_build_IntegerPropertySchema, ()),
        "BooleanPropertySchema": (_build_BooleanPropertySchema, ()),
        "StringMultiSelectItems": (_build_StringMultiSelectItems, ()),
        "TitledMultiSelectItems": (_build_TitledMultiSelectItems, ("EnumOption",)),
        "MultiSelectPropertySchema": (
            _build_MultiSelectPropertySchema,
            (
                "_MultiSelectItemsField",
                "_MultiSelectItemsSpec",
            ),
        ),
        "MessageMcpRequest": (_build_MessageMcpRequest, ()),
        "InitializeResponse": (
            _build_InitializeResponse,
            (
                "AgentCapabilities",
                "AuthMethod",
                "Implementation",
            ),
        ),
        "Implementation": (_build_Implementation, ()),
        "AgentCapabilities": (
            _build_AgentCapabilities,
            (
                "AgentAuthCapabilities",
                "ProvidersCapabilities",
                "SessionCapabilities",
            ),
        ),
        "SessionCapabilities": (
            _build_SessionCapabilities,
            (
                "McpCapabilities",
                "PromptCapabilities",
                "SessionAdditionalDirectoriesCapabilities",
                "SessionArchiveCapabilities",
                "SessionDeleteCapabilities",
                "SessionForkCapabilities",
                "SessionStatusCapabilities",
                "SessionSystemPromptCapabilities",
                "SessionTitleCapabilities",
            ),
        ),
        "PromptCapabilities": (
            _build_PromptCapabilities,
            (
                "PromptAudioCapabilities",
                "PromptEmbeddedContextCapabilities",
                "PromptImageCapabilities",
            ),
        ),
        "PromptImageCapabilities": (_build_PromptImageCapabilities, ()),
        "PromptAudioCapabilities": (_build_PromptAudioCapabilities, ()),
        "PromptEmbeddedContextCapabilities": (_build_PromptEmbeddedContextCapabilities, ()),
        "McpCapabilities": (
            _build_McpCapabilities,
            (
                "McpAcpCapabilities",
                "McpHttpCapabilities",
                "McpStdioCapabilities",
            ),
        ),
        "McpStdioCapabilities": (_build_McpStdioCapabilities, ()),
        "McpHttpCapabilities": (_build_McpHttpCapabilities, ()),
        "McpAcpCapabilities": (_build_McpAcpCapabilities, ()),
        "SessionDeleteCapabilities": (_build_SessionDeleteCapabilities, ()),
        "SessionAdditionalDirectoriesCapabilities": (
            _build_SessionAdditionalDirectoriesCapabilities,
            (),
        ),
        "SessionSystemPromptCapabilities": (
            _build_SessionSystemPromptCapabilities,
            ("SessionSystemPromptModeCapabilities",),
        ),
        "SessionSystemPromptModeCapabilities": (
            _build_SessionSystemPromptModeCapabilities,
            ("SessionSystemPromptOverrideCapabilities",),
        ),
        "SessionSystemPromptOverrideCapabilities": (
            _build_SessionSystemPromptOverrideCapabilities,
            (),
        ),
        "SessionForkCapabilities": (_build_SessionForkCapabilities, ()),
        "SessionArchiveCapabilities": (_build_SessionArchiveCapabilities, ()),
        "SessionStatusCapabilities": (_build_SessionStatusCapabilities, ()),
        "SessionTitleCapabilities": (_build_SessionTitleCapabilities, ()),
        "AgentAuthCapabilities": (_build_AgentAuthCapabilities, ("AuthStatusCapabilities",)),
        "AuthStatusCapabilities": (_build_AuthStatusCapabilities, ()),
        "ProvidersCapabilities": (_build_ProvidersCapabilities, ()),
        "EnvVariable": (_build_EnvVariable, ()),
        "AuthMethodTerminal": (_build_AuthMethodTerminal, ("EnvVariable",)),
        "AuthMethodAgent": (_build_AuthMethodAgent, ()),
        "LoginAuthResponse": (_build_LoginAuthResponse, ()),
        "ListProvidersResponse": (_build_ListProvidersResponse, ("ProviderInfo",)),
        "ProviderInfo": (_build_ProviderInfo, ("ProviderCurrentConfig",)),
        "ProviderCurrentConfig": (_build_ProviderCurrentConfig, ()),
        "SetProviderResponse": (_build_SetProviderResponse, ()),
        "DisableProviderResponse": (_build_DisableProviderResponse, ()),
        "LogoutAuthResponse": (_build_LogoutAuthResponse, ()),
        "AuthStatusResponse": (_build_AuthStatusResponse, ("AuthAccount",)),
        "AuthAccount": (_build_AuthAccount, ()),
        "NewSessionResponse": (
            _build_NewSessionResponse,
            (
                "SessionConfigOption",
                "_AvailableCommandField",
                "_AvailableCommandSpec",
            ),
        ),
        "SessionConfigSelectOption": (_build_SessionConfigSelectOption, ()),
        "SessionConfigSelectGroup": (
            _build_SessionConfigSelectGroup,
            ("SessionConfigSelectOption",),
        ),
        "SessionConfigSelect": (
            _build_SessionConfigSelect,
            (
                "_SessionConfigSelectOptionsField",
                "_SessionConfigSelectOptionsSpec",
            ),
        ),
        "SessionConfigBoolean": (_build_SessionConfigBoolean, ()),
        "TextCommandInput": (_build_TextCommandInput, ()),
        "Command": (
            _build_Command,
            (
                "_AvailableCommandInputField",
                "_AvailableCommandInputSpec",
            ),
        ),
        "ListSessionsResponse": (_build_ListSessionsResponse, ("SessionInfo",)),
        "SessionInfo": (_build_SessionInfo, ()),
        "DeleteSessionResponse": (_build_DeleteSessionResponse, ()),
        "ForkSessionResponse": (
            _build_ForkSessionResponse,
            (
                "SessionConfigOption",
                "_AvailableCommandField",
                "_AvailableCommandSpec",
            ),
        ),
        "ArchiveSessionResponse": (_build_ArchiveSessionResponse, ()),
        "UnarchiveSessionResponse": (_build_UnarchiveSessionResponse, ()),
        "SessionStatusResponse": (_build_SessionStatusResponse, ("StateUpdate",)),
        "BackgroundTerminal": (_build_BackgroundTerminal, ()),
        "BackgroundToolCall": (_build_BackgroundToolCall, ()),
        "BackgroundSubagent": (_build_BackgroundSubagent, ()),
        "RunningStateUpdate": (_build_RunningStateUpdate, ("BackgroundWork",)),
        "Error": (_build_Error, ("ErrorData",)),
        "UnsupportedProtocolVersionErrorData": (_build_UnsupportedProtocolVersionErrorData, ()),
        "SessionNotFoundErrorData": (_build_SessionNotFoundErrorData, ()),
        "ErrorStopReason": (_build_ErrorStopReason, ("Error",)),
        "Usage": (_build_Usage, ()),
        "IdleStateUpdate": (
            _build_IdleStateUpdate,
            (
                "BackgroundWork",
                "Error",
                "Usage",
            ),
        ),
        "RequiresActionStateUpdate": (_build_RequiresActionStateUpdate, ("BackgroundWork",)),
        "UnknownStateUpdate": (_build_UnknownStateUpdate, ("BackgroundWork",)),
        "SetSessionTitleResponse": (_build_SetSessionTitleResponse, ()),
        "ResumeSessionResponse": (
            _build_ResumeSessionResponse,
            (
                "SessionConfigOption",
                "_AvailableCommandField",
                "_AvailableCommandSpec",
            ),
        ),
        "CloseSessionResponse": (_build_CloseSessionResponse, ()),
        "CancelToolCallResponse": (_build_CancelToolCallResponse, ()),
        "CancelTerminalResponse": (_build_CancelTerminalResponse, ()),
        "SetSessionConfigOptionResponse": (
            _build_SetSessionConfigOptionResponse,
            ("SessionConfigOption",),
        ),
        "PromptResponse": (_build_PromptResponse, ()),
        "AgentNotification": (
            _build_AgentNotification,
            (
                "_AgentNotificationParamsField",
                "_AgentNotificationParamsSpec",
            ),
        ),
        "UpdateSessionNotification": (_build_UpdateSessionNotification, ("SessionUpdate",)),
        "ContentChunk": (_build_ContentChunk, ("ContentBlock",)),
        "UserMessage": (_build_UserMessage, ("ContentBlock",)),
        "AgentMessage": (_build_AgentMessage, ("ContentBlock",)),
        "AgentThought": (_build_AgentThought, ("ContentBlock",)),
        "ToolCallContentChunk": (_build_ToolCallContentChunk, ("ToolCallContent",)),
        "TerminalOutput": (_build_TerminalOutput, ()),
        "TerminalExitStatus": (_build_TerminalExitStatus, ()),
        "TerminalSize": (_build_TerminalSize, ()),
        "TerminalCapabilities": (_build_TerminalCapabilities, ("TerminalCancelCapabilities",)),
        "TerminalCancelCapabilities": (_build_TerminalCancelCapabilities, ()),
        "TerminalUpdate": (
            _build_TerminalUpdate,
            (
                "TerminalCapabilities",
                "TerminalExitStatus",
                "TerminalOutput",
                "TerminalSize",
            ),
        ),
        "TerminalOutputChunk": (_build_TerminalOutputChunk, ()),
        "PlanEntry": (_build_PlanEntry, ()),
        "PlanItems": (_build_PlanItems, ("PlanEntry",)),
        "PlanFile": (_build_PlanFile, ()),
        "PlanMarkdown": (_build_PlanMarkdown, ()),
        "PlanUpdate": (_build_PlanUpdate, ("PlanUpdateContent",)),
        "PlanRemoved": (_build_PlanRemoved, ()),
        "AvailableCommandsUpdate": (
            _build_AvailableCommandsUpdate,
            (
                "_AvailableCommandField",
                "_AvailableCommandSpec",
            ),
        ),
        "ConfigOptionUpdate": (_build_ConfigOptionUpdate, ("SessionConfigOption",)),
        "SessionInfoUpdate": (_build_SessionInfoUpdate, ()),
        "Cost": (_build_Cost, ()),
        "UsageUpdate": (_build_UsageUpdate, ("Cost",)),
        "Notice": (_build_Notice, ()),
        "CompactionUpdate": (_build_CompactionUpdate, ("ContentBlock",)),
        "CompactionSummaryChunk": (_build_CompactionSummaryChunk, ("ContentBlock",)),
        "SubagentSessionCapabilities": (
            _build_SubagentSessionCapabilities,
            ("SessionCancelCapabilities",),
        ),
        "SessionCancelCapabilities": (_build_SessionCancelCapabilities, ()),
        "SubagentUpdate": (
            _build_SubagentUpdate,
            (
                "StateUpdate",
                "SubagentSessionCapabilities",
            ),
        ),
        "SessionMessage": (_build_SessionMessage, ("ContentBlock",)),
        "SessionMessageChunk": (_build_SessionMessageChunk, ("ContentBlock",)),
        "CompleteElicitationNotification": (_build_CompleteElicitationNotification, ()),
        "AuthStatusUpdateNotification": (_build_AuthStatusUpdateNotification, ("AuthAccount",)),
        "ClientRequest": (
            _build_ClientRequest,
            (
                "_ClientRequestParamsField",
                "_ClientRequestParamsSpec",
            ),
        ),
        "InitializeRequest": (
            _build_InitializeRequest,
            (
                "ClientCapabilities",
                "Implementation",
            ),
        ),
        "ClientCapabilities": (
            _build_ClientCapabilities,
            (
                "ClientAuthCapabilities",
                "ElicitationCapabilities",
            ),
        ),
        "ClientAuthCapabilities": (_build_ClientAuthCapabilities, ("TerminalAuthCapabilities",)),
        "TerminalAuthCapabilities": (_build_TerminalAuthCapabilities, ()),
        "ElicitationCapabilities": (
            _build_ElicitationCapabilities,
            (
                "ElicitationFormCapabilities",
                "ElicitationUrlCapabilities",
            ),
        ),
        "ElicitationFormCapabilities": (_build_ElicitationFormCapabilities, ()),
        "ElicitationUrlCapabilities": (_build_ElicitationUrlCapabilities, ()),
        "LoginAuthRequest": (_build_LoginAuthRequest, ()),
        "ListProvidersRequest": (_build_ListProvidersRequest, ()),
        "SetProviderRequest": (_build_SetProviderRequest, ()),
        "DisableProviderRequest": (_build_DisableProviderRequest, ()),
        "LogoutAuthRequest": (_build_LogoutAuthRequest, ()),
        "AuthStatusRequest": (_build_AuthStatusRequest, ()),
        "NewSessionRequest": (
            _build_NewSessionRequest,
            (
                "McpServer",
                "SystemPrompt",
            ),
        ),
        "HttpHeader": (_build_HttpHeader, ()),
        "McpServerHttp": (_build_McpServerHttp, ("HttpHeader",)),
        "McpServerAcp": (_build_McpServerAcp, ()),
        "McpServerStdio": (_build_McpServerStdio, ("EnvVariable",)),
        "SystemPrompt": (_build_SystemPrompt, ("ContentBlock",)),
        "ListSessionsRequest": (_build_ListSessionsRequest, ()),
        "DeleteSessionRequest": (_build_DeleteSessionRequest, ()),
        "ForkSessionRequest": (
            _build_ForkSessionRequest,
            (
                "McpServer",
                "SystemPrompt",
            ),
        ),
        "ArchiveSessionRequest": (_build_ArchiveSessionRequest, ()),
        "UnarchiveSessionRequest": (_build_UnarchiveSessionRequest, ()),
        "SessionStatusRequest": (_build_SessionStatusRequest, ()),
        "SetSessionTitleRequest": (_build_SetSessionTitleRequest, ()),
        "ResumeSessionRequest": (
            _build_ResumeSessionRequest,
            (
                "McpServer",
                "SystemPrompt",
                "_ReplayFromField",
                "_ReplayFromSpec",
            ),
        ),
        "ReplayFromStart": (_build_ReplayFromStart, ()),
        "CloseSessionRequest": (_build_CloseSessionRequest, ()),
        "CancelToolCallRequest": (_build_CancelToolCallRequest, ()),
        "CancelTerminalRequest": (_build_CancelTerminalRequest, ()),
        "PromptRequest": (_build_PromptRequest, ("ContentBlock",)),
        "RequestPermissionResponse": (
            _build_RequestPermissionResponse,
            ("RequestPermissionOutcome",),
        ),
        "CancelledPermissionOutcome": (_build_CancelledPermissionOutcome, ()),
        "SelectedPermissionOutcome": (_build_SelectedPermissionOutcome, ()),
        "ElicitationAcceptAction": (_build_ElicitationAcceptAction, ()),
        "McpError": (_build_McpError, ()),
        "ClientNotification": (
            _build_ClientNotification,
            (
                "_ClientNotificationParamsField",
                "_ClientNotificationParamsSpec",
            ),
        ),
        "CancelSessionNotification": (_build_CancelSessionNotification, ()),
        "MessageMcpNotification": (_build_MessageMcpNotification, ()),
        "CancelRequestNotification": (_build_CancelRequestNotification, ()),
        "ProxyRequest": (
            _build_ProxyRequest,
            (
                "_ProxyRequestParamsField",
                "_ProxyRequestParamsSpec",
            ),
        ),
        "ProxySuccessorRequest": (_build_ProxySuccessorRequest, ()),
        "ProxyNotification": (_build_ProxyNotification, ("ProxySuccessorNotification",)),
        "ProxySuccessorNotification": (_build_ProxySuccessorNotification, ()),
        "AcceptCreateElicitationResponse": (
            _build_AcceptCreateElicitationResponse,
            ("ElicitationAcceptAction",),
        ),
        "AddDiffChange": (_build_AddDiffChange, ("DiffPathChange",)),
        "AgentMessageChunk": (_build_AgentMessageChunk, ("ContentChunk",)),
        "AgentThoughtChunk": (_build_AgentThoughtChunk, ("ContentChunk",)),
        "BooleanSessionConfigOption": (
            _build_BooleanSessionConfigOption,
            ("SessionConfigBoolean",),
        ),
        "BooleanSetSessionConfigOptionRequest": (_build_BooleanSetSessionConfigOptionRequest, ()),
        "CancelCreateElicitationResponse": (_build_CancelCreateElicitationResponse, ()),
        "CopyDiffChange": (_build_CopyDiffChange, ("DiffPathPairChange",)),
        "DeclineCreateElicitationResponse": (_build_DeclineCreateElicitationResponse, ()),
        "DeleteDiffChange": (_build_DeleteDiffChange, ("DiffPathChange",)),
        "ErrorAgentResponse": (_build_ErrorAgentResponse, ("Error",)),
        "ErrorClientResponse": (_build_ErrorClientResponse, ("Error",)),
        "ErrorMessageMcpResponse": (_build_ErrorMessageMcpResponse, ("McpError",)),
        "ErrorProxyResponse": (_build_ErrorProxyResponse, ("Error",)),
        "FormRequestCreateElicitationRequest": (
            _build_FormRequestCreateElicitationRequest,
            ("ElicitationSchema",),
        ),
        "FormSessionCreateElicitationRequest": (
            _build_FormSessionCreateElicitationRequest,
            ("ElicitationSchema",),
        ),
        "IdSetSessionConfigOptionRequest": (_build_IdSetSessionConfigOptionRequest, ()),
        "ModifyDiffChange": (_build_ModifyDiffChange, ("DiffPathChange",)),
        "MoveDiffChange": (_build_MoveDiffChange, ("DiffPathPairChange",)),
        "RequestElicitationFormMode": (_build_RequestElicitationFormMode, ("ElicitationSchema",)),
        "RequestElicitationUrlMode": (_build_RequestElicitationUrlMode, ()),
        "ResultAgentResponse": (
            _build_ResultAgentResponse,
            (
                "_AgentResponseResultField",
                "_AgentResponseResultSpec",
            ),
        ),
        "ResultClientResponse": (
            _build_ResultClientResponse,
            (
                "_ClientResponseResultField",
                "_ClientResponseResultSpec",
            ),
        ),
        "ResultMessageMcpResponse": (_build_ResultMessageMcpResponse, ()),
        "ResultProxyResponse": (_build_ResultProxyResponse, ("InitializeProxyResponse",)),
        "SelectSessionConfigOption": (_build_SelectSessionConfigOption, ("SessionConfigSelect",)),
        "SessionElicitationFormMode": (_build_SessionElicitationFormMode, ("ElicitationSchema",)),
        "SessionElicitationUrlMode": (_build_SessionElicitationUrlMode, ()),
        "StateUpdateSessionUpdate": (
            _build_StateUpdateSessionUpdate,
            (
                "BackgroundWork",
                "Error",
                "Usage",
            ),
        ),
        "ToolCallUpdateSessionUpdate": (_build_ToolCallUpdateSessionUpdate, ("ToolCallUpdate",)),
        "UrlRequestCreateElicitationRequest": (_build_UrlRequestCreateElicitationRequest, ()),
        "UrlSessionCreateElicitationRequest": (_build_UrlSessionCreateElicitationRequest, ()),
        "UserMessageChunk": (_build_UserMessageChunk, ("ContentChunk",)),
        "UnknownAuthMethod": (_build_UnknownAuthMethod, ()),
        "UnknownAvailableCommand": (_build_UnknownAvailableCommand, ()),
        "UnknownAvailableCommandInput": (_build_UnknownAvailableCommandInput, ()),
        "UnknownBackgroundWork": (_build_UnknownBackgroundWork, ()),
        "UnknownContentBlock": (_build_UnknownContentBlock, ()),
        "UnknownCreateElicitationRequest": (_build_UnknownCreateElicitationRequest, ()),
        "UnknownCreateElicitationResponse": (_build_UnknownCreateElicitationResponse, ()),
        "UnknownDiffChange": (_build_UnknownDiffChange, ()),
        "UnknownElicitationPropertySchema": (_build_UnknownElicitationPropertySchema, ()),
        "UnknownMcpServer": (_build_UnknownMcpServer, ()),
        "UnknownMultiSelectItems": (_build_UnknownMultiSelectItems, ()),
        "UnknownPlanUpdateContent": (_build_UnknownPlanUpdateContent, ()),
        "UnknownReplayFrom": (_build_UnknownReplayFrom, ()),
        "UnknownRequestPermissionOutcome": (_build_UnknownRequestPermissionOutcome, ()),
        "UnknownRequestPermissionSubject": (_build_UnknownRequestPermissionSubject, ()),
        "UnknownSessionConfigOption": (_build_UnknownSessionConfigOption, ()),
        "UnknownSessionUpdate": (_build_UnknownSessionUpdate, ()),
        "UnknownSetSessionConfigOptionRequest": (_build_UnknownSetSessionConfigOptionRequest, ()),
        "UnrecognizedStateUpdate": (_build_UnrecognizedStateUpdate, ()),
        "UnknownToolCallContent": (_build_UnknownToolCallContent, ()),
        "RequestPermissionSubject": (
            _build_RequestPermissionSubject,
            (
                "CommandPermissionSubject",
                "ToolCallPermissionSubject",
            ),
        ),
        "ToolCallContent": (
            _build_ToolCallContent,
            (
                "Content",
                "Diff",
                "Terminal",
            ),
        ),
        "ContentBlock": (
            _build_ContentBlock,
            (
                "AudioContent",
                "EmbeddedResource",
                "ImageContent",
                "ResourceLink",
                "TextContent",
            ),
        ),
        "EmbeddedResourceResource": (
            _build_EmbeddedResourceResource,
            (
                "BlobResourceContents",
                "TextResourceContents",
            ),
        ),
        "DiffChange": (
            _build_DiffChange,
            (
                "AddDiffChange",
                "CopyDiffChange",
                "DeleteDiffChange",
                "ModifyDiffChange",
                "MoveDiffChange",
            ),
        ),
        "CreateElicitationRequest": (
            _build_CreateElicitationRequest,
            (
                "FormRequestCreateElicitationRequest",
                "FormSessionCreateElicitationRequest",
                "UrlRequestCreateElicitationRequest",
                "UrlSessionCreateElicitationRequest",
            ),
        ),
        "ElicitationPropertySchema": (
            _build_ElicitationPropertySchema,
            (
                "BooleanPropertySchema",
                "IntegerPropertySchema",
                "MultiSelectPropertySchema",
                "NumberPropertySchema",
                "StringPropertySchema",
            ),
        ),
        "MultiSelectItems": (
            _build_MultiSelectItems,
            (
                "StringMultiSelectItems",
                "TitledMultiSelectItems",
            ),
        ),
        "ElicitationFormMode": (
            _build_ElicitationFormMode,
            (
                "RequestElicitationFormMode",
                "SessionElicitationFormMode",
            ),
        ),
        "ElicitationUrlMode": (
            _build_ElicitationUrlMode,
            (
                "RequestElicitationUrlMode",
                "SessionElicitationUrlMode",
            ),
        ),
        "AgentResponse": (
            _build_AgentResponse,
            (
                "ErrorAgentResponse",
                "ResultAgentResponse",
            ),
        ),
        "AuthMethod": (
            _build_AuthMethod,
            (
                "AuthMethodAgent",
                "AuthMethodTerminal",
            ),
        ),
        "SessionConfigOption": (
            _build_SessionConfigOption,
            (
                "BooleanSessionConfigOption",
                "SelectSessionConfigOption",
            ),
        ),
        "SessionConfigSelectOptions": (
            _build_SessionConfigSelectOptions,
            (
                "SessionConfigSelectGroup",
                "SessionConfigSelectOption",
            ),
        ),
        "AvailableCommand": (_build_AvailableCommand, ("Command",)),
        "AvailableCommandInput": (_build_AvailableCommandInput, ("TextCommandInput",)),
        "StateUpdate": (
            _build_StateUpdate,
            (
                "IdleStateUpdate",
                "RequiresActionStateUpdate",
                "RunningStateUpdate",
                "UnknownStateUpdate",
            ),
        ),
        "BackgroundWork": (
            _build_BackgroundWork,
            (
                "BackgroundSubagent",
                "BackgroundTerminal",
                "BackgroundToolCall",
            ),
        ),
        "ErrorData": (
            _build_ErrorData,
            (
                "SessionNotFoundErrorData",
                "UnsupportedProtocolVersionErrorData",
            ),
        ),
        "SessionUpdate": (
            _build_SessionUpdate,
            (
                "AgentMessage",
                "AgentMessageChunk",
                "AgentThought",
                "AgentThoughtChunk",
                "AvailableCommandsUpdate",
                "CompactionSummaryChunk",
                "CompactionUpdate",
                "ConfigOptionUpdate",
                "Notice",
                "PlanRemoved",
                "PlanUpdate",
                "SessionInfoUpdate",
                "SessionMessage",
                "SessionMessageChunk",
                "StateUpdateSessionUpdate",
                "SubagentUpdate",
                "TerminalOutputChunk",
                "TerminalUpdate",
                "ToolCallContentChunk",
                "ToolCallUpdateSessionUpdate",
                "UsageUpdate",
                "UserMessage",
                "UserMessageChunk",
            ),
        ),
        "PlanUpdateContent": (
            _build_PlanUpdateContent,
            (
                "PlanFile",
                "PlanItems",
                "PlanMarkdown",
            ),
        ),
        "McpServer": (
            _build_McpServer,
            (
                "McpServerAcp",
                "McpServerHttp",
                "McpServerStdio",
            ),
        ),
        "ReplayFrom": (_build_ReplayFrom, ("ReplayFromStart",)),
        "SetSessionConfigOptionRequest": (
            _build_SetSessionConfigOptionRequest,
            (
                "BooleanSetSessionConfigOptionRequest",
                "IdSetSessionConfigOptionRequest",
            ),
        ),
        "ClientResponse": (
            _build_ClientResponse,
            (
                "ErrorClientResponse",
                "ResultClientResponse",
            ),
        ),
        "RequestPermissionOutcome": (
            _build_RequestPermissionOutcome,
            (
                "CancelledPermissionOutcome",
                "SelectedPermissionOutcome",
            ),
        ),
        "CreateElicitationResponse": (
            _build_CreateElicitationResponse,
            (
                "AcceptCreateElicitationResponse",
                "CancelCreateElicitationResponse",
                "DeclineCreateElicitationResponse",
            ),
        ),
        "MessageMcpResponse": (
            _build_MessageMcpResponse,
            (
                "ErrorMessageMcpResponse",
                "ResultMessageMcpResponse",
            ),
        ),
        "InitializeProxyRequest": (_build_InitializeProxyRequest, ("InitializeRequest",)),
        "ProxyResponse": (
            _build_ProxyResponse,
            (
                "ErrorProxyResponse",
                "ResultProxyResponse",
            ),
        ),
        "InitializeProxyResponse": (_build_InitializeProxyResponse, ("InitializeResponse",)),
        "AgentRequestParams": (
            _build_AgentRequestParams,
            (
                "CreateElicitationRequest",
                "MessageMcpRequest",
                "RequestPermissionRequest",
            ),
        ),
        "AgentResponseResult": (
            _build_AgentResponseResult,
            (
                "ArchiveSessionResponse",
                "AuthStatusResponse",
                "CancelTerminalResponse",
                "CancelToolCallResponse",
                "CloseSessionResponse",
                "DeleteSessionResponse",
                "DisableProviderResponse",
                "ForkSessionResponse",
                "InitializeResponse",
                "ListProvidersResponse",
                "ListSessionsResponse",
                "LoginAuthResponse",
                "LogoutAuthResponse",
                "NewSessionResponse",
                "PromptResponse",
                "ResumeSessionResponse",
                "SessionStatusResponse",
                "SetProviderResponse",
                "SetSessionConfigOptionResponse",
                "SetSessionTitleResponse",
                "UnarchiveSessionResponse",
            ),
        ),
        "AgentNotificationParams": (
            _build_AgentNotificationParams,
            (
                "AuthStatusUpdateNotification",
                "CompleteElicitationNotification",
                "UpdateSessionNotification",
            ),
        ),
        "ClientRequestParams": (
            _build_ClientRequestParams,
            (
                "ArchiveSessionRequest",
                "AuthStatusRequest",
                "CancelTerminalRequest",
                "CancelToolCallRequest",
                "CloseSessionRequest",
                "DeleteSessionRequest",
                "DisableProviderRequest",
                "ForkSessionRequest",
                "InitializeRequest",
                "ListProvidersRequest",
                "ListSessionsRequest",
                "LoginAuthRequest",
                "LogoutAuthRequest",
                "NewSessionRequest",
                "PromptRequest",
                "ResumeSessionRequest",
                "SessionStatusRequest",
                "SetProviderRequest",
                "SetSessionConfigOptionRequest",
                "SetSessionTitleRequest",
                "UnarchiveSessionRequest",
            ),
        ),
        "ClientResponseResult": (
            _build_ClientResponseResult,
            (
                "CreateElicitationResponse",
                "MessageMcpResponse",
                "RequestPermissionResponse",
            ),
        ),
        "ClientNotificationParams": (
            _build_ClientNotificationParams,
            (
                "CancelSessionNotification",
                "MessageMcpNotification",
            ),
        ),
        "ProxyRequestParams": (
            _build_ProxyRequestParams,
            (
                "InitializeProxyRequest",
                "ProxySuccessorRequest",
            ),
        ),
        "KnownToolCallStatus": (_build_KnownToolCallStatus, ()),
        "KnownRole": (_build_KnownRole, ()),
        "KnownIconTheme": (_build_KnownIconTheme, ()),
        "KnownDiffFileType": (_build_KnownDiffFileType, ()),
        "KnownDiffPatchFormat": (_build_KnownDiffPatchFormat, ()),
        "KnownPermissionOptionKind": (_build_KnownPermissionOptionKind, ()),
        "KnownStringFormat": (_build_KnownStringFormat, ()),
        "KnownLlmProtocol": (_build_KnownLlmProtocol, ()),
        "KnownAuthState": (_build_KnownAuthState, ()),
        "KnownSessionConfigOptionCategory": (_build_KnownSessionConfigOptionCategory, ()),
        "KnownSessionStatus": (_build_KnownSessionStatus, ()),
        "KnownErrorCode": (_build_KnownErrorCode, ()),
        "KnownPlanEntryPriority": (_build_KnownPlanEntryPriority, ()),
        "KnownPlanEntryStatus": (_build_KnownPlanEntryStatus, ()),
        "KnownNoticeSeverity": (_build_KnownNoticeSeverity, ()),
        "KnownCompactionStatus": (_build_KnownCompactionStatus, ()),
        "KnownSystemPromptMode": (_build_KnownSystemPromptMode, ()),
        "KnownSessionArchiveFilter": (_build_KnownSessionArchiveFilter, ()),
        "_AgentNotificationParamsSpec": (
            _build__AgentNotificationParamsSpec,
            (
                "AuthStatusUpdateNotification",
                "CompleteElicitationNotification",
                "UpdateSessionNotification",
            ),
        ),
        "_CreateElicitationRequestSpec": (
            _build__CreateElicitationRequestSpec,
            (
                "FormRequestCreateElicitationRequest",
                "FormSessionCreateElicitationRequest",
                "UnknownCreateElicitationRequest",
                "UrlRequestCreateElicitationRequest",
                "UrlSessionCreateElicitationRequest",
            ),
        ),
        "_AgentRequestParamsSpec": (
            _build__AgentRequestParamsSpec,
            (
                "MessageMcpRequest",
                "RequestPermissionRequest",
                "_CreateElicitationRequestSpec",
            ),
        ),
        "_AgentResponseSpec": (
            _build__AgentResponseSpec,
            (
                "ErrorAgentResponse",
                "ResultAgentResponse",
            ),
        ),
        "_AgentResponseResultSpec": (
            _build__AgentResponseResultSpec,
            (
                "ArchiveSessionResponse",
                "AuthStatusResponse",
                "CancelTerminalResponse",
                "CancelToolCallResponse",
                "CloseSessionResponse",
                "DeleteSessionResponse",
                "DisableProviderResponse",
                "ForkSessionResponse",
                "InitializeResponse",
                "ListProvidersResponse",
                "ListSessionsResponse",
                "LoginAuthResponse",
                "LogoutAuthResponse",
                "NewSessionResponse",
                "PromptResponse",
                "ResumeSessionResponse",
                "SessionStatusResponse",
                "SetProviderResponse",
                "SetSessionConfigOptionResponse",
                "SetSessionTitleResponse",
                "UnarchiveSessionResponse",
            ),
        ),
        "_AuthMethodSpec": (
            _build__AuthMethodSpec,
            (
                "AuthMethodAgent",
                "AuthMethodTerminal",
                "UnknownAuthMethod",
            ),
        ),
        "_AvailableCommandSpec": (
            _build__AvailableCommandSpec,
            (
                "Command",
                "UnknownAvailableCommand",
            ),
        ),
        "_AvailableCommandInputSpec": (
            _build__AvailableCommandInputSpec,
            (
                "TextCommandInput",
                "UnknownAvailableCommandInput",
            ),
        ),
        "_BackgroundWorkSpec": (
            _build__BackgroundWorkSpec,
            (
                "BackgroundSubagent",
                "BackgroundTerminal",
                "BackgroundToolCall",
                "UnknownBackgroundWork",
            ),
        ),
        "_ClientNotificationParamsSpec": (
            _build__ClientNotificationParamsSpec,
            (
                "CancelSessionNotification",
                "MessageMcpNotification",
            ),
        ),
        "_ClientRequestParamsSpec": (
            _build__ClientRequestParamsSpec,
            (
                "ArchiveSessionRequest",
                "AuthStatusRequest",
                "CancelTerminalRequest",
                "CancelToolCallRequest",
                "CloseSessionRequest",
                "DeleteSessionRequest",
                "DisableProviderRequest",
                "ForkSessionRequest",
                "InitializeRequest",
                "ListProvidersRequest",
                "ListSessionsRequest",
                "LoginAuthRequest",
                "LogoutAuthRequest",
                "NewSessionRequest",
                "PromptRequest",
                "ResumeSessionRequest",
                "SessionStatusRequest",
                "SetProviderRequest",
                "SetSessionConfigOptionRequest",
                "SetSessionTitleRequest",
                "UnarchiveSessionRequest",
            ),
        ),
        "_ClientResponseSpec": (
            _build__ClientResponseSpec,
            (
                "ErrorClientResponse",
                "ResultClientResponse",
            ),
        ),
        "_MessageMcpResponseSpec": (
            _build__MessageMcpResponseSpec,
            (
                "ErrorMessageMcpResponse",
                "ResultMessageMcpResponse",
            ),
        ),
        "_ClientResponseResultSpec": (
            _build__ClientResponseResultSpec,
            (
                "CreateElicitationResponse",
                "RequestPermissionResponse",
                "_MessageMcpResponseSpec",
            ),
        ),
        "_ContentBlockSpec": (
            _build__ContentBlockSpec,
            (
                "AudioContent",
                "EmbeddedResource",
                "ImageContent",
                "ResourceLink",
                "TextContent",
                "UnknownContentBlock",
            ),
        ),
        "_CreateElicitationResponseSpec": (
            _build__CreateElicitationResponseSpec,
            (
                "AcceptCreateElicitationResponse",
                "CancelCreateElicitationResponse",
                "DeclineCreateElicitationResponse",
                "UnknownCreateElicitationResponse",
            ),
        ),
        "_DiffChangeSpec": (
            _build__DiffChangeSpec,
            (
                "AddDiffChange",
                "CopyDiffChange",
                "DeleteDiffChange",
                "ModifyDiffChange",
                "MoveDiffChange",
                "UnknownDiffChange",
            ),
        ),
        "_ElicitationFormModeSpec": (
            _build__ElicitationFormModeSpec,
            (
                "RequestElicitationFormMode",
                "SessionElicitationFormMode",
            ),
        ),
        "_ElicitationPropertySchemaSpec": (
            _build__ElicitationPropertySchemaSpec,
            (
                "BooleanPropertySchema",
                "IntegerPropertySchema",
                "MultiSelectPropertySchema",
                "NumberPropertySchema",
                "StringPropertySchema",
                "UnknownElicitationPropertySchema",
            ),
        ),
        "_ElicitationUrlModeSpec": (
            _build__ElicitationUrlModeSpec,
            (
                "RequestElicitationUrlMode",
                "SessionElicitationUrlMode",
            ),
        ),
        "_EmbeddedResourceResourceSpec": (
            _build__EmbeddedResourceResourceSpec,
            (
                "BlobResourceContents",
                "TextResourceContents",
            ),
        ),
        "_McpServerSpec": (
            _build__McpServerSpec,
            (
                "McpServerAcp",
                "McpServerHttp",
                "McpServerStdio",
                "UnknownMcpServer",
            ),
        ),
        "_MultiSelectItemsSpec": (
            _build__MultiSelectItemsSpec,
            (
                "StringMultiSelectItems",
                "TitledMultiSelectItems",
                "UnknownMultiSelectItems",
            ),
        ),
        "_PlanUpdateContentSpec": (
            _build__PlanUpdateContentSpec,
            (
                "PlanFile",
                "PlanItems",
                "PlanMarkdown",
                "UnknownPlanUpdateContent",
            ),
        ),
        "_ProxyRequestParamsSpec": (
            _build__ProxyRequestParamsSpec,
            (
                "InitializeProxyRequest",
                "ProxySuccessorRequest",
            ),
        ),
        "_ProxyResponseSpec": (
            _build__ProxyResponseSpec,
            (
                "ErrorProxyResponse",
                "ResultProxyResponse",
            ),
        ),
        "_ReplayFromSpec": (
            _build__ReplayFromSpec,
            (
                "ReplayFromStart",
                "UnknownReplayFrom",
            ),
        ),
        "_RequestPermissionOutcomeSpec": (
            _build__RequestPermissionOutcomeSpec,
            (
                "CancelledPermissionOutcome",
                "SelectedPermissionOutcome",
                "UnknownRequestPermissionOutcome",
            ),
        ),
        "_RequestPermissionSubjectSpec": (
            _build__RequestPermissionSubjectSpec,
            (
                "CommandPermissionSubject",
                "ToolCallPermissionSubject",
                "UnknownRequestPermissionSubject",
            ),
        ),
        "_SessionConfigOptionSpec": (
            _build__SessionConfigOptionSpec,
            (
                "BooleanSessionConfigOption",
                "SelectSessionConfigOption",
                "UnknownSessionConfigOption",
            ),
        ),
        "_SessionConfigSelectOptionsSpec": (
            _build__SessionConfigSelectOptionsSpec,
            (
                "SessionConfigSelectGroup",
                "SessionConfigSelectOption",
            ),
        ),
        "_SessionUpdateSpec": (
            _build__SessionUpdateSpec,
            (
                "AgentMessage",
                "AgentMessageChunk",
                "AgentThought",
                "AgentThoughtChunk",
                "AvailableCommandsUpdate",
                "CompactionSummaryChunk",
                "CompactionUpdate",
                "ConfigOptionUpdate",
                "Notice",
                "PlanRemoved",
                "PlanUpdate",
                "SessionInfoUpdate",
                "SessionMessage",
                "SessionMessageChunk",
                "StateUpdateSessionUpdate",
                "SubagentUpdate",
                "TerminalOutputChunk",
                "TerminalUpdate",
                "ToolCallContentChunk",
                "ToolCallUpdateSessionUpdate",
                "UnknownSessionUpdate",
                "UsageUpdate",
                "UserMessage",
                "UserMessageChunk",
            ),
        ),
        "_SetSessionConfigOptionRequestSpec": (
            _build__SetSessionConfigOptionRequestSpec,
            (
                "BooleanSetSessionConfigOptionRequest",
                "IdSetSessionConfigOptionRequest",
                "UnknownSetSessionConfigOptionRequest",
            ),
        ),
        "_StateUpdateSpec": (
            _build__StateUpdateSpec,
            (
                "IdleStateUpdate",
                "RequiresActionStateUpdate",
                "RunningStateUpdate",
                "UnknownStateUpdate",
                "UnrecognizedStateUpdate",
            ),
        ),
        "_ToolCallContentSpec": (
            _build__ToolCallContentSpec,
            (
                "Content",
                "Diff",
                "Terminal",
                "UnknownToolCallContent",
            ),
        ),
        "RESOLVED_UNIONS": (
            _build_RESOLVED_UNIONS,
            (
                "AgentNotificationParams",
                "AgentRequestParams",
                "AgentResponse",
                "AgentResponseResult",
                "AvailableCommand",
                "AvailableCommandInput",
                "ClientNotificationParams",
                "ClientRequestParams",
                "ClientResponse",
                "ClientResponseResult",
                "CreateElicitationRequest",
                "ElicitationFormMode",
                "ElicitationUrlMode",
                "EmbeddedResourceResource",
                "MessageMcpResponse",
                "MultiSelectItems",
                "ProxyRequestParams",
                "ProxyResponse",
                "ReplayFrom",
                "SessionConfigSelectOptions",
                "_AgentNotificationParamsSpec",
                "_AgentRequestParamsSpec",
                "_AgentResponseResultSpec",
                "_AgentResponseSpec",
                "_AvailableCommandInputSpec",
                "_AvailableCommandSpec",
                "_ClientNotificationParamsSpec",
                "_ClientRequestParamsSpec",
                "_ClientResponseResultSpec",
                "_ClientResponseSpec",
                "_CreateElicitationRequestSpec",
                "_ElicitationFormModeSpec",
                "_ElicitationUrlModeSpec",
                "_EmbeddedResourceResourceSpec",
                "_MessageMcpResponseSpec",
                "_MultiSelectItemsSpec",
                "_ProxyRequestParamsSpec",
                "_ProxyResponseSpec",
                "_ReplayFromSpec",
                "_SessionConfigSelectOptionsSpec",
            ),
        ),
        "_AgentNotificationParamsField": (
            _build__AgentNotificationParamsField,
            ("_AgentNotificationParamsSpec",),
        ),
        "_AgentRequestParamsField": (_build__AgentRequestParamsField, ("_AgentRequestParamsSpec",)),
        "_AgentResponseField": (_build__AgentResponseField, ("_AgentResponseSpec",)),
        "_AgentResponseResultField": (
            _build__AgentResponseResultField,
            ("_AgentResponseResultSpec",),
        ),
        "_AvailableCommandField": (_build__AvailableCommandField, ("_AvailableCommandSpec",)),
        "_AvailableCommandInputField": (
            _build__AvailableCommandInputField,
            ("_AvailableCommandInputSpec",),
        ),
        "_ClientNotificationParamsField": (
            _build__ClientNotificationParamsField,
            ("_ClientNotificationParamsSpec",),
        ),
        "_ClientRequestParamsField": (
            _build__ClientRequestParamsField,
            ("_ClientRequestParamsSpec",),
        ),
        "_ClientResponseField": (_build__ClientResponseField, ("_ClientResponseSpec",)),
        "_ClientResponseResultField": (
            _build__ClientResponseResultField,
            ("_ClientResponseResultSpec",),
        ),
        "_CreateElicitationRequestField": (
            _build__CreateElicitationRequestField,
            ("_CreateElicitationRequestSpec",),
        ),
        "_ElicitationFormModeField": (
            _build__ElicitationFormModeField,
            ("_ElicitationFormModeSpec",),
        ),
        "_ElicitationUrlModeField": (_build__ElicitationUrlModeField, ("_ElicitationUrlModeSpec",)),
        "_EmbeddedResourceResourceField": (
            _build__EmbeddedResourceResourceField,
            ("_EmbeddedResourceResourceSpec",),
        ),
        "_MessageMcpResponseField": (_build__MessageMcpResponseField, ("_MessageMcpResponseSpec",)),
        "_MultiSelectItemsField": (_build__MultiSelectItemsField, ("_MultiSelectItemsSpec",)),
        "_ProxyRequestParamsField": (_build__ProxyRequestParamsField, ("_ProxyRequestParamsSpec",)),
        "_ProxyResponseField": (_build__ProxyResponseField, ("_ProxyResponseSpec",)),
        "_ReplayFromField": (_build__ReplayFromField, ("_ReplayFromSpec",)),
        "_SessionConfigSelectOptionsField": (
            _build__SessionConfigSelectOptionsField,
            ("_SessionConfigSelectOptionsSpec",),
        ),
    },
)
