# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

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
    "AcceptCreateElicitationResponse",
    "AgentAuthCapabilities",
    "AgentCapabilities",
    "AgentMessageChunk",
    "AgentNotification",
    "AgentNotificationParams",
    "AgentRequest",
    "AgentRequestParams",
    "AgentResponse",
    "AgentResponseResult",
    "AgentThoughtChunk",
    "Annotations",
    "ArchiveSessionRequest",
    "ArchiveSessionResponse",
    "AudioContent",
    "AuthAccount",
    "AuthCapabilities",
    "AuthMethod",
    "AuthMethodAgent",
    "AuthMethodId",
    "AuthMethodTerminal",
    "AuthState",
    "AuthStatusCapabilities",
    "AuthStatusRequest",
    "AuthStatusResponse",
    "AuthStatusUpdateNotification",
    "AuthenticateRequest",
    "AuthenticateResponse",
    "AvailableCommand",
    "AvailableCommandInput",
    "AvailableCommandsUpdate",
    "BlobResourceContents",
    "BooleanConfigOptionCapabilities",
    "BooleanPropertySchema",
    "BooleanSessionConfigOption",
    "BooleanSetSessionConfigOptionRequest",
    "CancelCreateElicitationResponse",
    "CancelNotification",
    "CancelRequestNotification",
    "CancelledRequestPermissionOutcome",
    "ClientCapabilities",
    "ClientNotification",
    "ClientNotificationParams",
    "ClientRequest",
    "ClientRequestParams",
    "ClientResponse",
    "ClientResponseResult",
    "ClientSessionCapabilities",
    "CloseSessionRequest",
    "CloseSessionResponse",
    "CompactionCapabilities",
    "CompactionId",
    "CompactionStatus",
    "CompactionSummaryChunk",
    "CompactionUpdate",
    "CompleteElicitationNotification",
    "ConfigOptionUpdate",
    "Content",
    "ContentBlock",
    "ContentChunk",
    "Cost",
    "CreateElicitationRequest",
    "CreateElicitationResponse",
    "CreateTerminalRequest",
    "CreateTerminalResponse",
    "CurrentModeUpdate",
    "DeclineCreateElicitationResponse",
    "DeleteSessionRequest",
    "DeleteSessionResponse",
    "Diff",
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
    "ErrorMessageMcpResponse",
    "ErrorProxyResponse",
    "ErrorStopReason",
    "ExtNotification",
    "ExtRequest",
    "ExtResponse",
    "FileSystemCapabilities",
    "ForkSessionRequest",
    "ForkSessionResponse",
    "FormRequestCreateElicitationRequest",
    "FormSessionCreateElicitationRequest",
    "HttpHeader",
    "IdleStateUpdate",
    "ImageContent",
    "Implementation",
    "InitializeProxyRequest",
    "InitializeProxyResponse",
    "InitializeRequest",
    "InitializeResponse",
    "IntegerPropertySchema",
    "KillTerminalRequest",
    "KillTerminalResponse",
    "KnownAuthState",
    "KnownCompactionStatus",
    "KnownErrorCode",
    "KnownLlmProtocol",
    "KnownNoticeSeverity",
    "KnownSessionArchiveFilter",
    "KnownSessionConfigOptionCategory",
    "KnownSessionStatus",
    "KnownSystemPromptMode",
    "ListProvidersRequest",
    "ListProvidersResponse",
    "ListSessionsRequest",
    "ListSessionsResponse",
    "LlmProtocol",
    "LoadSessionRequest",
    "LoadSessionResponse",
    "LogoutCapabilities",
    "LogoutRequest",
    "LogoutResponse",
    "McpCapabilities",
    "McpError",
    "McpRequestId",
    "McpServer",
    "McpServerAcp",
    "McpServerAcpId",
    "McpServerHttp",
    "McpServerSse",
    "McpServerStdio",
    "MessageId",
    "MessageMcpNotification",
    "MessageMcpRequest",
    "MessageMcpResponse",
    "MultiSelectItems",
    "MultiSelectPropertySchema",
    "NewSessionRequest",
    "NewSessionResponse",
    "Notice",
    "NoticeCapabilities",
    "NoticeSeverity",
    "NumberPropertySchema",
    "PermissionOption",
    "PermissionOptionId",
    "PermissionOptionKind",
    "Plan",
    "PlanCapabilities",
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
    "PromptCapabilities",
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
    "ReadTextFileRequest",
    "ReadTextFileResponse",
    "ReleaseTerminalRequest",
    "ReleaseTerminalResponse",
    "RequestElicitationFormMode",
    "RequestElicitationUrlMode",
    "RequestId",
    "RequestPermissionOutcome",
    "RequestPermissionRequest",
    "RequestPermissionResponse",
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
    "SessionCloseCapabilities",
    "SessionConfigBoolean",
    "SessionConfigGroupId",
    "SessionConfigId",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigOptionsCapabilities",
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
    "SessionListCapabilities",
    "SessionMessage",
    "SessionMessageChunk",
    "SessionMode",
    "SessionModeId",
    "SessionModeState",
    "SessionNotification",
    "SessionResumeCapabilities",
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
    "SetSessionModeRequest",
    "SetSessionModeResponse",
    "SetSessionTitleRequest",
    "SetSessionTitleResponse",
    "StateUpdate",
    "StopReason",
    "StringFormat",
    "StringMultiSelectItems",
    "StringPropertySchema",
    "SubagentCapabilities",
    "SubagentSessionCapabilities",
    "SubagentUpdate",
    "SystemPrompt",
    "SystemPromptMode",
    "Terminal",
    "TerminalExitStatus",
    "TerminalId",
    "TerminalOutputRequest",
    "TerminalOutputResponse",
    "TextContent",
    "TextResourceContents",
    "TitledMultiSelectItems",
    "ToolCall",
    "ToolCallContent",
    "ToolCallId",
    "ToolCallLocation",
    "ToolCallStatus",
    "ToolCallUpdate",
    "ToolCallUpdateSessionUpdate",
    "ToolKind",
    "UnarchiveSessionRequest",
    "UnarchiveSessionResponse",
    "UnknownAuthMethod",
    "UnknownContentBlock",
    "UnknownCreateElicitationRequest",
    "UnknownCreateElicitationResponse",
    "UnknownElicitationPropertySchema",
    "UnknownMcpServer",
    "UnknownMultiSelectItems",
    "UnknownPlanUpdateContent",
    "UnknownRequestPermissionOutcome",
    "UnknownSessionConfigOption",
    "UnknownSessionUpdate",
    "UnknownStateUpdate",
    "UnknownToolCallContent",
    "UnrecognizedStateUpdate",
    "UnstructuredCommandInput",
    "UrlRequestCreateElicitationRequest",
    "UrlSessionCreateElicitationRequest",
    "Usage",
    "UsageUpdate",
    "UserMessageChunk",
    "ValueIdSetSessionConfigOptionRequest",
    "WaitForTerminalExitRequest",
    "WaitForTerminalExitResponse",
    "WriteTextFileRequest",
    "WriteTextFileResponse",
]
_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]
_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]
_NonEmptyStr = Annotated[str, Meta(min_length=1)]
_UInt16 = Annotated[int, Meta(ge=0, le=65535)]
_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]
_UInt64 = Annotated[int, Meta(ge=0)]
RequestId = _Int64 | str | None
SessionId = str
ToolCallId = str
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
ToolCallStatus = Literal["pending", "in_progress", "completed", "failed"]
Role = Literal["assistant", "user"]
TerminalId = str
PermissionOptionId = str
PermissionOptionKind = Literal["allow_once", "allow_always", "reject_once", "reject_always"]
ElicitationSchemaType = Literal["object"]
StringFormat = Literal["email", "uri", "date", "date-time"]
ElicitationId = str
McpServerAcpId = str
McpRequestId = str
ExtRequest = Any
ProtocolVersion = _UInt16
AuthMethodId = str
ProviderId = str
LlmProtocol = str
AuthState = str
SessionModeId = str
SessionConfigId = str
SessionConfigOptionCategory = str
SessionConfigValueId = str
SessionConfigGroupId = str
SessionStatus = str
StopReason = Literal["end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled"]
ExtResponse = Any
ErrorCode = _Int32
MessageId = str
PlanEntryPriority = Literal["high", "medium", "low"]
PlanEntryStatus = Literal["pending", "in_progress", "completed"]
PlanId = str
NoticeSeverity = str
CompactionId = str
CompactionStatus = str
ExtNotification = Any
CompactionCapabilities = dict[str, Any]
NoticeCapabilities = dict[str, Any]
SystemPromptMode = str
SessionArchiveFilter = str
ElicitationContentValue = str | int | float | bool | list[str]
ProxySuccessorResponse = Any
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "AgentNotificationParams": "_AgentNotificationParamsSpec",
        "CreateElicitationRequest": "_CreateElicitationRequestSpec",
        "AgentRequestParams": "_AgentRequestParamsSpec",
        "AgentResponse": "_AgentResponseSpec",
        "AgentResponseResult": "_AgentResponseResultSpec",
        "AuthMethod": "_AuthMethodSpec",
        "ClientNotificationParams": "_ClientNotificationParamsSpec",
        "SetSessionConfigOptionRequest": "_SetSessionConfigOptionRequestSpec",
        "ClientRequestParams": "_ClientRequestParamsSpec",
        "ClientResponse": "_ClientResponseSpec",
        "MessageMcpResponse": "_MessageMcpResponseSpec",
        "ClientResponseResult": "_ClientResponseResultSpec",
        "ContentBlock": "_ContentBlockSpec",
        "CreateElicitationResponse": "_CreateElicitationResponseSpec",
        "ElicitationFormMode": "_ElicitationFormModeSpec",
        "ElicitationPropertySchema": "_ElicitationPropertySchemaSpec",
        "ElicitationUrlMode": "_ElicitationUrlModeSpec",
        "EmbeddedResourceResource": "_EmbeddedResourceResourceSpec",
        "McpServer": "_McpServerSpec",
        "MultiSelectItems": "_MultiSelectItemsSpec",
        "PlanUpdateContent": "_PlanUpdateContentSpec",
        "ProxyRequestParams": "_ProxyRequestParamsSpec",
        "ProxyResponse": "_ProxyResponseSpec",
        "RequestPermissionOutcome": "_RequestPermissionOutcomeSpec",
        "SessionConfigOption": "_SessionConfigOptionSpec",
        "SessionConfigSelectOptions": "_SessionConfigSelectOptionsSpec",
        "SessionUpdate": "_SessionUpdateSpec",
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


def _build_WriteTextFileRequest():
    class WriteTextFileRequest(AcpStruct, kw_only=True):
        """Request to write content to a text file.

        Only available if the client supports the `fs.writeTextFile` capability.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        path: str
        """Absolute path to the file to write."""

        content: str
        """The text content to write to the file."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield WriteTextFileRequest
    WriteTextFileRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "path": str,
            "content": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ReadTextFileRequest():
    class ReadTextFileRequest(AcpStruct, kw_only=True):
        """Request to read content from a text file.

        Only available if the client supports the `fs.readTextFile` capability.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        path: str
        """Absolute path to the file to read."""

        line: _UInt32 | UnsetType | None = UNSET
        """Line number to start reading from (1-based)."""

        limit: _UInt32 | UnsetType | None = UNSET
        """Maximum number of lines to read."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ReadTextFileRequest
    ReadTextFileRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "path": str,
            "line": _UInt32 | UnsetType | None,
            "limit": _UInt32 | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_RequestPermissionRequest():
    class RequestPermissionRequest(AcpStruct, kw_only=True):
        """Request for user permission to execute a tool call.

        Sent when the agent needs authorization before performing a sensitive operation.

        See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#requesting-permission)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        tool_call: ToolCallUpdate = msgspec.field(name="toolCall")
        """Details about the tool call requiring permission."""

        options: list[PermissionOption]
        """Available permission options for the user to choose from."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield RequestPermissionRequest
    RequestPermissionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "tool_call": ToolCallUpdate,
            "options": list[PermissionOption],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCallUpdate():
    class ToolCallUpdate(AcpStruct, kw_only=True):
        """An update to an existing tool call.

        Used to report progress and results as tools execute. All fields except
        the tool call ID are optional - only changed fields need to be included.

        See protocol docs: [Updating](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#updating)
        """

        tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
        """The ID of the tool call being updated."""

        kind: ToolKind | UnsetType | None = UNSET
        """Update the tool kind."""

        status: ToolCallStatus | UnsetType | None = UNSET
        """Update the execution status."""

        title: str | UnsetType | None = UNSET
        """Update the human-readable title."""

        name: str | UnsetType | None = UNSET
        """Update the programmatic name of the tool being invoked.

        This field is optional. Omitting it or sending `null` both mean that
        the existing name is left unchanged.
        """

        content: list[ToolCallContent] | UnsetType | None = UNSET
        """Replace the content collection."""

        locations: list[ToolCallLocation] | UnsetType | None = UNSET
        """Replace the locations collection."""

        raw_input: Any | UnsetType = msgspec.field(default=UNSET, name="rawInput")
        """Update the raw input."""

        raw_output: Any | UnsetType = msgspec.field(default=UNSET, name="rawOutput")
        """Update the raw output."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ToolCallUpdate
    ToolCallUpdate.__annotations__.update(
        {
            "tool_call_id": ToolCallId,
            "kind": ToolKind | UnsetType | None,
            "status": ToolCallStatus | UnsetType | None,
            "title": str | UnsetType | None,
            "name": str | UnsetType | None,
            "content": list[ToolCallContent] | UnsetType | None,
            "locations": list[ToolCallLocation] | UnsetType | None,
            "raw_input": Any | UnsetType,
            "raw_output": Any | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Annotations():
    class Annotations(AcpStruct, kw_only=True):
        """Optional annotations for the client. The client can use annotations to inform how objects are used or displayed"""

        audience: list[Role] | UnsetType | None = UNSET
        """Intended recipients for this content, such as the user or assistant."""

        last_modified: str | UnsetType | None = msgspec.field(default=UNSET, name="lastModified")
        """Timestamp indicating when the underlying resource was last modified."""

        priority: float | UnsetType | None = UNSET
        """Relative importance of this content when clients choose what to surface."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content."""

        text: str
        """Text payload carried by this content block."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield TextContent
    TextContent.__annotations__.update(
        {
            "annotations": Annotations | UnsetType | None,
            "text": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ImageContent():
    class ImageContent(AcpStruct, kw_only=True, tag_field="type", tag="image"):
        """An image provided to or from an LLM."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content."""

        data: str
        """Base64-encoded media payload."""

        mime_type: str = msgspec.field(name="mimeType")
        """MIME type describing the encoded media payload."""

        uri: str | UnsetType | None = UNSET
        """URI associated with this resource or media payload."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ImageContent
    ImageContent.__annotations__.update(
        {
            "annotations": Annotations | UnsetType | None,
            "data": str,
            "mime_type": str,
            "uri": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AudioContent():
    class AudioContent(AcpStruct, kw_only=True, tag_field="type", tag="audio"):
        """Audio provided to or from an LLM."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content."""

        data: str
        """Base64-encoded media payload."""

        mime_type: str = msgspec.field(name="mimeType")
        """MIME type describing the encoded media payload."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AudioContent
    AudioContent.__annotations__.update(
        {
            "annotations": Annotations | UnsetType | None,
            "data": str,
            "mime_type": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ResourceLink():
    class ResourceLink(AcpStruct, kw_only=True, tag_field="type", tag="resource_link"):
        """A resource that the server is capable of reading, included in a prompt or tool call result."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content."""

        description: str | UnsetType | None = UNSET
        """Optional human-readable details shown with this protocol object."""

        mime_type: str | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type describing the encoded media payload."""

        name: str
        """Human-readable name shown for this protocol object."""

        size: _Int64 | UnsetType | None = UNSET
        """Optional size of the linked resource in bytes, if known."""

        title: str | UnsetType | None = UNSET
        """Optional display title for end-user UI."""

        uri: str
        """URI associated with this resource or media payload."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ResourceLink
    ResourceLink.__annotations__.update(
        {
            "annotations": Annotations | UnsetType | None,
            "description": str | UnsetType | None,
            "mime_type": str | UnsetType | None,
            "name": str,
            "size": _Int64 | UnsetType | None,
            "title": str | UnsetType | None,
            "uri": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TextResourceContents():
    class TextResourceContents(AcpStruct, kw_only=True):
        """Text-based resource contents."""

        mime_type: str | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type describing the encoded media payload."""

        text: str
        """Text payload carried by this content block."""

        uri: str
        """URI associated with this resource or media payload."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield TextResourceContents
    TextResourceContents.__annotations__.update(
        {
            "mime_type": str | UnsetType | None,
            "text": str,
            "uri": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BlobResourceContents():
    class BlobResourceContents(AcpStruct, kw_only=True):
        """Binary resource contents."""

        blob: str
        """Base64-encoded bytes for a binary resource payload."""

        mime_type: str | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
        """MIME type describing the encoded media payload."""

        uri: str
        """URI associated with this resource or media payload."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield BlobResourceContents
    BlobResourceContents.__annotations__.update(
        {
            "blob": str,
            "mime_type": str | UnsetType | None,
            "uri": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_EmbeddedResource():
    class EmbeddedResource(AcpStruct, kw_only=True, tag_field="type", tag="resource"):
        """The contents of a resource, embedded into a prompt or tool call result."""

        annotations: Annotations | UnsetType | None = UNSET
        """Optional annotations that help clients decide how to display or route this content."""

        resource: _EmbeddedResourceResourceField
        """Embedded resource payload, either text or binary data."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.resource = resolve_field(
                _EmbeddedResourceResourceSpec, self.resource, "resource", nullable=False
            )

    yield EmbeddedResource
    EmbeddedResource.__annotations__.update(
        {
            "annotations": Annotations | UnsetType | None,
            "resource": _EmbeddedResourceResourceField,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield Content
    Content.__annotations__.update(
        {
            "content": ContentBlock,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Diff():
    class Diff(AcpStruct, kw_only=True, tag_field="type", tag="diff"):
        """A diff representing file modifications.

        Shows changes to files in a format suitable for display in the client UI.

        See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#content)
        """

        path: str
        """The absolute file path being modified."""

        old_text: str | UnsetType | None = msgspec.field(default=UNSET, name="oldText")
        """The original content (omitted or `null` for new files)."""

        new_text: str = msgspec.field(name="newText")
        """The new content after modification."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield Diff
    Diff.__annotations__.update(
        {
            "path": str,
            "old_text": str | UnsetType | None,
            "new_text": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Terminal():
    class Terminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
        """Embed a terminal created with `terminal/create` by its id.

        The terminal must be added before calling `terminal/release`.

        See protocol docs: [Terminal](https://agentclientprotocol.com/protocol/v1/draft/terminals)
        """

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """Identifier of the terminal instance to embed in the content stream."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#following-the-agent)
        """

        path: str
        """The absolute file path being accessed or modified."""

        line: _UInt32 | UnsetType | None = UNSET
        """Optional 1-based line number within the file."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ToolCallLocation
    ToolCallLocation.__annotations__.update(
        {
            "path": str,
            "line": _UInt32 | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PermissionOption():
    class PermissionOption(AcpStruct, kw_only=True):
        """An option presented to the user when requesting permission."""

        option_id: PermissionOptionId = msgspec.field(name="optionId")
        """Unique identifier for this permission option."""

        name: str
        """Human-readable label to display to the user."""

        kind: PermissionOptionKind
        """Hint about the nature of this permission option."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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


def _build_CreateTerminalRequest():
    class CreateTerminalRequest(AcpStruct, kw_only=True):
        """Request to create a new terminal and execute a command."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        command: str
        """The command to execute."""

        args: list[str] | UnsetType = UNSET
        """Array of command arguments."""

        env: list[EnvVariable] | UnsetType = UNSET
        """Environment variables for the command."""

        cwd: str | UnsetType | None = UNSET
        """Working directory for the command. Must be an absolute path."""

        output_byte_limit: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="outputByteLimit"
        )
        """Maximum number of output bytes to retain.

        When the limit is exceeded, the Client truncates from the beginning of the output
        to stay within the limit.

        The Client MUST ensure truncation happens at a character boundary to maintain valid
        string output, even if this means the retained output is slightly less than the
        specified limit.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            check_upper_bound(self.output_byte_limit, 18446744073709551615, "outputByteLimit")

    yield CreateTerminalRequest
    CreateTerminalRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "command": str,
            "args": list[str] | UnsetType,
            "env": list[EnvVariable] | UnsetType,
            "cwd": str | UnsetType | None,
            "output_byte_limit": _UInt64 | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_EnvVariable():
    class EnvVariable(AcpStruct, kw_only=True):
        """An environment variable to set when launching an MCP server."""

        name: str
        """The name of the environment variable."""

        value: str
        """The value to set for the environment variable."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield EnvVariable
    EnvVariable.__annotations__.update(
        {
            "name": str,
            "value": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalOutputRequest():
    class TerminalOutputRequest(AcpStruct, kw_only=True):
        """Request to get the current output and status of a terminal."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the terminal to get output from."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield TerminalOutputRequest
    TerminalOutputRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ReleaseTerminalRequest():
    class ReleaseTerminalRequest(AcpStruct, kw_only=True):
        """Request to release a terminal and free its resources."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the terminal to release."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ReleaseTerminalRequest
    ReleaseTerminalRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_WaitForTerminalExitRequest():
    class WaitForTerminalExitRequest(AcpStruct, kw_only=True):
        """Request to wait for a terminal command to exit."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the terminal to wait for."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield WaitForTerminalExitRequest
    WaitForTerminalExitRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_KillTerminalRequest():
    class KillTerminalRequest(AcpStruct, kw_only=True):
        """Request to kill a terminal without releasing it."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The session ID for this request."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The ID of the terminal to kill."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield KillTerminalRequest
    KillTerminalRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "terminal_id": TerminalId,
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
        """The request this elicitation is tied to."""

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

        type: ElicitationSchemaType | UnsetType = UNSET
        """Type discriminator. Always `"object"`."""

        title: str | UnsetType | None = UNSET
        """Optional title for the schema.

        Optional. Omitted and `null` are equivalent and mean no title is provided.
        """

        properties: dict[str, ElicitationPropertySchema] | UnsetType = UNSET
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ElicitationSchema
    ElicitationSchema.__annotations__.update(
        {
            "type": ElicitationSchemaType | UnsetType,
            "title": str | UnsetType | None,
            "properties": dict[str, ElicitationPropertySchema] | UnsetType,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        """Pattern the string must match.

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

        enum: list[str] | UnsetType | None = UNSET
        """Enum values for untitled single-select enums.
        Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
        declared by `enum`.
        """

        one_of: list[EnumOption] | UnsetType | None = msgspec.field(default=UNSET, name="oneOf")
        """Titled enum options for titled single-select enums.
        Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
        declared by `oneOf`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
            "enum": list[str] | UnsetType | None,
            "one_of": list[EnumOption] | UnsetType | None,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        enum: list[str]
        """Allowed enum values."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield StringMultiSelectItems
    StringMultiSelectItems.__annotations__.update(
        {
            "enum": list[str],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TitledMultiSelectItems():
    class TitledMultiSelectItems(AcpStruct, kw_only=True):
        """Items definition for titled multi-select enum properties."""

        any_of: list[EnumOption] = msgspec.field(name="anyOf")
        """Titled enum options."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield TitledMultiSelectItems
    TitledMultiSelectItems.__annotations__.update(
        {
            "any_of": list[EnumOption],
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `mcp/message`.

        Draft only: not in the stable schema.
        """

        server_id: McpServerAcpId = msgspec.field(name="serverId")
        """The declared ACP MCP server receiving this request."""

        request_id: McpRequestId = msgspec.field(name="requestId")
        """The caller-generated identifier for the inner MCP request."""

        method: str
        """The inner MCP method name."""

        params: dict[str, Any] | UnsetType | None = UNSET
        """Optional inner MCP params.

        If omitted or set to `null`, the inner MCP message has no params.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/draft/initialization)
        """

        protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
        """The protocol version the client specified if supported by the agent,
        or the latest protocol version supported by the agent.

        The client should disconnect, if it doesn't support this version.
        """

        agent_capabilities: AgentCapabilities | UnsetType = msgspec.field(
            default=UNSET, name="agentCapabilities"
        )
        """Capabilities supported by the agent."""

        auth_methods: list[_AuthMethodField] | UnsetType = msgspec.field(
            default=UNSET, name="authMethods"
        )
        """Authentication methods supported by the agent."""

        agent_info: Implementation | UnsetType | None = msgspec.field(
            default=UNSET, name="agentInfo"
        )
        """Information about the Agent name and version sent to the Client.

        Note: in future versions of the protocol, this will be required.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.auth_methods = resolve_list_field(
                _AuthMethodSpec, self.auth_methods, "authMethods"
            )

    yield InitializeResponse
    InitializeResponse.__annotations__.update(
        {
            "protocol_version": ProtocolVersion,
            "agent_capabilities": AgentCapabilities | UnsetType,
            "auth_methods": list[_AuthMethodField] | UnsetType,
            "agent_info": Implementation | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentCapabilities():
    class AgentCapabilities(AcpStruct, kw_only=True):
        """Capabilities supported by the agent.

        Advertised during initialization to inform the client about
        available features and content types.

        See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#agent-capabilities)
        """

        load_session: bool | UnsetType = msgspec.field(default=UNSET, name="loadSession")
        """Whether the agent supports `session/load`."""

        prompt_capabilities: PromptCapabilities | UnsetType = msgspec.field(
            default=UNSET, name="promptCapabilities"
        )
        """Prompt capabilities supported by the agent."""

        mcp_capabilities: McpCapabilities | UnsetType = msgspec.field(
            default=UNSET, name="mcpCapabilities"
        )
        """MCP capabilities supported by the agent."""

        session_capabilities: SessionCapabilities | UnsetType = msgspec.field(
            default=UNSET, name="sessionCapabilities"
        )
        """Session lifecycle and prompt capabilities advertised by the agent."""

        auth: AgentAuthCapabilities | UnsetType = UNSET
        """Authentication-related capabilities supported by the agent."""

        providers: ProvidersCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Provider configuration capabilities supported by the agent.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports provider configuration methods.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AgentCapabilities
    AgentCapabilities.__annotations__.update(
        {
            "load_session": bool | UnsetType,
            "prompt_capabilities": PromptCapabilities | UnsetType,
            "mcp_capabilities": McpCapabilities | UnsetType,
            "session_capabilities": SessionCapabilities | UnsetType,
            "auth": AgentAuthCapabilities | UnsetType,
            "providers": ProvidersCapabilities | UnsetType | None,
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

        See protocol docs: [Prompt Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#prompt-capabilities)
        """

        image: bool | UnsetType = UNSET
        """Agent supports `image` content blocks."""

        audio: bool | UnsetType = UNSET
        """Agent supports `audio` content blocks."""

        embedded_context: bool | UnsetType = msgspec.field(default=UNSET, name="embeddedContext")
        """Agent supports embedded context in `session/prompt` requests.

        When enabled, the Client is allowed to include `resource` content blocks
        in prompt requests for pieces of context that are referenced in the message.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield PromptCapabilities
    PromptCapabilities.__annotations__.update(
        {
            "image": bool | UnsetType,
            "audio": bool | UnsetType,
            "embedded_context": bool | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpCapabilities():
    class McpCapabilities(AcpStruct, kw_only=True):
        """MCP capabilities supported by the agent"""

        http: bool | UnsetType = UNSET
        """Agent supports `http` MCP servers."""

        sse: bool | UnsetType = UNSET
        """Agent supports `sse` MCP servers."""

        acp: bool | UnsetType = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Agent supports `acp` MCP servers.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield McpCapabilities
    McpCapabilities.__annotations__.update(
        {
            "http": bool | UnsetType,
            "sse": bool | UnsetType,
            "acp": bool | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionCapabilities():
    class SessionCapabilities(AcpStruct, kw_only=True):
        """Session capabilities supported by the agent.

        As a baseline, all Agents **MUST** support `session/new`, `session/prompt`, `session/cancel`, and `session/update`.

        Optionally, they **MAY** support other session methods and notifications by specifying additional capabilities.

        Note: `session/load` is still handled by the top-level `loadSession` capability. This will be unified in future versions of the protocol.

        See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#session-capabilities)
        """

        list: SessionListCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `session/list`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports listing sessions.
        """

        delete: SessionDeleteCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `session/delete`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports deleting sessions from `session/list`.
        """

        additional_directories: SessionAdditionalDirectoriesCapabilities | UnsetType | None = (
            msgspec.field(default=UNSET, name="additionalDirectories")
        )
        """Whether the agent supports `additionalDirectories` on supported session lifecycle requests.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports `additionalDirectories` on
        supported session lifecycle requests.

        Agents that also support `session/list` may return
        `SessionInfo.additionalDirectories` to report the complete ordered
        additional-root list associated with a listed session.
        """

        system_prompt: SessionSystemPromptCapabilities | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `systemPrompt` on session lifecycle requests.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports `systemPrompt` in `append` mode.

        Draft only.
        """

        fork: SessionForkCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/fork`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports forking sessions.

        Draft only.
        """

        archive: SessionArchiveCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/archive` and `session/unarchive`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports both methods, the `archived` filter on
        `session/list`, and `SessionInfo.archived`. Agents that advertise it MUST also advertise `sessionCapabilities.list`.

        Draft only.
        """

        status: SessionStatusCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/status`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports checking session status.

        Draft only.
        """

        title: SessionTitleCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports `session/set_title`.

        Agents report titles through `session/list` and `session_info_update` without this
        capability. It only advertises that Clients can set titles.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports setting session titles.

        Draft only.
        """

        resume: SessionResumeCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `session/resume`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports resuming sessions.
        """

        close: SessionCloseCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `session/close`.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports closing sessions.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionCapabilities
    SessionCapabilities.__annotations__.update(
        {
            "list": SessionListCapabilities | UnsetType | None,
            "delete": SessionDeleteCapabilities | UnsetType | None,
            "additional_directories": SessionAdditionalDirectoriesCapabilities | UnsetType | None,
            "system_prompt": SessionSystemPromptCapabilities | UnsetType | None,
            "fork": SessionForkCapabilities | UnsetType | None,
            "archive": SessionArchiveCapabilities | UnsetType | None,
            "status": SessionStatusCapabilities | UnsetType | None,
            "title": SessionTitleCapabilities | UnsetType | None,
            "resume": SessionResumeCapabilities | UnsetType | None,
            "close": SessionCloseCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionListCapabilities():
    class SessionListCapabilities(AcpStruct, kw_only=True):
        """Capabilities for the `session/list` method.

        Supplying `{}` means the agent supports listing sessions.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionListCapabilities
    SessionListCapabilities.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        supported session lifecycle requests. Agents that also support
        `session/list` may return `SessionInfo.additionalDirectories` to report the
        complete ordered additional-root list associated with a listed session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        Optional. Omitted or `null` both mean the agent supports only `append`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        `append` has no entry because every agent advertising
        `sessionCapabilities.systemPrompt` supports it.

        Draft only: not in the stable schema.
        """

        override: SessionSystemPromptOverrideCapabilities | UnsetType | None = UNSET
        """Whether the agent supports `override` mode.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports replacing its built-in default
        instructions with the client-provided system prompt.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionTitleCapabilities
    SessionTitleCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionResumeCapabilities():
    class SessionResumeCapabilities(AcpStruct, kw_only=True):
        """Capabilities for the `session/resume` method.

        Supplying `{}` means the agent supports resuming sessions.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionResumeCapabilities
    SessionResumeCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionCloseCapabilities():
    class SessionCloseCapabilities(AcpStruct, kw_only=True):
        """Capabilities for the `session/close` method.

        Supplying `{}` means the agent supports closing sessions.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionCloseCapabilities
    SessionCloseCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AgentAuthCapabilities():
    class AgentAuthCapabilities(AcpStruct, kw_only=True):
        """Authentication-related capabilities supported by the agent."""

        status: AuthStatusCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the agent supports the `auth/status` method.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports the `auth/status` method.

        Draft only.
        """

        logout: LogoutCapabilities | UnsetType | None = UNSET
        """Whether the agent supports the logout method.

        Optional. Omitted or `null` both mean the agent does not advertise support.
        Supplying `{}` means the agent supports the logout method.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AgentAuthCapabilities
    AgentAuthCapabilities.__annotations__.update(
        {
            "status": AuthStatusCapabilities | UnsetType | None,
            "logout": LogoutCapabilities | UnsetType | None,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AuthStatusCapabilities
    AuthStatusCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LogoutCapabilities():
    class LogoutCapabilities(AcpStruct, kw_only=True):
        """Logout capabilities supported by the agent.

        Supplying `{}` means the agent supports the logout method.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield LogoutCapabilities
    LogoutCapabilities.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ProvidersCapabilities
    ProvidersCapabilities.__annotations__.update(
        {
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
        The client MUST NOT pass this method to `authenticate`.
        """

        id: AuthMethodId
        """Unique identifier for this authentication method."""

        name: str
        """Human-readable name of the authentication method."""

        description: str | UnsetType | None = UNSET
        """Optional human-readable description of this authentication method."""

        args: list[str] | UnsetType = UNSET
        """Additional arguments to append to the configured agent invocation for terminal auth."""

        env: dict[str, str] | UnsetType = UNSET
        """Additional environment variables to set on the configured agent invocation for terminal auth.
        These values override same-named variables in the base launch configuration.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AuthMethodTerminal
    AuthMethodTerminal.__annotations__.update(
        {
            "id": AuthMethodId,
            "name": str,
            "description": str | UnsetType | None,
            "args": list[str] | UnsetType,
            "env": dict[str, str] | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthMethodAgent():
    class AuthMethodAgent(AcpStruct, kw_only=True):
        """Agent handles authentication itself through `authenticate`.

        This is the default authentication method type.
        """

        id: AuthMethodId
        """Unique identifier for this authentication method."""

        name: str
        """Human-readable name of the authentication method."""

        description: str | UnsetType | None = UNSET
        """Optional human-readable description of this authentication method."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AuthMethodAgent
    AuthMethodAgent.__annotations__.update(
        {
            "id": AuthMethodId,
            "name": str,
            "description": str | UnsetType | None,
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
        """

        version: str
        """Version of the implementation. Can be displayed to the user or used
        for debugging or metrics purposes. (e.g. "1.0.0").
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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


def _build_AuthenticateResponse():
    class AuthenticateResponse(AcpStruct, kw_only=True):
        """Response to the `authenticate` method."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AuthenticateResponse
    AuthenticateResponse.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield DisableProviderResponse
    DisableProviderResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LogoutResponse():
    class LogoutResponse(AcpStruct, kw_only=True):
        """Response to the `logout` method."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield LogoutResponse
    LogoutResponse.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/draft/session-setup#creating-a-session)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """Unique identifier for the created session.

        Used in all subsequent requests for this conversation.
        """

        modes: SessionModeState | UnsetType | None = UNSET
        """Initial mode state if supported by the Agent

        See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
        """

        config_options: list[SessionConfigOption] | UnsetType | None = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options if supported by the Agent."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield NewSessionResponse
    NewSessionResponse.__annotations__.update(
        {
            "session_id": SessionId,
            "modes": SessionModeState | UnsetType | None,
            "config_options": list[SessionConfigOption] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionModeState():
    class SessionModeState(AcpStruct, kw_only=True):
        """The set of modes and the one currently active."""

        current_mode_id: SessionModeId = msgspec.field(name="currentModeId")
        """The current mode the Agent is in."""

        available_modes: list[SessionMode] = msgspec.field(name="availableModes")
        """The set of modes that the Agent can operate in"""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionModeState
    SessionModeState.__annotations__.update(
        {
            "current_mode_id": SessionModeId,
            "available_modes": list[SessionMode],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionMode():
    class SessionMode(AcpStruct, kw_only=True):
        """A mode the agent can operate in.

        See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
        """

        id: SessionModeId
        """Stable identifier used to refer to this protocol object in later messages."""

        name: str
        """Human-readable name shown for this protocol object."""

        description: str | UnsetType | None = UNSET
        """Optional human-readable details shown with this protocol object."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionMode
    SessionMode.__annotations__.update(
        {
            "id": SessionModeId,
            "name": str,
            "description": str | UnsetType | None,
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
        """Optional description for this option value."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        group: SessionConfigGroupId
        """Unique identifier for this group."""

        name: str
        """Human-readable label for this group."""

        options: list[SessionConfigSelectOption]
        """The set of option values in this group."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionConfigSelectGroup
    SessionConfigSelectGroup.__annotations__.update(
        {
            "group": SessionConfigGroupId,
            "name": str,
            "options": list[SessionConfigSelectOption],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionConfigSelect():
    class SessionConfigSelect(AcpStruct, kw_only=True):
        """A single-value selector (dropdown) session configuration option payload."""

        current_value: SessionConfigValueId = msgspec.field(name="currentValue")
        """The currently selected value."""

        options: _SessionConfigSelectOptionsField
        """The set of selectable options."""

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


def _build_LoadSessionResponse():
    class LoadSessionResponse(AcpStruct, kw_only=True):
        """Response from loading an existing session."""

        modes: SessionModeState | UnsetType | None = UNSET
        """Initial mode state if supported by the Agent

        See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
        """

        config_options: list[SessionConfigOption] | UnsetType | None = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options if supported by the Agent."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield LoadSessionResponse
    LoadSessionResponse.__annotations__.update(
        {
            "modes": SessionModeState | UnsetType | None,
            "config_options": list[SessionConfigOption] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ListSessionsResponse():
    class ListSessionsResponse(AcpStruct, kw_only=True):
        """Response from listing sessions."""

        sessions: list[SessionInfo]
        """Array of session information objects"""

        next_cursor: str | UnsetType | None = msgspec.field(default=UNSET, name="nextCursor")
        """Opaque cursor token. If present, pass this in the next request's cursor parameter
        to fetch the next page. If absent, there are no more results.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ListSessionsResponse
    ListSessionsResponse.__annotations__.update(
        {
            "sessions": list[SessionInfo],
            "next_cursor": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionInfo():
    class SessionInfo(AcpStruct, kw_only=True):
        """Information about a session returned by session/list"""

        session_id: SessionId = msgspec.field(name="sessionId")
        """Unique identifier for the session"""

        cwd: str
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[str] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots reported for this session. Each path must be absolute.

        When present, this is the complete ordered additional-root list reported
        by the Agent. Omitted and empty values are equivalent: the response
        reports no additional roots.
        """

        title: str | UnsetType | None = UNSET
        """Human-readable title for the session"""

        updated_at: str | UnsetType | None = msgspec.field(default=UNSET, name="updatedAt")
        """ISO 8601 timestamp of last activity"""

        archived: bool | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the session is archived.

        Optional. Omitted and `null` are equivalent and mean the archive state is not reported.
        Agents that advertise the `sessionCapabilities.archive` capability MUST include it on every listed session.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionInfo
    SessionInfo.__annotations__.update(
        {
            "session_id": SessionId,
            "cwd": str,
            "additional_directories": list[str] | UnsetType,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        modes: SessionModeState | UnsetType | None = UNSET
        """Initial mode state if supported by the Agent

        See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
        """

        config_options: list[SessionConfigOption] | UnsetType | None = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options if supported by the Agent."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ForkSessionResponse
    ForkSessionResponse.__annotations__.update(
        {
            "session_id": SessionId,
            "modes": SessionModeState | UnsetType | None,
            "config_options": list[SessionConfigOption] | UnsetType | None,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionStatusResponse
    SessionStatusResponse.__annotations__.update(
        {
            "status": SessionStatus,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        """Response from resuming an existing session."""

        modes: SessionModeState | UnsetType | None = UNSET
        """Initial mode state if supported by the Agent

        See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
        """

        config_options: list[SessionConfigOption] | UnsetType | None = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Initial session configuration options if supported by the Agent."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ResumeSessionResponse
    ResumeSessionResponse.__annotations__.update(
        {
            "modes": SessionModeState | UnsetType | None,
            "config_options": list[SessionConfigOption] | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CloseSessionResponse():
    class CloseSessionResponse(AcpStruct, kw_only=True):
        """Response from closing a session."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield CloseSessionResponse
    CloseSessionResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetSessionModeResponse():
    class SetSessionModeResponse(AcpStruct, kw_only=True):
        """Response to `session/set_mode` method."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SetSessionModeResponse
    SetSessionModeResponse.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        """Response from processing a user prompt.

        See protocol docs: [Check for Completion](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#4-check-for-completion)
        """

        stop_reason: StopReason = msgspec.field(name="stopReason")
        """Indicates why the agent stopped processing the turn."""

        usage: Usage | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Token usage for this turn (optional).

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield PromptResponse
    PromptResponse.__annotations__.update(
        {
            "stop_reason": StopReason,
            "usage": Usage | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Usage():
    class Usage(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Token usage information for a prompt turn.

        Draft only: not in the stable schema.
        """

        total_tokens: _UInt64 = msgspec.field(name="totalTokens")
        """Sum of all token types across session."""

        input_tokens: _UInt64 = msgspec.field(name="inputTokens")
        """Total input tokens across all turns."""

        output_tokens: _UInt64 = msgspec.field(name="outputTokens")
        """Total output tokens across all turns."""

        thought_tokens: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="thoughtTokens"
        )
        """Total thought/reasoning tokens"""

        cached_read_tokens: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="cachedReadTokens"
        )
        """Total cache read tokens."""

        cached_write_tokens: _UInt64 | UnsetType | None = msgspec.field(
            default=UNSET, name="cachedWriteTokens"
        )
        """Total cache write tokens."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        data: Any | UnsetType = UNSET
        """Optional primitive or structured value that contains additional information about the error.
        This may include debugging information or context-specific details.
        """

    yield Error
    Error.__annotations__.update(
        {
            "code": ErrorCode,
            "message": str,
            "data": Any | UnsetType,
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


def _build_SessionNotification():
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

    yield SessionNotification
    SessionNotification.__annotations__.update(
        {
            "session_id": SessionId,
            "update": SessionUpdate,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ContentChunk():
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

    yield ContentChunk
    ContentChunk.__annotations__.update(
        {
            "content": ContentBlock,
            "message_id": MessageId | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ToolCall():
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

    yield ToolCall
    ToolCall.__annotations__.update(
        {
            "tool_call_id": ToolCallId,
            "title": str,
            "name": str | UnsetType | None,
            "kind": ToolKind | UnsetType,
            "status": ToolCallStatus | UnsetType,
            "content": list[ToolCallContent] | UnsetType,
            "locations": list[ToolCallLocation] | UnsetType,
            "raw_input": Any | UnsetType,
            "raw_output": Any | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanEntry():
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

    yield PlanEntry
    PlanEntry.__annotations__.update(
        {
            "content": str,
            "priority": PlanEntryPriority,
            "status": PlanEntryStatus,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_Plan():
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

    yield Plan
    Plan.__annotations__.update(
        {
            "entries": list[PlanEntry],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanItems():
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield PlanRemoved
    PlanRemoved.__annotations__.update(
        {
            "plan_id": PlanId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AvailableCommand():
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

    yield AvailableCommand
    AvailableCommand.__annotations__.update(
        {
            "name": str,
            "description": str,
            "input": AvailableCommandInput | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UnstructuredCommandInput():
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

    yield UnstructuredCommandInput
    UnstructuredCommandInput.__annotations__.update(
        {
            "hint": str,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AvailableCommandsUpdate():
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

    yield AvailableCommandsUpdate
    AvailableCommandsUpdate.__annotations__.update(
        {
            "available_commands": list[AvailableCommand],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CurrentModeUpdate():
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

    yield CurrentModeUpdate
    CurrentModeUpdate.__annotations__.update(
        {
            "current_mode_id": SessionModeId,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        Agents MUST only send this update when the Client advertised
        the `session.compaction` Client capability.
        """

        compaction_id: CompactionId = msgspec.field(name="compactionId")
        """ID of the compaction whose summary receives this content."""

        content: ContentBlock
        """One content block to append."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """Metadata scoped to this chunk. Omission and `null` both mean absent."""

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
        the session. Omitted or `null` means unsupported. An object (including
        `{}`) means supported.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionCancelCapabilities
    SessionCancelCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_RunningStateUpdate():
    class RunningStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="running"):
        """Foreground work is in progress.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP for additional metadata.
        Implementations MUST NOT make assumptions about values at these keys.
        Optional. Omitted and `null` mean no metadata for this state snapshot.
        """

    yield RunningStateUpdate
    RunningStateUpdate.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ErrorStopReason():
    class ErrorStopReason(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Details of a failure that ended a child's foreground work.

        Draft only: not in the stable schema.
        """

        error: Error | UnsetType | None = UNSET
        """The failure, as a JSON-RPC error object.

        Optional. Omitted or `null` both mean the agent is not reporting failure details.
        Agents SHOULD include it.
        """

    yield ErrorStopReason
    ErrorStopReason.__annotations__.update(
        {
            "error": Error | UnsetType | None,
        }
    )


def _build_IdleStateUpdate():
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

    yield IdleStateUpdate
    IdleStateUpdate.__annotations__.update(
        {
            "usage": Usage | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
            "stop_reason": str | UnsetType | None,
            "error": Error | UnsetType | None,
        }
    )


def _build_RequiresActionStateUpdate():
    class RequiresActionStateUpdate(
        AcpStruct, kw_only=True, tag_field="state", tag="requires_action"
    ):
        """Foreground work is blocked on user action.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP for additional metadata.
        Implementations MUST NOT make assumptions about values at these keys.
        Optional. Omitted and `null` mean no metadata for this state snapshot.
        """

    yield RequiresActionStateUpdate
    RequiresActionStateUpdate.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_UnknownStateUpdate():
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

    yield UnknownStateUpdate
    UnknownStateUpdate.__annotations__.update(
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

    yield SubagentUpdate
    SubagentUpdate.__annotations__.update(
        {
            "session_id": SessionId,
            "title": str | UnsetType | None,
            "description": str | UnsetType | None,
            "capabilities": SubagentSessionCapabilities | UnsetType | None,
            "state": StateUpdate | UnsetType | None,
            "cwd": str | UnsetType | None,
            "additional_directories": list[str] | UnsetType | None,
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
        """Omitted leaves content unchanged. `null` or `[]` clears it.
        A non-empty array replaces all content.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """Omitted leaves metadata unchanged. `null` removes it.

        Implementations MUST NOT make assumptions about values in `_meta`.
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

    yield SessionMessageChunk
    SessionMessageChunk.__annotations__.update(
        {
            "message_id": MessageId,
            "content": ContentBlock,
            "meta": dict[str, Any] | UnsetType | None,
            "sender_session_id": SessionId | UnsetType | None,
            "recipient_session_id": SessionId | UnsetType | None,
        }
    )


def _build_CompleteElicitationNotification():
    class CompleteElicitationNotification(AcpStruct, kw_only=True):
        """Notification sent by the agent when a URL-based elicitation is complete."""

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The ID of the elicitation that completed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/draft/initialization)
        """

        protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
        """The latest protocol version supported by the client."""

        client_capabilities: ClientCapabilities | UnsetType = msgspec.field(
            default=UNSET, name="clientCapabilities"
        )
        """Capabilities supported by the client."""

        client_info: Implementation | UnsetType | None = msgspec.field(
            default=UNSET, name="clientInfo"
        )
        """Information about the Client name and version sent to the Agent.

        Note: in future versions of the protocol, this will be required.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield InitializeRequest
    InitializeRequest.__annotations__.update(
        {
            "protocol_version": ProtocolVersion,
            "client_capabilities": ClientCapabilities | UnsetType,
            "client_info": Implementation | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ClientCapabilities():
    class ClientCapabilities(AcpStruct, kw_only=True):
        """Capabilities supported by the client.

        Advertised during initialization to inform the agent about
        available features and methods.

        See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#client-capabilities)
        """

        fs: FileSystemCapabilities | UnsetType = UNSET
        """File system capabilities supported by the client.
        Determines which file operations the agent can request.
        """

        terminal: bool | UnsetType = UNSET
        """Whether the Client support all `terminal/*` methods."""

        session: ClientSessionCapabilities | UnsetType | None = UNSET
        """Session-related capabilities supported by the client.

        Optional. Omitted or `null` both mean the client does not advertise any
        session-related extensions.
        """

        subagents: SubagentCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the client understands exposed subagent sessions.

        Optional and nullable. Omitted or `null` both mean the client does not
        advertise support.
        Supplying `{}` means the client understands child associations, work-state
        snapshots, session-directed messages, and restricted-session semantics.

        Draft only.
        """

        plan: PlanCapabilities | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Whether the client supports `plan_update` and `plan_removed` session updates.

        Optional. Omitted or `null` both mean the client does not advertise support.
        Supplying `{}` means the client can receive both update types.

        Draft only.
        """

        auth: AuthCapabilities | UnsetType = UNSET
        """Authentication capabilities supported by the client.
        Determines which authentication method types the agent may include
        in its `InitializeResponse`.
        """

        elicitation: ElicitationCapabilities | UnsetType | None = UNSET
        """Elicitation capabilities supported by the client.
        Determines which elicitation modes the agent may use.

        Optional. Omitted or `null` both mean the client does not advertise
        elicitation support.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ClientCapabilities
    ClientCapabilities.__annotations__.update(
        {
            "fs": FileSystemCapabilities | UnsetType,
            "terminal": bool | UnsetType,
            "session": ClientSessionCapabilities | UnsetType | None,
            "subagents": SubagentCapabilities | UnsetType | None,
            "plan": PlanCapabilities | UnsetType | None,
            "auth": AuthCapabilities | UnsetType,
            "elicitation": ElicitationCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_FileSystemCapabilities():
    class FileSystemCapabilities(AcpStruct, kw_only=True):
        """File system capabilities that a client may support.

        See protocol docs: [FileSystem](https://agentclientprotocol.com/protocol/v1/draft/initialization#filesystem)
        """

        read_text_file: bool | UnsetType = msgspec.field(default=UNSET, name="readTextFile")
        """Whether the Client supports `fs/read_text_file` requests."""

        write_text_file: bool | UnsetType = msgspec.field(default=UNSET, name="writeTextFile")
        """Whether the Client supports `fs/write_text_file` requests."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield FileSystemCapabilities
    FileSystemCapabilities.__annotations__.update(
        {
            "read_text_file": bool | UnsetType,
            "write_text_file": bool | UnsetType,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ClientSessionCapabilities():
    class ClientSessionCapabilities(AcpStruct, kw_only=True):
        """Session-related capabilities supported by the client."""

        compaction: CompactionCapabilities | UnsetType | None = UNSET
        """Support for ID-addressed context compaction updates. Omitted or `null`
        means unsupported. `{}` advertises the complete compaction contract.
        """

        config_options: SessionConfigOptionsCapabilities | UnsetType | None = msgspec.field(
            default=UNSET, name="configOptions"
        )
        """Config option capabilities supported by the client.

        Omitted or `null` both mean the client does not advertise support for any
        config option extensions.
        """

        notices: NoticeCapabilities | UnsetType | None = UNSET
        """Support for live user-facing `notice` session updates.

        Optional. Omitted or `null` both mean the client does not advertise support.
        Supplying `{}` means the client can present notices to the user.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ClientSessionCapabilities
    ClientSessionCapabilities.__annotations__.update(
        {
            "compaction": CompactionCapabilities | UnsetType | None,
            "config_options": SessionConfigOptionsCapabilities | UnsetType | None,
            "notices": NoticeCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SessionConfigOptionsCapabilities():
    class SessionConfigOptionsCapabilities(AcpStruct, kw_only=True):
        """Session configuration option capabilities supported by the client."""

        boolean: BooleanConfigOptionCapabilities | UnsetType | None = UNSET
        """Whether the client supports boolean session configuration options.

        Optional. Omitted or `null` both mean the client does not advertise support.
        Supplying `{}` means agents may include `type: "boolean"` entries in
        `configOptions`, and the client may send `session/set_config_option`
        requests with `type: "boolean"` and a boolean `value`.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SessionConfigOptionsCapabilities
    SessionConfigOptionsCapabilities.__annotations__.update(
        {
            "boolean": BooleanConfigOptionCapabilities | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_BooleanConfigOptionCapabilities():
    class BooleanConfigOptionCapabilities(AcpStruct, kw_only=True):
        """Capabilities for boolean session configuration options.

        Supplying `{}` means the client supports boolean session configuration options.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield BooleanConfigOptionCapabilities
    BooleanConfigOptionCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SubagentCapabilities():
    class SubagentCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capability marker for exposing reusable child sessions as restricted ACP sessions.

        Supplying `{}` advertises support for child association and state updates,
        session-directed messages, and restricted-session semantics. The client
        must advertise this capability before the agent sends subagent updates or
        session-directed messages.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.
        """

    yield SubagentCapabilities
    SubagentCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PlanCapabilities():
    class PlanCapabilities(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Capabilities for receiving `plan_update` and `plan_removed` session updates.

        Draft only: not in the stable schema.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield PlanCapabilities
    PlanCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthCapabilities():
    class AuthCapabilities(AcpStruct, kw_only=True):
        """Authentication capabilities supported by the client.

        Advertised during initialization to inform the agent which authentication
        method types the client can handle. This governs opt-in types that require
        additional client-side support.
        """

        terminal: bool | UnsetType = UNSET
        """Whether the client supports `terminal` authentication methods.

        The client should set this to `true` only when it can reproduce the
        configured agent invocation in an interactive terminal. When `true`, the
        agent may include `terminal` entries in its authentication methods.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AuthCapabilities
    AuthCapabilities.__annotations__.update(
        {
            "terminal": bool | UnsetType,
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

        Optional. Omitted or `null` both mean the client does not advertise support.
        Supplying `{}` means the client supports URL-based elicitation.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ElicitationUrlCapabilities
    ElicitationUrlCapabilities.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_AuthenticateRequest():
    class AuthenticateRequest(AcpStruct, kw_only=True):
        """Request parameters for the authenticate method.

        Specifies which authentication method to use.
        """

        method_id: AuthMethodId = msgspec.field(name="methodId")
        """The ID of the authentication method to use.
        Must be one of the methods advertised in the initialize response.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AuthenticateRequest
    AuthenticateRequest.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield DisableProviderRequest
    DisableProviderRequest.__annotations__.update(
        {
            "provider_id": ProviderId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LogoutRequest():
    class LogoutRequest(AcpStruct, kw_only=True):
        """Request parameters for the logout method.

        Terminates the current authenticated session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield LogoutRequest
    LogoutRequest.__annotations__.update(
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/draft/session-setup#creating-a-session)
        """

        cwd: str
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[str] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots for this session. Each path must be absolute.

        These expand the session's filesystem scope without changing `cwd`, which
        remains the base for relative paths. When omitted or empty, no
        additional roots are activated for the new session.
        """

        mcp_servers: list[_McpServerField] = msgspec.field(name="mcpServers")
        """List of MCP (Model Context Protocol) servers the agent should connect to."""

        system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System-level instructions for the new session.

        Optional. Omitted and `null` are equivalent and mean the Agent uses its
        own default instructions. Clients MUST only send this when the Agent
        advertises `sessionCapabilities.systemPrompt`.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.mcp_servers = resolve_list_field(_McpServerSpec, self.mcp_servers, "mcpServers")

    yield NewSessionRequest
    NewSessionRequest.__annotations__.update(
        {
            "cwd": str,
            "additional_directories": list[str] | UnsetType,
            "mcp_servers": list[_McpServerField],
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        headers: list[HttpHeader]
        """HTTP headers to set when making requests to the MCP server."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield McpServerHttp
    McpServerHttp.__annotations__.update(
        {
            "name": str,
            "url": str,
            "headers": list[HttpHeader],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_McpServerSse():
    class McpServerSse(AcpStruct, kw_only=True, tag_field="type", tag="sse"):
        """SSE transport configuration for MCP."""

        name: str
        """Human-readable name identifying this MCP server."""

        url: str
        """URL to the MCP server."""

        headers: list[HttpHeader]
        """HTTP headers to set when making requests to the MCP server."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield McpServerSse
    McpServerSse.__annotations__.update(
        {
            "name": str,
            "url": str,
            "headers": list[HttpHeader],
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
    class McpServerStdio(AcpStruct, kw_only=True):
        """Stdio transport configuration for MCP."""

        name: str
        """Human-readable name identifying this MCP server."""

        command: str
        """Absolute path to the MCP server executable."""

        args: list[str]
        """Command-line arguments to pass to the MCP server."""

        env: list[EnvVariable]
        """Environment variables to set when launching the MCP server."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield McpServerStdio
    McpServerStdio.__annotations__.update(
        {
            "name": str,
            "command": str,
            "args": list[str],
            "env": list[EnvVariable],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SystemPrompt():
    class SystemPrompt(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Client-provided system-level instructions for a session.

        Clients MUST only send this when the Agent advertises
        `sessionCapabilities.systemPrompt`. Agents that cannot apply it, for example
        because of an unadvertised mode or an unsupported content block type, MUST
        return an error instead of creating, loading, resuming, or forking the
        session.

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
        blocks they do not support.

        Clients MUST NOT send an empty array. Agents MAY reject one with
        `-32602` without creating, loading, resuming, or forking the session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SystemPrompt
    SystemPrompt.__annotations__.update(
        {
            "mode": SystemPromptMode,
            "content": list[ContentBlock],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_LoadSessionRequest():
    class LoadSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for loading an existing session.

        Only available if the Agent supports the `loadSession` capability.

        See protocol docs: [Loading Sessions](https://agentclientprotocol.com/protocol/v1/draft/session-setup#loading-sessions)
        """

        mcp_servers: list[_McpServerField] = msgspec.field(name="mcpServers")
        """List of MCP servers to connect to for this session."""

        cwd: str
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[str] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots to activate for this session. Each path must be absolute.

        When omitted or empty, no additional roots are activated. When non-empty,
        this is the complete resulting additional-root list for the loaded
        session. It may differ from any previously used or reported list as long as
        the request `cwd` matches the session's `cwd`.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to load."""

        system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System-level instructions for the loaded session.

        Optional. Omitted and `null` are equivalent. The Agent may then keep a
        system prompt it stored with the session or use its default instructions.
        Clients MUST only send this when the Agent advertises
        `sessionCapabilities.systemPrompt`, and SHOULD send the same value they used
        when the session was created.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.mcp_servers = resolve_list_field(_McpServerSpec, self.mcp_servers, "mcpServers")

    yield LoadSessionRequest
    LoadSessionRequest.__annotations__.update(
        {
            "mcp_servers": list[_McpServerField],
            "cwd": str,
            "additional_directories": list[str] | UnsetType,
            "session_id": SessionId,
            "system_prompt": SystemPrompt | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ListSessionsRequest():
    class ListSessionsRequest(AcpStruct, kw_only=True):
        """Request parameters for listing existing sessions.

        Only available if the Agent supports the `sessionCapabilities.list` capability.
        """

        cwd: str | UnsetType | None = UNSET
        """Filter sessions by working directory. Must be an absolute path."""

        cursor: str | UnsetType | None = UNSET
        """Opaque cursor token from a previous response's nextCursor field for cursor-based pagination"""

        archived: SessionArchiveFilter | UnsetType | None = UNSET
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Filter sessions by archive state.

        Optional. Omitted and `null` are equivalent and mean `exclude`. Only send this when
        the Agent advertises the `sessionCapabilities.archive` capability. The filter combines with `cwd` and
        applies before pagination. Clients keep the same value when following `nextCursor`.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ListSessionsRequest
    ListSessionsRequest.__annotations__.update(
        {
            "cwd": str | UnsetType | None,
            "cursor": str | UnsetType | None,
            "archived": SessionArchiveFilter | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_DeleteSessionRequest():
    class DeleteSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for deleting an existing session from `session/list`.

        Only available if the Agent supports the `sessionCapabilities.delete` capability.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to delete."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        cwd: str
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[str] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots to activate for this session. Each path must be absolute.

        When omitted or empty, no additional roots are activated. When non-empty,
        this is the complete resulting additional-root list for the forked
        session.
        """

        mcp_servers: list[_McpServerField] | UnsetType = msgspec.field(
            default=UNSET, name="mcpServers"
        )
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
        `sessionCapabilities.systemPrompt`, and SHOULD send the same value they used
        for the source session.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.mcp_servers = resolve_list_field(_McpServerSpec, self.mcp_servers, "mcpServers")

    yield ForkSessionRequest
    ForkSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "cwd": str,
            "additional_directories": list[str] | UnsetType,
            "mcp_servers": list[_McpServerField] | UnsetType,
            "system_prompt": SystemPrompt | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ArchiveSessionRequest():
    class ArchiveSessionRequest(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for archiving a session.

        Only available if the Agent supports the `sessionCapabilities.archive` capability.

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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        Only available if the Agent supports the `sessionCapabilities.archive` capability.

        Unarchiving returns the session to default `session/list` results with the same ID and
        saved history. It never loads or resumes the session. Clients that want to continue an
        archived session SHOULD unarchive it before calling `session/load` or `session/resume`.
        Unarchiving a session that is not archived succeeds. A session that does not exist
        gets `-32002`.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to unarchive."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        Only available if the Agent supports the `sessionCapabilities.status` capability.

        `session/status` MUST NOT have side effects. The Agent does not load, resume, create,
        close, or change the session, and does not attach the requesting connection to it.
        A session the Agent does not know gets `-32002` with the requested `sessionId` in `data`.

        Draft only: not in the stable schema.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to check."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        Only available if the Agent supports the `sessionCapabilities.title` capability.

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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        Resumes an existing session without returning previous messages (unlike `session/load`).
        This is useful for agents that can resume sessions but don't implement full session loading.

        Only available if the Agent supports the `sessionCapabilities.resume` capability.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to resume."""

        cwd: str
        """The working directory for this session. Must be an absolute path."""

        additional_directories: list[str] | UnsetType = msgspec.field(
            default=UNSET, name="additionalDirectories"
        )
        """Additional workspace roots to activate for this session. Each path must be absolute.

        When omitted or empty, no additional roots are activated. When non-empty,
        this is the complete resulting additional-root list for the resumed
        session. It may differ from any previously used or reported list as long as
        the request `cwd` matches the session's `cwd`.
        """

        mcp_servers: list[_McpServerField] | UnsetType = msgspec.field(
            default=UNSET, name="mcpServers"
        )
        """List of MCP servers to connect to for this session."""

        system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
            default=UNSET, name="systemPrompt"
        )
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        System-level instructions for the resumed session.

        Optional. Omitted and `null` are equivalent. The Agent may then keep a
        system prompt it stored with the session or use its default instructions.
        Clients MUST only send this when the Agent advertises
        `sessionCapabilities.systemPrompt`, and SHOULD send the same value they used
        when the session was created.

        Draft only.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        def __post_init__(self) -> None:
            self.mcp_servers = resolve_list_field(_McpServerSpec, self.mcp_servers, "mcpServers")

    yield ResumeSessionRequest
    ResumeSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "cwd": str,
            "additional_directories": list[str] | UnsetType,
            "mcp_servers": list[_McpServerField] | UnsetType,
            "system_prompt": SystemPrompt | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CloseSessionRequest():
    class CloseSessionRequest(AcpStruct, kw_only=True):
        """Request parameters for closing an active session.

        If supported, the agent **must** cancel any ongoing work related to the session
        (treat it as if `session/cancel` was called) and then free up any resources
        associated with the session.

        Only available if the Agent supports the `sessionCapabilities.close` capability.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to close."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield CloseSessionRequest
    CloseSessionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_SetSessionModeRequest():
    class SetSessionModeRequest(AcpStruct, kw_only=True):
        """Request parameters for setting a session mode."""

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to set the mode for."""

        mode_id: SessionModeId = msgspec.field(name="modeId")
        """The ID of the mode to set."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SetSessionModeRequest
    SetSessionModeRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "mode_id": SessionModeId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_PromptRequest():
    class PromptRequest(AcpStruct, kw_only=True):
        """Request parameters for sending a user prompt to the agent.

        Contains the user's message and any additional context.

        See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#1-user-message)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to send this user message to"""

        prompt: list[ContentBlock]
        """The blocks of content that compose the user's message.

        As a baseline, the Agent MUST support `text` and `resource_link` content blocks,
        while other variants are optionally enabled via `PromptCapabilities`.

        The Client MUST adapt its interface according to `PromptCapabilities`.

        The client MAY include referenced pieces of context as either
        `resource` or `resource_link` content blocks.

        When available, `resource` is preferred
        as it avoids extra round-trips and allows the message to include
        pieces of context from sources the agent may not have access to.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield PromptRequest
    PromptRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "prompt": list[ContentBlock],
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_WriteTextFileResponse():
    class WriteTextFileResponse(AcpStruct, kw_only=True):
        """Response to `fs/write_text_file`"""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield WriteTextFileResponse
    WriteTextFileResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ReadTextFileResponse():
    class ReadTextFileResponse(AcpStruct, kw_only=True):
        """Response containing the contents of a text file."""

        content: str
        """Content payload returned by this response."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ReadTextFileResponse
    ReadTextFileResponse.__annotations__.update(
        {
            "content": str,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield RequestPermissionResponse
    RequestPermissionResponse.__annotations__.update(
        {
            "outcome": RequestPermissionOutcome,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SelectedPermissionOutcome
    SelectedPermissionOutcome.__annotations__.update(
        {
            "option_id": PermissionOptionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CreateTerminalResponse():
    class CreateTerminalResponse(AcpStruct, kw_only=True):
        """Response containing the ID of the created terminal."""

        terminal_id: TerminalId = msgspec.field(name="terminalId")
        """The unique identifier for the created terminal."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield CreateTerminalResponse
    CreateTerminalResponse.__annotations__.update(
        {
            "terminal_id": TerminalId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalOutputResponse():
    class TerminalOutputResponse(AcpStruct, kw_only=True):
        """Response containing the terminal output and exit status."""

        output: str
        """The terminal output captured so far."""

        truncated: bool
        """Whether the output was truncated due to byte limits."""

        exit_status: TerminalExitStatus | UnsetType | None = msgspec.field(
            default=UNSET, name="exitStatus"
        )
        """Exit status if the command has completed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield TerminalOutputResponse
    TerminalOutputResponse.__annotations__.update(
        {
            "output": str,
            "truncated": bool,
            "exit_status": TerminalExitStatus | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_TerminalExitStatus():
    class TerminalExitStatus(AcpStruct, kw_only=True):
        """Exit status of a terminal command."""

        exit_code: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="exitCode")
        """The process exit code (may be null if terminated by signal)."""

        signal: str | UnsetType | None = UNSET
        """The signal that terminated the process (may be null if exited normally)."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield TerminalExitStatus
    TerminalExitStatus.__annotations__.update(
        {
            "exit_code": _UInt32 | UnsetType | None,
            "signal": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ReleaseTerminalResponse():
    class ReleaseTerminalResponse(AcpStruct, kw_only=True):
        """Response to terminal/release method"""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield ReleaseTerminalResponse
    ReleaseTerminalResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_WaitForTerminalExitResponse():
    class WaitForTerminalExitResponse(AcpStruct, kw_only=True):
        """Response containing the exit status of a terminal command."""

        exit_code: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="exitCode")
        """The process exit code (may be null if terminated by signal)."""

        signal: str | UnsetType | None = UNSET
        """The signal that terminated the process (may be null if exited normally)."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield WaitForTerminalExitResponse
    WaitForTerminalExitResponse.__annotations__.update(
        {
            "exit_code": _UInt32 | UnsetType | None,
            "signal": str | UnsetType | None,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_KillTerminalResponse():
    class KillTerminalResponse(AcpStruct, kw_only=True):
        """Response to `terminal/kill` method"""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield KillTerminalResponse
    KillTerminalResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ElicitationAcceptAction():
    class ElicitationAcceptAction(AcpStruct, kw_only=True):
        """The user accepted the elicitation and provided content."""

        content: dict[str, ElicitationContentValue] | UnsetType | None = UNSET
        """The user-provided content, if any, as an object matching the requested schema."""

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


def _build_CancelNotification():
    class CancelNotification(AcpStruct, kw_only=True):
        """Notification to cancel ongoing operations for a session.

        See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#cancellation)
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to cancel operations for."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield CancelNotification
    CancelNotification.__annotations__.update(
        {
            "session_id": SessionId,
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_MessageMcpNotification():
    class MessageMcpNotification(AcpStruct, kw_only=True):
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Notification parameters for `mcp/message`.

        Sent by the provider to the consumer for an active request (including
        subscription acknowledgements and updates). The outer envelope has no `id`.

        Draft only: not in the stable schema.
        """

        server_id: McpServerAcpId = msgspec.field(name="serverId")
        """The declared ACP MCP server handling the associated request."""

        request_id: McpRequestId = msgspec.field(name="requestId")
        """The identifier of the active inner MCP request."""

        method: str
        """The inner MCP method name."""

        params: dict[str, Any] | UnsetType | None = UNSET
        """Optional inner MCP params.

        If omitted or set to `null`, the inner MCP message has no params.
        """

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

        See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/draft/cancellation)
        """

        request_id: RequestId = msgspec.field(name="requestId")
        """The ID of the request to cancel."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield AcceptCreateElicitationResponse
    AcceptCreateElicitationResponse.__annotations__.update(
        {
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

        id: SessionConfigId
        """Unique identifier for the configuration option."""

        name: str
        """Human-readable label for the option."""

        description: str | UnsetType | None = UNSET
        """Optional description for the Client to display to the user."""

        category: SessionConfigOptionCategory | UnsetType | None = UNSET
        """Optional semantic category for this option (UX only)."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield BooleanSessionConfigOption
    BooleanSessionConfigOption.__annotations__.update(
        {
            "id": SessionConfigId,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield CancelCreateElicitationResponse
    CancelCreateElicitationResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_CancelledRequestPermissionOutcome():
    class CancelledRequestPermissionOutcome(
        AcpStruct, kw_only=True, tag_field="outcome", tag="cancelled"
    ):
        """The prompt turn was cancelled before the user responded.

        When a client sends a `session/cancel` notification to cancel an ongoing
        prompt turn, it MUST respond to all pending `session/request_permission`
        requests with this `cancelled` outcome.

        See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#cancellation)
        """

    return CancelledRequestPermissionOutcome


def _build_DeclineCreateElicitationResponse():
    class DeclineCreateElicitationResponse(
        AcpStruct, kw_only=True, tag_field="action", tag="decline"
    ):
        """The user declined the elicitation."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield DeclineCreateElicitationResponse
    DeclineCreateElicitationResponse.__annotations__.update(
        {
            "meta": dict[str, Any] | UnsetType | None,
        }
    )


def _build_ErrorAgentResponse():
    class ErrorAgentResponse(AcpStruct, kw_only=True):
        """A failed JSON-RPC response."""

        id: RequestId
        """The id of the request this response answers."""

        error: Error
        """Method-specific error data."""

    yield ErrorAgentResponse
    ErrorAgentResponse.__annotations__.update(
        {
            "id": RequestId,
            "error": Error,
        }
    )


def _build_ErrorClientResponse():
    class ErrorClientResponse(AcpStruct, kw_only=True):
        """A failed JSON-RPC response."""

        id: RequestId
        """The id of the request this response answers."""

        error: Error
        """Method-specific error data."""

    yield ErrorClientResponse
    ErrorClientResponse.__annotations__.update(
        {
            "id": RequestId,
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
        """Optional ACP carrier metadata."""

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

        id: RequestId
        """The id of the request this response answers."""

        error: Error
        """Method-specific error data."""

    yield ErrorProxyResponse
    ErrorProxyResponse.__annotations__.update(
        {
            "id": RequestId,
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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
        """A JSON Schema describing the form fields to present to the user."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The request this elicitation is tied to."""

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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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


def _build_RequestElicitationFormMode():
    class RequestElicitationFormMode(AcpStruct, kw_only=True):
        """Tied to a specific JSON-RPC request outside of a session
        (e.g., during auth/configuration phases before any session is started).
        """

        requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
        """A JSON Schema describing the form fields to present to the user."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The request this elicitation is tied to."""

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
        """The request this elicitation is tied to."""

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
        """Optional ACP carrier metadata."""

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

        id: SessionConfigId
        """Unique identifier for the configuration option."""

        name: str
        """Human-readable label for the option."""

        description: str | UnsetType | None = UNSET
        """Optional description for the Client to display to the user."""

        category: SessionConfigOptionCategory | UnsetType | None = UNSET
        """Optional semantic category for this option (UX only)."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

    yield SelectSessionConfigOption
    SelectSessionConfigOption.__annotations__.update(
        {
            "id": SessionConfigId,
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


def _build_ToolCallUpdateSessionUpdate():
    class ToolCallUpdateSessionUpdate(
        ToolCallUpdate, kw_only=True, tag_field="sessionUpdate", tag="tool_call_update"
    ):
        """Update on the status or results of a tool call."""

    return ToolCallUpdateSessionUpdate


def _build_UrlRequestCreateElicitationRequest():
    class UrlRequestCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="url"):
        """URL-based elicitation where the client directs the user to a URL."""

        message: str
        """A human-readable message describing what input is needed."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
        """The unique identifier for this elicitation."""

        url: str
        """The URL to direct the user to."""

        request_id: RequestId = msgspec.field(name="requestId")
        """The request this elicitation is tied to."""

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
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        Optional. Omitted and `null` are equivalent and mean no metadata.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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


def _build_ValueIdSetSessionConfigOptionRequest():
    class ValueIdSetSessionConfigOptionRequest(AcpStruct, kw_only=True):
        """A `SessionConfigValueId` string value.

        This is the default when `type` is absent on the wire. Unknown `type`
        values with string payloads also gracefully deserialize into this
        variant.
        """

        session_id: SessionId = msgspec.field(name="sessionId")
        """The ID of the session to set the configuration option for."""

        config_id: SessionConfigId = msgspec.field(name="configId")
        """The ID of the configuration option to set."""

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
        """The _meta property is reserved by ACP to allow clients and agents to attach additional
        metadata to their interactions. Implementations MUST NOT make assumptions about values at
        these keys.

        See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
        """

        value: SessionConfigValueId
        """The value ID.

        Draft only.
        """

    yield ValueIdSetSessionConfigOptionRequest
    ValueIdSetSessionConfigOptionRequest.__annotations__.update(
        {
            "session_id": SessionId,
            "config_id": SessionConfigId,
            "meta": dict[str, Any] | UnsetType | None,
            "value": SessionConfigValueId,
        }
    )


def _build_UnknownAuthMethod():
    class UnknownAuthMethod(UnknownVariant):
        """A `AuthMethod` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "AuthMethod"
        tag_field = "type"

    return UnknownAuthMethod


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

    return UnknownPlanUpdateContent


def _build_UnknownRequestPermissionOutcome():
    class UnknownRequestPermissionOutcome(UnknownVariant):
        """A `RequestPermissionOutcome` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "RequestPermissionOutcome"
        tag_field = "outcome"

    return UnknownRequestPermissionOutcome


def _build_UnknownSessionConfigOption():
    class UnknownSessionConfigOption(UnknownVariant):
        """A `SessionConfigOption` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "SessionConfigOption"
        tag_field = "type"

    return UnknownSessionConfigOption


def _build_UnknownSessionUpdate():
    class UnknownSessionUpdate(UnknownVariant):
        """A `SessionUpdate` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "SessionUpdate"
        tag_field = "sessionUpdate"

    return UnknownSessionUpdate


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


def _build_ToolCallContent():
    ToolCallContent = Content | Diff | Terminal
    return ToolCallContent


def _build_ContentBlock():
    ContentBlock = TextContent | ImageContent | AudioContent | ResourceLink | EmbeddedResource
    return ContentBlock


def _build_EmbeddedResourceResource():
    EmbeddedResourceResource = TextResourceContents | BlobResourceContents
    return EmbeddedResourceResource


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
    SessionConfigSelectOptions = list[SessionConfigSelectOption] | list[SessionConfigSelectGroup]
    return SessionConfigSelectOptions


def _build_SessionUpdate():
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
    return SessionUpdate


def _build_PlanUpdateContent():
    PlanUpdateContent = PlanItems | PlanFile | PlanMarkdown
    return PlanUpdateContent


def _build_AvailableCommandInput():
    AvailableCommandInput = UnstructuredCommandInput
    return AvailableCommandInput


def _build_StateUpdate():
    StateUpdate = (
        RunningStateUpdate | IdleStateUpdate | RequiresActionStateUpdate | UnknownStateUpdate
    )
    return StateUpdate


def _build_McpServer():
    McpServer = McpServerHttp | McpServerSse | McpServerAcp | McpServerStdio
    return McpServer


def _build_SetSessionConfigOptionRequest():
    SetSessionConfigOptionRequest = (
        BooleanSetSessionConfigOptionRequest | ValueIdSetSessionConfigOptionRequest
    )
    return SetSessionConfigOptionRequest


def _build_ClientResponse():
    ClientResponse = ResultClientResponse | ErrorClientResponse
    return ClientResponse


def _build_RequestPermissionOutcome():
    RequestPermissionOutcome = CancelledRequestPermissionOutcome | SelectedPermissionOutcome
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
        WriteTextFileRequest
        | RequestPermissionRequest
        | MessageMcpRequest
        | ReadTextFileRequest
        | CreateTerminalRequest
        | TerminalOutputRequest
        | ReleaseTerminalRequest
        | WaitForTerminalExitRequest
        | KillTerminalRequest
        | CreateElicitationRequest
        | ExtRequest
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
        | AuthenticateResponse
        | SetProviderResponse
        | DisableProviderResponse
        | LogoutResponse
        | LoadSessionResponse
        | DeleteSessionResponse
        | ArchiveSessionResponse
        | UnarchiveSessionResponse
        | ResumeSessionResponse
        | CloseSessionResponse
        | SetSessionModeResponse
        | ExtResponse
    )
    return AgentResponseResult


def _build_AgentNotificationParams():
    AgentNotificationParams = (
        SessionNotification
        | CompleteElicitationNotification
        | AuthStatusUpdateNotification
        | ExtNotification
    )
    return AgentNotificationParams


def _build_ClientRequestParams():
    ClientRequestParams = (
        SetProviderRequest
        | LoadSessionRequest
        | NewSessionRequest
        | ForkSessionRequest
        | SetSessionTitleRequest
        | ResumeSessionRequest
        | SetSessionModeRequest
        | SetSessionConfigOptionRequest
        | PromptRequest
        | InitializeRequest
        | AuthenticateRequest
        | DisableProviderRequest
        | DeleteSessionRequest
        | ArchiveSessionRequest
        | UnarchiveSessionRequest
        | SessionStatusRequest
        | CloseSessionRequest
        | ListProvidersRequest
        | LogoutRequest
        | AuthStatusRequest
        | ListSessionsRequest
        | ExtRequest
    )
    return ClientRequestParams


def _build_ClientResponseResult():
    ClientResponseResult = (
        TerminalOutputResponse
        | ReadTextFileResponse
        | RequestPermissionResponse
        | CreateTerminalResponse
        | WriteTextFileResponse
        | ReleaseTerminalResponse
        | WaitForTerminalExitResponse
        | KillTerminalResponse
        | CreateElicitationResponse
        | MessageMcpResponse
        | ExtResponse
    )
    return ClientResponseResult


def _build_ClientNotificationParams():
    ClientNotificationParams = MessageMcpNotification | CancelNotification | ExtNotification
    return ClientNotificationParams


def _build_ProxyRequestParams():
    ProxyRequestParams = ProxySuccessorRequest | InitializeProxyRequest
    return ProxyRequestParams


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
        `session/load` or `session/resume` before sending `session/prompt` or expecting
        `session/update` notifications.
        """
        SAVED: Final = "saved"
        """The Agent knows the session and can resume it, but does not have it in memory.

        The Client can call `session/load` or `session/resume` to start it.
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
        """**Resource not found**: A given resource, such as a session or file, was not found."""

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
            SessionNotification,
            CompleteElicitationNotification,
            AuthStatusUpdateNotification,
            ExtNotification,
        ),
        unknown=None,
        classes=(
            SessionNotification,
            CompleteElicitationNotification,
            AuthStatusUpdateNotification,
        ),
        by_method={
            "auth/status_update": AuthStatusUpdateNotification,
            "elicitation/complete": CompleteElicitationNotification,
            "session/update": SessionNotification,
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
            WriteTextFileRequest,
            RequestPermissionRequest,
            MessageMcpRequest,
            ReadTextFileRequest,
            CreateTerminalRequest,
            TerminalOutputRequest,
            ReleaseTerminalRequest,
            WaitForTerminalExitRequest,
            KillTerminalRequest,
            _CreateElicitationRequestSpec,
            ExtRequest,
        ),
        unknown=None,
        classes=(
            WriteTextFileRequest,
            RequestPermissionRequest,
            MessageMcpRequest,
            ReadTextFileRequest,
            CreateTerminalRequest,
            TerminalOutputRequest,
            ReleaseTerminalRequest,
            WaitForTerminalExitRequest,
            KillTerminalRequest,
        ),
        by_method={
            "elicitation/create": _CreateElicitationRequestSpec,
            "fs/read_text_file": ReadTextFileRequest,
            "fs/write_text_file": WriteTextFileRequest,
            "mcp/message": MessageMcpRequest,
            "session/request_permission": RequestPermissionRequest,
            "terminal/create": CreateTerminalRequest,
            "terminal/kill": KillTerminalRequest,
            "terminal/output": TerminalOutputRequest,
            "terminal/release": ReleaseTerminalRequest,
            "terminal/wait_for_exit": WaitForTerminalExitRequest,
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
            AuthenticateResponse,
            SetProviderResponse,
            DisableProviderResponse,
            LogoutResponse,
            LoadSessionResponse,
            DeleteSessionResponse,
            ArchiveSessionResponse,
            UnarchiveSessionResponse,
            ResumeSessionResponse,
            CloseSessionResponse,
            SetSessionModeResponse,
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
            AuthenticateResponse,
            SetProviderResponse,
            DisableProviderResponse,
            LogoutResponse,
            LoadSessionResponse,
            DeleteSessionResponse,
            ArchiveSessionResponse,
            UnarchiveSessionResponse,
            ResumeSessionResponse,
            CloseSessionResponse,
            SetSessionModeResponse,
        ),
        by_method={
            "auth/status": AuthStatusResponse,
            "authenticate": AuthenticateResponse,
            "initialize": InitializeResponse,
            "logout": LogoutResponse,
            "providers/disable": DisableProviderResponse,
            "providers/list": ListProvidersResponse,
            "providers/set": SetProviderResponse,
            "session/archive": ArchiveSessionResponse,
            "session/close": CloseSessionResponse,
            "session/delete": DeleteSessionResponse,
            "session/fork": ForkSessionResponse,
            "session/list": ListSessionsResponse,
            "session/load": LoadSessionResponse,
            "session/new": NewSessionResponse,
            "session/prompt": PromptResponse,
            "session/resume": ResumeSessionResponse,
            "session/set_config_option": SetSessionConfigOptionResponse,
            "session/set_mode": SetSessionModeResponse,
            "session/set_title": SetSessionTitleResponse,
            "session/status": SessionStatusResponse,
            "session/unarchive": UnarchiveSessionResponse,
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
        untagged=(AuthMethodAgent,),
        unknown=UnknownAuthMethod,
        classes=(
            AuthMethodTerminal,
            AuthMethodAgent,
            UnknownAuthMethod,
        ),
    )
    return _AuthMethodSpec


def _build__ClientNotificationParamsSpec():
    _ClientNotificationParamsSpec = UnionSpec(
        "ClientNotificationParams",
        tag_field=None,
        by_tag={},
        untagged=(
            MessageMcpNotification,
            CancelNotification,
            ExtNotification,
        ),
        unknown=None,
        classes=(
            MessageMcpNotification,
            CancelNotification,
        ),
        by_method={
            "mcp/message": MessageMcpNotification,
            "session/cancel": CancelNotification,
        },
    )
    return _ClientNotificationParamsSpec


def _build__SetSessionConfigOptionRequestSpec():
    _SetSessionConfigOptionRequestSpec = UnionSpec(
        "SetSessionConfigOptionRequest",
        tag_field="type",
        by_tag={
            "boolean": (BooleanSetSessionConfigOptionRequest,),
        },
        untagged=(ValueIdSetSessionConfigOptionRequest,),
        unknown=None,
        classes=(
            BooleanSetSessionConfigOptionRequest,
            ValueIdSetSessionConfigOptionRequest,
        ),
    )
    return _SetSessionConfigOptionRequestSpec


def _build__ClientRequestParamsSpec():
    _ClientRequestParamsSpec = UnionSpec(
        "ClientRequestParams",
        tag_field=None,
        by_tag={},
        untagged=(
            SetProviderRequest,
            LoadSessionRequest,
            NewSessionRequest,
            ForkSessionRequest,
            SetSessionTitleRequest,
            ResumeSessionRequest,
            SetSessionModeRequest,
            _SetSessionConfigOptionRequestSpec,
            PromptRequest,
            InitializeRequest,
            AuthenticateRequest,
            DisableProviderRequest,
            DeleteSessionRequest,
            ArchiveSessionRequest,
            UnarchiveSessionRequest,
            SessionStatusRequest,
            CloseSessionRequest,
            ListProvidersRequest,
            LogoutRequest,
            AuthStatusRequest,
            ListSessionsRequest,
            ExtRequest,
        ),
        unknown=None,
        classes=(
            SetProviderRequest,
            LoadSessionRequest,
            NewSessionRequest,
            ForkSessionRequest,
            SetSessionTitleRequest,
            ResumeSessionRequest,
            SetSessionModeRequest,
            PromptRequest,
            InitializeRequest,
            AuthenticateRequest,
            DisableProviderRequest,
            DeleteSessionRequest,
            ArchiveSessionRequest,
            UnarchiveSessionRequest,
            SessionStatusRequest,
            CloseSessionRequest,
            ListProvidersRequest,
            LogoutRequest,
            AuthStatusRequest,
            ListSessionsRequest,
        ),
        by_method={
            "auth/status": AuthStatusRequest,
            "authenticate": AuthenticateRequest,
            "initialize": InitializeRequest,
            "logout": LogoutRequest,
            "providers/disable": DisableProviderRequest,
            "providers/list": ListProvidersRequest,
            "providers/set": SetProviderRequest,
            "session/archive": ArchiveSessionRequest,
            "session/close": CloseSessionRequest,
            "session/delete": DeleteSessionRequest,
            "session/fork": ForkSessionRequest,
            "session/list": ListSessionsRequest,
            "session/load": LoadSessionRequest,
            "session/new": NewSessionRequest,
            "session/prompt": PromptRequest,
            "session/resume": ResumeSessionRequest,
            "session/set_config_option": _SetSessionConfigOptionRequestSpec,
            "session/set_mode": SetSessionModeRequest,
            "session/set_title": SetSessionTitleRequest,
            "session/status": SessionStatusRequest,
            "session/unarchive": UnarchiveSessionRequest,
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
            TerminalOutputResponse,
            ReadTextFileResponse,
            RequestPermissionResponse,
            CreateTerminalResponse,
            WriteTextFileResponse,
            ReleaseTerminalResponse,
            WaitForTerminalExitResponse,
            KillTerminalResponse,
            CreateElicitationResponse,
            _MessageMcpResponseSpec,
            ExtResponse,
        ),
        unknown=None,
        classes=(
            TerminalOutputResponse,
            ReadTextFileResponse,
            RequestPermissionResponse,
            CreateTerminalResponse,
            WriteTextFileResponse,
            ReleaseTerminalResponse,
            WaitForTerminalExitResponse,
            KillTerminalResponse,
        ),
        by_method={
            "elicitation/create": CreateElicitationResponse,
            "fs/read_text_file": ReadTextFileResponse,
            "fs/write_text_file": WriteTextFileResponse,
            "mcp/message": _MessageMcpResponseSpec,
            "session/request_permission": RequestPermissionResponse,
            "terminal/create": CreateTerminalResponse,
            "terminal/kill": KillTerminalResponse,
            "terminal/output": TerminalOutputResponse,
            "terminal/release": ReleaseTerminalResponse,
            "terminal/wait_for_exit": WaitForTerminalExitResponse,
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
            "sse": (McpServerSse,),
            "acp": (McpServerAcp,),
            "stdio": (McpServerStdio,),
        },
        untagged=(McpServerStdio,),
        unknown=UnknownMcpServer,
        classes=(
            McpServerHttp,
            McpServerSse,
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


def _build__RequestPermissionOutcomeSpec():
    _RequestPermissionOutcomeSpec = UnionSpec(
        "RequestPermissionOutcome",
        tag_field="outcome",
        by_tag={
            "cancelled": (CancelledRequestPermissionOutcome,),
            "selected": (SelectedPermissionOutcome,),
        },
        untagged=(),
        unknown=UnknownRequestPermissionOutcome,
        classes=(
            CancelledRequestPermissionOutcome,
            SelectedPermissionOutcome,
            UnknownRequestPermissionOutcome,
        ),
    )
    return _RequestPermissionOutcomeSpec


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
            list[SessionConfigSelectOption],
            list[SessionConfigSelectGroup],
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
    return _SessionUpdateSpec


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
        AuthMethod: _AuthMethodSpec,
        ClientNotificationParams: _ClientNotificationParamsSpec,
        SetSessionConfigOptionRequest: _SetSessionConfigOptionRequestSpec,
        ClientRequestParams: _ClientRequestParamsSpec,
        ClientResponse: _ClientResponseSpec,
        MessageMcpResponse: _MessageMcpResponseSpec,
        ClientResponseResult: _ClientResponseResultSpec,
        ElicitationFormMode: _ElicitationFormModeSpec,
        ElicitationUrlMode: _ElicitationUrlModeSpec,
        EmbeddedResourceResource: _EmbeddedResourceResourceSpec,
        McpServer: _McpServerSpec,
        MultiSelectItems: _MultiSelectItemsSpec,
        ProxyRequestParams: _ProxyRequestParamsSpec,
        ProxyResponse: _ProxyResponseSpec,
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


def _build__AuthMethodField():
    _AuthMethodField = Annotated[Any, _AuthMethodSpec]
    return _AuthMethodField


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


def _build__McpServerField():
    _McpServerField = Annotated[Any, _McpServerSpec]
    return _McpServerField


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


def _build__SessionConfigSelectOptionsField():
    _SessionConfigSelectOptionsField = Annotated[Any, _SessionConfigSelectOptionsSpec]
    return _SessionConfigSelectOptionsField


def _build__SetSessionConfigOptionRequestField():
    _SetSessionConfigOptionRequestField = Annotated[Any, _SetSessionConfigOptionRequestSpec]
    return _SetSessionConfigOptionRequestField


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
        "WriteTextFileRequest": (_build_WriteTextFileRequest, ()),
        "ReadTextFileRequest": (_build_ReadTextFileRequest, ()),
        "RequestPermissionRequest": (
            _build_RequestPermissionRequest,
            (
                "PermissionOption",
                "ToolCallUpdate",
            ),
        ),
        "ToolCallUpdate": (
            _build_ToolCallUpdate,
            (
                "ToolCallContent",
                "ToolCallLocation",
            ),
        ),
        "Annotations": (_build_Annotations, ()),
        "TextContent": (_build_TextContent, ("Annotations",)),
        "ImageContent": (_build_ImageContent, ("Annotations",)),
        "AudioContent": (_build_AudioContent, ("Annotations",)),
        "ResourceLink": (_build_ResourceLink, ("Annotations",)),
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
        "Diff": (_build_Diff, ()),
        "Terminal": (_build_Terminal, ()),
        "ToolCallLocation": (_build_ToolCallLocation, ()),
        "PermissionOption": (_build_PermissionOption, ()),
        "CreateTerminalRequest": (_build_CreateTerminalRequest, ("EnvVariable",)),
        "EnvVariable": (_build_EnvVariable, ()),
        "TerminalOutputRequest": (_build_TerminalOutputRequest, ()),
        "ReleaseTerminalRequest": (_build_ReleaseTerminalRequest, ()),
        "WaitForTerminalExitRequest": (_build_WaitForTerminalExitRequest, ()),
        "KillTerminalRequest": (_build_KillTerminalRequest, ()),
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
                "Implementation",
                "_AuthMethodField",
                "_AuthMethodSpec",
            ),
        ),
        "AgentCapabilities": (
            _build_AgentCapabilities,
            (
                "AgentAuthCapabilities",
                "McpCapabilities",
                "PromptCapabilities",
                "ProvidersCapabilities",
                "SessionCapabilities",
            ),
        ),
        "PromptCapabilities": (_build_PromptCapabilities, ()),
        "McpCapabilities": (_build_McpCapabilities, ()),
        "SessionCapabilities": (
            _build_SessionCapabilities,
            (
                "SessionAdditionalDirectoriesCapabilities",
                "SessionArchiveCapabilities",
                "SessionCloseCapabilities",
                "SessionDeleteCapabilities",
                "SessionForkCapabilities",
                "SessionListCapabilities",
                "SessionResumeCapabilities",
                "SessionStatusCapabilities",
                "SessionSystemPromptCapabilities",
                "SessionTitleCapabilities",
            ),
        ),
        "SessionListCapabilities": (_build_SessionListCapabilities, ()),
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
        "SessionResumeCapabilities": (_build_SessionResumeCapabilities, ()),
        "SessionCloseCapabilities": (_build_SessionCloseCapabilities, ()),
        "AgentAuthCapabilities": (
            _build_AgentAuthCapabilities,
            (
                "AuthStatusCapabilities",
                "LogoutCapabilities",
            ),
        ),
        "AuthStatusCapabilities": (_build_AuthStatusCapabilities, ()),
        "LogoutCapabilities": (_build_LogoutCapabilities, ()),
        "ProvidersCapabilities": (_build_ProvidersCapabilities, ()),
        "AuthMethodTerminal": (_build_AuthMethodTerminal, ()),
        "AuthMethodAgent": (_build_AuthMethodAgent, ()),
        "Implementation": (_build_Implementation, ()),
        "AuthenticateResponse": (_build_AuthenticateResponse, ()),
        "ListProvidersResponse": (_build_ListProvidersResponse, ("ProviderInfo",)),
        "ProviderInfo": (_build_ProviderInfo, ("ProviderCurrentConfig",)),
        "ProviderCurrentConfig": (_build_ProviderCurrentConfig, ()),
        "SetProviderResponse": (_build_SetProviderResponse, ()),
        "DisableProviderResponse": (_build_DisableProviderResponse, ()),
        "LogoutResponse": (_build_LogoutResponse, ()),
        "AuthStatusResponse": (_build_AuthStatusResponse, ("AuthAccount",)),
        "AuthAccount": (_build_AuthAccount, ()),
        "NewSessionResponse": (
            _build_NewSessionResponse,
            (
                "SessionConfigOption",
                "SessionModeState",
            ),
        ),
        "SessionModeState": (_build_SessionModeState, ("SessionMode",)),
        "SessionMode": (_build_SessionMode, ()),
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
        "LoadSessionResponse": (
            _build_LoadSessionResponse,
            (
                "SessionConfigOption",
                "SessionModeState",
            ),
        ),
        "ListSessionsResponse": (_build_ListSessionsResponse, ("SessionInfo",)),
        "SessionInfo": (_build_SessionInfo, ()),
        "DeleteSessionResponse": (_build_DeleteSessionResponse, ()),
        "ForkSessionResponse": (
            _build_ForkSessionResponse,
            (
                "SessionConfigOption",
                "SessionModeState",
            ),
        ),
        "ArchiveSessionResponse": (_build_ArchiveSessionResponse, ()),
        "UnarchiveSessionResponse": (_build_UnarchiveSessionResponse, ()),
        "SessionStatusResponse": (_build_SessionStatusResponse, ()),
        "SetSessionTitleResponse": (_build_SetSessionTitleResponse, ()),
        "ResumeSessionResponse": (
            _build_ResumeSessionResponse,
            (
                "SessionConfigOption",
                "SessionModeState",
            ),
        ),
        "CloseSessionResponse": (_build_CloseSessionResponse, ()),
        "SetSessionModeResponse": (_build_SetSessionModeResponse, ()),
        "SetSessionConfigOptionResponse": (
            _build_SetSessionConfigOptionResponse,
            ("SessionConfigOption",),
        ),
        "PromptResponse": (_build_PromptResponse, ("Usage",)),
        "Usage": (_build_Usage, ()),
        "Error": (_build_Error, ()),
        "AgentNotification": (
            _build_AgentNotification,
            (
                "_AgentNotificationParamsField",
                "_AgentNotificationParamsSpec",
            ),
        ),
        "SessionNotification": (_build_SessionNotification, ("SessionUpdate",)),
        "ContentChunk": (_build_ContentChunk, ("ContentBlock",)),
        "ToolCall": (
            _build_ToolCall,
            (
                "ToolCallContent",
                "ToolCallLocation",
            ),
        ),
        "PlanEntry": (_build_PlanEntry, ()),
        "Plan": (_build_Plan, ("PlanEntry",)),
        "PlanItems": (_build_PlanItems, ("PlanEntry",)),
        "PlanFile": (_build_PlanFile, ()),
        "PlanMarkdown": (_build_PlanMarkdown, ()),
        "PlanUpdate": (_build_PlanUpdate, ("PlanUpdateContent",)),
        "PlanRemoved": (_build_PlanRemoved, ()),
        "AvailableCommand": (_build_AvailableCommand, ("AvailableCommandInput",)),
        "UnstructuredCommandInput": (_build_UnstructuredCommandInput, ()),
        "AvailableCommandsUpdate": (_build_AvailableCommandsUpdate, ("AvailableCommand",)),
        "CurrentModeUpdate": (_build_CurrentModeUpdate, ()),
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
        "RunningStateUpdate": (_build_RunningStateUpdate, ()),
        "ErrorStopReason": (_build_ErrorStopReason, ("Error",)),
        "IdleStateUpdate": (
            _build_IdleStateUpdate,
            (
                "Error",
                "Usage",
            ),
        ),
        "RequiresActionStateUpdate": (_build_RequiresActionStateUpdate, ()),
        "UnknownStateUpdate": (_build_UnknownStateUpdate, ()),
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
                "AuthCapabilities",
                "ClientSessionCapabilities",
                "ElicitationCapabilities",
                "FileSystemCapabilities",
                "PlanCapabilities",
                "SubagentCapabilities",
            ),
        ),
        "FileSystemCapabilities": (_build_FileSystemCapabilities, ()),
        "ClientSessionCapabilities": (
            _build_ClientSessionCapabilities,
            ("SessionConfigOptionsCapabilities",),
        ),
        "SessionConfigOptionsCapabilities": (
            _build_SessionConfigOptionsCapabilities,
            ("BooleanConfigOptionCapabilities",),
        ),
        "BooleanConfigOptionCapabilities": (_build_BooleanConfigOptionCapabilities, ()),
        "SubagentCapabilities": (_build_SubagentCapabilities, ()),
        "PlanCapabilities": (_build_PlanCapabilities, ()),
        "AuthCapabilities": (_build_AuthCapabilities, ()),
        "ElicitationCapabilities": (
            _build_ElicitationCapabilities,
            (
                "ElicitationFormCapabilities",
                "ElicitationUrlCapabilities",
            ),
        ),
        "ElicitationFormCapabilities": (_build_ElicitationFormCapabilities, ()),
        "ElicitationUrlCapabilities": (_build_ElicitationUrlCapabilities, ()),
        "AuthenticateRequest": (_build_AuthenticateRequest, ()),
        "ListProvidersRequest": (_build_ListProvidersRequest, ()),
        "SetProviderRequest": (_build_SetProviderRequest, ()),
        "DisableProviderRequest": (_build_DisableProviderRequest, ()),
        "LogoutRequest": (_build_LogoutRequest, ()),
        "AuthStatusRequest": (_build_AuthStatusRequest, ()),
        "NewSessionRequest": (
            _build_NewSessionRequest,
            (
                "SystemPrompt",
                "_McpServerField",
                "_McpServerSpec",
            ),
        ),
        "HttpHeader": (_build_HttpHeader, ()),
        "McpServerHttp": (_build_McpServerHttp, ("HttpHeader",)),
        "McpServerSse": (_build_McpServerSse, ("HttpHeader",)),
        "McpServerAcp": (_build_McpServerAcp, ()),
        "McpServerStdio": (_build_McpServerStdio, ("EnvVariable",)),
        "SystemPrompt": (_build_SystemPrompt, ("ContentBlock",)),
        "LoadSessionRequest": (
            _build_LoadSessionRequest,
            (
                "SystemPrompt",
                "_McpServerField",
                "_McpServerSpec",
            ),
        ),
        "ListSessionsRequest": (_build_ListSessionsRequest, ()),
        "DeleteSessionRequest": (_build_DeleteSessionRequest, ()),
        "ForkSessionRequest": (
            _build_ForkSessionRequest,
            (
                "SystemPrompt",
                "_McpServerField",
                "_McpServerSpec",
            ),
        ),
        "ArchiveSessionRequest": (_build_ArchiveSessionRequest, ()),
        "UnarchiveSessionRequest": (_build_UnarchiveSessionRequest, ()),
        "SessionStatusRequest": (_build_SessionStatusRequest, ()),
        "SetSessionTitleRequest": (_build_SetSessionTitleRequest, ()),
        "ResumeSessionRequest": (
            _build_ResumeSessionRequest,
            (
                "SystemPrompt",
                "_McpServerField",
                "_McpServerSpec",
            ),
        ),
        "CloseSessionRequest": (_build_CloseSessionRequest, ()),
        "SetSessionModeRequest": (_build_SetSessionModeRequest, ()),
        "PromptRequest": (_build_PromptRequest, ("ContentBlock",)),
        "WriteTextFileResponse": (_build_WriteTextFileResponse, ()),
        "ReadTextFileResponse": (_build_ReadTextFileResponse, ()),
        "RequestPermissionResponse": (
            _build_RequestPermissionResponse,
            ("RequestPermissionOutcome",),
        ),
        "SelectedPermissionOutcome": (_build_SelectedPermissionOutcome, ()),
        "CreateTerminalResponse": (_build_CreateTerminalResponse, ()),
        "TerminalOutputResponse": (_build_TerminalOutputResponse, ("TerminalExitStatus",)),
        "TerminalExitStatus": (_build_TerminalExitStatus, ()),
        "ReleaseTerminalResponse": (_build_ReleaseTerminalResponse, ()),
        "WaitForTerminalExitResponse": (_build_WaitForTerminalExitResponse, ()),
        "KillTerminalResponse": (_build_KillTerminalResponse, ()),
        "ElicitationAcceptAction": (_build_ElicitationAcceptAction, ()),
        "McpError": (_build_McpError, ()),
        "ClientNotification": (
            _build_ClientNotification,
            (
                "_ClientNotificationParamsField",
                "_ClientNotificationParamsSpec",
            ),
        ),
        "CancelNotification": (_build_CancelNotification, ()),
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
        "AgentMessageChunk": (_build_AgentMessageChunk, ("ContentChunk",)),
        "AgentThoughtChunk": (_build_AgentThoughtChunk, ("ContentChunk",)),
        "BooleanSessionConfigOption": (
            _build_BooleanSessionConfigOption,
            ("SessionConfigBoolean",),
        ),
        "BooleanSetSessionConfigOptionRequest": (_build_BooleanSetSessionConfigOptionRequest, ()),
        "CancelCreateElicitationResponse": (_build_CancelCreateElicitationResponse, ()),
        "CancelledRequestPermissionOutcome": (_build_CancelledRequestPermissionOutcome, ()),
        "DeclineCreateElicitationResponse": (_build_DeclineCreateElicitationResponse, ()),
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
        "ToolCallUpdateSessionUpdate": (_build_ToolCallUpdateSessionUpdate, ("ToolCallUpdate",)),
        "UrlRequestCreateElicitationRequest": (_build_UrlRequestCreateElicitationRequest, ()),
        "UrlSessionCreateElicitationRequest": (_build_UrlSessionCreateElicitationRequest, ()),
        "UserMessageChunk": (_build_UserMessageChunk, ("ContentChunk",)),
        "ValueIdSetSessionConfigOptionRequest": (_build_ValueIdSetSessionConfigOptionRequest, ()),
        "UnknownAuthMethod": (_build_UnknownAuthMethod, ()),
        "UnknownContentBlock": (_build_UnknownContentBlock, ()),
        "UnknownCreateElicitationRequest": (_build_UnknownCreateElicitationRequest, ()),
        "UnknownCreateElicitationResponse": (_build_UnknownCreateElicitationResponse, ()),
        "UnknownElicitationPropertySchema": (_build_UnknownElicitationPropertySchema, ()),
        "UnknownMcpServer": (_build_UnknownMcpServer, ()),
        "UnknownMultiSelectItems": (_build_UnknownMultiSelectItems, ()),
        "UnknownPlanUpdateContent": (_build_UnknownPlanUpdateContent, ()),
        "UnknownRequestPermissionOutcome": (_build_UnknownRequestPermissionOutcome, ()),
        "UnknownSessionConfigOption": (_build_UnknownSessionConfigOption, ()),
        "UnknownSessionUpdate": (_build_UnknownSessionUpdate, ()),
        "UnrecognizedStateUpdate": (_build_UnrecognizedStateUpdate, ()),
        "UnknownToolCallContent": (_build_UnknownToolCallContent, ()),
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
        "SessionUpdate": (
            _build_SessionUpdate,
            (
                "AgentMessageChunk",
                "AgentThoughtChunk",
                "AvailableCommandsUpdate",
                "CompactionSummaryChunk",
                "CompactionUpdate",
                "ConfigOptionUpdate",
                "CurrentModeUpdate",
                "Notice",
                "Plan",
                "PlanRemoved",
                "PlanUpdate",
                "SessionInfoUpdate",
                "SessionMessage",
                "SessionMessageChunk",
                "SubagentUpdate",
                "ToolCall",
                "ToolCallUpdateSessionUpdate",
                "UsageUpdate",
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
        "AvailableCommandInput": (_build_AvailableCommandInput, ("UnstructuredCommandInput",)),
        "StateUpdate": (
            _build_StateUpdate,
            (
                "IdleStateUpdate",
                "RequiresActionStateUpdate",
                "RunningStateUpdate",
                "UnknownStateUpdate",
            ),
        ),
        "McpServer": (
            _build_McpServer,
            (
                "McpServerAcp",
                "McpServerHttp",
                "McpServerSse",
                "McpServerStdio",
            ),
        ),
        "SetSessionConfigOptionRequest": (
            _build_SetSessionConfigOptionRequest,
            (
                "BooleanSetSessionConfigOptionRequest",
                "ValueIdSetSessionConfigOptionRequest",
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
                "CancelledRequestPermissionOutcome",
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
                "CreateTerminalRequest",
                "KillTerminalRequest",
                "MessageMcpRequest",
                "ReadTextFileRequest",
                "ReleaseTerminalRequest",
                "RequestPermissionRequest",
                "TerminalOutputRequest",
                "WaitForTerminalExitRequest",
                "WriteTextFileRequest",
            ),
        ),
        "AgentResponseResult": (
            _build_AgentResponseResult,
            (
                "ArchiveSessionResponse",
                "AuthStatusResponse",
                "AuthenticateResponse",
                "CloseSessionResponse",
                "DeleteSessionResponse",
                "DisableProviderResponse",
                "ForkSessionResponse",
                "InitializeResponse",
                "ListProvidersResponse",
                "ListSessionsResponse",
                "LoadSessionResponse",
                "LogoutResponse",
                "NewSessionResponse",
                "PromptResponse",
                "ResumeSessionResponse",
                "SessionStatusResponse",
                "SetProviderResponse",
                "SetSessionConfigOptionResponse",
                "SetSessionModeResponse",
                "SetSessionTitleResponse",
                "UnarchiveSessionResponse",
            ),
        ),
        "AgentNotificationParams": (
            _build_AgentNotificationParams,
            (
                "AuthStatusUpdateNotification",
                "CompleteElicitationNotification",
                "SessionNotification",
            ),
        ),
        "ClientRequestParams": (
            _build_ClientRequestParams,
            (
                "ArchiveSessionRequest",
                "AuthStatusRequest",
                "AuthenticateRequest",
                "CloseSessionRequest",
                "DeleteSessionRequest",
                "DisableProviderRequest",
                "ForkSessionRequest",
                "InitializeRequest",
                "ListProvidersRequest",
                "ListSessionsRequest",
                "LoadSessionRequest",
                "LogoutRequest",
                "NewSessionRequest",
                "PromptRequest",
                "ResumeSessionRequest",
                "SessionStatusRequest",
                "SetProviderRequest",
                "SetSessionConfigOptionRequest",
                "SetSessionModeRequest",
                "SetSessionTitleRequest",
                "UnarchiveSessionRequest",
            ),
        ),
        "ClientResponseResult": (
            _build_ClientResponseResult,
            (
                "CreateElicitationResponse",
                "CreateTerminalResponse",
                "KillTerminalResponse",
                "MessageMcpResponse",
                "ReadTextFileResponse",
                "ReleaseTerminalResponse",
                "RequestPermissionResponse",
                "TerminalOutputResponse",
                "WaitForTerminalExitResponse",
                "WriteTextFileResponse",
            ),
        ),
        "ClientNotificationParams": (
            _build_ClientNotificationParams,
            (
                "CancelNotification",
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
        "KnownLlmProtocol": (_build_KnownLlmProtocol, ()),
        "KnownAuthState": (_build_KnownAuthState, ()),
        "KnownSessionConfigOptionCategory": (_build_KnownSessionConfigOptionCategory, ()),
        "KnownSessionStatus": (_build_KnownSessionStatus, ()),
        "KnownErrorCode": (_build_KnownErrorCode, ()),
        "KnownNoticeSeverity": (_build_KnownNoticeSeverity, ()),
        "KnownCompactionStatus": (_build_KnownCompactionStatus, ()),
        "KnownSystemPromptMode": (_build_KnownSystemPromptMode, ()),
        "KnownSessionArchiveFilter": (_build_KnownSessionArchiveFilter, ()),
        "_AgentNotificationParamsSpec": (
            _build__AgentNotificationParamsSpec,
            (
                "AuthStatusUpdateNotification",
                "CompleteElicitationNotification",
                "SessionNotification",
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
                "CreateTerminalRequest",
                "KillTerminalRequest",
                "MessageMcpRequest",
                "ReadTextFileRequest",
                "ReleaseTerminalRequest",
                "RequestPermissionRequest",
                "TerminalOutputRequest",
                "WaitForTerminalExitRequest",
                "WriteTextFileRequest",
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
                "AuthenticateResponse",
                "CloseSessionResponse",
                "DeleteSessionResponse",
                "DisableProviderResponse",
                "ForkSessionResponse",
                "InitializeResponse",
                "ListProvidersResponse",
                "ListSessionsResponse",
                "LoadSessionResponse",
                "LogoutResponse",
                "NewSessionResponse",
                "PromptResponse",
                "ResumeSessionResponse",
                "SessionStatusResponse",
                "SetProviderResponse",
                "SetSessionConfigOptionResponse",
                "SetSessionModeResponse",
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
        "_ClientNotificationParamsSpec": (
            _build__ClientNotificationParamsSpec,
            (
                "CancelNotification",
                "MessageMcpNotification",
            ),
        ),
        "_SetSessionConfigOptionRequestSpec": (
            _build__SetSessionConfigOptionRequestSpec,
            (
                "BooleanSetSessionConfigOptionRequest",
                "ValueIdSetSessionConfigOptionRequest",
            ),
        ),
        "_ClientRequestParamsSpec": (
            _build__ClientRequestParamsSpec,
            (
                "ArchiveSessionRequest",
                "AuthStatusRequest",
                "AuthenticateRequest",
                "CloseSessionRequest",
                "DeleteSessionRequest",
                "DisableProviderRequest",
                "ForkSessionRequest",
                "InitializeRequest",
                "ListProvidersRequest",
                "ListSessionsRequest",
                "LoadSessionRequest",
                "LogoutRequest",
                "NewSessionRequest",
                "PromptRequest",
                "ResumeSessionRequest",
                "SessionStatusRequest",
                "SetProviderRequest",
                "SetSessionModeRequest",
                "SetSessionTitleRequest",
                "UnarchiveSessionRequest",
                "_SetSessionConfigOptionRequestSpec",
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
                "CreateTerminalResponse",
                "KillTerminalResponse",
                "ReadTextFileResponse",
                "ReleaseTerminalResponse",
                "RequestPermissionResponse",
                "TerminalOutputResponse",
                "WaitForTerminalExitResponse",
                "WriteTextFileResponse",
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
                "McpServerSse",
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
        "_RequestPermissionOutcomeSpec": (
            _build__RequestPermissionOutcomeSpec,
            (
                "CancelledRequestPermissionOutcome",
                "SelectedPermissionOutcome",
                "UnknownRequestPermissionOutcome",
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
                "AgentMessageChunk",
                "AgentThoughtChunk",
                "AvailableCommandsUpdate",
                "CompactionSummaryChunk",
                "CompactionUpdate",
                "ConfigOptionUpdate",
                "CurrentModeUpdate",
                "Notice",
                "Plan",
                "PlanRemoved",
                "PlanUpdate",
                "SessionInfoUpdate",
                "SessionMessage",
                "SessionMessageChunk",
                "SubagentUpdate",
                "ToolCall",
                "ToolCallUpdateSessionUpdate",
                "UnknownSessionUpdate",
                "UsageUpdate",
                "UserMessageChunk",
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
                "AuthMethod",
                "ClientNotificationParams",
                "ClientRequestParams",
                "ClientResponse",
                "ClientResponseResult",
                "CreateElicitationRequest",
                "ElicitationFormMode",
                "ElicitationUrlMode",
                "EmbeddedResourceResource",
                "McpServer",
                "MessageMcpResponse",
                "MultiSelectItems",
                "ProxyRequestParams",
                "ProxyResponse",
                "SessionConfigSelectOptions",
                "SetSessionConfigOptionRequest",
                "_AgentNotificationParamsSpec",
                "_AgentRequestParamsSpec",
                "_AgentResponseResultSpec",
                "_AgentResponseSpec",
                "_AuthMethodSpec",
                "_ClientNotificationParamsSpec",
                "_ClientRequestParamsSpec",
                "_ClientResponseResultSpec",
                "_ClientResponseSpec",
                "_CreateElicitationRequestSpec",
                "_ElicitationFormModeSpec",
                "_ElicitationUrlModeSpec",
                "_EmbeddedResourceResourceSpec",
                "_McpServerSpec",
                "_MessageMcpResponseSpec",
                "_MultiSelectItemsSpec",
                "_ProxyRequestParamsSpec",
                "_ProxyResponseSpec",
                "_SessionConfigSelectOptionsSpec",
                "_SetSessionConfigOptionRequestSpec",
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
        "_AuthMethodField": (_build__AuthMethodField, ("_AuthMethodSpec",)),
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
        "_McpServerField": (_build__McpServerField, ("_McpServerSpec",)),
        "_MessageMcpResponseField": (_build__MessageMcpResponseField, ("_MessageMcpResponseSpec",)),
        "_MultiSelectItemsField": (_build__MultiSelectItemsField, ("_MultiSelectItemsSpec",)),
        "_ProxyRequestParamsField": (_build__ProxyRequestParamsField, ("_ProxyRequestParamsSpec",)),
        "_ProxyResponseField": (_build__ProxyResponseField, ("_ProxyResponseSpec",)),
        "_SessionConfigSelectOptionsField": (
            _build__SessionConfigSelectOptionsField,
            ("_SessionConfigSelectOptionsSpec",),
        ),
        "_SetSessionConfigOptionRequestField": (
            _build__SetSessionConfigOptionRequestField,
            ("_SetSessionConfigOptionRequestSpec",),
        ),
    },
)
