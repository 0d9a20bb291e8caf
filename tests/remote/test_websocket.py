"""The server's WebSocket profile (`acp_wire.remote._websocket`): the first message, idle
connections, oversized headers and messages."""

from __future__ import annotations

import asyncio
import json

import pytest
import websockets

from acp_wire.remote import AcpApp, Limits
from tests.remote.requests import initialize, served, session_new

from .harness import ScriptedAgent, run, serving


def test_websocket_first_message_must_be_initialize_and_garbage_gets_errors() -> None:
    async def test() -> None:
        async with serving(AcpApp(ScriptedAgent)) as address:
            async with websockets.connect(f"ws://{address}/acp") as ws:
                assert len(ws.response.headers["acp-connection-id"]) >= 32
                await ws.send(
                    json.dumps({"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {}})
                )
                refused = json.loads(await ws.recv())
                assert refused["id"] == 1 and refused["error"]["code"] == -32600
                await ws.send("{not json")
                assert json.loads(await ws.recv())["error"]["code"] == -32700
                await ws.send(b"binary frames are ignored")
                await ws.send(json.dumps(initialize(2)))
                assert json.loads(await ws.recv())["result"]["protocolVersion"] == 1
                await ws.send("[1, 2")
                assert json.loads(await ws.recv())["error"]["code"] == -32700
                await ws.send(json.dumps(session_new(3)))
                assert json.loads(await ws.recv())["result"]["sessionId"] == "session-1"

    run(test)


@pytest.mark.parametrize("server", ["hypercorn", "uvicorn+gathered"])
def test_idle_websocket_connection_is_closed(server: str) -> None:
    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(idle_timeout=0.4))
        async with serving(app, server) as address:
            async with websockets.connect(f"ws://{address}/acp") as ws:
                await ws.send(json.dumps(initialize()))
                await ws.recv()
                assert app.connections
                with pytest.raises(websockets.ConnectionClosed):
                    await asyncio.wait_for(ws.recv(), 10)  # closed by the server, not answered
            assert not app.connections

    run(test)


def test_oversized_headers_and_websocket_messages_are_refused() -> None:
    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(max_body=1000))
        async with served(app) as (address, url, http):
            huge = await http.post(url, json=initialize(), headers={"x-padding": "x" * 20_000})
            assert huge.status_code == 431 and not app.connections
            async with websockets.connect(f"ws://{address}/acp") as ws:
                await ws.send(json.dumps(initialize()))
                assert json.loads(await ws.recv())["result"]["protocolVersion"] == 1
                big = {
                    "jsonrpc": "2.0",
                    "id": 7,
                    "method": "session/new",
                    "params": {"cwd": "x" * 2000},
                }
                await ws.send(json.dumps(big))
                answer = json.loads(await ws.recv())
                assert answer["id"] == 7 and answer["error"]["code"] == -32600
                # The connection goes on.
                await ws.send(json.dumps(session_new(8)))
                assert json.loads(await ws.recv())["result"]["sessionId"] == "session-1"
            assert (await http.post(url, json=initialize())).status_code == 200

    run(test)
