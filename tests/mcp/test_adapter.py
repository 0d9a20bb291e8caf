"""The MCP SDK on both ends of MCP-over-ACP (`acp_wire.mcp._adapter`), acp-wire on both sides:
an MCP SDK server offered by the client, used by the agent through the MCP SDK's
`ClientSession` (in process, then the examples over stdio), and its notifications. The caller's
errors are in tests/mcp/test_caller.py, the capability gate in tests/mcp/test_wire.py."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from mcp.server.mcpserver import Context, MCPServer

import acp_wire as acp
import acp_wire.v2 as v2
from acp_wire import mcp as acp_mcp
from acp_wire.connection import memory_pair
from tests.mcp.pairs import pair

from .harness import calc, run


def test_client_session_over_acp_lists_and_calls() -> None:
    async def main() -> None:
        agent, client, a, c = await pair()
        reg = acp_mcp.offer(client.mcp, calc())
        async with acp_mcp.open_mcp_session(agent.mcp, reg.declaration) as session:
            assert session.protocol_version == "2026-07-28"
            tools = await session.list_tools()
            assert [t.name for t in tools.tools] == ["add"]
            result = await session.call_tool("add", {"a": 2, "b": 3})
            assert result.structured_content == {"result": 5}
            bad = await session.call_tool("add", {"a": "x", "b": 3})
            assert bad.is_error
        await a.close()
        await c.close()

    run(main())


def test_initialize_and_ping_are_method_not_found() -> None:
    async def main() -> None:
        agent, client, a, c = await pair()
        reg = acp_mcp.offer(client.mcp, calc())
        for method in ("initialize", "ping", "no/such"):
            outcome = await agent.mcp.request(reg.server_id, method, {})
            assert isinstance(outcome, acp.ErrorMessageMcpResponse)
            assert outcome.error.code == -32601
        discover = await agent.mcp.request(reg.server_id, "server/discover", {})
        assert discover.result["supportedVersions"] == ["2026-07-28"]
        await a.close()
        await c.close()

    run(main())


def test_progress_and_logging_reach_the_session() -> None:
    server = MCPServer("chatty")

    @server.tool()
    async def work(ctx: Context) -> str:
        await ctx.report_progress(1, 2, "half")
        await ctx.info("working")
        return "ok"

    async def main() -> None:
        agent, client, a, c = await pair()
        reg = acp_mcp.offer(client.mcp, server)
        logs: list[Any] = []
        progress: list[Any] = []

        async def on_log(params: Any) -> None:
            logs.append(params)

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append((done, total, message))

        async with acp_mcp.open_mcp_session(
            agent.mcp, reg.server_id, logging_callback=on_log, log_level="debug"
        ) as session:
            result = await session.call_tool(
                "work", {}, progress_callback=on_progress, meta={"progressToken": "t1"}
            )
            assert result.content[0].text == "ok"  # type: ignore[union-attr]
        assert progress == [(1, 2, "half")]
        assert [entry.data for entry in logs] == ["working"]
        await a.close()
        await c.close()

    run(main())


def test_protocol_part_imports_without_the_extra() -> None:
    code = (
        "import sys; sys.modules['mcp'] = None\n"
        "import acp_wire.mcp as m\n"
        "m.McpProvider(); m.McpCaller()\n"
        "try:\n    m.offer\nexcept ImportError as e:\n    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install 'acp-wire[mcp]'" in out.stdout, out


def test_examples_over_stdio() -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "acp_wire.examples.mcp_client",
            "--",
            sys.executable,
            "-m",
            "acp_wire.examples.mcp_agent",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "calc: add(2, 3) = 5"


def test_example_client_refuses_an_agent_without_acp_servers() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "acp_wire.examples.mcp_client",
            "--",
            sys.executable,
            "-m",
            "acp_wire.examples.echo_agent",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 1
    assert out.stderr.startswith("mcp_client: the agent does not advertise")


def test_protocol_version_2_both_ends() -> None:
    class V2Client(v2.Client):
        def __init__(self) -> None:
            self.mcp = acp_mcp.McpProvider()

        def on_connect(self, conn: Any) -> None:
            self.conn = conn
            self.mcp.bind(conn)

        async def mcp_message(self, params: Any) -> Any:
            return await self.mcp.handle_request(params)

    class V2Agent(v2.Agent):
        def __init__(self) -> None:
            self.mcp = acp_mcp.McpCaller()

        def on_connect(self, conn: Any) -> None:
            self.conn = conn
            self.mcp.bind(conn)

        async def mcp_message_notification(self, params: Any) -> None:
            await self.mcp.handle_notification(params)

    async def main() -> None:
        agent_end, client_end = memory_pair()
        agent, client = V2Agent(), V2Client()
        a = v2.AgentSideConnection(agent, agent_end)
        c = v2.ClientSideConnection(client, client_end)
        a.start()
        c.start()
        reg = acp_mcp.offer(client.mcp, calc())
        async with acp_mcp.open_mcp_session(agent.mcp, reg.server_id) as session:
            result = await session.call_tool("add", {"a": 2, "b": 3})
            assert result.structured_content == {"result": 5}
        outcome = await agent.mcp.request(reg.server_id, "ping", {})
        assert isinstance(outcome, v2.ErrorMessageMcpResponse)
        await a.close()
        await c.close()

    run(main())


def test_list_changed_reaches_a_subscription() -> None:
    from mcp.client.subscriptions import ToolsListChanged, listen

    server = MCPServer("dynamic")

    @server.tool()
    async def change(ctx: Context) -> str:
        """Say that the tools changed."""
        await ctx.notify_tools_changed()
        return "ok"

    async def main() -> None:
        agent, client, a, c = await pair()
        reg = acp_mcp.offer(client.mcp, server)
        async with acp_mcp.open_mcp_session(agent.mcp, reg.server_id) as session:
            # subscriptions/listen is one long mcp/message request; its events are
            # mcp/message notifications for that request.
            async with listen(session, tools_list_changed=True) as subscription:
                await session.call_tool("change", {})
                async for event in subscription:
                    assert isinstance(event, ToolsListChanged)
                    break
        await a.close()
        await c.close()

    run(main())
