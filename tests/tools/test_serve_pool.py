"""`acp-wire serve --pool N -- AGENT`: agents started ahead of connections, each given to one
connection only and stopped with it; the waiting ones stopped when the pool idles and when the
server stops (`acp_wire.remote._pool`)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import connect_http, connect_ws
from acp_wire.remote._pool import PoolPlan
from tests.remote.harness import RecordingClient, run
from tests.tools.servers import ACP_WIRE, ROOT
from tests.tools.test_remote import alive

PID_AGENT = [sys.executable, str(Path(__file__).with_name("pid_agent.py"))]


@contextlib.asynccontextmanager
async def serving(*args: str) -> AsyncIterator[tuple[str, int]]:
    """`acp-wire serve` on a free port: its address and its process id; SIGTERM on the way
    out, and its exit awaited (exit status 0)."""
    process = await asyncio.create_subprocess_exec(
        *ACP_WIRE, "serve", "127.0.0.1:0", *args, cwd=ROOT, stderr=asyncio.subprocess.PIPE
    )
    assert process.stderr is not None
    drain: asyncio.Task[bytes] | None = None
    try:
        line = (await asyncio.wait_for(process.stderr.readline(), 20)).decode()
        assert "listening on http://" in line, line
        drain = asyncio.ensure_future(process.stderr.read())
        yield line.split("//", 1)[1].split("/", 1)[0], process.pid
    finally:
        if process.returncode is None:
            process.terminate()
        assert await asyncio.wait_for(process.wait(), 20) == 0
        if drain is not None:
            await drain


def children(pid: int) -> set[int]:
    """The live (not zombie) processes whose parent is `pid`, read from /proc."""
    found = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        with contextlib.suppress(OSError, IndexError):
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid and fields[0] != "Z":
                found.add(int(entry))
    return found


async def until(condition: Any, what: str) -> None:
    """Poll `condition` until it holds (a bound on the wait, not a timing assertion)."""
    for _ in range(400):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(what)


async def open_connection(scheme: str, address: str) -> tuple[Any, int]:
    """A connection, initialized: it and the pid of the agent process that answered."""
    client = RecordingClient()
    url = f"{scheme}://{address}/acp"
    conn = await (connect_ws(url, client) if scheme == "ws" else connect_http(url, client))
    answer = await conn.agent.initialize(InitializeRequest(protocol_version=1))
    assert answer.agent_info is not None
    return conn, int(answer.agent_info.version)


async def echo(conn: Any, text: str) -> None:
    session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
    prompt = PromptRequest(session_id=session.session_id, prompt=[TextContent(text=text)])
    assert (await conn.agent.session_prompt(prompt)).stop_reason == "end_turn"


def test_a_pooled_agent_serves_one_connection_and_stops_with_it() -> None:
    async def test() -> None:
        async with serving("--pool", "2", "--grace", "1", "--", *PID_AGENT) as (address, server):
            await until(lambda: len(children(server)) == 2, "the pool did not fill")
            ready = children(server)
            first, first_pid = await open_connection("ws", address)
            second, second_pid = await open_connection("http", address)
            # Two connections, two agents, each one of those the pool had started ahead.
            assert first_pid != second_pid
            assert {first_pid, second_pid} == ready
            await echo(first, "one two")
            await echo(second, "three")
            # The pool refills in the background, with agents no connection has.
            await until(lambda: len(children(server)) == 4, "the pool did not refill")
            waiting = children(server) - {first_pid, second_pid}
            await first.close()
            await until(lambda: not alive(first_pid), "the agent outlived its connection")
            assert alive(second_pid)
            await echo(second, "four")  # the other connection still has its agent
            assert all(alive(pid) for pid in waiting)  # and no waiting agent was given away
            third, third_pid = await open_connection("ws", address)
            assert third_pid in waiting
            left = children(server)
        # SIGTERM: every agent stopped, those no connection was given too.
        assert left and not any(alive(pid) for pid in left)
        for conn in (second, third):  # (already ended by the server)
            with contextlib.suppress(Exception):
                await conn.close()

    run(test, 120)


def test_an_idle_pool_stops_its_agents_and_a_connection_wakes_it() -> None:
    async def test() -> None:
        async with serving("--pool", "1", "--pool-idle", "0.5", "--", *PID_AGENT) as (
            address,
            server,
        ):
            await until(lambda: not children(server), "the idle pool kept its agent")
            conn, pid = await open_connection("http", address)  # started for it, then
            await echo(conn, "awake")
            # The pool refills, idles again and stops what waits: never a connection's agent.
            await until(lambda: children(server) == {pid}, "the pool kept an agent idle")
            await echo(conn, "still served")
            await conn.close()
            await until(lambda: not alive(pid), "the agent outlived its connection")

    run(test, 120)


def test_pool_options_refuse_a_negative_number() -> None:
    for option in ("--pool", "--pool-idle"):
        done = subprocess.run(
            [*ACP_WIRE, "serve", "127.0.0.1:0", option, "-1", "--", *PID_AGENT],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2, done.stderr
        assert f"argument {option}" in done.stderr and "0 or more" in done.stderr


@given(
    size=st.integers(0, 8),
    waiting=st.integers(0, 8),
    starting=st.integers(0, 8),
)
def test_the_plan_starts_what_the_pool_lacks_and_nothing_asleep(
    size: int, waiting: int, starting: int
) -> None:
    plan = PoolPlan(size, idle=10.0, now=0.0)
    lacking = plan.to_start(waiting, starting)
    assert lacking >= 0 and (waiting + starting + lacking == size or lacking == 0)
    assert waiting + starting < size or lacking == 0
    assert plan.should_sleep(now=10.0)  # idle for `idle` seconds since the last take
    assert plan.to_start(waiting, starting) == 0 and plan.next_check(now=11.0) is None
    plan.taken(now=12.0)  # a take wakes it
    assert plan.to_start(waiting, starting) == lacking
    assert not plan.should_sleep(now=21.9) and plan.next_check(now=21.0) == pytest.approx(1.0)


@given(st.floats(0, 1e6))
def test_a_plan_without_an_idle_limit_never_sleeps(now: float) -> None:
    plan = PoolPlan(2, idle=None, now=0.0)
    assert not plan.should_sleep(now) and plan.next_check(now) is None


def test_a_waiting_agent_that_exited_is_not_given_and_close_stops_the_rest() -> None:
    """An agent that died while it waited is reaped, not handed to a connection; `aclose`
    stops the waiting ones and those still starting."""
    from acp_wire.remote._pool import AgentPool, stop_waiting_agent

    async def test() -> None:
        command = [sys.executable, "-c", "import sys; sys.stdin.read()"]
        pool = AgentPool(command, size=2, grace=1)
        pool.start()
        await until(lambda: len(pool.waiting) == 2, "the pool did not fill")
        dead = pool.waiting[0]
        dead.kill()
        await dead.wait()
        given = await pool.take()
        assert given.pid != dead.pid and given.returncode is None
        await stop_waiting_agent(given, 1)
        # The pool refills what was taken and what died in the background: wait for one to
        # be ready (how many are still starting depends on the machine's load).
        await until(lambda: len(pool.waiting) >= 1, "the pool did not refill")
        left = [process.pid for process in pool.waiting]
        await pool.aclose()  # (the refill may still be starting: stopped too)
        assert left and not any(alive(pid) for pid in left)
        assert not pool.waiting

    run(test, 60)
