"""Shared pieces of the MCP-over-ACP tests: the calc server, a client that offers servers, an
agent end driven with raw frames, and in-process pairs."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import acp_wire as acp
from acp_wire import Connection
from acp_wire import mcp as acp_mcp
from acp_wire.connection import MemoryTransport, memory_pair
from acp_wire.mcp import constants as mcp_constants

META = {
    mcp_constants.META_PROTOCOL_VERSION: mcp_constants.MCP_PROTOCOL_VERSION,
    mcp_constants.META_CLIENT_CAPABILITIES: {},
}


def run(coro: Awaitable[Any]) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))  # type: ignore[arg-type]


def calc() -> Any:
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("calc")

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    return server


class OfferingClient(acp.Client):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpProvider()
        self.updates: list[Any] = []

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message(self, params: Any) -> Any:
        return await self.mcp.handle_request(params)

    async def session_update(self, params: Any) -> None:
        self.updates.append(params.update)


class RawAgent:
    """The agent's end as raw frames: send JSON, read what the client answers."""

    def __init__(self, end: MemoryTransport) -> None:
        self.end = end
        self.inbox: list[dict[str, Any]] = []
        self._next = 1000

    def send(self, message: dict[str, Any]) -> None:
        self.end.send(json.dumps(message).encode())

    def request(self, params: Any, *, id: Any = None, method: str = "mcp/message") -> Any:
        if id is None:
            self._next += 1
            id = self._next
        self.send({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        return id

    async def until(self, predicate: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        while True:
            for message in self.inbox:
                if predicate(message):
                    self.inbox.remove(message)
                    return message
            frames = await self.end.receive()
            if not frames:
                raise ConnectionError("the client closed")
            self.inbox.extend(json.loads(bytes(f)) for f in frames)  # type: ignore[arg-type]

    async def answer(self, id: Any) -> dict[str, Any]:
        return await self.until(lambda m: m.get("id") == id and "method" not in m)


def mcp_params(server_id: str, method: str, params: Any = None, request_id: str = "r1") -> Any:
    inner = dict(params or {})
    inner.setdefault("_meta", dict(META))
    return {"serverId": server_id, "requestId": request_id, "method": method, "params": inner}


async def client_with_raw_agent(
    client: acp.Client | None = None,
) -> tuple[Any, Connection[Any, Any], RawAgent]:
    agent_end, client_end = memory_pair()
    client = client if client is not None else OfferingClient()
    conn: Connection[Any, Any] = Connection(client, client_end, side="client")
    conn.start()
    return client, conn, RawAgent(agent_end)
