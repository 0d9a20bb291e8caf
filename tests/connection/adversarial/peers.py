"""Misbehaving and slow peers run as subprocesses by the adversarial tests.

    python peers.py MODE

Each mode prints progress marks on stderr (one a line), which the tests wait for.
"""

from __future__ import annotations

import signal
import sys
import time

if sys.argv[1:] == ["stubborn"]:
    # Like codex-acp 0.16.0: its input ends and it keeps running; it even ignores SIGTERM
    # (set first thing, before the imports, so that the test's short timeout is enough).
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    while True:
        time.sleep(60)

import asyncio
import json

from acp_wire import (
    AgentMessageChunk,
    AgentSideConnection,
    CancelNotification,
    ClientSideConnection,
    InitializeRequest,
    InitializeResponse,
    PromptRequest,
    PromptResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    SessionNotification,
    TextContent,
    connect_stdio,
    decode,
)
from acp_wire.connection import stdio_streams
from acp_wire.v1._generated.protocols import Agent, Client

# One shared string: the agent's own memory does not grow with the updates it sends.
MEBIBYTE_TEXT = "x" * (1 << 20)


def mark(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def update(session_id: str, text: str) -> SessionNotification:
    return SessionNotification(
        session_id=session_id, update=AgentMessageChunk(content=TextContent(text=text))
    )


class FloodAgent(Agent):
    """Answers each prompt with one 1 MiB update."""

    conn: AgentSideConnection

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        return InitializeResponse(protocol_version=params.protocol_version)

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        mark("started")
        await self.conn.session_update(update(params.session_id, MEBIBYTE_TEXT))
        return PromptResponse(stop_reason="end_turn")


class CancelAsksAgent(FloodAgent):
    """On session/cancel, sends 2 MiB of updates and then asks the client a question."""

    async def session_cancel(self, params: CancelNotification) -> None:
        for _ in range(32):
            await self.conn.session_update(update(params.session_id, "y" * (1 << 16)))
        await self.conn.client.session_request_permission(permission_request(params.session_id))


def permission_request(session: str) -> RequestPermissionRequest:
    return decode(
        json.dumps(
            {
                "sessionId": session,
                "toolCall": {"toolCallId": "call_1"},
                "options": [{"optionId": "yes", "name": "Allow", "kind": "allow_once"}],
            }
        ),
        RequestPermissionRequest,
    )


class SlowClient(Client):
    """Each update takes 200 turns of the event loop; permission is always granted."""

    async def session_update(self, params: SessionNotification) -> None:
        for _ in range(200):
            await asyncio.sleep(0)

    async def session_request_permission(
        self, params: RequestPermissionRequest
    ) -> RequestPermissionResponse:
        return decode(
            b'{"outcome":{"outcome":"selected","optionId":"yes"}}', RequestPermissionResponse
        )


async def serve_agent(agent: FloodAgent) -> None:
    conn = await connect_stdio(agent)
    agent.conn = conn
    mark("ready")
    await conn.serve()
    mark("served")


async def slow_client() -> None:
    reader, writer = await stdio_streams()
    conn = ClientSideConnection(SlowClient(), reader, writer)
    mark("ready")
    await conn.serve()


async def main_returns() -> None:
    # A started connection left open when main() returns: asyncio.run() must still return.
    reader, writer = await stdio_streams()
    conn = AgentSideConnection(FloodAgent(), reader, writer)
    conn.start()
    for _ in range(5):
        await asyncio.sleep(0)


async def stdio_close() -> None:
    conn = await connect_stdio(FloodAgent())
    async with conn:
        mark("open")
    mark("closed")


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "flood-agent":
        asyncio.run(serve_agent(FloodAgent()))
    elif mode == "cancel-asks-agent":
        asyncio.run(serve_agent(CancelAsksAgent()))
    elif mode == "slow-client":
        asyncio.run(slow_client())
    elif mode == "main-returns":
        asyncio.run(main_returns())
        mark("returned")
    elif mode == "stdio-close":
        asyncio.run(stdio_close())
    else:
        raise SystemExit(f"unknown mode {mode}")
