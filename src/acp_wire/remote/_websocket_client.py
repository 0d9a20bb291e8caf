"""The client's end of a WebSocket connection (`connect_ws`'s transport): websockets opens
it, then this transport reads and writes the socket itself, a batch at a time."""

from __future__ import annotations

import asyncio
import logging
import os
from typing import Any

from websockets.asyncio.client import ClientConnection
from websockets.frames import Frame as WsFrame
from websockets.frames import Opcode
from websockets.protocol import State

from acp_wire._codec.codec import encode
from acp_wire.connection._transport import HIGH_WATER, Frame
from acp_wire.remote import _wsframes as wsframes
from acp_wire.remote._gathering import GatheringWriter
from acp_wire.remote._inbox import Inbox
from acp_wire.remote._routing import CONNECTION_HEADER

logger = logging.getLogger("acp_wire.remote")

PING_INTERVAL = 20.0  # seconds between the keepalive pings
PING_TIMEOUT = 20.0  # seconds a ping waits for its pong before the connection is dropped


class WebSocketClientTransport(asyncio.Protocol):
    """The client's end of a WebSocket connection: one text frame per message each way.

    websockets opens the connection (the upgrade, TLS, proxies, redirects) and stays the
    authority on the protocol; once it is open this transport takes the socket's events over
    from websockets' own asyncio layer, which wakes a reader per message. Everything read in
    one go is handed to the connection in one `receive`: the data frames `wsframes.split` cuts
    out by their headers, and every other frame through websockets' sans-I/O protocol (which
    answers pings and runs the close). What is sent within one turn of the event loop leaves
    in one write.
    """

    def __init__(self, socket: ClientConnection, max_message_size: int) -> None:
        self.connection_id = (
            socket.response.headers.get(CONNECTION_HEADER) if socket.response else None
        )
        self.protocol = socket.protocol
        self.max_message_size = max_message_size
        self.inbox = Inbox()
        self.closed = False  # no more sending: closed here, or the connection went away
        self._loop = asyncio.get_running_loop()
        self._rest = bytearray()  # a partial frame, waiting for the rest of it
        self._need = 0  # how many bytes that frame has in all (0: its header is not complete)
        self._fragmented = False
        self._parts: list[bytes] = []  # a fragmented message, being assembled
        self._reading_paused = False
        self._writing_paused = False
        self._room = asyncio.Event()
        self._room.set()
        self._lost: asyncio.Future[None] = self._loop.create_future()
        self._ping: asyncio.TimerHandle | None = None
        self._pong_due: asyncio.TimerHandle | None = None
        self._ping_payload = b""
        leftover = _frames_read_already(socket)
        transport = socket.transport
        self.transport = transport
        self._writer = GatheringWriter(transport, self._loop)  # one write a turn
        transport.set_write_buffer_limits(high=HIGH_WATER)
        transport.set_protocol(self)
        for frame in leftover:
            self.inbox.put(frame)
        self._schedule_ping()

    # -- reading (asyncio.Protocol) ------------------------------------------------------

    def data_received(self, data: bytes) -> None:
        if self._rest:
            self._rest += data
            if len(self._rest) < self._need:
                return
            data = bytes(self._rest)
            self._rest = bytearray()
        if self.protocol.state is not State.OPEN:
            self._feed(data)  # (closing: websockets reads what is left)
            return
        cut = wsframes.split(data, self.max_message_size, self._fragmented)
        self._fragmented = cut.fragmented
        if not cut.whole:
            self.inbox.extend(cut.frames)  # type: ignore[arg-type]  # (all payloads)
        else:
            put = self.inbox.put
            for chunk in cut.frames:
                if isinstance(chunk, wsframes.Whole):
                    self._feed(chunk.frame)
                    if self.protocol.state is not State.OPEN:
                        return  # closed: nothing after the close frame is read (RFC 6455 5.5.1)
                else:
                    put(chunk)
        if cut.used < len(data):
            self._rest = bytearray(data[cut.used :])
            self._need = cut.need
        if self.inbox.size > HIGH_WATER and not self._reading_paused:
            self._reading_paused = True
            self.transport.pause_reading()

    def _feed(self, data: bytes) -> None:
        """Hand bytes to websockets' protocol; take what it read and write what it answers."""
        protocol = self.protocol
        protocol.receive_data(data)
        for event in protocol.events_received():
            if not isinstance(event, WsFrame):
                continue
            opcode = event.opcode
            payload = bytes(event.data)  # (websockets reads bytes: no copy)
            if opcode is Opcode.TEXT or opcode is Opcode.BINARY:
                if event.fin:
                    self.inbox.put(payload)
                else:
                    self._parts = [payload]
            elif opcode is Opcode.CONT:
                self._parts.append(payload)
                if event.fin:
                    self.inbox.put(b"".join(self._parts))
                    self._parts = []
            elif opcode is Opcode.PONG and payload == self._ping_payload:
                self._pong()
        self._write_protocol_output()
        if protocol.close_rcvd is not None or protocol.state is State.CLOSED:
            self._ended()  # the server's close frame: nothing follows it

    def eof_received(self) -> bool | None:
        self.protocol.receive_eof()
        self._write_protocol_output()
        self._ended()
        return None

    def connection_lost(self, exc: Exception | None) -> None:
        self._ended()
        self.closed = True
        self._room.set()
        for timer in (self._ping, self._pong_due):
            if timer is not None:
                timer.cancel()
        if not self._lost.done():
            self._lost.set_result(None)

    def _ended(self) -> None:
        self.inbox.end()

    async def receive(self) -> list[Frame]:
        frames = await self.inbox.get()
        if self._reading_paused:
            self._reading_paused = False
            self.transport.resume_reading()
        return frames

    # -- writing -------------------------------------------------------------------------

    def send(self, message: Any, answers: Any = None) -> None:
        if self.closed or self.protocol.state is not State.OPEN:
            return
        self.protocol.send_text(message if message.__class__ is bytes else encode(message))
        self._write_protocol_output()

    def _write_protocol_output(self) -> None:
        for data in self.protocol.data_to_send():
            if not data:  # websockets' end of the stream: half-close once written
                self._writer.flush()
                if self.transport.can_write_eof():
                    self.transport.write_eof()
                continue
            self._writer.write(data)

    def pause_writing(self) -> None:
        self._writing_paused = True
        self._room.clear()

    def resume_writing(self) -> None:
        self._writing_paused = False
        self._room.set()

    def has_room(self) -> bool:
        return not self.closed and not self._writing_paused

    async def writable(self) -> None:
        while True:
            if self.closed:
                raise ConnectionError("the connection is closed")
            if not self._writing_paused:
                return
            await self._room.wait()

    def end_of_input(self) -> None:
        self.closed = True
        self._room.set()

    # -- keepalive: a ping every PING_INTERVAL seconds, a pong within PING_TIMEOUT ------

    def _schedule_ping(self) -> None:
        self._ping = self._loop.call_later(PING_INTERVAL, self._send_ping)

    def _send_ping(self) -> None:
        if self.protocol.state is not State.OPEN:
            return
        self._ping_payload = os.urandom(4)
        self.protocol.send_ping(self._ping_payload)
        self._write_protocol_output()
        self._pong_due = self._loop.call_later(PING_TIMEOUT, self._no_pong)

    def _pong(self) -> None:
        if self._pong_due is not None:
            self._pong_due.cancel()
            self._pong_due = None
            self._schedule_ping()

    def _no_pong(self) -> None:
        logger.info("acp_wire.remote: no pong within %s s: closing the WebSocket", PING_TIMEOUT)
        self.transport.abort()

    async def close(self, timeout: float) -> None:
        self.closed = True
        self._room.set()
        if self.protocol.state is State.OPEN:
            self.protocol.send_close(1000)
            self._write_protocol_output()
        self._writer.flush()
        try:
            await asyncio.wait_for(asyncio.shield(self._lost), timeout)
        except asyncio.TimeoutError:
            self.transport.abort()
            await self._lost


def _frames_read_already(socket: ClientConnection) -> list[bytes]:
    """Data frames websockets read with the upgrade's answer, before this transport took the
    socket over (an ACP server speaks only when spoken to, so there are none; taken anyway)."""
    frames: Any = getattr(getattr(socket, "recv_messages", None), "frames", None)
    queue = getattr(frames, "queue", None)
    if not queue:
        return []
    taken = [bytes(frame.data) for frame in queue if frame.opcode in (Opcode.TEXT, Opcode.BINARY)]
    queue.clear()
    return taken


__all__ = ["PING_INTERVAL", "PING_TIMEOUT", "WebSocketClientTransport"]
