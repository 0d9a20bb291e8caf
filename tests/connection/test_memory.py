"""Two transports joined in one process (`acp_wire.connection._memory`): what one end sends the
other receives, in order, with the stdio transport's size limit and backpressure."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire
from acp_wire.connection._memory import memory_pair
from acp_wire.connection._transport import HIGH_WATER, TooLong


@given(st.lists(st.binary(min_size=1, max_size=40), min_size=1, max_size=10))
def test_what_one_end_sends_the_other_receives_in_order(messages: list[bytes]) -> None:
    async def scenario() -> list[bytes]:
        left, right = memory_pair()
        for message in messages:
            left.send(message)
        await left.close(1)
        got: list[bytes] = []
        while frames := await right.receive():
            got += [bytes(frame) for frame in frames if isinstance(frame, bytes)]
        return got

    assert asyncio.run(scenario()) == messages


def test_a_struct_is_encoded_on_the_way() -> None:
    async def scenario() -> None:
        left, right = memory_pair()
        note = acp_wire.CancelNotification(session_id="s")
        left.send(note)
        assert await right.receive() == [acp_wire.encode(note)]

    asyncio.run(scenario())


def test_a_message_over_the_limit_arrives_as_too_long() -> None:
    async def scenario() -> None:
        left, right = memory_pair(max_message_size=10)
        left.send(b"short")
        left.send(b"{" + b"x" * 5000 + b"}")
        short, long = await right.receive()
        assert short == b"short"
        assert isinstance(long, TooLong)
        assert long.head.startswith(b"{x") and long.tail.endswith(b"x}")

    asyncio.run(scenario())


def test_a_sender_waits_for_room_until_the_peer_reads() -> None:
    async def scenario() -> None:
        left, right = memory_pair()
        left.send(b"x" * (HIGH_WATER + 1))
        assert not left.has_room()
        waiting = asyncio.ensure_future(left.writable())
        await asyncio.sleep(0)
        assert not waiting.done()
        await right.receive()
        await asyncio.wait_for(waiting, 10)
        assert left.has_room()

    asyncio.run(scenario())


def test_closing_ends_the_peers_input_and_releases_senders() -> None:
    async def scenario() -> None:
        left, right = memory_pair()
        left.send(b"x" * (HIGH_WATER + 1))
        waiting = asyncio.ensure_future(left.writable())
        await asyncio.sleep(0)
        await right.close(1)
        with pytest.raises(ConnectionError):
            await asyncio.wait_for(waiting, 10)
        assert await left.receive() == []
        left.send(b"to nobody")  # dropped, not raised

    asyncio.run(scenario())


def test_end_of_input_releases_a_sender_waiting_for_room() -> None:
    async def scenario() -> None:
        left, _right = memory_pair()
        left.send(b"x" * (HIGH_WATER + 1))
        waiting = asyncio.ensure_future(left.writable())
        await asyncio.sleep(0)
        left.end_of_input()
        with pytest.raises(ConnectionError, match="not reading"):
            await asyncio.wait_for(waiting, 10)

    asyncio.run(scenario())


def test_a_pair_can_be_made_outside_a_running_loop() -> None:
    left, right = memory_pair()

    async def scenario() -> list[object]:
        left.send(b"m")
        return list(await right.receive())

    assert asyncio.run(scenario()) == [b"m"]
