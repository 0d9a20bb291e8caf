"""acp-wire's WebSocket protocol for uvicorn: what is written within one turn of the event loop
reaches the socket as one write, in order, and a close writes what is held first; a batch of
`AcpApp`'s outbox is one `send`, framed so that websockets reads back each message. (The whole
conversation under it is in test_pair.py.)"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.frames import Frame, Opcode
from websockets.protocol import Protocol, Side, State

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.connection._transport import HIGH_WATER
from acp_wire.remote import AcpApp, connect_ws, websocket
from acp_wire.remote._gathering import GatheringWriter
from acp_wire.remote._websocket import SEND_TEXTS
from acp_wire.remote._wsframes import text_frames

from .harness import RecordingClient, ScriptedAgent, run, serving


class Socket:
    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        self.writes.append(data)

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def get_write_buffer_size(self) -> int:
        return sum(map(len, self.writes))

    def get_extra_info(self, name: str) -> str:
        return f"info {name}"


def test_one_turns_writes_leave_as_one_in_order() -> None:
    async def go() -> tuple[list[bytes], int]:
        socket = Socket()
        writer = GatheringWriter(socket, asyncio.get_running_loop())  # type: ignore[arg-type]
        for index in range(100):
            writer.write(b"%d," % index)
        held = writer.get_write_buffer_size()
        await asyncio.sleep(0)
        writer.write(b"next turn")
        await asyncio.sleep(0)
        return socket.writes, held

    writes, held = asyncio.run(go())
    assert writes == [b"".join(b"%d," % index for index in range(100)), b"next turn"]
    assert held == len(writes[0])  # what waits is counted as buffered (backpressure)


def test_a_close_writes_what_is_held_first_and_the_rest_passes_through() -> None:
    async def go() -> Socket:
        socket: Any = Socket()
        writer = GatheringWriter(socket, asyncio.get_running_loop())
        writer.write(b"last frame")
        assert writer.get_extra_info("peername") == "info peername"
        writer.close()
        writer.write(b"after the close")  # dropped: the socket is closing
        await asyncio.sleep(0)
        return socket

    socket = asyncio.run(go())
    assert socket.writes == [b"last frame"] and socket.closed


@settings(max_examples=200, deadline=None)
@given(st.lists(st.binary(max_size=70_000) | st.text(max_size=300).map(str.encode), max_size=12))
def test_text_frames_read_back_as_the_texts_as_utf8(texts: list[bytes]) -> None:
    client = Protocol(Side.CLIENT, state=State.OPEN, max_size=None)
    client.receive_data(text_frames(texts))
    frames = [event for event in client.events_received() if isinstance(event, Frame)]
    assert all(frame.opcode is Opcode.TEXT and frame.fin for frame in frames)
    assert [frame.data for frame in frames] == [
        text.decode("utf-8", "replace").encode() for text in texts
    ]


@pytest.mark.parametrize("server", ["uvicorn+gathered", "uvicorn"])
def test_acp_app_sends_its_batches_in_one_send_under_it(
    server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under uvicorn with this protocol `AcpApp` uses `SEND_TEXTS`; under uvicorn's own, it
    sends each message by itself; both deliver every update in order."""
    sends: list[str] = []
    original = websocket.WebSocketServerTransport.__init__

    def recording_init(self: Any, receive: Any, send: Any, *args: Any, **options: Any) -> None:
        async def recording_send(message: Any) -> None:
            sends.append(message["type"])
            await send(message)

        original(self, receive, recording_send, *args, **options)

    monkeypatch.setattr(websocket.WebSocketServerTransport, "__init__", recording_init)

    async def test() -> None:
        async with serving(AcpApp(ScriptedAgent), server) as address:
            client = RecordingClient()
            async with connect_ws(f"ws://{address}/acp", client) as conn:
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                new = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                prompt = PromptRequest(
                    session_id=new.session_id, prompt=[TextContent(text="count 300")]
                )
                await conn.agent.session_prompt(prompt)
            assert client.texts() == [str(i) for i in range(300)]

    run(test)
    sent = [kind for kind in sends if kind != "websocket.close"]
    if server == "uvicorn+gathered":
        assert set(sent) == {SEND_TEXTS}
        assert len(sent) < 300 / 2  # batches, not a send a message
    else:
        assert set(sent) == {"websocket.send"}
        assert len(sent) >= 302  # each update and answer on its own


def test_a_long_burst_in_one_turn_is_written_before_it_passes_the_high_water_mark() -> None:
    async def go() -> list[bytes]:
        socket = Socket()
        writer = GatheringWriter(socket, asyncio.get_running_loop())  # type: ignore[arg-type]
        for _ in range(40):
            writer.write(b"x" * 100_000)  # 4 MB in one turn
            assert writer.get_write_buffer_size() - socket.get_write_buffer_size() <= HIGH_WATER
        await asyncio.sleep(0)
        return socket.writes

    writes = asyncio.run(go())
    assert len(writes) > 1 and b"".join(writes) == b"x" * 4_000_000
