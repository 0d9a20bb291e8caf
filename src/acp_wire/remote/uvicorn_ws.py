"""uvicorn's WebSocket protocol for `AcpApp`, with its writes gathered: the frames sent within
one turn of the event loop leave in one system call, and a batch of messages is one `send`.

    uvicorn.Config(AcpApp(MyAgent), ws=acp_wire.remote.uvicorn_ws.WebSocketProtocol)

ASGI hands a server one message per `send`, and uvicorn (like hypercorn) writes each frame to
the socket at once, so an agent streaming updates pays an ASGI call, a frame object and a
system call per message: most of the server's time in `nox -s bench`. This protocol writes
through a `GatheringWriter` (one write per turn) and offers `websocket.SEND_TEXTS`, an ASGI
extension of acp-wire's with which `AcpApp` hands over a whole batch of its outbox in one
`send`, framed at once (`wsframes.text_frames`). Any other ASGI app sees uvicorn's own
protocol with the writes gathered. Nothing else of uvicorn's behaviour changes: the handshake,
pings, limits, backpressure and the close are its own (the close writes what is gathered
first).

This subclasses uvicorn's `websockets-sansio` implementation (uvicorn 0.35 and later), whose
only contact with the socket is `self.transport`.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.http11 import Request
from websockets.protocol import State

from acp_wire.remote._gathering import GatheringWriter
from acp_wire.remote._websocket import SEND_TEXTS
from acp_wire.remote._wsframes import text_frames


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's `websockets-sansio` protocol, writing through a `GatheringWriter` and taking
    `SEND_TEXTS`."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        writer: Any = GatheringWriter(self.transport, self.loop)
        self.transport = writer

    def handle_connect(self, event: Request) -> None:
        super().handle_connect(event)
        scope: Any = getattr(self, "scope", None)  # (none when the upgrade was refused)
        if scope is not None:
            scope["extensions"][SEND_TEXTS] = {}

    async def send(self, message: Any) -> None:
        if message["type"] != SEND_TEXTS:
            await super().send(message)
            return
        await self.writable.wait()  # uvicorn's backpressure: the socket's buffer has room
        if (
            self.disconnected
            or self.close_sent
            or not self.handshake_complete
            or self.conn.state is not State.OPEN
        ):
            raise ClientDisconnected()
        self.transport.write(text_frames(message["texts"]))


__all__ = ["WebSocketProtocol"]
