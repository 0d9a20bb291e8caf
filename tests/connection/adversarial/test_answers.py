"""Issue 11, "Every request gets exactly one answer": each item over real pipes."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

import acp_wire
from acp_wire import (
    AgentSideConnection,
    CancelNotification,
    ClientSideConnection,
    InitializeRequest,
    InitializeResponse,
    PromptRequest,
    PromptResponse,
    SessionNotification,
    TextContent,
)
from acp_wire.rpc_errors import RequestError
from acp_wire.v1._generated.protocols import Agent, Client

from .helpers import BOUND, RawPeer, link, prompt, run


async def stray_cancelled_error() -> None:
    """What a handler sees when a helper task it awaits was cancelled elsewhere."""
    helper = asyncio.get_running_loop().create_task(asyncio.sleep(3600))
    await asyncio.sleep(0)
    helper.cancel()
    await helper


class FaultyAgent(Agent):
    """`session/prompt` fails in the way its prompt text names."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancels: list[str] = []

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        return InitializeResponse(protocol_version=params.protocol_version)

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        first = params.prompt[0]
        text = first.text if isinstance(first, TextContent) else ""
        if text == "surrogate-message":
            name = b"report-\xff.txt".decode("utf-8", "surrogateescape")
            raise OSError(f"cannot open {name}")
        if text == "object-data":
            raise RequestError(-32000, "failed", data={"cause": ValueError("x")})
        if text == "unencodable-result":
            return PromptResponse(stop_reason="end_turn", meta={"x": object()})
        if text == "stray-cancel":
            await stray_cancelled_error()
        if text == "attribute-error":
            return self.no_such_attribute  # type: ignore[attr-defined, no-any-return]
        if text == "hang":
            self.started.set()
            await asyncio.sleep(3600)
        return PromptResponse(stop_reason="end_turn")

    async def session_cancel(self, params: CancelNotification) -> None:
        self.cancels.append(params.session_id)
        if params.session_id == "stray":
            await stray_cancelled_error()


async def raw_agent(
    kind: str, agent: Agent | None = None, **options: Any
) -> tuple[AgentSideConnection, RawPeer]:
    agent_end, peer_end = await link(kind, **options)
    conn = AgentSideConnection(agent or FaultyAgent(), agent_end)
    conn.start()
    return conn, RawPeer(peer_end)


@pytest.mark.parametrize("text", ["surrogate-message", "object-data"])
def test_unencodable_error_is_still_answered(text: str, kind: str) -> None:
    """Issue 11: an error whose message or data cannot be encoded still gets a -32603."""

    async def test() -> None:
        conn, peer = await raw_agent(kind)
        reply = await peer.call(prompt(1, text))
        assert reply["id"] == 1
        assert reply["error"]["code"] == -32603
        assert (await peer.call(prompt(2, "ok")))["result"] == {"stopReason": "end_turn"}
        await conn.close()

    run(test)


def test_stray_cancelled_error_in_a_request_handler_is_answered(kind: str) -> None:
    """Issue 11: a CancelledError that is not a cancel of the request answers -32603."""

    async def test() -> None:
        conn, peer = await raw_agent(kind)
        reply = await peer.call(prompt(1, "stray-cancel"))
        assert reply["id"] == 1 and reply["error"]["code"] == -32603
        await conn.close()

    run(test)


def test_stray_cancelled_error_in_a_notification_handler_keeps_the_inbox(kind: str) -> None:
    """Issue 11: out of a notification handler it must not kill the inbox worker: later
    notifications are delivered and serve() returns at end of input."""

    async def test() -> None:
        agent = FaultyAgent()
        conn, peer = await raw_agent(kind, agent)
        for session in ("stray", "after"):
            await peer.send(
                {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": session}}
            )
        await peer.end_output()  # end of input
        await asyncio.wait_for(conn.start(), BOUND)
        assert agent.cancels == ["stray", "after"]
        await conn.close()

    run(test)


def test_attribute_error_in_a_handler_body_is_internal_error(
    caplog: pytest.LogCaptureFixture, kind: str
) -> None:
    """Issue 11: only a missing handler is -32601; a bug inside one is -32603, logged."""

    async def test() -> None:
        conn, peer = await raw_agent(kind)
        reply = await peer.call(prompt(1, "attribute-error"))
        assert reply["id"] == 1 and reply["error"]["code"] == -32603
        missing = await peer.call(
            {"jsonrpc": "2.0", "id": 2, "method": "session/list", "params": {}}
        )
        assert missing["error"]["code"] == -32601
        await conn.close()

    with caplog.at_level(logging.ERROR, logger="acp_wire"):
        run(test)
    assert any("no_such_attribute" in (r.exc_text or "") for r in caplog.records)


REFUSED_BY_MSGSPEC = [
    # A string cut inside an emoji, as JavaScript's JSON.stringify writes it.
    rb'{"jsonrpc":"2.0","id":7,"method":"session/prompt",'
    rb'"params":{"sessionId":"s1","prompt":[{"type":"text","text":"cut \ud83d"}]}}',
    # A number beyond float range.
    rb'{"jsonrpc":"2.0","id":7,"method":"session/prompt",'
    rb'"params":{"sessionId":"s1","prompt":[],"_meta":{"n":1e400}}}',
]


@pytest.mark.parametrize("line", REFUSED_BY_MSGSPEC)
def test_valid_json_msgspec_refuses_is_answered_with_its_id(line: bytes, kind: str) -> None:
    """Issue 11: valid JSON that msgspec cannot read still names the request it answers."""

    async def test() -> None:
        conn, peer = await raw_agent(kind)
        reply = await peer.call(line)
        assert reply["id"] == 7
        assert reply["error"]["code"] in (-32600, -32602)
        await conn.close()

    run(test)


class Bare(Client):
    """A client implementing nothing."""


async def raw_client(kind: str, **options: Any) -> tuple[ClientSideConnection, RawPeer]:
    client_end, peer_end = await link(kind, **options)
    conn = ClientSideConnection(Bare(), client_end)
    conn.start()
    return conn, RawPeer(peer_end)


async def next_line_is_request(conn: ClientSideConnection, peer: RawPeer) -> None:
    """Nothing was sent back since: the next line the peer reads is a new request of ours."""
    asked = asyncio.ensure_future(conn.request("_ping", {}))
    sent = await peer.receive()
    assert sent["method"] == "_ping", sent
    await peer.send({"jsonrpc": "2.0", "id": sent["id"], "result": {}})
    assert await asked == {}


@pytest.mark.parametrize(
    "answer",
    [
        rb'{"jsonrpc":"2.0","id":0,"error":{"code":-32000,"message":"cut \ud83d"}}',
        rb'{"jsonrpc":"2.0","id":0,"error":{"code":-32000,"message":"m","data":1e400}}',
        rb'{"jsonrpc":"2.0","id":0,"result":{"stopReason":"end_turn","_meta":{"n":1e400}}}',
    ],
)
def test_client_resolves_a_response_msgspec_refuses(answer: bytes, kind: str) -> None:
    """Issue 11: a response msgspec cannot read resolves the request it answers, and is
    never answered back."""

    async def test() -> None:
        conn, peer = await raw_client(kind)
        asked = asyncio.ensure_future(
            conn.agent.session_prompt(PromptRequest(session_id="s1", prompt=[]))
        )
        sent = await peer.receive()
        assert sent["id"] == 0
        await peer.send(answer)
        with pytest.raises((RequestError, acp_wire.DecodeError)):
            await asked
        await next_line_is_request(conn, peer)
        await conn.close()

    run(test)


@pytest.mark.parametrize("id_last", [False, True])
def test_over_long_response_fails_its_request_locally(id_last: bool, kind: str) -> None:
    """Issue 11: with max_message_size, an over-long response fails the request it answers;
    no error goes back to the peer."""

    async def test() -> None:
        conn, peer = await raw_client(kind, max_message_size=1000)
        asked = asyncio.ensure_future(
            conn.agent.session_prompt(PromptRequest(session_id="s1", prompt=[]))
        )
        sent = await peer.receive()
        pad = b"y" * 5000
        result = b'"result":{"stopReason":"end_turn","_meta":{"pad":"' + pad + b'"}}'
        ident = b'"id":' + str(sent["id"]).encode()
        parts = (
            [b'"jsonrpc":"2.0"', result, ident] if id_last else [b'"jsonrpc":"2.0"', ident, result]
        )
        await peer.send(b"{" + b",".join(parts) + b"}")
        with pytest.raises(acp_wire.DecodeError, match="max_message_size"):
            await asked
        await next_line_is_request(conn, peer)
        await conn.close()

    run(test)


def test_duplicate_in_flight_id_is_refused_and_the_first_stays_cancellable(kind: str) -> None:
    """Issue 11: a request reusing the id of a running one is answered -32600; the running
    one keeps its id and can still be cancelled by it."""

    async def test() -> None:
        agent = FaultyAgent()
        conn, peer = await raw_agent(kind, agent)
        await peer.send(prompt(1, "hang"))
        await agent.started.wait()
        duplicate = await peer.call(
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 1}}
        )
        assert duplicate["id"] == 1 and duplicate["error"]["code"] == -32600
        await peer.send(
            {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s1"}}
        )
        assert await peer.receive() == {
            "jsonrpc": "2.0",
            "id": 1,
            "result": {"stopReason": "cancelled"},
        }
        await conn.close()

    run(test)


async def read_forever(peer: RawPeer) -> None:
    while True:
        await peer.receive()


def test_cancelling_a_request_stuck_behind_a_full_pipe_sends_cancel_request(kind: str) -> None:
    """Issue 11: a request that went out is followed by its $/cancel_request when its caller
    is cancelled while the writer waits for the peer to read."""

    async def test() -> None:
        conn, peer = await raw_client(kind)
        peer.pause_reading()  # the peer stops reading: the pipe fills up
        big = {"text": "z" * (256 << 10)}

        async def fill() -> None:
            for _ in range(24):  # 6 MiB: far beyond the pipe and the writer's high-water mark
                await conn.notify("_fill", big)

        filler = asyncio.ensure_future(fill())
        for _ in range(20):
            await asyncio.sleep(0)
        assert not filler.done()
        asked = asyncio.ensure_future(
            conn.agent.session_prompt(PromptRequest(session_id="s1", prompt=[]))
        )
        for _ in range(20):
            await asyncio.sleep(0)
        asked.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asked
        done = asyncio.ensure_future(conn.notify("_done", {}))
        peer.resume_reading()
        methods: list[tuple[str, Any]] = []
        while not methods or methods[-1][0] != "_done":
            message = await peer.receive()
            methods.append((message["method"], message.get("id", message.get("params"))))
        prompts = [i for i, (method, _) in enumerate(methods) if method == "session/prompt"]
        if prompts:  # it went out: its cancel must follow it
            request_id = methods[prompts[0]][1]
            assert ("$/cancel_request", {"requestId": request_id}) in methods[prompts[0] :]
        # The rest of the fill is read too (a pipe's reader buffers it by itself; an in-memory
        # peer holds only HIGH_WATER until it receives).
        rest = asyncio.ensure_future(read_forever(peer))
        await done
        await filler
        rest.cancel()
        await conn.close()

    run(test)


def test_notification_handler_may_await_a_request_through_gather_or_wait_for(kind: str) -> None:
    """Issue 11: responses never wait behind the notification handler that awaits them."""

    class Asking(Client):
        conn: ClientSideConnection
        answers: list[Any]

        async def session_update(self, params: SessionNotification) -> None:
            text = params.update.content.text  # type: ignore[union-attr]
            if text == "gather":
                self.answers += await asyncio.gather(self.conn.request("_ping", {}))
            else:
                self.answers.append(await asyncio.wait_for(self.conn.request("_ping", {}), 60))

    class Pong(Agent):
        async def ext_method(self, method: str, params: Any) -> Any:
            return {"pong": method}

    async def test() -> None:
        agent_end, client_end = await link(kind)
        client = Asking()
        client.answers = []
        agent_conn = AgentSideConnection(Pong(), agent_end)
        client_conn = ClientSideConnection(client, client_end)
        client.conn = client_conn
        agent_conn.start()
        client_conn.start()
        for text in ("gather", "wait_for"):
            await agent_conn.session_update(
                SessionNotification(
                    session_id="s1",
                    update=acp_wire.AgentMessageChunk(content=TextContent(text=text)),
                )
            )
        # A request from outside the inbox is handed over after both updates: they are done.
        await client_conn.request("_ping", {})
        assert client.answers == [{"pong": "_ping"}, {"pong": "_ping"}]
        await client_conn.close()
        await agent_conn.close()

    run(test)
