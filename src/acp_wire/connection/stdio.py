"""Stdio and process helpers: this process's stdin/stdout as a connection, and an agent
subprocess with a client connection to it."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Generator, Sequence
from typing import Any

from .._generated.protocols import Agent, Client
from .agent import AgentSideConnection
from .client import ClientSideConnection
from .core import CLOSE_TIMEOUT, Connection


async def stdio_streams() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """This process's stdin and stdout as asyncio streams (for an agent run by its client).

    They use duplicates of the two file descriptors, so closing the streams leaves
    `sys.stdin` / `sys.stdout` usable.
    """
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    stdin = os.fdopen(os.dup(sys.stdin.fileno()), "rb", buffering=0)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), stdin)
    stdout = os.fdopen(os.dup(sys.stdout.fileno()), "wb", buffering=0)
    # A StreamReaderProtocol (with a reader nobody reads) rather than a bare FlowControlMixin:
    # only it gives `writer.wait_closed()`, which `close()` needs.
    transport, protocol = await loop.connect_write_pipe(
        lambda: asyncio.StreamReaderProtocol(asyncio.StreamReader()), stdout
    )
    writer = asyncio.StreamWriter(transport, protocol, None, loop)
    return reader, writer


async def connect_stdio(
    agent: Agent, *, max_message_size: int | None = None
) -> AgentSideConnection:
    """An agent connection over this process's stdin/stdout; `await conn.serve()` to run it."""
    reader, writer = await stdio_streams()
    return AgentSideConnection(agent, reader, writer, max_message_size=max_message_size)


class AgentProcess:
    """An agent subprocess with a client connection over its stdin/stdout.

        async with spawn_agent(command, client) as (conn, process):
            await conn.agent.initialize(...)
        # here the agent has exited: stdin closed, then terminated, then killed if need be

    `await spawn_agent(...)` gives the same pair without the context manager; then call
    `await agent.shutdown()` (or `stop_agent(conn, process)`) yourself.
    """

    def __init__(
        self,
        command: Sequence[str],
        client: Client,
        *,
        max_message_size: int | None = None,
        exit_timeout: float = CLOSE_TIMEOUT,
    ) -> None:
        self.command = list(command)
        self.client = client
        self.max_message_size = max_message_size
        self.exit_timeout = exit_timeout
        self.conn: ClientSideConnection | None = None
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> tuple[ClientSideConnection, asyncio.subprocess.Process]:
        """Start the agent and a started connection to it."""
        if self.conn is None or self.process is None:
            process = await asyncio.create_subprocess_exec(
                *self.command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
            )
            assert process.stdout is not None and process.stdin is not None
            conn = ClientSideConnection(
                self.client, process.stdout, process.stdin, max_message_size=self.max_message_size
            )
            conn.start()
            self.conn, self.process = conn, process
        return self.conn, self.process

    async def shutdown(self) -> int:
        """Close the connection and make the agent exit; return its exit status."""
        if self.conn is None or self.process is None:
            raise RuntimeError("the agent was not started")
        return await stop_agent(self.conn, self.process, timeout=self.exit_timeout)

    def __await__(
        self,
    ) -> Generator[Any, None, tuple[ClientSideConnection, asyncio.subprocess.Process]]:
        return self.start().__await__()

    async def __aenter__(self) -> tuple[ClientSideConnection, asyncio.subprocess.Process]:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.shutdown()


def spawn_agent(
    command: Sequence[str],
    client: Client,
    *,
    max_message_size: int | None = None,
    exit_timeout: float = CLOSE_TIMEOUT,
) -> AgentProcess:
    """Start an agent subprocess with a client connection over its stdin/stdout.

    Use it as `async with spawn_agent(command, client) as (conn, process):`, which shuts the
    agent down on the way out (see `stop_agent`), or `conn, process = await spawn_agent(...)`.
    """
    return AgentProcess(
        command, client, max_message_size=max_message_size, exit_timeout=exit_timeout
    )


async def stop_agent(
    conn: Connection[Any], process: asyncio.subprocess.Process, *, timeout: float = CLOSE_TIMEOUT
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
