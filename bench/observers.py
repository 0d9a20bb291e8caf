"""The cost of observers and OpenTelemetry on the end-to-end bench (bench/e2e.py's acp-wire
pair: one prompt answered with N `agent_message_chunk` updates over real stdio pipes, and the
median `session/set_mode` round trip), both ends configured alike in each mode:

- none: no observer (the figure bench/e2e.py reports);
- observer: one no-op observer on each end;
- otel-noop: `acp_wire.otel.tracing()` with no tracer provider configured (the API's no-op);
- otel-sdk: `tracing()` with opentelemetry-sdk's TracerProvider and BatchSpanProcessor, spans
  exported to an exporter that drops them.

    python bench/observers.py [--updates 20000] [--round-trips 1000] [--rounds 5]

Runs are interleaved (one of each mode per round) so that load on the machine hits all modes
alike; the table gives the fastest run of each mode and the range over the rounds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parent / "e2e"))
MODES = ("none", "observer", "otel-noop", "otel-sdk")


def observers(mode: str) -> list[Any]:
    if mode == "none":
        return []
    if mode == "observer":
        return [lambda event: None]
    from acp_wire.otel import tracing

    if mode == "otel-noop":
        return [tracing()]
    from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

    class Dropping(SpanExporter):
        def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
            return SpanExportResult.SUCCESS

    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(Dropping()))
    return [tracing(provider)]


async def agent(mode: str) -> None:
    from acp_wire_agent import BenchAgent  # bench/e2e's agent

    import acp_wire
    from acp_wire.connection import stdio_streams

    reader, writer = await stdio_streams()
    conn = acp_wire.AgentSideConnection(BenchAgent(), reader, writer, observers=observers(mode))
    try:
        await conn.serve()
    finally:
        await conn.close()


async def client(mode: str, updates: int, round_trips: int) -> dict[str, float]:
    from acp_wire_client import CountingClient  # bench/e2e's client

    import acp_wire
    from acp_wire.connection import AgentProcess

    def side(handler: Any, reader: Any, writer: Any, **options: Any) -> Any:
        return acp_wire.ClientSideConnection(
            handler, reader, writer, observers=observers(mode), **options
        )

    counting = CountingClient()
    command = [sys.executable, str(HERE), "agent", mode]
    async with AgentProcess(command, counting, side=side) as (conn, _):
        peer = conn.agent
        await peer.initialize(acp_wire.InitializeRequest(protocol_version=1))
        session = await peer.session_new(
            acp_wire.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[])
        )
        mode_request = acp_wire.SetSessionModeRequest(session_id=session.session_id, mode_id="code")
        times = []
        for _ in range(round_trips):
            start = time.perf_counter()
            await peer.session_set_mode(mode_request)
            times.append(time.perf_counter() - start)
        prompt = acp_wire.PromptRequest(
            session_id=session.session_id, prompt=[acp_wire.TextContent(text=str(updates))]
        )
        start = time.perf_counter()
        await peer.session_prompt(prompt)
        seconds = time.perf_counter() - start
    times.sort()
    assert counting.updates == updates, counting.updates
    return {"rate": updates / seconds, "rtt_us": times[len(times) // 2] * 1e6}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["agent"]:
        asyncio.run(agent(args[1]))
        return 0
    if args[:1] == ["client"]:
        print(json.dumps(asyncio.run(client(args[1], int(args[2]), int(args[3])))))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--updates", type=int, default=20_000)
    ap.add_argument("--round-trips", type=int, default=1_000)
    ap.add_argument("--rounds", type=int, default=5)
    opts = ap.parse_args(args)
    runs: dict[str, list[dict[str, float]]] = {mode: [] for mode in MODES}
    for _ in range(opts.rounds):
        for mode in MODES:
            done = subprocess.run(
                [
                    sys.executable,
                    str(HERE),
                    "client",
                    mode,
                    str(opts.updates),
                    str(opts.round_trips),
                ],
                capture_output=True,
                text=True,
                check=True,
                timeout=600,
            )
            runs[mode].append(json.loads(done.stdout.strip().splitlines()[-1]))
    base = max(r["rate"] for r in runs["none"])
    print(
        f"{opts.updates:,} updates over stdio pipes, {opts.round_trips:,} round trips; "
        f"fastest of {opts.rounds} interleaved rounds (range over rounds):\n"
    )
    print("| mode | messages/s | range | vs none | round trip (µs, median) | range |")
    print("|---|---:|---:|---:|---:|---:|")
    for mode, results in runs.items():
        rates = [r["rate"] for r in results]
        rtts = [r["rtt_us"] for r in results]
        print(
            f"| {mode} | {max(rates):,.0f} | {min(rates):,.0f}-{max(rates):,.0f} "
            f"| {max(rates) / base:.2f} | {min(rtts):.0f} | {min(rtts):.0f}-{max(rtts):.0f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
