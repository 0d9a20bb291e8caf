"""Connections serving protocol version 2: the one connection driver, preset with v2's binding."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from .._binding import Binding
from ..connection.driver import CLOSE_TIMEOUT, Connection
from ..connection.sides import Side
from ..connection.stdio import AgentProcess, connect_stdio_with, run_agent_with
from ._generated.binding import BINDING
from ._generated.peers import AgentPeer, ClientPeer
from ._generated.protocols import Agent, Client

PROTOCOL: Binding = BINDING
"""Protocol version 2 as a connection serves it (the generated binding)."""


class AgentSideConnection(Connection[Agent, ClientPeer]):
    """The agent's end of a v2 connection (see `acp_wire.AgentSideConnection`)."""

    preset_side: ClassVar[Side | None] = "agent"
    preset_protocol: ClassVar[Binding] = PROTOCOL
    client: ClientPeer


class ClientSideConnection(Connection[Client, AgentPeer]):
    """The client's end of a v2 connection (see `acp_wire.ClientSideConnection`)."""

    preset_side: ClassVar[Side | None] = "client"
    preset_protocol: ClassVar[Binding] = PROTOCOL
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
