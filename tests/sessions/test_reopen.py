"""`conn.session(cwd, reopen=session_id)` (issue 31, item 11): one call opens an existing
session, say after a restart, by the best method the agent advertised in its `initialize`
answer: `session/resume`, else `session/load`, else an error naming what the agent advertised,
with nothing sent. `cwd` and `mcpServers` go out again; what a load replays is `history`.

Which capability advertises which method is read here from the schema's own words, not from
the binding: v1's `SessionCapabilities.resume` ("Supplying `{}` means the agent supports
resuming sessions") and `AgentCapabilities.loadSession` ("Whether the agent supports
`session/load`"); v2's `AgentCapabilities.session`, whose baseline methods include
`session/resume` (v2 has no `session/load`).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from acp_wire.connection import memory_pair
from acp_wire.rpc_errors import AgentCapabilityError
from tests.sessions.agents import AGENTS, FACES

BOUND = 10  # seconds: only a hang reaches it, never a timing assertion
ROOT = Path(__file__).resolve().parents[2]


def _schema(version: int) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(
        (ROOT / "schema" / f"v{version}" / "schema.unstable.json").read_text()
    )
    return document


def test_the_schema_says_which_capabilities_advertise_resume_and_load() -> None:
    v1 = _schema(1)["$defs"]
    resume = v1["SessionCapabilities"]["properties"]["resume"]
    assert "`session/resume`" in resume["description"]
    assert {"$ref": "#/$defs/SessionResumeCapabilities"} in resume["anyOf"]
    load = v1["AgentCapabilities"]["properties"]["loadSession"]
    assert "`session/load`" in load["description"] and load["type"] == "boolean"
    v2 = _schema(2)
    assert "session/load" not in json.dumps(v2)
    session = v2["$defs"]["AgentCapabilities"]["properties"]["session"]
    assert "`session/resume`" in session["description"]


# Which of resume and load each agent advertises, and the method a reopening must send.
V1_CASES = [
    (True, False, "session/resume"),
    (False, True, "session/load"),
    (True, True, "session/resume"),
    (False, False, None),
]
V2_CASES = [(True, False, "session/resume"), (False, False, None)]


def _capabilities(version: int, resume: bool, load: bool) -> Any:
    face = FACES[version]
    if version == 1:
        resuming = face.SessionResumeCapabilities() if resume else None
        return face.AgentCapabilities(
            load_session=load, session_capabilities=face.SessionCapabilities(resume=resuming)
        )
    return face.AgentCapabilities(session=face.SessionCapabilities() if resume else None)


def _agent(version: int, resume: bool, load: bool) -> Any:
    face = FACES[version]
    caps = _capabilities(version, resume, load)

    class Agent(AGENTS[version]):  # type: ignore[misc,valid-type]
        def __init__(self) -> None:
            super().__init__()
            self.received: list[tuple[str, Any]] = []

        async def initialize(self, params: Any) -> Any:
            if version == 1:
                return face.InitializeResponse(protocol_version=1, agent_capabilities=caps)
            info = face.Implementation(name="scripted", version="0")
            return face.InitializeResponse(protocol_version=2, info=info, capabilities=caps)

        async def session_resume(self, params: Any) -> Any:
            self.received.append(("session/resume", params))
            return await super().session_resume(params)

        async def session_load(self, params: Any) -> Any:
            self.received.append(("session/load", params))
            return await super().session_load(params)

    return Agent()


class Client:
    pass


async def _reopen(version: int, resume: bool, load: bool, servers: list[Any]) -> Any:
    """Reopen session `earlier-1` on a fresh connection (as after a restart); the agent, the
    session (or the error) and the methods the client sent."""
    face = FACES[version]
    agent = _agent(version, resume, load)
    sent: list[str] = []

    def record(event: Any) -> None:
        if event.direction == "out":
            method = json.loads(bytes(event.data)).get("method")
            if method is not None:
                sent.append(method)

    a, b = memory_pair()
    agent_conn = face.AgentSideConnection(agent, a)
    conn = face.ClientSideConnection(Client(), b, observers=[record])
    agent_conn.start()
    conn.start()
    try:
        if version == 1:
            await conn.agent.initialize(face.InitializeRequest(protocol_version=1))
        else:
            info = face.Implementation(name="test-client", version="0")
            await conn.agent.initialize(face.InitializeRequest(protocol_version=2, info=info))
        try:
            outcome: Any = await conn.session(
                cwd="/work/project", reopen="earlier-1", mcp_servers=servers, close=False
            )
        except AgentCapabilityError as exc:
            outcome = exc
    finally:
        await conn.close()
        await agent_conn.close()
    return agent, outcome, sent


def _servers(version: int) -> list[Any]:
    face = FACES[version]
    return [face.McpServerStdio(name="calc", command="/bin/calc", args=["--x"], env=[])]


CASES = [(1, *case) for case in V1_CASES] + [(2, *case) for case in V2_CASES]


@pytest.mark.parametrize(("version", "resume", "load", "method"), CASES)
def test_reopen_picks_the_best_advertised_method(
    version: int, resume: bool, load: bool, method: str | None
) -> None:
    servers = _servers(version)
    agent, outcome, sent = asyncio.run(
        asyncio.wait_for(_reopen(version, resume, load, servers), BOUND)
    )
    if method is None:
        assert isinstance(outcome, AgentCapabilityError)
        assert agent.received == []
        assert sent == ["initialize"]  # nothing sent for the reopening
        message = str(outcome)
        assert "earlier-1" in message
        if version == 1:
            assert "agentCapabilities.sessionCapabilities.resume" in message
            assert "agentCapabilities.loadSession" in message
            assert '"loadSession": false' in message  # what the agent did advertise
        else:
            assert "capabilities.session" in message and "session/load" not in message
        return
    ((received_method, params),) = agent.received
    assert received_method == method
    assert sent[-1] == method
    assert params.session_id == "earlier-1"
    assert params.cwd == "/work/project"
    assert params.mcp_servers == servers
    assert outcome.id == "earlier-1"
    assert outcome.opened_by == method
    # The scripted agent replays one message on `session/load`: the session's history.
    replayed = [u.content.text for u in outcome.history]
    assert replayed == (["earlier"] if method == "session/load" else [])


def test_reopen_is_one_of_the_ways_to_open_an_existing_session() -> None:
    async def test() -> None:
        a, b = memory_pair()
        conn = FACES[1].ClientSideConnection(Client(), b)
        with pytest.raises(TypeError, match="reopen="):
            conn.session(cwd="/work", reopen="s1", load="s1")
        del a

    asyncio.run(test())


def test_reopen_before_initialize_sends_nothing_and_says_why() -> None:
    sent: list[bytes] = []

    async def test() -> str:
        a, b = memory_pair()
        agent_conn = FACES[1].AgentSideConnection(_agent(1, True, True), a)
        conn = FACES[1].ClientSideConnection(
            Client(), b, observers=[lambda event: sent.append(bytes(event.data))]
        )
        agent_conn.start()
        conn.start()
        try:
            with pytest.raises(AgentCapabilityError) as raised:
                await conn.session(cwd="/work", reopen="earlier-1")
        finally:
            await conn.close()
            await agent_conn.close()
        return str(raised.value)

    message = asyncio.run(asyncio.wait_for(test(), BOUND))
    assert "no `initialize` answer came yet" in message
    assert sent == []
