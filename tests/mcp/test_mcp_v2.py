"""MCP-over-ACP over protocol version 2: the provider and caller pair given v2 connections (or
v2's binding) carry an MCP SDK session end to end, with v2's own carrier classes."""

from __future__ import annotations

from typing import Any

import acp_wire as acp
import acp_wire.v2 as v2
from acp_wire import mcp as acp_mcp
from acp_wire.connection import memory_pair

from .harness import calc, run


class CallingAgentV2(v2.Agent):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpCaller(client_info={"name": "test-agent", "version": "1"})

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message_notification(self, params: Any) -> None:
        await self.mcp.handle_notification(params)


class OfferingClientV2(v2.Client):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpProvider()

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message(self, params: Any) -> Any:
        return await self.mcp.handle_request(params)


async def pair() -> tuple[CallingAgentV2, OfferingClientV2, Any, Any]:
    agent_end, client_end = memory_pair()
    agent, client = CallingAgentV2(), OfferingClientV2()
    agent_conn: Any = v2.Connection(agent, agent_end, side="agent")
    client_conn: Any = v2.Connection(client, client_end, side="client")
    agent_conn.start()
    client_conn.start()
    return agent, client, agent_conn, client_conn


def test_a_client_session_over_v2_lists_and_calls() -> None:
    async def main() -> None:
        agent, client, a, c = await pair()
        reg = acp_mcp.offer(client.mcp, calc())
        assert isinstance(reg.declaration, v2.McpServerAcp)
        async with acp_mcp.open_session(agent.mcp, reg.declaration) as session:
            tools = await session.list_tools()
            assert [t.name for t in tools.tools] == ["add"]
            result = await session.call_tool("add", {"a": 2, "b": 3})
            assert result.structured_content == {"result": 5}
        await a.close()
        await c.close()

    run(main())


def test_the_caller_returns_v2s_carriers() -> None:
    async def main() -> None:
        agent, client, a, c = await pair()
        reg = acp_mcp.offer(client.mcp, calc())
        outcome = await agent.mcp.request(reg.server_id, "no/such", {})
        assert isinstance(outcome, v2.ErrorMessageMcpResponse)
        assert outcome.error.code == v2.BINDING.error_codes["METHOD_NOT_FOUND"]
        discover = await agent.mcp.request(reg.server_id, "server/discover", {})
        assert isinstance(discover, v2.ResultMessageMcpResponse)
        await a.close()
        await c.close()

    run(main())


def test_a_provider_given_v2s_binding_declares_and_refuses_in_v2s_classes() -> None:
    async def handler(ctx: acp_mcp.McpRequestContext) -> acp_mcp.Outcome:
        raise acp_mcp.McpProtocolError(-1, "no")

    async def main() -> None:
        provider = acp_mcp.McpProvider(binding=v2.BINDING)
        assert provider.binding is v2.BINDING
        reg = provider.register("s", handler, server_id="sid")
        assert isinstance(reg.declaration, v2.McpServerAcp)
        request = v2.MessageMcpRequest(server_id="sid", request_id="r", method="m", params={})
        refused = await provider.handle_request(request)  # no MCP envelope in the params
        assert isinstance(refused, v2.ErrorMessageMcpResponse)
        params = {
            "_meta": {
                "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                "io.modelcontextprotocol/clientCapabilities": {},
            }
        }
        request = v2.MessageMcpRequest(server_id="sid", request_id="r", method="m", params=params)
        raised = await provider.handle_request(request)
        assert isinstance(raised, v2.ErrorMessageMcpResponse)
        assert (raised.error.code, raised.error.message) == (-1, "no")

    run(main())


def test_without_a_binding_the_connections_is_used_and_else_version_1s() -> None:
    async def main() -> None:
        agent, client, a, c = await pair()
        assert client.mcp.binding is v2.BINDING
        assert agent.mcp.binding is v2.BINDING
        assert acp_mcp.McpProvider().binding is acp.BINDING
        assert acp_mcp.McpCaller().binding is acp.BINDING
        await a.close()
        await c.close()

    run(main())


def test_the_acp_capability_is_read_at_each_versions_path() -> None:
    """`agent_supports_acp` reads the binding's `mcp_acp_path`, found from the result's class
    when no binding is given."""
    v1_offered = acp.InitializeResponse(
        protocol_version=1,
        agent_capabilities=acp.AgentCapabilities(mcp_capabilities=acp.McpCapabilities(acp=True)),
    )
    v2_offered = v2.InitializeResponse(
        protocol_version=2,
        info=v2.Implementation(name="a", version="1"),
        capabilities=v2.AgentCapabilities(
            session=v2.SessionCapabilities(mcp=v2.McpCapabilities(acp=v2.McpAcpCapabilities()))
        ),
    )
    v2_bare = v2.InitializeResponse(
        protocol_version=2, info=v2.Implementation(name="a", version="1")
    )
    assert acp_mcp.agent_supports_acp(v1_offered)
    assert acp_mcp.agent_supports_acp(v1_offered, acp.BINDING)
    assert acp_mcp.agent_supports_acp(v2_offered)
    assert acp_mcp.agent_supports_acp(v2_offered, v2.BINDING)
    assert not acp_mcp.agent_supports_acp(v2_offered, acp.BINDING)  # not where v1 looks
    assert not acp_mcp.agent_supports_acp(v2_bare)
    acp_mcp.require_acp(v2_offered, v2.BINDING)
