"""Safe to expose: authentication, Origin, isolation between connections, limits, malformed
input and TLS, against acp-wire's ASGI app under hypercorn on loopback."""

from __future__ import annotations

import asyncio
import contextlib
import json
import resource
import shutil
import ssl
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import AcpApp, Limits, connect_http, connect_ws

from .harness import RecordingClient, ScriptedAgent, run, serving

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


def test_malformed_requests_get_the_rfd_status() -> None:
    async def test() -> None:
        # (The RFD's strict rule for unknown sessions: 404 rather than an early stream.)
        app = AcpApp(ScriptedAgent, limits=Limits(max_body=1000), early_session_streams=False)
        async with served(app) as (address, url, http):
            connection = await open_connection(http, url)
            c = {"acp-connection-id": connection}
            cases: list[tuple[int, Any]] = [
                (415, http.post(url, content=b"{}", headers={**c, "content-type": "text/plain"})),
                (
                    400,
                    http.post(
                        url, content=b"{oops", headers={**c, "content-type": "application/json"}
                    ),
                ),
                (501, http.post(url, json=[initialize(1), initialize(2)], headers=c)),
                (
                    413,
                    http.post(
                        url,
                        json={"jsonrpc": "2.0", "method": "x", "params": {"p": "x" * 2000}},
                        headers=c,
                    ),
                ),
                (
                    400,
                    http.post(
                        url, json={"jsonrpc": "2.0", "id": 9, "method": "session/new", "params": {}}
                    ),
                ),
                (
                    400,
                    http.post(
                        url,
                        json={
                            "jsonrpc": "2.0",
                            "id": 9,
                            "method": "session/prompt",
                            "params": {"sessionId": "s"},
                        },
                        headers=c,
                    ),
                ),
                (
                    404,
                    http.post(
                        url,
                        json={
                            "jsonrpc": "2.0",
                            "id": 9,
                            "method": "session/prompt",
                            "params": {"sessionId": "s"},
                        },
                        headers={**c, "acp-session-id": "s"},
                    ),
                ),
                (406, http.get(url, headers={**c, "accept": "application/json"})),
                (400, http.get(url, headers=SSE)),
                (404, http.get(url, headers={**SSE, **c, "acp-session-id": "nope"})),
                (400, http.delete(url)),
                (405, http.put(url, content=b"{}")),
                (404, http.post(f"http://{address}/elsewhere", json=initialize())),
            ]
            for status, call in cases:
                answer = await call
                assert answer.status_code == status, (status, answer.request, answer.text)
                assert answer.json()["error"]["message"]  # a JSON-RPC error saying why
            # A readable request gets a JSON-RPC error with its id.
            answer = await http.post(
                url, json={"jsonrpc": "2.0", "id": 9, "method": "session/new", "params": {}}
            )
            assert answer.json()["id"] == 9
            # The server still serves.
            assert (await http.post(url, json=initialize())).status_code == 200
            # DELETE ends the connection; it is unknown afterwards.
            assert (await http.delete(url, headers=c)).status_code == 202
            assert (await http.get(url, headers={**SSE, **c})).status_code == 404

    run(test)


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


def test_idle_http_connection_is_closed() -> None:
    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(idle_timeout=0.4))
        async with served(app) as (_, url, http):
            idle = await open_connection(http, url)
            for _ in range(40):
                if idle not in app.connections:
                    break
                await asyncio.sleep(0.1)
            assert idle not in app.connections
            assert (
                await http.get(url, headers={**SSE, "acp-connection-id": idle})
            ).status_code == 404

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


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@pytest.mark.parametrize(
    ("server", "profile"),
    [("hypercorn", "http"), ("hypercorn", "ws"), ("uvicorn+gathered", "ws")],
)
def test_a_stalled_reader_gets_backpressure_then_a_clean_close(server: str, profile: str) -> None:
    """The agent streams 100 MB to a reader that reads nothing: memory stays bounded, and the
    connection is closed once the sender has waited `stall_timeout` (under uvicorn with
    acp-wire's protocol too, whose writes wait for the end of the turn)."""

    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(stall_timeout=1.0))
        before = rss_mib()
        async with serving(app, server) as address:
            prompt = session_prompt(2, "session-1", "count 1000 100000")
            if profile == "ws":
                # A raw socket that never reads (a websockets client reads into its own queue).
                host, port = address.split(":")
                _, writer = await asyncio.open_connection(host, int(port))
                writer.write(
                    b"GET /acp HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    b"Sec-WebSocket-Version: 13\r\n\r\n"
                )
                for message in (initialize(), session_new(1), prompt):
                    writer.write(text_frame(json.dumps(message).encode()))
            else:
                http = httpx.AsyncClient()
                url = f"http://{address}/acp"
                connection = await open_connection(http, url)
                session = await new_session(http, url, connection)
                h = {"acp-connection-id": connection, "acp-session-id": session}
                stalled = http.stream("GET", url, headers={**SSE, **h})
                response = await stalled.__aenter__()  # opened, never read
                assert (await http.post(url, json=prompt, headers=h)).status_code == 202
            peak = 0.0
            for _ in range(100):
                await asyncio.sleep(0.1)
                peak = max(peak, rss_mib())
                if not app.connections:
                    break
            assert not app.connections, "the stalled connection was not closed"
            if profile == "ws":
                writer.transport.abort()
            else:
                await response.aclose()
                await http.aclose()
        growth = peak - before
        print(f"RSS growth while a {profile} reader stalled on a 100 MB turn: {growth:.1f} MiB")
        assert growth < 64, growth

    run(test, 60)


def text_frame(payload: bytes) -> bytes:
    """A masked WebSocket text frame (RFC 6455), as a client sends it."""
    mask = b"\x01\x02\x03\x04"
    size = len(payload)
    header = b"\x81" + (bytes([0x80 | size]) if size < 126 else b"\xfe" + size.to_bytes(2, "big"))
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


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


def test_an_early_session_stream_reads_nothing_of_another_connection() -> None:
    """By default a connection may open a session's stream before it loads the session (the
    TypeScript client does): Bob's stream of Alice's session opens, and reads nothing of it."""
    from .test_pair import RememberingAgent

    async def test() -> None:
        RememberingAgent.history = {}
        app = AcpApp(RememberingAgent)
        async with served(app) as (_, url, http):
            alice = await open_connection(http, url)
            bob = await open_connection(http, url)
            session = await new_session(http, url, alice)
            alice_h = {"acp-connection-id": alice, "acp-session-id": session}
            bob_h = {"acp-connection-id": bob, "acp-session-id": session}
            async with (
                http.stream("GET", url, headers={**SSE, **alice_h}) as alices,
                http.stream("GET", url, headers={**SSE, **bob_h}) as bobs,
            ):
                assert bobs.status_code == 200  # opened, on Bob's connection
                prompt = session_prompt(2, session, "count 5")
                assert (await http.post(url, json=prompt, headers=alice_h)).status_code == 202
                assert (await first_event(alices))["params"]["sessionId"] == session
                seen = b""

                async def read_bob() -> None:
                    nonlocal seen
                    async for chunk in bobs.aiter_raw():
                        seen += chunk

                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(read_bob(), 1.0)
                assert b"data:" not in seen  # keepalives only

    run(test)


def oversized_post(size: int) -> bytes:
    """A JSON-RPC notification of `size` bytes or so (its one parameter that long)."""
    return b'{"jsonrpc":"2.0","method":"x","params":{"p":"' + b"x" * size + b'"}}'


async def uploaded(size: int) -> AsyncIterator[bytes]:
    """`oversized_post(size)` uploaded in 64 KiB pieces, all one object (so that the client
    allocates next to nothing and a memory peak is the server's)."""
    piece = b"x" * (64 << 10)
    yield b'{"jsonrpc":"2.0","method":"x","params":{"p":"'
    for _ in range(size // len(piece)):
        yield piece
    yield b'"}}'


@pytest.mark.parametrize(
    ("server", "http2"), [("hypercorn", False), ("hypercorn", True), ("uvicorn", False)]
)
def test_a_post_over_the_body_limit_reads_413_while_still_uploading(
    server: str, http2: bool
) -> None:
    """A client uploading 24 MiB against the default 16 MiB limit reads the 413 (the server
    reads and drops the rest, as Node's does, rather than answering mid-upload and resetting
    the upload), over HTTP/1.1 and h2 (prior knowledge); the connection of another client goes
    on, and the server's memory holds no refused body (tracemalloc: its peak below the body)."""
    import tracemalloc

    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(max_body=1 << 20))
        async with (
            serving(app, server) as address,
            httpx.AsyncClient(http1=not http2, http2=http2, timeout=60) as http,
        ):
            url = f"http://{address}/acp"
            other = await open_connection(http, url)
            tracemalloc.start()
            try:
                refused = await http.post(
                    url, content=uploaded(24 << 20), headers={"content-type": JSON}
                )
                _, peak = tracemalloc.get_traced_memory()
            finally:
                tracemalloc.stop()
            assert refused.http_version == ("HTTP/2" if http2 else "HTTP/1.1")
            assert refused.status_code == 413
            assert refused.json()["error"]["message"] == f"the body exceeds {1 << 20} bytes"
            assert peak < 8 << 20, peak  # (what was read, the first MiB, and buffers)
            # The other connection goes on, on the same HTTP client.
            assert (await new_session(http, url, other)).startswith("session-")

    run(test, 120)


def test_a_post_over_the_drain_bound_is_answered_and_the_server_goes_on() -> None:
    """Past `max_drain` the 413 goes out mid-upload (the client may see the status or a
    reset): the server reads no further and serves the next request."""

    async def test() -> None:
        app = AcpApp(ScriptedAgent, limits=Limits(max_body=1000, max_drain=1 << 20))
        async with serving(app) as address, httpx.AsyncClient(timeout=60) as http:
            url = f"http://{address}/acp"
            with contextlib.suppress(httpx.TransportError):
                refused = await http.post(
                    url, content=oversized_post(24 << 20), headers={"content-type": JSON}
                )
                assert refused.status_code == 413
            assert (await http.post(url, json=initialize())).status_code == 200

    run(test, 60)


JSON = "application/json"
