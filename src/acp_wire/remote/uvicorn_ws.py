"""uvicorn's WebSocket protocol with its writes gathered: every frame sent within one turn of
the event loop leaves in one system call.

    uvicorn.run(AcpApp(MyAgent), ws=acp_wire.remote.uvicorn_ws.WebSocketProtocol)

ASGI hands a server one message per `send`, and uvicorn (like hypercorn) writes each frame to
the socket at once, so an agent streaming updates pays one system call per message: about a
third of the server's time in `nox -s bench`. Gathered, the frames of one batch of the
connection's outbox go out together, which lifted acp-wire's WebSocket pair from about 150,000
to about 240,000 updates/s there. Nothing else of uvicorn's behaviour changes (the handshake,
pings, limits and the close are its own; the close writes what is gathered first).

This subclasses uvicorn's `websockets-sansio` implementation (uvicorn 0.35 and later), whose
only contact with the socket is `self.transport`.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol


class GatheringWriter:
    """An asyncio transport's stand-in that holds what is written until the end of the turn
    (or a close) and writes it as one. Everything else goes to the transport."""

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] = []

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if not self._pending:
            self._loop.call_soon(self.flush)
        self._pending.append(bytes(data))

    def flush(self) -> None:
        if self._pending:
            data = b"".join(self._pending)
            self._pending.clear()
            if not self._transport.is_closing():
                self._transport.write(data)

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(map(len, self._pending))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's `websockets-sansio` protocol, writing through a `GatheringWriter`."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        writer: Any = GatheringWriter(self.transport, self.loop)
        self.transport = writer


__all__ = ["GatheringWriter", "WebSocketProtocol"]
