"""Agent processes started ahead of connections: `acp-wire serve -- AGENT --pool N`.

A connection through `serve` is served by a stdio agent process of its own; starting one (an
interpreter, its imports) costs more than the connection's whole first round trip. The pool
keeps up to `size` agents started and waiting, each handed to one connection only
(`AgentPool.take`) and never back: the relay stops it with its connection, as one it started
itself. The pool refills in the background after each take. Nothing is shared between
connections: a waiting agent has seen no message (its stdin and stdout are pipes nobody has
written to or read), it is the process a fresh spawn would have started, only earlier.

After `idle` seconds without a take, the waiting agents are stopped (a quiet server keeps no
processes running); the next take, which then starts its agent itself, wakes the pool. On
shutdown (`aclose`) every waiting agent and its process group is stopped
(`connection._process_tree`), the ones still starting as well.

`PoolPlan` decides (how many to start, when to sleep); `AgentPool` does the process I/O.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence

from acp_wire.connection import _process_tree as tree

logger = logging.getLogger("acp_wire.remote")

Process = asyncio.subprocess.Process


async def start_agent(command: Sequence[str]) -> Process:
    """Start `command` as a stdio agent leading a process group of its own (stopping the
    group stops what it started), remembered until stopped (killed at interpreter exit)."""
    process = await asyncio.create_subprocess_exec(
        *command,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        start_new_session=True,
    )
    tree.adopt(process.pid)
    return process


async def stop_waiting_agent(process: Process, grace: float) -> None:
    """Stop an agent no connection was given: its stdin closed, then its process group
    stopped (SIGTERM, `grace` seconds, SIGKILL), and the process reaped."""
    if process.stdin is not None and not process.stdin.is_closing():
        process.stdin.close()
    if process.returncode is None and tree.has_groups():
        await tree.stop_group(process.pid, grace)
    elif process.returncode is None:  # no process groups (Windows): the agent alone
        with contextlib.suppress(ProcessLookupError):
            process.terminate()
            try:
                await asyncio.wait_for(process.wait(), grace)
            except asyncio.TimeoutError:
                process.kill()
    tree.forget(process.pid)
    with contextlib.suppress(ProcessLookupError):
        await process.wait()


class PoolPlan:
    """The pool's decisions, apart from its processes: how many agents to start, and whether
    the pool sleeps. Times are the event loop's clock (seconds)."""

    def __init__(self, size: int, idle: float | None, now: float) -> None:
        self.size = size
        self.idle = idle  # None: never sleeps
        self.last_take = now
        self.asleep = False

    def taken(self, now: float) -> None:
        self.last_take = now
        self.asleep = False

    def to_start(self, waiting: int, starting: int) -> int:
        """How many agents to start now, with `waiting` ready and `starting` on their way."""
        if self.asleep:
            return 0
        return max(0, self.size - waiting - starting)

    def should_sleep(self, now: float) -> bool:
        """Whether the waiting agents have waited long enough unused: stop them, start none."""
        if self.idle is None or self.asleep:
            return False
        if now - self.last_take >= self.idle:
            self.asleep = True
        return self.asleep

    def next_check(self, now: float) -> float | None:
        """Seconds until `should_sleep` may change (None: it never will by itself)."""
        if self.idle is None or self.asleep:
            return None
        return max(0.0, self.last_take + self.idle - now)


class AgentPool:
    """Up to `size` agent processes of `command`, started ahead and each handed to one
    connection (`take`). `idle`: seconds without a take after which the waiting ones are
    stopped (None: never); `grace`: seconds a stopped agent has before it is killed."""

    def __init__(
        self,
        command: Sequence[str],
        *,
        size: int,
        idle: float | None = None,
        grace: float = 5.0,
        start: Callable[[Sequence[str]], Awaitable[Process]] = start_agent,
    ) -> None:
        self.command = list(command)
        self.grace = grace
        self._start = start
        self._size = size
        self._idle = idle
        self._plan: PoolPlan | None = None
        self._waiting: list[Process] = []
        self._starting: set[asyncio.Task[Process]] = set()
        self._stopping: set[asyncio.Future[None]] = set()
        self._watch: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._closed = False

    @property
    def waiting(self) -> list[Process]:
        """The agents started and not yet given to a connection."""
        return list(self._waiting)

    def start(self) -> None:
        """Start filling the pool (in the running event loop)."""
        loop = asyncio.get_running_loop()
        if self._plan is None:
            self._plan = PoolPlan(self._size, self._idle, loop.time())
            self._watch = loop.create_task(self._watch_idle())
        self._fill()

    async def take(self) -> Process:
        """An agent for one connection: a waiting one that is still running, else one started
        now. It is the caller's from here on (to stop with its connection)."""
        if self._plan is None:
            self.start()
        assert self._plan is not None
        self._plan.taken(asyncio.get_running_loop().time())
        self._wake.set()
        while self._waiting:
            process = self._waiting.pop(0)
            if process.returncode is None:
                self._fill()
                return process
            await stop_waiting_agent(process, self.grace)  # it exited while waiting
        self._fill()
        return await self._start(self.command)

    def _fill(self) -> None:
        if self._closed or self._plan is None:
            return
        for _ in range(self._plan.to_start(len(self._waiting), len(self._starting))):
            task = asyncio.ensure_future(self._start(self.command))
            self._starting.add(task)
            task.add_done_callback(self._started)

    def _started(self, task: asyncio.Task[Process]) -> None:
        self._starting.discard(task)
        if task.cancelled():
            return
        error = task.exception()
        if error is not None:  # (a fresh spawn on `take` reports it to its connection)
            logger.error("acp_wire.remote: cannot start %s: %s", self.command[0], error)
            return
        if self._closed:  # (`aclose` stops it)
            return
        process = task.result()
        if self._plan is not None and self._plan.asleep:
            stopping = asyncio.ensure_future(stop_waiting_agent(process, self.grace))
            self._stopping.add(stopping)
            stopping.add_done_callback(self._stopping.discard)
        else:
            self._waiting.append(process)

    async def _watch_idle(self) -> None:
        """Stop the waiting agents once `idle` seconds pass without a take."""
        assert self._plan is not None
        loop = asyncio.get_running_loop()
        while True:
            delay = self._plan.next_check(loop.time())
            self._wake.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)
            if self._plan.should_sleep(loop.time()):
                waiting, self._waiting = self._waiting, []
                await asyncio.gather(*(stop_waiting_agent(p, self.grace) for p in waiting))

    async def aclose(self) -> None:
        """Stop every agent not given to a connection, and the ones still starting."""
        self._closed = True
        if self._watch is not None:
            self._watch.cancel()
            await asyncio.gather(self._watch, return_exceptions=True)
        starting = list(self._starting)
        started = await asyncio.gather(*starting, return_exceptions=True)
        waiting, self._waiting = self._waiting, []
        waiting += [process for process in started if isinstance(process, Process)]
        await asyncio.gather(*(stop_waiting_agent(p, self.grace) for p in waiting))
        await asyncio.gather(*self._stopping, return_exceptions=True)


__all__ = ["AgentPool", "PoolPlan", "start_agent", "stop_waiting_agent"]
