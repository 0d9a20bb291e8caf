"""The ASGI app (`acp_wire.remote._app`), safe to expose: authentication, Origin, isolation
between connections, the connection limit and TLS, under hypercorn on loopback. The profiles'
own refusals are in tests/remote/test_http.py and test_websocket.py."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import AcpApp, Limits, connect_http, connect_ws
from tests.remote.requests import (
    SSE,
    initialize,
    new_session,
    open_connection,
    served,
    session_new,
    session_prompt,
)

from .harness import RecordingClient, ScriptedAgent, run, serving


def test_authorization_hook_sees_headers_before_anything_is_created() -> None:
    seen: list[str | None] = []

    def authorize(headers: Any) -> bool:
        seen.append(headers.get("authorization"))
        return headers.get("authorization") == "Bearer right"

    async def test() -> None:
        app = AcpApp(ScriptedAgent, authorize=authorize)
        async with serving(app) as address:
            url = f"http://{address}/acp"
            async with httpx.AsyncClient() as http:
                assert (await http.post(url, json=initialize())).status_code == 401
                wrong = await http.post(
                    url, json=initialize(), headers={"authorization": "Bearer wrong"}
                )
                assert wrong.status_code == 401
                assert not app.connections  # nothing was created
            with pytest.raises(websockets.InvalidStatus) as refused:
                await websockets.connect(f"ws://{address}/acp")
            assert refused.value.response.status_code in (401, 403)
            assert not app.connections
            for open_ in (
                connect_http(url, RecordingClient(), headers={"authorization": "Bearer right"}),
                connect_ws(
                    f"ws://{address}/acp",
                    RecordingClient(),
                    headers={"authorization": "Bearer right"},
                ),
            ):
                async with open_ as conn:
                    init = await conn.agent.initialize(InitializeRequest(protocol_version=1))
                    assert init.protocol_version == 1
        assert "Bearer right" in seen and None in seen

    run(test)


def test_origin_allow_list() -> None:
    async def test() -> None:
        app = AcpApp(ScriptedAgent, allowed_origins=["https://editor.example"])
        async with served(app) as (address, url, http):
            evil = await http.post(
                url, json=initialize(), headers={"origin": "https://evil.example"}
            )
            assert evil.status_code == 403
            rebinding = await http.post(
                url,
                json=initialize(),
                headers={"origin": "http://attacker:80", "host": "attacker:80"},
            )
            assert rebinding.status_code == 200  # same origin as the Host it was sent to
            allowed = await http.post(
                url, json=initialize(), headers={"origin": "https://editor.example"}
            )
            assert allowed.status_code == 200
            plain = await http.post(url, json=initialize())  # no Origin: not a browser
            assert plain.status_code == 200
            with pytest.raises(websockets.InvalidStatus):
                await websockets.connect(f"ws://{address}/acp", origin="https://evil.example")  # type: ignore[arg-type]
            ok = await websockets.connect(f"ws://{address}/acp", origin="https://editor.example")  # type: ignore[arg-type]
            await ok.close()

    run(test)


def test_connections_are_isolated() -> None:
    """Under the RFD's strict rule (no early session streams); the default is tested by
    `test_an_early_session_stream_reads_nothing_of_another_connection`."""

    async def test() -> None:
        async with served(AcpApp(ScriptedAgent, early_session_streams=False)) as (_, url, http):
            alice = await open_connection(http, url)
            bob = await open_connection(http, url)
            assert alice != bob
            alice_session = await new_session(http, url, alice)
            bob_session = await new_session(http, url, bob)
            assert alice_session == bob_session == "session-1"  # each agent names its own
            # Bob's connection has no session Alice's agent made under another name...
            other = await http.post(url, json=session_new(2), headers={"acp-connection-id": alice})
            assert other.status_code == 202
            # ... so a stream of Alice's second session is 404 on Bob's connection.
            refused = await http.get(
                url, headers={**SSE, "acp-connection-id": bob, "acp-session-id": "session-2"}
            )
            assert refused.status_code == 404
            # A connection id that is not one: 404 for reading, posting and ending.
            guess = alice[:-4] + "AAAA"
            assert (
                await http.get(url, headers={**SSE, "acp-connection-id": guess})
            ).status_code == 404
            prompt = session_prompt(3, "session-1")
            posted = await http.post(
                url,
                json=prompt,
                headers={"acp-connection-id": guess, "acp-session-id": "session-1"},
            )
            assert posted.status_code == 404
            assert (await http.delete(url, headers={"acp-connection-id": guess})).status_code == 404
            # A second reader of a stream is refused; the first keeps it.
            async with http.stream(
                "GET", url, headers={**SSE, "acp-connection-id": alice}
            ) as first:
                assert first.status_code == 200
                second = await http.get(url, headers={**SSE, "acp-connection-id": alice})
                assert second.status_code == 409

    run(test)


def test_connection_limit() -> None:
    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(max_connections=2))
        async with served(app) as (address, url, http):
            first = await open_connection(http, url)
            await open_connection(http, url)
            assert (await http.post(url, json=initialize())).status_code == 503
            with pytest.raises(websockets.InvalidStatus):
                await websockets.connect(f"ws://{address}/acp")
            await http.delete(url, headers={"acp-connection-id": first})
            await asyncio.sleep(0.1)
            assert (await http.post(url, json=initialize())).status_code == 200

    run(test)


def make_certificate(directory: Path) -> tuple[str, str]:
    cert, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
        ],
        check=True,
        capture_output=True,
    )
    return str(cert), str(key)


@pytest.mark.skipif(
    shutil.which("openssl") is None, reason="the openssl command is needed to make a certificate"
)
@pytest.mark.parametrize("profile", ["https", "wss"])
def test_tls_with_a_self_signed_certificate(profile: str, tmp_path: Path) -> None:
    cert, key = make_certificate(tmp_path)

    async def test() -> None:
        async with serving(AcpApp(ScriptedAgent), certfile=cert, keyfile=key) as address:
            context = ssl.create_default_context(cafile=cert)
            client = RecordingClient()
            if profile == "https":
                opener = connect_http(f"https://{address}/acp", client, verify=context)
            else:
                opener = connect_ws(f"wss://{address}/acp", client, ssl=context)
            async with opener as conn:
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                turn = await conn.agent.session_prompt(
                    PromptRequest(
                        session_id=session.session_id, prompt=[TextContent(text="count 20")]
                    )
                )
                assert turn.stop_reason == "end_turn" and len(client.texts()) == 20
                if profile == "https":
                    http = conn.transport.http
                    probe = await http.post(f"https://{address}/acp", json=initialize(5))
                    assert probe.http_version == "HTTP/2"  # negotiated by ALPN

    run(test)
