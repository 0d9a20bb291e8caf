"""`acp-wire serve` started on a free port and one echo turn through `acp-wire connect`: what
the tests of the remote tools share."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import AsyncIterator

import acp_wire
from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from tests.remote.harness import RecordingClient
from tests.support.paths import ROOT

ECHO = [sys.executable, str(ROOT / "examples" / "echo_agent.py")]

ACP_WIRE = [sys.executable, "-m", "acp_wire"]


@contextlib.asynccontextmanager
async def server(*args: str, env: dict[str, str] | None = None) -> AsyncIterator[str]:
    """`acp-wire serve` on a free port it chooses itself (PORT 0): the address it prints."""
    process = await asyncio.create_subprocess_exec(
        *ACP_WIRE,
        "serve",
        "127.0.0.1:0",
        *args,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    drain: asyncio.Task[bytes] | None = None
    try:
        line = (await asyncio.wait_for(process.stderr.readline(), 20)).decode()
        assert line.startswith("acp-wire serve: listening on http://127.0.0.1:"), line
        drain = asyncio.ensure_future(process.stderr.read())  # (a full pipe would block it)
        yield line.split("//", 1)[1].split("/", 1)[0]
    finally:
        if process.returncode is None:
            process.terminate()
        await asyncio.wait_for(process.wait(), 10)
        if drain is not None:
            await drain


async def echo_turn(url: str, *extra: str) -> list[str]:
    client = RecordingClient()
    async with acp_wire.spawn_agent([*ACP_WIRE, "connect", url, *extra], client) as (conn, _):
        await conn.agent.initialize(InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
        turn = await conn.agent.session_prompt(
            PromptRequest(session_id=session.session_id, prompt=[TextContent(text="one two three")])
        )
        assert turn.stop_reason == "end_turn"
    return client.texts()
