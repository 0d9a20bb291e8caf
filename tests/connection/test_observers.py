"""`Connection(observers=[...])`: every message in and out, in order, with its size; an observer
that raises is dropped and the conversation goes on; without observers nothing is wrapped."""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

import acp_wire as acp
from acp_wire.connection import MessageEvent, Observer, memory_pair
from acp_wire.jsonrpc import Notification, Request, Response

TIMEOUT = 10


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), TIMEOUT))


class ChattyAgent(acp.Agent):
    def on_connect(self, conn: acp.AgentSideConnection) -> None:
        self.conn = conn

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=self.new_session_id())

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        for word in ("one", "two"):
            await self.conn.send_update(params.session_id, acp.agent_text(word))
        return acp.PromptResponse(stop_reason="end_turn")


class QuietClient(acp.Client):
    def __init__(self) -> None:
        self.updates = 0

    async def session_update(self, params: acp.SessionNotification) -> None:
        self.updates += 1


async def conversation(client_conn: acp.ClientSideConnection) -> acp.PromptResponse:
    agent = client_conn.agent
    await agent.initialize(acp.InitializeRequest(protocol_version=1))
    session = await agent.session_new(acp.NewSessionRequest(cwd="/", mcp_servers=[]))
    return await agent.session_prompt(
        acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text="hi")])
    )


def kinds(events: list[MessageEvent]) -> list[tuple[str, str]]:
    """Each event as (direction, what: the method, or "response")."""
    out = []
    for event in events:
        message = event.message
        if isinstance(message, Response):
            out.append((event.direction, "response"))
        else:
            assert isinstance(message, (Request, Notification))
            out.append((event.direction, message.method))
    return out


def test_both_ends_see_every_message_in_order_with_its_size() -> None:
    async def test() -> None:
        agent_seen: list[MessageEvent] = []
        client_seen: list[MessageEvent] = []
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(ChattyAgent(), a, observers=[agent_seen.append])
        client = QuietClient()
        client_conn = acp.ClientSideConnection(client, c, observers=[client_seen.append])
        async with agent_conn, client_conn:
            result = await conversation(client_conn)
            assert result.stop_reason == "end_turn"
        assert kinds(client_seen) == [
            ("out", "initialize"),
            ("in", "response"),
            ("out", "session/new"),
            ("in", "response"),
            ("out", "session/prompt"),
            ("in", "session/update"),
            ("in", "session/update"),
            ("in", "response"),
        ]
        # The agent saw the same messages the other way round, byte for byte.
        flipped = {"in": "out", "out": "in"}
        assert [(flipped[d], w) for d, w in kinds(agent_seen)] == kinds(client_seen)
        assert [(e.size, e.data) for e in agent_seen] == [(e.size, e.data) for e in client_seen]
        for event in client_seen:
            assert event.size == len(event.data) > 0
            assert event.data.startswith(b"{") and not event.data.endswith(b"\n")
        times = [e.time for e in client_seen]
        assert times == sorted(times)
        # An outgoing response names the request it answers.
        answers = [
            e.answers
            for e in agent_seen
            if e.direction == "out" and isinstance(e.message, Response)
        ]
        assert answers == [0, 1, 2]
        assert client.updates == 2

    run(test)


def test_sizes_are_the_bytes_on_a_pipe_without_the_newline() -> None:
    async def test() -> None:
        left, right = socket.socketpair()
        (ar, aw), (cr, cw) = (
            await asyncio.open_connection(sock=left),
            await asyncio.open_connection(sock=right),
        )
        seen: list[MessageEvent] = []
        agent_conn = acp.AgentSideConnection(ChattyAgent(), ar, aw, observers=[seen.append])
        client_conn = acp.ClientSideConnection(QuietClient(), cr, cw)
        async with agent_conn, client_conn:
            await conversation(client_conn)
        assert kinds(seen)[0] == ("in", "initialize")
        assert all(e.size == len(e.data) and b"\n" not in e.data for e in seen)

    run(test)


def test_an_observer_object_a_callable_and_the_close_hook() -> None:
    class Counting:
        def __init__(self) -> None:
            self.count = 0
            self.closed_times = 0

        def message(self, event: MessageEvent) -> None:
            self.count += 1

        def closed(self) -> None:
            self.closed_times += 1

    async def test() -> None:
        counting = Counting()
        assert isinstance(counting, Observer)
        calls: list[str] = []
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(ChattyAgent(), a)
        client_conn = acp.ClientSideConnection(
            QuietClient(), c, observers=[counting, lambda e: calls.append(e.direction)]
        )
        async with agent_conn, client_conn:
            await conversation(client_conn)
        assert counting.count == len(calls) == 8
        assert counting.closed_times == 1

    run(test)


def test_an_observer_that_raises_is_logged_and_dropped(caplog: pytest.LogCaptureFixture) -> None:
    calls = 0

    def broken(event: MessageEvent) -> None:
        nonlocal calls
        calls += 1
        raise RuntimeError("observer bug")

    class BrokenRewriter:
        def message(self, event: MessageEvent) -> None:
            pass

        def outgoing(self, message: Any) -> Any:
            raise ValueError("rewriter bug")

    async def test() -> None:
        seen: list[MessageEvent] = []
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(ChattyAgent(), a)
        client = QuietClient()
        client_conn = acp.ClientSideConnection(
            client, c, observers=[broken, BrokenRewriter(), seen.append]
        )
        async with agent_conn, client_conn:
            result = await conversation(client_conn)
        assert result.stop_reason == "end_turn" and client.updates == 2
        assert len(seen) == 8  # the healthy observer saw everything
        assert kinds(seen)[0] == ("out", "initialize")  # sent unchanged despite the rewriter

    with caplog.at_level(logging.ERROR, logger="acp_wire"):
        run(test)
    assert calls == 1
    dropped = [r for r in caplog.records if "dropped" in r.getMessage()]
    assert len(dropped) == 2
    assert {"message()", "outgoing()"} == {
        where for r in dropped for where in ("message()", "outgoing()") if where in r.getMessage()
    }


def test_without_observers_the_transport_is_not_wrapped() -> None:
    async def test() -> None:
        a, _ = memory_pair()
        assert acp.AgentSideConnection(ChattyAgent(), a).transport is a
        assert acp.AgentSideConnection(ChattyAgent(), a, observers=[]).transport is a
        wrapped = acp.AgentSideConnection(ChattyAgent(), a, observers=[print]).transport
        assert wrapped is not a
        assert wrapped.max_message_size is None  # type: ignore[attr-defined]  # read through

    run(test)


def test_a_non_callable_observer_is_refused() -> None:
    a, _ = memory_pair()
    with pytest.raises(TypeError, match="observer"):
        acp.AgentSideConnection(ChattyAgent(), a, observers=[42])  # type: ignore[list-item]


def test_bad_and_over_long_input_is_seen_undecoded() -> None:
    async def test() -> None:
        seen: list[MessageEvent] = []
        a, c = memory_pair(max_message_size=200)
        agent_conn = acp.AgentSideConnection(ChattyAgent(), a, observers=[seen.append])
        async with agent_conn:
            c.send(b"not json")
            c.send(b'{"jsonrpc":"2.0","id":7,"method":"_x","params":{"p":"' + b"x" * 9000 + b'"}}')
            await asyncio.wait_for(c.receive(), 5)
            while len(seen) < 4:
                await asyncio.sleep(0.01)
        bad, long = seen[0], next(e for e in seen if e.truncated)
        assert bad.direction == "in" and bad.message is None and bad.data == b"not json"
        assert long.message is None and long.data.startswith(b'{"jsonrpc"')
        assert [e.direction for e in seen].count("out") == 2  # both answered

    run(test)


def test_the_v2_connection_takes_observers_too() -> None:
    import acp_wire.v2 as v2

    async def test() -> None:
        seen: list[MessageEvent] = []
        a, c = memory_pair()

        class V2Agent(v2.Agent):
            pass

        class V2Client(v2.Client):
            pass

        agent_conn = v2.AgentSideConnection(V2Agent(), a)
        client_conn = v2.ClientSideConnection(V2Client(), c, observers=[seen.append])
        async with agent_conn, client_conn:
            await client_conn.agent.initialize(
                v2.InitializeRequest(
                    protocol_version=2, info=v2.Implementation(name="test", version="1")
                )
            )
        assert kinds(seen) == [("out", "initialize"), ("in", "response")]

    run(test)
