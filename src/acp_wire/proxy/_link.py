"""`Link`: one JSON-RPC 2.0 connection that moves messages as bytes, for forwarding.

A proxy and a conductor pass most messages on unchanged. Decoding a message into typed values
and encoding it again would drop unknown fields and respell numbers and strings, so a link reads
only the envelope (`id`, `method`, and the *bytes* of `params`, `result`, `error`) and writes
messages by splicing those bytes into a new envelope. Nothing is re-encoded unless its owner
changes it.

A link is synchronous at its core: each message read is handed to the owner's callbacks in read
order, before the next message is read, and the callback of a response (`send_request`'s
`on_reply`) runs the moment it is read. A forwarder that sends from these callbacks therefore
keeps the order of every message it passes on (the session updates of a turn stay ahead of its
response). Owners: `acp_wire.proxy.ProxyConnection` and `acp-wire conduct`.

JSON-RPC rules kept here: a line that is not JSON is answered -32700, a message that is no
request, notification or response -32600 (batches included: ACP never sends them), a
response to no request of ours is dropped; `$/cancel_request` reaches the owner's `on_cancel`
with the id it names; when input ends, every request of ours still waiting fails through
`fail_pending`, as the owner decides.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple

import msgspec
from msgspec import UNSET, Raw, UnsetType

from acp_wire._generated.methods import CANCEL_REQUEST
from acp_wire.connection._transport import TooLong, Transport

# JSON-RPC 2.0's codes as the proxy layer answers them, and ACP's `$/cancel_request` answer.
from acp_wire.rpc_errors import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    REQUEST_CANCELLED,
)

logger = logging.getLogger("acp_wire")


class _Envelope(msgspec.Struct, gc=False):
    """The parts of a JSON-RPC message a forwarder looks at; the rest stays bytes."""

    id: Raw | UnsetType = UNSET
    method: Raw | UnsetType = UNSET
    params: Raw | UnsetType = UNSET
    result: Raw | UnsetType = UNSET
    error: Raw | UnsetType = UNSET


_envelope = msgspec.json.Decoder(_Envelope)
_json = msgspec.json.Decoder()


class Incoming(NamedTuple):
    """A request (with `id`, the bytes of its id) or a notification (`id` None) as read:
    `params` is the bytes of its params, None when it has none; `frame` the whole message."""

    id: bytes | None
    method: str
    params: bytes | None
    frame: bytes


class Reply(NamedTuple):
    """The answer to one of our requests: the bytes of its `result`, or of its `error`."""

    result: bytes | None
    error: bytes | None


def id_key(raw_id: bytes) -> tuple[str, Any]:
    """The key a request id is tracked by: its JSON value with its type (1 and "1" differ)."""
    try:
        value = _json.decode(raw_id)
    except msgspec.DecodeError:
        return ("raw", raw_id)
    if isinstance(value, (dict, list)):
        return ("raw", raw_id)
    return (type(value).__name__, value)


def error_object(code: int, message: str, data: Any = None) -> bytes:
    """The bytes of a JSON-RPC error object."""
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return msgspec.json.encode(error)


def request_bytes(request_id: bytes, method: str, params: bytes | None) -> bytes:
    """A request message, `params` spliced in as given."""
    head = b'{"jsonrpc":"2.0","id":%s,"method":%s' % (request_id, msgspec.json.encode(method))
    return head + (b"}" if params is None else b',"params":%s}' % params)


def notification_bytes(method: str, params: bytes | None) -> bytes:
    """A notification message, `params` spliced in as given."""
    head = b'{"jsonrpc":"2.0","method":%s' % msgspec.json.encode(method)
    return head + (b"}" if params is None else b',"params":%s}' % params)


def response_bytes(request_id: bytes, reply: Reply) -> bytes:
    """A response message answering `request_id` with `reply`'s result or error bytes."""
    if reply.error is not None:
        return b'{"jsonrpc":"2.0","id":%s,"error":%s}' % (request_id, reply.error)
    result = reply.result if reply.result is not None else b"null"
    return b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (request_id, result)


def _bytes(raw: Raw | UnsetType) -> bytes | None:
    return None if raw is UNSET else bytes(raw)


class Link:
    """One JSON-RPC connection over `transport`, moving messages as bytes (see the module).

    The owner sets the callbacks before `serve()`: `on_request(link, incoming)` and
    `on_notification(link, incoming)` for what the peer sends, `on_cancel(link, key)` for its
    `$/cancel_request` (`key`: the `id_key` of the request it cancels), `on_end(link)` once
    its input has ended, `on_frame(link, direction, frame)` for every message read ("in") or
    sent ("out"), to record it, and `before_read()`, awaited before each read: backpressure,
    a forwarder waits there until the links it forwards to have room.
    """

    def __init__(self, transport: Transport, name: str) -> None:
        self.transport = transport
        self.name = name
        self.on_request: Callable[[Link, Incoming], None] = _refuse
        self.on_notification: Callable[[Link, Incoming], None] = _ignore
        self.on_cancel: Callable[[Link, tuple[str, Any]], None] = _ignore
        self.on_end: Callable[[Link], None] = _ignore
        self.on_frame: Callable[[Link, str, bytes], None] | None = None
        self.before_read: Callable[[], Awaitable[None]] | None = None
        self._pending: dict[int, Callable[[Reply], None]] = {}
        self._next_id = 0
        self.ended = False  # input ended: no reply can come any more
        self.lost = False  # writing failed: the peer is gone

    # ------------------------------------------------------------------------------ sending

    def send(self, frame: bytes) -> None:
        """Send one encoded message (dropped once the peer is gone)."""
        if self.lost:
            return
        if self.on_frame is not None:
            self.on_frame(self, "out", frame)
        try:
            self.transport.send(frame)
        except (ConnectionError, OSError, RuntimeError) as exc:
            self.lost = True
            logger.debug("acp_wire: %s: send failed: %s", self.name, exc)

    def send_request(
        self, method: str, params: bytes | None, on_reply: Callable[[Reply], None]
    ) -> int:
        """Send a request with a new id of ours; `on_reply` gets its answer when it is read,
        or the error of `fail_pending` if none can come. Returns the id."""
        request_id = self._next_id
        self._next_id += 1
        if self.ended or self.lost:
            on_reply(Reply(None, error_object(INTERNAL_ERROR, f"{self.name} is gone")))
            return request_id
        self._pending[request_id] = on_reply
        self.send(request_bytes(b"%d" % request_id, method, params))
        return request_id

    def cancel(self, request_id: int) -> None:
        """Send `$/cancel_request` for our request `request_id`; its answer still comes."""
        if request_id in self._pending:
            params = b'{"requestId":%d}' % request_id
            self.send(notification_bytes(CANCEL_REQUEST, params))

    def forget(self, request_id: int) -> None:
        """Stop waiting for our request `request_id`: its answer, if any, is dropped."""
        self._pending.pop(request_id, None)

    def notify(self, method: str, params: bytes | None) -> None:
        """Send a notification, `params` spliced in as given."""
        self.send(notification_bytes(method, params))

    def respond(self, request_id: bytes, reply: Reply) -> None:
        """Answer the peer's request `request_id` (its id's bytes, as read)."""
        self.send(response_bytes(request_id, reply))

    def respond_error(self, request_id: bytes, code: int, message: str, data: Any = None) -> None:
        """Answer the peer's request `request_id` with an error."""
        self.respond(request_id, Reply(None, error_object(code, message, data)))

    def fail_pending(self, error: bytes) -> None:
        """Answer every request of ours still waiting with the error object `error`."""
        pending, self._pending = self._pending, {}
        for on_reply in pending.values():
            on_reply(Reply(None, error))

    def awaits(self, request_id: int) -> bool:
        """Whether our request `request_id` still awaits its answer."""
        return request_id in self._pending

    # ------------------------------------------------------------------------------ reading

    async def serve(self) -> None:
        """Read and hand over messages until the peer closes its end; then `on_end`."""
        transport = self.transport
        try:
            while True:
                if self.before_read is not None:
                    await self.before_read()
                frames = await transport.receive()
                if not frames:
                    break
                for frame in frames:
                    self.receive(frame)
        except (ConnectionError, OSError) as exc:
            logger.debug("acp_wire: %s: input ended: %s", self.name, exc)
        finally:
            self.ended = True
            transport.end_of_input()
        self.on_end(self)

    def receive(self, frame: bytes | TooLong) -> None:
        """One message as read: hand it to the owner, or answer it as JSON-RPC asks."""
        if isinstance(frame, TooLong):
            self._send_error(b"null", INVALID_REQUEST, "Invalid Request: message too long")
            return
        if self.on_frame is not None:
            self.on_frame(self, "in", frame)
        try:
            message = _envelope.decode(frame)
        except msgspec.ValidationError:  # JSON, but not an object: an array is a batch
            self._send_error(b"null", INVALID_REQUEST, "Invalid Request: not a JSON object")
            return
        except msgspec.DecodeError:
            if frame.strip():
                self._send_error(b"null", PARSE_ERROR, "Parse error")
            return
        raw_id = _bytes(message.id)
        if message.method is UNSET:
            if raw_id is not None and (message.result is not UNSET or message.error is not UNSET):
                self._reply(raw_id, _bytes(message.result), _bytes(message.error))
            else:
                self._send_error(raw_id or b"null", INVALID_REQUEST, "Invalid Request")
            return
        try:
            method = _json.decode(message.method)
        except msgspec.DecodeError:
            method = None
        if not isinstance(method, str):
            if raw_id is not None:
                self._send_error(raw_id, INVALID_REQUEST, "Invalid Request: method not a string")
            return
        params = _bytes(message.params)  # as read: `null` stays `null`
        if raw_id is None:
            if method == CANCEL_REQUEST:
                self._cancel(params)
            else:
                self.on_notification(self, Incoming(None, method, params, frame))
        else:
            self.on_request(self, Incoming(raw_id, method, params, frame))

    def _reply(self, raw_id: bytes, result: bytes | None, error: bytes | None) -> None:
        key = id_key(raw_id)
        on_reply = self._pending.pop(key[1], None) if key[0] == "int" else None
        if on_reply is None:
            logger.warning("acp_wire: %s: response to unknown request id %s", self.name, raw_id)
            return
        on_reply(Reply(result if error is None else None, error))

    def _cancel(self, params: bytes | None) -> None:
        try:
            request_id = _json.decode(params or b"{}").get("requestId", UNSET)
            if params is not None and params.strip() == b"null":
                request_id = UNSET
        except (msgspec.DecodeError, AttributeError):
            request_id = UNSET
        if request_id is UNSET:
            logger.warning("acp_wire: %s: $/cancel_request without a requestId", self.name)
            return
        self.on_cancel(self, id_key(msgspec.json.encode(request_id)))

    def _send_error(self, raw_id: bytes, code: int, message: str) -> None:
        self.respond_error(raw_id, code, message)


def _refuse(link: Link, incoming: Incoming) -> None:
    assert incoming.id is not None
    link.respond_error(incoming.id, METHOD_NOT_FOUND, f"Method not found: {incoming.method}")


def _ignore(*_: Any) -> None:
    pass


def successor_params(method: str, params: bytes | None) -> bytes:
    """The params of a `proxy/successor` message wrapping `method` with `params` (spliced)."""
    head = b'{"method":%s' % msgspec.json.encode(method)
    return head + (b"}" if params is None else b',"params":%s}' % params)


class _Wrapped(msgspec.Struct, gc=False):
    method: str
    params: Raw | UnsetType = UNSET


_wrapped = msgspec.json.Decoder(_Wrapped)


def unwrap(params: bytes | None) -> tuple[str, bytes | None]:
    """The method and params bytes a `proxy/successor` message wraps; its own `_meta` is
    hop-local and dropped. Raises `ValueError` with the reason when they are not there."""
    if params is None:
        raise ValueError("proxy/successor needs params with a method")
    try:
        wrapped = _wrapped.decode(params)
    except msgspec.DecodeError as exc:
        raise ValueError(f"proxy/successor params: {exc}") from None
    inner = _bytes(wrapped.params)
    if inner is not None and inner.lstrip()[:1] not in (b"{", b"[", b"n"):
        raise ValueError("proxy/successor params.params must be an object or an array")
    return wrapped.method, inner


__all__ = [
    "CANCEL_REQUEST",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "METHOD_NOT_FOUND",
    "PARSE_ERROR",
    "REQUEST_CANCELLED",
    "Incoming",
    "Link",
    "Reply",
    "error_object",
    "id_key",
    "notification_bytes",
    "request_bytes",
    "response_bytes",
    "successor_params",
    "unwrap",
]
