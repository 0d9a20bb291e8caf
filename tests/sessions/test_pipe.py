"""The sessions API over a real pipe: the packaged echo agents (v1 and v2) as subprocesses,
driven by the same user code."""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Any

import pytest

import acp_wire
import acp_wire.v2

BOUND = 30  # seconds: only a hang reaches it, never a timing assertion

AGENTS = {
    1: (acp_wire, "acp_wire.examples.echo_agent"),
    2: (acp_wire.v2, "acp_wire.examples.v2_echo_agent"),
}


class Client:
    """Implements nothing: the session receives its own updates."""


async def ask(conn: Any) -> tuple[str, Any, list[str]]:
    """The user code: one prompt, one streamed prompt."""
    async with conn.session(cwd=os.getcwd()) as session:
        turn = await session.prompt("fix the failing test")
        streamed = []
        async for update in session.stream("and explain it"):
            streamed.append(update.__struct_config__.tag)
        return turn.text, turn.stop_reason, streamed


@pytest.mark.parametrize("version", [1, 2])
def test_a_session_with_the_packaged_echo_agent(version: int) -> None:
    face, module = AGENTS[version]

    async def test() -> None:
        async with face.spawn_agent([sys.executable, "-m", module], Client()) as (conn, _):
            if version == 1:
                await conn.agent.initialize(face.InitializeRequest(protocol_version=1))
            else:
                info = face.Implementation(name="test", version="0")
                await conn.agent.initialize(face.InitializeRequest(protocol_version=2, info=info))
            text, stop_reason, streamed = await ask(conn)
            assert (text, stop_reason) == ("fix the failing test", "end_turn")
            assert streamed.count("agent_message_chunk") == 3  # "and ", "explain ", "it"

    asyncio.run(asyncio.wait_for(test(), BOUND))
