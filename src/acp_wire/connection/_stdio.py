"""Stdio and process helpers: this process's stdin/stdout as a connection, and an agent
subprocess with a client connection to it. Each version's face binds them to its connection
classes (`connect_stdio`, `run_agent`, `spawn_agent` of `acp_wire`, `acp_wire.v2`)."""

from __future__ import annotations

import asyncio
import os
import stat
import sys
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, Generic, TypeVar

from acp_wire.connection._driver import CLOSE_TIMEOUT, Connection
from acp_wire.connection._framing import READ_CHUNK

A = TypeVar("A", bound=Connection[Any, Any])
C = TypeVar("C", bound=Connection[Any, Any])


async def stdio_streams() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """This process's stdin and stdout as asyncio streams (for an agent run by its client).

    They use duplicates of the two file descriptors, so closing the streams leaves
    `sys.stdin` / `sys.stdout` usable. Pipes, sockets, terminals and `/dev/null` are served by
    the event loop; a regular file (a capture replayed into the agent, output written to a
    file) and `/dev/null` are read and written directly, since the event loop cannot watch
    them.
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
    reader, writer = await stdio_streams()
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
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(_serve_stdio(side, agent, max_message_size))
        return
    raise RuntimeError(
        "run_agent() runs its own event loop; inside one, use "
        "`conn = await connect_stdio(agent)` and `await conn.serve()`"
    )


async def _serve_stdio(
    side: Callable[..., Connection[Any, Any]], agent: Any, max_message_size: int | None
) -> None:
    conn = await connect_stdio_with(side, agent, max_message_size=max_message_size)
    try:
        await conn.serve()
    finally:
        await conn.close()


class AgentProcess(Generic[C]):
    """An agent subprocess with a client connection over its stdin/stdout.

        async with spawn_agent(command, client) as (conn, process):
            await conn.agent.initialize(...)
        # here the agent has exited: stdin closed, then terminated, then killed if need be

    Given a client per version (`{1: ClientV1(), 2: ClientV2()}`), the connection is started
    by `await conn.negotiate({1: ..., 2: ...})` (see `driver.Connection.negotiate`).

    `await spawn_agent(...)` gives the same pair without the context manager; then call
    `await agent.shutdown()` (or `stop_agent(conn, process)`) yourself. `side` is the
    client connection class built (a version's `ClientSideConnection`: `acp_wire`'s,
    `acp_wire.v2`'s); each version's `spawn_agent` passes its own.
    """

    def __init__(
        self,
        command: Sequence[str],
        client: Any,
        *,
        side: Callable[..., C],
        max_message_size: int | None = None,
        exit_timeout: float = CLOSE_TIMEOUT,
        own_process_group: bool = False,
    ) -> None:
        self.side = side
        self.command = list(command)
        self.own_process_group = own_process_group
        self.client = client
        self.max_message_size = max_message_size
        self.exit_timeout = exit_timeout
        self.conn: C | None = None
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> tuple[C, asyncio.subprocess.Process]:
        """Start the agent and a started connection to it."""
        if self.conn is None or self.process is None:
            process = await asyncio.create_subprocess_exec(
                *self.command,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                start_new_session=self.own_process_group,
            )
            assert process.stdout is not None and process.stdin is not None
            conn = self.side(
                self.client, process.stdout, process.stdin, max_message_size=self.max_message_size
            )
            if not isinstance(self.client, Mapping):  # a client per version: `negotiate` starts it
                conn.start()
            self.conn, self.process = conn, process
        return self.conn, self.process

    async def shutdown(self) -> int:
        """Close the connection and make the agent exit; return its exit status."""
        if self.conn is None or self.process is None:
            raise RuntimeError("the agent was not started")
        return await stop_agent(self.conn, self.process, timeout=self.exit_timeout)

    def __await__(self) -> Generator[Any, None, tuple[C, asyncio.subprocess.Process]]:
        return self.start().__await__()

    async def __aenter__(self) -> tuple[C, asyncio.subprocess.Process]:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.shutdown()


async def stop_agent(
    conn: Connection[Any, Any],
    process: asyncio.subprocess.Process,
    *,
    timeout: float = CLOSE_TIMEOUT,
) -> int:
    """Close `conn` (which closes the agent's stdin), wait up to `timeout` seconds for the agent
    to exit, then terminate it, wait again, and finally kill it; return its exit status.

    Agents need not exit when their input ends (codex-acp 0.16.0 keeps running), so waiting
    for them alone could hang forever.
    """
    await conn.close(timeout=timeout)
    for stop in (None, process.terminate, process.kill):
        if stop is not None:
            try:
                stop()
            except ProcessLookupError:  # it exited meanwhile
                pass
        try:
            return await asyncio.wait_for(
                process.wait(), timeout if stop is not process.kill else None
            )
        except asyncio.TimeoutError:
            continue
    return await process.wait()


__all__ = ["AgentProcess", "connect_stdio_with", "run_agent_with", "stdio_streams", "stop_agent"]
