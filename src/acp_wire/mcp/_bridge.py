"""The loopback HTTP bridge: the `acp`-type MCP servers of one ACP connection as MCP
2026-07-28 Streamable-HTTP endpoints, for an agent whose MCP client speaks only HTTP.

    bridge = HttpBridge(caller)              # caller: the McpCaller of the client's connection
    await bridge.start()                     # 127.0.0.1, a random port
    servers = bridge.adapt_servers(params.mcp_servers)   # acp entries become http entries
    ...
    await bridge.aclose()

Each HTTP POST becomes one `mcp/message` request through the caller; its notifications turn
the answer into an SSE stream; a client that goes away cancels its request
(`$/cancel_request`). The bridge listens on 127.0.0.1 only, refuses other peers and Host
headers, and authenticates each server by its own bearer token (HMAC of the `serverId` under
a per-bridge random secret), sent in the declaration's `Authorization` header, never in the URL.
What it admits: `acp_wire.mcp._admission`. Needs h11 (the `mcp` extra).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, Final

import h11
from msgspec import UNSET

from acp_wire._generated.methods import INITIALIZE
from acp_wire.rpc_errors import RequestError

from ._admission import (
    Admitted,
    Refusal,
    check_body,
    check_head,
    error_body,
    route,
    status_of,
    token,
)
from ._caller import McpCaller
from ._handshake import Handshake, downgraded, enveloped, initialize_result
from ._wire import acp_servers, json_object, new_id

if TYPE_CHECKING:
    from acp_wire.v1 import McpServerHttp
    from acp_wire.v2 import McpServerHttp as McpServerHttpV2

from .constants import (
    BACKEND_FAILED,
    REQUEST_CANCELLED,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
)

logger = logging.getLogger("acp_wire.mcp")
_KEPT_CODES = {RESOURCE_LIMIT_EXCEEDED, SERVER_UNAVAILABLE, BACKEND_FAILED, REQUEST_CANCELLED}
_LOOPBACK = {"127.0.0.1", "::1", "::ffff:127.0.0.1"}


class HttpBridge:
    """Loopback Streamable-HTTP endpoints for the `acp`-type servers reached through `caller`.

    At most `max_active_requests` HTTP requests are forwarded at once (more get 429, -33000);
    a body over `max_body_bytes` gets 413; a slow reader with more than `max_buffered_bytes`
    of notifications unsent has its request cancelled (-33000), so that it never holds up the
    ACP connection.

    With `legacy` (the default), a handshake-era MCP client (`initialize`, no per-request
    envelope) is translated (`acp_wire.mcp._handshake`); without, it is refused as the
    TypeScript SDK's bridge refuses it (404 -32601 for `initialize`, 400 -32602 otherwise).
    """

    max_sessions = 1024  # handshake-era sessions remembered (the oldest are forgotten)
    # Seconds a client may take to send each part of its request: an idle or trickling
    # connection is dropped rather than held open.
    read_timeout = 30.0

    def __init__(
        self,
        caller: McpCaller,
        *,
        max_active_requests: int = 64,
        max_body_bytes: int = 1 << 20,
        max_buffered_bytes: int = 1 << 20,
        legacy: bool = True,
    ) -> None:
        self.caller = caller
        self.max_active_requests = max_active_requests
        self.max_body_bytes = max_body_bytes
        self.max_buffered_bytes = max_buffered_bytes
        self.legacy = legacy
        self._sessions: OrderedDict[str, Handshake] = OrderedDict()
        self._secret = secrets.token_bytes(32)
        self._server: asyncio.Server | None = None
        self.port = 0
        self.active = 0
        self._open: set[asyncio.StreamWriter] = set()
        self._handlers: set[asyncio.Task[Any]] = set()

    async def start(self) -> None:
        """Listen on 127.0.0.1, on a port the system picks (`self.port`)."""
        if self._server is None:
            self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
            self.port = self._server.sockets[0].getsockname()[1]

    async def aclose(self) -> None:
        """Stop listening and end the connections in progress."""
        server, self._server = self._server, None
        if server is not None:
            server.close()
            for writer in list(self._open):  # their handlers then end on the closed socket
                writer.transport.abort()
            # Waited for: a handler still running when its loop ends is cancelled, which
            # Python 3.11's asyncio.start_server reports as an unhandled exception.
            if self._handlers:
                await asyncio.wait(list(self._handlers), timeout=5.0)
            with contextlib.suppress(Exception):
                await server.wait_closed()

    async def __aenter__(self) -> HttpBridge:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def url(self, server_id: str) -> str:
        return f"http://127.0.0.1:{self.port}{route(server_id)}"

    def to_http(self, server: Any) -> McpServerHttp | McpServerHttpV2:
        """The `http` declaration that serves the `acp`-type `server` (same name and `_meta`),
        in the classes of the caller's protocol version."""
        if self._server is None:
            raise RuntimeError("HttpBridge.to_http before start()")
        types = self.caller.binding.types
        header = types.HttpHeader(
            name="Authorization", value=f"Bearer {token(self._secret, server.server_id)}"
        )
        meta = getattr(server, "meta", UNSET)
        declared: McpServerHttp | McpServerHttpV2 = types.McpServerHttp(
            name=server.name, url=self.url(server.server_id), headers=[header], meta=meta
        )
        return declared

    def adapt_servers(self, servers: list[Any] | None) -> list[Any]:
        """`servers` with every `acp`-type entry replaced by its `http` declaration."""
        acp = {id(s) for s in acp_servers(servers)}
        return [self.to_http(s) if id(s) in acp else s for s in servers or []]

    # ---------------------------------------------------------------------------- serving

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._open.add(writer)
        handler = asyncio.current_task()
        if handler is not None:
            self._handlers.add(handler)
        try:
            peer = writer.get_extra_info("peername")
            if not peer or peer[0] not in _LOOPBACK:
                return
            await self._exchange(reader, writer)
        except (
            ConnectionError,
            h11.ProtocolError,
            asyncio.IncompleteReadError,
            asyncio.TimeoutError,
        ) as exc:
            logger.debug("acp_wire.mcp bridge: connection ended: %s", exc)
        finally:
            self._open.discard(writer)
            writer.close()
            try:
                with contextlib.suppress(Exception):
                    await writer.wait_closed()
            finally:
                if handler is not None:
                    self._handlers.discard(handler)

    async def _exchange(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One request, one answer, then the connection closes (`Connection: close`)."""
        conn = h11.Connection(h11.SERVER)
        request = await asyncio.wait_for(_next_event(conn, reader), self.read_timeout)
        if not isinstance(request, h11.Request):
            return
        headers: dict[str, list[str]] = {}
        for name, value in request.headers:
            headers.setdefault(name.decode("latin-1").lower(), []).append(value.decode("latin-1"))
        head = check_head(
            request.method.decode("latin-1"),
            request.target.decode("latin-1"),
            headers,
            self._secret,
            self.port,
        )
        if isinstance(head, Refusal):
            return _answer(conn, writer, head.status, head.body(), head.headers)
        if self.active >= self.max_active_requests:
            body = error_body(None, RESOURCE_LIMIT_EXCEEDED, "Too many outstanding MCP requests")
            return _answer(conn, writer, 429, body)
        self.active += 1
        try:
            body = b""
            while True:
                event = await asyncio.wait_for(_next_event(conn, reader), self.read_timeout)
                if isinstance(event, h11.Data):
                    body += event.data
                    if len(body) > self.max_body_bytes:
                        refusal = error_body(
                            None, RESOURCE_LIMIT_EXCEEDED, "Request body too large"
                        )
                        return _answer(conn, writer, 413, refusal)
                elif isinstance(event, h11.EndOfMessage):
                    break
                else:
                    return
            admitted = check_body(head, body, headers, self.legacy)
            if isinstance(admitted, Refusal):
                return _answer(conn, writer, admitted.status, admitted.body(), admitted.headers)
            if admitted.legacy:
                session = headers.get("mcp-session-id", [""])[0]
                return await self._handshake_era(conn, reader, writer, admitted, session)
            await self._forward(conn, reader, writer, admitted)
        finally:
            self.active -= 1

    async def _handshake_era(
        self,
        conn: h11.Connection,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        request: Admitted,
        session: str,
    ) -> None:
        """A handshake-era client's request: `initialize` and `ping` answered here, the rest
        forwarded with the envelope its `initialize` implies."""
        if request.method == "ping":
            body = json.dumps({"jsonrpc": "2.0", "id": request.id, "result": {}}).encode()
            return _answer(conn, writer, 200, body)
        if request.method != INITIALIZE:
            request.params = enveloped(request.params, self._sessions.get(session))
            return await self._forward(conn, reader, writer, request, downgrade=True)
        handshake = Handshake(request.params)
        try:
            outcome = await self.caller.request(
                request.server_id, "server/discover", enveloped(None, handshake)
            )
        except RequestError as exc:
            body = error_body(request.id, exc.code, exc.message)
            return _answer(conn, writer, 200, body)
        error = getattr(outcome, "error", None)
        if error is not None:
            return _answer(conn, writer, 200, error_body(request.id, error.code, error.message))
        result = initialize_result(getattr(outcome, "result", None), handshake, request.server_id)
        session = secrets.token_urlsafe(16)
        self._sessions[session] = handshake
        while len(self._sessions) > self.max_sessions:
            self._sessions.popitem(last=False)
        body = json.dumps({"jsonrpc": "2.0", "id": request.id, "result": result}).encode()
        return _answer(conn, writer, 200, body, {"mcp-session-id": session})

    async def _forward(
        self,
        conn: h11.Connection,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        request: Admitted,
        downgrade: bool = False,
    ) -> None:
        streaming = False
        overflow = False

        def on_notification(params: Any) -> None:
            nonlocal streaming, overflow
            if overflow or writer.is_closing():
                return
            if not streaming:
                streaming = True
                writer.write(conn.send(h11.Response(status_code=200, headers=_SSE)))
            message: dict[str, Any] = {"jsonrpc": "2.0", "method": params.method}
            if params.params is not UNSET and params.params is not None:
                message["params"] = _rewritten(params.params, acp_id, request.id)
            writer.write(conn.send(h11.Data(data=_event(message))))
            if writer.transport.get_write_buffer_size() > self.max_buffered_bytes:
                overflow = True
                call.cancel()

        acp_id = new_id("mcp-http")
        call = asyncio.ensure_future(
            self.caller.request(
                request.server_id,
                request.method,
                request.params,
                request_id=acp_id,
                on_notification=on_notification,
            )
        )
        gone = asyncio.ensure_future(reader.read(1))  # EOF: the client went away
        try:
            await asyncio.wait((call, gone), return_when=asyncio.FIRST_COMPLETED)
            if not call.done():
                call.cancel()  # the connection sends $/cancel_request
                with contextlib.suppress(BaseException):
                    await call
                return
            terminal = _terminal(call, request.id, overflow)
            if "result" in terminal:
                result = _rewritten(terminal["result"], acp_id, request.id)
                terminal["result"] = downgraded(result) if downgrade else result
        finally:
            gone.cancel()
        if streaming:
            writer.write(conn.send(h11.Data(data=_event(terminal))))
            writer.write(conn.send(h11.EndOfMessage()))
        else:
            error = json_object(terminal.get("error"))
            status = status_of(error.get("code") if error is not None else None)
            _answer(conn, writer, status, json.dumps(terminal).encode())
        await writer.drain()


_SSE = [
    ("content-type", "text/event-stream"),
    ("cache-control", "no-cache"),
    ("connection", "close"),
]


SUBSCRIPTION_ID: Final = "io.modelcontextprotocol/subscriptionId"


def _rewritten(payload: Any, acp_id: str, http_id: Any) -> Any:
    """`payload` with a subscription id naming the ACP request renamed to the HTTP request's
    id, which is what the HTTP client demultiplexes its `subscriptions/listen` stream by."""
    found = json_object(payload)
    meta = json_object(found.get("_meta")) if found is not None else None
    if found is None or meta is None or meta.get(SUBSCRIPTION_ID) != acp_id:
        return payload
    return {**found, "_meta": {**meta, SUBSCRIPTION_ID: http_id}}


def _event(message: dict[str, Any]) -> bytes:
    return b"event: message\ndata: " + json.dumps(message).encode() + b"\n\n"


def _terminal(call: asyncio.Future[Any], id: Any, overflow: bool) -> dict[str, Any]:
    """The final JSON-RPC message of an exchange: the inner outcome, or the transport's error."""
    if overflow or call.cancelled():
        code, message = RESOURCE_LIMIT_EXCEEDED, "MCP notification buffer overflow"
        refused: dict[str, Any] = json.loads(error_body(id, code, message))
        return refused
    exc = call.exception()
    if exc is None:
        outcome = call.result()
        error = getattr(outcome, "error", None)
        if error is not None:
            body: dict[str, Any] = {"code": error.code, "message": error.message}
            if error.data is not UNSET:
                body["data"] = error.data
            return {"jsonrpc": "2.0", "id": id, "error": body}
        return {"jsonrpc": "2.0", "id": id, "result": outcome.result}
    code = exc.code if isinstance(exc, RequestError) and exc.code in _KEPT_CODES else BACKEND_FAILED
    # The text on the wire is 0.1.0's, kept so that what a client reads does not change.
    message = exc.message if isinstance(exc, RequestError) else "MCP binding failure"
    failed: dict[str, Any] = json.loads(error_body(id, code, message))
    return failed


async def _next_event(conn: h11.Connection, reader: asyncio.StreamReader) -> Any:
    while True:
        event = conn.next_event()
        if event is h11.NEED_DATA:
            conn.receive_data(await reader.read(65536))
            continue
        return event


def _answer(
    conn: h11.Connection,
    writer: asyncio.StreamWriter,
    status: int,
    body: bytes,
    headers: dict[str, str] | None = None,
) -> None:
    fields = [(k, v) for k, v in (headers or {}).items()]
    fields += [("content-length", str(len(body))), ("connection", "close")]
    if body:
        fields.append(("content-type", "application/json"))
    writer.write(conn.send(h11.Response(status_code=status, headers=fields)))
    if body:
        writer.write(conn.send(h11.Data(data=body)))
    writer.write(conn.send(h11.EndOfMessage()))


__all__ = ["HttpBridge"]
