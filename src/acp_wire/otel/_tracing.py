"""The tracing observer: OpenTelemetry spans and W3C trace context for one ACP connection.

The only module of acp-wire that imports opentelemetry (its API only; an SDK is the
application's choice). It sees the connection's messages as an observer
(`acp_wire.connection._observers`), so the connection itself knows nothing of tracing.
"""

from __future__ import annotations

import asyncio
from contextvars import Token
from typing import Any, cast

import msgspec
from msgspec import UNSET, UnsetType
from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.context import Context
from opentelemetry.propagators.textmap import Setter, TextMapPropagator
from opentelemetry.trace import Span, SpanKind, Status, StatusCode, TracerProvider

from acp_wire._codec.members import struct_tag
from acp_wire._generated.methods import CANCEL_REQUEST, SESSION_PROMPT
from acp_wire.connection import MessageEvent
from acp_wire.jsonrpc import Notification, Request

# The events a turn records at most (the SDK's default span limit keeps 128 per span anyway);
# the rest are counted (`acp.notifications`), which costs a streaming turn next to nothing.
MAX_EVENTS = 128
# The keys the "_meta propagation" RFD reserves at the root of `_meta` for W3C trace context.
TRACE_KEYS = ("traceparent", "tracestate", "baggage")

# Attribute names: OpenTelemetry's semantic conventions for JSON-RPC where they have one,
# `acp.*` for the rest.
SYSTEM = "rpc.system"
METHOD = "rpc.method"
VERSION = "rpc.jsonrpc.version"
REQUEST_ID = "rpc.jsonrpc.request_id"
ERROR_CODE = "rpc.jsonrpc.error_code"
ERROR_MESSAGE = "rpc.jsonrpc.error_message"
SESSION_ID = "acp.session.id"
OUTCOME = "acp.outcome"  # "result", "error", or "unanswered" (the connection ended first)
STOP_REASON = "acp.stop_reason"
DIRECTION = "acp.direction"  # of a notification event: "sent" or "received"
UPDATE_KIND = "acp.session_update"
NOTIFICATIONS = "acp.notifications"  # of a turn: how many went each way while it ran


class _Turn:
    """The `session/prompt` span of a session: its context (for what the turn sends), the
    trace context that carries (made once per turn: every update of the turn sends it), and
    whether it is still running (its notifications are then its events)."""

    __slots__ = ("carrier", "context", "events", "notifications", "recording", "running", "span")

    def __init__(self, span: Span, context: Context) -> None:
        self.span = span
        self.context = context
        self.carrier: dict[str, str] | None = None
        self.running = True
        self.recording = span.is_recording()  # a no-op provider's span: no events to make
        self.notifications = 0  # of the turn, each way
        self.events = 0  # recorded as events (at most `max_events`)


# What tracing reads of a message's bytes: msgspec skips everything else unread, so a received
# update costs a fraction of decoding it (the connection decodes it in full for the handler).
class _LightUpdate(msgspec.Struct):
    session_update: Any = msgspec.field(default=None, name="sessionUpdate")


class _LightParams(msgspec.Struct):
    session_id: Any = msgspec.field(default=None, name="sessionId")
    request_id: Any = msgspec.field(default=None, name="requestId")
    meta: Any = msgspec.field(default=None, name="_meta")
    update: _LightUpdate | None = None


class _LightError(msgspec.Struct):
    code: Any = None
    message: Any = None


class _LightResult(msgspec.Struct):
    stop_reason: Any = msgspec.field(default=None, name="stopReason")


class _Light(msgspec.Struct):
    method: Any = None
    id: Any = UNSET
    params: _LightParams | None = None
    result: _LightResult | UnsetType | None = UNSET
    error: _LightError | UnsetType | None = UNSET


class _Bare(msgspec.Struct):
    """A message whose params, result or error are of other shapes (an extension method's
    array params, a plain number as a result): traced by its method and id alone."""

    method: Any = None
    id: Any = UNSET
    params: Any = None
    result: Any = UNSET
    error: Any = UNSET


_read_light = msgspec.json.Decoder(_Light).decode
_read_bare = msgspec.json.Decoder(_Bare).decode


def _light(data: bytes) -> _Light | _Bare | None:
    """The parts of a message tracing reads; None for what is not a JSON-RPC object or has
    an id no request can have (such a message is not traced)."""
    try:
        message: _Light | _Bare = _read_light(data)
    except msgspec.ValidationError:
        try:
            message = _read_bare(data)
        except (msgspec.DecodeError, RecursionError):
            return None
        message.params = None
    except (msgspec.DecodeError, RecursionError):
        return None
    request_id = message.id
    if request_id is UNSET or request_id is None or _is_id(request_id):
        return message
    return None


def _is_id(value: Any) -> bool:
    """Whether `value` can be a request id we keep track of (a string or an integer)."""
    return isinstance(value, (str, int)) and not isinstance(value, bool)


class Tracing:
    """An observer that traces one connection (make one per connection: it keeps the
    connection's open requests by id).

    - Every request is a span named after its method: kind CLIENT on the side that sends it
      (from sending to its response), kind SERVER on the side that handles it (from reading it
      to answering it). Attributes: `rpc.system` ("jsonrpc"), `rpc.method`,
      `rpc.jsonrpc.request_id`, `acp.session.id` where the params name a session,
      `acp.outcome` ("result", "error", or "unanswered" when the connection ended first), and
      for an error `rpc.jsonrpc.error_code` and `rpc.jsonrpc.error_message` (the span's status
      is then ERROR); a `session/prompt` result adds `acp.stop_reason`.
    - A notification of a session whose `session/prompt` is running (on this side, in either
      direction) is an event of that span, named after its method, with `acp.direction`
      ("sent" / "received") and, for `session/update`, `acp.session_update` (its kind); other
      notifications are short spans of their own (PRODUCER when sent, CONSUMER when received).
      `$/cancel_request` is an event of the request it cancels. A turn records its first
      `max_events` notifications as events (None: all) and counts them all in
      `acp.notifications`.
    - What this side sends carries the trace context of its span at the root of `params._meta`
      (`traceparent`, `tracestate`, `baggage`: the "_meta propagation" RFD), never replacing a
      value already there (a `traceparent` already there keeps its `tracestate` too); what it
      receives is read the same way, so a SERVER span is the child of its CLIENT span across
      the wire. A request's handler runs with its SERVER span current (spans it makes are
      its children). A span started while the caller has a span of its own is that span's
      child; otherwise a request naming a session with a turn is the turn's child.

    `tracer_provider` defaults to the global one (`opentelemetry.trace.set_tracer_provider`),
    `propagator` to the global text-map propagator (W3C trace context and baggage unless
    configured otherwise), both read when used.
    """

    # The connection calls `message` for each incoming message just before handling it, in
    # its reading task: what `_request_received` makes current there reaches the handler.
    sets_context = True

    def __init__(
        self,
        tracer_provider: TracerProvider | None = None,
        propagator: TextMapPropagator | None = None,
        *,
        max_events: int | None = MAX_EVENTS,
    ) -> None:
        self._tracer = trace.get_tracer("acp_wire", tracer_provider=tracer_provider)
        self._propagator = propagator
        self._max_events = max_events
        # Open request spans by request id, with their session id and whether each is a turn:
        # ours (CLIENT) until their response is read, the peer's (SERVER) until answered.
        self._sent: dict[Any, tuple[Span, str | None]] = {}
        self._handling: dict[Any, tuple[Span, str | None]] = {}
        self._turns: dict[str, _Turn] = {}
        # The SERVER span made current in the reading task for the handler of the request just
        # read (its task copies the context), and that task: reset at the next message read.
        self._token: Token[Context] | None = None
        self._token_task: asyncio.Task[Any] | None = None

    # ------------------------------------------------------------------------------ observer

    def outgoing(self, message: Any) -> Any:
        """A request or notification about to be sent: its span (or event), and the message
        with the trace context in its `_meta` (a copy; the caller's message is left as is)."""
        if isinstance(message, Request):
            return self._request_sent(message)
        if isinstance(message, Notification):
            return self._notification_sent(message)
        return message

    def message(self, event: MessageEvent) -> None:
        """Every message seen: what was received starts or ends spans; of what was sent, the
        responses end the peer's request spans (the rest was seen by `outgoing`)."""
        if event.direction == "out":
            if event.answers is not None and event.answers in self._handling:
                response = _light(event.data)
                if response is not None:
                    self._end(self._handling.pop(event.answers), response)
            return
        if self._token is not None:
            self._deactivate()
        received = _light(event.data) if not event.truncated else None
        if received is None:
            return
        if isinstance(received.method, str):
            if received.id is UNSET:
                self._notification_received(received)
            else:
                self._request_received(received)
        elif received.id is not UNSET:
            sent = self._sent.pop(received.id, None)
            if sent is not None:
                self._end(sent, received)

    def closed(self) -> None:
        """The connection ended: spans still open end as unanswered."""
        if self._token is not None:
            self._deactivate()
        for span, _ in (*self._sent.values(), *self._handling.values()):
            span.set_attribute(OUTCOME, "unanswered")
            span.end()
        self._sent.clear()
        self._handling.clear()
        for turn in self._turns.values():
            turn.running = False

    # ------------------------------------------------------------------------------ requests

    def _request_sent(self, message: Any) -> Any:
        method, params = message.method, message.params
        session_id = _session_of(params)
        parent = self._parent(session_id)
        span = self._tracer.start_span(
            method,
            context=parent,
            kind=SpanKind.CLIENT,
            attributes=_request_attributes(method, message.id, session_id),
        )
        context = trace.set_span_in_context(span, parent)
        self._sent[message.id] = (span, session_id)
        if method == SESSION_PROMPT and session_id is not None:
            self._turns[session_id] = _Turn(span, context)
        return self._inject(message, self._carrier(context))

    def _request_received(self, message: Any) -> None:
        method, params = message.method, message.params
        session_id = _session_of(params)
        parent = self._extract(params)
        if not _has_span(parent):
            turn = self._turns.get(session_id) if session_id is not None else None
            if turn is not None:
                parent = turn.context
        span = self._tracer.start_span(
            method,
            context=parent,
            kind=SpanKind.SERVER,
            attributes=_request_attributes(method, message.id, session_id),
        )
        self._handling[message.id] = (span, session_id)
        context = trace.set_span_in_context(span, parent)
        if method == SESSION_PROMPT and session_id is not None:
            self._turns[session_id] = _Turn(span, context)
        # Current in the reading task until the next message: the handler's task, started
        # from there for this request, runs with this span current (spans made in the
        # handler are its children).
        self._token = otel_context.attach(context)
        self._token_task = _current_task()

    def _deactivate(self) -> None:
        """Reset what `_request_received` made current, if this is the task it did it in
        (elsewhere the reset would fail; that task's context ends with it)."""
        token, self._token = self._token, None
        if token is not None and _current_task() is self._token_task:
            otel_context.detach(token)

    def _end(self, entry: tuple[Span, str | None], response: _Light | _Bare) -> None:
        span, session_id = entry
        turn = self._turns.get(session_id) if session_id is not None else None
        if turn is not None and turn.span is span:
            turn.running = False
            span.set_attribute(NOTIFICATIONS, turn.notifications)
        error = response.error
        if error is not UNSET and error is not None:
            code, text = _member(error, "code", "code"), _member(error, "message", "message")
            text = text if isinstance(text, str) else ""
            span.set_attribute(OUTCOME, "error")
            if isinstance(code, int) and not isinstance(code, bool):
                span.set_attribute(ERROR_CODE, code)
            span.set_attribute(ERROR_MESSAGE, text)
            span.set_status(Status(StatusCode.ERROR, text))
        else:
            span.set_attribute(OUTCOME, "result")
            result = response.result
            if isinstance(result, _LightResult) and isinstance(result.stop_reason, str):
                span.set_attribute(STOP_REASON, result.stop_reason)
        span.end()

    # ------------------------------------------------------------------------------ notifications

    def _notification_sent(self, message: Any) -> Any:
        method, params = message.method, message.params
        recorded = self._notification(method, params, "sent", None)
        if isinstance(recorded, _Turn):
            if recorded.carrier is None:
                recorded.carrier = self._carrier(recorded.context)
            return self._inject(message, recorded.carrier)
        return self._inject(message, self._carrier(recorded))

    def _notification_received(self, message: Any) -> None:
        self._notification(message.method, message.params, "received", self._extract)

    def _notification(
        self, method: str, params: Any, direction: str, extract: Any
    ) -> Context | _Turn:
        """Record a notification: the context what is sent carries, or the running turn it
        belongs to."""
        if method == CANCEL_REQUEST:
            request_id = _member(params, "request_id", "requestId")
            table = self._sent if direction == "sent" else self._handling
            entry = table.get(request_id) if _is_id(request_id) else None
            if entry is not None:
                entry[0].add_event(method, {DIRECTION: direction})
                return trace.set_span_in_context(entry[0])
        session_id = _session_of(params)
        turn = self._turns.get(session_id) if session_id is not None else None
        if turn is not None and turn.running:  # the path of every update of a turn
            turn.notifications += 1
            limit = self._max_events
            if turn.recording and (limit is None or turn.events < limit):
                turn.events += 1
                turn.span.add_event(method, _event_attributes(direction, session_id, params))
            return turn
        attributes = _event_attributes(direction, session_id, params)
        if extract is not None:
            parent = extract(params)
            span_kind = SpanKind.CONSUMER
        else:
            parent = self._parent(session_id)
            span_kind = SpanKind.PRODUCER
        if not _has_span(parent) and turn is not None:  # after the turn (v2 answers first)
            parent = turn.context
        span = self._tracer.start_span(
            method, context=parent, kind=span_kind, attributes={SYSTEM: "jsonrpc", **attributes}
        )
        span.end()
        return trace.set_span_in_context(span, parent)

    # ------------------------------------------------------------------------------ context

    def _parent(self, session_id: str | None) -> Context:
        """The parent of a span this side starts: the caller's current span, else the turn of
        its session, else none (a new trace; the caller's baggage is kept)."""
        current = otel_context.get_current()
        if _has_span(current):
            return current
        turn = self._turns.get(session_id) if session_id is not None else None
        return turn.context if turn is not None else current

    def _textmap(self) -> TextMapPropagator:
        return self._propagator if self._propagator is not None else propagate.get_global_textmap()

    def _extract(self, params: Any) -> Context:
        """The trace context at the root of a received message's `_meta` (empty if none)."""
        meta = _meta_of(params)
        if not meta or not any(key in meta for key in TRACE_KEYS):
            return Context()
        carrier = {k: v for k, v in meta.items() if isinstance(v, str)}
        return self._textmap().extract(carrier, context=Context())

    def _carrier(self, context: Context) -> dict[str, str]:
        """The W3C trace context (and baggage) of `context`, as `_meta` members."""
        carrier: dict[str, str] = {}
        self._textmap().inject(carrier, context=context, setter=_SETTER)
        return carrier

    def _inject(self, message: Any, carrier: dict[str, str]) -> Any:
        """`message` with `carrier` added at the root of its params' `_meta`: a copy, and only
        for keys not there yet; `message` itself when there is nothing to add."""
        if not carrier:
            return message
        params = message.params
        meta = _meta_of(params)
        if meta is not None and not isinstance(meta, dict):
            return message
        merged: dict[str, Any] = dict(cast("dict[str, Any]", meta)) if meta else {}
        keep_theirs = "traceparent" in merged  # their tracestate belongs to their traceparent
        for key, value in carrier.items():
            if key in merged or (keep_theirs and key == "tracestate"):
                continue
            merged[key] = value
        if meta is not None and len(merged) == len(cast("dict[str, Any]", meta)):
            return message
        if isinstance(params, msgspec.Struct) and "meta" in params.__struct_fields__:
            params = msgspec.structs.replace(params, meta=merged)
        elif isinstance(params, dict):
            params = {**cast("dict[str, Any]", params), "_meta": merged}
        else:
            return message  # no params (or params that are not an object): nothing to carry it
        return msgspec.structs.replace(message, params=params)


def tracing(
    tracer_provider: TracerProvider | None = None,
    propagator: TextMapPropagator | None = None,
    *,
    max_events: int | None = MAX_EVENTS,
) -> Tracing:
    """A `Tracing` observer for one connection: `Connection(..., observers=[tracing()])`."""
    return Tracing(tracer_provider, propagator, max_events=max_events)


# ---------------------------------------------------------------------------------- params


class _DictSetter(Setter[dict[str, str]]):
    def set(self, carrier: dict[str, str], key: str, value: str) -> None:
        carrier[key] = value


_SETTER = _DictSetter()


def _current_task() -> asyncio.Task[Any] | None:
    try:
        return asyncio.current_task()
    except RuntimeError:  # no running loop
        return None


def _has_span(context: Context) -> bool:
    return trace.get_current_span(context).get_span_context().is_valid


def _member(params: Any, attribute: str, key: str) -> Any:
    """A member of typed params (`attribute`) or of plain JSON params (`key`)."""
    if isinstance(params, dict):
        return cast("dict[str, Any]", params).get(key)
    value = getattr(params, attribute, None)
    return None if value is UNSET else value


def _session_of(params: Any) -> str | None:
    session_id = _member(params, "session_id", "sessionId")
    return session_id if isinstance(session_id, str) else None


def _meta_of(params: Any) -> Any:
    """The params' `_meta` (None when absent)."""
    meta = _member(params, "meta", "_meta")
    return meta


def _update_kind(params: Any) -> str | None:
    update = _member(params, "update", "update")
    if update is None:
        return None
    if isinstance(update, _LightUpdate):
        kind: Any = update.session_update
        return kind if isinstance(kind, str) else None
    if isinstance(update, dict):
        kind = cast("dict[str, Any]", update).get("sessionUpdate")
        return kind if isinstance(kind, str) else None
    return struct_tag(update)


def _event_attributes(direction: str, session_id: str | None, params: Any) -> dict[str, str]:
    attributes = {DIRECTION: direction}
    if session_id is not None:
        attributes[SESSION_ID] = session_id
    kind = _update_kind(params)
    if kind is not None:
        attributes[UPDATE_KIND] = kind
    return attributes


def _request_attributes(method: str, request_id: Any, session_id: str | None) -> dict[str, Any]:
    attributes: dict[str, Any] = {
        SYSTEM: "jsonrpc",
        VERSION: "2.0",
        METHOD: method,
        REQUEST_ID: str(request_id),
    }
    if session_id is not None:
        attributes[SESSION_ID] = session_id
    return attributes


__all__ = ["Tracing", "tracing"]
