"""An ACP proxy that lets an agent without MCP-over-ACP use the client's `acp`-type MCP
servers, over loopback HTTP (the Rust SDK's polyfill idea).

    python -m acp_wire.examples.mcp_bridge_proxy

Run it in a chain, last before the agent: `acp-wire conduct --proxy 'python -m
acp_wire.examples.mcp_bridge_proxy' -- AGENT...`. It answers `initialize` with the agent's
result, and what it does after depends on what the agent advertises there:

- `mcpCapabilities.acp`: the agent speaks MCP-over-ACP itself; everything passes through.
- `mcpCapabilities.http` (and not `acp`): the proxy bridges. It adds `acp: true` to the
  `mcpCapabilities` it returns (so the client offers `acp`-type servers), replaces each `acp`
  entry of `session/new`, `session/load`, `session/resume` and `session/fork` with an `http`
  one on 127.0.0.1 (`HttpBridge`: a random port, a bearer token per server under a per-bridge
  secret), and
  sends each HTTP MCP request the agent makes there to the client as `mcp/message`; the
  client's `mcp/message` notifications go back to the HTTP request they belong to.
- neither: the proxy passes everything through, and refuses (-32602) a session offering an
  `acp` entry, which the agent could not use.

Needs the `mcp` extra.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Literal, TypeVar

import msgspec

import acp_wire as acp
from acp_wire import mcp as acp_mcp
from acp_wire.proxy import Forward, PassThroughProxy, ProxyConnection, serve_stdio

S = TypeVar(
    "S",
    acp.NewSessionRequest,
    acp.LoadSessionRequest,
    acp.ResumeSessionRequest,
    acp.ForkSessionRequest,
)
Mode = Literal["native", "bridge", "none"]


class TowardClient:
    """The proxy's client-facing end as an `McpCaller` requester: its `mcp/message` requests
    go to the client (the proxy's predecessor), their answers come back typed."""

    def __init__(self, conn: ProxyConnection) -> None:
        self._conn = conn

    async def request(self, method: str, params: Any) -> Any:
        raw = None if params is None else acp.encode(params)
        reply = await self._conn.send_request(method, raw, downstream=False)
        return self._conn.typed_result(method, reply)


class McpBridge(PassThroughProxy):
    """Bridges the client's `acp`-type MCP servers to loopback HTTP for the agent."""

    def __init__(self) -> None:
        self.caller = acp_mcp.McpCaller()
        self.bridge = acp_mcp.HttpBridge(self.caller)
        self.mode: Mode | None = None  # known once `initialize` is answered

    def on_connect(self, conn: ProxyConnection) -> None:
        super().on_connect(conn)
        self.caller.bind(TowardClient(conn))

    async def initialize(
        self,
        params: acp.InitializeRequest,
        forward: Forward[acp.InitializeRequest, acp.InitializeResponse],
    ) -> acp.InitializeResponse | msgspec.Raw:
        result = await forward(params)
        capabilities = result.agent_capabilities
        mcp = capabilities.mcp_capabilities if capabilities is not msgspec.UNSET else None
        if acp_mcp.agent_supports_acp(result):
            self.mode = "native"
        elif isinstance(mcp, acp.McpCapabilities) and mcp.http is True:
            self.mode = "bridge"
            await self.bridge.start()
            assert forward.reply is not None
            return msgspec.Raw(with_acp(forward.reply[0].result))
        else:
            self.mode = "none"
        return result  # the very result: answered with the agent's bytes

    def _adapt(self, params: S) -> S:
        servers: list[Any] = params.mcp_servers if isinstance(params.mcp_servers, list) else []
        if self.mode == "native" or not acp_mcp.acp_servers(servers):
            return params  # the very params: forwarded as the client's bytes
        if self.mode != "bridge":
            acp_mcp.refuse_unadvertised(servers, advertised=False)
        return msgspec.structs.replace(params, mcp_servers=self.bridge.adapt_servers(servers))

    async def session_new(
        self,
        params: acp.NewSessionRequest,
        forward: Forward[acp.NewSessionRequest, acp.NewSessionResponse],
    ) -> acp.NewSessionResponse:
        return await forward(self._adapt(params))

    async def session_load(
        self,
        params: acp.LoadSessionRequest,
        forward: Forward[acp.LoadSessionRequest, acp.LoadSessionResponse],
    ) -> acp.LoadSessionResponse:
        return await forward(self._adapt(params))

    async def session_resume(
        self,
        params: acp.ResumeSessionRequest,
        forward: Forward[acp.ResumeSessionRequest, acp.ResumeSessionResponse],
    ) -> acp.ResumeSessionResponse:
        return await forward(self._adapt(params))

    async def session_fork(
        self,
        params: acp.ForkSessionRequest,
        forward: Forward[acp.ForkSessionRequest, acp.ForkSessionResponse],
    ) -> acp.ForkSessionResponse:
        return await forward(self._adapt(params))

    async def mcp_message_notification(
        self,
        params: acp.MessageMcpNotification,
        forward: Forward[acp.MessageMcpNotification, None],
    ) -> None:
        """A notification of the client's server (progress, logging) for one of the bridge's
        requests: it goes to that HTTP request's stream. In native mode, to the agent."""
        if self.mode == "bridge":
            await self.caller.handle_notification(params)
        else:
            await forward(params)


def with_acp(result: bytes | None) -> bytes:
    """An `initialize` result (its bytes) with `agentCapabilities.mcpCapabilities.acp: true`;
    every other member as the agent sent it, known to the schema or not."""
    answer: dict[str, Any] = json.loads(result or b"{}")
    capabilities = answer.setdefault("agentCapabilities", {})
    capabilities.setdefault("mcpCapabilities", {})["acp"] = True
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":")).encode()


async def serve(proxy: McpBridge) -> None:
    """Serve `proxy` on stdin/stdout until the conductor leaves; then close its bridge."""
    try:
        await serve_stdio(proxy)
    finally:
        await proxy.bridge.aclose()


def main() -> None:
    asyncio.run(serve(McpBridge()))


if __name__ == "__main__":
    main()
