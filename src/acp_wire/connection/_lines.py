"""The newline-delimited transport: one JSON-RPC message a line, over asyncio streams (a
process's stdin/stdout, an agent subprocess's pipes, a socket, a file).

Reading splits the bytes into lines (`framing.LineSplitter`, with the size limit). Writing
coalesces: each message is encoded (newline included) at the end of one reused buffer; the
first message of an event-loop iteration is written at once (a lone request or answer waits
for nothing), the ones that follow it in the same iteration are gathered and written together
when the iteration ends, or as soon as they reach `FLUSH_SIZE` bytes. Lines never interleave,
since a message is appended whole. Backpressure: no room while the stream's transport buffers
more than `HIGH_WATER`; a sender then drains it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from acp_wire._codec.codec import encode_into
from acp_wire.connection._framing import READ_CHUNK, LineSplitter
from acp_wire.connection._transport import HIGH_WATER, Frame

logger = logging.getLogger("acp_wire")

# Outgoing messages are gathered into one buffer and written once per event-loop iteration, or
# as soon as the buffer holds this many bytes.
FLUSH_SIZE = 1 << 16


class LineTransport:
    """Newline-delimited JSON-RPC over an asyncio `StreamReader` / `StreamWriter` pair (see the
    module's docstring). `max_message_size` (bytes, None for no limit) turns a longer incoming
    line into a `TooLong` frame, never held whole."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.max_message_size = max_message_size
        self._splitter = LineSplitter(max_message_size)
        # The stream's transport, when it reports its buffer (pipes and sockets do): the
        # backpressure mark is checked against it, and the writer is drained only above it.
        transport: Any = getattr(writer, "transport", None)
        if transport is not None:
            try:
                transport.set_write_buffer_limits(high=HIGH_WATER)
            except (AttributeError, NotImplementedError):
                transport = None
        self._stream_transport = transport
        self._lost = False  # writing failed: the peer is gone, output is dropped from now on
        self._ended = asyncio.Event()  # input ended or the transport closed
        # The stream's transport held at most HIGH_WATER when last looked at. Only our writes
        # grow its buffer, so this is rechecked after each flush, and when false.
        self._room = transport is not None
        # The last flush left bytes in the stream's transport (the pipe was full): a sender
        # that never yields would keep the loop from writing them while the peer waits, so
        # `writable` yields once before more is added. Producer and consumer then run side by
        # side instead of by turns.
        self._backlogged = False
        self._buffer = bytearray()
        # A message was written in this event-loop iteration: the next ones are gathered, and
        # `_end_of_iteration` (scheduled then) writes them.
        self._gathering = False

    # ------------------------------------------------------------------------------ reading

    async def receive(self) -> list[Frame]:
        read = self.reader.read
        splitter = self._splitter
        while True:
            chunk = await read(READ_CHUNK)
            frames = splitter.feed(chunk) if chunk else splitter.end()
            if frames or not chunk:
                return frames

    # ------------------------------------------------------------------------------ writing

    def send(self, message: Any, answers: Any = None) -> None:
        """Append one message (a msgspec value, encoded here, or the bytes of one); raises what
        `encode` raises, and then leaves the buffer as it was."""
        buffer = self._buffer
        if message.__class__ is bytes:
            buffer += message
        else:
            start = len(buffer)
            try:
                encode_into(message, buffer, start)
            except BaseException:
                del buffer[start:]
                raise
        buffer.append(10)  # b"\n"
        if not self._gathering or len(buffer) >= FLUSH_SIZE:
            self._first_of_iteration()

    def has_room(self) -> bool:
        """Whether a message may be added without waiting: nothing is left to write from the
        last flush, and the stream's transport is under the mark (see `_under_high_water`)."""
        return not self._backlogged and self._under_high_water()

    def _under_high_water(self) -> bool:
        """Whether the stream's transport reports its buffer, is open, and holds at most
        `HIGH_WATER`."""
        transport = self._stream_transport
        if transport is None:
            return False
        if not self._room:
            if self._lost:
                return False
            self._room = transport.get_write_buffer_size() <= HIGH_WATER
            if not self._room:
                return False
        return not transport.is_closing()

    async def writable(self) -> None:
        if self._lost:
            raise ConnectionError("the peer closed the connection")
        if self._backlogged:
            self._backlogged = False
            await asyncio.sleep(0)  # one loop iteration: the transport writes what the pipe takes
        # Under the mark, the sender goes on even if the pipe is still full: draining down to
        # the transport's low-water mark here would stall the producer for every 64 KiB.
        if self._under_high_water():
            return
        transport = self._stream_transport
        writer = self.writer
        try:
            self._flush()  # what is gathered goes to the transport, and is drained with it
            if transport is None:  # a stream without a transport: its own drain decides
                await writer.drain()
                return
            if transport.is_closing():
                await writer.drain()  # raises what ended the transport, if anything
                raise ConnectionError("the writer is closed")
            if self._ended.is_set():
                raise ConnectionError("the connection ended while the peer was not reading")
            drained = asyncio.ensure_future(writer.drain())
            ended = asyncio.ensure_future(self._ended.wait())
            try:
                await asyncio.wait((drained, ended), return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in (drained, ended):
                    if not waiter.done():
                        waiter.cancel()
            if not drained.done() or drained.cancelled():
                raise ConnectionError("the connection ended while the peer was not reading")
            drained.result()
        except OSError as exc:  # EPIPE, ECONNRESET: the peer went away
            self._lost = True
            raise ConnectionError(f"the peer closed the connection: {exc}") from exc

    def _flush(self) -> None:
        """Hand the buffer to the stream now (dropped once the peer is gone)."""
        buffer = self._buffer
        if not buffer:
            return
        if self._lost or self.writer.is_closing():
            buffer.clear()
            self._room = False
            return
        data = bytes(buffer)
        buffer.clear()
        self.writer.write(data)
        transport = self._stream_transport
        if transport is not None:
            size = transport.get_write_buffer_size()
            self._room = size <= HIGH_WATER
            self._backlogged = size > 0

    def _first_of_iteration(self) -> None:
        self._flush()
        if not self._gathering:
            self._gathering = True
            asyncio.get_running_loop().call_soon(self._end_of_iteration)

    def _end_of_iteration(self) -> None:
        self._gathering = False
        try:
            self._flush()
        except (OSError, RuntimeError):  # the stream failed; the next wait for room sees it
            self._lost = True

    # ------------------------------------------------------------------------------ the end

    def end_of_input(self) -> None:
        self._ended.set()

    async def close(self, timeout: float) -> None:
        self._ended.set()
        try:
            self._flush()
        except (OSError, RuntimeError) as exc:
            logger.debug("acp_wire: flushing the writer: %s", exc)
        writer = self.writer
        if not writer.is_closing():
            writer.close()
        closed = asyncio.ensure_future(writer.wait_closed())
        await asyncio.wait((closed,), timeout=timeout)
        if not closed.done():
            if self._stream_transport is not None:
                self._stream_transport.abort()  # the peer does not read: drop what is left
            await asyncio.wait((closed,), timeout=timeout)
            closed.cancel()
        elif not closed.cancelled() and isinstance(closed.exception(), Exception):
            logger.debug("acp_wire: closing the writer: %s", closed.exception())


__all__ = ["FLUSH_SIZE", "LineTransport"]
