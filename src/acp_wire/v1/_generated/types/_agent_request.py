# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    resolve_by_method,
    resolve_field,
)
from ._auth_status import AuthStatusRequest, AuthStatusResponse
from ._auth_status_update import AuthStatusUpdateNotification
from ._authenticate import AuthenticateRequest, AuthenticateResponse
from ._elicitation_complete import CompleteElicitationNotification
from ._elicitation_create import (
    CreateElicitationRequest,
    CreateElicitationResponse,
    ElicitationSchema,
    _CreateElicitationRequestSpec,
)
from ._error import Error
from ._fs_read_text_file import ReadTextFileRequest, ReadTextFileResponse
from ._fs_write_text_file import WriteTextFileRequest, WriteTextFileResponse
from ._initialize_response import InitializeRequest, InitializeResponse
from ._logout import LogoutRequest, LogoutResponse
from ._mcp_message import (
    MessageMcpNotification,
    MessageMcpRequest,
    MessageMcpResponse,
    _MessageMcpResponseSpec,
)
from ._providers_disable import DisableProviderRequest, DisableProviderResponse
from ._providers_list import ListProvidersRequest, ListProvidersResponse
from ._providers_set import SetProviderRequest, SetProviderResponse
from ._proxy_initialize import InitializeProxyRequest, InitializeProxyResponse
from ._proxy_successor import ProxySuccessorNotification, ProxySuccessorRequest
from ._session_archive import ArchiveSessionRequest, ArchiveSessionResponse
from ._session_cancel import CancelNotification
from ._session_close import CloseSessionRequest, CloseSessionResponse
from ._session_delete import DeleteSessionRequest, DeleteSessionResponse
from ._session_fork import ForkSessionRequest, ForkSessionResponse
from ._session_list import ListSessionsRequest, ListSessionsResponse
from ._session_load import LoadSessionRequest, LoadSessionResponse
from ._session_new import NewSessionRequest, NewSessionResponse
from ._session_prompt import PromptRequest, PromptResponse
from ._session_request_permission import RequestPermissionRequest, RequestPermissionResponse
from ._session_resume import ResumeSessionRequest, ResumeSessionResponse
from ._session_set_config_option import (
    SetSessionConfigOptionRequest,
    SetSessionConfigOptionResponse,
    _SetSessionConfigOptionRequestSpec,
)
from ._session_set_mode import SetSessionModeRequest, SetSessionModeResponse
from ._session_set_title import SetSessionTitleRequest, SetSessionTitleResponse
from ._session_status import SessionStatusRequest, SessionStatusResponse
from ._session_unarchive import UnarchiveSessionRequest, UnarchiveSessionResponse
from ._session_update import SessionNotification
from ._terminal_create import CreateTerminalRequest, CreateTerminalResponse
from ._terminal_kill import KillTerminalRequest, KillTerminalResponse
from ._terminal_output import TerminalOutputRequest, TerminalOutputResponse
from ._terminal_release import ReleaseTerminalRequest, ReleaseTerminalResponse
from ._terminal_wait_for_exit import WaitForTerminalExitRequest, WaitForTerminalExitResponse
from ._values import (
    ElicitationId,
    ExtNotification,
    ExtRequest,
    ExtResponse,
    ProxySuccessorResponse,
    RequestId,
    SessionId,
    ToolCallId,
)

if TYPE_CHECKING:
    from typing import TypeAlias

if TYPE_CHECKING:
    AgentRequestParams: TypeAlias = (
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
    """The `params` of `AgentRequest`: one of several object types."""
else:
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `AgentRequestParams`.
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

# A field holding `AgentRequestParams` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AgentRequestParamsField: TypeAlias = AgentRequestParams
else:
    _AgentRequestParamsField = Annotated[Any, _AgentRequestParamsSpec]


class AgentRequest(AcpStruct, kw_only=True):
    """A JSON-RPC request object."""

    id: RequestId
    """The request id used to correlate the matching response."""

    method: str
    """The method name to invoke."""

    params: _AgentRequestParamsField | UnsetType | None = UNSET
    """Method-specific request parameters."""

    def __post_init__(self) -> None:
        self.params = resolve_by_method(_AgentRequestParamsSpec, self.method, self.params, "params")


class ElicitationSessionScope(AcpStruct, kw_only=True):
    """Session-scoped elicitation, optionally tied to a specific tool call.

    When `toolCallId` is set, the elicitation is tied to a specific tool call.
    This is useful when an agent receives an elicitation from an MCP server
    during a tool call and needs to redirect it to the user.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session this elicitation is tied to."""

    tool_call_id: ToolCallId | UnsetType | None = msgspec.field(default=UNSET, name="toolCallId")
    """Optional tool call within the session.

    Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    session without a specific tool call.
    """


class ElicitationRequestScope(AcpStruct, kw_only=True):
    """Request-scoped elicitation, tied to a specific JSON-RPC request outside of a session
    (e.g., during auth/configuration phases before any session is started).
    """

    request_id: RequestId = msgspec.field(name="requestId")
    """The request this elicitation is tied to."""


if TYPE_CHECKING:
    AgentNotificationParams: TypeAlias = (
        SessionNotification
        | CompleteElicitationNotification
        | AuthStatusUpdateNotification
        | ExtNotification
    )
    """The `params` of `AgentNotification`: one of several object types."""
else:
    AgentNotificationParams = (
        SessionNotification
        | CompleteElicitationNotification
        | AuthStatusUpdateNotification
        | ExtNotification
    )

# How the union selection rule (acp_wire._codec.resolve.select) sees `AgentNotificationParams`.
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

# A field holding `AgentNotificationParams` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AgentNotificationParamsField: TypeAlias = AgentNotificationParams
else:
    _AgentNotificationParamsField = Annotated[Any, _AgentNotificationParamsSpec]


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


if TYPE_CHECKING:
    ClientRequestParams: TypeAlias = (
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
    """The `params` of `ClientRequest`: one of several object types."""
else:
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `ClientRequestParams`.
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

# A field holding `ClientRequestParams` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ClientRequestParamsField: TypeAlias = ClientRequestParams
else:
    _ClientRequestParamsField = Annotated[Any, _ClientRequestParamsSpec]


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


if TYPE_CHECKING:
    ClientNotificationParams: TypeAlias = (
        MessageMcpNotification | CancelNotification | ExtNotification
    )
    """The `params` of `ClientNotification`: one of several object types."""
else:
    ClientNotificationParams = MessageMcpNotification | CancelNotification | ExtNotification

# How the union selection rule (acp_wire._codec.resolve.select) sees `ClientNotificationParams`.
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

# A field holding `ClientNotificationParams` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ClientNotificationParamsField: TypeAlias = ClientNotificationParams
else:
    _ClientNotificationParamsField = Annotated[Any, _ClientNotificationParamsSpec]


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


if TYPE_CHECKING:
    ProxyRequestParams: TypeAlias = ProxySuccessorRequest | InitializeProxyRequest
    """The `params` of `ProxyRequest`: one of several object types.

    Draft only: not in the stable schema.
    """
else:
    ProxyRequestParams = ProxySuccessorRequest | InitializeProxyRequest

# How the union selection rule (acp_wire._codec.resolve.select) sees `ProxyRequestParams`.
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

# A field holding `ProxyRequestParams` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ProxyRequestParamsField: TypeAlias = ProxyRequestParams
else:
    _ProxyRequestParamsField = Annotated[Any, _ProxyRequestParamsSpec]


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
        self.params = resolve_by_method(_ProxyRequestParamsSpec, self.method, self.params, "params")


class ProxyNotification(AcpStruct, kw_only=True):
    """A JSON-RPC notification object.

    Draft only: not in the stable schema.
    """

    method: str
    """The notification method name."""

    params: ProxySuccessorNotification | UnsetType | None = UNSET
    """Method-specific notification parameters."""


class ErrorAgentResponse(AcpStruct, kw_only=True):
    """A failed JSON-RPC response."""

    id: RequestId
    """The id of the request this response answers."""

    error: Error
    """Method-specific error data."""


class ErrorClientResponse(AcpStruct, kw_only=True):
    """A failed JSON-RPC response."""

    id: RequestId
    """The id of the request this response answers."""

    error: Error
    """Method-specific error data."""


class ErrorProxyResponse(AcpStruct, kw_only=True):
    """A failed JSON-RPC response.

    Draft only: not in the stable schema.
    """

    id: RequestId
    """The id of the request this response answers."""

    error: Error
    """Method-specific error data."""


class RequestElicitationFormMode(AcpStruct, kw_only=True):
    """Tied to a specific JSON-RPC request outside of a session
    (e.g., during auth/configuration phases before any session is started).
    """

    requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
    """A JSON Schema describing the form fields to present to the user."""

    request_id: RequestId = msgspec.field(name="requestId")
    """The request this elicitation is tied to."""


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


if TYPE_CHECKING:
    AgentResponseResult: TypeAlias = (
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
    """The `result` of `AgentResponse`: one of several object types."""
else:
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `AgentResponseResult`.
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

# A field holding `AgentResponseResult` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AgentResponseResultField: TypeAlias = AgentResponseResult
else:
    _AgentResponseResultField = Annotated[Any, _AgentResponseResultSpec]


class ResultAgentResponse(AcpStruct, kw_only=True):
    """A successful JSON-RPC response."""

    id: RequestId
    """The id of the request this response answers."""

    result: _AgentResponseResultField
    """Method-specific response data."""

    def __post_init__(self) -> None:
        self.result = resolve_field(_AgentResponseResultSpec, self.result, "result", nullable=False)


if TYPE_CHECKING:
    ClientResponseResult: TypeAlias = (
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
    """The `result` of `ClientResponse`: one of several object types."""
else:
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `ClientResponseResult`.
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

# A field holding `ClientResponseResult` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ClientResponseResultField: TypeAlias = ClientResponseResult
else:
    _ClientResponseResultField = Annotated[Any, _ClientResponseResultSpec]


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


class ResultProxyResponse(AcpStruct, kw_only=True):
    """A successful JSON-RPC response.

    Draft only: not in the stable schema.
    """

    id: RequestId
    """The id of the request this response answers."""

    result: InitializeProxyResponse | ProxySuccessorResponse
    """Method-specific response data."""


class SessionElicitationFormMode(AcpStruct, kw_only=True):
    """Tied to a session, optionally to a specific tool call within that session."""

    requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
    """A JSON Schema describing the form fields to present to the user."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session this elicitation is tied to."""

    tool_call_id: ToolCallId | UnsetType | None = msgspec.field(default=UNSET, name="toolCallId")
    """Optional tool call within the session.

    Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    session without a specific tool call.
    """


class SessionElicitationUrlMode(AcpStruct, kw_only=True):
    """Tied to a session, optionally to a specific tool call within that session."""

    elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
    """The unique identifier for this elicitation."""

    url: str
    """The URL to direct the user to."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session this elicitation is tied to."""

    tool_call_id: ToolCallId | UnsetType | None = msgspec.field(default=UNSET, name="toolCallId")
    """Optional tool call within the session.

    Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    session without a specific tool call.
    """


if TYPE_CHECKING:
    ElicitationFormMode: TypeAlias = SessionElicitationFormMode | RequestElicitationFormMode
    """Form-based elicitation mode where the client renders a form from the provided schema."""
else:
    ElicitationFormMode = SessionElicitationFormMode | RequestElicitationFormMode

if TYPE_CHECKING:
    ElicitationUrlMode: TypeAlias = SessionElicitationUrlMode | RequestElicitationUrlMode
    """URL-based elicitation mode where the client directs the user to a URL."""
else:
    ElicitationUrlMode = SessionElicitationUrlMode | RequestElicitationUrlMode

if TYPE_CHECKING:
    AgentResponse: TypeAlias = ResultAgentResponse | ErrorAgentResponse
    """A JSON-RPC response object."""
else:
    AgentResponse = ResultAgentResponse | ErrorAgentResponse

if TYPE_CHECKING:
    ClientResponse: TypeAlias = ResultClientResponse | ErrorClientResponse
    """A JSON-RPC response object."""
else:
    ClientResponse = ResultClientResponse | ErrorClientResponse

if TYPE_CHECKING:
    ProxyResponse: TypeAlias = ResultProxyResponse | ErrorProxyResponse
    """A JSON-RPC response object.

    Draft only: not in the stable schema.
    """
else:
    ProxyResponse = ResultProxyResponse | ErrorProxyResponse

# How the union selection rule (acp_wire._codec.resolve.select) sees `AgentResponse`.
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `ClientResponse`.
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `ElicitationFormMode`.
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `ElicitationUrlMode`.
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

# How the union selection rule (acp_wire._codec.resolve.select) sees `ProxyResponse`.
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

# A field holding `AgentResponse` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AgentResponseField: TypeAlias = AgentResponse
else:
    _AgentResponseField = Annotated[Any, _AgentResponseSpec]

# A field holding `ClientResponse` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ClientResponseField: TypeAlias = ClientResponse
else:
    _ClientResponseField = Annotated[Any, _ClientResponseSpec]

# A field holding `ElicitationFormMode` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ElicitationFormModeField: TypeAlias = ElicitationFormMode
else:
    _ElicitationFormModeField = Annotated[Any, _ElicitationFormModeSpec]

# A field holding `ElicitationUrlMode` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ElicitationUrlModeField: TypeAlias = ElicitationUrlMode
else:
    _ElicitationUrlModeField = Annotated[Any, _ElicitationUrlModeSpec]

# A field holding `ProxyResponse` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ProxyResponseField: TypeAlias = ProxyResponse
else:
    _ProxyResponseField = Annotated[Any, _ProxyResponseSpec]
