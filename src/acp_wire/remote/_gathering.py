"""Writes gathered per turn of the event loop: what is written within one turn reaches the
socket as one system call. The WebSocket client transport and uvicorn's protocol
(`uvicorn_ws`) both write through it, since a frame a `write` is one system call a message."""

from __future__ import annotations

import asyncio
from typing import Any

from acp_wire.connection._transport import HIGH_WATER


class GatheringWriter:
    """An asyncio transport's stand-in that holds what is written until the end of the turn
    (or a close) and writes it as one. Everything else goes to the transport."""

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] = []
        self._size = 0

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if not self._pending:
            self._loop.call_soon(self.flush)
        self._pending.append(bytes(data))
        self._size += len(data)
        if self._size > HIGH_WATER:
            self.flush()  # (a long burst in one turn: the socket's buffer, and uvicorn's
            # backpressure on it, take over)

    def flush(self) -> None:
        if self._pending:
            data = b"".join(self._pending)
            self._pending.clear()
            self._size = 0
            if not self._transport.is_closing():
                self._transport.write(data)

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + self._size

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


__all__ = ["GatheringWriter"]
