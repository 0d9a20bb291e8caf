"""Framing: newline-delimited JSON-RPC messages split out of the bytes read (`LineSplitter`),
size limits, the coalescing writer (`FrameWriter`) and the backpressure mark the connection
keeps to.

Nothing here knows what a message means; `sniff_envelope` reads just enough of an over-long one
to tell a request from a response without reading it whole, and `lenient_json` / `id_of` /
`method_of` read the id and method of a line that failed to decode, so that it can be answered.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any, NamedTuple, cast

from .._codec import encode_into

READ_CHUNK = 1 << 16

# Backpressure, in bytes. Reading pauses while the inbox (notifications and responses read
# but not yet handed over) holds more than this, until it is down to half; outgoing messages
# wait while the writer's buffer holds more than this, and reading pauses meanwhile too.
HIGH_WATER = 1 << 20

# Outgoing messages are gathered into one buffer and written once per event-loop iteration, or
# as soon as the buffer holds this many bytes.
FLUSH_SIZE = 1 << 16

# Of an over-long message, this many first bytes are kept to find out what it was.
SNIFF = 1 << 16
# ... and this many last bytes (an `id` written last).
_TAIL = 256


class TooLong(NamedTuple):
    """An incoming message over `max_message_size`: its first and last bytes, the rest dropped."""

    head: bytes
    tail: bytes


class LineSplitter:
    """Splits the bytes read into lines (blank ones skipped); lines over `max_size` come out as
    `TooLong`, and are never held whole. Without `max_size`, any line length is read."""

    def __init__(self, max_size: int | None) -> None:
        self.max_size = max_size
        self._buffer = bytearray()
        # Inside an over-long message: its first bytes and its last ones read so far.
        self._head: bytes | None = None
        self._tail = b""

    def feed(self, chunk: bytes) -> list[bytes | TooLong]:
        """The complete lines that `chunk` ends, in order."""
        out: list[bytes | TooLong] = []
        if self._head is not None:
            newline = chunk.find(b"\n")
            if newline < 0:
                self._tail = (self._tail + chunk)[-_TAIL:]
                return out
            out.append(TooLong(self._head, (self._tail + chunk[:newline])[-_TAIL:]))
            self._head = None
            self._tail = b""
            chunk = chunk[newline + 1 :]
        buffer = self._buffer
        if b"\n" not in chunk:
            buffer += chunk  # amortised O(1): a long line read in many chunks costs O(n)
            self._check_rest()
            return out
        data = bytes(buffer) + chunk if buffer else chunk
        lines = data.split(b"\n")
        buffer[:] = lines.pop()
        limit = self.max_size
        for line in lines:
            if limit is not None and len(line) > limit:
                out.append(TooLong(line[:SNIFF], line[-_TAIL:]))
            elif line and not line.isspace():
                out.append(line)
        self._check_rest()
        return out

    def end(self) -> list[bytes | TooLong]:
        """What is left at the end of input: a last line without its newline."""
        if self._head is not None:
            head, self._head = self._head, None
            return [TooLong(head, self._tail)]
        rest = bytes(self._buffer)
        self._buffer.clear()
        return [rest] if rest and not rest.isspace() else []

    def _check_rest(self) -> None:
        buffer = self._buffer
        if self.max_size is not None and len(buffer) > self.max_size:
            self._head = bytes(buffer[:SNIFF])
            self._tail = bytes(buffer[-_TAIL:])
            buffer.clear()


class FrameWriter:
    """Coalesces outgoing messages: each is encoded (newline included) at the end of one reused
    buffer. The first message of an event-loop iteration is written at once (a lone request or
    answer waits for nothing); the ones that follow it in the same iteration are gathered and
    written together when the iteration ends, or as soon as they reach `FLUSH_SIZE` bytes. Lines
    never interleave, since a message is appended whole."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer = writer
        # The transport, when it reports its buffer (pipes and sockets do): the backpressure
        # mark is checked against it, and the writer is drained only above it.
        transport: Any = getattr(writer, "transport", None)
        if transport is not None:
            try:
                transport.set_write_buffer_limits(high=HIGH_WATER)
            except (AttributeError, NotImplementedError):
                transport = None
        self.transport = transport
        self.closed = False  # set when the peer is gone: output is dropped from then on
        # The transport held at most HIGH_WATER when last looked at. Only our writes grow its
        # buffer, so this is rechecked after each flush, and when false.
        self._room = transport is not None
        # The last flush left bytes in the transport (the pipe was full): a sender that never
        # yields would keep the loop from writing them while the peer waits, so the connection
        # yields once before adding more (see Connection._writable). Producer and consumer
        # then run side by side instead of by turns.
        self.backlogged = False
        self._buffer = bytearray()
        # A message was written in this event-loop iteration: the next ones are gathered, and
        # `_end_of_iteration` (scheduled then) writes them.
        self._gathering = False

    def put(self, message: Any) -> None:
        """Encode `message` and its newline into the buffer; raises what `encode` raises, and
        then leaves the buffer as it was."""
        buffer = self._buffer
        start = len(buffer)
        try:
            encode_into(message, buffer, start)
        except BaseException:
            del buffer[start:]
            raise
        buffer.append(10)  # b"\n"
        if not self._gathering or len(buffer) >= FLUSH_SIZE:
            self._first_of_iteration()

    def put_line(self, line: bytes) -> None:
        """Append an already encoded message (without its newline)."""
        self._buffer += line
        self._buffer.append(10)
        if not self._gathering or len(self._buffer) >= FLUSH_SIZE:
            self._first_of_iteration()

    def has_room(self) -> bool:
        """Whether a message may be added without waiting: the transport reports its buffer,
        is open, and holds at most `HIGH_WATER`."""
        transport = self.transport
        if transport is None:
            return False
        if not self._room:
            if self.closed:
                return False
            self._room = transport.get_write_buffer_size() <= HIGH_WATER
            if not self._room:
                return False
        return not transport.is_closing()

    def flush(self) -> None:
        """Hand the buffer to the writer now."""
        buffer = self._buffer
        if not buffer:
            return
        if self.closed or self.writer.is_closing():
            buffer.clear()
            self._room = False
            return
        data = bytes(buffer)
        buffer.clear()
        self.writer.write(data)
        if self.transport is not None:
            size = self.transport.get_write_buffer_size()
            self._room = size <= HIGH_WATER
            self.backlogged = size > 0

    def _first_of_iteration(self) -> None:
        self.flush()
        if not self._gathering:
            self._gathering = True
            asyncio.get_running_loop().call_soon(self._end_of_iteration)

    def _end_of_iteration(self) -> None:
        self._gathering = False
        try:
            self.flush()
        except (OSError, RuntimeError):  # the transport failed; the connection sees it
            self.closed = True


_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)
_KEY_COLON = re.compile(rb"\s*:\s*")
_ID_VALUE = re.compile(rb'-?\d+|"(?:[^"\\]|\\.)*"')
_ID_LAST = re.compile(rb'"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*}\s*$', re.S)


def sniff_envelope(head: bytes, tail: bytes) -> tuple[set[str], Any]:
    """The top-level keys of a JSON-RPC message seen in its first bytes, and its id (None if
    unusable) when the first bytes or (as the last key) the last bytes hold it: enough to tell a
    request from a response without reading an over-long message whole."""
    keys: set[str] = set()
    id_token: bytes | None = None
    if head.lstrip().startswith(b"{"):
        depth = 0
        for token in _TOKEN.finditer(head):
            text = token.group()
            if text in (b"{", b"["):
                depth += 1
            elif text in (b"}", b"]"):
                depth -= 1
            elif depth == 1:
                colon = _KEY_COLON.match(head, token.end())
                if colon is None:
                    continue
                key = text[1:-1].decode("utf-8", "replace")
                keys.add(key)
                if key == "id":
                    value = _ID_VALUE.match(head, colon.end())
                    id_token = value.group() if value is not None else None
    if id_token is None and "id" not in keys:
        last = _ID_LAST.search(tail)
        if last is not None:
            keys.add("id")
            id_token = last.group(1)
    request_id = None
    if id_token is not None:
        try:
            request_id = id_of({"id": json.loads(id_token)})
        except ValueError:
            request_id = None
    return keys, request_id


# Reading what can be read of a message that failed to decode: its id and method, to answer it.

# What `lenient_json` gives for a line that is not JSON at all.
NOT_JSON: Any = object()


def lenient_json(line: bytes) -> Any:
    """`line` read by the standard library, which takes what msgspec refuses; `NOT_JSON` if
    it is not JSON at all."""

    def refuse(constant: str) -> Any:  # NaN and Infinity are not JSON
        raise ValueError(constant)

    try:
        return json.loads(line, parse_constant=refuse)
    except (ValueError, RecursionError):  # JSONDecodeError and UnicodeDecodeError included
        return NOT_JSON


def member(raw: Any, key: str) -> Any:
    """`raw[key]` when `raw` is a JSON object that has it, else None."""
    return cast("dict[str, Any]", raw).get(key) if isinstance(raw, dict) else None


def id_of(raw: Any) -> Any:
    """The JSON-RPC id of a decoded message, if it has a usable one."""
    value = member(raw, "id")
    if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    return None


def method_of(raw: Any) -> str | None:
    """The method of a decoded message, if it is a string."""
    value = member(raw, "method")
    return value if isinstance(value, str) else None
