"""One trace across processes: a traced client in this process, a traced stdio agent in another
(`traced_agent.py`, which configures the SDK itself and writes its spans to a file), and between
them the byte-forwarding tools, `acp-wire tap` and `acp-wire connect` → `acp-wire serve` (three
processes besides this one), which pass `_meta.traceparent` through unchanged."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

import acp_wire as acp
from acp_wire.otel import tracing

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ACP_WIRE = [sys.executable, "-m", "acp_wire"]
TIMEOUT = 60


class Collecting(acp.Client):
    def __init__(self) -> None:
        self.words: list[str] = []

    async def session_update(self, params: acp.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            self.words.append(update.content.text)


async def traced_turn(command: list[str]) -> tuple[InMemorySpanExporter, list[str]]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    client = Collecting()
    async with acp.spawn_agent(command, client, observers=[tracing(provider)]) as (conn, _):
        await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(acp.NewSessionRequest(cwd="/", mcp_servers=[]))
        answer = await conn.agent.session_prompt(
            acp.PromptRequest(
                session_id=session.session_id, prompt=[acp.TextContent(text="one two three")]
            )
        )
        assert answer.stop_reason == "end_turn"
    return exporter, client.words


def agent_spans(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def assert_one_trace(exporter: InMemorySpanExporter, spans_file: Path) -> None:
    """The agent's SERVER span of each request is the child of the client's CLIENT span."""
    theirs = {span["name"]: span for span in agent_spans(spans_file) if span["kind"] == "SERVER"}
    assert set(theirs) == {"initialize", "session/new", "session/prompt"}
    for ours in exporter.get_finished_spans():
        if ours.kind != SpanKind.CLIENT:
            continue
        context = ours.get_span_context()
        assert context is not None
        handled = theirs[ours.name]
        assert handled["trace_id"] == f"{context.trace_id:032x}", ours.name
        assert handled["parent_id"] == f"{context.span_id:016x}", ours.name
    prompt = theirs["session/prompt"]
    assert prompt["events"] == ["session/update"] * 3
    assert prompt["attributes"]["acp.stop_reason"] == "end_turn"


def run(test: Any) -> None:
    asyncio.run(asyncio.wait_for(test(), TIMEOUT))


def test_tap_passes_the_trace_context_through(tmp_path: Path) -> None:
    spans_file = tmp_path / "agent-spans.jsonl"
    transcript = tmp_path / "t.jsonl"
    agent = [sys.executable, str(HERE / "traced_agent.py"), str(spans_file)]

    async def test() -> None:
        exporter, words = await traced_turn(
            [*ACP_WIRE, "tap", "--transcript", str(transcript), "--", *agent]
        )
        assert words == ["one", "two", "three"]
        assert_one_trace(exporter, spans_file)

    run(test)
    # The transcript holds the traceparent as the client sent it.
    sent = [json.loads(line) for line in transcript.read_text().splitlines()]
    prompt = next(r for r in sent if r["message"].get("method") == "session/prompt")
    assert prompt["message"]["params"]["_meta"]["traceparent"].startswith("00-")


@contextlib.asynccontextmanager
async def serve(*args: str) -> AsyncIterator[str]:
    """`acp-wire serve` on a port it picks: the address it prints."""
    process = await asyncio.create_subprocess_exec(
        *ACP_WIRE,
        "serve",
        "127.0.0.1:0",
        *args,
        cwd=ROOT,
        env=dict(os.environ),
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    drain: asyncio.Future[bytes] | None = None
    try:
        line = (await asyncio.wait_for(process.stderr.readline(), 20)).decode()
        assert line.startswith("acp-wire serve: listening on http://127.0.0.1:"), line
        drain = asyncio.ensure_future(process.stderr.read())
        yield line.split("//", 1)[1].split("/", 1)[0]
    finally:
        if process.returncode is None:
            process.terminate()
        await asyncio.wait_for(process.wait(), 10)
        if drain is not None:
            await drain


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_one_trace_from_a_client_through_connect_and_serve_to_a_stdio_agent(
    scheme: str, tmp_path: Path
) -> None:
    spans_file = tmp_path / "agent-spans.jsonl"
    agent = [sys.executable, str(HERE / "traced_agent.py"), str(spans_file)]

    async def test() -> None:
        async with serve("--", *agent) as address:
            exporter, words = await traced_turn([*ACP_WIRE, "connect", f"{scheme}://{address}/acp"])
        assert words == ["one", "two", "three"]
        assert_one_trace(exporter, spans_file)

    run(test)
