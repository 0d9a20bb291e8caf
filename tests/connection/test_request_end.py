"""A request whose sending fails is the caller's error alone: the connection ending afterwards
must not fail its response future too, which nobody awaits (asyncio would report "Future
exception was never retrieved", as it did when an agent died before answering `initialize`
under `asyncio.wait_for`)."""

from __future__ import annotations

import asyncio
import gc
from typing import Any

import pytest

import acp_wire as acp
from acp_wire.connection._transport import Frame


class BrokenPipe:
    """A transport whose peer stopped reading: once `room` is False a sender waits for room,
    and once its input ends (when told) the waiting sender is released with
    `ConnectionError`, as `LineTransport` does with a pipe a dead agent no longer reads."""

    def __init__(self) -> None:
        self.ended = asyncio.Event()
        self.room = True
        self._released = asyncio.Event()

    async def receive(self) -> list[Frame]:
        await self.ended.wait()
        return []

    def send(self, message: Any, answers: Any = None) -> None:
        raise AssertionError("nothing is sent without room")

    def has_room(self) -> bool:
        return self.room

    async def writable(self) -> None:
        await self._released.wait()
        raise ConnectionError("the peer is gone")

    def end_of_input(self) -> None:
        self._released.set()

    async def close(self, timeout: float) -> None:
        pass


class Editor(acp.Client):
    pass


def test_a_request_that_could_not_be_sent_leaves_nothing_unretrieved() -> None:
    reported: list[dict[str, Any]] = []

    async def main() -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda _, context: reported.append(context))
        transport = BrokenPipe()
        conn = acp.ClientSideConnection(Editor(), transport)
        conn.start()
        await asyncio.sleep(0.01)  # the reader waits in `receive`
        transport.room = False
        request = asyncio.ensure_future(asyncio.wait_for(conn.initialize(), 10))
        await asyncio.sleep(0.01)  # the request waits for room
        transport.ended.set()  # the input ends: pending requests fail, the sender is released
        with pytest.raises(ConnectionError):
            await request
        await asyncio.wait_for(conn.wait_closed(), 10)
        gc.collect()

    asyncio.run(main())
    gc.collect()
    assert [context.get("message") for context in reported] == []
