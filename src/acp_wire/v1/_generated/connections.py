# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Connections serving protocol version 1: the one asyncio driver
(`acp_wire.connection._driver.Connection`), preset with this version's binding and typed with
its handler protocols and peers. The presets add no behaviour."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from ..._rpc.binding import Binding
from ..._rpc.defaults import implementation_info
from ...bindings import binding_for
from ...connection._driver import CLOSE_TIMEOUT
from ...connection._driver import Connection as _Connection
from ...connection._stdio import AgentProcess, connect_stdio_with, run_agent_with
from ...sessions import open_session
from ...sessions._opening import served_capabilities
from . import PROTOCOL_VERSION
from .binding import BINDING
from .peers import AgentPeer, ClientPeer
from .protocols import Agent, Client
from .types import Implementation, InitializeRequest, InitializeResponse

if TYPE_CHECKING:
    import asyncio

    from msgspec import UnsetType

    from ...connection._driver import ObserverLike
    from ...connection._router import Bindings
    from ...connection._sides import Side
    from ...connection._transport import Transport
    from ...sessions import PermissionPolicy, SessionOpening
    from .protocols import AgentConnection, ClientConnection
    from .types import (
        AgentCapabilities,
        ClientCapabilities,
        ProtocolVersion,
        SessionNotification,
        SessionUpdate,
    )

H = TypeVar("H")  # the handler served: an `Agent` or a `Client`
P = TypeVar("P")  # the peer, as a typed handler object
C = TypeVar("C", bound=_Connection[Any, Any])  # a connection class of this module


def _binding_of(version: int) -> Binding:
    """The binding of protocol `version`, for an agent per version (`{1: ..., 2: ...}`): each
    is imported on first use, from the one table of versions, so serving one version never
    imports another. KeyError for a version without bindings."""
    if version == BINDING.protocol_version:
        return BINDING
    return binding_for(version)


class Connection(_Connection[H, P]):
    """One end of a version 1 connection: `Connection(handler, transport, side="agent" |
    "client")` (see `acp_wire.connection._driver.Connection`)."""

    preset_binding: ClassVar[Binding | None] = BINDING
    preset_bindings: ClassVar[Any] = _binding_of


class AgentSideConnection(_Connection[Agent, ClientPeer]):
    """The agent's end: serves an `Agent`; `conn.client` is the client as a typed peer.

    `AgentSideConnection(agent, reader, writer)` runs over asyncio streams (newline-delimited
    JSON); `AgentSideConnection(agent, transport)` over any `Transport`. On `session/cancel`,
    the running `session/prompt` handlers of that session are cancelled and answered as the
    version's rules say, whatever they raised; the agent's own `session_cancel` still runs.
    A `session/close` request ends the session's running turn the same way before the agent's
    `session_close` runs.
    """

    preset_side: ClassVar[Any] = "agent"
    preset_binding: ClassVar[Binding | None] = BINDING
    preset_bindings: ClassVar[Any] = _binding_of
    client: ClientPeer

    if TYPE_CHECKING:
        # The driver's senders take any version's updates; the checker sees this version's.
        # Declared for the checker only, so that sending an update stays one call of the
        # driver's own coroutine (the hot path of an agent): no wrapper runs.
        async def send_update(
            self, session_id: str, update: SessionUpdate, *, fallback_to_message: bool = False
        ) -> None: ...

        async def session_update(
            self, notification: SessionNotification, *, fallback_to_message: bool = False
        ) -> None: ...

        @property
        def client_capabilities(self) -> ClientCapabilities | None: ...


class ClientSideConnection(_Connection[Client, AgentPeer]):
    """The client's end: serves a `Client`; `conn.agent` is the agent as a typed peer.

    Sending `session/cancel` answers the `session/request_permission` requests this connection
    is still handling for that session with the `cancelled` outcome (their handlers are
    cancelled), as the spec requires of clients.

    With `local_files` / `local_terminals`, its sessions serve the agent's `fs/*` /
    `terminal/*` requests themselves, from this machine, jailed to each session's directory
    (`acp_wire.sessions.LocalFiles`, `LocalTerminals`; a client whose own handler implements
    those methods keeps answering them), and `initialize` advertises them.
    """

    preset_side: ClassVar[Any] = "client"
    preset_binding: ClassVar[Binding | None] = BINDING
    preset_bindings: ClassVar[Any] = _binding_of
    agent: AgentPeer

    def __init__(
        self,
        handler: Client | Mapping[int, Any],
        transport: Transport | asyncio.StreamReader | None = None,
        writer: asyncio.StreamWriter | None = None,
        *,
        local_files: bool = False,
        local_terminals: bool = False,
        side: Side | None = None,
        binding: Binding | None = None,
        bindings: Bindings | None = None,
        max_message_size: int | None = None,
        observers: Iterable[ObserverLike] = (),
        **deprecated: object,
    ) -> None:
        super().__init__(
            handler,
            transport,
            writer,
            side=side,
            binding=binding,
            bindings=bindings,
            max_message_size=max_message_size,
            observers=observers,
            **deprecated,
        )
        # What this connection's sessions serve themselves (`conn.session(...)`'s default).
        self.local_files = local_files
        self.local_terminals = local_terminals

    if TYPE_CHECKING:
        # The members of `InitializeRequest` by name and type, for the checker; at run
        # time the keywords go to the request's constructor, which checks them.
        async def initialize(
            self,
            *,
            protocol_version: ProtocolVersion = ...,
            client_capabilities: ClientCapabilities | UnsetType = ...,
            client_info: Implementation | UnsetType | None = ...,
            meta: dict[str, Any] | UnsetType | None = ...,
        ) -> InitializeResponse:
            """Send `initialize`, a client's first request, and return the agent's answer:
            protocol version 1, the capabilities of the handlers the client's class overrides
            (its `advertised_capabilities()`) and its name from the class attributes
            `client_name` (default: the class's name), `client_title` and `client_version`
            (default "0.0.0"). The keywords are further members of `InitializeRequest`,
            or replace these. A connection serving a client per version starts with
            `negotiate()` instead."""
            ...

        @property
        def agent_capabilities(self) -> AgentCapabilities | None:
            """The capabilities the agent advertised in its `initialize` answer (None
            before)."""
            ...

    else:

        async def initialize(self, **fields):  # typed above
            """Send `initialize`, a client's first request, and return the agent's answer:
            protocol version 1, the capabilities of the handlers the client's class overrides
            (its `advertised_capabilities()`) and its name from the class attributes
            `client_name` (default: the class's name), `client_title` and `client_version`
            (default "0.0.0"). The keywords are further members of `InitializeRequest`,
            or replace these. A connection serving a client per version starts with
            `negotiate()` instead."""
            return await _initialize(self, fields)

    def session(
        self,
        cwd: str,
        *,
        mcp_servers: Sequence[object] = (),
        permissions: PermissionPolicy | None = None,
        close: bool | None = None,
        load: str | None = None,
        resume: str | None = None,
        fork: str | None = None,
        reopen: str | None = None,
        local_files: bool | None = None,
        local_terminals: bool | None = None,
        **fields: object,
    ) -> SessionOpening[SessionUpdate]:
        """Open a session (`session/new`; with `load`, `resume` or `fork` a session id,
        `session/load`, `session/resume` or `session/fork`; with `reopen` a session id, the
        best of `session/resume` and `session/load` the agent advertised): `async with
        conn.session(cwd=...) as session:` closes it on the way out, `session = await
        conn.session(...)` does not. `local_files` serves the agent's `fs/*` requests from
        disk, `local_terminals` its `terminal/*` requests as local processes, both jailed to
        `cwd` (None: as the connection was built). The session's turns and streams are typed
        with this version's `SessionUpdate`. See `acp_wire.sessions`."""
        return open_session(
            self,
            cwd,
            mcp_servers=mcp_servers,
            permissions=permissions,
            close=close,
            load=load,
            resume=resume,
            fork=fork,
            reopen=reopen,
            local_files=local_files,
            local_terminals=local_terminals,
            **fields,
        )


async def _initialize(conn: ClientSideConnection, fields: dict[str, Any]) -> InitializeResponse:
    """`ClientSideConnection.initialize`: `fields` replace the members it fills."""
    handler: Any = conn.handler
    values: dict[str, Any] = {
        "protocol_version": PROTOCOL_VERSION,
        "client_info": implementation_info(handler, "client", Implementation),
    }
    advertise = getattr(handler, "advertised_capabilities", None)
    # A structural client may lack it: it advertises only what its sessions serve.
    capabilities = served_capabilities(conn, advertise() if advertise is not None else None)
    if capabilities is not None:
        values["client_capabilities"] = capabilities
    values.update(fields)
    return await conn.agent.initialize(InitializeRequest(**values))


async def connect_stdio(
    agent: Agent | Mapping[int, Any],
    *,
    max_message_size: int | None = None,
    observers: Iterable[ObserverLike] = (),
) -> AgentSideConnection:
    """An agent connection over this process's stdin/stdout; `await conn.serve()` to run it.
    Given an agent per version (`{1: AgentV1(), 2: AgentV2()}`), it serves the one the
    client's `initialize` picks (`acp_wire.connection._router`).

    The agent's `on_connect(conn)`, if it has one, is called with the connection. When stdin
    is a file, its end lets running handlers finish (`finish_at_end_of_input`). `observers`
    see every message (`acp_wire.connection._observers`).
    """
    return await connect_stdio_with(
        _with_observers(AgentSideConnection, observers), agent, max_message_size=max_message_size
    )


def run_agent(
    agent: Agent | Mapping[int, Any],
    *,
    max_message_size: int | None = None,
    observers: Iterable[ObserverLike] = (),
) -> None:
    """Serve `agent` on this process's stdin/stdout until the client closes its end, then
    return: the whole `main` of an agent. The agent gets its connection through
    `on_connect(conn)`. Given an agent per version (`run_agent({1: AgentV1(), 2: AgentV2()})`),
    the client's `initialize` picks the one served, as the remote server's `AcpApp({1: ...,
    2: ...})` does (`acp_wire.connection._router`). `observers` see every message
    (`acp_wire.connection._observers`).

    It runs its own event loop (`asyncio.run`); inside a running loop, use
    `conn = await connect_stdio(agent)` and `await conn.serve()` instead.
    """
    run_agent_with(
        _with_observers(AgentSideConnection, observers), agent, max_message_size=max_message_size
    )


def spawn_agent(
    command: Sequence[str],
    client: Client | Mapping[int, Any],
    *,
    max_message_size: int | None = None,
    exit_timeout: float = CLOSE_TIMEOUT,
    own_process_group: bool = True,
    echo_stderr: bool = True,
    observers: Iterable[ObserverLike] = (),
    env: Mapping[str, str] | None = None,
    local_files: bool = False,
    local_terminals: bool = False,
) -> AgentProcess[ClientSideConnection]:
    """Start an agent subprocess with a client connection over its stdin/stdout.

    Use it as `async with spawn_agent(command, client) as (conn, process):`, which shuts the
    agent down on the way out (see `acp_wire.connection._stdio.stop_agent`), or
    `conn, process = await spawn_agent(...)`. With `own_process_group` (the default), the
    agent leads a process group of its own, stopped whole on every way out (its children
    too), and a Ctrl-C in the terminal reaches only the client, which decides what it means
    (say, `session/cancel`). The agent's stderr is passed through (`echo_stderr=False`: kept
    quiet) and its last lines kept: an agent that dies fails the waiting requests with
    `AgentExited`, naming its exit status and those lines. Given a client per version (`{1: ClientV1(), 2:
    ClientV2()}`), start with `await conn.negotiate({1: ..., 2: ...})`: it initializes with the
    highest version and keeps the one the agent answers with. `observers` see every message of
    the client's connection (`acp_wire.connection._observers`). `env`: variables set for the
    agent on top of this process's environment (`acp_wire.registry.command` gives them).
    `local_files` and `local_terminals` are the `ClientSideConnection`'s: its sessions serve
    `fs/*` and `terminal/*` from this machine, and `initialize` advertises them.
    """
    side = _with_observers(ClientSideConnection, observers)
    if local_files or local_terminals:
        side = partial(side, local_files=local_files, local_terminals=local_terminals)
    return AgentProcess(
        command,
        client,
        side=side,
        max_message_size=max_message_size,
        exit_timeout=exit_timeout,
        own_process_group=own_process_group,
        echo_stderr=echo_stderr,
        env=env,
    )


if TYPE_CHECKING:
    # The checker proves that each class has all that its handler's `conn` promises (no
    # caller: the proof is the checking).
    def _serves_agent(conn: AgentSideConnection) -> AgentConnection:  # pyright: ignore[reportUnusedFunction]
        return conn

    def _serves_client(conn: ClientSideConnection) -> ClientConnection:  # pyright: ignore[reportUnusedFunction]
        return conn


def _with_observers(side: type[C], observers: Iterable[ObserverLike]) -> Callable[..., C]:
    """The connection class `side`, building its connections with `observers` if any."""
    observers = list(observers)
    return partial(side, observers=observers) if observers else side


__all__ = [
    "AgentSideConnection",
    "ClientSideConnection",
    "Connection",
    "connect_stdio",
    "run_agent",
    "spawn_agent",
]
