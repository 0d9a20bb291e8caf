"""Peers over real pipes: the packaged echo agent, an agent that handles nothing, and a client
that records its updates."""

from __future__ import annotations

import sys
from typing import Any

import acp_wire
from acp_wire import AgentSideConnection, ClientSideConnection

from .adversarial.helpers import pipes

ECHO = [sys.executable, "-m", "acp_wire.examples.echo_agent"]


class Quiet(acp_wire.Agent):
    """An agent that handles nothing (the protocol's defaults)."""


async def connected(agent: acp_wire.Agent, client: acp_wire.Client) -> tuple[Any, Any]:
    (a_reader, a_writer), (c_reader, c_writer) = await pipes()
    agent_conn = AgentSideConnection(agent, a_reader, a_writer)
    client_conn = ClientSideConnection(client, c_reader, c_writer)
    agent_conn.start()
    client_conn.start()
    return agent_conn, client_conn


class Recorder(acp_wire.Client):
    def __init__(self) -> None:
        self.updates: list[Any] = []

    async def session_update(self, params: acp_wire.SessionNotification) -> None:
        self.updates.append(params.update)
