"""python-sdk's `AcpServer` (agent-client-protocol 0.12.1, `acp.http.asgi`) under uvicorn on
127.0.0.1, serving a scripted agent; prints the port. Runs in the interop venv, not acp-wire's.
The prompt's text picks the turn: "count N", "ask" (permission), "hang" (until cancelled)."""

from __future__ import annotations

import asyncio
import socket
import sys
from typing import Any

import uvicorn
from acp import schema
from acp.helpers import text_block, update_agent_message
from acp.http.asgi import create_asgi_app


class ScriptedAgent:
    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.sessions = 0
        self.waiting: dict[str, asyncio.Event] = {}

    async def initialize(self, protocol_version: int, **kwargs: Any) -> schema.InitializeResponse:
        return schema.InitializeResponse(protocol_version=protocol_version)

    async def new_session(self, cwd: str, **kwargs: Any) -> schema.NewSessionResponse:
        self.sessions += 1
        return schema.NewSessionResponse(session_id=f"session-{self.sessions}")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        event = self.waiting.get(session_id)
        if event is not None:
            event.set()

    async def say(self, session_id: str, text: str) -> None:
        await self.conn.session_update(session_id, update_agent_message(text_block(text)))

    async def prompt(
        self, session_id: str, prompt: list[Any], **kwargs: Any
    ) -> schema.PromptResponse:
        words = prompt[0].text.split()
        if words[0] == "count":
            for i in range(int(words[1])):
                await self.say(session_id, str(i))
        elif words[0] == "ask":
            answer = await self.conn.request_permission(
                session_id=session_id,
                tool_call=schema.ToolCallUpdate(tool_call_id="call_1"),
                options=[schema.PermissionOption(option_id="yes", name="Allow", kind="allow_once")],
            )
            await self.say(session_id, f"chose {getattr(answer.outcome, 'option_id', 'none')}")
        elif words[0] == "hang":
            self.waiting[session_id] = event = asyncio.Event()
            await self.say(session_id, "waiting")
            await event.wait()
            return schema.PromptResponse(stop_reason="cancelled")
        return schema.PromptResponse(stop_reason="end_turn")


def main() -> None:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)  # connections wait in the backlog until uvicorn accepts them
    print(sock.getsockname()[1], flush=True)
    config = uvicorn.Config(
        create_asgi_app(ScriptedAgent), log_level="warning", ws="websockets-sansio"
    )
    asyncio.run(uvicorn.Server(config).serve(sockets=[sock]))


if __name__ == "__main__":
    sys.exit(main())
