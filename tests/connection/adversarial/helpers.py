"""Plumbing shared by the adversarial tests: real pipes, or the in-memory transport pair.

The tests that run in one process take the `kind` fixture (conftest.py) and run over both the
stdio transport on real `os.pipe()` pipes and the in-memory pair (`link(kind)`); the ones that
run agent processes are over stdio by nature."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections import deque
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from acp_wire.connection._lines import LineTransport
from acp_wire.connection._memory import memory_pair
from acp_wire.connection._transport import Transport

# The transports the in-process tests run over.
TRANSPORTS = ("stdio", "memory")

# Generous: only a hang reaches it. Never a timing assertion.
BOUND = 10
PEERS = [sys.executable, str(Path(__file__).with_name("peers.py"))]

Streams = tuple[asyncio.StreamReader, asyncio.StreamWriter]


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), BOUND))


async def pipe_end(read_fd: int, write_fd: int) -> Streams:
    """asyncio streams over two os.pipe() file descriptors."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=64 << 20)
    await loop.connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(read_fd, "rb", buffering=0)
    )
    transport, protocol = await loop.connect_write_pipe(
        lambda: asyncio.StreamReaderProtocol(asyncio.StreamReader()),
        os.fdopen(write_fd, "wb", buffering=0),
    )
    return reader, asyncio.StreamWriter(transport, protocol, None, loop)


async def pipes() -> tuple[Streams, Streams]:
    """Two ends joined by a pair of real pipes."""
    a_read, b_write = os.pipe()
    b_read, a_write = os.pipe()
    return await pipe_end(a_read, a_write), await pipe_end(b_read, b_write)


async def link(kind: str, *, max_message_size: int | None = None) -> tuple[Transport, Transport]:
    """Two joined transports of `kind`; the first (the connection's) with `max_message_size`."""
    if kind == "stdio":
        (a_reader, a_writer), (b_reader, b_writer) = await pipes()
        return (
            LineTransport(a_reader, a_writer, max_message_size=max_message_size),
            LineTransport(b_reader, b_writer),
        )
    a, b = memory_pair()
    a.max_message_size = max_message_size
    return a, b


class RawPeer:
    """The other end written and read message by message, to send what a well-behaved peer
    would not."""

    def __init__(self, transport: Transport) -> None:
        self.transport = transport
        self._frames: deque[Any] = deque()

    async def send(self, message: Any) -> None:
        line = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.transport.send(line)
        await self.transport.writable()

    async def receive(self) -> Any:
        while not self._frames:
            frames = await self.transport.receive()
            assert frames, "the connection closed its output"
            self._frames.extend(frames)
        return json.loads(self._frames.popleft())

    async def call(self, message: Any) -> Any:
        await self.send(message)
        return await self.receive()

    async def end_output(self) -> None:
        """Close our sending side (after what was sent): the connection reads the end of its
        input."""
        await self.transport.close(BOUND)

    def pause_reading(self) -> None:
        """Stop reading: what the connection sends piles up (an in-memory peer that is not
        asked to receive reads nothing anyway)."""
        if isinstance(self.transport, LineTransport):
            self.transport.reader._transport.pause_reading()  # type: ignore[attr-defined]

    def resume_reading(self) -> None:
        if isinstance(self.transport, LineTransport):
            self.transport.reader._transport.resume_reading()  # type: ignore[attr-defined]

    async def stop_reading(self) -> None:
        """Stop reading for good and end our output: the connection's writes fail (EPIPE over
        a pipe)."""
        transport = self.transport
        if isinstance(transport, LineTransport):
            transport.reader._transport.close()  # type: ignore[attr-defined]
        await transport.close(BOUND)


def prompt(id: Any, text: str, session: str = "s1") -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": id,
        "method": "session/prompt",
        "params": {"sessionId": session, "prompt": [{"type": "text", "text": text}]},
    }


def peak_rss_kib(pid: int) -> int:
    """The peak resident set size of a live process (VmHWM), in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM in /proc status")
