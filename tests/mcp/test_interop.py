"""MCP-over-ACP against the TypeScript SDK 2.4.0, both ways: acp-wire's client (an MCP SDK
server offered over ACP) with a TypeScript agent on `McpOverAcpCaller`, and acp-wire's agent
(the MCP SDK's `ClientSession` over ACP) with a TypeScript client on `McpOverAcpProvider` +
`fromMcpServer` (an `@modelcontextprotocol/server` McpServer); and the MCP TypeScript SDK's
own HTTP client (`@modelcontextprotocol/client`) through acp-wire's loopback bridge, in its
handshake-era default and in its 2026-07-28 mode.

The TypeScript packages live outside the tree, where `nox -s interop` installs them
(ACP_WIRE_INTEROP_DIR, default ~/.cache/acp-wire-interop: node/node_modules). When the
session names that directory (it sets ACP_WIRE_INTEROP_DIR), a missing package fails these
tests; elsewhere they skip, saying so."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp.server.mcpserver import Context, MCPServer

import acp_wire as acp
from acp_wire import mcp as acp_mcp

from .harness import OfferingClient, calc, run
from .pairs import setup

HERE = Path(__file__).resolve().parent / "ts"
NAMED = "ACP_WIRE_INTEROP_DIR" in os.environ
CACHE = Path(os.environ.get("ACP_WIRE_INTEROP_DIR", Path.home() / ".cache" / "acp-wire-interop"))
NODE_DIR = CACHE / "node"
PACKAGES = [
    "@agentclientprotocol/sdk",
    "@modelcontextprotocol/server",
    "@modelcontextprotocol/client",
    "zod",
]


def node_script(name: str) -> list[str]:
    """`node <script>`, the script copied next to node_modules (ESM resolves from there)."""
    missing = [p for p in PACKAGES if not (NODE_DIR / "node_modules" / p).is_dir()]
    problem = (
        "node is not installed"
        if shutil.which("node") is None
        else f"{', '.join(missing)} missing in {NODE_DIR}: run `nox -s interop`"
        if missing
        else None
    )
    if problem is not None:
        if NAMED:
            pytest.fail(problem)
        pytest.skip(problem)
    shutil.copy(HERE / name, NODE_DIR / name)
    return ["node", str(NODE_DIR / name)]


def test_acp_wire_client_with_typescript_agent() -> None:
    agent = node_script("mcp_agent.mjs")
    out = subprocess.run(
        [sys.executable, "-m", "acp_wire.examples.mcp_client", "--", *agent],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "calc: add(2, 3) = 5"


def test_acp_wire_agent_with_typescript_client() -> None:
    client = node_script("mcp_client.mjs")
    out = subprocess.run(
        [*client, sys.executable, "-m", "acp_wire.examples.mcp_agent"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {
        "text": "calc: add(2, 3) = 5",
        "stopReason": "end_turn",
    }


def chatty_calc() -> MCPServer:
    server = MCPServer("calc")

    @server.tool()
    async def add(a: int, b: int, ctx: Context) -> int:
        """Add two integers, reporting progress twice."""
        await ctx.report_progress(1, 2)
        await ctx.report_progress(2, 2)
        return a + b

    return server


def test_progress_notifications_reach_the_typescript_caller() -> None:
    agent = node_script("mcp_agent.mjs")

    async def main() -> list[str]:
        client = OfferingClient()
        async with acp.spawn_agent(agent, client) as (conn, _):
            init = await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
            acp_mcp.require_acp(init)
            calc = acp_mcp.offer(client.mcp, chatty_calc())
            session = await conn.agent.session_new(
                acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[calc.declaration])
            )
            await conn.agent.session_prompt(
                acp.PromptRequest(
                    session_id=session.session_id, prompt=[acp.TextContent(text="go")]
                )
            )
        return [u.content.text for u in client.updates if isinstance(u, acp.AgentMessageChunk)]

    texts: Any = run(main())
    assert texts == ["calc: add(2, 3) = 5 progress=2"]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
def test_the_typescript_mcp_client_through_the_bridge(mode: str) -> None:
    client_script = node_script("mcp_http_client.mjs")

    async def main() -> Any:
        agent, client, conns = await setup()
        reg = acp_mcp.offer(client.mcp, calc())
        async with acp_mcp.HttpBridge(agent.mcp) as bridge:
            http = bridge.to_http(reg.declaration)
            process = await asyncio.create_subprocess_exec(
                *client_script,
                http.url,
                http.headers[0].value,
                mode,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            out, err = await asyncio.wait_for(process.communicate(), 60)
        for conn in conns:
            await conn.close()
        assert process.returncode == 0, err.decode()[-2000:]
        return json.loads(out.decode().strip().splitlines()[-1])

    assert run(main()) == {"tools": ["add"], "text": "5"}
