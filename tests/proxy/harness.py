"""A scripted conductor for one in-process proxy: raw lines in, raw lines out.

The test plays the conductor: it writes the exact bytes of each message to the proxy and reads
the exact bytes the proxy writes back, over a memory transport pair.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import msgspec

from acp_wire.connection._memory import memory_pair
from acp_wire.proxy import ProxyConnection


class Envelope(msgspec.Struct):
    """A message as bytes: what the tests compare."""

    id: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET
    method: str | msgspec.UnsetType = msgspec.UNSET
    params: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET
    result: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET
    error: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET


class Wrapped(msgspec.Struct):
    method: str
    params: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET


def raw(value: msgspec.Raw | msgspec.UnsetType) -> bytes | None:
    return None if value is msgspec.UNSET else bytes(value)


def parse(frame: bytes) -> Envelope:
    return msgspec.json.decode(frame, type=Envelope)


def unwrap(envelope: Envelope) -> tuple[str, bytes | None]:
    inner = msgspec.json.decode(raw(envelope.params) or b"", type=Wrapped)
    return inner.method, raw(inner.params)


class Conductor:
    """The conductor's end of one proxy's connection."""

    def __init__(self, transport: Any) -> None:
        self.transport = transport
        self._frames: list[bytes] = []

    def send(self, frame: bytes) -> None:
        self.transport.send(frame)

    async def next(self, timeout: float = 10.0) -> bytes:
        while not self._frames:
            frames = await asyncio.wait_for(self.transport.receive(), timeout)
            if not frames:
                raise EOFError("the proxy closed its end")
            self._frames.extend(bytes(f) for f in frames)
        return self._frames.pop(0)


@asynccontextmanager
async def proxy_under_test(proxy: Any) -> AsyncIterator[Conductor]:
    ours, theirs = memory_pair()
    conn = ProxyConnection(proxy, theirs)
    task = asyncio.ensure_future(conn.serve())
    try:
        yield Conductor(ours)
    finally:
        await ours.close(1.0)
        await asyncio.wait_for(task, 10)
