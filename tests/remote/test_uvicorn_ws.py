"""acp-wire's WebSocket protocol for uvicorn: what is written within one turn of the event loop
reaches the socket as one write, in order, and a close writes what is held first. (The whole
conversation under it is in test_pair.py.)"""

from __future__ import annotations

import asyncio
from typing import Any

from acp_wire.remote.uvicorn_ws import GatheringWriter


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
