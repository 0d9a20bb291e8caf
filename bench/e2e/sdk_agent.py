"""The end-to-end bench's agent on the official Python SDK (agent-client-protocol 0.12.1): the
same behaviour as acp_wire_agent.py, written on that SDK's public API."""

from __future__ import annotations

import asyncio
from typing import Any

import acp
from acp.schema import (
    InitializeResponse,
    NewSessionResponse,
    PromptResponse,
    SetSessionModeResponse,
)

CHUNK = "The quick brown fox jumps over the lazy dog. "


class BenchAgent:
    def on_connect(self, conn: Any) -> None:
        self.conn = conn

    async def initialize(self, protocol_version: int, **kwargs: Any) -> InitializeResponse:
        return InitializeResponse(protocol_version=protocol_version)

    async def new_session(self, cwd: str, **kwargs: Any) -> NewSessionResponse:
        return NewSessionResponse(session_id="bench")

    async def set_session_mode(self, session_id: str, mode_id: str, **kwargs: Any) -> Any:
        return SetSessionModeResponse()

    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> PromptResponse:
        count = int(prompt[0].text)
        for _ in range(count):
            update = acp.update_agent_message(acp.text_block(CHUNK))
            update.message_id = "m1"
            await self.conn.session_update(session_id=session_id, update=update)
        return PromptResponse(stop_reason="end_turn")


if __name__ == "__main__":
    asyncio.run(acp.run_agent(BenchAgent()))  # type: ignore[arg-type]
