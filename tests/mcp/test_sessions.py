"""MCP-over-ACP end to end, acp-wire on both sides: an MCP SDK server offered by the client,
used by the agent through the MCP SDK's `ClientSession` (in process, then the examples over
stdio); notifications, the agent-side caller's errors and cancellation, the capability gate."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from typing import Any

import pytest
from mcp.server.mcpserver import Context, MCPServer

import acp_wire as acp
import acp_wire.v2 as v2
from acp_wire import Connection
from acp_wire import mcp as acp_mcp
from acp_wire.connection import memory_pair
from acp_wire.mcp import constants as mcp_constants

from .harness import META, OfferingClient, calc, run


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


def test_caller_errors_and_cancellation() -> None:
    async def main() -> None:
        agent, client, a, c = await pair()
        with pytest.raises(acp.RequestError) as info:
            await agent.mcp.request("unknown", "tools/list")
        assert info.value.code == -33001
        gate = asyncio.Event()
        seen: list[str] = []

        async def slow(ctx: Any) -> Any:
            seen.append(ctx.request_id)
            try:
                await gate.wait()
            except asyncio.CancelledError:
                seen.append("cancelled")
                raise
            return acp_mcp.result_outcome({})

        reg = client.mcp.register("slow", slow)
        task = asyncio.ensure_future(agent.mcp.request(reg.server_id, "tools/call", {}))
        while not seen:
            await asyncio.sleep(0.001)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        while "cancelled" not in seen:
            await asyncio.sleep(0.001)
        assert agent.mcp.active == 0
        with pytest.raises(ValueError):
            agent.mcp._routes[(reg.server_id, "x")] = lambda p: None
            await agent.mcp.request(reg.server_id, "tools/call", request_id="x")
        await a.close()
        await c.close()

    run(main())


def test_invalid_carrier_is_33002_at_the_caller() -> None:
    class BadClient(acp.Client):
        async def mcp_message(self, params: Any) -> Any:
            return {"neither": True}

    async def main() -> None:
        agent, _, a, c = await pair(BadClient())
        with pytest.raises(acp.RequestError) as info:
            await agent.mcp.request("s", "tools/list")
        assert info.value.code == -33002
        await a.close()
        await c.close()

    run(main())


def test_capability_gate() -> None:
    plain = acp.InitializeResponse(protocol_version=1)
    offered = acp.InitializeResponse(
        protocol_version=1,
        agent_capabilities=acp.AgentCapabilities(mcp_capabilities=acp.McpCapabilities(acp=True)),
    )
    assert not acp_mcp.agent_supports_acp(plain)
    assert acp_mcp.agent_supports_acp(offered)
    with pytest.raises(acp_mcp.CapabilityMissing):
        acp_mcp.require_acp(plain)
    v2_offered = v2.InitializeResponse(
        protocol_version=2,
        info=v2.Implementation(name="a", version="1"),
        capabilities=v2.AgentCapabilities(
            session=v2.SessionCapabilities(mcp=v2.McpCapabilities(acp=v2.McpAcpCapabilities()))
        ),
    )
    assert acp_mcp.agent_supports_acp(v2_offered)
    servers = [acp_mcp.declaration("calc", "id-1"), {"type": "http", "name": "h", "url": "u"}]
    assert [s.server_id for s in acp_mcp.acp_servers(servers)] == ["id-1"]
    assert acp.encode(servers[0]) == b'{"type":"acp","name":"calc","serverId":"id-1"}'
    acp_mcp.refuse_unadvertised(servers, True)
    acp_mcp.refuse_unadvertised(servers[1:], False)
    with pytest.raises(acp.RequestError) as info:
        acp_mcp.refuse_unadvertised(servers, False)
    assert (info.value.code, info.value.data) == (-32602, {"type": "acp"})


def test_request_meta_keeps_what_is_there() -> None:
    params = acp_mcp.with_request_meta(
        {"_meta": {mcp_constants.META_CLIENT_CAPABILITIES: {"x": {}}}},
        client_info={"name": "n", "version": "1"},
    )
    assert params["_meta"] == {
        **META,
        mcp_constants.META_CLIENT_CAPABILITIES: {"x": {}},
        mcp_constants.META_CLIENT_INFO: {"name": "n", "version": "1"},
    }


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
