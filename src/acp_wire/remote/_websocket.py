"""The server's WebSocket profile: `WebSocketServerTransport`, the agent's end of one
connection (one text frame per message each way), and the upgrade, which `app.AcpApp` hands
here once the request passed its checks."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from acp_wire._codec.codec import encode
from acp_wire._generated.methods import INITIALIZE
from acp_wire.connection._framing import SNIFF, TAIL
from acp_wire.connection._transport import Frame, TooLong
from acp_wire.remote import _routing as routing
from acp_wire.remote._asgi import Receive, Scope, Send
from acp_wire.remote._outbox import DeferredAnswer, Outbox, Room, RoomSeam
from acp_wire.remote._routing import CONNECTION_HEADER, Reject
from acp_wire.remote._serving import Limits, ServingApp
from acp_wire.rpc_errors import INVALID_REQUEST, PARSE_ERROR

logger = logging.getLogger("acp_wire.remote")

# An ASGI extension of acp-wire's own: a server that lists it in the scope's "extensions" takes
# `{"type": SEND_TEXTS, "texts": [bytes, ...]}`, each the UTF-8 of one message for a text frame
# of its own, in order; one `send` for a whole batch of the outbox instead of one a message.
# `uvicorn_ws.WebSocketProtocol` offers it; without it, each message is its own
# "websocket.send".
SEND_TEXTS = "acp_wire.websocket.send_texts"


class WebSocketServerTransport(RoomSeam[Room]):
    """The agent's end of one WebSocket connection: text frames in (binary frames are ignored,
    as the RFD says), text frames out through a writer task that waits for the socket."""

    def __init__(
        self,
        receive: Receive,
        send: Send,
        limits: Limits,
        first: list[Frame],
        *,
        batched: bool = False,
    ) -> None:
        self._receive = receive
        self._send = send
        self._batched = batched  # the server takes SEND_TEXTS
        self.limits = limits
        self.room = Room(limits.stall_timeout, self.abort)
        self.outbox = Outbox(self.room, limits.queue_limit)
        self._first = first
        self.eof = False
        self.close_reason: str | None = None
        self._reading: asyncio.Future[dict[str, Any]] | None = None
        self._ended = asyncio.Event()  # set when this end closes the connection
        self._writer = asyncio.get_running_loop().create_task(self._write())

    async def receive(self) -> list[Frame]:
        if self._first:
            first, self._first = self._first, []
            return first
        while not self.eof:
            if self._reading is None:
                self._reading = asyncio.ensure_future(self._receive())
            if not self._reading.done():
                ended = asyncio.ensure_future(self._ended.wait())
                await asyncio.wait((self._reading, ended), return_when=asyncio.FIRST_COMPLETED)
                ended.cancel()
                if not self._reading.done():  # the connection was ended here (a stall)
                    self._reading.cancel()
                    self.eof = True
                    break
            message = self._reading.result()
            self._reading = None
            frame = text_frame(message, self.limits.max_body)
            if frame is not None:
                self.room.touch()
                return [frame]
            if message["type"] == "websocket.disconnect":
                self.eof = True
        return []

    def send(self, message: Any, answers: Any = None) -> None:
        if not self.room.closed:
            self.outbox.put(message if message.__class__ is bytes else encode(message))

    def abort(self, reason: str) -> None:
        if self.close_reason is None:
            self.close_reason = reason
            logger.info("acp_wire.remote: closing a WebSocket: %s", reason)
        self._ended.set()
        self.room.close()
        self.outbox.end()
        if reason != "closed" and not self._writer.done():
            self._writer.cancel()

    async def _write(self) -> None:
        send = self._send
        outbox = self.outbox
        try:
            while True:
                items = await outbox.take(None)
                if items is None:
                    break
                # (No answer is deferred over WebSocket: one ordered stream.)
                texts = [item.data if isinstance(item, DeferredAnswer) else item for item in items]
                if self._batched:
                    await send({"type": SEND_TEXTS, "texts": texts})
                    continue
                for data in texts:
                    await send({"type": "websocket.send", "text": data.decode("utf-8", "replace")})
        except asyncio.CancelledError:
            pass
        except Exception as exc:  # the socket went away
            logger.debug("acp_wire.remote: WebSocket write failed: %s", exc)
            self.eof = True
            self.room.close()
            return
        try:
            await send(
                {
                    "type": "websocket.close",
                    "code": 1000 if self.close_reason in (None, "closed") else 1011,
                }
            )
        except Exception as exc:
            logger.debug("acp_wire.remote: WebSocket close failed: %s", exc)

    async def close(self, timeout: float) -> None:
        self.room.close()
        self.outbox.end()
        await asyncio.wait((self._writer,), timeout=timeout)
        if not self._writer.done():
            self._writer.cancel()


def text_frame(message: dict[str, Any], limit: int) -> Frame | None:
    """The frame of an ASGI WebSocket message: its text (or None: not a text frame)."""
    if message["type"] != "websocket.receive":
        return None
    text = message.get("text")
    if not isinstance(text, str):
        return None  # a binary frame: ignored
    data = text.encode()
    if len(data) > limit:
        return TooLong(data[:SNIFF], data[-TAIL:])
    return data


async def serve(app: ServingApp, scope: Scope, receive: Receive, send: Send) -> None:
    """Accept the upgrade, wait for `initialize` (it chooses the protocol version), then serve
    the connection until it ends."""
    if len(app.connections) >= app.limits.max_connections:
        await refuse(scope, send, Reject(503, "too many connections"))
        return
    first = await receive()
    if first["type"] != "websocket.connect":
        return
    connection_id = routing.new_connection_id()
    await send(
        {
            "type": "websocket.accept",
            "headers": [(CONNECTION_HEADER.encode(), connection_id.encode())],
        }
    )
    # The first message must be `initialize`: it chooses the protocol version. Anything
    # before it is answered with an error and otherwise ignored.
    while True:
        message = await receive()
        if message["type"] == "websocket.disconnect":
            return
        frame = text_frame(message, app.limits.max_body)
        if frame is None:
            continue
        if isinstance(frame, TooLong):
            reply = routing.error_body(
                None, INVALID_REQUEST, "the first message must be initialize"
            )
        else:
            read = routing.read_post("application/json", frame)
            if (
                isinstance(read, routing.Message)
                and read.kind == "request"
                and read.method == INITIALIZE
            ):
                break
            request_id = read.id if isinstance(read, routing.Message) else read.request_id
            if isinstance(read, Reject) and read.code == PARSE_ERROR:
                reply = routing.error_body(None, PARSE_ERROR, "Parse error")
            else:
                reply = routing.error_body(
                    request_id, INVALID_REQUEST, "the first message must be initialize"
                )
        await send({"type": "websocket.send", "text": reply.decode()})
    version = routing.choose_version(read.protocol_version, app.factories)
    batched = SEND_TEXTS in (scope.get("extensions") or {})
    transport = WebSocketServerTransport(receive, send, app.limits, [frame], batched=batched)
    live = app.start_connection(transport, version, connection_id)
    assert live.task is not None
    await asyncio.wait((live.task,))
    await transport.close(2.0)


async def refuse(scope: Scope, send: Send, reject: Reject) -> None:
    """Refuse a WebSocket upgrade: with the status, where the server supports that extension,
    else by closing it (the server answers 403)."""
    if "websocket.http.response" in scope.get("extensions", {}) or {}:
        body = routing.error_body(None, reject.code, reject.message)
        await send(
            {
                "type": "websocket.http.response.start",
                "status": reject.status,
                "headers": [(b"content-type", b"application/json")],
            }
        )
        await send({"type": "websocket.http.response.body", "body": body})
    else:
        await send({"type": "websocket.close", "code": 1008})


__all__ = ["SEND_TEXTS", "WebSocketServerTransport", "refuse", "serve", "text_frame"]
