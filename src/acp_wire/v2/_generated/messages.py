# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""One typed JSON-RPC message class per method, tagged by `method`.

`acp_wire.decode_message` decodes a whole line into these in one msgspec pass; they are
`Request` / `Notification` subclasses, and `message.method` reads the tag.
"""

from collections.abc import Mapping
from typing import Annotated, Any, Final, Literal, TypeVar

from msgspec import UNSET, UnsetType

from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import resolve_field
from ..._rpc.envelope import (
    Envelope,
    MessageTables,
    Notification,
    Request,
)
from ..._rpc.envelope import WireResponse as _WireResponse
from . import types as _types_module
from .methods import METHODS

R = TypeVar("R")
MESSAGES: Final[Mapping[str, type[Any]]] = LazyTable(
    {
        "$/cancel_request": "CancelRequestMessage",
        "auth/login": "AuthLoginMessage",
        "auth/logout": "AuthLogoutMessage",
        "auth/status": "AuthStatusMessage",
        "auth/status_update": "AuthStatusUpdateMessage",
        "elicitation/complete": "ElicitationCompleteMessage",
        "elicitation/create": "ElicitationCreateMessage",
        "initialize": "InitializeMessage",
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
        "session/new": "SessionNewMessage",
        "session/prompt": "SessionPromptMessage",
        "session/request_permission": "SessionRequestPermissionMessage",
        "session/resume": "SessionResumeMessage",
        "session/set_config_option": "SessionSetConfigOptionMessage",
        "session/set_title": "SessionSetTitleMessage",
        "session/status": "SessionStatusMessage",
        "session/unarchive": "SessionUnarchiveMessage",
        "session/update": "SessionUpdateMessage",
        "terminal/cancel": "TerminalCancelMessage",
        "tool_call/cancel": "ToolCallCancelMessage",
    },
    attribute_of(__name__),
)
REQUEST_MESSAGES: Final[Mapping[str, type[Request[Any]]]] = LazyTable(
    {
        "auth/login": "AuthLoginMessage",
        "auth/logout": "AuthLogoutMessage",
        "auth/status": "AuthStatusMessage",
        "elicitation/create": "ElicitationCreateMessage",
        "initialize": "InitializeMessage",
        "providers/disable": "ProvidersDisableMessage",
        "providers/list": "ProvidersListMessage",
        "providers/set": "ProvidersSetMessage",
        "proxy/initialize": "ProxyInitializeMessage",
        "session/archive": "SessionArchiveMessage",
        "session/close": "SessionCloseMessage",
        "session/delete": "SessionDeleteMessage",
        "session/fork": "SessionForkMessage",
        "session/list": "SessionListMessage",
        "session/new": "SessionNewMessage",
        "session/prompt": "SessionPromptMessage",
        "session/request_permission": "SessionRequestPermissionMessage",
        "session/resume": "SessionResumeMessage",
        "session/set_config_option": "SessionSetConfigOptionMessage",
        "session/set_title": "SessionSetTitleMessage",
        "session/status": "SessionStatusMessage",
        "session/unarchive": "SessionUnarchiveMessage",
        "terminal/cancel": "TerminalCancelMessage",
        "tool_call/cancel": "ToolCallCancelMessage",
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
PARAMS_MAY_BE_OMITTED: Final = frozenset(
    {
        "auth/logout",
        "auth/status",
        "providers/list",
        "session/list",
    }
)


def _build__CreateElicitationRequestParams():
    _CreateElicitationRequestParams = Annotated[Any, UNION_SPECS["CreateElicitationRequest"]]
    return _CreateElicitationRequestParams


def _build_CancelRequestMessage():
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

    yield CancelRequestMessage
    CancelRequestMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": CancelRequestNotification,
        }
    )


def _build_AuthLoginMessage():
    class AuthLoginMessage(
        Request[LoginAuthRequest], tag_field="method", tag="auth/login", kw_only=True
    ):
        """`auth/login`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: LoginAuthRequest

    yield AuthLoginMessage
    AuthLoginMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": LoginAuthRequest,
        }
    )


def _build_AuthLogoutMessage():
    class AuthLogoutMessage(
        Request[LogoutAuthRequest | UnsetType], tag_field="method", tag="auth/logout", kw_only=True
    ):
        """`auth/logout`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: LogoutAuthRequest | UnsetType = UNSET

    yield AuthLogoutMessage
    AuthLogoutMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": LogoutAuthRequest | UnsetType,
        }
    )


def _build_AuthStatusMessage():
    class AuthStatusMessage(
        Request[AuthStatusRequest | UnsetType], tag_field="method", tag="auth/status", kw_only=True
    ):
        """`auth/status`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: AuthStatusRequest | UnsetType = UNSET

    yield AuthStatusMessage
    AuthStatusMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": AuthStatusRequest | UnsetType,
        }
    )


def _build_AuthStatusUpdateMessage():
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

    yield AuthStatusUpdateMessage
    AuthStatusUpdateMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": AuthStatusUpdateNotification,
        }
    )


def _build_ElicitationCompleteMessage():
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

    yield ElicitationCompleteMessage
    ElicitationCompleteMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": CompleteElicitationNotification,
        }
    )


def _build_ElicitationCreateMessage():
    class ElicitationCreateMessage(
        Request[CreateElicitationRequest],
        tag_field="method",
        tag="elicitation/create",
        kw_only=True,
    ):
        """`elicitation/create`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: _CreateElicitationRequestParams

        def __post_init__(self) -> None:
            self.params = resolve_field(
                UNION_SPECS["CreateElicitationRequest"], self.params, "params", nullable=False
            )

    yield ElicitationCreateMessage
    ElicitationCreateMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": _CreateElicitationRequestParams,
        }
    )


def _build_InitializeMessage():
    class InitializeMessage(
        Request[InitializeRequest], tag_field="method", tag="initialize", kw_only=True
    ):
        """`initialize`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: InitializeRequest

    yield InitializeMessage
    InitializeMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": InitializeRequest,
        }
    )


def _build_McpMessageMessage():
    class McpMessageMessage(Envelope, tag_field="method", tag="mcp/message", kw_only=True):
        """`mcp/message`: request or notification."""

        id: RequestId | UnsetType = UNSET  # absent: the notification

    yield McpMessageMessage
    McpMessageMessage.__annotations__.update(
        {
            "id": RequestId | UnsetType,
        }
    )


def _build_ProvidersDisableMessage():
    class ProvidersDisableMessage(
        Request[DisableProviderRequest], tag_field="method", tag="providers/disable", kw_only=True
    ):
        """`providers/disable`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: DisableProviderRequest

    yield ProvidersDisableMessage
    ProvidersDisableMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": DisableProviderRequest,
        }
    )


def _build_ProvidersListMessage():
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

    yield ProvidersListMessage
    ProvidersListMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ListProvidersRequest | UnsetType,
        }
    )


def _build_ProvidersSetMessage():
    class ProvidersSetMessage(
        Request[SetProviderRequest], tag_field="method", tag="providers/set", kw_only=True
    ):
        """`providers/set`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: SetProviderRequest

    yield ProvidersSetMessage
    ProvidersSetMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": SetProviderRequest,
        }
    )


def _build_ProxyInitializeMessage():
    class ProxyInitializeMessage(
        Request[InitializeProxyRequest], tag_field="method", tag="proxy/initialize", kw_only=True
    ):
        """`proxy/initialize`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: InitializeProxyRequest

    yield ProxyInitializeMessage
    ProxyInitializeMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": InitializeProxyRequest,
        }
    )


def _build_ProxySuccessorMessage():
    class ProxySuccessorMessage(Envelope, tag_field="method", tag="proxy/successor", kw_only=True):
        """`proxy/successor`: request or notification."""

        id: RequestId | UnsetType = UNSET  # absent: the notification

    yield ProxySuccessorMessage
    ProxySuccessorMessage.__annotations__.update(
        {
            "id": RequestId | UnsetType,
        }
    )


def _build_SessionArchiveMessage():
    class SessionArchiveMessage(
        Request[ArchiveSessionRequest], tag_field="method", tag="session/archive", kw_only=True
    ):
        """`session/archive`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ArchiveSessionRequest

    yield SessionArchiveMessage
    SessionArchiveMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ArchiveSessionRequest,
        }
    )


def _build_SessionCancelMessage():
    class SessionCancelMessage(
        Notification[CancelSessionNotification],
        tag_field="method",
        tag="session/cancel",
        kw_only=True,
    ):
        """`session/cancel`: notification."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        params: CancelSessionNotification

    yield SessionCancelMessage
    SessionCancelMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": CancelSessionNotification,
        }
    )


def _build_SessionCloseMessage():
    class SessionCloseMessage(
        Request[CloseSessionRequest], tag_field="method", tag="session/close", kw_only=True
    ):
        """`session/close`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: CloseSessionRequest

    yield SessionCloseMessage
    SessionCloseMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": CloseSessionRequest,
        }
    )


def _build_SessionDeleteMessage():
    class SessionDeleteMessage(
        Request[DeleteSessionRequest], tag_field="method", tag="session/delete", kw_only=True
    ):
        """`session/delete`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: DeleteSessionRequest

    yield SessionDeleteMessage
    SessionDeleteMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": DeleteSessionRequest,
        }
    )


def _build_SessionForkMessage():
    class SessionForkMessage(
        Request[ForkSessionRequest], tag_field="method", tag="session/fork", kw_only=True
    ):
        """`session/fork`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ForkSessionRequest

    yield SessionForkMessage
    SessionForkMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ForkSessionRequest,
        }
    )


def _build_SessionListMessage():
    class SessionListMessage(
        Request[ListSessionsRequest | UnsetType],
        tag_field="method",
        tag="session/list",
        kw_only=True,
    ):
        """`session/list`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ListSessionsRequest | UnsetType = UNSET

    yield SessionListMessage
    SessionListMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ListSessionsRequest | UnsetType,
        }
    )


def _build_SessionNewMessage():
    class SessionNewMessage(
        Request[NewSessionRequest], tag_field="method", tag="session/new", kw_only=True
    ):
        """`session/new`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: NewSessionRequest

    yield SessionNewMessage
    SessionNewMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": NewSessionRequest,
        }
    )


def _build_SessionPromptMessage():
    class SessionPromptMessage(
        Request[PromptRequest], tag_field="method", tag="session/prompt", kw_only=True
    ):
        """`session/prompt`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: PromptRequest

    yield SessionPromptMessage
    SessionPromptMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": PromptRequest,
        }
    )


def _build_SessionRequestPermissionMessage():
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

    yield SessionRequestPermissionMessage
    SessionRequestPermissionMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": RequestPermissionRequest,
        }
    )


def _build_SessionResumeMessage():
    class SessionResumeMessage(
        Request[ResumeSessionRequest], tag_field="method", tag="session/resume", kw_only=True
    ):
        """`session/resume`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ResumeSessionRequest

    yield SessionResumeMessage
    SessionResumeMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ResumeSessionRequest,
        }
    )


def _build_SessionSetConfigOptionMessage():
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
        params: SetSessionConfigOptionRequest

    yield SessionSetConfigOptionMessage
    SessionSetConfigOptionMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": SetSessionConfigOptionRequest,
        }
    )


def _build_SessionSetTitleMessage():
    class SessionSetTitleMessage(
        Request[SetSessionTitleRequest], tag_field="method", tag="session/set_title", kw_only=True
    ):
        """`session/set_title`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: SetSessionTitleRequest

    yield SessionSetTitleMessage
    SessionSetTitleMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": SetSessionTitleRequest,
        }
    )


def _build_SessionStatusMessage():
    class SessionStatusMessage(
        Request[SessionStatusRequest], tag_field="method", tag="session/status", kw_only=True
    ):
        """`session/status`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: SessionStatusRequest

    yield SessionStatusMessage
    SessionStatusMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": SessionStatusRequest,
        }
    )


def _build_SessionUnarchiveMessage():
    class SessionUnarchiveMessage(
        Request[UnarchiveSessionRequest], tag_field="method", tag="session/unarchive", kw_only=True
    ):
        """`session/unarchive`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: UnarchiveSessionRequest

    yield SessionUnarchiveMessage
    SessionUnarchiveMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": UnarchiveSessionRequest,
        }
    )


def _build_SessionUpdateMessage():
    class SessionUpdateMessage(
        Notification[UpdateSessionNotification],
        tag_field="method",
        tag="session/update",
        kw_only=True,
    ):
        """`session/update`: notification."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        params: UpdateSessionNotification

    yield SessionUpdateMessage
    SessionUpdateMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": UpdateSessionNotification,
        }
    )


def _build_TerminalCancelMessage():
    class TerminalCancelMessage(
        Request[CancelTerminalRequest], tag_field="method", tag="terminal/cancel", kw_only=True
    ):
        """`terminal/cancel`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: CancelTerminalRequest

    yield TerminalCancelMessage
    TerminalCancelMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": CancelTerminalRequest,
        }
    )


def _build_ToolCallCancelMessage():
    class ToolCallCancelMessage(
        Request[CancelToolCallRequest], tag_field="method", tag="tool_call/cancel", kw_only=True
    ):
        """`tool_call/cancel`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: CancelToolCallRequest

    yield ToolCallCancelMessage
    ToolCallCancelMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": CancelToolCallRequest,
        }
    )


def _build_WireResponse():
    class WireResponse(_WireResponse[R], kw_only=True, forbid_unknown_fields=True):
        """A response of this protocol version as received: its `RequestId` and `Error`."""

        id: RequestId
        error: Error | UnsetType = UNSET

    yield WireResponse
    WireResponse.__annotations__.update(
        {
            "id": RequestId,
            "error": Error | UnsetType,
        }
    )


def _build_ENVELOPES():
    ENVELOPES: Final[dict[type[Envelope], str]] = {
        McpMessageMessage: "mcp/message",
        ProxySuccessorMessage: "proxy/successor",
    }
    return ENVELOPES


def _build_TABLES():
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
    return TABLES


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "_CreateElicitationRequestParams": (
            _build__CreateElicitationRequestParams,
            ("UNION_SPECS",),
        ),
        "CancelRequestMessage": (_build_CancelRequestMessage, ("CancelRequestNotification",)),
        "AuthLoginMessage": (
            _build_AuthLoginMessage,
            (
                "LoginAuthRequest",
                "RequestId",
            ),
        ),
        "AuthLogoutMessage": (
            _build_AuthLogoutMessage,
            (
                "LogoutAuthRequest",
                "RequestId",
            ),
        ),
        "AuthStatusMessage": (
            _build_AuthStatusMessage,
            (
                "AuthStatusRequest",
                "RequestId",
            ),
        ),
        "AuthStatusUpdateMessage": (
            _build_AuthStatusUpdateMessage,
            ("AuthStatusUpdateNotification",),
        ),
        "ElicitationCompleteMessage": (
            _build_ElicitationCompleteMessage,
            ("CompleteElicitationNotification",),
        ),
        "ElicitationCreateMessage": (
            _build_ElicitationCreateMessage,
            (
                "CreateElicitationRequest",
                "RequestId",
                "UNION_SPECS",
                "_CreateElicitationRequestParams",
            ),
        ),
        "InitializeMessage": (
            _build_InitializeMessage,
            (
                "InitializeRequest",
                "RequestId",
            ),
        ),
        "McpMessageMessage": (_build_McpMessageMessage, ("RequestId",)),
        "ProvidersDisableMessage": (
            _build_ProvidersDisableMessage,
            (
                "DisableProviderRequest",
                "RequestId",
            ),
        ),
        "ProvidersListMessage": (
            _build_ProvidersListMessage,
            (
                "ListProvidersRequest",
                "RequestId",
            ),
        ),
        "ProvidersSetMessage": (
            _build_ProvidersSetMessage,
            (
                "RequestId",
                "SetProviderRequest",
            ),
        ),
        "ProxyInitializeMessage": (
            _build_ProxyInitializeMessage,
            (
                "InitializeProxyRequest",
                "RequestId",
            ),
        ),
        "ProxySuccessorMessage": (_build_ProxySuccessorMessage, ("RequestId",)),
        "SessionArchiveMessage": (
            _build_SessionArchiveMessage,
            (
                "ArchiveSessionRequest",
                "RequestId",
            ),
        ),
        "SessionCancelMessage": (_build_SessionCancelMessage, ("CancelSessionNotification",)),
        "SessionCloseMessage": (
            _build_SessionCloseMessage,
            (
                "CloseSessionRequest",
                "RequestId",
            ),
        ),
        "SessionDeleteMessage": (
            _build_SessionDeleteMessage,
            (
                "DeleteSessionRequest",
                "RequestId",
            ),
        ),
        "SessionForkMessage": (
            _build_SessionForkMessage,
            (
                "ForkSessionRequest",
                "RequestId",
            ),
        ),
        "SessionListMessage": (
            _build_SessionListMessage,
            (
                "ListSessionsRequest",
                "RequestId",
            ),
        ),
        "SessionNewMessage": (
            _build_SessionNewMessage,
            (
                "NewSessionRequest",
                "RequestId",
            ),
        ),
        "SessionPromptMessage": (
            _build_SessionPromptMessage,
            (
                "PromptRequest",
                "RequestId",
            ),
        ),
        "SessionRequestPermissionMessage": (
            _build_SessionRequestPermissionMessage,
            (
                "RequestId",
                "RequestPermissionRequest",
            ),
        ),
        "SessionResumeMessage": (
            _build_SessionResumeMessage,
            (
                "RequestId",
                "ResumeSessionRequest",
            ),
        ),
        "SessionSetConfigOptionMessage": (
            _build_SessionSetConfigOptionMessage,
            (
                "RequestId",
                "SetSessionConfigOptionRequest",
            ),
        ),
        "SessionSetTitleMessage": (
            _build_SessionSetTitleMessage,
            (
                "RequestId",
                "SetSessionTitleRequest",
            ),
        ),
        "SessionStatusMessage": (
            _build_SessionStatusMessage,
            (
                "RequestId",
                "SessionStatusRequest",
            ),
        ),
        "SessionUnarchiveMessage": (
            _build_SessionUnarchiveMessage,
            (
                "RequestId",
                "UnarchiveSessionRequest",
            ),
        ),
        "SessionUpdateMessage": (_build_SessionUpdateMessage, ("UpdateSessionNotification",)),
        "TerminalCancelMessage": (
            _build_TerminalCancelMessage,
            (
                "CancelTerminalRequest",
                "RequestId",
            ),
        ),
        "ToolCallCancelMessage": (
            _build_ToolCallCancelMessage,
            (
                "CancelToolCallRequest",
                "RequestId",
            ),
        ),
        "WireResponse": (
            _build_WireResponse,
            (
                "Error",
                "RequestId",
            ),
        ),
        "ENVELOPES": (
            _build_ENVELOPES,
            (
                "McpMessageMessage",
                "ProxySuccessorMessage",
            ),
        ),
        "TABLES": (
            _build_TABLES,
            (
                "ENVELOPES",
                "Error",
                "RequestId",
                "WireResponse",
            ),
        ),
    },
    {
        "ArchiveSessionRequest": _types_module.__name__,
        "AuthStatusRequest": _types_module.__name__,
        "AuthStatusUpdateNotification": _types_module.__name__,
        "CancelRequestNotification": _types_module.__name__,
        "CancelSessionNotification": _types_module.__name__,
        "CancelTerminalRequest": _types_module.__name__,
        "CancelToolCallRequest": _types_module.__name__,
        "CloseSessionRequest": _types_module.__name__,
        "CompleteElicitationNotification": _types_module.__name__,
        "CreateElicitationRequest": _types_module.__name__,
        "DeleteSessionRequest": _types_module.__name__,
        "DisableProviderRequest": _types_module.__name__,
        "Error": _types_module.__name__,
        "ForkSessionRequest": _types_module.__name__,
        "InitializeProxyRequest": _types_module.__name__,
        "InitializeRequest": _types_module.__name__,
        "ListProvidersRequest": _types_module.__name__,
        "ListSessionsRequest": _types_module.__name__,
        "LoginAuthRequest": _types_module.__name__,
        "LogoutAuthRequest": _types_module.__name__,
        "NewSessionRequest": _types_module.__name__,
        "PromptRequest": _types_module.__name__,
        "RequestId": _types_module.__name__,
        "RequestPermissionRequest": _types_module.__name__,
        "ResumeSessionRequest": _types_module.__name__,
        "SessionStatusRequest": _types_module.__name__,
        "SetProviderRequest": _types_module.__name__,
        "SetSessionConfigOptionRequest": _types_module.__name__,
        "SetSessionTitleRequest": _types_module.__name__,
        "UNION_SPECS": _types_module.__name__,
        "UnarchiveSessionRequest": _types_module.__name__,
        "UpdateSessionNotification": _types_module.__name__,
    },
)
