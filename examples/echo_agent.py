"""An ACP agent that echoes each prompt back, one `agent_message_chunk` per word.

    python examples/echo_agent.py [--delay SECONDS]

It speaks ACP on stdin/stdout. `--delay` waits between words, so a `session/cancel` can land
mid-turn: the connection then cancels the turn and answers stopReason `cancelled`.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools

from acp_wire import (
    AgentMessageChunk,
    InitializeRequest,
    InitializeResponse,
    NewSessionRequest,
    NewSessionResponse,
    PromptRequest,
    PromptResponse,
    SessionNotification,
    TextContent,
)
from acp_wire._generated.protocols import Agent
from acp_wire.connection import AgentSideConnection, connect_stdio


class EchoAgent(Agent):
    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.conn: AgentSideConnection | None = None
        self._session_ids = itertools.count(1)

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        return InitializeResponse(protocol_version=params.protocol_version)

    async def session_new(self, params: NewSessionRequest) -> NewSessionResponse:
        return NewSessionResponse(session_id=f"echo-{next(self._session_ids)}")

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        assert self.conn is not None
        text = " ".join(b.text for b in params.prompt if isinstance(b, TextContent))
        for index, word in enumerate(text.split()):
            if index and self.delay:
                # Cancellation lands here: the connection cancels this task on session/cancel.
                await asyncio.sleep(self.delay)
            await self.conn.session_update(
                SessionNotification(
                    session_id=params.session_id,
                    update=AgentMessageChunk(content=TextContent(text=word), message_id="echo"),
                )
            )
        return PromptResponse(stop_reason="end_turn")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--delay", type=float, default=0.0, help="seconds between words")
    parser.add_argument("--max-message-size", type=int, default=None)
    args = parser.parse_args()
    agent = EchoAgent(args.delay)
    conn = await connect_stdio(agent, max_message_size=args.max_message_size)
    agent.conn = conn
    await conn.serve()


if __name__ == "__main__":
    asyncio.run(main())
