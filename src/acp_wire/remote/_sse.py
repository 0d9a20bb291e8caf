"""Server-sent events, as far as ACP's streams use them: one JSON-RPC message per event's
`data`, comments as keepalives. Bytes in, messages out; no I/O."""

from __future__ import annotations

from typing import Final

KEEPALIVE: Final = b": keepalive\n\n"


def event(message: bytes) -> bytes:
    """One SSE event carrying `message` (JSON without raw newlines: msgspec never writes any;
    any there are split into `data:` lines, which a reader joins back with newlines)."""
    if b"\n" in message or b"\r" in message:
        lines = message.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
        return b"".join(b"data: " + line + b"\n" for line in lines) + b"\n"
    return b"data: " + message + b"\n\n"


def comment(text: bytes) -> bytes:
    """An SSE comment line (ignored by readers, kept by `EventReader.comments`)."""
    return b": " + text.replace(b"\n", b" ").replace(b"\r", b" ") + b"\n\n"


class Comment(bytes):
    """A comment line's text, in `EventReader.feed`'s output when it keeps comments."""


class EventReader:
    """Splits an SSE byte stream into the `data` of its events (fields other than `data`,
    comments and events without data are skipped). `max_event` bounds one event's size: a
    longer one raises `ValueError`, never held whole."""

    def __init__(self, max_event: int | None = None, *, keep_comments: bool = False) -> None:
        self.max_event = max_event
        self.keep_comments = keep_comments
        self._buffer = bytearray()
        self._data: list[bytes] = []
        self._size = 0

    def feed(self, chunk: bytes) -> list[bytes]:
        """The events completed by `chunk`, in order (with the comments, as `Comment`s, when
        keeping them)."""
        buffer = self._buffer
        buffer += chunk
        if self._data or b"\r" in buffer:
            return self._feed_lines()
        # What ACP's streams carry: events of one `data: ` line each (`event` writes them),
        # cut out whole at each blank line; any other block is read line by line.
        end = buffer.rfind(b"\n\n")
        if end < 0:
            return self._feed_lines()
        blocks = bytes(buffer[:end]).split(b"\n\n")
        del buffer[: end + 2]
        events: list[bytes] = []
        for block in blocks:
            if block.startswith(b"data: ") and b"\n" not in block:
                events.append(block[6:])
            else:
                self._buffer = bytearray(block + b"\n\n")
                events += self._feed_lines()
                self._buffer = buffer
        return events + self._feed_lines()

    def _feed_lines(self) -> list[bytes]:
        """The events completed in the buffer, read line by line (any SSE)."""
        buffer = self._buffer
        events: list[bytes] = []
        start = 0
        while True:
            end = buffer.find(b"\n", start)
            if end < 0:
                break
            line = bytes(buffer[start:end])
            start = end + 1
            if line.endswith(b"\r"):
                line = line[:-1]
            if not line:
                if self._data:
                    events.append(b"\n".join(self._data))
                    self._data = []
                    self._size = 0
                continue
            if line.startswith(b":"):
                if self.keep_comments:
                    events.append(Comment(line[1:].strip()))
                continue
            name, _, value = line.partition(b":")
            if name == b"data":
                if value.startswith(b" "):
                    value = value[1:]
                self._data.append(value)
                self._size += len(value)
        del buffer[:start]
        limit = self.max_event
        if limit is not None and self._size + len(buffer) > limit:
            raise ValueError(f"an event is longer than {limit} bytes")
        return events


__all__ = ["KEEPALIVE", "Comment", "EventReader", "comment", "event"]
