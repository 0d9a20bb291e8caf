"""Observers: code that sees every message a connection sends and receives, from inside.

    def show(event: MessageEvent) -> None:
        print(event.direction, event.size, event.message)

    conn = Connection(agent, transport, side="agent", binding=BINDING, observers=[show])

An observer is a callable taking a `MessageEvent`, or an object with a `message(event)` method
(`Observer`). It is called once per message, in wire order: "in" as each message is read,
just before the connection acts on it, in the connection's reading task; "out" as each message
is handed to the transport, in the sending task (so the caller's context variables are current
there). An observer that raises is logged and dropped; the connection carries on without it.

An observer with a true `sets_context` attribute is called for each incoming request just
before the connection handles it, and before the next message is shown (the others may see
the messages of one read together, before the first is handled): a context variable it sets
in that call is seen by the handler of that request (its task starts right after, from the
reading task). `acp_wire.otel` makes the request's SERVER span current
in its handler this way; such an observer resets the variable at its next "in" call (or in
`closed()`, when called from the reading task).

Two optional methods serve instrumentation that must change what is sent or tidy up at the
end (`acp_wire.otel` uses both): `outgoing(message) -> message` may return a replacement for a
request or notification about to be encoded (say, with `_meta` added; it must not change the
message it is given, which may be the caller's), and `closed()` is called once when the
connection ends.

Observers wrap the connection's transport (`ObservedTransport`): the endpoint stays sans-I/O
and unaware of them, and a connection without observers has no wrapper, so its message path
does not change at all.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any, Literal, Protocol, runtime_checkable

from acp_wire._codec.codec import encode
from acp_wire._codec.errors import DecodeError
from acp_wire.connection._transport import Frame, TooLong, Transport

logger = logging.getLogger("acp_wire")

Direction = Literal["in", "out"]
_UNDECODED: Any = object()


class MessageEvent:
    """One message seen by the observers.

    `direction`: "in" (received) or "out" (sent). `data`: its bytes on the wire, without the
    line's newline (for an incoming message over the transport's size limit, only its first
    bytes, as many as the transport kept; `truncated` is then True). `size`: `len(data)`.
    `time`: when it was seen, `time.monotonic()` seconds. `answers`: for an outgoing response,
    the id of the request it answers (None otherwise). `message`: the decoded message (a
    `Request`, `Notification` or `Response` of the connection's version; a response's result
    is plain JSON), decoded on first use, so an observer that does not read it costs no
    decoding; None when the bytes are not a valid message.
    """

    __slots__ = ("_decode", "_message", "answers", "data", "direction", "size", "time", "truncated")

    def __init__(
        self,
        direction: Direction,
        data: bytes,
        decode: Callable[[bytes], Any],
        message: Any = _UNDECODED,
        answers: Any = None,
        truncated: bool = False,
    ) -> None:
        self.direction: Direction = direction
        self.data = data
        self.size = len(data)
        self.time = time.monotonic()
        self.answers = answers
        self.truncated = truncated
        self._decode = decode
        self._message = message

    @property
    def message(self) -> Any:
        message = self._message
        if message is _UNDECODED:
            message = None
            if not self.truncated:
                try:
                    message = self._decode(self.data)
                except DecodeError:
                    pass
            self._message = message
        return message

    def __repr__(self) -> str:
        return f"MessageEvent({self.direction!r}, size={self.size}, message={self.message!r})"


@runtime_checkable
class Observer(Protocol):
    """What `Connection(observers=[...])` accepts besides a plain callable: an object whose
    `message(event)` is called for every message in and out (see the module's docstring for
    the optional `outgoing(message)` and `closed()`)."""

    def message(self, event: MessageEvent) -> None: ...


ObserverLike = Observer | Callable[[MessageEvent], None]


class ObservedTransport:
    """A transport that shows every message to observers on its way through `inner`.

    Outgoing messages are encoded here (the inner transport gets bytes), so that the observers
    see the bytes' length; incoming frames are shown before they are returned. Everything else
    is the inner transport's (other attributes read through to it).
    """

    def __init__(
        self, inner: Transport, observers: Iterable[ObserverLike], decode: Callable[[bytes], Any]
    ) -> None:
        self.inner = inner
        # How events decode messages: the connection's binding, set again once a connection
        # serving an agent per version has been routed by `initialize`.
        self.decode = decode
        self._calls: list[tuple[Any, Callable[[MessageEvent], object]]] = []
        self._rewriters: list[tuple[Any, Callable[[Any], Any]]] = []
        self._closers: list[tuple[Any, Callable[[], object]]] = []
        for observer in observers:
            call: Any = getattr(observer, "message", None)
            if not callable(call):
                if not callable(observer):
                    raise TypeError(
                        f"an observer is a callable or has a message(event) method: {observer!r}"
                    )
                call = observer
            self._calls.append((observer, call))
            outgoing: Any = getattr(observer, "outgoing", None)
            if callable(outgoing):
                self._rewriters.append((observer, outgoing))
            closed: Any = getattr(observer, "closed", None)
            if callable(closed):
                self._closers.append((observer, closed))
        self._closed = False
        self._unread: deque[Frame] = deque()
        self._one_at_a_time = any(getattr(o, "sets_context", False) for o, _ in self._calls)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def _drop(self, observer: Any, what: str) -> None:
        """Log the error being handled and stop calling `observer`."""
        logger.exception("acp_wire: observer %r raised in %s; it is dropped", observer, what)
        self._calls = [c for c in self._calls if c[0] is not observer]
        self._rewriters = [c for c in self._rewriters if c[0] is not observer]
        self._closers = [c for c in self._closers if c[0] is not observer]

    def _show(self, event: MessageEvent) -> None:
        for observer, call in self._calls:
            try:
                call(event)
            except Exception:
                self._drop(observer, "message()")

    async def receive(self) -> list[Frame]:
        if not self._one_at_a_time:
            frames = await self.inner.receive()
            for frame in frames:
                self._show(self._incoming(frame))
            return frames
        # A request ends what one call returns: it is shown just before the connection starts
        # its handler, from the reading task (see the module's docstring on context
        # variables). A frame without `"id"` cannot be a request (an update of a turn, say):
        # the run of those goes at once. A response, or a notification with an "id" member
        # in its params, ends a run too, at no other cost than one more call.
        unread = self._unread
        if not unread:
            frames = await self.inner.receive()
            if not frames:
                return frames
            unread.extend(frames)
        run: list[Frame] = []
        while unread:
            frame = unread.popleft()
            self._show(self._incoming(frame))
            run.append(frame)
            if isinstance(frame, TooLong) or b'"id"' in frame:
                break
        return run

    def _incoming(self, frame: Frame) -> MessageEvent:
        if isinstance(frame, TooLong):
            return MessageEvent("in", frame.head, self.decode, truncated=True)
        return MessageEvent("in", frame, self.decode)

    def send(self, message: Any, answers: Any = None) -> None:
        if message.__class__ is bytes:
            data, decoded = message, _UNDECODED
        else:
            if self._rewriters:
                for observer, outgoing in self._rewriters:
                    try:
                        message = outgoing(message)
                    except Exception:
                        self._drop(observer, "outgoing()")
            data, decoded = encode(message), message
        event = MessageEvent("out", data, self.decode, decoded, answers)
        for observer, call in self._calls:
            try:
                call(event)
            except Exception:
                self._drop(observer, "message()")
        self.inner.send(data, answers)

    def has_room(self) -> bool:
        return self.inner.has_room()

    async def writable(self) -> None:
        await self.inner.writable()

    def _finish(self) -> None:
        if self._closed:
            return
        self._closed = True
        for observer, closed in self._closers:
            try:
                closed()
            except Exception:
                self._drop(observer, "closed()")

    def end_of_input(self) -> None:
        self.inner.end_of_input()
        self._finish()

    async def close(self, timeout: float) -> None:
        self._finish()
        await self.inner.close(timeout)


__all__ = ["Direction", "MessageEvent", "ObservedTransport", "Observer", "ObserverLike"]
