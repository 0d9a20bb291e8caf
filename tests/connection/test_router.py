"""One agent for both protocol versions on any transport (issue 24, "One agent, both versions,
any transport"): `Connection({1: agent_v1, 2: agent_v2}, ...)` picks the version at
`initialize` by the remote server's rule (`acp_wire.connection._versions.choose_version`), and
answers what comes before it as the TypeScript SDK's router does (`AgentProtocolRouter` of
`@agentclientprotocol/sdk` 2.4.0, `dist/protocol-router.d.ts`: notifications and responses
ignored, other requests -32600, a batch one -32600 with a null id, a failed `initialize`
answered and the connection left unrouted; the router never re-routes)."""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import pytest

import acp_wire
import acp_wire.v2
from acp_wire import v2
from acp_wire.bindings import binding_for
from acp_wire.connection import MemoryTransport, memory_pair
from acp_wire.examples import echo_agent, v2_echo_agent

TIMEOUT = 20


def both() -> dict[int, Any]:
    """One agent object per version, the mapping every test serves."""
    return {1: echo_agent.EchoAgent(), 2: v2_echo_agent.EchoAgent()}


def _line(message: Any) -> bytes:
    return message if isinstance(message, bytes) else json.dumps(message).encode()


async def _exchange(
    agents: dict[int, Any], messages: list[Any], answers: int
) -> tuple[list[Any], acp_wire.Connection[Any, Any]]:
    """Send `messages` (raw) to a routed agent in memory; the first `answers` messages back."""
    agent_end, client_end = memory_pair()
    conn = acp_wire.Connection(agents, agent_end, side="agent")
    task = conn.start()
    for message in messages:
        client_end.send(_line(message))
    got: list[Any] = []
    while len(got) < answers:
        frames = await asyncio.wait_for(client_end.receive(), TIMEOUT)
        got += [json.loads(f) for f in frames if isinstance(f, bytes)]
    await client_end.close(1)
    await asyncio.wait_for(task, TIMEOUT)
    return got, conn


def _init(request_id: Any, version: Any, **params: Any) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "initialize",
        "params": {"protocolVersion": version, **params},
    }


def _run(coro: Any) -> Any:
    return asyncio.run(coro)


# ------------------------------------------------------------------------- typed clients


class _V1Client(acp_wire.Client):
    def __init__(self) -> None:
        self.text: list[str] = []

    async def session_update(self, params: acp_wire.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp_wire.AgentMessageChunk) and isinstance(
            update.content, acp_wire.TextContent
        ):
            self.text.append(update.content.text)


class _V2Client(v2.Client):
    def __init__(self) -> None:
        self.text: list[str] = []
        self.idle = asyncio.Event()

    async def session_update(self, params: v2.UpdateSessionNotification) -> None:
        update = params.update
        if isinstance(update, v2.AgentMessageChunk) and isinstance(update.content, v2.TextContent):
            self.text.append(update.content.text)
        if isinstance(update, v2.StateUpdateSessionUpdate) and update.state == "idle":
            self.idle.set()


async def _v1_turn(conn: acp_wire.ClientSideConnection, client: _V1Client) -> int:
    init = await conn.agent.initialize(acp_wire.InitializeRequest(protocol_version=1))
    session = await conn.agent.session_new(acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]))
    prompt = [acp_wire.TextContent(text="hello both")]
    done = await conn.agent.session_prompt(
        acp_wire.PromptRequest(session_id=session.session_id, prompt=prompt)
    )
    assert done.stop_reason == "end_turn"
    assert "".join(client.text) == "hello both"
    return init.protocol_version


async def _v2_turn(conn: v2.ClientSideConnection, client: _V2Client) -> int:
    info = v2.Implementation(name="test", version="0")
    init = await conn.agent.initialize(v2.InitializeRequest(protocol_version=2, info=info))
    session = await conn.agent.session_new(v2.NewSessionRequest(cwd="/"))
    prompt = [v2.TextContent(text="hello both")]
    await conn.agent.session_prompt(v2.PromptRequest(session_id=session.session_id, prompt=prompt))
    await asyncio.wait_for(client.idle.wait(), TIMEOUT)
    assert "".join(client.text) == "hello both"
    return init.protocol_version


def test_one_mapping_serves_a_v1_and_a_v2_client_in_memory() -> None:
    agents = both()  # the same objects serve both connections

    async def main() -> tuple[int, int, int | None, int | None]:
        a1, c1 = memory_pair()
        a2, c2 = memory_pair()
        served1 = acp_wire.Connection(agents, a1, side="agent")
        served2 = acp_wire.v2.AgentSideConnection(agents, a2)  # either face's class routes
        assert served1.version is None
        served1.start(), served2.start()
        client1, client2 = _V1Client(), _V2Client()
        async with acp_wire.ClientSideConnection(client1, c1) as conn1:
            v1 = await _v1_turn(conn1, client1)
        async with v2.ClientSideConnection(client2, c2) as conn2:
            version2 = await _v2_turn(conn2, client2)
        await asyncio.wait_for(asyncio.gather(served1.wait_closed(), served2.wait_closed()), 9)
        return v1, version2, served1.version, served2.version

    assert _run(main()) == (1, 2, 1, 2)


def test_both_face_stdio_helpers_route_over_a_pipe() -> None:
    """`acp_wire.connect_stdio` of a mapping, over a real pipe (a socket pair)."""
    import socket

    agents = both()

    async def serve_one(sock: socket.socket) -> int | None:
        reader, writer = await asyncio.open_connection(sock=sock)
        conn = acp_wire.AgentSideConnection(agents, reader, writer)
        await conn.serve()
        await conn.close()
        return conn.version

    async def main() -> list[int | None]:
        a1, b1 = socket.socketpair()
        a2, b2 = socket.socketpair()
        served = [asyncio.create_task(serve_one(a1)), asyncio.create_task(serve_one(a2))]
        r1, w1 = await asyncio.open_connection(sock=b1)
        r2, w2 = await asyncio.open_connection(sock=b2)
        client1, client2 = _V1Client(), _V2Client()
        async with acp_wire.ClientSideConnection(client1, r1, w1) as conn1:
            assert await _v1_turn(conn1, client1) == 1
        async with v2.ClientSideConnection(client2, r2, w2) as conn2:
            assert await _v2_turn(conn2, client2) == 2
        return list(await asyncio.wait_for(asyncio.gather(*served), TIMEOUT))

    assert _run(main()) == [1, 2]


# ------------------------------------------------------------------- before initialize


def test_messages_before_initialize_are_answered_as_the_typescript_router_does() -> None:
    messages = [
        {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}},  # ignored
        {"jsonrpc": "2.0", "id": 99, "result": {}},  # a response: ignored
        {"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": "/"}},
        [_init(2, 1)],  # a batch
        b"{not json",
        b"42",
        _init(3, 2, info={"name": "t", "version": "0"}),
    ]
    got, conn = _run(_exchange(both(), messages, 5))
    assert [(m.get("id"), m.get("error", {}).get("code")) for m in got] == [
        (1, -32600),
        (None, -32600),
        (None, -32700),
        (None, -32600),
        (3, None),
    ]
    assert "initialize" in got[0]["error"]["data"]["reason"]
    assert got[4]["result"]["protocolVersion"] == 2
    assert conn.version == 2


def test_a_failed_initialize_leaves_the_connection_unrouted() -> None:
    """Params the chosen version cannot read are answered -32602 (by that version's
    endpoint) and pick nothing; a v2 route refuses a null id with -32600 and a null id; the
    client then initializes for real."""
    messages = [
        _init(1, "2"),  # unreadable: the lowest version's decoder refuses it
        _init(None, 2),  # v2: ids are strings or integers
        _init(2, 1),
    ]
    got, conn = _run(_exchange(both(), messages, 3))
    assert [(m.get("id"), m.get("error", {}).get("code")) for m in got] == [
        (1, -32602),
        (None, -32600),
        (2, None),
    ]
    assert got[2]["result"]["protocolVersion"] == 1
    assert conn.version == 1


def test_the_client_leaving_before_initialize_ends_the_connection() -> None:
    async def main() -> int | None:
        agent_end, client_end = memory_pair()
        conn = acp_wire.Connection(both(), agent_end, side="agent")
        task = conn.start()
        client_end.send(b'{"jsonrpc":"2.0","method":"x"}')
        await client_end.close(1)
        await asyncio.wait_for(task, TIMEOUT)
        await asyncio.wait_for(conn.wait_closed(), TIMEOUT)
        return conn.version

    assert _run(main()) is None


def test_an_over_long_request_before_initialize_is_answered() -> None:
    async def main() -> list[Any]:
        agent_end = MemoryTransport(max_message_size=120)
        client_end = MemoryTransport()
        agent_end.peer, client_end.peer = client_end, agent_end
        conn = acp_wire.Connection(both(), agent_end, side="agent")
        task = conn.start()
        big = {"jsonrpc": "2.0", "id": 5, "method": "session/new", "params": {"cwd": "/" * 199}}
        client_end.send(_line(big))
        client_end.send(_line({"jsonrpc": "2.0", "method": "n", "params": {"x": "y" * 199}}))
        client_end.send(_line(_init(6, 1)))
        got: list[Any] = []
        while len(got) < 2:
            got += [json.loads(f) for f in await asyncio.wait_for(client_end.receive(), 9)]
        await client_end.close(1)
        await asyncio.wait_for(task, TIMEOUT)
        return got

    got = _run(main())
    assert [(m["id"], m.get("error", {}).get("code")) for m in got] == [(5, -32600), (6, None)]


# ------------------------------------------------------------ versions and repeats


@pytest.mark.parametrize(
    ("agents", "requested", "expected"),
    [
        ("both", 1, ("result", 1)),
        ("both", 2, ("result", 2)),
        ("both", 65535, ("result", 2)),  # newer than both: v2's agent, answering 2
        ("both", 0, ("result", 1)),  # older than both: v1's agent, answering its latest (1)
        ("v2", 1, ("error", -32022)),  # v2's rule: nothing at or below 1
        ("v1", 2, ("result", 1)),  # v1's rule: the latest it supports
    ],
)
def test_an_unsupported_version_is_answered_by_each_versions_rule(
    agents: str, requested: int, expected: tuple[str, int]
) -> None:
    table = both()
    chosen = table if agents == "both" else {int(agents[1]): table[int(agents[1])]}
    params: dict[str, Any] = {"info": {"name": "t", "version": "0"}}  # v1 ignores it
    got, _ = _run(_exchange(chosen, [_init(1, requested, **params)], 1))
    kind, value = expected
    if kind == "result":
        assert got[0]["result"]["protocolVersion"] == value
    else:
        assert got[0]["error"]["code"] == value
        assert got[0]["error"]["data"] == {"requested": requested, "supported": [2]}


def test_a_repeated_initialize_never_reroutes() -> None:
    """The TypeScript router: "The selected implementation handles any repeated `initialize`;
    the router never re-routes a connection." Routed to v1, a repeat asking for 2 is v1's
    agent's to answer (with 1); routed to v2, a repeat asking for 1 is refused by v2's rule."""
    info = {"info": {"name": "t", "version": "0"}}
    got, conn = _run(_exchange(both(), [_init(1, 1), _init(2, 2, **info)], 2))
    assert [m["result"]["protocolVersion"] for m in got] == [1, 1]
    assert conn.version == 1
    got, conn = _run(_exchange(both(), [_init(1, 2, **info), _init(2, 1, **info)], 2))
    assert got[0]["result"]["protocolVersion"] == 2
    assert got[1]["error"]["code"] == -32022
    assert conn.version == 2


def test_the_chosen_agent_alone_gets_on_connect() -> None:
    agents = both()
    _run(_exchange(agents, [_init(1, 2, info={"name": "t", "version": "0"})], 1))
    assert hasattr(agents[2], "conn") and not hasattr(agents[1], "conn")


def test_mappings_are_checked_when_built() -> None:
    end, _ = memory_pair()
    with pytest.raises(ValueError, match="no bindings for protocol version 7"):
        acp_wire.Connection({7: object()}, end, side="agent")
    with pytest.raises(ValueError, match="at least one"):
        acp_wire.Connection({}, end, side="agent")
    with pytest.raises(ValueError, match="given for protocol version 2"):
        acp_wire.connection._driver.Connection(
            {2: object()}, end, side="agent", bindings={2: binding_for(1)}
        )


def test_the_base_driver_takes_bindings_from_the_caller() -> None:
    from acp_wire.connection._driver import Connection

    async def main() -> int | None:
        agent_end, client_end = memory_pair()
        conn = Connection[Any, Any](both(), agent_end, side="agent", bindings=binding_for)
        task = conn.start()
        client_end.send(_line(_init(1, 2, info={"name": "t", "version": "0"})))
        await asyncio.wait_for(client_end.receive(), TIMEOUT)
        await client_end.close(1)
        await asyncio.wait_for(task, TIMEOUT)
        return conn.version

    assert _run(main()) == 2


# ------------------------------------------------------------------- the echo agent


ECHO = [sys.executable, "-m", "acp_wire.examples.echo_agent", "--versions", "1,2"]


def test_the_packaged_echo_agent_serves_both_versions_over_stdio() -> None:
    async def main() -> tuple[int, int]:
        client1, client2 = _V1Client(), _V2Client()
        async with acp_wire.spawn_agent(ECHO, client1) as (conn1, _):
            version1 = await _v1_turn(conn1, client1)
        async with v2.spawn_agent(ECHO, client2) as (conn2, _):
            version2 = await _v2_turn(conn2, client2)
        return version1, version2

    assert _run(main()) == (1, 2)


def test_the_remote_server_and_the_router_share_one_decision() -> None:
    from acp_wire.connection import _versions as versions
    from acp_wire.remote import _routing as routing

    assert routing.choose_version is versions.choose_version
    with pytest.raises(ValueError, match="no protocol version"):
        versions.choose_version(1, [])


# ------------------------------------------------------------------- the client's side


V1_OFFER = acp_wire.InitializeRequest(
    protocol_version=1,
    client_capabilities=acp_wire.ClientCapabilities(
        fs=acp_wire.FileSystemCapabilities(read_text_file=True)
    ),
)
V2_OFFER = v2.InitializeRequest(protocol_version=2, info=v2.Implementation(name="c", version="1"))
OFFERS: dict[int, Any] = {1: V1_OFFER, 2: V2_OFFER}


def _clients(*versions: int) -> dict[int, Any]:
    made: dict[int, Any] = {1: _V1Client(), 2: _V2Client()}
    return {v: made[v] for v in versions}


async def _negotiate(
    agents: dict[int, Any], clients: dict[int, Any]
) -> tuple[Any, acp_wire.Connection[Any, Any], acp_wire.Connection[Any, Any]]:
    agent_end, client_end = memory_pair()
    served = acp_wire.Connection(agents, agent_end, side="agent")
    served.start()
    conn = acp_wire.ClientSideConnection(clients, client_end)
    try:
        answer = await asyncio.wait_for(conn.negotiate(OFFERS), TIMEOUT)
    finally:
        if conn.version is None:
            await client_end.close(1)
    return answer, conn, served


@pytest.mark.parametrize(
    ("agents", "expected"),
    [((1, 2), 2), ((2,), 2), ((1,), 1)],
)
def test_a_client_per_version_keeps_the_highest_both_sides_speak(
    agents: tuple[int, ...], expected: int
) -> None:
    async def main() -> None:
        table = both()
        answer, conn, served = await _negotiate({v: table[v] for v in agents}, _clients(1, 2))
        assert conn.version == served.version == expected == answer.protocol_version
        if expected == 1:
            # Initialized again as v1: the v1 agent read the v1 client's capabilities.
            assert isinstance(answer, acp_wire.InitializeResponse)
            assert served.client_capabilities == V1_OFFER.client_capabilities
            assert await _v1_turn_after_init(conn, conn.handler) is None
        else:
            assert isinstance(answer, v2.InitializeResponse)
        await conn.close()
        await asyncio.wait_for(served.wait_closed(), TIMEOUT)

    _run(main())


async def _v1_turn_after_init(conn: Any, client: _V1Client) -> None:
    session = await conn.agent.session_new(acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]))
    prompt = [acp_wire.TextContent(text="after negotiation")]
    await conn.agent.session_prompt(
        acp_wire.PromptRequest(session_id=session.session_id, prompt=prompt)
    )
    assert "".join(client.text) == "after negotiation"


def test_a_client_without_the_agents_version_gets_a_clear_error() -> None:
    table = both()
    with pytest.raises(acp_wire.PeerRequestError) as refused:
        _run(_negotiate({2: table[2]}, _clients(1)))  # v2 refuses 1: -32022
    assert refused.value.code == -32022
    with pytest.raises(ConnectionError, match="protocol version 1; this client speaks"):
        _run(_negotiate({1: table[1]}, _clients(2)))  # v1 answers 1, which it lacks


def test_a_client_per_version_over_a_pipe_to_the_echo_agents() -> None:
    py = [sys.executable, "-m"]
    commands = {
        "both": [*py, "acp_wire.examples.echo_agent", "--versions", "1,2"],
        "v1": [*py, "acp_wire.examples.echo_agent"],
        "v2": [*py, "acp_wire.examples.v2_echo_agent"],
    }

    async def one(command: list[str]) -> int | None:
        process = await asyncio.create_subprocess_exec(
            *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
        )
        assert process.stdout is not None and process.stdin is not None
        clients = _clients(1, 2)
        conn = acp_wire.ClientSideConnection(clients, process.stdout, process.stdin)
        await asyncio.wait_for(conn.negotiate(OFFERS), TIMEOUT)
        if conn.version == 1:
            await _v1_turn_after_init(conn, clients[1])
        await acp_wire.stop_agent(conn, process)
        return conn.version

    async def main() -> dict[str, int | None]:
        return {name: await one(command) for name, command in commands.items()}

    assert _run(main()) == {"both": 2, "v1": 1, "v2": 2}


def test_negotiate_is_for_a_client_per_version() -> None:
    agent_end, client_end = memory_pair()
    with pytest.raises(TypeError, match="client per version"):
        _run(acp_wire.ClientSideConnection(_V1Client(), client_end).negotiate(OFFERS))
    with pytest.raises(ValueError, match="no initialize request offered for protocol version 2"):
        _run(acp_wire.ClientSideConnection(_clients(1, 2), client_end).negotiate({1: V1_OFFER}))
    with pytest.raises(TypeError, match="starts with"):
        _run(acp_wire.ClientSideConnection(_clients(1, 2), agent_end).serve())


def test_spawn_agent_with_a_client_per_version() -> None:
    async def main() -> tuple[int | None, int | None]:
        async with acp_wire.spawn_agent(ECHO, _clients(1, 2)) as (both_conn, _):
            await asyncio.wait_for(both_conn.negotiate(OFFERS), TIMEOUT)
        v1_only = [sys.executable, "-m", "acp_wire.examples.echo_agent"]
        async with v2.spawn_agent(v1_only, _clients(1, 2)) as (v1_conn, _):
            await asyncio.wait_for(v1_conn.negotiate(OFFERS), TIMEOUT)
        return both_conn.version, v1_conn.version

    assert _run(main()) == (2, 1)


def test_an_over_long_answer_to_the_negotiation_is_an_error_not_a_hang() -> None:
    async def main() -> None:
        client_end = MemoryTransport(max_message_size=100)
        agent_end = MemoryTransport()
        client_end.peer, agent_end.peer = agent_end, client_end
        conn = acp_wire.ClientSideConnection(_clients(1, 2), client_end)
        negotiating = asyncio.ensure_future(conn.negotiate(OFFERS))
        await asyncio.wait_for(agent_end.receive(), TIMEOUT)
        long = {"protocolVersion": 2, "info": {"name": "x" * 200, "version": "1"}}
        agent_end.send(_line({"jsonrpc": "2.0", "id": "initialize-v2", "result": long}))
        with pytest.raises(ConnectionError, match="exceeds max_message_size"):
            await asyncio.wait_for(negotiating, TIMEOUT)

    _run(main())
