"""The client side of MCP-over-ACP against an agent that sends raw frames: every malformed or
refused `mcp/message` gets the transport's answer and nothing else, limits hold, cancellation
and disposal end the handler, one connection's servers are invisible to another."""

from __future__ import annotations

import asyncio
from typing import Any

from acp_wire import mcp as acp_mcp
from acp_wire.mcp import constants as mcp_constants

from .harness import client_with_raw_agent, mcp_params, run


def echo_handler(calls: list[Any] | None = None) -> Any:
    async def handler(ctx: acp_mcp.McpRequestContext) -> Any:
        if calls is not None:
            calls.append(ctx)
        return acp_mcp.result_outcome({"method": ctx.method})

    return handler


def blocking_handler(started: list[Any], release: asyncio.Event, cancelled: list[Any]) -> Any:
    async def handler(ctx: acp_mcp.McpRequestContext) -> Any:
        started.append(ctx.request_id)
        try:
            await release.wait()
        except asyncio.CancelledError:
            cancelled.append(ctx.request_id)
            raise
        return acp_mcp.result_outcome("done")

    return handler


def test_result_carrier_and_context() -> None:
    async def main() -> None:
        calls: list[Any] = []
        client, conn, agent = await client_with_raw_agent()
        reg = client.mcp.register("s", echo_handler(calls), server_id="sid")
        assert reg.declaration.server_id == "sid"
        answer = await agent.answer(agent.request(mcp_params("sid", "tools/list")))
        assert answer["result"] == {"result": {"method": "tools/list"}}
        ctx = calls[0]
        assert (ctx.server_id, ctx.request_id, ctx.protocol_version) == ("sid", "r1", "2026-07-28")
        assert ctx.client_capabilities == {}
        await conn.close()

    run(main())


def test_unknown_server_is_33001() -> None:
    async def main() -> None:
        _, conn, agent = await client_with_raw_agent()
        answer = await agent.answer(agent.request(mcp_params("nobody", "tools/list")))
        assert answer["error"]["code"] == -33001
        assert answer["error"]["data"] == {"serverId": "nobody"}
        await conn.close()

    run(main())


def test_servers_of_one_connection_are_invisible_to_another() -> None:
    async def main() -> None:
        one, conn1, _ = await client_with_raw_agent()
        _, conn2, agent2 = await client_with_raw_agent()
        one.mcp.register("s", echo_handler(), server_id="shared-looking-id")
        answer = await agent2.answer(agent2.request(mcp_params("shared-looking-id", "tools/list")))
        assert answer["error"]["code"] == -33001
        await conn1.close()
        await conn2.close()

    run(main())


def test_malformed_envelopes_are_invalid_params() -> None:
    async def main() -> None:
        client, conn, agent = await client_with_raw_agent()
        client.mcp.register("s", echo_handler(), server_id="sid")
        bad = [
            {"serverId": "sid", "requestId": "r", "method": "x", "params": [1, 2]},
            {"serverId": 7, "requestId": "r", "method": "x"},
            {"serverId": "sid", "requestId": 5, "method": "x"},
            {"serverId": "sid", "requestId": "r"},
            "not an object",
        ]
        for params in bad:
            answer = await agent.answer(agent.request(params))
            assert answer["error"]["code"] == -32602, (params, answer)
        await conn.close()

    run(main())


def test_inner_envelope_errors_travel_in_the_carrier() -> None:
    async def main() -> None:
        client, conn, agent = await client_with_raw_agent()
        client.mcp.register("s", echo_handler(), server_id="sid")
        no_meta = {"serverId": "sid", "requestId": "a", "method": "tools/list"}
        answer = await agent.answer(agent.request(no_meta))
        assert answer["result"]["error"]["code"] == -32602
        old = mcp_params(
            "sid",
            "tools/list",
            {
                "_meta": {
                    mcp_constants.META_PROTOCOL_VERSION: "2025-11-25",
                    mcp_constants.META_CLIENT_CAPABILITIES: {},
                }
            },
        )
        answer = await agent.answer(agent.request(old))
        assert answer["result"]["error"] == {
            "code": -32022,
            "message": "Unsupported protocol version",
            "data": {"supported": ["2026-07-28"], "requested": "2025-11-25"},
        }
        no_caps = mcp_params(
            "sid", "tools/list", {"_meta": {mcp_constants.META_PROTOCOL_VERSION: "2026-07-28"}}
        )
        answer = await agent.answer(agent.request(no_caps))
        assert answer["result"]["error"]["code"] == -32602
        await conn.close()

    run(main())


def test_handler_failures() -> None:
    async def protocol_error(ctx: Any) -> Any:
        raise acp_mcp.McpProtocolError(-32001, "nope", {"why": 1})

    async def crash(ctx: Any) -> Any:
        raise RuntimeError("boom")

    async def garbage(ctx: Any) -> Any:
        return {"result": 1}

    async def main() -> None:
        client, conn, agent = await client_with_raw_agent()
        client.mcp.register("a", protocol_error, server_id="a")
        client.mcp.register("b", crash, server_id="b")
        client.mcp.register("c", garbage, server_id="c")
        answer = await agent.answer(agent.request(mcp_params("a", "tools/call")))
        assert answer["result"] == {
            "error": {"code": -32001, "message": "nope", "data": {"why": 1}}
        }
        answer = await agent.answer(agent.request(mcp_params("b", "tools/call")))
        assert answer["error"]["code"] == -33002
        assert answer["error"]["data"] == {"details": "boom"}
        answer = await agent.answer(agent.request(mcp_params("c", "tools/call")))
        assert answer["error"]["code"] == -33002
        await conn.close()

    run(main())


def test_duplicate_active_request_id_and_the_limit() -> None:
    async def main() -> None:
        started: list[Any] = []
        cancelled: list[Any] = []
        release = asyncio.Event()
        client, conn, agent = await client_with_raw_agent()
        handler = blocking_handler(started, release, cancelled)
        client.mcp.register("s", handler, server_id="sid", max_active_requests=2)
        first = agent.request(mcp_params("sid", "tools/call", request_id="same"))
        while not started:
            await asyncio.sleep(0)
        dup = await agent.answer(agent.request(mcp_params("sid", "tools/call", request_id="same")))
        assert dup["error"] == {
            "code": -32602,
            "message": "Invalid params: duplicate active MCP request ID",
            "data": {"serverId": "sid", "requestId": "same"},
        }
        agent.request(mcp_params("sid", "tools/call", request_id="second"))
        while len(started) < 2:
            await asyncio.sleep(0)
        over = await agent.answer(agent.request(mcp_params("sid", "tools/call", request_id="3")))
        assert over["error"]["code"] == -33000
        release.set()
        assert (await agent.answer(first))["result"] == {"result": "done"}
        await conn.close()

    run(main())


def test_flood_stays_bounded_and_other_requests_flow() -> None:
    async def main() -> None:
        started: list[Any] = []
        cancelled: list[Any] = []
        release = asyncio.Event()
        client, conn, agent = await client_with_raw_agent()
        client.mcp.register(
            "slow",
            blocking_handler(started, release, cancelled),
            server_id="slow",
            max_active_requests=4,
        )
        client.mcp.register("fast", echo_handler(), server_id="fast")
        ids = [
            agent.request(mcp_params("slow", "tools/call", request_id=f"f{i}")) for i in range(2000)
        ]
        # While four slow handlers hold their slots, a request for another server is answered.
        fast = await agent.answer(agent.request(mcp_params("fast", "tools/list")))
        assert fast["result"] == {"result": {"method": "tools/list"}}
        refused = [await agent.answer(i) for i in ids[4:]]
        assert {a["error"]["code"] for a in refused} == {-33000}
        assert len(started) == 4
        assert len(conn._endpoint.in_flight) == 4  # only the admitted ones stay
        release.set()
        for i in ids[:4]:
            assert (await agent.answer(i))["result"] == {"result": "done"}
        await conn.close()

    run(main())


def test_cancel_request_cancels_the_handler() -> None:
    async def main() -> None:
        started: list[Any] = []
        cancelled: list[Any] = []
        client, conn, agent = await client_with_raw_agent()
        client.mcp.register(
            "s", blocking_handler(started, asyncio.Event(), cancelled), server_id="sid"
        )
        rid = agent.request(mcp_params("sid", "tools/call"))
        while not started:
            await asyncio.sleep(0)
        agent.send({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": rid}})
        answer = await agent.answer(rid)
        assert answer["error"]["code"] == -32800
        assert cancelled == ["r1"]
        # The id is free again once its request is answered.
        assert "r1" not in client.mcp._servers["sid"].active
        await conn.close()

    run(main())


def test_dispose_cancels_active_and_refuses_later() -> None:
    async def main() -> None:
        started: list[Any] = []
        cancelled: list[Any] = []
        client, conn, agent = await client_with_raw_agent()
        reg = client.mcp.register(
            "s", blocking_handler(started, asyncio.Event(), cancelled), server_id="sid"
        )
        rid = agent.request(mcp_params("sid", "tools/call"))
        while not started:
            await asyncio.sleep(0)
        await reg.dispose()
        answer = await agent.answer(rid)
        assert answer["error"]["code"] == -32800
        later = await agent.answer(agent.request(mcp_params("sid", "tools/call", request_id="r2")))
        assert later["error"]["code"] == -33001
        try:
            client.mcp.register("again", echo_handler(), server_id="sid")
        except ValueError:
            pass
        else:
            raise AssertionError("a disposed id was registered again")
        await conn.close()

    run(main())


def test_notifications_precede_the_answer_and_stop_after_it() -> None:
    async def main() -> None:
        kept: list[Any] = []

        async def handler(ctx: acp_mcp.McpRequestContext) -> Any:
            await ctx.notify("notifications/progress", {"progressToken": 1, "progress": 0.5})
            kept.append(ctx)
            return acp_mcp.result_outcome({})

        client, conn, agent = await client_with_raw_agent()
        client.mcp.register("s", handler, server_id="sid")
        rid = agent.request(mcp_params("sid", "tools/call"))
        first = await agent.until(lambda m: True)
        assert first["method"] == "mcp/message" and "id" not in first
        assert first["params"] == {
            "serverId": "sid",
            "requestId": "r1",
            "method": "notifications/progress",
            "params": {"progressToken": 1, "progress": 0.5},
        }
        await agent.answer(rid)
        await kept[0].notify("notifications/message", {"level": "info"})  # dropped
        await asyncio.sleep(0)
        assert not agent.end._frames
        await conn.close()

    run(main())


def test_owns_tells_a_proxy_which_requests_are_its_own() -> None:
    provider = acp_mcp.McpProvider()
    reg = provider.register("s", echo_handler(), server_id="mine")

    class Params:
        def __init__(self, server_id: str) -> None:
            self.server_id = server_id

    assert provider.owns(Params("mine")) and not provider.owns(Params("theirs"))
    assert provider.server_ids == [reg.server_id]
