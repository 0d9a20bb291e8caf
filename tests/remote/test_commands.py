"""`acp-wire serve` and `acp-wire connect` as subprocesses on loopback: an editor's client
spawns `acp-wire connect URL` as its agent; the server runs the stdio echo agent (one process
per connection) or an acp-wire agent in-process."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

import acp_wire
from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent

from .harness import RecordingClient, free_port, run, wait_listening

ROOT = Path(__file__).resolve().parents[2]
ECHO = [sys.executable, str(ROOT / "examples" / "echo_agent.py")]
ACP_WIRE = [sys.executable, "-m", "acp_wire"]


@contextlib.asynccontextmanager
async def server(*args: str, env: dict[str, str] | None = None) -> AsyncIterator[str]:
    port = free_port()
    process = await asyncio.create_subprocess_exec(
        *ACP_WIRE,
        "serve",
        f"127.0.0.1:{port}",
        *args,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await wait_listening(port, 10)
        yield f"127.0.0.1:{port}"
    finally:
        process.terminate()
        await asyncio.wait_for(process.wait(), 10)


async def echo_turn(url: str, *extra: str) -> list[str]:
    client = RecordingClient()
    async with acp_wire.spawn_agent([*ACP_WIRE, "connect", url, *extra], client) as (conn, _):
        await conn.agent.initialize(InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
        turn = await conn.agent.session_prompt(
            PromptRequest(session_id=session.session_id, prompt=[TextContent(text="one two three")])
        )
        assert turn.stop_reason == "end_turn"
    return client.texts()


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_a_stdio_agent_behind_a_url_and_back(scheme: str, tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"

    async def test() -> None:
        async with server("--transcript", str(transcript), "--", *ECHO) as address:
            assert await echo_turn(f"{scheme}://{address}/acp") == [
                "one ",
                "two ",
                "three",
            ]  # chunks keep their spaces
            # A second connection gets an agent process of its own.
            assert await echo_turn(f"{scheme}://{address}/acp") == [
                "one ",
                "two ",
                "three",
            ]  # chunks keep their spaces

    run(test, 60)
    lines = [json.loads(line) for line in transcript.read_text().splitlines()]
    methods = [line["message"].get("method") for line in lines if line["from"] == "client"]
    assert methods.count("initialize") == 2 and methods.count("session/prompt") == 2
    assert sum(line["from"] == "agent" for line in lines) >= 2 * 5


def test_an_acp_wire_agent_in_process_with_a_token(tmp_path: Path) -> None:
    token = tmp_path / "token"
    token.write_text("s3cret\n")

    async def test() -> None:
        async with server(
            "--app", "tests.remote.harness:ScriptedAgent", "--token-file", str(token)
        ) as address:
            url = f"http://{address}/acp"
            async with httpx.AsyncClient() as http:
                init = {
                    "jsonrpc": "2.0",
                    "id": 0,
                    "method": "initialize",
                    "params": {"protocolVersion": 1},
                }
                assert (await http.post(url, json=init)).status_code == 401
            client = RecordingClient()
            async with acp_wire.spawn_agent(
                [*ACP_WIRE, "connect", f"ws://{address}/acp", "--token-file", str(token)], client
            ) as (conn, _):
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                turn = await conn.agent.session_prompt(
                    PromptRequest(session_id=session.session_id, prompt=[TextContent(text="ask")])
                )
                assert turn.stop_reason == "end_turn" and client.texts() == ["chose yes"]

    run(test, 60)


def test_connect_reports_an_unreachable_server_in_one_line() -> None:
    async def test() -> None:
        port = free_port()
        process = await asyncio.create_subprocess_exec(
            *ACP_WIRE,
            "connect",
            f"ws://127.0.0.1:{port}/acp",
            "--timeout",
            "2",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        _, err = await asyncio.wait_for(process.communicate(b""), 20)
        assert process.returncode == 1
        lines = err.decode().strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("acp-wire connect: cannot connect"), err

    run(test, 30)


def test_each_connection_gets_an_agent_process_stopped_when_it_ends(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    agent = ["sh", "-c", f'echo $$ >> {pids}; exec "$0" "$@"', *ECHO]

    async def test() -> None:
        async with server("--grace", "1", "--", *agent) as address:
            for scheme in ("http", "ws"):
                assert await echo_turn(f"{scheme}://{address}/acp") == [
                    "one ",
                    "two ",
                    "three",
                ]  # chunks keep their spaces
            started = [int(pid) for pid in pids.read_text().split()]
            assert len(started) == 2 and len(set(started)) == 2
            for _ in range(100):  # each was stopped when its connection ended
                if not any(alive(pid) for pid in started):
                    break
                await asyncio.sleep(0.1)
            assert not any(alive(pid) for pid in started)

    run(test, 60)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is not alive: it exited and waits to be reaped.
    with contextlib.suppress(OSError):
        if Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z":
            return False
    return True
