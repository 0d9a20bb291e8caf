"""A connection's first answer through `acp-wire serve -- AGENT`: milliseconds from opening the
connection to `initialize`'s answer, with the pool of agents started ahead (the default) and
without it (`--pool 0`: the agent starts with the connection), beside the same agent spawned
on stdio (`spawn_agent`, from the spawn to the answer).

    python bench/remote/first_answer.py [--samples 10]

Connections come one at a time, with a pause between them (not measured) long enough for the
pool to start the next agent: the figure is a connection's when connections come slower than
agents start (a burst larger than `--pool` waits for start-ups)."""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import acp_wire  # noqa: E402
from acp_wire import InitializeRequest  # noqa: E402
from acp_wire.remote import connect_http, connect_ws  # noqa: E402
from tests.remote.harness import RecordingClient  # noqa: E402

AGENT = [sys.executable, str(ROOT / "examples" / "echo_agent.py")]
PAUSE = 0.5  # seconds between connections: the pool's next agent starts meanwhile

# (row name, `serve` options, profile)
SERVED = [
    ("serve (pool)", [], "ws"),
    ("serve (pool)", [], "http/1.1"),
    ("serve --pool 0", ["--pool", "0"], "ws"),
]


async def stdio_spawn(samples: int) -> list[float]:
    times = []
    for _ in range(samples):
        start = time.perf_counter()
        async with acp_wire.spawn_agent(AGENT, RecordingClient()) as (conn, _):
            await conn.agent.initialize(InitializeRequest(protocol_version=1))
            times.append((time.perf_counter() - start) * 1000)
    return times


async def through_serve(options: list[str], profile: str, samples: int) -> list[float]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "acp_wire",
        "serve",
        "127.0.0.1:0",
        *options,
        "--",
        *AGENT,
        cwd=ROOT,
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    try:
        line = (await asyncio.wait_for(process.stderr.readline(), 30)).decode()
        url = line.rsplit(" ", 1)[1].strip()
        if profile == "ws":
            url = url.replace("http://", "ws://")
        times = []
        for _ in range(samples):
            await asyncio.sleep(PAUSE)
            start = time.perf_counter()
            client = RecordingClient()
            conn = await (connect_ws(url, client) if profile == "ws" else connect_http(url, client))
            await conn.agent.initialize(InitializeRequest(protocol_version=1))
            times.append((time.perf_counter() - start) * 1000)
            await conn.close()
        return times
    finally:
        process.terminate()
        await process.wait()


def rows(samples: int) -> list[tuple[str, str, list[float]]]:
    """One round: (name, profile, milliseconds of each connection) per row."""
    found = [("stdio spawn", "stdio", asyncio.run(stdio_spawn(samples)))]
    for name, options, profile in SERVED:
        found.append((name, profile, asyncio.run(through_serve(options, profile, samples))))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=10)
    args = parser.parse_args()
    for name, profile, times in rows(args.samples):
        print(
            f"{name:16} {profile:9} median {statistics.median(times):7.1f} ms  "
            f"fastest {min(times):7.1f} ms"
        )


if __name__ == "__main__":
    main()
