"""The clients of the remote transport (`acp_wire.remote._client`): a server that goes away or
cannot be reached, cookies kept for the connection."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from acp_wire import InitializeRequest, NewSessionRequest
from acp_wire.remote import AcpApp, connect_http, connect_ws
from tests.remote.requests import opener, prompt

from .harness import RecordingClient, ScriptedAgent, run, serving


@pytest.mark.parametrize("profile", ["http/1.1", "ws"])
def test_server_going_away_fails_pending_requests(profile: str) -> None:
    async def test() -> None:
        client = RecordingClient()
        async with serving(AcpApp(ScriptedAgent)) as address:
            conn = await opener(address, profile, client)
            await conn.agent.initialize(InitializeRequest(protocol_version=1))
            session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
            hanging = asyncio.ensure_future(
                conn.agent.session_prompt(prompt(session.session_id, "hang"))
            )
            await client.first_update.wait()
        # The server has shut down: the pending turn fails, nothing hangs.
        with pytest.raises(ConnectionError):
            await asyncio.wait_for(hanging, 10)
        await conn.close(timeout=1)

    run(test)


def test_unreachable_server_fails_the_request() -> None:
    async def test() -> None:
        from .harness import free_socket

        sock = free_socket()
        address = f"127.0.0.1:{sock.getsockname()[1]}"
        sock.close()  # nothing listens there now
        conn = await connect_http(f"http://{address}/acp", RecordingClient(), timeout=2)
        with pytest.raises(ConnectionError):
            await conn.agent.initialize(InitializeRequest(protocol_version=1))
        await conn.close(timeout=1)
        with pytest.raises(OSError):
            await connect_ws(f"ws://{address}/acp", RecordingClient(), timeout=2)

    run(test)


class CookieSettingApp:
    """Wraps the app like a load balancer would: sets an affinity cookie on the first response
    and records the Cookie header of every later request."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.cookies: list[str | None] = []
        self.set = False

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        self.cookies.append(headers.get(b"cookie", b"").decode() or None)

        async def send_with_cookie(message: Any) -> None:
            if message["type"] == "http.response.start" and not self.set:
                self.set = True
                message = {
                    **message,
                    "headers": [*message["headers"], (b"set-cookie", b"affinity=w1; Path=/")],
                }
            await send(message)

        await self.app(scope, receive, send_with_cookie)


def test_http_client_returns_the_servers_cookies_for_the_connection() -> None:
    async def test() -> None:
        app = CookieSettingApp(AcpApp(ScriptedAgent))
        async with serving(app) as address:
            client = RecordingClient()
            async with connect_http(f"http://{address}/acp", client) as conn:
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                await conn.agent.session_prompt(prompt(session.session_id, "count 3"))
            # A new connection starts without the old connection's cookies.
            async with connect_http(f"http://{address}/acp", RecordingClient()) as conn:
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
        first, *later = app.cookies
        assert first is None
        # initialize, the streams, session/new, the prompt, DELETE: all carried the cookie.
        assert later.count("affinity=w1") >= 5, app.cookies
        assert app.cookies[-1] is None  # the second connection's initialize

    run(test)
