"""The processes the tools start (`acp_wire.tools._processes`): each in a process group of its
own, stopped as a group, killed when it does not stop within its grace period."""

from __future__ import annotations

import asyncio
import os
import signal

from acp_wire.tools._processes import (
    STOP_SIGNALS,
    group_alive,
    on_stop_signals,
    signal_group,
    terminate_group,
)

# A launcher and the child it starts, as npm's `codex-acp` is: the group is two processes.
LAUNCHER = "sleep 60 & wait"
# A process that does not stop on SIGTERM: only the kill after the grace period ends it.
STUBBORN = "trap '' TERM; sleep 60 & wait; sleep 60"


async def start(script: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec("sh", "-c", script, start_new_session=True)


def test_terminate_group_stops_the_launcher_and_its_child() -> None:
    async def scenario() -> None:
        process = await start(LAUNCHER)
        assert group_alive(process)
        await terminate_group(process, grace=10)
        assert process.returncode is not None
        assert not group_alive(process)

    asyncio.run(scenario())


def test_a_group_that_ignores_sigterm_is_killed_after_its_grace() -> None:
    async def scenario() -> None:
        process = await start(STUBBORN)
        await asyncio.sleep(0.1)  # let the shell install its trap
        await terminate_group(process, grace=0.2)
        assert process.returncode == -signal.SIGKILL

    asyncio.run(scenario())


def test_signalling_a_group_that_is_gone_is_harmless() -> None:
    async def scenario() -> None:
        process = await start("exit 0")
        await process.wait()
        assert not group_alive(process)
        signal_group(process, signal.SIGTERM)
        await terminate_group(process, grace=0.1)  # nothing left to stop: returns
        assert process.returncode == 0

    asyncio.run(scenario())


def test_stop_signals_are_routed_to_the_future_with_their_number() -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        stopped: asyncio.Future[int] = loop.create_future()
        routed = on_stop_signals(stopped)
        try:
            assert routed == list(STOP_SIGNALS)  # pytest runs tests in the main thread
            os.kill(os.getpid(), signal.SIGHUP)
            assert await asyncio.wait_for(stopped, 10) == signal.SIGHUP
            os.kill(os.getpid(), signal.SIGHUP)  # a second signal finds the future done
            await asyncio.sleep(0)
        finally:
            for sig in routed:
                loop.remove_signal_handler(sig)

    asyncio.run(scenario())


def test_outside_the_main_thread_no_signal_is_routed() -> None:
    async def scenario() -> list[signal.Signals]:
        return on_stop_signals(asyncio.get_running_loop().create_future())

    async def in_a_thread() -> list[signal.Signals]:
        return await asyncio.to_thread(asyncio.run, scenario())

    assert asyncio.run(in_a_thread()) == []
