"""Server-sent events as ACP's streams use them (`acp_wire.remote._sse`): bytes in, messages out."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.remote import _sse as sse

messages = st.lists(st.text(min_size=1).map(lambda t: json.dumps({"text": t}).encode()), max_size=8)


@given(messages, st.data())
def test_sse_round_trip_whatever_the_chunking(items: list[bytes], data: st.DataObject) -> None:
    stream = b"".join([sse.KEEPALIVE] + [sse.event(m) for m in items] + [sse.KEEPALIVE])
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    reader = sse.EventReader()
    out: list[bytes] = []
    start = 0
    for cut in [*cuts, len(stream)]:
        out += reader.feed(stream[start:cut])
        start = cut
    assert out == items


def test_sse_multiline_data_and_crlf() -> None:
    assert sse.EventReader().feed(sse.event(b"a\nb")) == [b"a\nb"]
    assert sse.EventReader().feed(b"event: message\r\nid: 3\r\ndata: {}\r\n\r\n") == [b"{}"]
    assert sse.EventReader().feed(b"data:x\n\n") == [b"x"]


def test_sse_event_size_is_bounded() -> None:
    reader = sse.EventReader(max_event=100)
    try:
        reader.feed(b"data: " + b"x" * 200)
    except ValueError:
        pass
    else:
        raise AssertionError("an over-long event was held")


def test_sse_comments_are_kept_only_when_asked() -> None:
    stream = sse.event(b"{}") + sse.comment(b"attached 7") + sse.KEEPALIVE
    assert sse.EventReader().feed(stream) == [b"{}"]
    kept = sse.EventReader(keep_comments=True).feed(stream)
    assert kept == [b"{}", b"attached 7", b"keepalive"]
    assert isinstance(kept[1], sse.Comment) and not isinstance(kept[0], sse.Comment)


def reference_events(stream: bytes, keep_comments: bool) -> list[bytes]:
    """The events of a whole stream, read as the SSE specification says, line by line (the
    line ends ACP's peers write: LF and CRLF)."""
    events: list[bytes] = []
    data: list[bytes] = []
    for line in stream.split(b"\n")[:-1]:
        line = line[:-1] if line.endswith(b"\r") else line
        if not line:
            if data:
                events.append(b"\n".join(data))
            data = []
        elif line.startswith(b":"):
            if keep_comments:
                events.append(line[1:].strip())
        else:
            name, _, value = line.partition(b":")
            if name == b"data":
                data.append(value[1:] if value.startswith(b" ") else value)
    return events


line_text = st.binary(max_size=12).map(lambda b: b.replace(b"\n", b"").replace(b"\r", b""))
lines = st.one_of(
    line_text.map(lambda t: b"data: " + t),
    line_text.map(lambda t: b"data:" + t),
    line_text.map(lambda t: b": " + t),
    line_text.map(lambda t: b"event: " + t),
    st.just(b"id: 7"),
    st.just(b""),
)


@given(
    st.lists(st.tuples(lines, st.sampled_from([b"\n", b"\r\n"])), max_size=20),
    st.booleans(),
    st.data(),
)
def test_any_sse_stream_reads_as_the_specification_says_whatever_the_chunking(
    items: list[tuple[bytes, bytes]], keep: bool, data: st.DataObject
) -> None:
    stream = b"".join(line + end for line, end in items)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    reader = sse.EventReader(keep_comments=keep)
    out: list[bytes] = []
    start = 0
    for cut in [*cuts, len(stream)]:
        out += reader.feed(stream[start:cut])
        start = cut
    assert out == reference_events(stream, keep)
