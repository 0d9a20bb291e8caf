"""An ACP agent that uses the MCP servers its client offers over ACP (MCP-over-ACP).

    python -m acp_wire.examples.mcp_agent

Advertises `acp`-type MCP servers (`mcpCapabilities.acp`). On each prompt it opens every
`acp`-type server of the session with the MCP SDK's `ClientSession` (over `mcp/message`),
lists its tools, calls `add` with `{"a": 2, "b": 3}` where the server has it, and answers with
the tool's result as agent text: `calc: add(2, 3) = 5`. Needs the `mcp` extra.
"""

from __future__ import annotations

from typing import Any

import acp_wire as acp
from acp_wire import mcp as acp_mcp


class McpUsingAgent(acp.Agent):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpCaller(client_info={"name": "acp-wire-mcp-agent", "version": "1"})
        self.servers: dict[str, list[Any]] = {}

    def on_connect(self, conn: acp.AgentSideConnection) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message_notification(self, params: acp.MessageMcpNotification) -> None:
        await self.mcp.handle_notification(params)

    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(
            protocol_version=params.protocol_version,
            agent_capabilities=acp.AgentCapabilities(
                mcp_capabilities=acp.McpCapabilities(acp=True)
            ),
        )

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        session_id = f"mcp-{len(self.servers) + 1}"
        self.servers[session_id] = acp_mcp.acp_servers(params.mcp_servers)
        return acp.NewSessionResponse(session_id=session_id)

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        for server in self.servers.get(params.session_id, []):
            text = await self.use(server)
            await self.conn.send_update(params.session_id, acp.agent_text(text))
        return acp.PromptResponse(stop_reason="end_turn")

    async def use(self, server: Any) -> str:
        async with acp_mcp.open_mcp_session(self.mcp, server) as session:
            tools = [tool.name for tool in (await session.list_tools()).tools]
            if "add" not in tools:
                return f"{server.name}: no add among {tools}"
            result = await session.call_tool("add", {"a": 2, "b": 3})
            texts = [block.text for block in result.content if block.type == "text"]
            return f"{server.name}: add(2, 3) = {''.join(texts)}"


if __name__ == "__main__":
    acp.run_agent(McpUsingAgent())
