"""The wire facts of MCP-over-ACP (`acp_wire.mcp._wire`): the capability, the declaration and the
request `_meta`."""

from __future__ import annotations

import pytest

import acp_wire as acp
import acp_wire.v2 as v2
from acp_wire import mcp as acp_mcp

from .harness import META


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
        {"_meta": {acp_mcp.META_CLIENT_CAPABILITIES: {"x": {}}}},
        client_info={"name": "n", "version": "1"},
    )
    assert params["_meta"] == {
        **META,
        acp_mcp.META_CLIENT_CAPABILITIES: {"x": {}},
        acp_mcp.META_CLIENT_INFO: {"name": "n", "version": "1"},
    }
