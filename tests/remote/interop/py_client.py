"""python-sdk's remote clients (agent-client-protocol 0.12.1, `acp.http`, `acp.ws`) against a
server: python py_client.py URL http|ws. Runs initialize, session/new, a streamed turn, a
permission request answered here and a cancelled turn; prints what happened as one JSON line.
Runs in the interop venv, not acp-wire's."""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from acp import connect_to_agent, schema
from acp.helpers import text_block
from report import report  # beside this script


class Client:
    def __init__(self) -> None:
        self.texts: list[str] = []
        self.updated = asyncio.Event()

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        content = getattr(update, "content", None)
        if getattr(content, "type", None) == "text":
            self.texts.append(content.text)
        self.updated.set()

    async def request_permission(
        self, session_id: str, tool_call: Any, options: list[Any], **kwargs: Any
    ) -> Any:
        return schema.RequestPermissionResponse(
            outcome=schema.AllowedOutcome(outcome="selected", option_id=options[0].option_id)
        )

    def on_connect(self, conn: Any) -> None:
        pass


async def main(url: str, profile: str) -> dict[str, Any]:
    if profile == "ws":
        from acp.ws import create_websocket_stream

        transport = await create_websocket_stream(url.replace("http://", "ws://", 1))
    else:
        from acp.http import create_http_stream

        transport = create_http_stream(url)
    client = Client()
    conn = connect_to_agent(client, transport)
    init = await conn.initialize(protocol_version=1)
    session = await conn.new_session(cwd="/", mcp_servers=[])
    sid = session.session_id
    counted = await conn.prompt(session_id=sid, prompt=[text_block("count 50")])
    # Over HTTP the updates come on the session's stream and the answer on the POST's: two
    # streams, which python-sdk reads in tasks of their own, so the answer can be handled
    # first. Every update must still arrive: wait for them, within a bound.
    for _ in range(200):
        if len(client.texts) >= 50:
            break
        await asyncio.sleep(0.025)
    streamed = len(client.texts)
    asked = await conn.prompt(session_id=sid, prompt=[text_block("ask")])
    chose = client.texts[-1]
    client.updated.clear()
    hanging = asyncio.ensure_future(conn.prompt(session_id=sid, prompt=[text_block("hang")]))
    await client.updated.wait()
    await conn.cancel(session_id=sid)
    cancelled = await hanging
    await conn.close()
    return report(init, streamed, counted, asked, chose, cancelled)


if __name__ == "__main__":
    result = asyncio.run(asyncio.wait_for(main(sys.argv[1], sys.argv[2]), 30))
    print(json.dumps(result), flush=True)
