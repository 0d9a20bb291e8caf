"""Processes the tools start (tap's agent, the conductor's chain): each in a process group of
its own, signalled as a group, given a grace period and then killed, and the stop signals
routed to the tool so that it can stop them on its way out."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal

# The signals that stop a tool, and the processes it started with it.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
_GROUP_POLL = 0.02  # seconds between looks at whether a process group is gone


def signal_group(process: asyncio.subprocess.Process, sig: signal.Signals) -> None:
    """Signal the agent's process group: an agent started through a launcher (npm's
    `codex-acp` is a node script running a native binary) is more than one process."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, sig)


def group_alive(process: asyncio.subprocess.Process) -> bool:
    """Whether any process of the agent's group still exists (a zombie counts)."""
    try:
        os.killpg(process.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


async def terminate_group(process: asyncio.subprocess.Process, grace: float) -> None:
    """Terminate the agent's whole group, give it `grace` seconds to be gone, then kill what
    is left of it; returns once the agent itself has been reaped."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + grace
    signal_group(process, signal.SIGTERM)
    with contextlib.suppress(asyncio.TimeoutError):
        await asyncio.wait_for(process.wait(), grace)
        # The agent is gone; a child it started may still be finishing.
        while group_alive(process) and loop.time() < deadline:
            await asyncio.sleep(_GROUP_POLL)
    signal_group(process, signal.SIGKILL)  # nothing, when the whole group is gone
    await process.wait()


def on_stop_signals(stopped: asyncio.Future[int]) -> list[signal.Signals]:
    """Route the stop signals to `stopped` (their number); the signals it could route."""
    loop = asyncio.get_running_loop()

    def stop(signum: int) -> None:
        if not stopped.done():
            stopped.set_result(signum)

    routed: list[signal.Signals] = []
    for sig in STOP_SIGNALS:
        try:
            loop.add_signal_handler(sig, stop, int(sig))
        except (ValueError, RuntimeError, NotImplementedError):  # not the main thread
            continue
        routed.append(sig)
    return routed


__all__ = ["STOP_SIGNALS", "group_alive", "on_stop_signals", "signal_group", "terminate_group"]
