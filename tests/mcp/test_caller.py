"""The agent side of MCP-over-ACP (`acp_wire.mcp._caller`): its errors, cancellation and an
invalid carrier."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import acp_wire as acp
from acp_wire import mcp as acp_mcp
from tests.mcp.pairs import pair

from .harness import run


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
