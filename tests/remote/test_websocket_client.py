"""The WebSocket client transport's reader, bytes in and messages out, against websockets' own
sans-I/O parser as the oracle: whatever frames a server sends, cut wherever the reads fall,
the transport hands over the messages websockets assembles, answers pings, and ends its input
with websockets' close (a frame too long: 1009; a broken fragment sequence: 1002)."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.frames import Close, Frame, Opcode
from websockets.protocol import Protocol, Side, State

from acp_wire.connection._transport import HIGH_WATER
from acp_wire.remote import _wsframes as wsframes
from acp_wire.remote._websocket_client import WebSocketClientTransport

MAX = 1 << 20


class FakeSocketTransport:
    """An asyncio transport that keeps what is written."""

    def __init__(self) -> None:
        self.written = bytearray()
        self.closing = False
        self.protocol: Any = None

    def set_protocol(self, protocol: Any) -> None:
        self.protocol = protocol

    def set_write_buffer_limits(self, high: int) -> None:
        pass

    def write(self, data: bytes) -> None:
        self.written += data

    def is_closing(self) -> bool:
        return self.closing

    def get_write_buffer_size(self) -> int:
        return 0  # (written at once)

    def can_write_eof(self) -> bool:
        return True

    def write_eof(self) -> None:
        self.closing = True

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass

    def abort(self) -> None:
        self.closing = True


class FakeSocket:
    """What the transport takes from websockets' connection once it is open."""

    def __init__(self) -> None:
        self.response = None
        self.protocol = Protocol(Side.CLIENT, state=State.OPEN, max_size=MAX)
        self.transport = FakeSocketTransport()


def server_frames(frames: list[Frame]) -> bytes:
    return b"".join(frame.serialize(mask=False, extensions=[]) for frame in frames)


def oracle(data: bytes) -> tuple[list[bytes], list[Frame]]:
    """What websockets alone reads of `data`: the messages, and the control frames."""
    protocol = Protocol(Side.CLIENT, state=State.OPEN, max_size=MAX)
    protocol.receive_data(data)
    messages: list[bytes] = []
    controls: list[Frame] = []
    parts: list[bytes] = []
    for event in protocol.events_received():
        assert isinstance(event, Frame)
        if event.opcode in (Opcode.TEXT, Opcode.BINARY, Opcode.CONT):
            parts.append(event.data)
            if event.fin:
                messages.append(b"".join(parts))
                parts = []
        else:
            controls.append(event)
    return messages, controls


def read(data: bytes, cuts: list[int]) -> tuple[WebSocketClientTransport, list[bytes]]:
    """Feed `data` to a transport in reads cut at `cuts`; the messages it hands over."""

    async def go() -> tuple[WebSocketClientTransport, list[bytes]]:
        socket: Any = FakeSocket()
        transport = WebSocketClientTransport(socket, MAX)
        at = 0
        for cut in [*sorted(set(cuts)), len(data)]:
            if cut > at:
                transport.data_received(data[at:cut])
                at = cut
        transport.connection_lost(None)
        frames: list[bytes] = []
        while batch := await transport.receive():
            frames += [bytes(frame) for frame in batch]  # type: ignore[arg-type]
        return transport, frames

    return asyncio.run(go())


def written_frames(transport: WebSocketClientTransport) -> list[Frame]:
    """The frames the transport wrote (as a server reads them)."""
    transport._writer.flush()  # what this turn of the loop would have written
    server = Protocol(Side.SERVER, state=State.OPEN, max_size=None)
    server.receive_data(bytes(transport.transport.written))  # type: ignore[attr-defined]
    return [event for event in server.events_received() if isinstance(event, Frame)]


payloads = st.binary(max_size=300) | st.sampled_from([b"x" * 125, b"x" * 126, b"x" * 65536])


@st.composite
def message_frames(draw: Any) -> list[Frame]:
    """One message: a single frame, or a fragmented one with pings between its fragments."""
    opcode = draw(st.sampled_from([Opcode.TEXT, Opcode.BINARY]))
    parts = draw(st.lists(payloads, min_size=1, max_size=4))
    frames = []
    for index, part in enumerate(parts):
        first = index == 0
        frames.append(Frame(opcode if first else Opcode.CONT, part, fin=index == len(parts) - 1))
        if draw(st.booleans()):
            frames.append(Frame(Opcode.PING, draw(st.binary(max_size=8))))
    return frames


@settings(max_examples=300, deadline=None)
@given(
    st.lists(message_frames(), max_size=8),
    st.lists(st.integers(min_value=0, max_value=70_000), max_size=12),
)
def test_messages_and_pongs_are_websockets_own(messages: list[list[Frame]], cuts: list[int]):
    frames = [frame for message in messages for frame in message]
    data = server_frames(frames)
    expected, controls = oracle(data)
    transport, got = read(data, [cut for cut in cuts if cut < len(data)])
    assert got == expected
    pongs = [frame.data for frame in written_frames(transport) if frame.opcode is Opcode.PONG]
    assert pongs == [frame.data for frame in controls if frame.opcode is Opcode.PING]


@settings(max_examples=200, deadline=None)
@given(st.lists(payloads, max_size=20), st.integers(min_value=0, max_value=40))
def test_split_takes_final_data_frames_and_leaves_a_partial_one(parts: list[bytes], short: int):
    data = server_frames([Frame(Opcode.TEXT, part) for part in parts])
    cut = wsframes.split(data[: max(0, len(data) - short)], MAX)
    taken = cut.frames
    assert not cut.whole and all(chunk.__class__ is bytes for chunk in taken)
    assert taken == parts[: len(taken)]
    if len(taken) < len(parts):  # the rest of the cut frame is still to come
        assert cut.need == 0 or cut.used + cut.need > len(data) - short


def test_a_frame_over_the_limit_closes_with_1009_and_ends_input():
    data = server_frames([Frame(Opcode.TEXT, b"ok"), Frame(Opcode.TEXT, b"x" * (MAX + 1))])
    transport, got = read(data, [10])
    assert got == [b"ok"]
    closes = [f for f in written_frames(transport) if f.opcode is Opcode.CLOSE]
    assert [Close.parse(f.data).code for f in closes] == [1009]


def test_a_data_frame_inside_a_fragmented_message_closes_with_1002():
    frames = [Frame(Opcode.TEXT, b"a", fin=False), Frame(Opcode.TEXT, b"b")]
    transport, got = read(server_frames(frames), [])
    assert got == []
    closes = [f for f in written_frames(transport) if f.opcode is Opcode.CLOSE]
    assert [Close.parse(f.data).code for f in closes] == [1002]


def test_the_servers_close_ends_input_after_the_messages_before_it():
    frames = [Frame(Opcode.TEXT, b"one"), Frame(Opcode.CLOSE, Close(1000, "").serialize())]
    frames.append(Frame(Opcode.TEXT, b"after the close"))
    transport, got = read(server_frames(frames), [4])
    assert got == [b"one"]
    closes = [f for f in written_frames(transport) if f.opcode is Opcode.CLOSE]
    assert [Close.parse(f.data).code for f in closes] == [1000]  # the close answered


def test_what_is_sent_in_one_turn_leaves_in_one_write():
    async def go() -> tuple[int, list[Frame]]:
        socket: Any = FakeSocket()
        writes: list[bytes] = []
        socket.transport.write = writes.append
        transport = WebSocketClientTransport(socket, MAX)
        for index in range(5):
            transport.send(b'{"n":%d}' % index)
        await asyncio.sleep(0)
        server = Protocol(Side.SERVER, state=State.OPEN, max_size=None)
        server.receive_data(b"".join(writes))
        return len(writes), [e for e in server.events_received() if isinstance(e, Frame)]

    count, frames = asyncio.run(go())
    assert count == 1
    assert [frame.data for frame in frames] == [b'{"n":%d}' % index for index in range(5)]
    assert all(frame.opcode is Opcode.TEXT for frame in frames)


def test_a_long_burst_in_one_turn_is_written_before_it_passes_the_high_water_mark():
    async def go() -> tuple[list[int], bool]:
        socket: Any = FakeSocket()
        writes: list[int] = []
        socket.transport.write = lambda data: writes.append(len(data))
        transport = WebSocketClientTransport(socket, MAX)
        for _ in range(40):
            transport.send(b"x" * 100_000)  # 4 MB in one turn
        held = transport._writer.get_write_buffer_size()  # what waits for the turn's end
        await asyncio.sleep(0)
        return writes, held <= HIGH_WATER

    writes, bounded = asyncio.run(go())
    assert bounded and len(writes) > 1 and sum(writes) > 4_000_000
    assert all(size <= HIGH_WATER + 100_020 for size in writes)
