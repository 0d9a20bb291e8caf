"""The server's Streamable HTTP profile (`acp_wire.remote._http`): refusals with the RFD's
statuses, idle connections, body limits, session streams."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from acp_wire.remote import AcpApp, Limits
from tests.remote.requests import (
    SSE,
    first_event,
    initialize,
    new_session,
    open_connection,
    served,
    session_prompt,
)

from .harness import ScriptedAgent, run, serving


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
