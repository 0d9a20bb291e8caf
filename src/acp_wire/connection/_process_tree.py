"""An agent's whole process tree, owned by the client that started it.

An agent started by `spawn_agent` leads a process group of its own (a new session), so that
everything it starts (a language server, a shell, `sleep 300`) can be stopped with it: on every
way out of `async with spawn_agent(...)` (the block ends, an exception, cancellation, Ctrl-C)
the group gets SIGTERM, a grace period, then SIGKILL. On Linux the agent also asks the kernel
for SIGTERM when its parent dies (`PR_SET_PDEATHSIG`), so that a client killed outright (no
chance to clean up) still tells its agent. Groups still alive when the interpreter exits (a
process the user never shut down) are killed then.

Only POSIX has process groups; elsewhere these functions do nothing and the agent alone is
stopped (by `asyncio.subprocess.Process.terminate`/`kill`).
"""

from __future__ import annotations

import asyncio
import atexit
import os
import signal
import sys
from collections.abc import Callable

# How often a group is polled for its last member while it gets its grace period (seconds).
_POLL = 0.02

# Process groups started here and not yet stopped: killed at interpreter exit.
_LIVE_GROUPS: set[int] = set()


def has_groups() -> bool:
    """Whether this platform has process groups (POSIX)."""
    return hasattr(os, "killpg")


def child_setup() -> Callable[[], None] | None:
    """What the forked agent runs before it executes: on Linux, ask for SIGTERM when the
    parent (this client) dies; None where the platform has no such request."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # only here: importing ctypes costs start-up time nobody else should pay

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        prctl = libc.prctl
    except (OSError, AttributeError):
        return None
    parent = os.getpid()
    pr_set_pdeathsig = 1  # <linux/prctl.h>

    def setup() -> None:
        prctl(pr_set_pdeathsig, int(signal.SIGTERM))
        if os.getppid() != parent:  # the client died between fork and prctl: nobody to serve
            os._exit(1)

    return setup


def adopt(pgid: int) -> None:
    """Remember `pgid`, a group this process started, until `forget` (or interpreter exit)."""
    if has_groups() and pgid != os.getpgrp():
        _LIVE_GROUPS.add(pgid)


def forget(pgid: int) -> None:
    _LIVE_GROUPS.discard(pgid)


def signal_group(pgid: int, signum: int) -> bool:
    """Send `signum` to every process of group `pgid`; False once the group is empty. Never
    signals this process's own group."""
    if not has_groups() or pgid == os.getpgrp():
        return False
    try:
        os.killpg(pgid, signum)
    except (ProcessLookupError, PermissionError):
        return False
    return True


def group_alive(pgid: int) -> bool:
    """Whether any process of group `pgid` is still running. The kernel counts zombies as
    members until their parent reaps them (an orphan's new parent may be slow to), so on Linux
    a group of zombies only is read from /proc as ended."""
    if not signal_group(pgid, 0):
        return False
    members = _members_on_linux(pgid)
    return members is None or any(state != "Z" for state in members)


def _members_on_linux(pgid: int) -> list[str] | None:
    """The states (`R`, `S`, `Z`, ...) of the processes of group `pgid`, from /proc; None where
    there is no /proc to read."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    states: list[str] = []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # exited meanwhile
        # After the command's closing parenthesis: state, ppid, pgrp, ...
        if len(fields) > 2 and int(fields[2]) == pgid:
            states.append(fields[0].decode("ascii", "replace"))
    return states


async def stop_group(pgid: int, grace: float) -> None:
    """SIGTERM to every process of group `pgid`, `grace` seconds for them to exit, then
    SIGKILL to what is left."""
    try:
        if signal_group(pgid, signal.SIGTERM):
            loop = asyncio.get_running_loop()
            deadline = loop.time() + grace
            while group_alive(pgid) and loop.time() < deadline:
                await asyncio.sleep(_POLL)
            signal_group(pgid, signal.SIGKILL)
    finally:
        forget(pgid)


def kill_group_now(pgid: int) -> None:
    """SIGKILL to group `pgid` at once: for a way out that cannot wait (cancelled twice)."""
    signal_group(pgid, signal.SIGKILL)
    forget(pgid)


@atexit.register
def _kill_leftover_groups() -> None:
    for pgid in list(_LIVE_GROUPS):
        kill_group_now(pgid)


__all__ = [
    "adopt",
    "child_setup",
    "forget",
    "group_alive",
    "has_groups",
    "kill_group_now",
    "signal_group",
    "stop_group",
]
