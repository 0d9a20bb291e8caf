"""Captured two-way ACP traffic: read transcripts line by line into typed entries.

The transcript format is JSONL, one object a line:

    {"from": "client" | "agent", "message": <JSON-RPC message>, "t": <seconds, optional>}

Plain JSONL of JSON-RPC messages (direction unknown) is read too. A line that is not JSON, or
not a message, becomes an entry with a `finding` and no `message`: it is reported, never fatal.

Request ids are tracked per direction, because "both sides number their own requests from 0, so
the same id may be open in both directions at once, and an answered request is retired" (issue
8, section 1). A response sent by one side answers the open request of the other side with the
same id, and is typed by that request's method. Without a direction, the sender of a request or
notification is read from the method table (the side that handles a method receives it), and a
response is matched best-effort (see `IdTracker.answer`).
"""

from __future__ import annotations

import codecs
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

import msgspec
from msgspec import UNSET, UnsetType

from acp_wire._codec.errors import DecodeError
from acp_wire._generated.methods import INITIALIZE
from acp_wire._rpc.binding import Binding
from acp_wire._rpc.envelope import Request, Response
from acp_wire._rpc.jsonrpc import JsonRpc, tuple_to_union
from acp_wire._rpc.message import Message
from acp_wire._rpc.methods import MethodSpec
from acp_wire.bindings import PROTOCOL_VERSIONS, binding_for
from acp_wire.v1._generated.binding import BINDING

Direction = Literal["client", "agent"]
"""The side that sent a message."""

_OTHER: dict[Direction, Direction] = {"client": "agent", "agent": "client"}
# `MethodSpec.side` names the side that *handles* a method, so the other one sends it.
_SENDER_OF_HANDLED_BY: dict[str, Direction] = {"agent": "client", "client": "agent"}


class Entry(msgspec.Struct, gc=False):  # gc=False: no cycles, and one Entry per line
    """One line of a transcript: its message, typed, and what the reader learned about it.

    `direction` is the sender: as the transcript says, else inferred (from the method table for
    requests and notifications, from the matched request for responses), else None. `method` is
    the method of a request or notification, or of the request a response answers. `request` is
    that request's entry, for responses. `message` is None when the line could not be decoded;
    `finding` then says why (it may also be set beside a message, for a response that matches no
    open request). `raw` is the line as read; `data` the JSON-RPC message's own bytes.
    """

    line: int
    direction: Direction | None
    message: Message | None
    raw: bytes
    method: str | None = None
    request: Entry | None = None  # the request's entry never refers back to its response
    t: float | None = None
    finding: str | None = None
    wrapped: bool = False  # `raw` is a transcript object around the message

    @property
    def data(self) -> bytes:
        """The message's JSON bytes (cut out of the transcript object on demand)."""
        if not self.wrapped:
            return self.raw
        return bytes(_line_decoder.decode(self.raw).message)


def _id_key(value: object) -> tuple[str, object]:
    """The key an id is tracked by: 1 and "1" are different ids. An id no RequestId allows (an
    object, an array: the message is invalid, and reported so) is keyed by its JSON text."""
    if type(value) in (dict, list):  # a JSON object or array (not narrowed: any items)
        return (type(value).__name__, msgspec.json.encode(value))
    return (type(value).__name__, value)


@dataclass(slots=True)
class IdTracker:
    """The requests each side has sent and not yet seen answered, by id.

    Reusable by anything that follows a conversation (`validate`, the conformance checker, a
    proxy): `open_request` when a request is seen, `answer` when a response is seen.
    """

    # One table per sender; None holds requests whose sender is unknown.
    open: dict[Direction | None, dict[tuple[str, object], Entry]] = field(
        default_factory=lambda: {"client": {}, "agent": {}, None: {}}
    )

    def open_request(self, entry: Entry, id: object) -> Entry | None:
        """Record `entry` as an open request; returns the request it displaces, if that id was
        still open from the same sender (a duplicate in-flight id)."""
        table = self.open[entry.direction]
        key = _id_key(id)
        previous = table.get(key)
        table[key] = entry
        return previous

    def candidates(self, id: object, direction: Direction | None) -> list[Entry]:
        """The open requests a response with `id`, sent by `direction`, may answer, best first.

        A response from one side answers the other side's request (or one whose sender is
        unknown). With the direction unknown, every open request with that id is a candidate,
        oldest first.
        """
        key = _id_key(id)
        if direction is not None:
            tables = [self.open[_OTHER[direction]], self.open[None]]
        else:
            tables = list(self.open.values())
        found = [t[key] for t in tables if key in t]
        if direction is None:
            found.sort(key=lambda e: e.line)
        return found

    def retire(self, request: Entry, id: object) -> None:
        """Forget `request` (sent with `id`): it has been answered."""
        self.open[request.direction].pop(_id_key(id), None)

    def answer(self, id: object, direction: Direction | None) -> Entry | None:
        """Retire and return the best candidate request (see `candidates`); None when none."""
        found = self.candidates(id, direction)
        if not found:
            return None
        self.retire(found[0], id)
        return found[0]

    def pending(self) -> list[Entry]:
        """Every request not answered yet, in the order they were sent."""
        entries = [e for table in self.open.values() for e in table.values()]
        return sorted(entries, key=lambda e: e.line)


class _Line(msgspec.Struct, gc=False):
    """A transcript line's wrapper; the message stays raw bytes, decoded once afterwards."""

    from_: Any = msgspec.field(default=UNSET, name="from")
    message: msgspec.Raw = msgspec.Raw()
    t: Any = UNSET
    jsonrpc: Any = UNSET


class _Header(msgspec.Struct, gc=False):
    """The members that let a message that failed to decode still open or answer a request."""

    id: Any = UNSET
    method: Any = UNSET


_line_decoder = msgspec.json.Decoder(_Line)
_header_decoder = msgspec.json.Decoder(_Header)


def _is_transcript_line(line: bytes) -> bool:
    """Whether `line` is a transcript object (a `message`, no `jsonrpc`), not a plain message."""
    try:
        wrapper = _line_decoder.decode(line)
    except (msgspec.DecodeError, RecursionError):
        return False
    return wrapper.jsonrpc is UNSET and bool(wrapper.message)


class _Kind(NamedTuple):
    """What a generated message class says about its messages."""

    method: str
    sender: Direction | None
    is_request: bool


class _LineReader:
    """What a reader needs of one version's JSON-RPC layer (its `JsonRpc`): the one-pass line
    decoder, built on first use (keeps `import acp_wire.tools.transcript` cheap), and each
    generated request and notification message class's method and sender (not envelopes or
    raw messages)."""

    def __init__(self, rpc: JsonRpc) -> None:
        tables = rpc.tables
        self.rpc = rpc
        self.methods: Mapping[str, MethodSpec] = tables.methods
        self.decode_message = rpc.decode_message
        self.fast_line: Callable[[bytes], Any] = self._first_fast_line
        self.kinds: dict[type, _Kind] = {
            **{c: _Kind(m, self.sender(m), True) for m, c in tables.request_messages.items()},
            **{c: _Kind(m, self.sender(m), False) for m, c in tables.notification_messages.items()},
        }

    def _first_fast_line(self, data: bytes) -> Any:
        # A transcript line decoded with its message in one msgspec pass; the message type is a
        # union known only at run time, hence `defstruct`.
        typed_line = msgspec.defstruct(
            "_TypedLine",
            [
                ("from_", Literal["client", "agent"], msgspec.field(name="from")),
                ("message", tuple_to_union(tuple(self.rpc.tables.messages.values()))),
                ("t", float | UnsetType, UNSET),
            ],
            gc=False,
        )
        self.fast_line = msgspec.json.Decoder(typed_line).decode
        return self.fast_line(data)

    def sender(self, method: str) -> Direction | None:
        """The side that sends `method`, when the method table says (None for either-side
        methods such as `$/cancel_request`, and for methods this schema does not know)."""
        spec = self.methods.get(method)
        return None if spec is None else _SENDER_OF_HANDLED_BY.get(spec.side)

    def is_result_of(self, data: bytes, method: str | None) -> bool:
        """Whether the `result` of response `data` is, strictly, a result of `method`."""
        spec = self.methods.get(method or "")
        if spec is None or spec.response is None:
            return False
        try:
            result = bytes(msgspec.json.decode(data, type=_Result).result)
            self.rpc.codec.decode(result, spec.response, strict=True)
        except (DecodeError, msgspec.DecodeError):
            return False
        return True


# One per `JsonRpc` (a reader per conversation must not rebuild the line decoder).
_line_readers: dict[int, _LineReader] = {}


def _line_reader(rpc: JsonRpc) -> _LineReader:
    found = _line_readers.get(id(rpc))
    if found is None or found.rpc is not rpc:
        found = _line_readers[id(rpc)] = _LineReader(rpc)
    return found


class CountedLines:
    """The lines of a source as they are read, counted: `lines` in all, `messages` that are not
    blank (what tells an empty input from one without findings)."""

    def __init__(self, source: Iterable[bytes]) -> None:
        self.source = source
        self.lines = 0
        self.messages = 0

    def __iter__(self) -> Iterator[bytes]:
        for line in self.source:
            self.lines += 1
            self.messages += bool(line.strip())
            yield line


class TranscriptReader:
    """Turns transcript lines, or single messages with a known direction, into entries, in order.

    One reader follows one conversation: it keeps the open requests (`tracker`) between calls.
    `binding` is the protocol version's (`acp_wire.BINDING`, version 1, by default;
    `acp_wire.v2.BINDING`); its JSON-RPC layer alone is accepted too.
    """

    def __init__(self, binding: Binding | JsonRpc = BINDING) -> None:
        self.rpc = _line_reader(binding.jsonrpc if isinstance(binding, Binding) else binding)
        self.tracker = IdTracker()
        self._plain = False  # the last line was a plain message: try that format first

    def read(self, lines: Iterable[bytes]) -> Iterator[Entry]:
        """The entries of `lines` (numbered from 1); blank lines are skipped."""
        for number, line in enumerate(lines, start=1):
            if line and not line.isspace():
                yield self.line(line, number)

    def line(self, line: bytes, number: int) -> Entry:
        """The entry of one transcript line or plain JSON-RPC message line."""
        if self._plain:
            entry = self.message(line, None, line=number)
            if entry.message is not None or not _is_transcript_line(line):
                return entry  # read once: a second reading would answer a request twice
        else:
            try:
                typed = self.rpc.fast_line(line)
            except (msgspec.DecodeError, RecursionError):
                typed = None
            if typed is not None:
                fast = self._typed(typed.message, line, typed.from_, number, typed.t)
                if fast is not None:
                    fast.wrapped = True
                    return fast
        return self._slow_line(line, number)

    def _slow_line(self, line: bytes, number: int) -> Entry:
        """Everything off the one-pass path: plain messages, responses, bad lines."""
        try:
            wrapper = _line_decoder.decode(line)
        except msgspec.ValidationError:
            return Entry(number, None, None, line, finding="not a JSON object")
        except (msgspec.DecodeError, RecursionError) as exc:
            return Entry(number, None, None, line, finding=DecodeError.from_msgspec(exc).reason)
        self._plain = wrapper.jsonrpc is not UNSET or not wrapper.message
        if self._plain:
            return self.message(line, None, line=number)
        direction = wrapper.from_
        t = wrapper.t
        if direction not in _OTHER:
            return Entry(number, None, None, line, finding='"from" must be "client" or "agent"')
        if t is not UNSET and (not isinstance(t, (int, float)) or isinstance(t, bool)):
            return Entry(number, direction, None, line, finding='"t" must be a number')
        t = None if t is UNSET else float(t)
        entry = self.message(bytes(wrapper.message), direction, line=number, t=t)
        entry.raw = line
        entry.wrapped = True
        return entry

    def message(
        self, data: bytes, direction: Direction | None, *, line: int, t: float | None = None
    ) -> Entry:
        """The entry of one JSON-RPC message sent by `direction` (None: unknown)."""
        try:
            message = self.rpc.decode_message(data)
        except DecodeError as exc:
            return self._undecodable(data, direction, line, t, exc)
        if isinstance(message, Response):
            return self._response(message, data, direction, line, t)
        entry = self._typed(message, data, direction, line, t)
        if entry is not None:
            return entry
        method = message.method  # a raw request or notification, or an envelope's
        if direction is None:
            direction = self.rpc.sender(method)
        entry = Entry(line, direction, message, data, method, t=t)
        if isinstance(message, Request):
            self.tracker.open_request(entry, message.id)
        return entry

    def _typed(
        self,
        message: Any,
        raw: bytes,
        direction: Direction | None,
        line: int,
        t: float | UnsetType | None,
    ) -> Entry | None:
        """The entry of a message of a generated request or notification class; None for any
        other message (those need `decode_message`'s further checks)."""
        kind = self.rpc.kinds.get(message.__class__)
        if kind is None or (not kind.is_request and message.id is not UNSET):
            return None
        if t is UNSET:
            t = None
        entry = Entry(line, direction or kind.sender, message, raw, kind.method, None, t)
        if kind.is_request:
            self.tracker.open_request(entry, message.id)
        return entry

    def _response(
        self,
        message: Response[Any],
        data: bytes,
        direction: Direction | None,
        line: int,
        t: float | None,
    ) -> Entry:
        candidates = self.tracker.candidates(message.id, direction)
        if len(candidates) > 1 and message.result is not UNSET:
            # Two sides' requests share the id and the log does not say who answers: prefer
            # the request whose result type this result strictly is.
            candidates.sort(key=lambda r: not self.rpc.is_result_of(data, r.method))
        request = candidates[0] if candidates else None
        if request is not None:
            self.tracker.retire(request, message.id)
        if request is None:
            return Entry(line, direction, message, data, t=t, finding="no open request has this id")
        if direction is None and request.direction is not None:
            direction = _OTHER[request.direction]
        method = request.method
        entry = Entry(line, direction, message, data, method, request, t)
        if method is not None and message.result is not UNSET:
            try:
                entry.message = self.rpc.decode_message(data, method=method)
            except DecodeError as exc:
                entry.message = None
                entry.finding = f"{exc.reason} at {exc.path}"
        return entry

    def _undecodable(
        self, data: bytes, direction: Direction | None, line: int, t: float | None, exc: DecodeError
    ) -> Entry:
        """An entry without a message; it still opens or answers a request when the envelope
        says so, so that one bad message does not mistype the rest of the conversation."""
        entry = Entry(line, direction, None, data, t=t, finding=f"{exc.reason} at {exc.path}")
        try:
            header = _header_decoder.decode(data)
        except (msgspec.DecodeError, RecursionError):
            return entry
        if header.id is UNSET:
            if isinstance(header.method, str):
                entry.method = header.method
                entry.direction = direction or self.rpc.sender(header.method)
            return entry
        if isinstance(header.method, str):
            entry.method = header.method
            entry.direction = direction or self.rpc.sender(header.method)
            self.tracker.open_request(entry, header.id)
        else:
            entry.request = self.tracker.answer(header.id, direction)
            if entry.request is not None:
                entry.method = entry.request.method
        return entry


class _Result(msgspec.Struct, gc=False):
    result: msgspec.Raw = msgspec.Raw()


def read_transcript(
    lines: Iterable[bytes], binding: Binding | JsonRpc = BINDING
) -> Iterator[Entry]:
    """The entries of a transcript or plain message log, read with a fresh `TranscriptReader`
    (of version 1 unless `binding` is another version's)."""
    return TranscriptReader(binding).read(lines)


# --- the version a capture declares ------------------------------------------------------------


class _Head(msgspec.Struct):
    """Just enough of a line to find `initialize`: plain message or transcript line."""

    method: Any = None
    params: Any = None
    message: Any = None


class _InitializeParams(msgspec.Struct):
    """Just enough of `initialize`'s params: the version it asks for."""

    protocol_version: Any = msgspec.field(default=None, name="protocolVersion")


def declared_version(line: bytes) -> int | None:
    """The `protocolVersion` of `line` when it is an `initialize` request (plain or in a
    transcript line) of a version this library has bindings for."""
    try:
        head = msgspec.json.decode(line.removeprefix(codecs.BOM_UTF8), type=_Head)
        if head.method is None and head.message is not None:  # a transcript line
            head = msgspec.convert(head.message, _Head)
        if head.method != INITIALIZE:
            return None
        version = msgspec.convert(head.params, _InitializeParams).protocol_version
    except (msgspec.ValidationError, msgspec.DecodeError):
        return None
    if isinstance(version, int) and not isinstance(version, bool) and version in PROTOCOL_VERSIONS:
        return version
    return None


def with_declared_version(lines: Iterable[bytes]) -> tuple[int, Iterator[bytes]]:
    """The version the capture's first `initialize` declares (else 1), and all of `lines`: read
    ahead only as far as that request (usually the first line)."""
    source = iter(lines)
    ahead: list[bytes] = []
    for line in source:
        ahead.append(line)
        version = declared_version(line)
        if version is not None:
            return version, itertools.chain(ahead, source)
    return 1, iter(ahead)


def capture_binding(lines: Iterable[bytes]) -> tuple[Binding, Iterator[bytes]]:
    """The binding of the version the capture's first `initialize` declares (else version 1's),
    and all of `lines`: what every tool reads a capture with."""
    version, rest = with_declared_version(lines)
    return binding_for(version), rest


__all__ = [
    "Direction",
    "Entry",
    "IdTracker",
    "TranscriptReader",
    "capture_binding",
    "declared_version",
    "read_transcript",
    "with_declared_version",
]
