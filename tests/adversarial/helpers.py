"""Real-pipe plumbing shared by the adversarial tests."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

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


class RawPeer:
    """The other end written and read line by line, to send what a well-behaved peer would not."""

    def __init__(self, streams: Streams) -> None:
        self.reader, self.writer = streams

    async def send(self, message: Any) -> None:
        line = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.writer.write(line + b"\n")
        await self.writer.drain()

    async def receive(self) -> Any:
        line = await self.reader.readline()
        assert line, "the connection closed its output"
        return json.loads(line)

    async def call(self, message: Any) -> Any:
        await self.send(message)
        return await self.receive()


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
