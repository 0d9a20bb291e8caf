"""The bounded queues of outgoing messages (`acp_wire.remote._outbox`): a stalled reader gets
backpressure, then a clean close."""

from __future__ import annotations

import asyncio
import json
import resource
from pathlib import Path

import httpx
import pytest

from acp_wire.remote import AcpApp, Limits
from tests.remote.requests import (
    SSE,
    initialize,
    new_session,
    open_connection,
    session_new,
    session_prompt,
)

from .harness import ScriptedAgent, run, serving


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
