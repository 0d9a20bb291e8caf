"""Framing: newline-delimited JSON-RPC messages split out of the bytes read (`LineSplitter`),
with the size limit; no I/O (the stdio transport reads and writes).

Nothing here knows what a message means; `sniff_envelope` reads just enough of an over-long one
to tell a request from a response without reading it whole, and `lenient_json` / `id_of` /
`method_of` read the id and method of a line that failed to decode, so that it can be answered.
"""

from __future__ import annotations

import re
from typing import Any, cast

from acp_wire.connection._transport import HIGH_WATER, TooLong

READ_CHUNK = 1 << 16

# Of an over-long message, this many first bytes are kept to find out what it was.
SNIFF = 1 << 16
# ... and this many last bytes (an `id` written last).
TAIL = 256


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
                self._tail = (self._tail + chunk)[-TAIL:]
                return out
            out.append(TooLong(self._head, (self._tail + chunk[:newline])[-TAIL:]))
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
                out.append(TooLong(line[:SNIFF], line[-TAIL:]))
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
            self._tail = bytes(buffer[-TAIL:])
            buffer.clear()


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
            import json  # only for a line that failed to decode: not on every import

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

    import json  # only for a line that failed to decode: not on every import

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


__all__ = [
    "HIGH_WATER",
    "NOT_JSON",
    "READ_CHUNK",
    "SNIFF",
    "TAIL",
    "LineSplitter",
    "TooLong",
    "id_of",
    "lenient_json",
    "member",
    "method_of",
    "sniff_envelope",
]
