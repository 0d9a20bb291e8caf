"""The end-to-end bench's acp-wire client: `python acp_wire_client.py UPDATES ROUND_TRIPS --
AGENT_COMMAND...`; prints one JSON object (updates received, seconds, round-trip µs)."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time

import acp_wire


class CountingClient(acp_wire.Client):
    def __init__(self) -> None:
        self.updates = 0

    async def session_update(self, params: acp_wire.SessionNotification) -> None:
        self.updates += 1


async def main(updates: int, round_trips: int, command: list[str]) -> dict[str, float]:
    client = CountingClient()
    async with acp_wire.spawn_agent(command, client) as (conn, _process):
        agent = conn.agent
        await agent.initialize(acp_wire.InitializeRequest(protocol_version=1))
        session = await agent.session_new(
            acp_wire.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[])
        )
        mode = acp_wire.SetSessionModeRequest(session_id=session.session_id, mode_id="code")
        times = []
        for _ in range(round_trips):
            start = time.perf_counter()
            await agent.session_set_mode(mode)
            times.append(time.perf_counter() - start)
        prompt = acp_wire.PromptRequest(
            session_id=session.session_id, prompt=[acp_wire.TextContent(text=str(updates))]
        )
        start = time.perf_counter()
        result = await agent.session_prompt(prompt)
        seconds = time.perf_counter() - start
        assert result.stop_reason == "end_turn"
    times.sort()
    return {"updates": client.updates, "seconds": seconds, "rtt_us": times[len(times) // 2] * 1e6}


if __name__ == "__main__":
    n, rtts, sep, *cmd = sys.argv[1:]
    assert sep == "--"
    print(json.dumps(asyncio.run(main(int(n), int(rtts), cmd))))
