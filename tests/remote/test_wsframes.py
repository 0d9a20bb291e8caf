"""WebSocket frames without I/O (`acp_wire.remote._wsframes`): `text_frames` checked by
websockets' own parser (the independent reading), `split` checked against `text_frames` and
against the frames it must leave to websockets."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from websockets.frames import Frame, Opcode
from websockets.streams import StreamReader

from acp_wire.remote._wsframes import Whole, split, text_frames

MESSAGES = st.lists(
    st.text(max_size=300).map(str.encode)
    | st.binary(min_size=126, max_size=70_000).map(bytes.hex).map(str.encode),
    max_size=6,
)


def parsed_by_websockets(data: bytes) -> list[Frame]:
    reader = StreamReader()
    reader.feed_data(data)
    reader.feed_eof()
    frames: list[Frame] = []
    while reader.buffer:
        parser = Frame.parse(reader.read_exact, mask=False, max_size=None)
        try:
            while True:
                next(parser)
        except StopIteration as done:
            frames.append(done.value)
    return frames


@given(MESSAGES)
def test_text_frames_are_final_unmasked_text_frames_websockets_reads(texts: list[bytes]) -> None:
    frames = parsed_by_websockets(text_frames(texts))
    assert [frame.data for frame in frames] == texts
    assert all(frame.opcode is Opcode.TEXT and frame.fin for frame in frames)


def test_a_message_that_is_not_utf8_is_sent_with_replacement_characters() -> None:
    """RFC 6455, 8.1: a text frame's payload must be UTF-8."""
    (frame,) = parsed_by_websockets(text_frames([b'{"a":"\xff"}']))
    assert frame.data == '{"a":"\ufffd"}'.encode()


@given(MESSAGES)
def test_split_takes_back_every_message_text_frames_made(texts: list[bytes]) -> None:
    data = text_frames(texts)
    cut = split(data, max_size=1 << 20)
    assert cut.frames == texts
    assert (cut.whole, cut.used, cut.need, cut.fragmented) == (False, len(data), 0, False)


@given(MESSAGES.filter(bool), st.data())
def test_split_of_a_prefix_leaves_the_partial_frame(
    texts: list[bytes], data: st.DataObject
) -> None:
    whole = text_frames(texts)
    end = data.draw(st.integers(min_value=0, max_value=len(whole) - 1))
    cut = split(whole[:end], max_size=1 << 20)
    assert cut.frames == texts[: len(cut.frames)]
    assert len(cut.frames) < len(texts)
    assert cut.used == len(text_frames(texts[: len(cut.frames)]))
    if cut.need:  # the header is complete: it says how long the frame is
        assert cut.used + cut.need == len(text_frames(texts[: len(cut.frames) + 1]))


def frame(first: int, payload: bytes, mask: bytes | None = None) -> bytes:
    second = len(payload) | (0x80 if mask is not None else 0)
    return bytes((first, second)) + (mask or b"") + payload


def test_control_and_masked_frames_go_whole_to_websockets() -> None:
    ping = frame(0x89, b"hi")
    masked = frame(0x81, b"abcd", mask=b"\0\0\0\0")
    data = text_frames([b"one"]) + ping + masked + text_frames([b"two"])
    cut = split(data, max_size=1000)
    assert cut.frames == [b"one", Whole(ping), Whole(masked), b"two"]
    assert cut.whole and cut.used == len(data) and not cut.fragmented


def test_a_fragmented_message_goes_whole_until_its_final_frame() -> None:
    opening = frame(0x01, b"par")  # text, not final
    middle = frame(0x00, b"t")  # continuation, not final
    last = frame(0x80, b"s")  # continuation, final
    cut = split(opening + middle, max_size=1000)
    assert cut.frames == [Whole(opening), Whole(middle)] and cut.fragmented
    cut = split(text_frames([b"x"]), max_size=1000, fragmented=True)
    assert cut.frames == [Whole(text_frames([b"x"]))]  # inside an open message: websockets'
    cut = split(last + text_frames([b"next"]), max_size=1000, fragmented=True)
    assert cut.frames == [Whole(last), b"next"] and not cut.fragmented


def test_a_frame_longer_than_the_limit_goes_to_websockets_with_everything_after_it() -> None:
    """So that websockets fails the connection (1009) without waiting for the payload."""
    big = text_frames([b"x" * 200])[:10]  # its header and a little of the payload
    cut = split(text_frames([b"ok"]) + big, max_size=100)
    assert cut.frames == [b"ok", Whole(big)]
    assert (cut.whole, cut.used, cut.need) == (True, len(text_frames([b"ok"])) + len(big), 0)
