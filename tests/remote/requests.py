"""What the remote tests send: raw JSON-RPC requests posted by hand, an app served with an HTTP
client, and a client connection opened over either profile."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx

from acp_wire import (
    PromptRequest,
    TextContent,
)
from acp_wire.remote import AcpApp, connect_http, connect_ws

from .harness import serving

SSE = {"accept": "text/event-stream"}


def initialize(id: int = 0) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {"protocolVersion": 1}}


def session_new(id: int) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": id,
        "method": "session/new",
        "params": {"cwd": "/", "mcpServers": []},
    }


def session_prompt(id: int, session: str, *texts: str) -> dict[str, Any]:
    prompt = [{"type": "text", "text": text} for text in texts]
    return {
        "jsonrpc": "2.0",
        "id": id,
        "method": "session/prompt",
        "params": {"sessionId": session, "prompt": prompt},
    }


@contextlib.asynccontextmanager
async def served(app: AcpApp) -> AsyncIterator[tuple[str, str, httpx.AsyncClient]]:
    """Serve `app` (see `harness.serving`); yields its address, its endpoint's URL and an
    HTTP client."""
    async with serving(app) as address, httpx.AsyncClient() as http:
        yield address, f"http://{address}/acp", http


async def open_connection(http: httpx.AsyncClient, url: str) -> str:
    answer = await http.post(url, json=initialize())
    assert answer.status_code == 200, answer.text
    return answer.headers["acp-connection-id"]


async def first_event(response: httpx.Response) -> dict[str, Any]:
    async for line in response.aiter_lines():
        if line.startswith("data:"):
            return json.loads(line[5:])
    raise AssertionError("the stream ended")


async def new_session(http: httpx.AsyncClient, url: str, connection: str) -> str:
    headers = {"acp-connection-id": connection}
    async with http.stream("GET", url, headers={**SSE, **headers}) as stream:
        posted = await http.post(url, json=session_new(1), headers=headers)
        assert posted.status_code == 202
        answer = await first_event(stream)
    return answer["result"]["sessionId"]


def opener(address: str, profile: str, client: Any, **options: Any) -> Any:
    if profile == "ws":
        return connect_ws(f"ws://{address}/acp", client, **options)
    return connect_http(f"http://{address}/acp", client, http2=profile == "h2c", **options)


def prompt(session: str, text: str) -> PromptRequest:
    return PromptRequest(session_id=session, prompt=[TextContent(text=text)])
