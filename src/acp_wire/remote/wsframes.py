"""The WebSocket client's fast path: whole data frames cut out of the bytes read, by their
headers alone, with no I/O and no parser per frame.

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


class Split(NamedTuple):
    """What `split` cut: `frames` in order, each `(True, payload)` for a data frame taken on
    the fast path or `(False, the frame's bytes)` for websockets; `used`, the bytes consumed
    (a partial last frame is left); `need`, the bytes the partial frame needs in all (0 when
    unknown: its header is not complete); `fragmented`, whether a fragmented message is still
    open after these frames (its data frames go to websockets, which checks their order)."""

    frames: list[tuple[bool, bytes]]
    used: int
    need: int
    fragmented: bool


def split(buffer: bytes, max_size: int, fragmented: bool = False) -> Split:
    """Cut the complete frames at the start of `buffer` (bytes a server sent, at a frame
    boundary). A frame whose header says it is longer than `max_size` is handed to websockets
    at once with everything after it, so that it fails the connection (1009) without waiting
    for the payload."""
    frames: list[tuple[bool, bytes]] = []
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
                return Split(frames, at, 0, fragmented)
            length = int.from_bytes(buffer[at + 2 : at + 4], "big")
        elif length == 127:
            head = 10
            if size - at < head:
                return Split(frames, at, 0, fragmented)
            length = int.from_bytes(buffer[at + 2 : at + 10], "big")
        if second & MASKED:
            head += 4
        if length > max_size:
            frames.append((False, buffer[at:]))
            return Split(frames, size, 0, fragmented)
        end = at + head + length
        if end > size:
            return Split(frames, at, head + length, fragmented)
        if not fragmented and (first == FIN_TEXT or first == FIN_BINARY) and not second & MASKED:
            frames.append((True, buffer[at + head : end]))
        else:
            frames.append((False, buffer[at:end]))
            opcode = first & 0x0F
            final = bool(first & 0x80)
            if opcode == CONTINUATION:
                fragmented = not final
            elif opcode < 0x8 and not fragmented:  # a data frame opening a message
                fragmented = not final
            # (a control frame leaves it as it is; a data frame inside an open message is a
            # protocol error that websockets reports)
        at = end
    return Split(frames, at, 0, fragmented)


__all__ = ["Split", "split"]
