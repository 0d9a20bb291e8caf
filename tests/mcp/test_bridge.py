"""The loopback HTTP bridge: the MCP SDK's own Streamable-HTTP client reaches a client's
`acp`-type server through it; everything it must refuse is refused with its status and error;
a client that goes away cancels its ACP request; only loopback, only with the secret."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.server.mcpserver import Context, MCPServer

from acp_wire import mcp as acp_mcp
from acp_wire.mcp import _admission as admission
from tests.mcp.pairs import post, setup

from .harness import META, calc, run


def request(method: str = "tools/list", params: Any = None, id: Any = 1) -> dict[str, Any]:
    inner = dict(params or {})
    inner.setdefault("_meta", dict(META))
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": inner}


def test_the_mcp_sdk_http_client_through_the_bridge() -> None:
    server = MCPServer("calc")

    @server.tool()
    async def add(a: int, b: int, ctx: Context) -> int:
        """Add, reporting progress."""
        await ctx.report_progress(1, 1)
        return a + b

    async def main() -> None:
        agent, client, conns = await setup()
        reg = acp_mcp.offer(client.mcp, server)
        progress: list[Any] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append(done)

        async with acp_mcp.HttpBridge(agent.mcp) as bridge:
            [decl] = bridge.adapt_servers([reg.declaration])
            assert decl.url.startswith(f"http://127.0.0.1:{bridge.port}/")
            assert reg.server_id not in decl.url
            headers = {h.name: h.value for h in decl.headers}
            async with httpx2.AsyncClient(headers=headers) as http:
                async with Client(streamable_http_client(decl.url, http_client=http)) as mcp_client:
                    assert [t.name for t in (await mcp_client.list_tools()).tools] == ["add"]
                    result = await mcp_client.call_tool(
                        "add", {"a": 2, "b": 3}, progress_callback=on_progress
                    )
                    assert result.structured_content == {"result": 5}
        assert progress == [1]
        for conn in conns:
            await conn.close()

    run(main())


def test_refusals() -> None:
    async def main() -> None:
        agent, client, conns = await setup()
        reg = acp_mcp.offer(client.mcp, calc())
        other = client.mcp.register("other", calc_handler())
        bridge = acp_mcp.HttpBridge(agent.mcp, max_body_bytes=10_000, legacy=False)
        async with bridge:
            decl = bridge.to_http(reg.declaration)
            path = decl.url.split(str(bridge.port), 1)[1]
            auth = {"authorization": decl.headers[0].value}
            other_auth = {"authorization": bridge.to_http(other.declaration).headers[0].value}
            port = bridge.port
            cases: list[tuple[Any, int, int | None]] = [
                (post(port, path, request()), 401, -32600),
                (post(port, path, request(), {"authorization": "Bearer nope"}), 401, -32600),
                (post(port, path, request(), other_auth), 401, -32600),
                (post(port, path, request(), {**auth, "host": "evil.example:80"}), 403, -32600),
                (
                    post(port, path, request(), {**auth, "origin": "http://evil.example"}),
                    403,
                    -32600,
                ),
                (post(port, "/elsewhere", request(), auth), 404, -32601),
                (post(port, path, b"", auth, method="GET"), 405, -32600),
                (post(port, path, request(), {**auth, "accept": "application/json"}), 406, -32600),
                (post(port, path, request(), {**auth, "content-type": "text/plain"}), 415, -32600),
                (post(port, path, b"x" * 20_000, auth), 413, -33000),
                (post(port, path, b"{not json", auth), 400, -32700),
                (post(port, path, [request()], auth), 400, -32600),
                (post(port, path, request("initialize"), auth), 404, -32601),
                (
                    post(port, path, {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, auth),
                    400,
                    -32602,
                ),
                (
                    post(port, path, request(), {**auth, "mcp-protocol-version": "2025-11-25"}),
                    400,
                    -32020,
                ),
                (
                    post(port, path, {"jsonrpc": "2.0", "method": "notifications/x"}, auth),
                    202,
                    None,
                ),
            ]
            for call, status, code in cases:
                got, _, body = await call
                assert got == status, (status, body)
                if code is not None:
                    assert json.loads(body)["error"]["code"] == code, body
            ok, _, body = await post(port, path, request(), auth)
            assert ok == 200 and json.loads(body)["result"]["tools"][0]["name"] == "add"
            gone = reg.declaration
            await reg.dispose()
            status, _, body = await post(port, path, request(), auth)
            assert (status, json.loads(body)["error"]["code"]) == (200, -33001), gone
        for conn in conns:
            await conn.close()

    run(main())


def calc_handler() -> Any:
    async def handler(ctx: Any) -> Any:
        return acp_mcp.result_outcome({})

    return handler


def test_a_client_that_goes_away_cancels_its_request_and_limits_hold() -> None:
    async def main() -> None:
        agent, client, conns = await setup()
        started: list[str] = []
        cancelled: list[str] = []

        async def slow(ctx: Any) -> Any:
            started.append(ctx.request_id)
            try:
                await asyncio.Event().wait()
            except asyncio.CancelledError:
                cancelled.append(ctx.request_id)
                raise
            return acp_mcp.result_outcome({})

        reg = client.mcp.register("slow", slow)
        async with acp_mcp.HttpBridge(agent.mcp, max_active_requests=1) as bridge:
            decl = bridge.to_http(reg.declaration)
            path = decl.url.split(str(bridge.port), 1)[1]
            auth = {"authorization": decl.headers[0].value}
            hanging = asyncio.ensure_future(post(bridge.port, path, request("tools/call"), auth))
            while not started:
                await asyncio.sleep(0.005)
            status, _, body = await post(bridge.port, path, request(), auth)
            assert (status, json.loads(body)["error"]["code"]) == (429, -33000)
            hanging.cancel()  # closes the socket: the bridge cancels the ACP request
            while not cancelled:
                await asyncio.sleep(0.005)
            assert cancelled == started
            while bridge.active:
                await asyncio.sleep(0.005)
        for conn in conns:
            await conn.close()

    run(main())


def test_listens_on_loopback_only_and_routes_are_canonical() -> None:
    async def main() -> None:
        agent, _, conns = await setup()
        async with acp_mcp.HttpBridge(agent.mcp) as bridge:
            assert bridge._server is not None
            assert {s.getsockname()[0] for s in bridge._server.sockets} == {"127.0.0.1"}
        for conn in conns:
            await conn.close()

    run(main())
    for server_id in ["", "calc:1", "ü/?#", "x" * 300]:
        assert admission.server_of(admission.route(server_id)) == server_id
    assert admission.server_of("/mcp-Y2FsYw==") is None  # padded: not canonical
    assert admission.server_of("/other") is None


def test_a_subscription_through_the_bridge() -> None:
    from mcp.client.subscriptions import ToolsListChanged

    server = MCPServer("dynamic")

    @server.tool()
    async def change(ctx: Context) -> str:
        """Say that the tools changed."""
        await ctx.notify_tools_changed()
        return "ok"

    async def main() -> None:
        agent, client, conns = await setup()
        reg = acp_mcp.offer(client.mcp, server)
        async with acp_mcp.HttpBridge(agent.mcp) as bridge:
            http = bridge.to_http(reg.declaration)
            headers = {h.name: h.value for h in http.headers}
            async with httpx2.AsyncClient(headers=headers) as transport_client:
                transport = streamable_http_client(http.url, http_client=transport_client)
                async with Client(transport) as mcp_client:
                    # The subscription id names the HTTP request, not the ACP one.
                    async with mcp_client.listen(tools_list_changed=True) as subscription:
                        await mcp_client.call_tool("change", {})
                        async for event in subscription:
                            assert isinstance(event, ToolsListChanged)
                            break
        for conn in conns:
            await conn.close()

    run(main())


def test_an_idle_connection_is_dropped() -> None:
    async def main() -> None:
        agent, _, conns = await setup()
        async with acp_mcp.HttpBridge(agent.mcp) as bridge:
            bridge.read_timeout = 0.05
            reader, writer = await asyncio.open_connection("127.0.0.1", bridge.port)
            writer.write(b"POST /mcp-x HTTP/1.1\r\n")  # and nothing more
            assert await reader.read() == b""  # the bridge closed it
            writer.close()
        for conn in conns:
            await conn.close()

    run(main())
