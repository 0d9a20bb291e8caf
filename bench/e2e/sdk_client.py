"""The end-to-end bench's client on the official Python SDK (agent-client-protocol 0.12.1):
the same measurement as acp_wire_client.py, written on that SDK's public API."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from typing import Any

import acp
from acp.stdio import spawn_agent_process


class CountingClient:
    def __init__(self) -> None:
        self.updates = 0

    def on_connect(self, conn: Any) -> None:
        pass

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates += 1


async def main(updates: int, round_trips: int, command: list[str]) -> dict[str, float]:
    client = CountingClient()
    async with spawn_agent_process(client, command[0], *command[1:]) as (conn, _process):  # type: ignore[arg-type]
        await conn.initialize(protocol_version=1)
        session = await conn.new_session(cwd=os.getcwd(), mcp_servers=[])
        times = []
        for _ in range(round_trips):
            start = time.perf_counter()
            await conn.set_session_mode(session_id=session.session_id, mode_id="code")
            times.append(time.perf_counter() - start)
        start = time.perf_counter()
        result = await conn.prompt(
            session_id=session.session_id, prompt=[acp.text_block(str(updates))]
        )
        seconds = time.perf_counter() - start
        assert result.stop_reason == "end_turn"
        # The SDK hands notifications over asynchronously; let the last ones land.
        for _ in range(1000):
            if client.updates >= updates:
                break
            await asyncio.sleep(0.001)
    times.sort()
    return {"updates": client.updates, "seconds": seconds, "rtt_us": times[len(times) // 2] * 1e6}


if __name__ == "__main__":
    n, rtts, sep, *cmd = sys.argv[1:]
    assert sep == "--"
    print(json.dumps(asyncio.run(main(int(n), int(rtts), cmd))))
