"""The sessions API over an in-memory connection: the same user code against a scripted agent
of each protocol version (prompt, stream, cancel, permission policies, tool calls in wire
order, close on exit)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest

from acp_wire.connection import memory_pair
from acp_wire.sessions import PermissionAsk, Turn
from tests.sessions.agents import AGENTS, FACES

BOUND = 10  # seconds: only a hang reaches it, never a timing assertion

VERSIONS = pytest.mark.parametrize("version", [1, 2])


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), BOUND))


class Client:
    """A client handler that implements nothing of sessions: they route themselves."""

    def __init__(self) -> None:
        self.asked: list[Any] = []
        self.updates: list[Any] = []


class AskingClient(Client):
    """A client that answers permission requests itself (allowing everything)."""

    def __init__(self, face: Any) -> None:
        super().__init__()
        self.face = face

    async def session_request_permission(self, params: Any) -> Any:
        self.asked.append(params)
        outcome = self.face.SelectedPermissionOutcome(option_id="yes")
        return self.face.RequestPermissionResponse(outcome=outcome)

    async def session_update(self, params: Any) -> None:
        self.updates.append(params)


@asynccontextmanager
async def connected(version: int, client: Any = None) -> AsyncIterator[tuple[Any, Any]]:
    """A client connection to the version's scripted agent, initialized."""
    face = FACES[version]
    agent = AGENTS[version]()
    a, b = memory_pair()
    agent_conn = face.AgentSideConnection(agent, a)
    conn = face.ClientSideConnection(client if client is not None else Client(), b)
    agent_conn.start()
    conn.start()
    if version == 1:
        await conn.agent.initialize(face.InitializeRequest(protocol_version=1))
    else:
        info = face.Implementation(name="test-client", version="0")
        await conn.agent.initialize(face.InitializeRequest(protocol_version=2, info=info))
    try:
        yield conn, agent
    finally:
        await conn.close()
        await agent_conn.close()


# The user code: the same for both versions.


async def prompt_and_stream(conn: Any) -> tuple[Turn, list[str], Turn, str]:
    async with conn.session(cwd="/work", permissions={"read": "allow", "edit": "reject"}) as s:
        turn = await s.prompt("tools")
        tags = []
        stream = s.stream("and explain it")
        async for update in stream:
            tags.append(update.__struct_config__.tag)
        return turn, tags, stream.turn, s.id


@VERSIONS
def test_a_turn_with_tools_and_permissions_by_kind(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, agent):
            turn, tags, streamed, session_id = await prompt_and_stream(conn)
            assert turn.text == "Hello, world"
            assert turn.stop_reason == "end_turn"
            calls = [(c.tool_call_id, c.title, c.kind, c.status) for c in turn.tool_calls]
            assert calls == [
                ("t1", "Read a.py", "read", "completed"),
                ("t2", "Edit a.py", "edit", "failed"),
            ]
            decisions = [
                (p.tool_call_id, p.kind, p.decision, p.option_id) for p in turn.permissions
            ]
            assert decisions == [("t1", "read", "allow", "yes"), ("t2", "edit", "reject", "no")]
            assert [getattr(o, "option_id", None) for o in agent.outcomes] == ["yes", "no"]
            assert streamed.text == "and explain it"
            assert streamed.stop_reason == "end_turn"
            assert "agent_message_chunk" in tags
            assert agent.closed == [session_id]  # closed on leaving `async with`

    run(test)


@VERSIONS
def test_cancel_ends_the_running_turn_cancelled(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, _):
            async with conn.session(cwd="/work") as session:
                seen = []
                async for update in session.stream("wait"):
                    seen.append(update)
                    if session.last_turn is not None and session.last_turn.text == "waiting":
                        await session.cancel()
                turn = session.last_turn
                assert turn is not None
                assert (turn.text, turn.stop_reason) == ("waiting", "cancelled")
                again = await session.prompt("after")  # the session goes on
                assert (again.text, again.stop_reason) == ("after", "end_turn")

    run(test)


@VERSIONS
def test_a_policy_function_sees_the_kind_and_the_tool_call(version: int) -> None:
    async def test() -> None:
        asks: list[PermissionAsk] = []

        async def policy(ask: PermissionAsk) -> str:
            asks.append(ask)
            return "reject" if ask.kind == "read" else "allow"

        async with connected(version) as (conn, agent):
            async with conn.session(cwd="/work", permissions=policy) as session:
                turn = await session.prompt("tools")
            assert [(a.kind, a.tool_call and a.tool_call.title) for a in asks] == [
                ("read", "Read a.py"),
                ("edit", "Edit a.py"),
            ]
            assert [c.status for c in turn.tool_calls] == ["failed", "completed"]
            assert [getattr(o, "option_id", None) for o in agent.outcomes] == ["no", "yes"]

    run(test)


@VERSIONS
def test_without_a_policy_the_clients_own_handler_answers(version: int) -> None:
    async def test() -> None:
        client = AskingClient(FACES[version])
        async with connected(version, client) as (conn, _):
            async with conn.session(cwd="/work", permissions={"edit": "reject"}) as session:
                turn = await session.prompt("tools")
            # "read" is not in the table: the client's handler was asked (and allowed it).
            assert len(client.asked) == 1
            assert [p.decision for p in turn.permissions] == ["client", "reject"]
            assert [c.status for c in turn.tool_calls] == ["completed", "failed"]
            # The session's updates went to the session, not to the client's handler.
            assert client.updates == []
            # With no session open, the client's handler gets the connection back.
            assert conn.handler is client

    run(test)


@VERSIONS
def test_no_policy_and_no_handler_answers_cancelled(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, agent):
            session = await conn.session(cwd="/work")
            turn = await session.prompt("tools")
            assert [p.decision for p in turn.permissions] == ["cancelled", "cancelled"]
            assert all(type(o).__name__.startswith("Cancelled") for o in agent.outcomes)
            await session.close()

    run(test)


@VERSIONS
def test_two_sessions_each_get_their_own_updates(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, _):
            async with conn.session(cwd="/a") as one, conn.session(cwd="/b") as two:
                assert one.id != two.id
                first, second = await asyncio.gather(one.prompt("one"), two.prompt("two"))
                assert (first.text, second.text) == ("one", "two")

    run(test)


@VERSIONS
def test_content_blocks_prompt_and_one_turn_at_a_time(version: int) -> None:
    async def test() -> None:
        face = FACES[version]
        async with connected(version) as (conn, _):
            async with conn.session(cwd="/work") as session:
                blocks = [face.TextContent(text="block "), face.TextContent(text="prompt")]
                turn = await session.prompt(blocks)
                assert turn.text == "block prompt"
                running = session.stream("wait")
                await running.__anext__()
                with pytest.raises(RuntimeError, match="one at a time"):
                    session.stream("again")
                await session.cancel()
                assert (await running).stop_reason == "cancelled"

    run(test)


@VERSIONS
def test_an_agent_without_session_close_is_taken_as_closed(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, agent):
            agent.closable = False
            async with conn.session(cwd="/work") as session:
                await session.prompt("hi")
            assert agent.closed == []
            strict = await conn.session(cwd="/work", close=True)
            with pytest.raises(FACES[version].RequestError, match="Method not found"):
                await strict.close()
            kept = await conn.session(cwd="/work", close=False)
            await kept.close()  # sends nothing
            agent.closable = True
            assert agent.closed == []

    run(test)


def test_sessions_need_the_clients_side() -> None:
    async def test() -> None:
        from acp_wire.sessions import open_session

        async with connected(1) as (conn, _):
            with pytest.raises(TypeError, match="client's side"):
                open_session(object(), "/work")
            assert conn.side == "client"

    run(test)


@VERSIONS
def test_a_turn_whose_connection_closes_raises_instead_of_waiting(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, _):
            session = await conn.session(cwd="/work")
            stream = session.stream("wait")
            await stream.__anext__()  # the turn runs
            await conn.close()
            with pytest.raises(ConnectionError):
                async for _ in stream:
                    pass
            assert stream.turn.done

    run(test)


@VERSIONS
def test_resume_keeps_the_id_and_fork_gets_a_new_one(version: int) -> None:
    async def test() -> None:
        async with connected(version) as (conn, agent):
            async with conn.session(cwd="/work", resume="earlier-1") as resumed:
                assert resumed.id == "earlier-1"
                assert (await resumed.prompt("again")).text == "again"
            async with conn.session(cwd="/work", fork="earlier-1") as forked:
                assert forked.id not in ("earlier-1", resumed.id)
                assert (await forked.prompt("forked")).text == "forked"
            assert agent.closed == ["earlier-1", forked.id]
            with pytest.raises(TypeError, match="at most one"):
                conn.session(cwd="/work", resume="a", fork="b")

    run(test)


def test_load_collects_the_replayed_history_in_version_1() -> None:
    async def test() -> None:
        async with connected(1) as (conn, _):
            async with conn.session(cwd="/work", load="earlier-1") as loaded:
                assert [u.content.text for u in loaded.history] == ["earlier"]
                assert (await loaded.prompt("next")).text == "next"  # history is not the turn's

    run(test)


def test_load_is_no_method_of_version_2() -> None:
    async def test() -> None:
        async with connected(2) as (conn, _):
            with pytest.raises(TypeError, match="session/load is not a method of protocol"):
                await conn.session(cwd="/work", load="earlier-1")

    run(test)
