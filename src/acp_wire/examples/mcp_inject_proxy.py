"""An ACP proxy that offers the agent an MCP server of its own, through the chain itself.

    python -m acp_wire.examples.mcp_inject_proxy [--name NAME]

Run it in a chain: `acp-wire conduct --proxy 'python -m acp_wire.examples.mcp_inject_proxy'
-- AGENT...`. It serves an ordinary MCP SDK server, `calc` (one tool, `add(a: int, b: int) ->
int`), over MCP-over-ACP: it appends the server's `{"type": "acp", ...}` declaration to the
`mcpServers` of every `session/new`, `session/load`, `session/resume` and `session/fork` it
forwards, and answers the agent's `mcp/message` requests for that server itself. Every other
message passes through unchanged: the client's own servers and their `mcp/message` traffic
included.

The declaration goes only to an agent that advertises `acp`-type servers
(`agentCapabilities.mcpCapabilities.acp`, natively or through a bridging proxy after this one,
such as `acp_wire.examples.mcp_bridge_proxy`); before any other agent the proxy only passes
messages through, and says so once on stderr. Needs the `mcp` extra.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TypeVar

import msgspec

import acp_wire as acp
from acp_wire import mcp as acp_mcp
from acp_wire.proxy import Forward, PassThroughProxy, ProxyConnection, run_proxy

S = TypeVar(
    "S",
    acp.NewSessionRequest,
    acp.LoadSessionRequest,
    acp.ResumeSessionRequest,
    acp.ForkSessionRequest,
)


def calc_server(name: str = "calc") -> Any:
    """The MCP server the proxy offers: an ordinary MCP SDK server with one tool."""
    from mcp.server.mcpserver import MCPServer

    server = MCPServer(name)

    @server.tool()
    def add(a: int, b: int) -> int:  # pyright: ignore[reportUnusedFunction]
        """Add two integers."""
        return a + b

    return server


class TowardSuccessor:
    """The proxy's successor-facing end as an `McpProvider` notifier: the notifications of
    the proxy's own server go to the agent, wrapped in `proxy/successor`."""

    def __init__(self, conn: ProxyConnection) -> None:
        self._conn = conn

    async def notify(self, method: str, params: Any) -> None:
        raw = None if params is None else acp.encode(params)
        self._conn.send_notification(method, raw, downstream=True)


class McpInject(PassThroughProxy):
    """Offers `server` (an MCP SDK server) to the agent in each session it sets up."""

    def __init__(self, server: Any, *, name: str | None = None) -> None:
        self.provider = acp_mcp.McpProvider()
        self.registration = acp_mcp.offer(self.provider, server, name=name)
        self.agent_has_acp: bool | None = None  # known once `initialize` is answered

    def on_connect(self, conn: ProxyConnection) -> None:
        super().on_connect(conn)
        self.provider.bind(TowardSuccessor(conn))

    async def initialize(
        self,
        params: acp.InitializeRequest,
        forward: Forward[acp.InitializeRequest, acp.InitializeResponse],
    ) -> acp.InitializeResponse:
        result = await forward(params)
        self.agent_has_acp = acp_mcp.agent_supports_acp(result)
        if not self.agent_has_acp:
            print(
                "mcp_inject_proxy: the agent does not advertise mcpCapabilities.acp: "
                f"{self.registration.name!r} is not offered (put a bridging proxy after this one)",
                file=sys.stderr,
                flush=True,
            )
        return result  # the very result: answered with the agent's bytes

    def _with_server(self, params: S) -> S:
        if not self.agent_has_acp:
            return params
        servers: list[Any] = params.mcp_servers if isinstance(params.mcp_servers, list) else []
        return msgspec.structs.replace(
            params, mcp_servers=[*servers, self.registration.declaration]
        )

    async def session_new(
        self,
        params: acp.NewSessionRequest,
        forward: Forward[acp.NewSessionRequest, acp.NewSessionResponse],
    ) -> acp.NewSessionResponse:
        return await forward(self._with_server(params))

    async def session_load(
        self,
        params: acp.LoadSessionRequest,
        forward: Forward[acp.LoadSessionRequest, acp.LoadSessionResponse],
    ) -> acp.LoadSessionResponse:
        return await forward(self._with_server(params))

    async def session_resume(
        self,
        params: acp.ResumeSessionRequest,
        forward: Forward[acp.ResumeSessionRequest, acp.ResumeSessionResponse],
    ) -> acp.ResumeSessionResponse:
        return await forward(self._with_server(params))

    async def session_fork(
        self,
        params: acp.ForkSessionRequest,
        forward: Forward[acp.ForkSessionRequest, acp.ForkSessionResponse],
    ) -> acp.ForkSessionResponse:
        return await forward(self._with_server(params))

    async def mcp_message(
        self,
        params: acp.MessageMcpRequest,
        forward: Forward[acp.MessageMcpRequest, acp.MessageMcpResponse],
    ) -> acp.MessageMcpResponse:
        """The agent's MCP request: answered here for the proxy's own server, passed on to
        the client (whose servers the others are) otherwise."""
        if self.provider.owns(params):
            return await self.provider.handle_request(params)
        return await forward(params)


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m acp_wire.examples.mcp_inject_proxy",
        description=(__doc__ or "").split("\n\n")[0],
    )
    parser.add_argument("--name", default="calc", help="the name the server is offered under")
    name = parser.parse_args().name
    run_proxy(McpInject(calc_server(name)))


if __name__ == "__main__":
    main()
