"""python-sdk's client timing a turn of N updates and the median round trip of a short turn
against a server: python py_bench.py URL http|ws N TRIPS; prints {"rate", "trip_ms"}. Runs in
the interop venv."""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from typing import Any

from acp import connect_to_agent
from acp.helpers import text_block


class Client:
    updates = 0

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates += 1

    def on_connect(self, conn: Any) -> None:
        pass


async def main(url: str, profile: str, n: int, trips: int) -> dict[str, float]:
    if profile == "ws":
        from acp.ws import create_websocket_stream

        transport = await create_websocket_stream(url.replace("http://", "ws://", 1))
    else:
        from acp.http import create_http_stream

        transport = create_http_stream(url)
    conn = connect_to_agent(Client(), transport)
    await conn.initialize(protocol_version=1)
    sid = (await conn.new_session(cwd="/", mcp_servers=[])).session_id
    await conn.prompt(session_id=sid, prompt=[text_block("count 100")])
    start = time.perf_counter()
    await conn.prompt(session_id=sid, prompt=[text_block(f"count {n}")])
    rate = n / (time.perf_counter() - start)
    times = []
    for _ in range(trips):
        t = time.perf_counter()
        await conn.prompt(session_id=sid, prompt=[text_block("count 0")])
        times.append(time.perf_counter() - t)
    await conn.close()
    return {"rate": rate, "trip_ms": statistics.median(times) * 1000}


if __name__ == "__main__":
    url, profile, n, trips = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    print(json.dumps(asyncio.run(asyncio.wait_for(main(url, profile, n, trips), 300))), flush=True)
