"""WebSocket frames without I/O, for the two fast paths: the client's reader (`split`: whole
data frames cut out of the bytes read, by their headers alone, with no parser per frame) and a
server's writer (`text_frames`: a batch of messages framed at once).

websockets' sans-I/O parser (a generator per frame) costs about 2.7 us a frame on our bench
machine, half of what a whole message may cost at the throughput we aim for, while nearly
every frame a server sends is a short, final, unmasked text frame that two slices cut out.
`split` takes exactly those. Every other frame (control frames, fragments, frames with RSV
bits or a mask, anything malformed, too long or unknown) goes whole to websockets, which stays
the authority on them: it answers pings, runs the closing handshake and fails the connection
on a protocol error. Because websockets is only ever handed whole frames, it is always at a
frame boundary when it is called, and the two readers never disagree about where a frame ends.
"""

from __future__ import annotations

from typing import NamedTuple

FIN_TEXT = 0x81  # FIN set, no RSV bits, opcode 1 (text)
FIN_BINARY = 0x82  # ... opcode 2 (binary)
MASKED = 0x80
CONTINUATION = 0x0


class Whole(NamedTuple):
    """A whole frame, header included, for websockets to read."""

    frame: bytes


class Split(NamedTuple):
    """What `split` cut: `frames` in order, the payload (bytes) of each data frame taken on the
    fast path and a `Whole` for each frame websockets reads; `whole`, whether there is any
    `Whole`; `used`, the bytes consumed (a partial last frame is left); `need`, the bytes the
    partial frame needs in all (0 when unknown: its header is not complete); `fragmented`,
    whether a fragmented message is still open after these frames (its data frames go to
    websockets, which checks their order)."""

    frames: list[bytes | Whole]
    whole: bool
    used: int
    need: int
    fragmented: bool


def split(buffer: bytes, max_size: int, fragmented: bool = False) -> Split:
    """Cut the complete frames at the start of `buffer` (bytes a server sent, at a frame
    boundary). A frame whose header says it is longer than `max_size` is handed to websockets
    at once with everything after it, so that it fails the connection (1009) without waiting
    for the payload."""
    frames: list[bytes | Whole] = []
    whole = False
    at = 0
    size = len(buffer)
    while size - at >= 2:
        first = buffer[at]
        second = buffer[at + 1]
        length = second & 0x7F
        head = 2
        if length == 126:
            head = 4
            if size - at < head:
                return Split(frames, whole, at, 0, fragmented)
            length = buffer[at + 2] << 8 | buffer[at + 3]
        elif length == 127:
            head = 10
            if size - at < head:
                return Split(frames, whole, at, 0, fragmented)
            length = int.from_bytes(buffer[at + 2 : at + 10], "big")
        if second & MASKED:
            head += 4
        if length > max_size:
            frames.append(Whole(buffer[at:]))
            return Split(frames, True, size, 0, fragmented)
        end = at + head + length
        if end > size:
            return Split(frames, whole, at, head + length, fragmented)
        if not fragmented and (first == FIN_TEXT or first == FIN_BINARY) and not second & MASKED:
            frames.append(buffer[at + head : end])
        else:
            frames.append(Whole(buffer[at:end]))
            whole = True
            opcode = first & 0x0F
            final = bool(first & 0x80)
            if opcode == CONTINUATION:
                fragmented = not final
            elif opcode < 0x8 and not fragmented:  # a data frame opening a message
                fragmented = not final
            # (a control frame leaves it as it is; a data frame inside an open message is a
            # protocol error that websockets reports)
        at = end
    return Split(frames, whole, at, 0, fragmented)


def text_frames(texts: list[bytes]) -> bytes:
    """The unmasked, final text frames (a server's) of `texts`, each the UTF-8 of one message,
    as one string of bytes. Bytes that are not UTF-8 (a stdio agent's line, relayed) are sent
    with U+FFFD in their place: a text frame must be UTF-8 (RFC 6455, 8.1)."""
    parts: list[bytes] = []
    append = parts.append
    for text in texts:
        if not text.isascii():
            text = text.decode("utf-8", "replace").encode()
        size = len(text)
        if size < 126:
            append(bytes((FIN_TEXT, size)))
        elif size < 65536:
            append(bytes((FIN_TEXT, 126, size >> 8, size & 0xFF)))
        else:
            append(bytes((FIN_TEXT, 127)) + size.to_bytes(8, "big"))
        append(text)
    return b"".join(parts)


__all__ = ["Split", "Whole", "split", "text_frames"]
