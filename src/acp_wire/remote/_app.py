"""An ASGI application that serves an acp-wire `Agent` remotely over both profiles of ACP's
remote transport on one endpoint: Streamable HTTP (POST, SSE GET streams, DELETE) and
WebSocket.

    app = AcpApp({1: MyAgent, 2: MyV2Agent})       # a factory per protocol version
    # hypercorn module:app  |  uvicorn module:app  |  mount it in Starlette, FastAPI, ...

One handler per ACP connection, from the factory of the protocol version chosen by
`initialize`'s `protocolVersion` (the highest available at or below it). Each connection is an
ordinary `acp_wire.connection.Connection` over a transport of `http` or `websocket`. This
module checks each request (path, header size, Origin, authorization), hands it to its profile
and keeps the live connections; `routing` decides where each message goes.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable, Collection, Mapping
from typing import Any, Protocol, runtime_checkable

from acp_wire.bindings import binding_for
from acp_wire.connection._driver import Connection
from acp_wire.remote import _http as http
from acp_wire.remote import _routing as routing
from acp_wire.remote import _websocket as websocket
from acp_wire.remote._asgi import (
    Disconnected,
    Receive,
    Scope,
    Send,
    header_bytes,
    headers_of,
    respond,
)
from acp_wire.remote._http import HttpServerTransport
from acp_wire.remote._routing import Reject
from acp_wire.remote._serving import Limits, Live
from acp_wire.remote._websocket import WebSocketServerTransport

logger = logging.getLogger("acp_wire.remote")

# Sees the request's headers (lower-cased names) before anything is created; False: 401.
Authorize = Callable[[Mapping[str, str]], "bool | Awaitable[bool]"]


def _binding_of(version: int) -> None:
    """Refuse a version acp-wire has no binding for (ValueError)."""
    try:
        binding_for(version)
    except KeyError:
        raise ValueError(f"acp-wire has no protocol version {version}") from None


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


class AcpApp:
    """The ASGI application (see the module's docstring).

    `agents`: a factory of `Agent` handlers (protocol version 1) or a mapping from protocol
    version to factory. `path`: the endpoint. `authorize`: sees each request's headers before
    anything is created; False answers 401. `allowed_origins`: browser origins allowed besides
    the server's own (a request with another `Origin` gets 403; requests without `Origin`,
    which non-browser clients send, are unaffected). `limits`: see `Limits`.
    `early_session_streams` (default True): open a stream for a session this connection has
    not attached yet, as the RFD's resume diagram and the TypeScript client expect (it opens
    the stream before posting `session/load`). Such a stream carries only this connection's
    messages for that session, so nothing until the connection loads or resumes it: whether
    the session exists, on another connection or at all, it reads the same (keepalives).
    False answers it 404, as the RFD's validation rules say (the TypeScript client's resume
    then fails).
    """

    def __init__(
        self,
        agents: Callable[[], Any] | Mapping[int, Callable[[], Any]],
        *,
        path: str = "/acp",
        authorize: Authorize | None = None,
        allowed_origins: Collection[str] = (),
        limits: Limits | None = None,
        early_session_streams: bool = True,
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
        self.connections: dict[str, Live] = {}
        self._janitor: asyncio.Task[None] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind == "lifespan":
            await self._lifespan(receive, send)
            return
        if kind not in ("http", "websocket"):
            return
        headers = headers_of(scope)
        path = (scope.get("path") or "/").rstrip("/") or "/"
        refusal: Reject | None = None
        if header_bytes(scope) > self.limits.max_header_bytes:
            refusal = Reject(431, "the request's headers are too large")
        elif path != self.path:
            refusal = Reject(404, "not found")
        elif not self._origin_allowed(headers):
            refusal = Reject(403, "this Origin is not allowed")
        elif not await self._authorized(headers):
            refusal = Reject(401, "unauthorized")
        if kind == "websocket":
            if refusal is not None:
                await websocket.refuse(scope, send, refusal)
            else:
                self._start_janitor()
                await websocket.serve(self, scope, receive, send)
            return
        if refusal is not None:
            await respond(send, refusal)
            return
        self._start_janitor()
        method = scope["method"]
        try:
            if method == "POST":
                await http.post(self, headers, receive, send, scope.get("http_version", "1.1"))
            elif method == "GET":
                await http.get(self, headers, receive, send)
            elif method == "DELETE":
                await http.delete(self, headers, send)
            else:
                await respond(
                    send, Reject(405, "use POST, GET or DELETE"), [(b"allow", b"POST, GET, DELETE")]
                )
        except Disconnected:
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

    # ------------------------------------------------------------------------------ connections

    def start_connection(
        self, transport: Any, version: int, connection_id: str | None = None
    ) -> Live:
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
        live = Live(connection_id, conn, transport)
        self.connections[connection_id] = live
        task: asyncio.Task[None] = conn.start()
        live.task = task
        task.add_done_callback(lambda _: self._forget(live))
        return live

    def _forget(self, live: Live) -> None:
        if self.connections.get(live.id) is live:
            del self.connections[live.id]
        live.transport.abort("the connection ended")
        for outbox in getattr(live.transport, "streams", {}).values():
            outbox.end()

    async def end_connection(self, live: Live) -> None:
        """End `live` now (DELETE, a failed `initialize`, shutdown)."""
        live.transport.abort("closed")
        self._forget(live)
        await live.conn.close(timeout=2.0)

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
        await asyncio.gather(*(self.end_connection(live) for live in lives), return_exceptions=True)

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


__all__ = [
    "AcpApp",
    "HttpServerTransport",
    "Limits",
    "TransportServer",
    "WebSocketServerTransport",
]
