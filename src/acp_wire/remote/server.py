"""An ASGI application that serves an acp-wire `Agent` remotely over both profiles of ACP's
remote transport on one endpoint: Streamable HTTP (POST, SSE GET streams, DELETE) and
WebSocket.

    app = AcpApp({1: MyAgent, 2: MyV2Agent})       # a factory per protocol version
    # hypercorn module:app  |  uvicorn module:app  |  mount it in Starlette, FastAPI, ...

One handler per ACP connection, from the factory of the protocol version chosen by
`initialize`'s `protocolVersion` (the highest available at or below it). Each connection is an
ordinary `acp_wire.connection.Connection` over one of the transports below: this module moves
messages between HTTP and the connection; `routing` decides where each goes.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable, Collection, Mapping
from typing import Any, Protocol, runtime_checkable

import msgspec

from acp_wire._codec.codec import encode
from acp_wire.bindings import binding_for
from acp_wire.connection.driver import Connection
from acp_wire.connection.framing import SNIFF, TAIL
from acp_wire.connection.transport import HIGH_WATER, Frame, TooLong
from acp_wire.remote import routing, sse
from acp_wire.remote.inbox import Inbox
from acp_wire.remote.outbox import Outbox, Relay, Room, RoomSeam
from acp_wire.remote.routing import CONNECTION_HEADER, SESSION_HEADER, ConnectionRoutes, Reject

logger = logging.getLogger("acp_wire.remote")

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
# Sees the request's headers (lower-cased names) before anything is created; False: 401.
Authorize = Callable[[Mapping[str, str]], "bool | Awaitable[bool]"]

# Says, on `initialize`'s answer, that session streams carry `: attached <id>` comments (see
# `outbox.Relay`): a client that knows it can keep a replayed history before its answer.
ATTACH_MARKERS_HEADER = b"acp-wire-attach-markers"

DEFAULT_MAX_BODY = 16 << 20  # bytes of one POST body (one message); 413 above
DEFAULT_QUEUE_LIMIT = 8 * HIGH_WATER  # bytes queued for one reader before the connection closes


def _binding_of(version: int) -> None:
    """Refuse a version acp-wire has no binding for (ValueError)."""
    try:
        binding_for(version)
    except KeyError:
        raise ValueError(f"acp-wire has no protocol version {version}") from None


class Limits:
    """The server's limits, each documented in docs/remote.md.

    `max_connections`: live ACP connections (503 above); `max_body`: bytes of one POST (413)
    and of one WebSocket message (a JSON-RPC error answers a longer request); `queue_limit`:
    bytes queued for one reader; `stall_timeout`: seconds a sender may wait for a reader before
    the connection is closed; `idle_timeout`: seconds without traffic and without a reader
    before an HTTP connection is closed (None: never); `keepalive`: seconds between SSE
    comments on an idle stream; `initialize_timeout`: seconds the agent has to answer
    `initialize` on a POST (504 after); `max_sessions`: session streams per connection;
    `max_header_bytes`: bytes of a request's headers (431 above), whatever the server allows."""

    def __init__(
        self,
        *,
        max_connections: int = 1000,
        max_body: int = DEFAULT_MAX_BODY,
        queue_limit: int = DEFAULT_QUEUE_LIMIT,
        stall_timeout: float = 30.0,
        idle_timeout: float | None = 600.0,
        keepalive: float = 15.0,
        initialize_timeout: float = 60.0,
        max_sessions: int = 256,
        max_header_bytes: int = 16 << 10,
    ) -> None:
        self.max_connections = max_connections
        self.max_body = max_body
        self.queue_limit = queue_limit
        self.stall_timeout = stall_timeout
        self.idle_timeout = idle_timeout
        self.keepalive = keepalive
        self.initialize_timeout = initialize_timeout
        self.max_sessions = max_sessions
        self.max_header_bytes = max_header_bytes


# ---------------------------------------------------------------------------------- transports


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
                # Behind the history the session replays (see `Relay`).
                marker = msgspec.json.encode(request_id)
                self.stream(attached).put_relay(Relay(data, marker, self.stream("connection")))
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


class WebSocketServerTransport(RoomSeam[Room]):
    """The agent's end of one WebSocket connection: text frames in (binary frames are ignored,
    as the RFD says), text frames out through a writer task that waits for the socket."""

    def __init__(self, receive: Receive, send: Send, limits: Limits, first: list[Frame]) -> None:
        self._receive = receive
        self._send = send
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
            frame = _text_frame(message, self.limits.max_body)
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
                for item in items:
                    data = item.data if isinstance(item, Relay) else item  # (none over WebSocket)
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


def _text_frame(message: dict[str, Any], limit: int) -> Frame | None:
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


# ---------------------------------------------------------------------------------- the app


@runtime_checkable
class TransportServer(Protocol):
    """What a factory may make instead of an `Agent`: something that serves a server
    transport itself, message bytes in and out (`acp-wire serve`'s stdio relay)."""

    async def serve_transport(self, transport: Any) -> None: ...


class _Served:
    """A `TransportServer` running over one connection's transport, with a connection's
    `start` and `close`."""

    def __init__(self, server: TransportServer, transport: Any) -> None:
        self.server = server
        self.transport = transport
        self.task: asyncio.Task[None] | None = None

    def start(self) -> asyncio.Task[None]:
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(
                self.server.serve_transport(self.transport)
            )
        return self.task

    async def close(self, *, timeout: float) -> None:
        self.transport.abort("closed")
        if self.task is not None:
            await asyncio.wait((self.task,), timeout=timeout * 3)
            if not self.task.done():
                self.task.cancel()
        await self.transport.close(timeout)


class _Live:
    """One live ACP connection: the driver, its transport, its serving task."""

    def __init__(self, connection_id: str, conn: Any, transport: Any) -> None:
        self.id = connection_id
        self.conn = conn
        self.transport = transport
        self.task: asyncio.Task[None] | None = None


class AcpApp:
    """The ASGI application (see the module's docstring).

    `agents`: a factory of `Agent` handlers (protocol version 1) or a mapping from protocol
    version to factory. `path`: the endpoint. `authorize`: sees each request's headers before
    anything is created; False answers 401. `allowed_origins`: browser origins allowed besides
    the server's own (a request with another `Origin` gets 403; requests without `Origin`,
    which non-browser clients send, are unaffected). `limits`: see `Limits`.
    `early_session_streams`: open a stream for a session this connection has not attached yet
    (it carries only this connection's messages for that session, so nothing until the
    connection loads or resumes it), as the RFD's resume diagram and the TypeScript client
    expect; False answers it 404, as the RFD's validation rules say.
    """

    def __init__(
        self,
        agents: Callable[[], Any] | Mapping[int, Callable[[], Any]],
        *,
        path: str = "/acp",
        authorize: Authorize | None = None,
        allowed_origins: Collection[str] = (),
        limits: Limits | None = None,
        early_session_streams: bool = False,
    ) -> None:
        self.early_session_streams = early_session_streams
        self.factories: dict[int, Callable[[], Any]] = (
            dict(agents) if isinstance(agents, Mapping) else {1: agents}  # pyright: ignore[reportUnknownArgumentType]
        )
        for version in self.factories:
            _binding_of(version)  # refuses an unknown version now, not at the first client
        self.path = path.rstrip("/") or "/"
        self.authorize = authorize
        self.allowed_origins = {origin.rstrip("/").lower() for origin in allowed_origins}
        self.limits = limits or Limits()
        self.connections: dict[str, _Live] = {}
        self._janitor: asyncio.Task[None] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind == "lifespan":
            await self._lifespan(receive, send)
            return
        if kind not in ("http", "websocket"):
            return
        headers = _headers(scope)
        path = (scope.get("path") or "/").rstrip("/") or "/"
        refusal: Reject | None = None
        if _header_bytes(scope) > self.limits.max_header_bytes:
            refusal = Reject(431, "the request's headers are too large")
        elif path != self.path:
            refusal = Reject(404, "not found")
        elif not self._origin_allowed(headers):
            refusal = Reject(403, "this Origin is not allowed")
        elif not await self._authorized(headers):
            refusal = Reject(401, "unauthorized")
        if kind == "websocket":
            if refusal is not None:
                await _refuse_websocket(scope, send, refusal)
            else:
                await self._websocket(scope, receive, send)
            return
        if refusal is not None:
            await _respond(send, refusal)
            return
        self._start_janitor()
        method = scope["method"]
        try:
            if method == "POST":
                await self._post(headers, receive, send)
            elif method == "GET":
                await self._get(headers, receive, send)
            elif method == "DELETE":
                await self._delete(headers, send)
            else:
                await _respond(
                    send, Reject(405, "use POST, GET or DELETE"), [(b"allow", b"POST, GET, DELETE")]
                )
        except _Disconnected:
            pass

    # ------------------------------------------------------------------------------ checks

    def _origin_allowed(self, headers: Mapping[str, str]) -> bool:
        origin = headers.get("origin")
        if origin is None:
            return True  # not a browser (or a same-origin GET): nothing to defend against
        origin = origin.rstrip("/").lower()
        if origin in self.allowed_origins or "*" in self.allowed_origins:
            return True
        host = headers.get("host", "").lower()
        return bool(host) and origin.split("://", 1)[-1] == host

    async def _authorized(self, headers: Mapping[str, str]) -> bool:
        if self.authorize is None:
            return True
        verdict = self.authorize(headers)
        if inspect.isawaitable(verdict):
            verdict = await verdict
        return bool(verdict)

    # ------------------------------------------------------------------------------ HTTP

    async def _post(self, headers: Mapping[str, str], receive: Receive, send: Send) -> None:
        body = await _read_body(receive, self.limits.max_body)
        if body is None:
            await _respond(send, Reject(413, f"the body exceeds {self.limits.max_body} bytes"))
            return
        message = routing.read_post(headers.get("content-type"), body)
        if isinstance(message, Reject):
            await _respond(send, message)
            return
        connection_id = headers.get(CONNECTION_HEADER) or None
        live = self.connections.get(connection_id) if connection_id else None
        decision = routing.route_post(
            message, connection_id, headers.get(SESSION_HEADER) or None, live is not None
        )
        if isinstance(decision, Reject):
            await _respond(send, decision)
            return
        if decision.initialize:
            await self._initialize(message, body, send)
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
            await _respond(
                send, Reject(404, "unknown Acp-Session-Id for this connection", message.id)
            )
            return
        routes.incoming(message)
        if not await transport.post(body):
            await _respond(send, Reject(404, "the connection has ended", message.id))
            return
        await send({"type": "http.response.start", "status": 202, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    async def _initialize(self, message: routing.Message, body: bytes, send: Send) -> None:
        if len(self.connections) >= self.limits.max_connections:
            await _respond(send, Reject(503, "too many connections", message.id, -32603))
            return
        version = routing.choose_version(message.protocol_version, self.factories)
        routes = ConnectionRoutes()
        transport = HttpServerTransport(routes, self.limits)
        live = self._open(transport, version)
        routes.incoming(message)
        await transport.post(body)
        assert live.task is not None
        await asyncio.wait(
            (transport.initialize_answer, live.task),
            timeout=self.limits.initialize_timeout,
            return_when=asyncio.FIRST_COMPLETED,
        )
        if not transport.initialize_answer.done() or transport.initialize_answer.cancelled():
            reason = transport.close_reason if live.task.done() else None
            await self._end(live)
            status, why = (
                (502, f"the agent ended: {reason}")
                if reason
                else (504, "the agent did not answer initialize")
            )
            await _respond(send, Reject(status, why, message.id, -32603))
            return
        answer = transport.initialize_answer.result()
        if routing.is_error_response(answer):
            await self._end(live)
            await _respond_json(send, 200, answer, [])
            return
        await _respond_json(
            send,
            200,
            answer,
            [(CONNECTION_HEADER.encode(), live.id.encode()), (ATTACH_MARKERS_HEADER, b"1")],
        )

    def _open(self, transport: Any, version: int, connection_id: str | None = None) -> _Live:
        """Register a new connection serving a fresh handler of `version` over `transport`: an
        `Agent` through an agent-side `Connection`, or a `TransportServer` (which serves the
        transport itself: `acp-wire serve`'s relay to a stdio agent)."""
        connection_id = connection_id or routing.new_connection_id()
        handler = self.factories[version]()
        conn: Any
        if isinstance(handler, TransportServer):
            conn = _Served(handler, transport)
        else:
            conn = Connection[Any, Any](
                handler, transport, side="agent", binding=binding_for(version)
            )
        live = _Live(connection_id, conn, transport)
        self.connections[connection_id] = live
        task: asyncio.Task[None] = conn.start()
        live.task = task
        task.add_done_callback(lambda _: self._forget(live))
        return live

    def _forget(self, live: _Live) -> None:
        if self.connections.get(live.id) is live:
            del self.connections[live.id]
        live.transport.abort("the connection ended")
        for outbox in getattr(live.transport, "streams", {}).values():
            outbox.end()

    async def _end(self, live: _Live) -> None:
        live.transport.abort("closed")
        self._forget(live)
        await live.conn.close(timeout=2.0)

    async def _get(self, headers: Mapping[str, str], receive: Receive, send: Send) -> None:
        decision = routing.route_get(headers)
        if decision == "websocket":
            await _respond(send, Reject(400, "a WebSocket upgrade needs a WebSocket request"))
            return
        if isinstance(decision, Reject):
            await _respond(send, decision)
            return
        live = self.connections.get(decision.connection_id)
        if live is None or not isinstance(live.transport, HttpServerTransport):
            await _respond(send, Reject(404, "unknown Acp-Connection-Id"))
            return
        transport = live.transport
        key = decision.session_id or "connection"
        if decision.session_id is not None and not transport.routes.has_session(
            decision.session_id
        ):
            early = self.early_session_streams and (
                key in transport.streams or len(transport.streams) <= self.limits.max_sessions
            )
            if not early:
                await _respond(send, Reject(404, "unknown Acp-Session-Id for this connection"))
                return
        outbox = transport.stream(key)
        if outbox.reader:
            await _respond(send, Reject(409, "this stream already has a reader"))
            return
        outbox.reader = True
        try:
            await self._stream(outbox, transport, receive, send)
        finally:
            outbox.reader = False
            transport.room.touch()

    async def _stream(
        self, outbox: Outbox, transport: HttpServerTransport, receive: Receive, send: Send
    ) -> None:
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
        gone = asyncio.ensure_future(_until_disconnect(receive))
        try:
            await send({"type": "http.response.body", "body": sse.KEEPALIVE, "more_body": True})
            while not gone.done():
                taking = asyncio.ensure_future(outbox.take(self.limits.keepalive))
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
                        if isinstance(item, Relay)
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
                    raise _Disconnected from None
                for item in items or ():
                    if isinstance(item, Relay):
                        item.move()  # the replay before it is on its way: now the answer
            if not gone.done():
                await send({"type": "http.response.body", "body": b"", "more_body": False})
        finally:
            gone.cancel()

    async def _delete(self, headers: Mapping[str, str], send: Send) -> None:
        connection_id = headers.get(CONNECTION_HEADER)
        if not connection_id:
            await _respond(send, Reject(400, "Acp-Connection-Id is required"))
            return
        live = self.connections.get(connection_id)
        if live is None or not isinstance(live.transport, HttpServerTransport):
            await _respond(send, Reject(404, "unknown Acp-Connection-Id"))
            return
        await self._end(live)
        await send({"type": "http.response.start", "status": 202, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    # ------------------------------------------------------------------------------ WebSocket

    async def _websocket(self, scope: Scope, receive: Receive, send: Send) -> None:
        self._start_janitor()
        if len(self.connections) >= self.limits.max_connections:
            await _refuse_websocket(scope, send, Reject(503, "too many connections"))
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
            frame = _text_frame(message, self.limits.max_body)
            if frame is None:
                continue
            if isinstance(frame, TooLong):
                reply = routing.error_body(None, -32600, "the first message must be initialize")
            else:
                read = routing.read_post("application/json", frame)
                if (
                    isinstance(read, routing.Message)
                    and read.kind == "request"
                    and read.method == "initialize"
                ):
                    break
                request_id = read.id if isinstance(read, routing.Message) else read.request_id
                if isinstance(read, Reject) and read.code == -32700:
                    reply = routing.error_body(None, -32700, "Parse error")
                else:
                    reply = routing.error_body(
                        request_id, -32600, "the first message must be initialize"
                    )
            await send({"type": "websocket.send", "text": reply.decode()})
        version = routing.choose_version(read.protocol_version, self.factories)
        transport = WebSocketServerTransport(receive, send, self.limits, [frame])
        live = self._open(transport, version, connection_id)
        assert live.task is not None
        await asyncio.wait((live.task,))
        await transport.close(2.0)

    # ------------------------------------------------------------------------------ lifetime

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await self.aclose()
                await send({"type": "lifespan.shutdown.complete"})
                return

    async def aclose(self) -> None:
        """End every connection (the server is shutting down)."""
        if self._janitor is not None:
            self._janitor.cancel()
        lives = list(self.connections.values())
        await asyncio.gather(*(self._end(live) for live in lives), return_exceptions=True)

    def _start_janitor(self) -> None:
        """Start the idle check (on the first request: an ASGI app has no loop before)."""
        if self._janitor is None and self.limits.idle_timeout is not None:
            self._janitor = asyncio.get_running_loop().create_task(self._close_idle())

    async def _close_idle(self) -> None:
        """Close connections that had no traffic (and, over HTTP, no reader) for
        `idle_timeout`."""
        import time

        timeout = self.limits.idle_timeout
        assert timeout is not None
        while True:
            await asyncio.sleep(min(timeout / 4, 5.0))
            now = time.monotonic()
            for live in list(self.connections.values()):
                transport = live.transport
                if now - transport.room.last_activity > timeout and not (
                    isinstance(transport, HttpServerTransport) and transport.readers()
                ):
                    transport.abort(f"idle for {timeout} s")


class _Disconnected(Exception):
    """The HTTP client went away mid-response."""


def _header_bytes(scope: Scope) -> int:
    return sum(len(name) + len(value) + 4 for name, value in scope.get("headers", ()))


def _headers(scope: Scope) -> dict[str, str]:
    headers: dict[str, str] = {}
    for name, value in scope.get("headers", ()):
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1")
        headers[key] = f"{headers[key]}, {text}" if key in headers else text
    return headers


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    """The request's body, or None if it exceeds `limit` bytes (read no further)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise _Disconnected
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


async def _until_disconnect(receive: Receive) -> None:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return


async def _respond(
    send: Send, reject: Reject, extra: list[tuple[bytes, bytes]] | None = None
) -> None:
    """Refuse with `reject.status` and a JSON-RPC error body."""
    body = routing.error_body(reject.request_id, reject.code, reject.message)
    await _respond_json(send, reject.status, body, extra or [])


async def _respond_json(
    send: Send, status: int, body: bytes, extra: list[tuple[bytes, bytes]]
) -> None:
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers + extra})
    await send({"type": "http.response.body", "body": body})


async def _refuse_websocket(scope: Scope, send: Send, reject: Reject) -> None:
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


__all__ = [
    "AcpApp",
    "HttpServerTransport",
    "Limits",
    "TransportServer",
    "WebSocketServerTransport",
]
