"""An ACP client that offers the agent an MCP server over ACP itself (MCP-over-ACP).

    python -m acp_wire.examples.mcp_client [--prompt TEXT] [--] AGENT_COMMAND [ARGS...]

Spawns the agent, checks that it advertises `acp`-type MCP servers, offers the MCP SDK server
`calc` (one tool, `add(a: int, b: int) -> int`) in `session/new` as `{"type": "acp", ...}`,
answers the agent's `mcp/message` requests with it, sends one prompt and prints the agent's
text, a line per message chunk (the example agent sends one chunk per tool result). Exit
status 0; 1 (with a one-line message) when the agent does not offer `acp` servers or the
connection fails. Needs the `mcp` extra: pip install 'acp-wire[mcp]'.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

import acp_wire as acp
from acp_wire import mcp as acp_mcp


def calc_server() -> object:
    """The MCP server offered: an ordinary MCP SDK server with one tool."""
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("calc")

    @server.tool()
    def add(a: int, b: int) -> int:  # pyright: ignore[reportUnusedFunction]
        """Add two integers."""
        return a + b

    return server


class McpOfferingClient(acp.Client):
    """A client whose `mcp/message` requests are answered by `self.mcp`, one provider for
    this connection."""

    def __init__(self) -> None:
        self.mcp = acp_mcp.McpProvider()
        self.text: list[str] = []

    def on_connect(self, conn: acp.ClientSideConnection) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message(self, params: acp.MessageMcpRequest) -> acp.MessageMcpResponse:
        return await self.mcp.handle_request(params)

    async def session_update(self, params: acp.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            self.text.append(update.content.text)


async def run(command: list[str], prompt: str) -> int:
    client = McpOfferingClient()
    async with acp.spawn_agent(command, client, own_process_group=True) as (conn, _):
        init = await conn.agent.initialize(
            acp.InitializeRequest(protocol_version=acp.PROTOCOL_VERSION)
        )
        try:
            acp_mcp.require_acp(init)
        except acp_mcp.CapabilityMissing as exc:
            print(f"mcp_client: {exc}", file=sys.stderr)
            return 1
        calc = acp_mcp.offer(client.mcp, calc_server())  # type: ignore[arg-type]
        session = await conn.agent.session_new(
            acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[calc.declaration])
        )
        await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text=prompt)])
        )
    print("\n".join(client.text), flush=True)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m acp_wire.examples.mcp_client", description=(__doc__ or "").split("\n\n")[0]
    )
    parser.add_argument(
        "--prompt", default="add 2 and 3", help="the prompt to send (default: %(default)s)"
    )
    parser.add_argument(
        "command",
        nargs=argparse.REMAINDER,
        metavar="AGENT_COMMAND",
        help="the agent command and its arguments (a -- before it is accepted)",
    )
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("the agent command is required")
    try:
        return asyncio.run(run(command, args.prompt))
    except (ConnectionError, OSError, acp.RequestError) as exc:
        print(f"mcp_client: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
