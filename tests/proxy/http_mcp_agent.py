"""An ACP agent whose MCP client speaks only Streamable HTTP (it knows nothing of MCP-over-ACP),
for the bridging proxy's tests: `python -m tests.proxy.http_mcp_agent` from the root.

It advertises `mcpCapabilities.http` (not `acp`). On each prompt it connects to every `http`
server of its session with the MCP SDK's client (the declaration's headers on each request),
calls `add` with `{"a": 2, "b": 3}` and answers `NAME: add(2, 3) = 5`, followed by
` (progress 1/2)` and so on for the progress notifications the call got; an `acp` entry it was
handed anyway is answered `NAME: McpServerAcp, not usable here`.
"""

from __future__ import annotations

from typing import Any

import acp_wire as acp


class HttpMcpAgent(acp.Agent):
    def __init__(self) -> None:
        self.servers: dict[str, list[Any]] = {}

    def on_connect(self, conn: acp.AgentSideConnection) -> None:
        self.conn = conn

    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(
            protocol_version=params.protocol_version,
            agent_capabilities=acp.AgentCapabilities(
                mcp_capabilities=acp.McpCapabilities(http=True)
            ),
        )

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        session_id = f"http-{len(self.servers) + 1}"
        self.servers[session_id] = list(params.mcp_servers)
        return acp.NewSessionResponse(session_id=session_id)

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        for server in self.servers.get(params.session_id, []):
            if isinstance(server, acp.McpServerHttp):
                text = await self.use(server)
            else:
                text = f"{server.name}: {type(server).__name__}, not usable here"
            await self.conn.send_update(params.session_id, acp.agent_text(text))
        return acp.PromptResponse(stop_reason="end_turn")

    async def use(self, server: acp.McpServerHttp) -> str:
        import httpx2
        from mcp import Client
        from mcp.client.streamable_http import streamable_http_client

        headers = {header.name: header.value for header in server.headers}
        progress: list[str] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append(f"{done:g}/{total:g}" if total is not None else f"{done:g}")

        async with (
            httpx2.AsyncClient(headers=headers) as http,
            Client(streamable_http_client(server.url, http_client=http)) as client,
        ):
            result = await client.call_tool("add", {"a": 2, "b": 3}, progress_callback=on_progress)
        texts = [block.text for block in result.content if block.type == "text"]
        note = f" (progress {', '.join(progress)})" if progress else ""
        return f"{server.name}: add(2, 3) = {''.join(texts)}{note}"


if __name__ == "__main__":
    acp.run_agent(HttpMcpAgent())
