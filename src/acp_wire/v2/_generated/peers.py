# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Peers: the other end of a connection as a handler object, one class per protocol.

`AgentPeer(conn)` is an `Agent` whose methods send their request (or notification) through
`conn` and return the typed result, so calling the agent reads like implementing one.
"""

from __future__ import annotations

from typing import Any

from ..._rpc.routes import Sender
from .protocols import Agent, Client, Proxy
from .types import (
    ArchiveSessionRequest,
    ArchiveSessionResponse,
    AuthStatusRequest,
    AuthStatusResponse,
    AuthStatusUpdateNotification,
    CancelSessionNotification,
    CancelTerminalRequest,
    CancelTerminalResponse,
    CancelToolCallRequest,
    CancelToolCallResponse,
    CloseSessionRequest,
    CloseSessionResponse,
    CompleteElicitationNotification,
    CreateElicitationRequest,
    CreateElicitationResponse,
    DeleteSessionRequest,
    DeleteSessionResponse,
    DisableProviderRequest,
    DisableProviderResponse,
    ForkSessionRequest,
    ForkSessionResponse,
    InitializeProxyRequest,
    InitializeProxyResponse,
    InitializeRequest,
    InitializeResponse,
    ListProvidersRequest,
    ListProvidersResponse,
    ListSessionsRequest,
    ListSessionsResponse,
    LoginAuthRequest,
    LoginAuthResponse,
    LogoutAuthRequest,
    LogoutAuthResponse,
    MessageMcpNotification,
    MessageMcpRequest,
    MessageMcpResponse,
    NewSessionRequest,
    NewSessionResponse,
    PromptRequest,
    PromptResponse,
    ProxySuccessorNotification,
    ProxySuccessorRequest,
    ProxySuccessorResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    ResumeSessionRequest,
    ResumeSessionResponse,
    SessionStatusRequest,
    SessionStatusResponse,
    SetProviderRequest,
    SetProviderResponse,
    SetSessionConfigOptionRequest,
    SetSessionConfigOptionResponse,
    SetSessionTitleRequest,
    SetSessionTitleResponse,
    UnarchiveSessionRequest,
    UnarchiveSessionResponse,
    UpdateSessionNotification,
)


class AgentPeer(Agent):
    """The agent across a connection: each method sends its message and returns the result."""

    def __init__(self, sender: Sender) -> None:
        self._sender = sender

    async def auth_login(self, params: LoginAuthRequest) -> LoginAuthResponse:
        """Send the `auth/login` request; return its result."""
        result: LoginAuthResponse = await self._sender.request("auth/login", params)
        return result

    async def auth_logout(self, params: LogoutAuthRequest) -> LogoutAuthResponse:
        """Send the `auth/logout` request; return its result."""
        result: LogoutAuthResponse = await self._sender.request("auth/logout", params)
        return result

    async def auth_status(self, params: AuthStatusRequest) -> AuthStatusResponse:
        """Send the `auth/status` request; return its result."""
        result: AuthStatusResponse = await self._sender.request("auth/status", params)
        return result

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        """Send the `initialize` request; return its result."""
        result: InitializeResponse = await self._sender.request("initialize", params)
        return result

    async def mcp_message_notification(self, params: MessageMcpNotification) -> None:
        """Send the `mcp/message` notification."""
        await self._sender.notify("mcp/message", params)

    async def providers_disable(self, params: DisableProviderRequest) -> DisableProviderResponse:
        """Send the `providers/disable` request; return its result."""
        result: DisableProviderResponse = await self._sender.request("providers/disable", params)
        return result

    async def providers_list(self, params: ListProvidersRequest) -> ListProvidersResponse:
        """Send the `providers/list` request; return its result."""
        result: ListProvidersResponse = await self._sender.request("providers/list", params)
        return result

    async def providers_set(self, params: SetProviderRequest) -> SetProviderResponse:
        """Send the `providers/set` request; return its result."""
        result: SetProviderResponse = await self._sender.request("providers/set", params)
        return result

    async def session_archive(self, params: ArchiveSessionRequest) -> ArchiveSessionResponse:
        """Send the `session/archive` request; return its result."""
        result: ArchiveSessionResponse = await self._sender.request("session/archive", params)
        return result

    async def session_cancel(self, params: CancelSessionNotification) -> None:
        """Send the `session/cancel` notification."""
        await self._sender.notify("session/cancel", params)

    async def session_close(self, params: CloseSessionRequest) -> CloseSessionResponse:
        """Send the `session/close` request; return its result."""
        result: CloseSessionResponse = await self._sender.request("session/close", params)
        return result

    async def session_delete(self, params: DeleteSessionRequest) -> DeleteSessionResponse:
        """Send the `session/delete` request; return its result."""
        result: DeleteSessionResponse = await self._sender.request("session/delete", params)
        return result

    async def session_fork(self, params: ForkSessionRequest) -> ForkSessionResponse:
        """Send the `session/fork` request; return its result."""
        result: ForkSessionResponse = await self._sender.request("session/fork", params)
        return result

    async def session_list(self, params: ListSessionsRequest) -> ListSessionsResponse:
        """Send the `session/list` request; return its result."""
        result: ListSessionsResponse = await self._sender.request("session/list", params)
        return result

    async def session_new(self, params: NewSessionRequest) -> NewSessionResponse:
        """Send the `session/new` request; return its result."""
        result: NewSessionResponse = await self._sender.request("session/new", params)
        return result

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        """Send the `session/prompt` request; return its result."""
        result: PromptResponse = await self._sender.request("session/prompt", params)
        return result

    async def session_resume(self, params: ResumeSessionRequest) -> ResumeSessionResponse:
        """Send the `session/resume` request; return its result."""
        result: ResumeSessionResponse = await self._sender.request("session/resume", params)
        return result

    async def session_set_config_option(
        self, params: SetSessionConfigOptionRequest
    ) -> SetSessionConfigOptionResponse:
        """Send the `session/set_config_option` request; return its result."""
        result: SetSessionConfigOptionResponse = await self._sender.request(
            "session/set_config_option", params
        )
        return result

    async def session_set_title(self, params: SetSessionTitleRequest) -> SetSessionTitleResponse:
        """Send the `session/set_title` request; return its result."""
        result: SetSessionTitleResponse = await self._sender.request("session/set_title", params)
        return result

    async def session_status(self, params: SessionStatusRequest) -> SessionStatusResponse:
        """Send the `session/status` request; return its result."""
        result: SessionStatusResponse = await self._sender.request("session/status", params)
        return result

    async def session_unarchive(self, params: UnarchiveSessionRequest) -> UnarchiveSessionResponse:
        """Send the `session/unarchive` request; return its result."""
        result: UnarchiveSessionResponse = await self._sender.request("session/unarchive", params)
        return result

    async def terminal_cancel(self, params: CancelTerminalRequest) -> CancelTerminalResponse:
        """Send the `terminal/cancel` request; return its result."""
        result: CancelTerminalResponse = await self._sender.request("terminal/cancel", params)
        return result

    async def tool_call_cancel(self, params: CancelToolCallRequest) -> CancelToolCallResponse:
        """Send the `tool_call/cancel` request; return its result."""
        result: CancelToolCallResponse = await self._sender.request("tool_call/cancel", params)
        return result

    async def ext_method(self, method: str, params: Any) -> Any:
        """Send an extension request (method name starting with `_`)."""
        return await self._sender.request(method, params)

    async def ext_notification(self, method: str, params: Any) -> None:
        """Send an extension notification (method name starting with `_`)."""
        await self._sender.notify(method, params)


class ClientPeer(Client):
    """The client across a connection: each method sends its message and returns the result."""

    def __init__(self, sender: Sender) -> None:
        self._sender = sender

    async def auth_status_update(self, params: AuthStatusUpdateNotification) -> None:
        """Send the `auth/status_update` notification."""
        await self._sender.notify("auth/status_update", params)

    async def elicitation_complete(self, params: CompleteElicitationNotification) -> None:
        """Send the `elicitation/complete` notification."""
        await self._sender.notify("elicitation/complete", params)

    async def elicitation_create(
        self, params: CreateElicitationRequest
    ) -> CreateElicitationResponse:
        """Send the `elicitation/create` request; return its result."""
        result: CreateElicitationResponse = await self._sender.request("elicitation/create", params)
        return result

    async def mcp_message(self, params: MessageMcpRequest) -> MessageMcpResponse:
        """Send the `mcp/message` request; return its result."""
        result: MessageMcpResponse = await self._sender.request("mcp/message", params)
        return result

    async def session_request_permission(
        self, params: RequestPermissionRequest
    ) -> RequestPermissionResponse:
        """Send the `session/request_permission` request; return its result."""
        result: RequestPermissionResponse = await self._sender.request(
            "session/request_permission", params
        )
        return result

    async def session_update(self, params: UpdateSessionNotification) -> None:
        """Send the `session/update` notification."""
        await self._sender.notify("session/update", params)

    async def ext_method(self, method: str, params: Any) -> Any:
        """Send an extension request (method name starting with `_`)."""
        return await self._sender.request(method, params)

    async def ext_notification(self, method: str, params: Any) -> None:
        """Send an extension notification (method name starting with `_`)."""
        await self._sender.notify(method, params)


class ProxyPeer(Proxy):
    """The proxy across a connection: each method sends its message and returns the result."""

    def __init__(self, sender: Sender) -> None:
        self._sender = sender

    async def proxy_initialize(self, params: InitializeProxyRequest) -> InitializeProxyResponse:
        """Send the `proxy/initialize` request; return its result."""
        result: InitializeProxyResponse = await self._sender.request("proxy/initialize", params)
        return result

    async def proxy_successor(self, params: ProxySuccessorRequest) -> ProxySuccessorResponse:
        """Send the `proxy/successor` request; return its result."""
        result: ProxySuccessorResponse = await self._sender.request("proxy/successor", params)
        return result

    async def proxy_successor_notification(self, params: ProxySuccessorNotification) -> None:
        """Send the `proxy/successor` notification."""
        await self._sender.notify("proxy/successor", params)

    async def ext_method(self, method: str, params: Any) -> Any:
        """Send an extension request (method name starting with `_`)."""
        return await self._sender.request(method, params)

    async def ext_notification(self, method: str, params: Any) -> None:
        """Send an extension notification (method name starting with `_`)."""
        await self._sender.notify(method, params)


__all__ = [
    "AgentPeer",
    "ClientPeer",
    "ProxyPeer",
]
