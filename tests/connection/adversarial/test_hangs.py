"""Issue 11, "Nothing hangs": close, end of input, shutdown of a stubborn agent, asyncio.run,
stdio connections and a peer that went away."""

from __future__ import annotations

import asyncio
import logging
import signal
import subprocess

import pytest

from acp_wire import (
    AgentMessageChunk,
    AgentSideConnection,
    ClientSideConnection,
    SessionNotification,
    TextContent,
    spawn_agent,
)
from acp_wire.v1._generated.protocols import Agent, Client

from .helpers import BOUND, PEERS, RawPeer, link, prompt, run


def chunk(text: str) -> SessionNotification:
    return SessionNotification(
        session_id="s1", update=AgentMessageChunk(content=TextContent(text=text))
    )


def test_close_returns_while_a_notification_handler_runs(kind: str) -> None:
    """Issue 11: close() cancels the running notification handler and returns."""

    class Stuck(Client):
        started = asyncio.Event()
        cancelled = False

        async def session_update(self, params: SessionNotification) -> None:
            self.started.set()
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                Stuck.cancelled = True
                raise

    async def test() -> None:
        agent_end, client_end = await link(kind)
        client = Stuck()
        client_conn = ClientSideConnection(client, client_end)
        client_conn.start()
        peer = RawPeer(agent_end)
        await peer.send(
            {
                "jsonrpc": "2.0",
                "method": "session/update",
                "params": {
                    "sessionId": "s1",
                    "update": {
                        "sessionUpdate": "agent_message_chunk",
                        "content": {"type": "text", "text": "hi"},
                    },
                },
            }
        )
        await client.started.wait()
        await asyncio.wait_for(client_conn.close(), BOUND)
        assert Stuck.cancelled

    run(test)


async def agent_process(mode: str) -> asyncio.subprocess.Process:
    process = await asyncio.create_subprocess_exec(
        *PEERS,
        mode,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    assert await process.stderr.readline() == b"ready\n"
    return process


def test_agent_exits_after_end_of_input_although_its_cancel_handler_asks_a_deaf_client() -> None:
    """Issue 11: an agent whose session/cancel handler requests a client that stopped reading
    still ends serve() at end of input."""

    async def test() -> None:
        process = await agent_process("cancel-asks-agent")
        assert process.stdin is not None and process.stderr is not None
        process.stdin.write(
            b'{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}\n'
        )
        await process.stdin.drain()
        process.stdin.close()  # and never read its output
        try:
            assert await asyncio.wait_for(process.stderr.readline(), BOUND) == b"served\n"
            assert process.stdout is not None
            await asyncio.wait_for(process.stdout.read(), BOUND)  # only now: let it exit
            assert await asyncio.wait_for(process.wait(), BOUND) == 0
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()

    run(test)


def test_spawn_agent_shuts_down_an_agent_that_ignores_end_of_input_and_sigterm() -> None:
    """Issue 11: closing stdin, waiting, terminating, then killing: the context manager returns."""

    class Quiet(Client):
        pass

    async def test() -> None:
        async with spawn_agent([*PEERS, "stubborn"], Quiet(), exit_timeout=1.0) as (
            conn,
            process,
        ):
            assert process.stderr is not None  # drained by the client: see test_stderr.py
            assert isinstance(conn, ClientSideConnection)
        assert process.returncode == -signal.SIGKILL

    run(test)


def test_asyncio_run_returns_when_main_leaves_a_started_connection_open() -> None:
    """Issue 11: asyncio.run() cancels every task at once; it must still return."""
    # stdin stays open (no end of input) until the script has returned or the bound passed.
    with subprocess.Popen(
        [*PEERS, "main-returns"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as process:
        try:
            process.wait(timeout=BOUND * 3)
        finally:
            process.kill()
        assert process.stderr is not None
        assert process.returncode == 0
        assert process.stderr.read().decode().splitlines()[-1] == "returned"


def test_close_of_a_stdio_connection() -> None:
    """Issue 11: close() / async with on a connect_stdio() connection works."""
    done = subprocess.run(
        [*PEERS, "stdio-close"],
        stdin=subprocess.PIPE,
        capture_output=True,
        timeout=BOUND * 3,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.decode().splitlines() == ["open", "closed"]


def test_a_peer_that_went_away_is_no_handler_bug(
    caplog: pytest.LogCaptureFixture, kind: str
) -> None:
    """Issue 11: EPIPE while writing is the normal end of a connection, not a logged error."""

    class Chatty(Agent):
        conn: AgentSideConnection
        failed: BaseException | None = None

        async def session_prompt(self, params: object) -> object:
            try:
                for _ in range(1000):
                    await self.conn.session_update(chunk("word " * 1000))
            except BaseException as exc:
                Chatty.failed = exc
                raise
            raise AssertionError("the peer is gone, writing must fail")

    async def test() -> None:
        agent_end, peer_end = await link(kind)
        agent = Chatty()
        conn = AgentSideConnection(agent, agent_end)
        agent.conn = conn
        served = conn.start()
        peer = RawPeer(peer_end)
        await peer.send(prompt(1, "go"))
        await peer.stop_reading()  # the peer stops reading, and its output ends
        await asyncio.wait_for(served, BOUND)
        assert isinstance(Chatty.failed, ConnectionError)
        await conn.close()

    with caplog.at_level(logging.WARNING, logger="acp_wire"):
        run(test)
    assert [r for r in caplog.records if r.name == "acp_wire"] == []
