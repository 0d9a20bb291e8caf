"""`session/close` only where the agent advertised it (issue 31, item 1): "a client MUST NOT
call it without" the capability. Leaving `async with conn.session(...)` sends it when the
agent's `initialize` answer advertised it, and sends nothing otherwise; `close=True` against an
agent that did not advertise it raises before sending. Each run's transcript, recorded from the
client's connection, is checked by `acp_wire.tools.check`: no `close-capability` finding.

Which capability advertises `session/close` is read here from the schema's own words, not from
the binding: v1's `SessionCapabilities.close` ("Supplying `{}` means the agent supports closing
sessions"), v2's `AgentCapabilities.session` (whose baseline methods include `session/close`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from acp_wire.connection import memory_pair
from acp_wire.rpc_errors import AgentCapabilityError, CapabilityError
from acp_wire.tools.check import check
from tests.sessions.agents import AGENTS, FACES

BOUND = 10  # seconds: only a hang reaches it, never a timing assertion
ROOT = Path(__file__).resolve().parents[2]


def _schema(version: int) -> dict[str, Any]:
    defs: dict[str, Any] = json.loads(
        (ROOT / "schema" / f"v{version}" / "schema.unstable.json").read_text()
    )["$defs"]
    return defs


def test_the_schema_says_which_capability_advertises_close() -> None:
    """The independent reading the tests below build their agents from."""
    v1 = _schema(1)
    assert "session/close" in v1["SessionCloseCapabilities"]["description"]
    close = v1["SessionCapabilities"]["properties"]["close"]
    assert {"$ref": "#/$defs/SessionCloseCapabilities"} in close["anyOf"]
    v2 = _schema(2)
    assert "close" not in v2["SessionCapabilities"]["properties"]
    assert "`session/close`" in v2["AgentCapabilities"]["properties"]["session"]["description"]


def _capabilities(version: int, advertised: bool) -> Any:
    face = FACES[version]
    if version == 1:
        close = face.SessionCloseCapabilities() if advertised else None
        return face.AgentCapabilities(session_capabilities=face.SessionCapabilities(close=close))
    return face.AgentCapabilities(session=face.SessionCapabilities() if advertised else None)


def _agent(version: int, advertised: bool) -> Any:
    face = FACES[version]
    caps = _capabilities(version, advertised)

    class Agent(AGENTS[version]):  # type: ignore[misc,valid-type]
        async def initialize(self, params: Any) -> Any:
            if version == 1:
                return face.InitializeResponse(protocol_version=1, agent_capabilities=caps)
            info = face.Implementation(name="scripted", version="0")
            return face.InitializeResponse(protocol_version=2, info=info, capabilities=caps)

    return Agent()


class Client:
    pass


async def _run(
    version: int, advertised: bool, body: Callable[[Any], Awaitable[None]]
) -> tuple[Any, list[bytes]]:
    """Run `body(conn)` on an initialized client connection to a scripted agent that does or
    does not advertise `session/close`; the agent and the transcript of the run."""
    face = FACES[version]
    agent = _agent(version, advertised)
    lines: list[bytes] = []

    def record(event: Any) -> None:
        sender = b"client" if event.direction == "out" else b"agent"
        lines.append(b'{"from":"' + sender + b'","message":' + bytes(event.data) + b"}")

    a, b = memory_pair()
    agent_conn = face.AgentSideConnection(agent, a)
    conn = face.ClientSideConnection(Client(), b, observers=[record])
    agent_conn.start()
    conn.start()
    try:
        assert conn.agent_capabilities is None  # nothing advertised before `initialize`
        if version == 1:
            await conn.agent.initialize(face.InitializeRequest(protocol_version=1))
        else:
            info = face.Implementation(name="test-client", version="0")
            await conn.agent.initialize(face.InitializeRequest(protocol_version=2, info=info))
        assert isinstance(conn.agent_capabilities, face.AgentCapabilities)
        await body(conn)
    finally:
        await conn.close()
        await agent_conn.close()
    return agent, lines


def _sent(lines: list[bytes], method: str) -> list[Any]:
    messages = [json.loads(line) for line in lines]
    return [m for m in messages if m["from"] == "client" and m["message"].get("method") == method]


def _rules(lines: list[bytes]) -> list[str]:
    return [finding.rule for finding in check(lines)]


VERSIONS = pytest.mark.parametrize("version", [1, 2])


@VERSIONS
@pytest.mark.parametrize("advertised", [True, False])
def test_leaving_a_session_closes_it_only_where_advertised(version: int, advertised: bool) -> None:
    ids: list[str] = []

    async def body(conn: Any) -> None:
        async with conn.session(cwd="/work") as session:
            ids.append(session.id)
            assert (await session.prompt("hi")).text == "hi"

    agent, lines = asyncio.run(asyncio.wait_for(_run(version, advertised, body), BOUND))
    assert agent.closed == (ids if advertised else [])
    assert len(_sent(lines, "session/close")) == (1 if advertised else 0)
    assert "close-capability" not in _rules(lines)
    assert _rules(lines) == []


@VERSIONS
def test_close_true_without_the_capability_raises_before_sending(version: int) -> None:
    errors: list[BaseException] = []

    async def body(conn: Any) -> None:
        session = await conn.session(cwd="/work", close=True)
        with pytest.raises(AgentCapabilityError) as raised:
            await session.close()
        errors.append(raised.value)
        await session.close()  # closed on this side all the same: nothing more happens
        with pytest.raises(RuntimeError, match="is closed"):
            session.stream("again")

    agent, lines = asyncio.run(asyncio.wait_for(_run(version, False, body), BOUND))
    assert agent.closed == []
    assert _sent(lines, "session/close") == []
    (error,) = errors
    assert isinstance(error, CapabilityError)  # caught as the other capability errors are
    expected = "sessionCapabilities.close" if version == 1 else "capabilities.session"
    assert expected in str(error) and "session/close" in str(error)
    assert _rules(lines) == []


@VERSIONS
def test_close_true_with_the_capability_sends_it(version: int) -> None:
    async def body(conn: Any) -> None:
        session = await conn.session(cwd="/work", close=True)
        await session.close()

    agent, lines = asyncio.run(asyncio.wait_for(_run(version, True, body), BOUND))
    assert len(agent.closed) == 1
    assert len(_sent(lines, "session/close")) == 1
    assert _rules(lines) == []
