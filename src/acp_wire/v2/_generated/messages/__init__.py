# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""One typed JSON-RPC message class per method, tagged by `method`.

`acp_wire.decode_message` decodes a whole line into these in one msgspec pass; they are
`Request` / `Notification` subclasses, and `message.method` reads the tag. Each class lives in
the module named as the `types` module of its params; this package imports a module on the
first read of one of its names, as the `types` package does.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, Literal, TypeVar, overload

from msgspec import UNSET, UnsetType

from ...._codec.lazy import LazyTable, attribute_of
from ...._faces import lazy_names
from ...._rpc.envelope import (
    Envelope,
    MessageTables,
    Notification,
    Request,
    Response,
)
from ...._rpc.envelope import WireResponse as _WireResponse
from ..methods import METHODS
from ..types._error import Error
from ..types._values import RequestId

if TYPE_CHECKING:
    from ..types import (
        ArchiveSessionResponse,
        AuthStatusResponse,
        CancelTerminalResponse,
        CancelToolCallResponse,
        CloseSessionResponse,
        CreateElicitationResponse,
        DeleteSessionResponse,
        DisableProviderResponse,
        ForkSessionResponse,
        InitializeProxyResponse,
        InitializeResponse,
        ListProvidersResponse,
        ListSessionsResponse,
        LoginAuthResponse,
        LogoutAuthResponse,
        MessageMcpResponse,
        NewSessionResponse,
        PromptResponse,
        ProxySuccessorResponse,
        RequestPermissionResponse,
        ResumeSessionResponse,
        SessionStatusResponse,
        SetProviderResponse,
        SetSessionConfigOptionResponse,
        SetSessionTitleResponse,
        UnarchiveSessionResponse,
    )
    from ._auth_login import (
        AuthLoginMessage as AuthLoginMessage,
    )
    from ._auth_logout import (
        AuthLogoutMessage as AuthLogoutMessage,
    )
    from ._auth_status import (
        AuthStatusMessage as AuthStatusMessage,
    )
    from ._auth_status_update import (
        AuthStatusUpdateMessage as AuthStatusUpdateMessage,
    )
    from ._cancel_request import (
        CancelRequestMessage as CancelRequestMessage,
    )
    from ._elicitation_complete import (
        ElicitationCompleteMessage as ElicitationCompleteMessage,
    )
    from ._elicitation_create import (
        ElicitationCreateMessage as ElicitationCreateMessage,
    )
    from ._initialize_response import (
        InitializeMessage as InitializeMessage,
    )
    from ._providers_disable import (
        ProvidersDisableMessage as ProvidersDisableMessage,
    )
    from ._providers_list import (
        ProvidersListMessage as ProvidersListMessage,
    )
    from ._providers_set import (
        ProvidersSetMessage as ProvidersSetMessage,
    )
    from ._proxy_initialize import (
        ProxyInitializeMessage as ProxyInitializeMessage,
    )
    from ._session_archive import (
        SessionArchiveMessage as SessionArchiveMessage,
    )
    from ._session_cancel import (
        SessionCancelMessage as SessionCancelMessage,
    )
    from ._session_close import (
        SessionCloseMessage as SessionCloseMessage,
    )
    from ._session_delete import (
        SessionDeleteMessage as SessionDeleteMessage,
    )
    from ._session_fork import (
        SessionForkMessage as SessionForkMessage,
    )
    from ._session_list import (
        SessionListMessage as SessionListMessage,
    )
    from ._session_new import (
        SessionNewMessage as SessionNewMessage,
    )
    from ._session_prompt import (
        SessionPromptMessage as SessionPromptMessage,
    )
    from ._session_request_permission import (
        SessionRequestPermissionMessage as SessionRequestPermissionMessage,
    )
    from ._session_resume import (
        SessionResumeMessage as SessionResumeMessage,
    )
    from ._session_set_config_option import (
        SessionSetConfigOptionMessage as SessionSetConfigOptionMessage,
    )
    from ._session_set_title import (
        SessionSetTitleMessage as SessionSetTitleMessage,
    )
    from ._session_status import (
        SessionStatusMessage as SessionStatusMessage,
    )
    from ._session_unarchive import (
        SessionUnarchiveMessage as SessionUnarchiveMessage,
    )
    from ._session_update import (
        SessionUpdateMessage as SessionUpdateMessage,
    )
    from ._terminal_cancel import (
        TerminalCancelMessage as TerminalCancelMessage,
    )
    from ._tool_call_cancel import (
        ToolCallCancelMessage as ToolCallCancelMessage,
    )

MODULES: Final = {
    "._auth_login": ("AuthLoginMessage",),
    "._auth_logout": ("AuthLogoutMessage",),
    "._auth_status": ("AuthStatusMessage",),
    "._auth_status_update": ("AuthStatusUpdateMessage",),
    "._cancel_request": ("CancelRequestMessage",),
    "._elicitation_complete": ("ElicitationCompleteMessage",),
    "._elicitation_create": ("ElicitationCreateMessage",),
    "._initialize_response": ("InitializeMessage",),
    "._providers_disable": ("ProvidersDisableMessage",),
    "._providers_list": ("ProvidersListMessage",),
    "._providers_set": ("ProvidersSetMessage",),
    "._proxy_initialize": ("ProxyInitializeMessage",),
    "._session_archive": ("SessionArchiveMessage",),
    "._session_cancel": ("SessionCancelMessage",),
    "._session_close": ("SessionCloseMessage",),
    "._session_delete": ("SessionDeleteMessage",),
    "._session_fork": ("SessionForkMessage",),
    "._session_list": ("SessionListMessage",),
    "._session_new": ("SessionNewMessage",),
    "._session_prompt": ("SessionPromptMessage",),
    "._session_request_permission": ("SessionRequestPermissionMessage",),
    "._session_resume": ("SessionResumeMessage",),
    "._session_set_config_option": ("SessionSetConfigOptionMessage",),
    "._session_set_title": ("SessionSetTitleMessage",),
    "._session_status": ("SessionStatusMessage",),
    "._session_unarchive": ("SessionUnarchiveMessage",),
    "._session_update": ("SessionUpdateMessage",),
    "._terminal_cancel": ("TerminalCancelMessage",),
    "._tool_call_cancel": ("ToolCallCancelMessage",),
}
"""Each module of the package with the message classes it defines."""

__getattr__ = lazy_names(
    __name__, globals(), {name: module for module, names in MODULES.items() for name in names}
)


def __dir__() -> list[str]:
    return sorted({*globals(), *(name for names in MODULES.values() for name in names)})


class McpMessageMessage(Envelope, tag_field="method", tag="mcp/message", kw_only=True):
    """`mcp/message`: request or notification."""

    id: RequestId | UnsetType = UNSET  # absent: the notification


class ProxySuccessorMessage(Envelope, tag_field="method", tag="proxy/successor", kw_only=True):
    """`proxy/successor`: request or notification."""

    id: RequestId | UnsetType = UNSET  # absent: the notification


R = TypeVar("R")


class WireResponse(_WireResponse[R], kw_only=True, forbid_unknown_fields=True):
    """A response of this protocol version as received: its `RequestId` and `Error`."""

    id: RequestId
    error: Error | UnsetType = UNSET


# Every message class by its method (its tag): the members of the union `decode_message`
# decodes into. The tables name the classes, so that a lookup imports only the class it reads.
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

# Method name -> typed message class, for building outgoing messages.
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
# Methods whose params type has no required property: a message of theirs may omit `params`
# (JSON-RPC 2.0 allows it), which decodes as UNSET and re-encodes without `params`.
PARAMS_MAY_BE_OMITTED: Final = frozenset(
    {
        "auth/logout",
        "auth/status",
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
        data: bytes | str, method: Literal["auth/login"]
    ) -> Response[LoginAuthResponse]: ...

    @overload
    def decode_message(
        data: bytes | str, method: Literal["auth/logout"]
    ) -> Response[LogoutAuthResponse]: ...

    @overload
    def decode_message(
        data: bytes | str, method: Literal["auth/status"]
    ) -> Response[AuthStatusResponse]: ...

    @overload
    def decode_message(
        data: bytes | str, method: Literal["elicitation/create"]
    ) -> Response[CreateElicitationResponse]: ...

    @overload
    def decode_message(
        data: bytes | str, method: Literal["initialize"]
    ) -> Response[InitializeResponse]: ...

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
        data: bytes | str, method: Literal["terminal/cancel"]
    ) -> Response[CancelTerminalResponse]: ...

    @overload
    def decode_message(
        data: bytes | str, method: Literal["tool_call/cancel"]
    ) -> Response[CancelToolCallResponse]: ...

    @overload
    def decode_message(data: bytes | str, method: str) -> Response[Any]: ...

    @overload
    def decode_message(
        data: bytes | str, method: None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...

    def decode_message(
        data: bytes | str, method: str | None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...
