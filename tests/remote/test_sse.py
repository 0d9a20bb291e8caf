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
