"""The conversation every interop pairing runs, from acp-wire's client side: initialize,
session/new, a streamed turn, a permission request answered by the client, a cancelled turn."""

from __future__ import annotations

import asyncio
from typing import Any

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import connect_http, connect_ws

from ..harness import RecordingClient
from .report import report


async def converse(url: str, profile: str) -> dict[str, Any]:
    """Run the conversation against `url` over `profile` ("http" or "ws"); what happened."""
    client = RecordingClient()
    if profile == "ws":
        opener = connect_ws(url.replace("http://", "ws://", 1), client)
    else:
        opener = connect_http(url, client)
    async with opener as conn:
        init = await conn.agent.initialize(InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
        sid = session.session_id

        def prompt(text: str) -> PromptRequest:
            return PromptRequest(session_id=sid, prompt=[TextContent(text=text)])

        counted = await conn.agent.session_prompt(prompt("count 50"))
        streamed = len(client.texts())
        asked = await conn.agent.session_prompt(prompt("ask"))
        chose = client.texts()[-1]
        client.first_update.clear()
        hanging = asyncio.ensure_future(conn.agent.session_prompt(prompt("hang")))
        await client.first_update.wait()
        await conn.session_cancel(sid)
        cancelled = await hanging
    return report(init, streamed, counted, asked, chose, cancelled)
