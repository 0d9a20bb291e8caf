"""Peers of the MCP-over-ACP tests: an agent calling through `McpCaller` over a memory pair,
and an agent behind the loopback HTTP bridge with raw HTTP posts to it."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import h11

import acp_wire as acp
from acp_wire import Connection
from acp_wire import mcp as acp_mcp
from acp_wire.connection import memory_pair

from .harness import OfferingClient


class CallingAgent(acp.Agent):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpCaller(client_info={"name": "test-agent", "version": "1"})

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message_notification(self, params: Any) -> None:
        await self.mcp.handle_notification(params)


async def pair(client: Any = None) -> tuple[Any, Any, Any, Any]:
    agent_end, client_end = memory_pair()
    agent = CallingAgent()
    client = client if client is not None else OfferingClient()
    agent_conn: Connection[Any, Any] = Connection(agent, agent_end, side="agent")
    client_conn: Connection[Any, Any] = Connection(client, client_end, side="client")
    agent_conn.start()
    client_conn.start()
    return agent, client, agent_conn, client_conn


class BridgedAgent(acp.Agent):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpCaller()

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message_notification(self, params: Any) -> None:
        await self.mcp.handle_notification(params)


async def setup() -> tuple[Any, Any, list[Any]]:
    agent_end, client_end = memory_pair()
    agent, client = BridgedAgent(), OfferingClient()
    conns = [
        Connection(agent, agent_end, side="agent"),
        Connection(client, client_end, side="client"),
    ]
    for conn in conns:
        conn.start()
    return agent, client, conns


async def post(
    port: int, path: str, body: Any, headers: dict[str, str] | None = None, method: str = "POST"
) -> tuple[int, dict[str, str], bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    fields = {
        "host": f"127.0.0.1:{port}",
        "content-type": "application/json",
        "accept": "application/json, text/event-stream",
        "content-length": str(len(data)),
    }
    fields.update(headers or {})
    conn = h11.Connection(h11.CLIENT)
    writer.write(conn.send(h11.Request(method=method, target=path, headers=list(fields.items()))))
    writer.write(conn.send(h11.Data(data=data)) + conn.send(h11.EndOfMessage()))
    status, answer, payload = 0, {}, b""
    try:
        while True:
            event = conn.next_event()
            if event is h11.NEED_DATA:
                conn.receive_data(await reader.read(65536))
            elif isinstance(event, h11.Response):
                status = event.status_code
                answer = {k.decode(): v.decode() for k, v in event.headers}
            elif isinstance(event, h11.Data):
                payload += event.data
            elif isinstance(event, (h11.EndOfMessage, h11.ConnectionClosed)):
                break
    finally:
        writer.close()
    return status, answer, payload
