"""The routing rules of ACP's remote transport (the RFD "Streamable HTTP & WebSocket Transport"),
with no I/O: HTTP requests and message bytes in, decisions out.

What it decides:
- for a POST: whether its headers and body are acceptable, and the status otherwise (400, 404,
  413, 415, 501), or that it is an `initialize` that creates a connection;
- for a GET: WebSocket upgrade, or which SSE stream it opens (406, 400, 404);
- for a message the agent sends: which stream carries it (the `initialize` POST's response, the
  connection-scoped stream, or one session's stream), by the request it answers or by the
  `sessionId` of its params;
- which sessions a connection has, learnt from the messages that create or attach them.

The ASGI application (`server`) and the clients (`client`) carry these decisions out. The
version served (`choose_version`) is decided by `acp_wire.connection._versions`, the rule the
stdio and in-memory router shares.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any, Final, Literal, NamedTuple, cast

import msgspec

from acp_wire._generated.methods import INITIALIZE, SESSION_FORK, SESSION_LOAD, SESSION_RESUME
from acp_wire.connection._versions import choose_version
from acp_wire.rpc_errors import INVALID_REQUEST, PARSE_ERROR

CONNECTION_HEADER: Final = "acp-connection-id"
SESSION_HEADER: Final = "acp-session-id"
PROTOCOL_VERSION_HEADER: Final = "acp-protocol-version"

# Requests carrying a `sessionId` whose response still goes on the connection-scoped stream:
# they attach a session (or make a new one from it), so the client may not have its stream yet.
# `session/load` and `session/resume` attach the session named in their params: the session's
# stream can be opened as soon as the request is posted (the replayed history arrives there).
ATTACHING_METHODS: Final = frozenset({SESSION_LOAD, SESSION_RESUME})
CONNECTION_ANSWERED_METHODS: Final = ATTACHING_METHODS | {SESSION_FORK}

# Connection ids: 192 random bits, URL-safe (the RFD asks only that they be unique; they must
# also be unguessable, since knowing one is enough to read and write that connection).
CONNECTION_ID_BYTES: Final = 24


def new_connection_id() -> str:
    """A fresh, unguessable connection id."""
    return secrets.token_urlsafe(CONNECTION_ID_BYTES)


class Reject(NamedTuple):
    """Refuse an HTTP request with `status`; `message` says why (a JSON-RPC error body when the
    request's id was readable, `request_id`)."""

    status: int
    message: str
    request_id: Any = None
    code: int = INVALID_REQUEST  # the JSON-RPC error code for the body


# ---------------------------------------------------------------------------------- messages


class _Params(msgspec.Struct):
    session_id: Any = msgspec.field(default=None, name="sessionId")
    protocol_version: Any = msgspec.field(default=None, name="protocolVersion")


class _Envelope(msgspec.Struct):
    id: Any = msgspec.UNSET
    method: Any = None
    params: Any = None
    result: Any = msgspec.UNSET
    error: Any = msgspec.UNSET


class _Outgoing(msgspec.Struct):
    """The fields of an outgoing message the routing reads; the rest is skipped unread."""

    id: Any = msgspec.UNSET
    method: Any = None
    params: _Params | None = None
    result: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET
    error: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET


_read_envelope = msgspec.json.Decoder(_Envelope | list[msgspec.Raw]).decode
_read_params = msgspec.json.Decoder(_Params).decode
_read_outgoing = msgspec.json.Decoder(_Outgoing).decode

Kind = Literal["request", "notification", "response", "invalid"]


class Message(NamedTuple):
    """What the routing needs of one JSON-RPC message: its kind, id, method and the `sessionId`
    of its params (or of its result, for a response)."""

    kind: Kind
    id: Any
    method: str | None
    session_id: str | None
    protocol_version: Any = None


def _session_of(value: Any) -> str | None:
    if isinstance(value, dict):
        session = cast("dict[str, Any]", value).get("sessionId")
        return session if isinstance(session, str) else None
    return None


def read_message(envelope: _Envelope) -> Message:
    """Classify a decoded envelope."""
    method = envelope.method
    params = envelope.params
    session = _session_of(params)
    if isinstance(method, str):
        version = (
            cast("dict[str, Any]", params).get("protocolVersion")
            if isinstance(params, dict)
            else None
        )
        if envelope.id is msgspec.UNSET:
            return Message("notification", None, method, session)
        if isinstance(envelope.id, (str, int)) and not isinstance(envelope.id, bool):
            return Message("request", envelope.id, method, session, version)
        return Message("invalid", None, method, session)
    if method is None and (
        envelope.result is not msgspec.UNSET or envelope.error is not msgspec.UNSET
    ):
        result = envelope.result if envelope.result is not msgspec.UNSET else None
        return Message("response", envelope.id, None, _session_of(result))
    request_id = envelope.id if isinstance(envelope.id, (str, int)) else None
    return Message("invalid", request_id, None, session)


def may_be_response(data: bytes) -> bool:
    """False only for bytes that cannot be a JSON-RPC response: no `"result"` or `"error"`
    member name in them, nor an escape that could spell one (`"\\u0072esult"`). A cheap
    test before `sniff` on a client's busiest path, the stream of notifications."""
    return b'"result"' in data or b'"error"' in data or b"\\u" in data


def may_be_request(data: bytes) -> bool:
    """False only for bytes that cannot be a JSON-RPC request: no `"id"` member name in them,
    nor an escape that could spell one (a notification has none)."""
    return b'"id"' in data or b"\\u" in data


def sniff(data: bytes) -> Message:
    """Classify the bytes of one message the agent sends (never fails: unreadable bytes are
    `invalid`, routed to the connection's stream)."""
    try:
        out = _read_outgoing(data)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return Message("invalid", None, None, None)
    method = out.method
    session = out.params.session_id if out.params is not None else None
    session = session if isinstance(session, str) else None
    if isinstance(method, str):
        if out.id is msgspec.UNSET:
            return Message("notification", None, method, session)
        return Message("request", out.id, method, session)
    if isinstance(out.result, msgspec.Raw):
        try:
            result = _read_params(out.result)
        except (msgspec.DecodeError, msgspec.ValidationError):
            result = None
        session = result.session_id if isinstance(result, _Params) else None
        return Message("response", out.id, None, session if isinstance(session, str) else None)
    if out.error is not msgspec.UNSET:
        return Message("response", out.id, None, None)
    return Message("invalid", None, None, None)


# ---------------------------------------------------------------------------------- requests


def media_type(value: str | None) -> str:
    """The media type of a Content-Type or Accept item, lower-cased, without parameters."""
    return (value or "").split(";", 1)[0].strip().lower()


def accepts_event_stream(accept: str | None) -> bool:
    """Whether an Accept header names `text/event-stream` (the RFD: it MUST include it; a
    wildcard is not enough, as a plain GET of the endpoint sends `*/*`)."""
    return any(media_type(item) == "text/event-stream" for item in (accept or "").split(","))


def is_websocket_upgrade(headers: Mapping[str, str]) -> bool:
    """Whether a GET asks to upgrade to WebSocket."""
    return headers.get("upgrade", "").lower() == "websocket"


def read_post(content_type: str | None, body: bytes) -> Message | Reject:
    """Check a POST's body: JSON (415 otherwise), one message (501 for a batch), readable (400
    with a parse error otherwise)."""
    if media_type(content_type) != "application/json":
        return Reject(415, "Content-Type must be application/json")
    try:
        envelope = _read_envelope(body)
    except msgspec.ValidationError:
        return Reject(400, "the body is not a JSON-RPC message", code=INVALID_REQUEST)
    except msgspec.DecodeError:
        return Reject(400, "the body is not valid JSON", code=PARSE_ERROR)
    if isinstance(envelope, list):
        return Reject(501, "batch requests are not supported")
    message = read_message(envelope)
    if message.kind == "invalid":
        return Reject(
            400, "the body is not a JSON-RPC request, notification or response", message.id
        )
    return message


Stream = Literal["connection"] | str  # the connection-scoped stream, or a session id


class Post(NamedTuple):
    """An accepted POST: the message goes to the agent; 200 with the answer for `initialize`,
    202 otherwise."""

    message: Message
    initialize: bool


def route_post(
    message: Message, connection_id: str | None, session_header: str | None, known: bool
) -> Post | Reject:
    """Decide a POST of `message` given its `Acp-Connection-Id` (and whether it names a live
    connection, `known`) and its `Acp-Session-Id`."""
    if connection_id is None:
        if message.kind == "request" and message.method == INITIALIZE:
            return Post(message, True)
        return Reject(
            400, "Acp-Connection-Id is required (only initialize creates a connection)", message.id
        )
    if not known:
        return Reject(404, "unknown Acp-Connection-Id", message.id)
    if message.method == INITIALIZE:
        return Reject(400, "this connection is already initialized", message.id)
    session = message.session_id if message.kind != "response" else None
    if session is not None and message.method not in CONNECTION_ANSWERED_METHODS:
        # Session-scoped: the RFD requires the header. Responses (to the agent's requests) are
        # let through without it: python-sdk's client never sends it on them.
        if session_header is None:
            return Reject(400, "Acp-Session-Id is required for session-scoped messages", message.id)
    if session is not None and session_header is not None and session_header != session:
        return Reject(400, "Acp-Session-Id does not match the message's sessionId", message.id)
    return Post(message, False)


class OpenStream(NamedTuple):
    """An accepted SSE GET: open the connection-scoped stream or a session's."""

    connection_id: str
    session_id: str | None


def route_get(headers: Mapping[str, str]) -> OpenStream | Literal["websocket"] | Reject:
    """Decide a GET (headers lower-cased): WebSocket upgrade, or an SSE stream (whose
    connection and session the caller then checks)."""
    if is_websocket_upgrade(headers):
        return "websocket"
    if not accepts_event_stream(headers.get("accept")):
        return Reject(406, "Accept must include text/event-stream")
    connection_id = headers.get(CONNECTION_HEADER)
    if not connection_id:
        return Reject(400, "Acp-Connection-Id is required")
    return OpenStream(connection_id, headers.get(SESSION_HEADER) or None)


# ---------------------------------------------------------------------------------- outgoing


class ConnectionRoutes:
    """One connection's routing state: its sessions, and where the answer to each client
    request goes. Fed the messages in both directions; `destination` says where an outgoing
    message goes (`INITIALIZE`, the method's name, for the POST of `initialize` itself;
    "connection"; or a session id)."""

    def __init__(self) -> None:
        self.sessions: set[str] = set()
        self._answer_to: dict[Any, str] = {}  # client request id -> stream of its answer
        # `session/load` / `session/resume` requests not answered yet -> the session attached.
        self.attaching: dict[Any, str] = {}

    def incoming(self, message: Message) -> None:
        """Note a message the client posted (or sent over WebSocket)."""
        if message.kind != "request":
            return
        if message.method == INITIALIZE:
            where = INITIALIZE
        elif message.session_id is not None and message.method not in CONNECTION_ANSWERED_METHODS:
            where = message.session_id
        else:
            where = "connection"
        if message.method in ATTACHING_METHODS and message.session_id is not None:
            self.sessions.add(message.session_id)
            self.attaching[id_key(message.id)] = message.session_id
        self._answer_to[id_key(message.id)] = where

    def destination(self, message: Message, answers: Any = None) -> str:
        """Where an outgoing message goes; learns the sessions responses create."""
        if message.kind == "response":
            key = id_key(answers if answers is not None else message.id)
            where = self._answer_to.pop(key, "connection")
            if where == "connection" and message.session_id is not None:
                self.sessions.add(message.session_id)  # session/new (or fork) answered
            return where
        session = message.session_id
        if session is not None and session in self.sessions:
            return session
        return "connection"  # not tied to a session, or to one this connection does not have

    def has_session(self, session_id: str) -> bool:
        return session_id in self.sessions


def id_key(request_id: Any) -> Any:
    """A request id as a dict key: 1 and "1" are different ids."""
    return (type(request_id).__name__, request_id)


def is_error_response(data: bytes) -> bool:
    """Whether `data` is a JSON-RPC error response."""
    try:
        out = _read_outgoing(data)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return False
    return out.method is None and out.error is not msgspec.UNSET


def error_body(request_id: Any, code: int, message: str) -> bytes:
    """A JSON-RPC error response's bytes."""
    return msgspec.json.encode(
        {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
    )


__all__ = [
    "ATTACHING_METHODS",
    "CONNECTION_ANSWERED_METHODS",
    "CONNECTION_HEADER",
    "INITIALIZE",
    "PROTOCOL_VERSION_HEADER",
    "SESSION_HEADER",
    "ConnectionRoutes",
    "Message",
    "OpenStream",
    "Post",
    "Reject",
    "accepts_event_stream",
    "choose_version",
    "error_body",
    "id_key",
    "is_error_response",
    "is_websocket_upgrade",
    "may_be_request",
    "may_be_response",
    "new_connection_id",
    "read_post",
    "route_get",
    "route_post",
    "sniff",
]
