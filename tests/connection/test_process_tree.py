"""A client owns the agent it starts: the agent's whole process tree ends on every way out of
`async with spawn_agent(...)` with default options (the block ends, an exception,
cancellation, Ctrl-C), and an agent whose client is killed outright is told (Linux).

The agent here is the packaged echo agent started by a wrapper that first starts a child of its
own (`sleep 300`) and writes that child's pid to a file: the orphan to look for.
"""

from __future__ import annotations

import asyncio
import functools
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

import acp_wire as acp
from acp_wire.connection import _process_tree as tree

pytestmark = pytest.mark.skipif(not tree.has_groups(), reason="POSIX process groups")

# An agent that starts a long-lived child before serving, and records both pids.
AGENT = textwrap.dedent(
    """
    import os, subprocess, sys
    child = subprocess.Popen(["sleep", "300"])
    with open(sys.argv[1], "w") as out:
        out.write(f"{os.getpid()} {child.pid}")
    from acp_wire.examples.echo_agent import EchoAgent
    import acp_wire as acp
    acp.run_agent(EchoAgent())
    """
)


class Editor(acp.Client):
    pass


def in_loop(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """A test run to its end in an event loop of its own."""

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return run


def running(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie waiting to be reaped is not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return state != b"Z"


def wait_gone(*pids: int, within: float = 10.0) -> list[int]:
    """The pids still running after `within` seconds (polled: no wall-clock assertion, just a
    bound on how long the test waits for the kernel)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        alive = [pid for pid in pids if running(pid)]
        if not alive:
            return []
        time.sleep(0.05)
    return [pid for pid in pids if running(pid)]


async def pids_of(pid_file: Path) -> tuple[int, int]:
    for _ in range(400):
        text = pid_file.read_text() if pid_file.exists() else ""
        if " " in text:
            agent, child = text.split()
            return int(agent), int(child)
        await asyncio.sleep(0.025)
    raise AssertionError("the agent did not start its child")


def agent_command(tmp_path: Path) -> tuple[list[str], Path]:
    script = tmp_path / "agent_with_child.py"
    script.write_text(AGENT)
    pid_file = tmp_path / "pids"
    return [sys.executable, str(script), str(pid_file)], pid_file


@in_loop
async def test_the_block_ending_stops_the_agents_children(tmp_path: Path) -> None:
    command, pid_file = agent_command(tmp_path)
    async with acp.spawn_agent(command, Editor(), exit_timeout=2.0) as (conn, _):
        await conn.initialize()
        pids = await pids_of(pid_file)
    assert wait_gone(*pids) == []


@in_loop
async def test_an_exception_in_the_block_stops_the_agents_children(tmp_path: Path) -> None:
    command, pid_file = agent_command(tmp_path)
    with pytest.raises(LookupError):
        async with acp.spawn_agent(command, Editor(), exit_timeout=2.0) as (conn, _):
            await conn.initialize()
            pids = await pids_of(pid_file)
            raise LookupError("the client's own failure")
    assert wait_gone(*pids) == []


@in_loop
async def test_cancelling_the_client_stops_the_agents_children(tmp_path: Path) -> None:
    command, pid_file = agent_command(tmp_path)
    started = asyncio.Event()

    async def client() -> None:
        async with acp.spawn_agent(command, Editor(), exit_timeout=2.0) as (conn, _):
            await conn.initialize()
            started.set()
            await asyncio.sleep(300)

    task = asyncio.create_task(client())
    await started.wait()
    pids = await pids_of(pid_file)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert wait_gone(*pids) == []


@in_loop
async def test_an_agent_that_exits_by_itself_leaves_no_child(tmp_path: Path) -> None:
    # stdin closed: the echo agent exits at once, its child would run on without the group
    command, pid_file = agent_command(tmp_path)
    conn, process = await acp.spawn_agent(command, Editor(), exit_timeout=2.0)
    await conn.initialize()
    pids = await pids_of(pid_file)
    assert await acp.stop_agent(conn, process) == 0
    assert wait_gone(*pids) == []


CLIENT = textwrap.dedent(
    """
    import asyncio, sys
    import acp_wire as acp

    class Editor(acp.Client):
        pass

    async def main():
        command = [sys.executable, sys.argv[1], sys.argv[2]]
        async with acp.spawn_agent(command, Editor(), exit_timeout=2.0) as (conn, _):
            await conn.initialize()
            print("ready", flush=True)
            await asyncio.sleep(300)

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        print("interrupted", flush=True)
    """
)


def start_client(tmp_path: Path) -> tuple[subprocess.Popen[str], Path]:
    command, pid_file = agent_command(tmp_path)
    script = tmp_path / "client.py"
    script.write_text(CLIENT)
    client = subprocess.Popen(
        [sys.executable, str(script), command[1], command[2]],
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a terminal of its own: the signal reaches the client alone
    )
    assert client.stdout is not None
    assert client.stdout.readline().strip() == "ready"
    return client, pid_file


@in_loop
async def test_ctrl_c_in_the_client_stops_the_agents_children(tmp_path: Path) -> None:
    client, pid_file = start_client(tmp_path)
    pids = await pids_of(pid_file)
    client.send_signal(signal.SIGINT)
    out, _ = client.communicate(timeout=30)
    assert "interrupted" in out
    assert wait_gone(*pids) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
@in_loop
async def test_an_agent_whose_client_is_killed_outright_is_told(tmp_path: Path) -> None:
    client, pid_file = start_client(tmp_path)
    agent, child = await pids_of(pid_file)
    client.kill()
    client.communicate(timeout=30)
    assert wait_gone(agent) == []  # SIGTERM from the kernel: the agent's default is to exit
    os.kill(child, signal.SIGKILL)  # the agent's own child is the agent's to stop: clean up


@in_loop
async def test_without_an_own_group_the_agent_itself_is_still_stopped(tmp_path: Path) -> None:
    command, pid_file = agent_command(tmp_path)
    async with acp.spawn_agent(command, Editor(), exit_timeout=2.0, own_process_group=False) as (
        conn,
        process,
    ):
        await conn.initialize()
        agent, child = await pids_of(pid_file)
        assert os.getpgid(process.pid) == os.getpgrp()
    assert wait_gone(agent) == []
    assert running(child)  # documented: only the agent itself is stopped
    os.kill(child, signal.SIGKILL)
    assert process.stderr is not None  # the child held the agent's stderr: read to its end
    await process.stderr.read()


def test_a_group_is_never_this_processs_own() -> None:
    assert tree.signal_group(os.getpgrp(), 0) is False
    tree.adopt(os.getpgrp())
    assert os.getpgrp() not in tree._LIVE_GROUPS


def test_a_group_of_zombies_only_reads_as_ended() -> None:
    leader = subprocess.Popen(["sleep", "300"], start_new_session=True)
    try:
        assert tree.group_alive(leader.pid)
        leader.send_signal(signal.SIGKILL)
        deadline = time.monotonic() + 10
        while running(leader.pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        # killed but not reaped yet: a zombie, still a member as the kernel counts
        assert not tree.group_alive(leader.pid)
    finally:
        leader.wait()
    assert not tree.group_alive(leader.pid)
