"""How `acp-wire serve` runs its app under hypercorn or uvicorn (`acp_wire.tools._http_servers`)."""

from __future__ import annotations

import asyncio

import pytest

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import connect_http, connect_ws
from tests.remote.harness import RecordingClient, run
from tests.tools.servers import ACP_WIRE, ECHO, ROOT, echo_turn, server


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_serve_under_uvicorn_then_a_sigterm_ends_it_with_0(scheme: str) -> None:
    """`serve --server uvicorn` (HTTP/1.1 and WebSocket, acp-wire's WebSocket protocol): a stdio
    agent and an in-process one behind it, then SIGTERM: every connection ended, exit 0."""

    async def test() -> None:
        async with server("--server", "uvicorn", "--", *ECHO) as address:
            assert await echo_turn(f"{scheme}://{address}/acp") == ["one ", "two ", "three"]
        process = await asyncio.create_subprocess_exec(
            *ACP_WIRE,
            "serve",
            "127.0.0.1:0",
            "--server",
            "uvicorn",
            "--app",
            "tests.remote.harness:ScriptedAgent",
            cwd=ROOT,
            stderr=asyncio.subprocess.PIPE,
        )
        assert process.stderr is not None
        line = (await asyncio.wait_for(process.stderr.readline(), 20)).decode()
        address = line.split("//", 1)[1].split("/", 1)[0]
        client = RecordingClient()
        opener = (
            connect_ws(f"ws://{address}/acp", client)
            if scheme == "ws"
            else connect_http(f"http://{address}/acp", client)
        )
        conn = await opener
        await conn.agent.initialize(InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
        prompt = PromptRequest(session_id=session.session_id, prompt=[TextContent(text="count 50")])
        assert (await conn.agent.session_prompt(prompt)).stop_reason == "end_turn"
        assert client.texts() == [str(i) for i in range(50)]
        process.terminate()  # with the connection open: it is ended first
        assert await asyncio.wait_for(process.wait(), 20) == 0
        await conn.close()

    run(test, 90)


def test_serve_speaks_http2_with_the_http2_option_and_http11_without() -> None:
    """Without a server option `serve` runs uvicorn (HTTP/1.1 and WebSocket): an h2c client
    with prior knowledge is not understood. `--http2` runs hypercorn: the same request is
    answered over HTTP/2."""
    import httpx

    from tests.tools.test_remote import INITIALIZE

    app = ("--app", "tests.remote.harness:ScriptedAgent")

    async def test() -> None:
        async with server("--http2", *app) as address:
            async with httpx.AsyncClient(http1=False, http2=True, timeout=30) as http:
                answer = await http.post(f"http://{address}/acp", json=INITIALIZE)
                assert answer.status_code == 200 and answer.http_version == "HTTP/2"
                assert answer.json()["result"]["protocolVersion"] == 1
        async with server(*app) as address:
            async with httpx.AsyncClient(http1=False, http2=True, timeout=30) as http:
                with pytest.raises(httpx.HTTPError):
                    await http.post(f"http://{address}/acp", json=INITIALIZE)
            async with httpx.AsyncClient(timeout=30) as http:
                answer = await http.post(f"http://{address}/acp", json=INITIALIZE)
                assert answer.status_code == 200 and answer.http_version == "HTTP/1.1"

    run(test, 90)


def test_serve_refuses_http2_under_uvicorn() -> None:
    import subprocess

    done = subprocess.run(
        [*ACP_WIRE, "serve", "127.0.0.1:0", "--server", "uvicorn", "--http2", "--", *ECHO],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr == "acp-wire serve: --http2 needs hypercorn: uvicorn does not serve HTTP/2\n"
