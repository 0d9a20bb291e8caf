"""CPU per message on each end of one profile (`acp-wire serve` without options, in-process
agent): the client's process time and the server's (from /proc) over a 20,000-update turn, in
microseconds per message. Unlike messages per second, these figures hold on a loaded machine.

    python bench/remote/cpu.py [--updates 20000] [--profiles http/1.1,ws] [--rounds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent  # noqa: E402
from bench.remote.run import opener, start  # noqa: E402
from tests.remote.harness import RecordingClient, free_port  # noqa: E402


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process `pid` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def turn(url: str, profile: str, updates: int, server: int) -> tuple[float, float]:
    """µs of CPU per message: the client's, the server's."""
    client = RecordingClient()
    async with opener(url, profile, client) as conn:
        await conn.agent.initialize(InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))

        def prompt(text: str) -> PromptRequest:
            return PromptRequest(session_id=session.session_id, prompt=[TextContent(text=text)])

        await conn.agent.session_prompt(prompt("count 1000"))  # warm up
        mine, theirs = time.process_time(), cpu_seconds(server)
        await conn.agent.session_prompt(prompt(f"count {updates}"))
        mine, theirs = time.process_time() - mine, cpu_seconds(server) - theirs
    return mine / updates * 1e6, theirs / updates * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--updates", type=int, default=20_000)
    parser.add_argument("--profiles", default="http/1.1,ws")
    parser.add_argument("--server", default="serve")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for profile in args.profiles.split(","):
        port = free_port()
        process = start(args.server, port)
        try:
            url = f"http://127.0.0.1:{port}/acp"
            runs = [
                asyncio.run(turn(url, profile, args.updates, process.pid))
                for _ in range(args.rounds)
            ]
        finally:
            process.terminate()
            process.wait(10)
        client, server = min(r[0] for r in runs), min(r[1] for r in runs)
        print(f"{args.server} {profile:9} client {client:5.1f} µs/msg  server {server:5.1f} µs/msg")


if __name__ == "__main__":
    main()
