"""acp-wire's clients against acp-wire's ASGI server on loopback, over both profiles
(Streamable HTTP over HTTP/1.1 and h2c, WebSocket) under hypercorn and uvicorn (with its own
WebSocket protocol and with acp-wire's gathering one): initialize,
session/new, a streamed turn, a cancel, and a permission request answered by the client."""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar

import httpx
import pytest

import acp_wire
from acp_wire import (
    InitializeRequest,
    NewSessionRequest,
    NewSessionResponse,
    PromptRequest,
    TextContent,
)
from acp_wire.remote import AcpApp, connect_ws
from tests.remote.requests import opener, prompt

from .harness import RecordingClient, ScriptedAgent, run, serving

PROFILES = [
    ("hypercorn", "http/1.1"),
    ("hypercorn", "h2c"),
    ("hypercorn", "ws"),
    ("uvicorn", "http/1.1"),
    ("uvicorn", "ws"),
    ("uvicorn+gathered", "ws"),
]


@pytest.mark.parametrize(("server", "profile"), PROFILES)
def test_a_whole_conversation(server: str, profile: str) -> None:
    async def test() -> None:
        async with serving(AcpApp(ScriptedAgent), server) as address:
            client = RecordingClient()
            async with opener(address, profile, client) as conn:
                init = await conn.agent.initialize(InitializeRequest(protocol_version=1))
                assert init.protocol_version == 1
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                assert session.session_id == "session-1"
                turn = await conn.agent.session_prompt(prompt(session.session_id, "count 500"))
                assert turn.stop_reason == "end_turn"
                assert client.texts() == [str(i) for i in range(500)]  # all, in order
                assert {u.session_id for u in client.updates} == {"session-1"}
                # A permission request from the agent, answered by the client.
                turn = await conn.agent.session_prompt(prompt(session.session_id, "ask"))
                assert turn.stop_reason == "end_turn" and client.texts()[-1] == "chose yes"
                # A cancel ends a turn that would never end.
                client.first_update.clear()
                hanging = asyncio.ensure_future(
                    conn.agent.session_prompt(prompt(session.session_id, "hang"))
                )
                await client.first_update.wait()
                await conn.session_cancel(session.session_id)
                assert (await hanging).stop_reason == "cancelled"
                # Two sessions on one connection each get their own updates.
                other = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                before = len(client.updates)
                await asyncio.gather(
                    conn.agent.session_prompt(prompt(session.session_id, "count 50")),
                    conn.agent.session_prompt(prompt(other.session_id, "count 30")),
                )
                fresh = client.updates[before:]
                assert sum(u.session_id == other.session_id for u in fresh) == 30
                assert sum(u.session_id == session.session_id for u in fresh) == 50

    run(test)


class V2Agent:
    """A protocol-version-2 agent: says which version it serves."""

    async def initialize(self, params: Any) -> Any:
        from acp_wire import v2

        return v2.InitializeResponse(
            protocol_version=2, info=v2.Implementation(name="v2", version="0")
        )


def test_initialize_chooses_the_protocol_version() -> None:
    async def test() -> None:
        app = AcpApp({1: ScriptedAgent, 2: V2Agent})
        async with serving(app) as address, httpx.AsyncClient() as http:
            url = f"http://{address}/acp"
            # The v1 agent echoes what was asked; the v2 one says 2.
            for requested, served in ((1, 1), (2, 2), (5, 2), (0, 0)):
                body = {
                    "jsonrpc": "2.0",
                    "id": 1,
                    "method": "initialize",
                    "params": {"protocolVersion": requested},
                }
                if requested >= 2:
                    body["params"] = {
                        "protocolVersion": requested,
                        "capabilities": {},
                        "info": {"name": "t", "version": "0"},
                    }
                else:
                    body["params"] = {"protocolVersion": requested, "clientCapabilities": {}}
                answer = await http.post(url, json=body)
                assert answer.status_code == 200, answer.text
                assert answer.json()["result"]["protocolVersion"] == served, answer.text
                assert len(answer.headers["acp-connection-id"]) >= 32
            assert len(app.connections) == 4

    run(test)


def test_v2_client_over_websocket() -> None:
    async def test() -> None:
        from acp_wire import v2

        app = AcpApp({1: ScriptedAgent, 2: V2Agent})
        async with serving(app) as address:
            async with connect_ws(
                f"ws://{address}/acp", RecordingClient(), side=v2.ClientSideConnection
            ) as conn:
                init = await conn.agent.initialize(
                    v2.InitializeRequest(
                        protocol_version=2, info=v2.Implementation(name="t", version="0")
                    )
                )
                assert init.protocol_version == 2

    run(test)


_ = acp_wire


class RememberingAgent(ScriptedAgent):
    """Keeps every session's messages beyond its connection (a store shared by the handlers
    of all connections) and replays them on `session/load`."""

    history: ClassVar[dict[str, list[str]]] = {}

    async def session_new(self, params: NewSessionRequest) -> NewSessionResponse:
        session = f"kept-{len(self.history) + 1}"
        self.history[session] = []
        return NewSessionResponse(session_id=session)

    async def session_prompt(self, params: PromptRequest) -> Any:
        first = params.prompt[0]
        count = int(first.text.split()[1]) if isinstance(first, TextContent) else 0
        kept = self.history[params.session_id]
        for _ in range(count):
            text = f"{len(kept)}"
            kept.append(text)
            await self.conn.send_update(params.session_id, acp_wire.agent_text(text))  # type: ignore[attr-defined]
        return acp_wire.PromptResponse(stop_reason="end_turn")

    async def session_load(self, params: Any) -> Any:
        for text in self.history[params.session_id]:
            await self.conn.send_update(params.session_id, acp_wire.agent_text(text))  # type: ignore[attr-defined]
        return acp_wire.LoadSessionResponse()


@pytest.mark.parametrize("profile", ["http/1.1", "h2c", "ws"])
def test_a_session_resumed_on_a_new_connection_replays_before_its_answer(profile: str) -> None:
    """The RFD's reconnect story: a session outlives its connection and is loaded on another;
    the replayed history arrives, complete and in order, before `session/load` returns."""

    async def test() -> None:
        RememberingAgent.history = {}
        async with serving(AcpApp(RememberingAgent)) as address:
            async with opener(address, profile, RecordingClient()) as conn:
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                await conn.agent.session_prompt(prompt(session.session_id, "count 200"))
            for _ in range(5):
                client = RecordingClient()
                async with opener(address, profile, client) as conn:
                    await conn.agent.initialize(InitializeRequest(protocol_version=1))
                    await conn.agent.session_load(
                        acp_wire.LoadSessionRequest(
                            session_id=session.session_id, cwd="/", mcp_servers=[]
                        )
                    )
                    assert client.texts() == [str(i) for i in range(200)]
                    turn = await conn.agent.session_prompt(prompt(session.session_id, "count 1"))
                    assert turn.stop_reason == "end_turn" and client.texts()[-1] == "200"
                RememberingAgent.history[session.session_id].pop()

    run(test)
