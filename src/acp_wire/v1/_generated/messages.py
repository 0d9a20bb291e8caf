# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
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
PARAMS_MAY_BE_OMITTED: Final = frozenset(
    {
        "auth/status",
        "logout",
        "providers/list",
        "session/list",
    }
)


def _build__CreateElicitationRequestParams():
    _CreateElicitationRequestParams = Annotated[Any, UNION_SPECS["CreateElicitationRequest"]]
    return _CreateElicitationRequestParams


def _build__SetSessionConfigOptionRequestParams():
    _SetSessionConfigOptionRequestParams = Annotated[
        Any, UNION_SPECS["SetSessionConfigOptionRequest"]
    ]
    return _SetSessionConfigOptionRequestParams


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


def _build_AuthenticateMessage():
    class AuthenticateMessage(
        Request[AuthenticateRequest], tag_field="method", tag="authenticate", kw_only=True
    ):
        """`authenticate`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: AuthenticateRequest

    yield AuthenticateMessage
    AuthenticateMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": AuthenticateRequest,
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


def _build_FsReadTextFileMessage():
    class FsReadTextFileMessage(
        Request[ReadTextFileRequest], tag_field="method", tag="fs/read_text_file", kw_only=True
    ):
        """`fs/read_text_file`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ReadTextFileRequest

    yield FsReadTextFileMessage
    FsReadTextFileMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ReadTextFileRequest,
        }
    )


def _build_FsWriteTextFileMessage():
    class FsWriteTextFileMessage(
        Request[WriteTextFileRequest], tag_field="method", tag="fs/write_text_file", kw_only=True
    ):
        """`fs/write_text_file`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: WriteTextFileRequest

    yield FsWriteTextFileMessage
    FsWriteTextFileMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": WriteTextFileRequest,
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


def _build_LogoutMessage():
    class LogoutMessage(
        Request[LogoutRequest | UnsetType], tag_field="method", tag="logout", kw_only=True
    ):
        """`logout`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: LogoutRequest | UnsetType = UNSET

    yield LogoutMessage
    LogoutMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": LogoutRequest | UnsetType,
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
        Notification[CancelNotification], tag_field="method", tag="session/cancel", kw_only=True
    ):
        """`session/cancel`: notification."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        params: CancelNotification

    yield SessionCancelMessage
    SessionCancelMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": CancelNotification,
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


def _build_SessionLoadMessage():
    class SessionLoadMessage(
        Request[LoadSessionRequest], tag_field="method", tag="session/load", kw_only=True
    ):
        """`session/load`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: LoadSessionRequest

    yield SessionLoadMessage
    SessionLoadMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": LoadSessionRequest,
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
        params: _SetSessionConfigOptionRequestParams

        def __post_init__(self) -> None:
            self.params = resolve_field(
                UNION_SPECS["SetSessionConfigOptionRequest"], self.params, "params", nullable=False
            )

    yield SessionSetConfigOptionMessage
    SessionSetConfigOptionMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": _SetSessionConfigOptionRequestParams,
        }
    )


def _build_SessionSetModeMessage():
    class SessionSetModeMessage(
        Request[SetSessionModeRequest], tag_field="method", tag="session/set_mode", kw_only=True
    ):
        """`session/set_mode`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: SetSessionModeRequest

    yield SessionSetModeMessage
    SessionSetModeMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": SetSessionModeRequest,
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
        Notification[SessionNotification], tag_field="method", tag="session/update", kw_only=True
    ):
        """`session/update`: notification."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        params: SessionNotification

    yield SessionUpdateMessage
    SessionUpdateMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "params": SessionNotification,
        }
    )


def _build_TerminalCreateMessage():
    class TerminalCreateMessage(
        Request[CreateTerminalRequest], tag_field="method", tag="terminal/create", kw_only=True
    ):
        """`terminal/create`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: CreateTerminalRequest

    yield TerminalCreateMessage
    TerminalCreateMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": CreateTerminalRequest,
        }
    )


def _build_TerminalKillMessage():
    class TerminalKillMessage(
        Request[KillTerminalRequest], tag_field="method", tag="terminal/kill", kw_only=True
    ):
        """`terminal/kill`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: KillTerminalRequest

    yield TerminalKillMessage
    TerminalKillMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": KillTerminalRequest,
        }
    )


def _build_TerminalOutputMessage():
    class TerminalOutputMessage(
        Request[TerminalOutputRequest], tag_field="method", tag="terminal/output", kw_only=True
    ):
        """`terminal/output`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: TerminalOutputRequest

    yield TerminalOutputMessage
    TerminalOutputMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": TerminalOutputRequest,
        }
    )


def _build_TerminalReleaseMessage():
    class TerminalReleaseMessage(
        Request[ReleaseTerminalRequest], tag_field="method", tag="terminal/release", kw_only=True
    ):
        """`terminal/release`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ReleaseTerminalRequest

    yield TerminalReleaseMessage
    TerminalReleaseMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ReleaseTerminalRequest,
        }
    )


def _build_TerminalWaitForExitMessage():
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

    yield TerminalWaitForExitMessage
    TerminalWaitForExitMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": WaitForTerminalExitRequest,
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
        "_SetSessionConfigOptionRequestParams": (
            _build__SetSessionConfigOptionRequestParams,
            ("UNION_SPECS",),
        ),
        "CancelRequestMessage": (_build_CancelRequestMessage, ("CancelRequestNotification",)),
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
        "AuthenticateMessage": (
            _build_AuthenticateMessage,
            (
                "AuthenticateRequest",
                "RequestId",
            ),
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
        "FsReadTextFileMessage": (
            _build_FsReadTextFileMessage,
            (
                "ReadTextFileRequest",
                "RequestId",
            ),
        ),
        "FsWriteTextFileMessage": (
            _build_FsWriteTextFileMessage,
            (
                "RequestId",
                "WriteTextFileRequest",
            ),
        ),
        "InitializeMessage": (
            _build_InitializeMessage,
            (
                "InitializeRequest",
                "RequestId",
            ),
        ),
        "LogoutMessage": (
            _build_LogoutMessage,
            (
                "LogoutRequest",
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
        "SessionCancelMessage": (_build_SessionCancelMessage, ("CancelNotification",)),
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
        "SessionLoadMessage": (
            _build_SessionLoadMessage,
            (
                "LoadSessionRequest",
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
                "UNION_SPECS",
                "_SetSessionConfigOptionRequestParams",
            ),
        ),
        "SessionSetModeMessage": (
            _build_SessionSetModeMessage,
            (
                "RequestId",
                "SetSessionModeRequest",
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
        "SessionUpdateMessage": (_build_SessionUpdateMessage, ("SessionNotification",)),
        "TerminalCreateMessage": (
            _build_TerminalCreateMessage,
            (
                "CreateTerminalRequest",
                "RequestId",
            ),
        ),
        "TerminalKillMessage": (
            _build_TerminalKillMessage,
            (
                "KillTerminalRequest",
                "RequestId",
            ),
        ),
        "TerminalOutputMessage": (
            _build_TerminalOutputMessage,
            (
                "RequestId",
                "TerminalOutputRequest",
            ),
        ),
        "TerminalReleaseMessage": (
            _build_TerminalReleaseMessage,
            (
                "ReleaseTerminalRequest",
                "RequestId",
            ),
        ),
        "TerminalWaitForExitMessage": (
            _build_TerminalWaitForExitMessage,
            (
                "RequestId",
                "WaitForTerminalExitRequest",
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
        "AuthenticateRequest": _types_module.__name__,
        "CancelNotification": _types_module.__name__,
        "CancelRequestNotification": _types_module.__name__,
        "CloseSessionRequest": _types_module.__name__,
        "CompleteElicitationNotification": _types_module.__name__,
        "CreateElicitationRequest": _types_module.__name__,
        "CreateTerminalRequest": _types_module.__name__,
        "DeleteSessionRequest": _types_module.__name__,
        "DisableProviderRequest": _types_module.__name__,
        "Error": _types_module.__name__,
        "ForkSessionRequest": _types_module.__name__,
        "InitializeProxyRequest": _types_module.__name__,
        "InitializeRequest": _types_module.__name__,
        "KillTerminalRequest": _types_module.__name__,
        "ListProvidersRequest": _types_module.__name__,
        "ListSessionsRequest": _types_module.__name__,
        "LoadSessionRequest": _types_module.__name__,
        "LogoutRequest": _types_module.__name__,
        "NewSessionRequest": _types_module.__name__,
        "PromptRequest": _types_module.__name__,
        "ReadTextFileRequest": _types_module.__name__,
        "ReleaseTerminalRequest": _types_module.__name__,
        "RequestId": _types_module.__name__,
        "RequestPermissionRequest": _types_module.__name__,
        "ResumeSessionRequest": _types_module.__name__,
        "SessionNotification": _types_module.__name__,
        "SessionStatusRequest": _types_module.__name__,
        "SetProviderRequest": _types_module.__name__,
        "SetSessionConfigOptionRequest": _types_module.__name__,
        "SetSessionModeRequest": _types_module.__name__,
        "SetSessionTitleRequest": _types_module.__name__,
        "TerminalOutputRequest": _types_module.__name__,
        "UNION_SPECS": _types_module.__name__,
        "UnarchiveSessionRequest": _types_module.__name__,
        "WaitForTerminalExitRequest": _types_module.__name__,
        "WriteTextFileRequest": _types_module.__name__,
    },
)
