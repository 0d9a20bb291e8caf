"""The transport seam: what a connection needs of whatever carries its messages.

A transport moves whole messages and nothing else: it never decodes one, never decides what a
message means and never answers one. The connection's rules live in `endpoint.Endpoint`; the
asyncio driver (`driver.Connection`) joins an endpoint to a transport. Implementations:
`lines.LineTransport` (newline-delimited JSON over pipes, files and sockets) and
`memory.memory_pair` (two joined ends in one process); the remote transports follow the same
shape.

This module imports no I/O, so a transport written for another event loop can implement the
seam without asyncio.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

# Backpressure, in bytes: a transport reports no room while more than this is buffered for
# the peer, and the connection pauses reading while it holds more than this read but not yet
# handed to a handler (resuming at half).
HIGH_WATER = 1 << 20


class TooLong(NamedTuple):
    """An incoming message over the transport's size limit: its first and last bytes, the rest
    dropped unread, so that the endpoint can still tell what it was and answer it."""

    head: bytes
    tail: bytes


# One incoming message: its bytes, or what is left of an over-long one.
Frame = bytes | TooLong


class Transport(Protocol):
    """Moves whole messages between this end and the peer.

    `receive` gives the next messages read, in order (at least one), or an empty list once the
    peer has closed its end. `send` queues one message without waiting: a msgspec value (which
    the transport encodes) or the bytes of one already encoded; `answers` is the id of the
    request it answers, if it is a response (a transport that routes replies, such as HTTP,
    needs it). `has_room` says whether the peer is keeping up (at most `HIGH_WATER` queued);
    `writable` waits until it is, and raises `ConnectionError` when the peer is gone or the
    transport is closed, so that a peer that stopped reading never holds a sender for good.
    """

    async def receive(self) -> list[Frame]: ...

    def send(self, message: Any, answers: Any = None) -> None: ...

    def has_room(self) -> bool: ...

    async def writable(self) -> None: ...

    def end_of_input(self) -> None:
        """Input has ended (the driver saw `receive` return nothing): a sender waiting for room
        is released with `ConnectionError`, since the peer will not read any more."""
        ...

    async def close(self, timeout: float) -> None:
        """Give queued output up to `timeout` seconds to reach the peer, then close."""
        ...


__all__ = ["HIGH_WATER", "Frame", "TooLong", "Transport"]
