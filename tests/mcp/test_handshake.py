"""The bridge's translation for handshake-era MCP clients (`acp_wire.mcp._handshake`)."""

from __future__ import annotations

import json

from acp_wire import mcp as acp_mcp
from tests.mcp.pairs import post, setup

from .harness import calc, run


def test_a_handshake_era_client_is_translated() -> None:
    async def main() -> None:
        agent, client, conns = await setup()
        reg = acp_mcp.offer(client.mcp, calc())
        async with acp_mcp.HttpBridge(agent.mcp) as bridge:
            decl = bridge.to_http(reg.declaration)
            path = decl.url.split(str(bridge.port), 1)[1]
            auth = {"authorization": decl.headers[0].value}
            init = {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {"roots": {}},
                    "clientInfo": {"name": "old", "version": "1"},
                },
            }
            status, headers, body = await post(bridge.port, path, init, auth)
            result = json.loads(body)["result"]
            assert status == 200 and result["protocolVersion"] == "2025-06-18"
            assert result["serverInfo"]["name"] == "calc" and "tools" in result["capabilities"]
            session = {**auth, "mcp-session-id": headers["mcp-session-id"]}
            note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
            assert (await post(bridge.port, path, note, session))[0] == 202
            ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
            assert json.loads((await post(bridge.port, path, ping, session))[2])["result"] == {}
            call = {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "add", "arguments": {"a": 2, "b": 3}},
            }
            status, _, body = await post(bridge.port, path, call, session)
            result = json.loads(body)["result"]
            assert result["structuredContent"] == {"result": 5}
            assert "resultType" not in result  # a member only 2026-07-28 defines
        for conn in conns:
            await conn.close()

    run(main())
