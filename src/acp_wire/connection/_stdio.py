"""Stdio and process helpers: this process's stdin/stdout as a connection, and an agent
subprocess with a client connection to it. Each version's face binds them to its connection
classes (`connect_stdio`, `run_agent`, `spawn_agent` of `acp_wire`, `acp_wire.v2`).

A client owns the agent it starts: the agent leads a process group of its own, stopped whole on
every way out (`acp_wire.connection._process_tree`); its stderr is passed through and its last
lines kept (`acp_wire.connection._stderr`), so that an agent that dies fails the waiting
requests with `AgentExited`, naming its exit status and last words.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import stat
import subprocess
import sys
from collections.abc import Awaitable, Callable, Generator, Mapping, Sequence
from typing import Any, Generic, TypeVar

from acp_wire.connection import _process_tree as tree
from acp_wire.connection import _spawn as spawning
from acp_wire.connection._driver import CLOSE_TIMEOUT, Connection
from acp_wire.connection._framing import READ_CHUNK
from acp_wire.connection._stderr import StderrTail, user_stderr

logger = logging.getLogger("acp_wire")
A = TypeVar("A", bound=Connection[Any, Any])
C = TypeVar("C", bound=Connection[Any, Any])


async def stdio_streams(
    *, stdout_for_protocol_only: bool = False
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """This process's stdin and stdout as asyncio streams (for an agent run by its client).

    They use duplicates of the two file descriptors, so closing the streams leaves
    `sys.stdin` / `sys.stdout` usable. Pipes, sockets, terminals and `/dev/null` are served by
    the event loop; a regular file (a capture replayed into the agent, output written to a
    file) and `/dev/null` are read and written directly, since the event loop cannot watch
    them. With `stdout_for_protocol_only` (what `run_agent` and `connect_stdio` ask), file
    descriptor 1 is pointed at stderr once the protocol has its duplicate: a `print()` in a
    handler, or a child process's output, reaches stderr instead of corrupting the wire.
    """
    loop = asyncio.get_running_loop()
    stdin_fd = os.dup(sys.stdin.fileno())
    if _is_regular_file(stdin_fd):
        reader: asyncio.StreamReader = _FileReader(stdin_fd)
    else:
        reader = asyncio.StreamReader()
        stdin = os.fdopen(stdin_fd, "rb", buffering=0)
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), stdin)
    stdout_fd = os.dup(sys.stdout.fileno())
    if stdout_for_protocol_only:
        _stdout_to_stderr()
    # A StreamReaderProtocol (with a reader nobody reads) rather than a bare FlowControlMixin:
    # only it gives `writer.wait_closed()`, which `close()` needs.
    protocol = asyncio.StreamReaderProtocol(asyncio.StreamReader())
    transport: asyncio.WriteTransport
    if _is_regular_file(stdout_fd):
        transport = _FileWriteTransport(stdout_fd, protocol)
    else:
        stdout = os.fdopen(stdout_fd, "wb", buffering=0)
        transport, _ = await loop.connect_write_pipe(lambda: protocol, stdout)
    writer = asyncio.StreamWriter(transport, protocol, None, loop)
    return reader, writer


def _stdout_to_stderr() -> None:
    """Point this process's stdout (the Python object and file descriptor 1, which children
    inherit) at stderr; nothing where either has no file descriptor (an embedding host)."""
    try:
        sys.stdout.flush()
        os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # io.UnsupportedOperation is both
        pass


def _is_regular_file(fd: int) -> bool:
    """Whether the event loop cannot watch `fd` and it is read or written directly: anything
    but a pipe, a socket or a terminal (a regular file, `/dev/null`, which epoll refuses)."""
    mode = os.fstat(fd).st_mode
    return not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or os.isatty(fd))


class _FileReader(asyncio.StreamReader):
    """Reads a regular file, which is always ready: each read yields to the event loop once,
    so that handlers run while a long capture is read."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd

    async def read(self, n: int = -1) -> bytes:
        await asyncio.sleep(0)
        try:
            return os.read(self._fd, n if n > 0 else READ_CHUNK)
        except OSError:  # a closed or unreadable descriptor ends the input
            return b""


class _FileWriteTransport(asyncio.WriteTransport):
    """Writes to a regular file synchronously: a file takes every byte at once, so nothing is
    ever buffered and there is never backpressure."""

    def __init__(self, fd: int, protocol: asyncio.BaseProtocol) -> None:
        super().__init__()
        self._fd = fd
        self._protocol = protocol
        self._closing = False
        protocol.connection_made(self)

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if self._closing:
            return
        view = memoryview(data)
        while view:
            view = view[os.write(self._fd, view) :]

    def get_write_buffer_size(self) -> int:
        return 0

    def set_write_buffer_limits(self, high: int | None = None, low: int | None = None) -> None:
        pass  # nothing is buffered

    def get_write_buffer_limits(self) -> tuple[int, int]:
        return (0, 0)

    def is_closing(self) -> bool:
        return self._closing

    def close(self) -> None:
        if not self._closing:
            self._closing = True
            os.close(self._fd)
            asyncio.get_running_loop().call_soon(self._protocol.connection_lost, None)

    def abort(self) -> None:
        self.close()

    def can_write_eof(self) -> bool:
        return False


async def connect_stdio_with(
    side: Callable[..., A], agent: Any, *, max_message_size: int | None = None
) -> A:
    """`connect_stdio` with the agent-side connection class `side` (another version's)."""
    _require_instance(agent)
    reader, writer = await stdio_streams(stdout_for_protocol_only=True)
    conn = side(agent, reader, writer, max_message_size=max_message_size)
    # A file's end is the end of a replayed capture: the prompts it holds are answered.
    conn.finish_at_end_of_input = isinstance(reader, _FileReader)
    return conn


def run_agent_with(
    side: Callable[..., Connection[Any, Any]],
    agent: Any,
    *,
    max_message_size: int | None = None,
) -> None:
    """`run_agent` with the agent-side connection class `side` (another version's)."""
    _require_instance(agent)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        pass  # no loop running: the one case served (outside the handler, so that a handler's
        # traceback is not chained to this RuntimeError)
    else:
        raise RuntimeError(
            "run_agent() runs its own event loop; inside one, use "
            "`conn = await connect_stdio(agent)` and `await conn.serve()`"
        )
    asyncio.run(_serve_stdio(side, agent, max_message_size))


def _require_instance(agent: Any) -> None:
    """TypeError for an agent class passed where its instance is meant (`run_agent(MyAgent)`)."""
    if isinstance(agent, type):
        raise TypeError(
            f"pass an instance of the agent, not the class: `run_agent({agent.__name__}())`"
        )


async def _serve_stdio(
    side: Callable[..., Connection[Any, Any]], agent: Any, max_message_size: int | None
) -> None:
    conn = await connect_stdio_with(side, agent, max_message_size=max_message_size)
    try:
        await conn.serve()
    finally:
        await conn.close()


class AgentExited(ConnectionError):
    """The agent process ended while the client waited for it: its exit status (`returncode`,
    negative for a signal, as `asyncio` gives it) and the last lines it wrote to stderr
    (`stderr`). A `ConnectionError`, so code that caught "the connection closed" still does."""

    def __init__(
        self,
        message: str,
        *,
        command: Sequence[str] = (),
        returncode: int | None = None,
        stderr: Sequence[str] = (),
    ) -> None:
        super().__init__(message)
        self.command = tuple(command)
        self.returncode = returncode
        self.stderr = tuple(stderr)

    @classmethod
    def of(cls, command: Sequence[str], returncode: int, stderr: Sequence[str]) -> AgentExited:
        """The error for an agent `command` that ended with `returncode`, having written the
        lines `stderr` last."""
        program = os.path.basename(command[0]) if command else "the agent"
        if returncode < 0:
            try:
                how = f"was killed by signal {signal.Signals(-returncode).name}"
            except ValueError:
                how = f"was killed by signal {-returncode}"
        else:
            how = f"exited with status {returncode}"
        message = f"the agent ({program}) {how}"
        if stderr:
            message += "; its last lines on stderr:\n" + "\n".join(f"  {s}" for s in stderr)
        else:
            message += " and wrote nothing to stderr"
        return cls(message, command=command, returncode=returncode, stderr=stderr)


# How long the end of an agent's output may precede its exit before the waiting requests fail
# without its exit status, and how long its stderr may trail it (seconds).
_EXIT_AFTER_EOF = 1.0
_STDERR_AFTER_EXIT = 0.5


class AgentProcess(Generic[C]):
    """An agent subprocess with a client connection over its stdin/stdout.

        async with spawn_agent(command, client) as (conn, process):
            await conn.agent.initialize(...)
        # here the agent and everything it started have exited

    The client owns what it starts. With `own_process_group` (the default), the agent leads a
    process group of its own: a Ctrl-C in the terminal reaches only the client, and on every
    way out of the `async with` (its end, an exception, cancellation, Ctrl-C) the whole group
    is stopped: the agent's stdin closed, `exit_timeout` seconds for it to exit, then SIGTERM
    to the group, `exit_timeout` seconds more, then SIGKILL. On Linux the agent is also sent
    SIGTERM if the client dies without cleaning up (`PR_SET_PDEATHSIG`). Without
    `own_process_group` the agent shares the client's group and only the agent itself is
    stopped.

    The agent's stderr is passed through to this process's stderr (`echo_stderr=False`: kept
    quiet) and its last lines kept: when the agent dies, the requests waiting for it fail with
    `AgentExited`, naming its exit status and those lines.

    Given a client per version (`{1: ClientV1(), 2: ClientV2()}`), the connection is started
    by `await conn.negotiate({1: ..., 2: ...})` (see `driver.Connection.negotiate`).

    `await spawn_agent(...)` gives the same pair without the context manager; then call
    `await agent.shutdown()` (or `stop_agent(conn, process)`) yourself (an agent group still
    running when the interpreter exits is killed then). `side` is the client connection class
    built (a version's `ClientSideConnection`: `acp_wire`'s, `acp_wire.v2`'s); each version's
    `spawn_agent` passes its own.
    """

    def __init__(
        self,
        command: Sequence[str],
        client: Any,
        *,
        side: Callable[..., C],
        max_message_size: int | None = None,
        exit_timeout: float = CLOSE_TIMEOUT,
        own_process_group: bool = True,
        echo_stderr: bool = True,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.side = side
        self.env = dict(env) if env else None
        self.command = list(command)
        self.own_process_group = own_process_group
        self.echo_stderr = echo_stderr
        self.client = client
        self.max_message_size = max_message_size
        self.exit_timeout = exit_timeout
        self.conn: C | None = None
        self.process: asyncio.subprocess.Process | None = None
        self._group: int | None = None  # the agent's process group, while it may be running
        self._stderr: StderrTail | None = None

    async def start(self) -> tuple[C, asyncio.subprocess.Process]:
        """Start the agent and a started connection to it."""
        if self.conn is None or self.process is None:
            own_group = self.own_process_group and tree.has_groups()
            process = await spawning.start(
                spawning.resolve(self.command),
                own_group=self.own_process_group,
                child_setup=tree.child_setup(),
                env={**os.environ, **self.env} if self.env else None,
            )
            assert process.stdout is not None and process.stdin is not None
            assert process.stderr is not None
            if own_group:
                self._group = process.pid
                tree.adopt(process.pid)
            self._stderr = StderrTail(process.stderr, user_stderr() if self.echo_stderr else None)
            conn = self.side(
                self.client, process.stdout, process.stdin, max_message_size=self.max_message_size
            )
            conn.explain_end = self._why_ended
            if not isinstance(self.client, Mapping):  # a client per version: `negotiate` starts it
                conn.start()
            self.conn, self.process = conn, process
        return self.conn, self.process

    async def _why_ended(self) -> BaseException | None:
        """`AgentExited` for an agent whose output ended because it exited (None if it is
        still running a moment later: it only closed its stdout)."""
        process, tail = self.process, self._stderr
        if process is None or tail is None:
            return None
        try:
            returncode = await asyncio.wait_for(process.wait(), _EXIT_AFTER_EOF)
            await tail.finished(_STDERR_AFTER_EXIT)
            return AgentExited.of(self.command, returncode, tail.lines())
        except asyncio.TimeoutError:
            return None
        except Exception:  # an explanation must never hide the end itself
            logger.exception("acp_wire: reading why the agent ended failed")
            return None

    @property
    def stderr_tail(self) -> list[str]:
        """The last lines the agent wrote to stderr so far."""
        return [] if self._stderr is None else self._stderr.lines()

    async def shutdown(self) -> int:
        """Close the connection and make the agent and its process group exit; return the
        agent's exit status."""
        if self.conn is None or self.process is None:
            raise RuntimeError("the agent was not started")
        try:
            return await stop_agent(
                self.conn, self.process, timeout=self.exit_timeout, process_group=self._group
            )
        except BaseException:
            # Cancelled again (a second Ctrl-C) or failed mid-way: no more waiting.
            self._kill_now()
            raise
        finally:
            if self._stderr is not None:
                await _quietly(self._stderr.stop(_STDERR_AFTER_EXIT))
            _close_pipes(self.process)

    def _kill_now(self) -> None:
        if self._group is not None:
            tree.kill_group_now(self._group)
        elif self.process is not None and self.process.returncode is None:
            try:
                self.process.kill()
            except ProcessLookupError:
                pass

    def __await__(self) -> Generator[Any, None, tuple[C, asyncio.subprocess.Process]]:
        return self.start().__await__()

    async def __aenter__(self) -> tuple[C, asyncio.subprocess.Process]:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.shutdown()


def _close_pipes(process: object) -> None:
    """Close an exited agent's pipes. A process it started outside its process group (a new
    session, a daemon) can hold its stdout or stderr open after it exited; the subprocess
    transport then stays open until the garbage collector closes it, after the event loop
    closed ("unclosed transport", "RuntimeError: Event loop is closed" when run by
    `asyncio.run`). asyncio's `Process` has no public way to close them: its transport does
    (it would kill a process still running, hence only once the agent exited)."""
    transport = getattr(process, "_transport", None)
    if transport is not None and getattr(process, "returncode", None) is not None:
        transport.close()


async def _quietly(waiting: Awaitable[None]) -> None:
    try:
        await waiting
    except BaseException:  # cleaning up after a cancellation: the original error stands
        pass


async def stop_agent(
    conn: Connection[Any, Any],
    process: asyncio.subprocess.Process,
    *,
    timeout: float = CLOSE_TIMEOUT,
    process_group: int | None = None,
) -> int:
    """Close `conn` (which closes the agent's stdin), wait up to `timeout` seconds for the agent
    to exit, then terminate it, wait again, and finally kill it; return its exit status.

    The agent's process group (`process_group`; by default found out: the agent's own group if
    it leads one) is stopped the same way, also when the agent itself exited at once: whatever
    it started gets SIGTERM, `timeout` seconds, then SIGKILL.

    Agents need not exit when their input ends (codex-acp 0.16.0 keeps running), so waiting
    for them alone could hang forever.
    """
    group = process_group if process_group is not None else _group_led_by(process)
    await conn.close(timeout=timeout)
    stops: tuple[Callable[[], object] | None, ...]
    if group is not None:
        stops = (
            None,
            lambda: tree.signal_group(group, signal.SIGTERM),
            lambda: tree.signal_group(group, signal.SIGKILL),
        )
    elif WINDOWS:  # the agent and what it started, by parent: while the agent still runs
        stops = (
            None,
            lambda: tree_kill(process, force=False),
            lambda: tree_kill(process, force=True),
        )
    else:
        stops = (None, process.terminate, process.kill)
    returncode: int | None = None
    for i, stop in enumerate(stops):
        if stop is not None:
            try:
                stop()
            except ProcessLookupError:  # it exited meanwhile
                pass
        try:
            last = i == len(stops) - 1
            returncode = await asyncio.wait_for(process.wait(), None if last else timeout)
            break
        except asyncio.TimeoutError:
            continue
    if returncode is None:
        returncode = await process.wait()
    if group is not None:  # what the agent started may outlive it
        await tree.stop_group(group, timeout)
    return returncode


# Windows stops a process tree with `taskkill /T` (a module attribute, so that the tests can
# take this path on Linux).
WINDOWS = sys.platform == "win32"


def tree_kill(process: asyncio.subprocess.Process, *, force: bool) -> None:
    """Stop `process` and what it started (Windows: `taskkill /T`); the process alone if
    `taskkill` cannot run."""
    try:
        done = subprocess.run(
            spawning.windows_tree_kill(process.pid, force=force), capture_output=True, timeout=30
        )
    except (OSError, subprocess.TimeoutExpired):
        done = None
    if done is None or done.returncode != 0:
        (process.kill if force else process.terminate)()


def _group_led_by(process: asyncio.subprocess.Process) -> int | None:
    """The process group `process` leads, if it leads one (and it is not ours)."""
    if not tree.has_groups() or process.returncode is not None:
        return None
    try:
        group = os.getpgid(process.pid)
    except ProcessLookupError:
        return None
    return group if group == process.pid and group != os.getpgrp() else None


__all__ = [
    "AgentExited",
    "AgentProcess",
    "connect_stdio_with",
    "run_agent_with",
    "stdio_streams",
    "stop_agent",
    "tree_kill",
]
