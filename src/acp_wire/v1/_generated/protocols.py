# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Handler protocols, one per side, from the schema's x-method and x-side annotations.

Handler names follow `codegen/naming.py` (`session/prompt` -> `session_prompt`).
"""

from __future__ import annotations

from typing import Any, Final, Protocol

from ..._rpc.defaults import (
    Tie,
    build_capabilities,
    end_session,
    implementation_info,
    negotiate_version,
    new_session_id,
    require_session,
)
from ...rpc_errors import RequestError
from .types import (
    AgentCapabilities,
    ArchiveSessionRequest,
    ArchiveSessionResponse,
    AuthenticateRequest,
    AuthenticateResponse,
    AuthStatusRequest,
    AuthStatusResponse,
    AuthStatusUpdateNotification,
    CancelNotification,
    ClientCapabilities,
    CloseSessionRequest,
    CloseSessionResponse,
    CompleteElicitationNotification,
    CreateElicitationRequest,
    CreateElicitationResponse,
    CreateTerminalRequest,
    CreateTerminalResponse,
    DeleteSessionRequest,
    DeleteSessionResponse,
    DisableProviderRequest,
    DisableProviderResponse,
    ForkSessionRequest,
    ForkSessionResponse,
    Implementation,
    InitializeProxyRequest,
    InitializeProxyResponse,
    InitializeRequest,
    InitializeResponse,
    KillTerminalRequest,
    KillTerminalResponse,
    ListProvidersRequest,
    ListProvidersResponse,
    ListSessionsRequest,
    ListSessionsResponse,
    LoadSessionRequest,
    LoadSessionResponse,
    LogoutRequest,
    LogoutResponse,
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
    ReadTextFileRequest,
    ReadTextFileResponse,
    ReleaseTerminalRequest,
    ReleaseTerminalResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    ResumeSessionRequest,
    ResumeSessionResponse,
    SessionNotification,
    SessionStatusRequest,
    SessionStatusResponse,
    SessionUpdate,
    SetProviderRequest,
    SetProviderResponse,
    SetSessionConfigOptionRequest,
    SetSessionConfigOptionResponse,
    SetSessionModeRequest,
    SetSessionModeResponse,
    SetSessionTitleRequest,
    SetSessionTitleResponse,
    TerminalOutputRequest,
    TerminalOutputResponse,
    UnarchiveSessionRequest,
    UnarchiveSessionResponse,
    WaitForTerminalExitRequest,
    WaitForTerminalExitResponse,
    WriteTextFileRequest,
    WriteTextFileResponse,
)

# Agent: capability (wire path), value advertised, handlers the class must all override.
# Read from the capability fields' descriptions by codegen/conformance.py.
_AGENT_TIES: Final[tuple[Tie, ...]] = (
    # session/load
    (("loadSession",), True, ("session_load",)),
    # session/list
    (("sessionCapabilities", "list"), {}, ("session_list",)),
    # session/delete
    (("sessionCapabilities", "delete"), {}, ("session_delete",)),
    # session/fork
    (("sessionCapabilities", "fork"), {}, ("session_fork",)),
    # session/archive, session/unarchive
    (("sessionCapabilities", "archive"), {}, ("session_archive", "session_unarchive")),
    # session/status
    (("sessionCapabilities", "status"), {}, ("session_status",)),
    # session/set_title
    (("sessionCapabilities", "title"), {}, ("session_set_title",)),
    # session/resume
    (("sessionCapabilities", "resume"), {}, ("session_resume",)),
    # session/close
    (("sessionCapabilities", "close"), {}, ("session_close",)),
    # auth/status
    (("auth", "status"), {}, ("auth_status",)),
    # logout
    (("auth", "logout"), {}, ("logout",)),
)

# Client: capability (wire path), value advertised, handlers the class must all override.
# Read from the capability fields' descriptions by codegen/conformance.py.
_CLIENT_TIES: Final[tuple[Tie, ...]] = (
    # fs/read_text_file
    (("fs", "readTextFile"), True, ("fs_read_text_file",)),
    # fs/write_text_file
    (("fs", "writeTextFile"), True, ("fs_write_text_file",)),
    # terminal/create, terminal/kill, terminal/output, terminal/release, terminal/wait_for_exit
    (
        ("terminal",),
        True,
        (
            "terminal_create",
            "terminal_kill",
            "terminal_output",
            "terminal_release",
            "terminal_wait_for_exit",
        ),
    ),
)


class Agent(Protocol):
    """The methods an agent handles (schema `x-side: "agent"`), one async method each.

    Subclass it and override what you support: the defaults answer -32601
    "method not found" to requests and ignore notifications.
    """

    conn: AgentConnection
    """The connection serving this handler, set by the default `on_connect`."""

    # `conn: Any`, so that an override may name the class it is given (`conn:
    # acp.AgentSideConnection`), which is built on this protocol and cannot be named here.
    def on_connect(self, conn: Any) -> None:
        """Called with the connection serving this handler before it reads a message (the
        official Python SDK's hook); by default it is kept as `self.conn`."""
        self.conn = conn

    def advertised_capabilities(self) -> AgentCapabilities:
        """The capabilities to advertise at `initialize`: each one the schema ties to methods
        (`_AGENT_TIES`) whose handlers this class overrides. Override it to add
        what no method stands for (content types, transports) or to advertise less."""
        return build_capabilities(self, Agent, _AGENT_TIES, AgentCapabilities)

    def new_session_id(self) -> str:
        """A unique id for a new session (session setup: the agent "MUST respond with a
        unique Session ID"): `sess_` and a random UUID, recorded as one of this agent's live
        sessions for `require_session`."""
        return new_session_id(self)

    def require_session(self, session_id: str) -> None:
        """Raise the schema's -32002 "Resource not found" unless `session_id` came from
        `new_session_id()` and was not ended (`end_session`): the opt-in session registry."""
        require_session(self, session_id)

    def end_session(self, session_id: str) -> None:
        """Forget `session_id` (after `session/close` or `session/delete`): later
        `require_session` calls refuse it."""
        end_session(self, session_id)

    async def auth_status(self, params: AuthStatusRequest) -> AuthStatusResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for the `auth/status` method.

        Queries the agent's current authentication state without changing it.

        Agents MUST NOT reject it with `auth_required` (`-32000`), since Clients call it to learn
        whether authentication is required.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("auth/status")

    async def authenticate(self, params: AuthenticateRequest) -> AuthenticateResponse:
        """Request parameters for the authenticate method.

        Specifies which authentication method to use.
        """
        raise RequestError.method_not_found("authenticate")

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        """Request parameters for the initialize method.

        Sent by the client to establish connection and negotiate capabilities.

        See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/draft/initialization)

        By default (acp-wire) it answers with the negotiated protocol version: the requested
        one if this binding speaks it, else the latest it speaks.
        `agent_info` comes from the class attributes `agent_name` (default: the class's name),
        `agent_title` (default: none) and `agent_version` (default "0.0.0"); the
        capabilities from `advertised_capabilities()`, which derives them from the handlers the
        class overrides. Override this method, or
        `advertised_capabilities`, to answer otherwise.
        """
        return InitializeResponse(
            protocol_version=negotiate_version(params.protocol_version, (1,), at_or_below=False),
            agent_info=implementation_info(self, "agent", Implementation),
            agent_capabilities=self.advertised_capabilities(),
        )

    async def logout(self, params: LogoutRequest) -> LogoutResponse:
        """Request parameters for the logout method.

        Terminates the current authenticated session.
        """
        raise RequestError.method_not_found("logout")

    async def mcp_message_notification(self, params: MessageMcpNotification) -> None:
        """`mcp/message` sent as a notification.

        **UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `mcp/message`.

        Draft only: not in the stable schema.
        """
        return None

    async def providers_disable(self, params: DisableProviderRequest) -> DisableProviderResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `providers/disable`.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("providers/disable")

    async def providers_list(self, params: ListProvidersRequest) -> ListProvidersResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `providers/list`.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("providers/list")

    async def providers_set(self, params: SetProviderRequest) -> SetProviderResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `providers/set`.

        Replaces the full configuration for one provider ID.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("providers/set")

    async def session_archive(self, params: ArchiveSessionRequest) -> ArchiveSessionResponse:
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
        raise RequestError.method_not_found("session/archive")

    async def session_cancel(self, params: CancelNotification) -> None:
        """Notification to cancel ongoing operations for a session.

        See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#cancellation)
        """
        return None

    async def session_close(self, params: CloseSessionRequest) -> CloseSessionResponse:
        """Request parameters for closing an active session.

        If supported, the agent **must** cancel any ongoing work related to the session
        (treat it as if `session/cancel` was called) and then free up any resources
        associated with the session.

        Only available if the Agent supports the `sessionCapabilities.close` capability.
        """
        raise RequestError.method_not_found("session/close")

    async def session_delete(self, params: DeleteSessionRequest) -> DeleteSessionResponse:
        """Request parameters for deleting an existing session from `session/list`.

        Only available if the Agent supports the `sessionCapabilities.delete` capability.
        """
        raise RequestError.method_not_found("session/delete")

    async def session_fork(self, params: ForkSessionRequest) -> ForkSessionResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for forking an existing session.

        Creates a new session based on the context of an existing one, allowing
        operations like generating summaries without affecting the original session's history.

        Only available if the Agent supports the `session.fork` capability.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("session/fork")

    async def session_list(self, params: ListSessionsRequest) -> ListSessionsResponse:
        """Request parameters for listing existing sessions.

        Only available if the Agent supports the `sessionCapabilities.list` capability.
        """
        raise RequestError.method_not_found("session/list")

    async def session_load(self, params: LoadSessionRequest) -> LoadSessionResponse:
        """Request parameters for loading an existing session.

        Only available if the Agent supports the `loadSession` capability.

        See protocol docs: [Loading Sessions](https://agentclientprotocol.com/protocol/v1/draft/session-setup#loading-sessions)
        """
        raise RequestError.method_not_found("session/load")

    async def session_new(self, params: NewSessionRequest) -> NewSessionResponse:
        """Request parameters for creating a new session.

        See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/draft/session-setup#creating-a-session)
        """
        raise RequestError.method_not_found("session/new")

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        """Request parameters for sending a user prompt to the agent.

        Contains the user's message and any additional context.

        See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#1-user-message)
        """
        raise RequestError.method_not_found("session/prompt")

    async def session_resume(self, params: ResumeSessionRequest) -> ResumeSessionResponse:
        """Request parameters for resuming an existing session.

        Resumes an existing session without returning previous messages (unlike `session/load`).
        This is useful for agents that can resume sessions but don't implement full session loading.

        Only available if the Agent supports the `sessionCapabilities.resume` capability.
        """
        raise RequestError.method_not_found("session/resume")

    async def session_set_config_option(
        self, params: SetSessionConfigOptionRequest
    ) -> SetSessionConfigOptionResponse:
        """Request parameters for setting a session configuration option."""
        raise RequestError.method_not_found("session/set_config_option")

    async def session_set_mode(self, params: SetSessionModeRequest) -> SetSessionModeResponse:
        """Request parameters for setting a session mode."""
        raise RequestError.method_not_found("session/set_mode")

    async def session_set_title(self, params: SetSessionTitleRequest) -> SetSessionTitleResponse:
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
        raise RequestError.method_not_found("session/set_title")

    async def session_status(self, params: SessionStatusRequest) -> SessionStatusResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for checking the status of a session.

        Only available if the Agent supports the `sessionCapabilities.status` capability.

        `session/status` MUST NOT have side effects. The Agent does not load, resume, create,
        close, or change the session, and does not attach the requesting connection to it.
        A session the Agent does not know gets `-32002` with the requested `sessionId` in `data`.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("session/status")

    async def session_unarchive(self, params: UnarchiveSessionRequest) -> UnarchiveSessionResponse:
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
        raise RequestError.method_not_found("session/unarchive")

    async def ext_method(self, method: str, params: Any) -> Any:
        """An extension request (method name starting with `_`); params are plain JSON."""
        raise RequestError.method_not_found(method)

    async def ext_notification(self, method: str, params: Any) -> None:
        """An extension notification (method name starting with `_`); params are plain JSON."""
        return None


class Client(Protocol):
    """The methods a client handles (schema `x-side: "client"`), one async method each.

    Subclass it and override what you support: the defaults answer -32601
    "method not found" to requests and ignore notifications.
    """

    conn: ClientConnection
    """The connection serving this handler, set by the default `on_connect`."""

    # `conn: Any`, so that an override may name the class it is given (`conn:
    # acp.ClientSideConnection`), which is built on this protocol and cannot be named here.
    def on_connect(self, conn: Any) -> None:
        """Called with the connection serving this handler before it reads a message (the
        official Python SDK's hook); by default it is kept as `self.conn`."""
        self.conn = conn

    def advertised_capabilities(self) -> ClientCapabilities:
        """The capabilities to advertise at `initialize`: each one the schema ties to methods
        (`_CLIENT_TIES`) whose handlers this class overrides. Override it to add
        what no method stands for (content types, transports) or to advertise less."""
        return build_capabilities(self, Client, _CLIENT_TIES, ClientCapabilities)

    async def auth_status_update(self, params: AuthStatusUpdateNotification) -> None:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Notification sent by the agent when its authentication status changes.

        Carries the same fields as the `auth/status` response. Agents that advertise the
        `auth.status` capability MAY send it at any time after `initialize`, and SHOULD only
        send it when the reported status differs from the last one sent on the connection.

        Draft only: not in the stable schema.
        """
        return None

    async def elicitation_complete(self, params: CompleteElicitationNotification) -> None:
        """Notification sent by the agent when a URL-based elicitation is complete."""
        return None

    async def elicitation_create(
        self, params: CreateElicitationRequest
    ) -> CreateElicitationResponse:
        """Request from the agent to elicit structured user input.

        The agent sends this to the client to request information from the user,
        either via a form or by directing them to a URL.
        Elicitations are tied to a session (optionally a tool call) or a request.
        """
        raise RequestError.method_not_found("elicitation/create")

    async def fs_read_text_file(self, params: ReadTextFileRequest) -> ReadTextFileResponse:
        """Request to read content from a text file.

        Only available if the client supports the `fs.readTextFile` capability.
        """
        raise RequestError.method_not_found("fs/read_text_file")

    async def fs_write_text_file(self, params: WriteTextFileRequest) -> WriteTextFileResponse:
        """Request to write content to a text file.

        Only available if the client supports the `fs.writeTextFile` capability.
        """
        raise RequestError.method_not_found("fs/write_text_file")

    async def mcp_message(self, params: MessageMcpRequest) -> MessageMcpResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `mcp/message`.

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("mcp/message")

    async def session_request_permission(
        self, params: RequestPermissionRequest
    ) -> RequestPermissionResponse:
        """Request for user permission to execute a tool call.

        Sent when the agent needs authorization before performing a sensitive operation.

        See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#requesting-permission)
        """
        raise RequestError.method_not_found("session/request_permission")

    async def session_update(self, params: SessionNotification) -> None:
        """Notification containing a session update from the agent.

        Used to stream real-time progress and results during prompt processing.

        See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#3-agent-reports-output)
        """
        return None

    async def terminal_create(self, params: CreateTerminalRequest) -> CreateTerminalResponse:
        """Request to create a new terminal and execute a command."""
        raise RequestError.method_not_found("terminal/create")

    async def terminal_kill(self, params: KillTerminalRequest) -> KillTerminalResponse:
        """Request to kill a terminal without releasing it."""
        raise RequestError.method_not_found("terminal/kill")

    async def terminal_output(self, params: TerminalOutputRequest) -> TerminalOutputResponse:
        """Request to get the current output and status of a terminal."""
        raise RequestError.method_not_found("terminal/output")

    async def terminal_release(self, params: ReleaseTerminalRequest) -> ReleaseTerminalResponse:
        """Request to release a terminal and free its resources."""
        raise RequestError.method_not_found("terminal/release")

    async def terminal_wait_for_exit(
        self, params: WaitForTerminalExitRequest
    ) -> WaitForTerminalExitResponse:
        """Request to wait for a terminal command to exit."""
        raise RequestError.method_not_found("terminal/wait_for_exit")

    async def ext_method(self, method: str, params: Any) -> Any:
        """An extension request (method name starting with `_`); params are plain JSON."""
        raise RequestError.method_not_found(method)

    async def ext_notification(self, method: str, params: Any) -> None:
        """An extension notification (method name starting with `_`); params are plain JSON."""
        return None


class Proxy(Protocol):
    """The methods a proxy handles (schema `x-side: "proxy"`), one async method each.

    Subclass it and override what you support: the defaults answer -32601
    "method not found" to requests and ignore notifications.
    """

    # Untyped: what serves this side (`acp_wire.proxy`) sits above the versions and imports them.
    conn: Any
    """The connection serving this handler, set by the default `on_connect`."""

    def on_connect(self, conn: Any) -> None:
        """Called with the connection serving this handler before it reads a message (the
        official Python SDK's hook); by default it is kept as `self.conn`."""
        self.conn = conn

    async def proxy_initialize(self, params: InitializeProxyRequest) -> InitializeProxyResponse:
        """**UNSTABLE**

        This capability is not part of the spec yet, and may be removed or changed at any point.

        Request parameters for `proxy/initialize`.

        A conductor sends `proxy/initialize` instead of `initialize` to every component that has a
        successor, which tells the component to run as a proxy. The params and the response are
        the same as for `initialize`. A conductor sends `initialize` to the final agent.

        The params carry the protocol version the conductor selected: the client's requested
        version, unless the conductor supports only a lower one. Before answering successfully,
        the proxy MUST forward an `initialize` request to its successor through `proxy/successor`.

        See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).

        Draft only: not in the stable schema.
        """
        raise RequestError.method_not_found("proxy/initialize")

    async def proxy_successor(self, params: ProxySuccessorRequest) -> ProxySuccessorResponse:
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
        raise RequestError.method_not_found("proxy/successor")

    async def proxy_successor_notification(self, params: ProxySuccessorNotification) -> None:
        """`proxy/successor` sent as a notification.

        **UNSTABLE**

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
        return None

    async def ext_method(self, method: str, params: Any) -> Any:
        """An extension request (method name starting with `_`); params are plain JSON."""
        raise RequestError.method_not_found(method)

    async def ext_notification(self, method: str, params: Any) -> None:
        """An extension notification (method name starting with `_`); params are plain JSON."""
        return None


class AgentConnection(Protocol):
    """What an `Agent` sees of the connection serving it (its `conn`): `AgentSideConnection`
    has all of it, as `connections.py` has the type checker prove. A protocol rather than that
    class, which is built on `Agent`: naming it here would tie the two modules in a circle."""

    @property
    def version(self) -> int | None:
        """The protocol version served (None until an agent per version is picked)."""
        ...

    @property
    def client(self) -> Client:
        """The client across the connection: each method sends its message and returns the result."""
        ...

    async def send_update(
        self, session_id: str, update: SessionUpdate, *, fallback_to_message: bool = False
    ) -> None:
        """Send a `session/update` of `update` for `session_id`, checked against the client's
        capabilities (`acp_wire.connection._driver.Connection.session_update`)."""
        ...

    async def session_update(
        self, notification: SessionNotification, *, fallback_to_message: bool = False
    ) -> None:
        """Send a `session/update`, checked against the client's capabilities."""
        ...

    @property
    def client_capabilities(self) -> ClientCapabilities | None:
        """The capabilities the client advertised in `initialize` (None before)."""
        ...

    async def close(self, *, timeout: float = ...) -> None:
        """Stop serving and close the transport."""
        ...


class ClientConnection(Protocol):
    """What a `Client` sees of the connection serving it (its `conn`): `ClientSideConnection`
    has all of it, as `connections.py` has the type checker prove. A protocol rather than that
    class, which is built on `Client`: naming it here would tie the two modules in a circle."""

    @property
    def version(self) -> int | None:
        """The protocol version served (None until an agent per version is picked)."""
        ...

    @property
    def agent(self) -> Agent:
        """The agent across the connection: each method sends its message and returns the result."""
        ...

    async def session_cancel(self, session_id: str) -> None:
        """Cancel the prompt turn of `session_id` (`session/cancel`)."""
        ...

    async def close(self, *, timeout: float = ...) -> None:
        """Stop serving and close the transport."""
        ...


__all__ = [
    "Agent",
    "Client",
    "Proxy",
    "AgentConnection",
    "ClientConnection",
]
