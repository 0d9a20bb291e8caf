"""The server's Streamable HTTP profile: `HttpServerTransport`, the agent's end of one
connection, and the requests of the profile (POST a message, GET an SSE stream, DELETE the
connection), which `app.AcpApp` hands here once the request passed its checks."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import Any

import msgspec

from acp_wire._codec.codec import encode
from acp_wire.connection._transport import Frame
from acp_wire.remote import _routing as routing
from acp_wire.remote import _sse as sse
from acp_wire.remote._asgi import (
    Disconnected,
    Receive,
    Send,
    read_body,
    respond,
    respond_json,
    until_disconnect,
)
from acp_wire.remote._inbox import Inbox
from acp_wire.remote._outbox import DeferredAnswer, Outbox, Room, RoomSeam
from acp_wire.remote._routing import CONNECTION_HEADER, SESSION_HEADER, ConnectionRoutes, Reject
from acp_wire.remote._serving import Limits, ServingApp
from acp_wire.rpc_errors import INTERNAL_ERROR

logger = logging.getLogger("acp_wire.remote")

# Says, on `initialize`'s answer, that session streams carry `: attached <id>` comments (see
# `outbox.DeferredAnswer`): a client that knows it can keep a replayed history before its answer.
ATTACH_MARKERS_HEADER = b"acp-wire-attach-markers"


class HttpServerTransport(RoomSeam[Room]):
    """The agent's end of one Streamable HTTP connection: POSTed messages in; out, each message
    goes to the stream `routing` names (the `initialize` POST's answer, the connection-scoped
    SSE stream, or a session's), queued until its reader takes it."""

    def __init__(self, routes: ConnectionRoutes, limits: Limits) -> None:
        self.routes = routes
        self.limits = limits
        self.room = Room(limits.stall_timeout, self.abort)
        self.streams: dict[str, Outbox] = {"connection": Outbox(self.room, limits.queue_limit)}
        self.incoming = Inbox()
        self.initialize_answer: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self.close_reason: str | None = None

    def stream(self, key: str) -> Outbox:
        outbox = self.streams.get(key)
        if outbox is None:
            outbox = self.streams[key] = Outbox(self.room, self.limits.queue_limit)
            if self.room.closed:
                outbox.end()
        return outbox

    def readers(self) -> int:
        return sum(1 for outbox in self.streams.values() if outbox.reader)

    async def post(self, body: bytes) -> bool:
        """Hand a posted message to the connection once it has room to read; False if the
        connection ended first."""
        incoming = self.incoming
        await incoming.wait_for_room()
        if incoming.eof:
            return False
        self.room.touch()
        incoming.put(body)
        return True

    # The seam.

    async def receive(self) -> list[Frame]:
        return await self.incoming.get()

    def send(self, message: Any, answers: Any = None) -> None:
        if self.room.closed:
            return
        data = message if message.__class__ is bytes else encode(message)
        sniffed = routing.sniff(data)
        where = self.routes.destination(sniffed, answers)
        if sniffed.kind == "response":
            request_id = answers if answers is not None else sniffed.id
            attached = self.routes.attaching.pop(routing.id_key(request_id), None)
            if attached is not None and where == "connection":
                # Behind the history the session replays (see `DeferredAnswer`).
                marker = msgspec.json.encode(request_id)
                answer = DeferredAnswer(data, marker, self.stream("connection"))
                self.stream(attached).put_deferred(answer)
                return
        if where == routing.INITIALIZE:
            if not self.initialize_answer.done():
                self.initialize_answer.set_result(data)
            return
        if where != "connection" and where not in self.streams:
            if len(self.streams) > self.limits.max_sessions:
                where = "connection"
        self.stream(where).put(data)

    def abort(self, reason: str) -> None:
        """End the connection (its input ends; its readers end once they have taken what is
        queued)."""
        if self.close_reason is None:
            self.close_reason = reason
            logger.info("acp_wire.remote: closing a connection: %s", reason)
        self.incoming.end()
        self.room.close()

    async def close(self, timeout: float) -> None:
        self.abort("closed")
        for outbox in self.streams.values():
            outbox.end()
        if not self.initialize_answer.done():
            self.initialize_answer.cancel()


# ---------------------------------------------------------------------------------- requests


async def post(
    app: ServingApp,
    headers: Mapping[str, str],
    receive: Receive,
    send: Send,
    http_version: str = "1.1",
) -> None:
    """A POSTed message: `initialize` opens a connection; anything else goes to its own."""
    limits = app.limits
    body = await read_body(receive, limits.max_body, limits.max_drain)
    if body is None:
        # Read (up to `max_drain`), answered, and over HTTP/1 the connection closed: what
        # follows a body that long is not worth reading.
        close = [(b"connection", b"close")] if http_version.startswith("1") else []
        await respond(send, Reject(413, f"the body exceeds {limits.max_body} bytes"), close)
        return
    message = routing.read_post(headers.get("content-type"), body)
    if isinstance(message, Reject):
        await respond(send, message)
        return
    connection_id = headers.get(CONNECTION_HEADER) or None
    live = app.connections.get(connection_id) if connection_id else None
    decision = routing.route_post(
        message, connection_id, headers.get(SESSION_HEADER) or None, live is not None
    )
    if isinstance(decision, Reject):
        await respond(send, decision)
        return
    if decision.initialize:
        await initialize(app, message, body, receive, send)
        return
    assert live is not None
    transport: HttpServerTransport = live.transport
    routes = transport.routes
    session = headers.get(SESSION_HEADER)
    if (
        session
        and message.kind != "response"
        and message.method not in routing.ATTACHING_METHODS
        and not routes.has_session(session)
    ):
        await respond(send, Reject(404, "unknown Acp-Session-Id for this connection", message.id))
        return
    routes.incoming(message)
    if not await transport.post(body):
        await respond(send, Reject(404, "the connection has ended", message.id))
        return
    await send({"type": "http.response.start", "status": 202, "headers": []})
    await send({"type": "http.response.body", "body": b""})


async def initialize(
    app: ServingApp, message: routing.Message, body: bytes, receive: Receive, send: Send
) -> None:
    """The `initialize` POST: a new connection, answered on this response once the agent
    answers (504 if it does not in time, 502 if it ends first). A client that goes away
    before the answer never learns the connection's id, so cannot DELETE it: it ends here."""
    if len(app.connections) >= app.limits.max_connections:
        await respond(send, Reject(503, "too many connections", message.id, INTERNAL_ERROR))
        return
    version = routing.choose_version(message.protocol_version, app.factories)
    routes = ConnectionRoutes()
    transport = HttpServerTransport(routes, app.limits)
    live = app.start_connection(transport, version)
    routes.incoming(message)
    await transport.post(body)
    assert live.task is not None
    gone = asyncio.ensure_future(until_disconnect(receive))
    try:
        await asyncio.wait(
            (transport.initialize_answer, live.task, gone),
            timeout=app.limits.initialize_timeout,
            return_when=asyncio.FIRST_COMPLETED,
        )
    finally:
        gone.cancel()
    if gone.done() and not gone.cancelled() and not transport.initialize_answer.done():
        await app.end_connection(live)  # (a client stopped while its agent started)
        return
    if not transport.initialize_answer.done() or transport.initialize_answer.cancelled():
        reason = transport.close_reason if live.task.done() else None
        await app.end_connection(live)
        status, why = (
            (502, f"the agent ended: {reason}")
            if reason
            else (504, "the agent did not answer initialize")
        )
        await respond(send, Reject(status, why, message.id, INTERNAL_ERROR))
        return
    answer = transport.initialize_answer.result()
    if routing.is_error_response(answer):
        await app.end_connection(live)
        await respond_json(send, 200, answer, [])
        return
    await respond_json(
        send,
        200,
        answer,
        [(CONNECTION_HEADER.encode(), live.id.encode()), (ATTACH_MARKERS_HEADER, b"1")],
    )


async def get(app: ServingApp, headers: Mapping[str, str], receive: Receive, send: Send) -> None:
    """A GET: the connection's SSE stream, or one session's."""
    decision = routing.route_get(headers)
    if decision == "websocket":
        await respond(send, Reject(400, "a WebSocket upgrade needs a WebSocket request"))
        return
    if isinstance(decision, Reject):
        await respond(send, decision)
        return
    live = app.connections.get(decision.connection_id)
    if live is None or not isinstance(live.transport, HttpServerTransport):
        await respond(send, Reject(404, "unknown Acp-Connection-Id"))
        return
    transport = live.transport
    key = decision.session_id or "connection"
    if decision.session_id is not None and not transport.routes.has_session(decision.session_id):
        early = app.early_session_streams and (
            key in transport.streams or len(transport.streams) <= app.limits.max_sessions
        )
        if not early:
            await respond(send, Reject(404, "unknown Acp-Session-Id for this connection"))
            return
    outbox = transport.stream(key)
    if outbox.reader:
        await respond(send, Reject(409, "this stream already has a reader"))
        return
    outbox.reader = True
    try:
        await _stream(app, outbox, receive, send)
    finally:
        outbox.reader = False
        transport.room.touch()


async def _stream(app: ServingApp, outbox: Outbox, receive: Receive, send: Send) -> None:
    """Send what `outbox` queues as server-sent events until the connection or the client
    ends (keepalive comments while it is idle)."""
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [
                (b"content-type", b"text/event-stream"),
                (b"cache-control", b"no-store"),
                (b"x-accel-buffering", b"no"),
            ],
        }
    )
    gone = asyncio.ensure_future(until_disconnect(receive))
    try:
        await send({"type": "http.response.body", "body": sse.KEEPALIVE, "more_body": True})
        while not gone.done():
            taking = asyncio.ensure_future(outbox.take(app.limits.keepalive))
            await asyncio.wait((taking, gone), return_when=asyncio.FIRST_COMPLETED)
            if not taking.done():
                taking.cancel()
                break
            items = taking.result()
            if items is None:
                break
            body = (
                b"".join(
                    sse.comment(b"attached " + item.marker)
                    if isinstance(item, DeferredAnswer)
                    else sse.event(item)
                    for item in items
                )
                if items
                else sse.KEEPALIVE
            )
            try:
                await send({"type": "http.response.body", "body": body, "more_body": True})
            except Exception:
                outbox.unget(items or [])  # the reader went away: the next one gets them
                raise Disconnected from None
            for item in items or ():
                if isinstance(item, DeferredAnswer):
                    item.move()  # the replay before it is on its way: now the answer
        if not gone.done():
            await send({"type": "http.response.body", "body": b"", "more_body": False})
    finally:
        gone.cancel()


async def delete(app: ServingApp, headers: Mapping[str, str], send: Send) -> None:
    """A DELETE: end the connection."""
    connection_id = headers.get(CONNECTION_HEADER)
    if not connection_id:
        await respond(send, Reject(400, "Acp-Connection-Id is required"))
        return
    live = app.connections.get(connection_id)
    if live is None or not isinstance(live.transport, HttpServerTransport):
        await respond(send, Reject(404, "unknown Acp-Connection-Id"))
        return
    await app.end_connection(live)
    await send({"type": "http.response.start", "status": 202, "headers": []})
    await send({"type": "http.response.body", "body": b""})


__all__ = ["ATTACH_MARKERS_HEADER", "HttpServerTransport", "delete", "get", "post"]
