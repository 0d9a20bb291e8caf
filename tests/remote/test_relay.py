"""Relays between newline-delimited JSON-RPC and a transport (`acp_wire.remote._relay`): message
bytes moved unchanged, each handed to a recording. End to end (`acp-wire serve` and `connect`)
in tests/tools/test_remote.py."""

from __future__ import annotations

import asyncio
import json
import logging

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire.connection._memory import memory_pair
from acp_wire.remote._relay import (
    Direction,
    Unanswered,
    lines_to_transport,
    transport_to_lines,
)

LINES = st.lists(
    st.dictionaries(st.sampled_from(["a", "b", "jsonrpc"]), st.integers() | st.text(max_size=5))
    .map(json.dumps)
    .map(str.encode),
    max_size=8,
)


class Recorded:
    def __init__(self) -> None:
        self.messages: list[tuple[Direction, bytes]] = []

    def message(self, direction: Direction, line: bytes) -> None:
        self.messages.append((direction, line))


class Writer:
    """What `transport_to_lines` writes to: an `asyncio.StreamWriter`'s `write` and `drain`."""

    def __init__(self) -> None:
        self.data = b""

    def write(self, data: bytes) -> None:
        self.data += data

    async def drain(self) -> None:
        pass


@given(LINES, st.integers(min_value=1, max_value=50))
def test_each_line_read_is_sent_unchanged_and_recorded(lines: list[bytes], cut: int) -> None:
    async def scenario() -> tuple[list[bytes], Recorded]:
        reader = asyncio.StreamReader()
        data = b"".join(line + b"\n" for line in lines)
        for at in range(0, len(data), cut):
            reader.feed_data(data[at : at + cut])
        reader.feed_eof()
        ours, theirs = memory_pair()
        recorded = Recorded()
        await lines_to_transport(reader, ours, recorded, "client", None)
        await ours.close(1)
        received: list[bytes] = []
        while frames := await theirs.receive():
            received += [frame for frame in frames if isinstance(frame, bytes)]
        return received, recorded

    received, recorded = asyncio.run(scenario())
    assert received == lines
    assert recorded.messages == [("client", line) for line in lines]


def test_a_line_over_the_limit_is_dropped_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> list[object]:
        reader = asyncio.StreamReader()
        reader.feed_data(b'{"a":1}\n{"' + b"x" * 500 + b'":1}\n{"b":2}\n')
        reader.feed_eof()
        ours, theirs = memory_pair()
        await lines_to_transport(reader, ours, None, "agent", 100)
        return list(await theirs.receive())

    with caplog.at_level(logging.WARNING, logger="acp_wire.remote"):
        assert asyncio.run(scenario()) == [b'{"a":1}', b'{"b":2}']
    assert "over 100 bytes was dropped" in caplog.text


@given(LINES)
def test_each_message_received_is_written_as_a_line_and_recorded(lines: list[bytes]) -> None:
    async def scenario() -> tuple[bytes, Recorded]:
        ours, theirs = memory_pair()
        for line in lines:
            theirs.send(line)
        await theirs.close(1)
        writer = Writer()
        recorded = Recorded()
        await transport_to_lines(ours, writer, recorded, "agent")  # type: ignore[arg-type]
        return writer.data, recorded

    data, recorded = asyncio.run(scenario())
    assert data == b"".join(line + b"\n" for line in lines)
    assert recorded.messages == [("agent", line) for line in lines]


def request(id: object) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": id, "method": "session/new", "params": {}}).encode()


def response(id: object) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": id, "result": {}}).encode()


def test_unanswered_follows_the_clients_requests_until_their_answers() -> None:
    async def scenario() -> None:
        recorded = Recorded()
        unanswered = Unanswered(recorded)
        assert unanswered.settled.is_set()
        unanswered.message("client", request(1))
        unanswered.message("client", request("1"))  # another id: a string is not the number
        assert not unanswered.settled.is_set()
        unanswered.message("agent", response(1))
        unanswered.message("agent", request(1))  # the agent's own request: not an answer
        assert not unanswered.settled.is_set()
        unanswered.message("agent", response("1"))
        assert unanswered.settled.is_set() and not unanswered.open
        assert [direction for direction, _ in recorded.messages] == [
            "client",
            "client",
            "agent",
            "agent",
            "agent",
        ]

    asyncio.run(scenario())
