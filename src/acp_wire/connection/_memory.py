"""Two transports joined in one process: for tests, and for embedding a peer in-process.

    agent_end, client_end = memory_pair()
    agent = Connection(MyAgent(), agent_end, side="agent")
    client = Connection(MyClient(), client_end, side="client")

Each message is encoded on `send` and decoded by the receiving endpoint, exactly as over a
pipe, so nothing is shared between the two ends but bytes. Backpressure: a sender has no room
while more than `HIGH_WATER` bytes wait for the peer to receive them.
"""

from __future__ import annotations

import asyncio
from collections import deque
from typing import Any

from acp_wire._codec.codec import encode
from acp_wire.connection._framing import SNIFF, TAIL
from acp_wire.connection._transport import HIGH_WATER, Frame, TooLong


class MemoryTransport:
    """One end of `memory_pair`. `max_message_size` turns a longer incoming message into a
    `TooLong` frame, as the stdio transport does."""

    def __init__(self, *, max_message_size: int | None = None) -> None:
        self.max_message_size = max_message_size
        self.peer: MemoryTransport | None = None
        self._frames: deque[bytes] = deque()
        self.queued = 0  # bytes sent to this end and not yet received
        self._arrived: asyncio.Event | None = None  # set when frames or the end arrive
        self._room: asyncio.Event | None = None  # set when this end received (room for senders)
        self._eof = False  # the peer closed: after the queued frames, input ends
        self._closed = False  # this end closed: nothing more is sent
        self._ended = False  # this end's input ended: a sender waiting for room is released

    # A transport may be built outside a running loop; its events are made on first use.
    def _event(self, name: str) -> asyncio.Event:
        event: asyncio.Event | None = getattr(self, name)
        if event is None:
            event = asyncio.Event()
            setattr(self, name, event)
        return event

    async def receive(self) -> list[Frame]:
        while not self._frames and not self._eof:
            arrived = self._event("_arrived")
            arrived.clear()
            await arrived.wait()
        frames: list[Frame] = []
        limit = self.max_message_size
        while self._frames:
            data = self._frames.popleft()
            frames.append(
                TooLong(data[:SNIFF], data[-TAIL:])
                if limit is not None and len(data) > limit
                else data
            )
        self.queued = 0
        if self._room is not None:
            self._room.set()
        return frames

    def send(self, message: Any, answers: Any = None) -> None:
        peer = self.peer
        if self._closed or peer is None or peer._eof:
            return
        data = message if isinstance(message, bytes) else encode(message)
        peer._frames.append(data)
        peer.queued += len(data)
        if peer._arrived is not None:
            peer._arrived.set()

    def has_room(self) -> bool:
        peer = self.peer
        return peer is not None and not self._closed and peer.queued <= HIGH_WATER

    async def writable(self) -> None:
        while True:
            peer = self.peer
            if self._closed or peer is None or peer._closed:
                raise ConnectionError("the peer closed the connection")
            if self._ended:
                raise ConnectionError("the connection ended while the peer was not reading")
            if peer.queued <= HIGH_WATER:
                return
            room = peer._event("_room")
            room.clear()
            await room.wait()

    def end_of_input(self) -> None:
        self._ended = True
        peer = self.peer
        if peer is not None and peer._room is not None:
            peer._room.set()  # wakes our sender, which then sees `_ended`

    async def close(self, timeout: float) -> None:
        if self._closed:
            return
        self._closed = True
        self._ended = True
        peer = self.peer
        if peer is not None:
            peer._eof = True
            if peer._arrived is not None:
                peer._arrived.set()
            if peer._room is not None:
                peer._room.set()  # its senders waiting for our reading give up
        if self._room is not None:
            self._room.set()


def memory_pair(*, max_message_size: int | None = None) -> tuple[MemoryTransport, MemoryTransport]:
    """Two transports joined to each other: what one sends, the other receives."""
    a = MemoryTransport(max_message_size=max_message_size)
    b = MemoryTransport(max_message_size=max_message_size)
    a.peer, b.peer = b, a
    return a, b


__all__ = ["MemoryTransport", "memory_pair"]
