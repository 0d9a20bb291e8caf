"""Bounded queues of outgoing messages for the server's transports: one per SSE stream or
WebSocket, with the backpressure the connection's senders wait on and the stall rule that
closes a connection whose reader stopped reading; and `RoomSeam`, the seam's backpressure
methods of every remote transport."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from acp_wire.connection._transport import HIGH_WATER


class DeferredAnswer:
    """The answer to a `session/load` or `session/resume`, held back: queued on the session's
    stream behind the history it replays, and moved to the connection's stream (`target`) once
    a reader has taken everything before it, so that the answer never overtakes the replay. The
    session stream carries an SSE comment in its place (`: attached <id>`), by which acp-wire's
    client orders the two streams. After `DEFER_TIMEOUT` seconds without a reader it moves
    anyway."""

    __slots__ = ("data", "marker", "moved", "target")

    def __init__(self, data: bytes, marker: bytes, target: Outbox) -> None:
        self.data = data
        self.marker = marker
        self.target = target
        self.moved = False

    def __len__(self) -> int:
        return len(self.data)

    def move(self) -> None:
        if not self.moved:
            self.moved = True
            self.target.put(self.data)


DEFER_TIMEOUT = 5.0  # seconds


class Outbox:
    """Messages waiting for one reader. Over `HIGH_WATER` bytes it counts as full (its owner
    has no room); over `limit` bytes (answers are sent without waiting for room) the owner's
    `overflow` is called, which closes the connection."""

    def __init__(self, owner: Room, limit: int) -> None:
        self.owner = owner
        self.limit = limit
        self.items: deque[bytes | DeferredAnswer] = deque()
        self.size = 0
        self.full = False
        self.reader = False  # a reader is attached (a second one is refused)
        self.ended = False  # the connection ended: the reader ends once the queue is empty
        self._ready: asyncio.Event | None = None

    def _event(self) -> asyncio.Event:
        if self._ready is None:
            self._ready = asyncio.Event()
        return self._ready

    def put(self, data: bytes) -> None:
        if self.ended:
            return
        self.items.append(data)
        self.size += len(data)
        if self._ready is not None:
            self._ready.set()
        if not self.full and self.size > HIGH_WATER:
            self.full = True
            self.owner.filled()
        if self.size > self.limit:
            self.owner.overflow(f"more than {self.limit} bytes queued for a reader")

    def put_deferred(self, answer: DeferredAnswer) -> None:
        """Queue `answer`; it moves by itself after `DEFER_TIMEOUT` if no reader takes it."""
        self.items.append(answer)
        if self._ready is not None:
            self._ready.set()
        asyncio.get_running_loop().call_later(DEFER_TIMEOUT, self._expire, answer)

    def _expire(self, answer: DeferredAnswer) -> None:
        if not answer.moved:
            try:
                self.items.remove(answer)
            except ValueError:
                pass
            answer.move()

    def unget(self, items: list[bytes | DeferredAnswer]) -> None:
        """Put back, in front, what a reader took but could not deliver."""
        if self.ended:
            return
        items = [item for item in items if not (isinstance(item, DeferredAnswer) and item.moved)]
        self.items.extendleft(reversed(items))
        self.size += sum(len(item) for item in items if not isinstance(item, DeferredAnswer))
        if not self.full and self.size > HIGH_WATER:
            self.full = True
            self.owner.filled()

    async def take(self, timeout: float | None) -> list[bytes | DeferredAnswer] | None:
        """Everything queued (waiting up to `timeout` for something); [] on timeout, None once
        the connection ended and the queue is empty."""
        if not self.items:
            if self.ended:
                return None
            ready = self._event()
            ready.clear()
            try:
                await asyncio.wait_for(ready.wait(), timeout)
            except asyncio.TimeoutError:
                return []
            if not self.items:
                return None if self.ended else []
        items = list(self.items)
        self.items.clear()
        self.size = 0
        if self.full:
            self.full = False
            self.owner.drained()
        self.owner.touch()
        return items

    def end(self) -> None:
        self.ended = True
        if self._ready is not None:
            self._ready.set()


class Room:
    """The room of a server transport: it has room while none of its outboxes is full. A
    sender waiting for room longer than `stall_timeout` seconds makes it `overflow` (the
    reader stalled: the connection is closed cleanly rather than queueing without bound)."""

    def __init__(self, stall_timeout: float, on_overflow: Callable[[str], None]) -> None:
        self.stall_timeout = stall_timeout
        self.on_overflow = on_overflow
        self.full_count = 0
        self.closed = False
        self.last_activity = time.monotonic()
        self._room: asyncio.Event | None = None

    def touch(self) -> None:
        self.last_activity = time.monotonic()

    def filled(self) -> None:
        self.full_count += 1

    def drained(self) -> None:
        self.full_count -= 1
        if self.full_count == 0 and self._room is not None:
            self._room.set()

    def overflow(self, reason: str) -> None:
        self.on_overflow(reason)

    def has_room(self) -> bool:
        return self.full_count == 0 and not self.closed

    async def writable(self) -> None:
        while True:
            if self.closed:
                raise ConnectionError("the connection is closed")
            if self.full_count == 0:
                return
            if self._room is None:
                self._room = asyncio.Event()
            self._room.clear()
            try:
                await asyncio.wait_for(self._room.wait(), self.stall_timeout)
            except asyncio.TimeoutError:
                self.on_overflow(f"the reader stalled for {self.stall_timeout} s")
                raise ConnectionError("the reader stopped reading") from None

    def close(self) -> None:
        self.closed = True
        if self._room is not None:
            self._room.set()


class Backpressure(Protocol):
    """What says whether a transport's peer keeps up: a server transport's `Room`, or the
    queue of a client transport's writer task."""

    def has_room(self) -> bool: ...

    async def writable(self) -> None: ...

    def close(self) -> None: ...


R = TypeVar("R", bound=Backpressure)


class RoomSeam(Generic[R]):
    """The transport seam's backpressure methods, answered by the transport's `room`."""

    room: R

    def has_room(self) -> bool:
        return self.room.has_room()

    async def writable(self) -> None:
        await self.room.writable()

    def end_of_input(self) -> None:
        self.room.close()


__all__ = ["Backpressure", "DeferredAnswer", "Outbox", "Room", "RoomSeam"]
