# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""One typed JSON-RPC message class per method, tagged by `method`.

`acp_wire.decode_message` decodes a whole line into these in one msgspec pass; they are
`Request` / `Notification` subclasses, and `message.method` reads the tag.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Final, Literal, TypeVar, overload

from msgspec import UNSET, UnsetType

from ..._codec.lazy import LazyTable, attribute_of
from ..._rpc.envelope import (
    Envelope,
    MessageTables,
    Notification,
    Request,
    Response,
)
from ..._rpc.envelope import WireResponse as _WireResponse
from .methods import METHODS
from .types import (
    UNION_SPECS,
    ArchiveSessionRequest,
    AuthenticateRequest,
    AuthStatusRequest,
    AuthStatusUpdateNotification,
    CancelNotification,
    CancelRequestNotification,
    CloseSessionRequest,
    CompleteElicitationNotification,
    CreateElicitationRequest,
    CreateTerminalRequest,
    DeleteSessionRequest,
    DisableProviderRequest,
    Error,
    ForkSessionRequest,
    InitializeProxyRequest,
    InitializeRequest,
    KillTerminalRequest,
    ListProvidersRequest,
    ListSessionsRequest,
    LoadSessionRequest,
    LogoutRequest,
    NewSessionRequest,
    PromptRequest,
    ReadTextFileRequest,
    ReleaseTerminalRequest,
    RequestId,
    RequestPermissionRequest,
    ResumeSessionRequest,
    SessionNotification,
    SessionStatusRequest,
    SetProviderRequest,
    SetSessionConfigOptionRequest,
    SetSessionModeRequest,
    SetSessionTitleRequest,
    TerminalOutputRequest,
    UnarchiveSessionRequest,
    WaitForTerminalExitRequest,
    WriteTextFileRequest,
)

if TYPE_CHECKING:
    from typing import TypeAlias

    from .types import (
        ArchiveSessionResponse,
        AuthenticateResponse,
        AuthStatusResponse,
        CloseSessionResponse,
        CreateElicitationResponse,
        CreateTerminalResponse,
        DeleteSessionResponse,
        DisableProviderResponse,
        ForkSessionResponse,
        InitializeProxyResponse,
        InitializeResponse,
        KillTerminalResponse,
        ListProvidersResponse,
        ListSessionsResponse,
        LoadSessionResponse,
        LogoutResponse,
        MessageMcpResponse,
        NewSessionResponse,
        PromptResponse,
        ProxySuccessorResponse,
        ReadTextFileResponse,
        ReleaseTerminalResponse,
        RequestPermissionResponse,
        ResumeSessionResponse,
        SessionStatusResponse,
        SetProviderResponse,
        SetSessionConfigOptionResponse,
        SetSessionModeResponse,
        SetSessionTitleResponse,
        TerminalOutputResponse,
        UnarchiveSessionResponse,
        WaitForTerminalExitResponse,
        WriteTextFileResponse,
    )

# Params unions msgspec cannot decode natively: plain JSON, resolved in `__post_init__`.
if TYPE_CHECKING:
    _CreateElicitationRequestParams: TypeAlias = CreateElicitationRequest
else:
    _CreateElicitationRequestParams = Annotated[Any, UNION_SPECS["CreateElicitationRequest"]]
if TYPE_CHECKING:
    _SetSessionConfigOptionRequestParams: TypeAlias = SetSessionConfigOptionRequest
else:
    _SetSessionConfigOptionRequestParams = Annotated[
        Any, UNION_SPECS["SetSessionConfigOptionRequest"]
    ]

class CancelRequestMessage(
    Notification[CancelRequestNotification],
    tag_field="method",
    tag="$/cancel_request",
    kw_only=True,
):
    """`$/cancel_request`: notification."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    params: CancelRequestNotification

class AuthStatusMessage(
    Request[AuthStatusRequest | UnsetType], tag_field="method", tag="auth/status", kw_only=True
):
    """`auth/status`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: AuthStatusRequest | UnsetType = UNSET

class AuthStatusUpdateMessage(
    Notification[AuthStatusUpdateNotification],
    tag_field="method",
    tag="auth/status_update",
    kw_only=True,
):
    """`auth/status_update`: notification."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    params: AuthStatusUpdateNotification

class AuthenticateMessage(
    Request[AuthenticateRequest], tag_field="method", tag="authenticate", kw_only=True
):
    """`authenticate`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: AuthenticateRequest

class ElicitationCompleteMessage(
    Notification[CompleteElicitationNotification],
    tag_field="method",
    tag="elicitation/complete",
    kw_only=True,
):
    """`elicitation/complete`: notification."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    params: CompleteElicitationNotification

class ElicitationCreateMessage(
    Request[CreateElicitationRequest], tag_field="method", tag="elicitation/create", kw_only=True
):
    """`elicitation/create`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: _CreateElicitationRequestParams

    def __post_init__(self) -> None: ...

class FsReadTextFileMessage(
    Request[ReadTextFileRequest], tag_field="method", tag="fs/read_text_file", kw_only=True
):
    """`fs/read_text_file`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ReadTextFileRequest

class FsWriteTextFileMessage(
    Request[WriteTextFileRequest], tag_field="method", tag="fs/write_text_file", kw_only=True
):
    """`fs/write_text_file`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: WriteTextFileRequest

class InitializeMessage(
    Request[InitializeRequest], tag_field="method", tag="initialize", kw_only=True
):
    """`initialize`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: InitializeRequest

class LogoutMessage(
    Request[LogoutRequest | UnsetType], tag_field="method", tag="logout", kw_only=True
):
    """`logout`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: LogoutRequest | UnsetType = UNSET

class McpMessageMessage(Envelope, tag_field="method", tag="mcp/message", kw_only=True):
    """`mcp/message`: request or notification."""

    id: RequestId | UnsetType = UNSET  # absent: the notification

class ProvidersDisableMessage(
    Request[DisableProviderRequest], tag_field="method", tag="providers/disable", kw_only=True
):
    """`providers/disable`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: DisableProviderRequest

class ProvidersListMessage(
    Request[ListProvidersRequest | UnsetType],
    tag_field="method",
    tag="providers/list",
    kw_only=True,
):
    """`providers/list`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ListProvidersRequest | UnsetType = UNSET

class ProvidersSetMessage(
    Request[SetProviderRequest], tag_field="method", tag="providers/set", kw_only=True
):
    """`providers/set`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: SetProviderRequest

class ProxyInitializeMessage(
    Request[InitializeProxyRequest], tag_field="method", tag="proxy/initialize", kw_only=True
):
    """`proxy/initialize`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: InitializeProxyRequest

class ProxySuccessorMessage(Envelope, tag_field="method", tag="proxy/successor", kw_only=True):
    """`proxy/successor`: request or notification."""

    id: RequestId | UnsetType = UNSET  # absent: the notification

class SessionArchiveMessage(
    Request[ArchiveSessionRequest], tag_field="method", tag="session/archive", kw_only=True
):
    """`session/archive`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ArchiveSessionRequest

class SessionCancelMessage(
    Notification[CancelNotification], tag_field="method", tag="session/cancel", kw_only=True
):
    """`session/cancel`: notification."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    params: CancelNotification

class SessionCloseMessage(
    Request[CloseSessionRequest], tag_field="method", tag="session/close", kw_only=True
):
    """`session/close`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: CloseSessionRequest

class SessionDeleteMessage(
    Request[DeleteSessionRequest], tag_field="method", tag="session/delete", kw_only=True
):
    """`session/delete`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: DeleteSessionRequest

class SessionForkMessage(
    Request[ForkSessionRequest], tag_field="method", tag="session/fork", kw_only=True
):
    """`session/fork`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ForkSessionRequest

class SessionListMessage(
    Request[ListSessionsRequest | UnsetType], tag_field="method", tag="session/list", kw_only=True
):
    """`session/list`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ListSessionsRequest | UnsetType = UNSET

class SessionLoadMessage(
    Request[LoadSessionRequest], tag_field="method", tag="session/load", kw_only=True
):
    """`session/load`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: LoadSessionRequest

class SessionNewMessage(
    Request[NewSessionRequest], tag_field="method", tag="session/new", kw_only=True
):
    """`session/new`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: NewSessionRequest

class SessionPromptMessage(
    Request[PromptRequest], tag_field="method", tag="session/prompt", kw_only=True
):
    """`session/prompt`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: PromptRequest

class SessionRequestPermissionMessage(
    Request[RequestPermissionRequest],
    tag_field="method",
    tag="session/request_permission",
    kw_only=True,
):
    """`session/request_permission`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: RequestPermissionRequest

class SessionResumeMessage(
    Request[ResumeSessionRequest], tag_field="method", tag="session/resume", kw_only=True
):
    """`session/resume`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ResumeSessionRequest

class SessionSetConfigOptionMessage(
    Request[SetSessionConfigOptionRequest],
    tag_field="method",
    tag="session/set_config_option",
    kw_only=True,
):
    """`session/set_config_option`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: _SetSessionConfigOptionRequestParams

    def __post_init__(self) -> None: ...

class SessionSetModeMessage(
    Request[SetSessionModeRequest], tag_field="method", tag="session/set_mode", kw_only=True
):
    """`session/set_mode`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: SetSessionModeRequest

class SessionSetTitleMessage(
    Request[SetSessionTitleRequest], tag_field="method", tag="session/set_title", kw_only=True
):
    """`session/set_title`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: SetSessionTitleRequest

class SessionStatusMessage(
    Request[SessionStatusRequest], tag_field="method", tag="session/status", kw_only=True
):
    """`session/status`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: SessionStatusRequest

class SessionUnarchiveMessage(
    Request[UnarchiveSessionRequest], tag_field="method", tag="session/unarchive", kw_only=True
):
    """`session/unarchive`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: UnarchiveSessionRequest

class SessionUpdateMessage(
    Notification[SessionNotification], tag_field="method", tag="session/update", kw_only=True
):
    """`session/update`: notification."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    params: SessionNotification

class TerminalCreateMessage(
    Request[CreateTerminalRequest], tag_field="method", tag="terminal/create", kw_only=True
):
    """`terminal/create`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: CreateTerminalRequest

class TerminalKillMessage(
    Request[KillTerminalRequest], tag_field="method", tag="terminal/kill", kw_only=True
):
    """`terminal/kill`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: KillTerminalRequest

class TerminalOutputMessage(
    Request[TerminalOutputRequest], tag_field="method", tag="terminal/output", kw_only=True
):
    """`terminal/output`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: TerminalOutputRequest

class TerminalReleaseMessage(
    Request[ReleaseTerminalRequest], tag_field="method", tag="terminal/release", kw_only=True
):
    """`terminal/release`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ReleaseTerminalRequest

class TerminalWaitForExitMessage(
    Request[WaitForTerminalExitRequest],
    tag_field="method",
    tag="terminal/wait_for_exit",
    kw_only=True,
):
    """`terminal/wait_for_exit`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: WaitForTerminalExitRequest

R = TypeVar("R")

class WireResponse(_WireResponse[R], kw_only=True, forbid_unknown_fields=True):
    """A response of this protocol version as received: its `RequestId` and `Error`."""

    id: RequestId
    error: Error | UnsetType = UNSET

# Every message class by its method (its tag): the members of the union `decode_message`
# decodes into. The tables name the classes, so that a lookup builds only the class it reads.
MESSAGES: Final[Mapping[str, type[Any]]] = LazyTable(
    {
        "$/cancel_request": "CancelRequestMessage",
        "auth/status": "AuthStatusMessage",
        "auth/status_update": "AuthStatusUpdateMessage",
        "authenticate": "AuthenticateMessage",
        "elicitation/complete": "ElicitationCompleteMessage",
        "elicitation/create": "ElicitationCreateMessage",
        "fs/read_text_file": "FsReadTextFileMessage",
        "fs/write_text_file": "FsWriteTextFileMessage",
        "initialize": "InitializeMessage",
        "logout": "LogoutMessage",
        "mcp/message": "McpMessageMessage",
        "providers/disable": "ProvidersDisableMessage",
        "providers/list": "ProvidersListMessage",
        "providers/set": "ProvidersSetMessage",
        "proxy/initialize": "ProxyInitializeMessage",
        "proxy/successor": "ProxySuccessorMessage",
        "session/archive": "SessionArchiveMessage",
        "session/cancel": "SessionCancelMessage",
        "session/close": "SessionCloseMessage",
        "session/delete": "SessionDeleteMessage",
        "session/fork": "SessionForkMessage",
        "session/list": "SessionListMessage",
        "session/load": "SessionLoadMessage",
        "session/new": "SessionNewMessage",
        "session/prompt": "SessionPromptMessage",
        "session/request_permission": "SessionRequestPermissionMessage",
        "session/resume": "SessionResumeMessage",
        "session/set_config_option": "SessionSetConfigOptionMessage",
        "session/set_mode": "SessionSetModeMessage",
        "session/set_title": "SessionSetTitleMessage",
        "session/status": "SessionStatusMessage",
        "session/unarchive": "SessionUnarchiveMessage",
        "session/update": "SessionUpdateMessage",
        "terminal/create": "TerminalCreateMessage",
        "terminal/kill": "TerminalKillMessage",
        "terminal/output": "TerminalOutputMessage",
        "terminal/release": "TerminalReleaseMessage",
        "terminal/wait_for_exit": "TerminalWaitForExitMessage",
    },
    attribute_of(__name__),
)

# Method name -> typed message class, for building outgoing messages.
REQUEST_MESSAGES: Final[Mapping[str, type[Request[Any]]]] = LazyTable(
    {
        "auth/status": "AuthStatusMessage",
        "authenticate": "AuthenticateMessage",
        "elicitation/create": "ElicitationCreateMessage",
        "fs/read_text_file": "FsReadTextFileMessage",
        "fs/write_text_file": "FsWriteTextFileMessage",
        "initialize": "InitializeMessage",
        "logout": "LogoutMessage",
        "providers/disable": "ProvidersDisableMessage",
        "providers/list": "ProvidersListMessage",
        "providers/set": "ProvidersSetMessage",
        "proxy/initialize": "ProxyInitializeMessage",
        "session/archive": "SessionArchiveMessage",
        "session/close": "SessionCloseMessage",
        "session/delete": "SessionDeleteMessage",
        "session/fork": "SessionForkMessage",
        "session/list": "SessionListMessage",
        "session/load": "SessionLoadMessage",
        "session/new": "SessionNewMessage",
        "session/prompt": "SessionPromptMessage",
        "session/request_permission": "SessionRequestPermissionMessage",
        "session/resume": "SessionResumeMessage",
        "session/set_config_option": "SessionSetConfigOptionMessage",
        "session/set_mode": "SessionSetModeMessage",
        "session/set_title": "SessionSetTitleMessage",
        "session/status": "SessionStatusMessage",
        "session/unarchive": "SessionUnarchiveMessage",
        "terminal/create": "TerminalCreateMessage",
        "terminal/kill": "TerminalKillMessage",
        "terminal/output": "TerminalOutputMessage",
        "terminal/release": "TerminalReleaseMessage",
        "terminal/wait_for_exit": "TerminalWaitForExitMessage",
    },
    attribute_of(__name__),
)
NOTIFICATION_MESSAGES: Final[Mapping[str, type[Notification[Any]]]] = LazyTable(
    {
        "$/cancel_request": "CancelRequestMessage",
        "auth/status_update": "AuthStatusUpdateMessage",
        "elicitation/complete": "ElicitationCompleteMessage",
        "session/cancel": "SessionCancelMessage",
        "session/update": "SessionUpdateMessage",
    },
    attribute_of(__name__),
)
# Methods whose params type has no required property: a message of theirs may omit `params`
# (JSON-RPC 2.0 allows it), which decodes as UNSET and re-encodes without `params`.
PARAMS_MAY_BE_OMITTED: Final = frozenset(
    {
        "auth/status",
        "logout",
        "providers/list",
        "session/list",
    }
)
# Methods that are both: their params are read after decoding.
ENVELOPES: Final[dict[type[Envelope], str]] = {
    McpMessageMessage: "mcp/message",
    ProxySuccessorMessage: "proxy/successor",
}

# What the JSON-RPC layer (acp_wire.jsonrpc) reads for this protocol version.
TABLES: Final = MessageTables(
    methods=METHODS,
    messages=MESSAGES,
    request_messages=REQUEST_MESSAGES,
    notification_messages=NOTIFICATION_MESSAGES,
    params_may_be_omitted=PARAMS_MAY_BE_OMITTED,
    envelopes=ENVELOPES,
    request_id=RequestId,
    error=Error,
    wire_response=WireResponse,
)

if TYPE_CHECKING:
    # What type checkers see as this version's `decode_message`: a response is typed by the
    # method of its request. The function that runs is the one `make_jsonrpc` binds to TABLES.

    @overload
    def decode_message(
        data: bytes | str, method: Literal["auth/status"]
    ) -> Response[AuthStatusResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["authenticate"]
    ) -> Response[AuthenticateResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["elicitation/create"]
    ) -> Response[CreateElicitationResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["fs/read_text_file"]
    ) -> Response[ReadTextFileResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["fs/write_text_file"]
    ) -> Response[WriteTextFileResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["initialize"]
    ) -> Response[InitializeResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["logout"]
    ) -> Response[LogoutResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["mcp/message"]
    ) -> Response[MessageMcpResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["providers/disable"]
    ) -> Response[DisableProviderResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["providers/list"]
    ) -> Response[ListProvidersResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["providers/set"]
    ) -> Response[SetProviderResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["proxy/initialize"]
    ) -> Response[InitializeProxyResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["proxy/successor"]
    ) -> Response[ProxySuccessorResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/archive"]
    ) -> Response[ArchiveSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/close"]
    ) -> Response[CloseSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/delete"]
    ) -> Response[DeleteSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/fork"]
    ) -> Response[ForkSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/list"]
    ) -> Response[ListSessionsResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/load"]
    ) -> Response[LoadSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/new"]
    ) -> Response[NewSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/prompt"]
    ) -> Response[PromptResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/request_permission"]
    ) -> Response[RequestPermissionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/resume"]
    ) -> Response[ResumeSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/set_config_option"]
    ) -> Response[SetSessionConfigOptionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/set_mode"]
    ) -> Response[SetSessionModeResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/set_title"]
    ) -> Response[SetSessionTitleResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/status"]
    ) -> Response[SessionStatusResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["session/unarchive"]
    ) -> Response[UnarchiveSessionResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["terminal/create"]
    ) -> Response[CreateTerminalResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["terminal/kill"]
    ) -> Response[KillTerminalResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["terminal/output"]
    ) -> Response[TerminalOutputResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["terminal/release"]
    ) -> Response[ReleaseTerminalResponse]: ...
    @overload
    def decode_message(
        data: bytes | str, method: Literal["terminal/wait_for_exit"]
    ) -> Response[WaitForTerminalExitResponse]: ...
    @overload
    def decode_message(data: bytes | str, method: str) -> Response[Any]: ...
    @overload
    def decode_message(
        data: bytes | str, method: None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...
