"""An agent and a client connected over an in-memory socket pair, with the requests and
updates the connection tests send."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Awaitable, Callable

import acp_wire
from acp_wire import (
    AgentMessageChunk,
    AgentSideConnection,
    ClientCapabilities,
    ClientSideConnection,
    InitializeRequest,
    InitializeResponse,
    PromptRequest,
    PromptResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    SessionNotification,
    TextContent,
)
from acp_wire.v1._generated.protocols import Agent, Client

TIMEOUT = 10


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), TIMEOUT))


async def streams() -> tuple[
    tuple[asyncio.StreamReader, asyncio.StreamWriter],
    tuple[asyncio.StreamReader, asyncio.StreamWriter],
]:
    a, b = socket.socketpair()
    return await asyncio.open_connection(sock=a), await asyncio.open_connection(sock=b)


async def connect(agent: Agent, client: Client) -> tuple[AgentSideConnection, ClientSideConnection]:
    (ar, aw), (cr, cw) = await streams()
    agent_conn = AgentSideConnection(agent, ar, aw)
    client_conn = ClientSideConnection(client, cr, cw)
    agent_conn.start()
    client_conn.start()
    return agent_conn, client_conn


def prompt(text: str, session: str = "s1") -> PromptRequest:
    return PromptRequest(session_id=session, prompt=[TextContent(text=text)])


def chunk(text: str, session: str = "s1") -> SessionNotification:
    return SessionNotification(
        session_id=session, update=AgentMessageChunk(content=TextContent(text=text))
    )


class RecordingClient(Client):
    def __init__(self) -> None:
        self.updates: list[SessionNotification] = []
        self.permission_started = asyncio.Event()

    async def session_update(self, params: SessionNotification) -> None:
        self.updates.append(params)

    async def session_request_permission(
        self, params: RequestPermissionRequest
    ) -> RequestPermissionResponse:
        self.permission_started.set()
        await asyncio.sleep(3600)  # the user never answers
        raise AssertionError("unreachable")

    def texts(self) -> list[str]:
        return [
            u.update.content.text
            for u in self.updates
            if isinstance(u.update, AgentMessageChunk) and isinstance(u.update.content, TextContent)
        ]


class ScriptedAgent(Agent):
    """`session/prompt` behaviour picked by the prompt text."""

    def __init__(self) -> None:
        self.conn: AgentSideConnection | None = None
        self.started = asyncio.Event()
        self.handler_cancelled = asyncio.Event()
        self.gate = asyncio.Event()

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        return InitializeResponse(protocol_version=params.protocol_version)

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        assert self.conn is not None
        first = params.prompt[0]
        text = first.text if isinstance(first, TextContent) else ""
        if text == "boom":
            raise RuntimeError("handler exploded")
        if text == "slow":
            await self.gate.wait()
        if text == "many":
            for i in range(50):
                await self.conn.session_update(chunk(str(i), params.session_id))
        if text == "ask":
            answer = await self.conn.request(
                "session/request_permission", permission_request(params.session_id)
            )
            assert isinstance(answer, RequestPermissionResponse)
            return PromptResponse(stop_reason="refusal")
        if text in ("hang", "hang-raise", "hang-cleanup"):
            self.started.set()
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                self.handler_cancelled.set()
                if text == "hang-raise":
                    raise RuntimeError("the model client raised on abort") from None
                if text == "hang-cleanup":
                    # Updates after the cancel must reach the client before the response.
                    await self.conn.session_update(chunk("late-1", params.session_id))
                    await self.conn.session_update(chunk("late-2", params.session_id))
                    return PromptResponse(stop_reason="end_turn")
                raise
        return PromptResponse(stop_reason="end_turn")


def permission_request(session: str) -> RequestPermissionRequest:
    return acp_wire.decode(
        json.dumps(
            {
                "sessionId": session,
                "toolCall": {"toolCallId": "call_1"},
                "options": [{"optionId": "yes", "name": "Allow", "kind": "allow_once"}],
            }
        ),
        RequestPermissionRequest,
    )


async def setup(
    capabilities: ClientCapabilities | None = None,
) -> tuple[ScriptedAgent, RecordingClient, AgentSideConnection, ClientSideConnection]:
    agent, client = ScriptedAgent(), RecordingClient()
    agent_conn, client_conn = await connect(agent, client)
    agent.conn = agent_conn
    await client_conn.request(
        "initialize",
        InitializeRequest(
            protocol_version=1, client_capabilities=capabilities or ClientCapabilities()
        ),
    )
    return agent, client, agent_conn, client_conn


def notice() -> SessionNotification:
    return acp_wire.decode(
        json.dumps(
            {
                "sessionId": "s1",
                "update": {
                    "sessionUpdate": "notice",
                    "severity": "warning",
                    "title": "MCP server unavailable",
                    "description": "Continuing without it.",
                },
            }
        ),
        SessionNotification,
    )
