"""Connections serving protocol version 2: the one connection driver, preset with v2's record."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any, ClassVar

from ..connection.driver import CLOSE_TIMEOUT, Connection
from ..connection.protocol import ConnectionProtocol
from ..connection.sides import Side
from ..connection.stdio import AgentProcess, connect_stdio_with, run_agent_with
from ._generated import types as v2
from ._generated.capabilities import FALLBACK_ALLOWED, REQUIRED_CAPABILITY
from ._generated.dispatch import AGENT_ROUTES, CLIENT_ROUTES
from ._generated.methods import CANCEL_REQUEST
from ._generated.peers import AgentPeer, ClientPeer
from ._generated.protocols import Agent, Client


def _no_fallback(update: Any) -> Any:
    # v2's capability table allows no fallback (`FALLBACK_ALLOWED` is empty): never called.
    raise TypeError(f"no agent-message fallback for {type(update).__name__}")


def _cancelled_permission() -> v2.RequestPermissionResponse:
    return v2.RequestPermissionResponse(outcome=v2.CancelledPermissionOutcome())


def _protocol() -> ConnectionProtocol:
    """v2's record (the JSON-RPC layer is built on first use, by the package)."""
    from . import JSONRPC

    return ConnectionProtocol(
        agent_routes=AGENT_ROUTES,
        client_routes=CLIENT_ROUTES,
        agent_peer=AgentPeer,
        client_peer=ClientPeer,
        jsonrpc=JSONRPC,
        cancel_request_method=CANCEL_REQUEST,
        cancel_request=v2.CancelRequestNotification,
        initialize_request=v2.InitializeRequest,
        capabilities_of=attrgetter("capabilities"),
        client_capabilities=v2.ClientCapabilities,
        session_cancel=v2.CancelSessionNotification,
        prompt_request=v2.PromptRequest,
        permission_request=v2.RequestPermissionRequest,
        session_update=v2.UpdateSessionNotification,
        session_update_union=v2.UNION_SPECS["SessionUpdate"],
        required_capability=REQUIRED_CAPABILITY,
        fallback_allowed=FALLBACK_ALLOWED,
        fallback_message=_no_fallback,
        # A v2 prompt response names the inserted user message (`messageId`): a prompt ended
        # by `session/cancel` before its handler answered has none, so it is answered -32800.
        cancelled_turn=None,
        cancelled_permission=_cancelled_permission,
    )


PROTOCOL = _protocol()
"""Protocol version 2 as a connection serves it."""


class AgentSideConnection(Connection[Agent, ClientPeer]):
    """The agent's end of a v2 connection (see `acp_wire.AgentSideConnection`)."""

    preset_side: ClassVar[Side | None] = "agent"
    preset_protocol: ClassVar[ConnectionProtocol] = PROTOCOL
    client: ClientPeer


class ClientSideConnection(Connection[Client, AgentPeer]):
    """The client's end of a v2 connection (see `acp_wire.ClientSideConnection`)."""

    preset_side: ClassVar[Side | None] = "client"
    preset_protocol: ClassVar[ConnectionProtocol] = PROTOCOL
    agent: AgentPeer


async def connect_stdio(
    agent: Agent, *, max_message_size: int | None = None
) -> AgentSideConnection:
    """A v2 agent connection over this process's stdin/stdout (see `acp_wire.connect_stdio`)."""
    return await connect_stdio_with(AgentSideConnection, agent, max_message_size=max_message_size)


def run_agent(agent: Agent, *, max_message_size: int | None = None) -> None:
    """Serve a v2 `agent` on stdin/stdout until the client leaves (see `acp_wire.run_agent`)."""
    run_agent_with(AgentSideConnection, agent, max_message_size=max_message_size)


def spawn_agent(
    command: Sequence[str],
    client: Client,
    *,
    max_message_size: int | None = None,
    exit_timeout: float = CLOSE_TIMEOUT,
    own_process_group: bool = False,
) -> AgentProcess[ClientSideConnection]:
    """Start a v2 agent subprocess with a client connection (see `acp_wire.spawn_agent`)."""
    return AgentProcess(
        command,
        client,
        side=ClientSideConnection,
        max_message_size=max_message_size,
        exit_timeout=exit_timeout,
        own_process_group=own_process_group,
    )


__all__ = [
    "PROTOCOL",
    "AgentProcess",
    "AgentSideConnection",
    "ClientSideConnection",
    "connect_stdio",
    "run_agent",
    "spawn_agent",
]
