"""A remote test bed: an agent and a client with scripted behaviour, and an ASGI server
(hypercorn or uvicorn) serving an app in this event loop on a loopback port of its own."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import acp_wire
from acp_wire import (
    AgentMessageChunk,
    InitializeRequest,
    InitializeResponse,
    NewSessionRequest,
    NewSessionResponse,
    PromptRequest,
    PromptResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    SessionNotification,
    TextContent,
)
from acp_wire.v1._generated.protocols import Agent, Client

TIMEOUT = 30


def run(test: Callable[[], Awaitable[None]], timeout: float = TIMEOUT) -> None:
    asyncio.run(asyncio.wait_for(test(), timeout))


def text_of(update: Any) -> str | None:
    if isinstance(update, AgentMessageChunk) and isinstance(update.content, TextContent):
        return update.content.text
    return None


class ScriptedAgent(Agent):
    """An agent whose turn is picked by the prompt's text: "count N" streams N chunks, "ask"
    asks for permission and reports the option chosen, "hang" waits to be cancelled."""

    def __init__(self) -> None:
        self.sessions = 0

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        return InitializeResponse(protocol_version=params.protocol_version)

    async def session_new(self, params: NewSessionRequest) -> NewSessionResponse:
        self.sessions += 1
        return NewSessionResponse(session_id=f"session-{self.sessions}")

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        first = params.prompt[0]
        text = first.text if isinstance(first, TextContent) else ""
        conn: Any = self.conn  # type: ignore[attr-defined]
        session = params.session_id
        words = text.split()
        if words[:1] == ["count"]:
            size = int(words[2]) if len(words) > 2 else 0
            for i in range(int(words[1])):
                await conn.send_update(session, acp_wire.agent_text(f"{i}" + "x" * size))
        elif words[:1] == ["ask"]:
            answer = await conn.client.session_request_permission(permission_request(session))
            outcome = answer.outcome
            await conn.send_update(
                session, acp_wire.agent_text(f"chose {getattr(outcome, 'option_id', 'none')}")
            )
        elif words[:1] == ["hang"]:
            await conn.send_update(session, acp_wire.agent_text("waiting"))
            await asyncio.sleep(3600)
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


class RecordingClient(Client):
    """Records updates; allows every permission request with its first option."""

    def __init__(self) -> None:
        self.updates: list[SessionNotification] = []
        self.first_update = asyncio.Event()

    async def session_update(self, params: SessionNotification) -> None:
        self.updates.append(params)
        self.first_update.set()

    async def session_request_permission(
        self, params: RequestPermissionRequest
    ) -> RequestPermissionResponse:
        return acp_wire.decode(
            json.dumps(
                {"outcome": {"outcome": "selected", "optionId": params.options[0].option_id}}
            ),
            RequestPermissionResponse,
        )

    def texts(self) -> list[str]:
        return [t for u in self.updates if (t := text_of(u.update)) is not None]


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def free_port() -> int:
    """A loopback port nothing listens on (for a server run as a subprocess)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def wait_listening(port: int, seconds: float = 30.0) -> None:
    """Wait until something accepts connections on the loopback `port`."""
    for _ in range(round(seconds * 10)):
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.close()
            return
        except OSError:
            await asyncio.sleep(0.1)
    raise AssertionError(f"nothing listens on {port} after {seconds} s")


@contextlib.asynccontextmanager
async def serving(
    app: Any, server: str = "hypercorn", *, certfile: str | None = None, keyfile: str | None = None
) -> AsyncIterator[str]:
    """Serve `app` on a fresh loopback port; yields "127.0.0.1:PORT". `server`: hypercorn,
    uvicorn (its websockets-sansio WebSocket) or uvicorn+gathered (acp-wire's gathering
    WebSocket protocol for uvicorn)."""
    sock = free_socket()
    address = f"127.0.0.1:{sock.getsockname()[1]}"
    stop = asyncio.Event()
    if server == "hypercorn":
        from hypercorn.asyncio import serve
        from hypercorn.config import Config

        config = Config()
        config.bind = [f"fd://{sock.fileno()}"]
        config.accesslog = None
        config.errorlog = None
        config.graceful_timeout = 1
        if certfile:
            config.certfile, config.keyfile = certfile, keyfile

        async def stopped() -> None:
            await stop.wait()
            # As `acp-wire serve` stops: every ACP connection ends first, or an open stream
            # holds hypercorn's shutdown (0.18 on Python 3.13).
            aclose = getattr(app, "aclose", None)
            if aclose is not None:
                await aclose()

        task = asyncio.ensure_future(serve(app, config, shutdown_trigger=stopped))  # type: ignore[arg-type]
    else:
        import uvicorn

        from acp_wire.remote.uvicorn_ws import WebSocketProtocol

        uconfig = uvicorn.Config(
            app,
            log_level="warning",
            lifespan="off",
            ws=WebSocketProtocol if server == "uvicorn+gathered" else "websockets-sansio",
            timeout_graceful_shutdown=1,
            ssl_certfile=certfile,
            ssl_keyfile=keyfile,
        )
        userver = uvicorn.Server(uconfig)
        task = asyncio.ensure_future(userver.serve(sockets=[sock]))
    await asyncio.sleep(0.05)
    try:
        yield address
    finally:
        if server == "hypercorn":
            stop.set()
        else:
            userver.should_exit = True
        await asyncio.wait((task,), timeout=5)
        if not task.done():
            task.cancel()
        with contextlib.suppress(OSError):
            sock.close()


class WorkerAgent(ScriptedAgent):
    """A scripted agent whose session ids name the process serving them (to see which worker
    behind a load balancer a client reached)."""

    async def session_new(self, params: NewSessionRequest) -> NewSessionResponse:
        import os

        self.sessions += 1
        return NewSessionResponse(session_id=f"w{os.getpid()}-{self.sessions}")
