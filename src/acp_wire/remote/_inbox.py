"""Messages that arrived for a connection and wait for its `receive`: what a client transport
read from its streams, or what was posted to a server transport."""

from __future__ import annotations

import asyncio
from collections import deque

from acp_wire.connection._transport import HIGH_WATER, Frame


class Inbox:
    """Frames waiting for the connection's `receive`, in order, until `end`. Its `room` is clear
    while more than `HIGH_WATER` bytes are unread, for a producer that waits for the reader (a
    POST waits on it; a client's streams do not)."""

    def __init__(self) -> None:
        self.frames: deque[Frame] = deque()
        self.size = 0
        self.eof = False
        self.arrived = asyncio.Event()
        self.room = asyncio.Event()
        self.room.set()

    def put(self, frame: bytes) -> None:
        self.frames.append(frame)
        self.size += len(frame)
        self.arrived.set()
        if self.size > HIGH_WATER:
            self.room.clear()

    def extend(self, frames: list[bytes]) -> None:
        """`put` each of `frames`, in order."""
        self.frames.extend(frames)
        self.size += sum(map(len, frames))
        self.arrived.set()
        if self.size > HIGH_WATER:
            self.room.clear()

    def end(self) -> None:
        """No more frames will come: `get` returns what is left, then nothing."""
        self.eof = True
        self.arrived.set()
        self.room.set()

    async def get(self) -> list[Frame]:
        """Every frame waiting (at least one), or [] once it has ended and none is left."""
        while not self.frames and not self.eof:
            self.arrived.clear()
            await self.arrived.wait()
        frames = list(self.frames)
        self.frames.clear()
        self.size = 0
        self.room.set()
        return frames

    async def wait_for_room(self) -> None:
        """Wait while more than `HIGH_WATER` bytes are unread (not at all once ended)."""
        while not self.room.is_set():
            await self.room.wait()


__all__ = ["Inbox"]
