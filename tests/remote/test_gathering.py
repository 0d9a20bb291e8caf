"""Writes gathered per turn of the event loop (`acp_wire.remote._gathering`): what is written
within one turn reaches the transport as one write."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.connection._transport import HIGH_WATER
from acp_wire.remote._gathering import GatheringWriter


class Transport:
    """An asyncio transport that records its writes."""

    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closing = False
        self.extra = {"peername": ("127.0.0.1", 1)}

    def write(self, data: bytes) -> None:
        self.writes.append(data)

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def get_write_buffer_size(self) -> int:
        return 5

    def get_extra_info(self, name: str) -> Any:
        return self.extra.get(name)


def writer() -> tuple[GatheringWriter, Transport]:
    transport = Transport()
    return GatheringWriter(transport, asyncio.get_running_loop()), transport  # type: ignore[arg-type]


@given(st.lists(st.lists(st.binary(min_size=1, max_size=20), max_size=5), max_size=5))
def test_each_turns_writes_leave_as_one(turns: list[list[bytes]]) -> None:
    async def scenario() -> list[bytes]:
        gathering, transport = writer()
        for turn in turns:
            for data in turn:
                gathering.write(data)
            await asyncio.sleep(0)
            await asyncio.sleep(0)
        return transport.writes

    assert asyncio.run(scenario()) == [b"".join(turn) for turn in turns if turn]


def test_pending_bytes_count_in_the_write_buffer_size() -> None:
    async def scenario() -> None:
        gathering, transport = writer()
        gathering.write(b"abc")
        assert gathering.get_write_buffer_size() == 5 + 3
        assert transport.writes == []
        gathering.flush()
        assert transport.writes == [b"abc"]
        assert gathering.get_write_buffer_size() == 5

    asyncio.run(scenario())


def test_a_burst_above_the_high_water_mark_is_written_at_once() -> None:
    async def scenario() -> None:
        gathering, transport = writer()
        gathering.write(b"x" * HIGH_WATER)
        assert transport.writes == []
        gathering.write(b"y")
        assert transport.writes == [b"x" * HIGH_WATER + b"y"]

    asyncio.run(scenario())


def test_close_writes_what_is_pending_first_and_a_closing_transport_gets_nothing() -> None:
    async def scenario() -> None:
        gathering, transport = writer()
        gathering.write(b"last")
        gathering.close()
        assert transport.writes == [b"last"] and transport.closing
        gathering.write(b"late")
        await asyncio.sleep(0)
        assert transport.writes == [b"last"]

    asyncio.run(scenario())


def test_everything_else_goes_to_the_transport() -> None:
    async def scenario() -> None:
        gathering, _ = writer()
        assert gathering.get_extra_info("peername") == ("127.0.0.1", 1)

    asyncio.run(scenario())
