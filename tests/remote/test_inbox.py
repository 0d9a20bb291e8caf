"""Messages waiting for a connection's `receive` (`acp_wire.remote._inbox`): in order, all at
once, with room for a producer that waits while more than `HIGH_WATER` bytes are unread."""

from __future__ import annotations

import asyncio

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.connection._transport import HIGH_WATER
from acp_wire.remote._inbox import Inbox

FRAMES = st.lists(st.binary(max_size=50), max_size=20)


@given(FRAMES, st.lists(st.integers(min_value=0, max_value=3), max_size=20))
def test_get_returns_every_frame_in_order_however_they_were_put(
    frames: list[bytes], batches: list[int]
) -> None:
    async def scenario() -> list[bytes]:
        inbox = Inbox()
        rest = list(frames)
        for size in batches:
            batch, rest = rest[:size], rest[size:]
            if size == 1 and batch:
                inbox.put(batch[0])
            else:
                inbox.extend(batch)
        inbox.extend(rest)
        inbox.end()
        got: list[bytes] = []
        while chunk := await inbox.get():
            got += chunk
        return got

    assert asyncio.run(scenario()) == frames


def test_get_waits_for_a_frame_and_returns_nothing_once_ended() -> None:
    async def scenario() -> None:
        inbox = Inbox()
        waiting = asyncio.ensure_future(inbox.get())
        await asyncio.sleep(0)
        assert not waiting.done()
        inbox.put(b"one")
        assert await waiting == [b"one"]
        inbox.end()
        assert await inbox.get() == []
        assert await inbox.get() == []

    asyncio.run(scenario())


def test_what_was_put_before_the_end_is_still_read() -> None:
    async def scenario() -> None:
        inbox = Inbox()
        inbox.put(b"last")
        inbox.end()
        assert await inbox.get() == [b"last"]
        assert await inbox.get() == []

    asyncio.run(scenario())


def test_a_producer_waits_for_room_above_the_high_water_mark() -> None:
    async def scenario() -> None:
        inbox = Inbox()
        inbox.put(b"x" * HIGH_WATER)
        assert inbox.room.is_set()  # at the mark, not above it
        inbox.put(b"x")
        assert not inbox.room.is_set()
        producer = asyncio.ensure_future(inbox.wait_for_room())
        await asyncio.sleep(0)
        assert not producer.done()
        await inbox.get()
        await asyncio.wait_for(producer, 10)
        assert inbox.size == 0

    asyncio.run(scenario())


def test_an_ended_inbox_never_makes_a_producer_wait() -> None:
    async def scenario() -> None:
        inbox = Inbox()
        inbox.extend([b"x" * HIGH_WATER, b"y"])
        assert not inbox.room.is_set()
        inbox.end()
        await asyncio.wait_for(inbox.wait_for_room(), 10)

    asyncio.run(scenario())
