"""The asyncio connection over in-memory socket pairs: both sides, both directions."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

import acp_wire
from acp_wire import (
    AgentMessageChunk,
    AgentSideConnection,
    ClientCapabilities,
    ClientSessionCapabilities,
    ClientSideConnection,
    InitializeRequest,
    InitializeResponse,
    PromptRequest,
    PromptResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    SessionNotification,
    TextContent,
)
from acp_wire.capabilities import REQUIRED_CAPABILITY
from acp_wire.rpc_errors import CapabilityError, RequestError
from acp_wire.v1._generated.protocols import Agent, Client
from tests.support.paths import ROOT

TIMEOUT = 10


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), TIMEOUT))


async def streams() -> tuple[
    tuple[asyncio.StreamReader, asyncio.StreamWriter],
    tuple[asyncio.StreamReader, asyncio.StreamWriter],
]:
    a, b = socket.socketpair()
    return await asyncio.open_connection(sock=a), await asyncio.open_connection(sock=b)


async def connect(agent: Agent, client: Client) -> tuple[AgentSideConnection, ClientSideConnection]:
    (ar, aw), (cr, cw) = await streams()
    agent_conn = AgentSideConnection(agent, ar, aw)
    client_conn = ClientSideConnection(client, cr, cw)
    agent_conn.start()
    client_conn.start()
    return agent_conn, client_conn


def prompt(text: str, session: str = "s1") -> PromptRequest:
    return PromptRequest(session_id=session, prompt=[TextContent(text=text)])


def chunk(text: str, session: str = "s1") -> SessionNotification:
    return SessionNotification(
        session_id=session, update=AgentMessageChunk(content=TextContent(text=text))
    )


class RecordingClient(Client):
    def __init__(self) -> None:
        self.updates: list[SessionNotification] = []
        self.permission_started = asyncio.Event()

    async def session_update(self, params: SessionNotification) -> None:
        self.updates.append(params)

    async def session_request_permission(
        self, params: RequestPermissionRequest
    ) -> RequestPermissionResponse:
        self.permission_started.set()
        await asyncio.sleep(3600)  # the user never answers
        raise AssertionError("unreachable")

    def texts(self) -> list[str]:
        return [
            u.update.content.text
            for u in self.updates
            if isinstance(u.update, AgentMessageChunk) and isinstance(u.update.content, TextContent)
        ]


class ScriptedAgent(Agent):
    """`session/prompt` behaviour picked by the prompt text."""

    def __init__(self) -> None:
        self.conn: AgentSideConnection | None = None
        self.started = asyncio.Event()
        self.handler_cancelled = asyncio.Event()
        self.gate = asyncio.Event()

    async def initialize(self, params: InitializeRequest) -> InitializeResponse:
        return InitializeResponse(protocol_version=params.protocol_version)

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        assert self.conn is not None
        first = params.prompt[0]
        text = first.text if isinstance(first, TextContent) else ""
        if text == "boom":
            raise RuntimeError("handler exploded")
        if text == "slow":
            await self.gate.wait()
        if text == "many":
            for i in range(50):
                await self.conn.session_update(chunk(str(i), params.session_id))
        if text == "ask":
            answer = await self.conn.request(
                "session/request_permission", permission_request(params.session_id)
            )
            assert isinstance(answer, RequestPermissionResponse)
            return PromptResponse(stop_reason="refusal")
        if text in ("hang", "hang-raise", "hang-cleanup"):
            self.started.set()
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                self.handler_cancelled.set()
                if text == "hang-raise":
                    raise RuntimeError("the model client raised on abort") from None
                if text == "hang-cleanup":
                    # Updates after the cancel must reach the client before the response.
                    await self.conn.session_update(chunk("late-1", params.session_id))
                    await self.conn.session_update(chunk("late-2", params.session_id))
                    return PromptResponse(stop_reason="end_turn")
                raise
        return PromptResponse(stop_reason="end_turn")


def permission_request(session: str) -> RequestPermissionRequest:
    return acp_wire.decode(
        json.dumps(
            {
                "sessionId": session,
                "toolCall": {"toolCallId": "call_1"},
                "options": [{"optionId": "yes", "name": "Allow", "kind": "allow_once"}],
            }
        ),
        RequestPermissionRequest,
    )


async def setup(
    capabilities: ClientCapabilities | None = None,
) -> tuple[ScriptedAgent, RecordingClient, AgentSideConnection, ClientSideConnection]:
    agent, client = ScriptedAgent(), RecordingClient()
    agent_conn, client_conn = await connect(agent, client)
    agent.conn = agent_conn
    await client_conn.request(
        "initialize",
        InitializeRequest(
            protocol_version=1, client_capabilities=capabilities or ClientCapabilities()
        ),
    )
    return agent, client, agent_conn, client_conn


def test_request_gets_typed_result() -> None:
    async def test() -> None:
        _, _, agent_conn, client_conn = await setup()
        result = await client_conn.request("session/prompt", prompt("hi"))
        assert result == PromptResponse(stop_reason="end_turn")
        # The same through the generated peer: `conn.agent` is an `Agent` that sends.
        assert await client_conn.agent.session_prompt(prompt("hi")) == PromptResponse(
            stop_reason="end_turn"
        )
        with pytest.raises(RequestError) as info:
            await client_conn.agent.session_list(acp_wire.ListSessionsRequest())
        assert info.value.code == -32601  # ScriptedAgent does not implement it
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_concurrent_requests_both_ways() -> None:
    async def test() -> None:
        agent, _, agent_conn, client_conn = await setup()
        slow = asyncio.create_task(client_conn.request("session/prompt", prompt("slow")))
        await asyncio.sleep(0.05)
        # While "slow" is in flight, a second prompt completes and the agent asks the client.
        fast = await client_conn.request("session/prompt", prompt("hi"))
        assert fast.stop_reason == "end_turn"
        assert not slow.done()

        class AllowingClient(RecordingClient):
            async def session_request_permission(
                self, params: RequestPermissionRequest
            ) -> RequestPermissionResponse:
                return acp_wire.decode(
                    b'{"outcome":{"outcome":"selected","optionId":"yes"}}',
                    RequestPermissionResponse,
                )

        client_conn.handler = AllowingClient()
        asked = await client_conn.request("session/prompt", prompt("ask"))
        assert asked.stop_reason == "refusal"
        agent.gate.set()
        assert (await slow).stop_reason == "end_turn"
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_handler_exception_is_internal_error_and_serving_goes_on() -> None:
    async def test() -> None:
        _, _, agent_conn, client_conn = await setup()
        with pytest.raises(RequestError) as info:
            await client_conn.request("session/prompt", prompt("boom"))
        assert info.value.code == -32603
        assert (await client_conn.request("session/prompt", prompt("hi"))).stop_reason == "end_turn"
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_updates_arrive_before_the_response() -> None:
    async def test() -> None:
        _, client, agent_conn, client_conn = await setup()
        await client_conn.request("session/prompt", prompt("many"))
        assert client.texts() == [str(i) for i in range(50)]
        await client_conn.close()
        await agent_conn.close()

    run(test)


@pytest.mark.parametrize("behaviour", ["hang", "hang-raise", "hang-cleanup"])
def test_session_cancel_answers_cancelled(behaviour: str) -> None:
    async def test() -> None:
        agent, client, agent_conn, client_conn = await setup()
        turn = asyncio.create_task(client_conn.request("session/prompt", prompt(behaviour)))
        await agent.started.wait()
        await client_conn.session_cancel("s1")
        result = await turn
        assert result.stop_reason == "cancelled"
        assert agent.handler_cancelled.is_set()
        if behaviour == "hang-cleanup":
            assert client.texts() == ["late-1", "late-2"]
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_session_cancel_leaves_other_sessions_alone() -> None:
    async def test() -> None:
        agent, _, agent_conn, client_conn = await setup()
        other = asyncio.create_task(client_conn.request("session/prompt", prompt("slow", "s2")))
        await asyncio.sleep(0.05)
        await client_conn.session_cancel("s1")
        await asyncio.sleep(0.05)
        assert not other.done()
        agent.gate.set()
        assert (await other).stop_reason == "end_turn"
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_client_answers_pending_permission_requests_cancelled() -> None:
    async def test() -> None:
        _, client, agent_conn, client_conn = await setup()
        asked = asyncio.create_task(
            agent_conn.request("session/request_permission", permission_request("s1"))
        )
        await client.permission_started.wait()
        await client_conn.session_cancel("s1")
        answer = await asked
        assert isinstance(answer, RequestPermissionResponse)
        assert isinstance(answer.outcome, acp_wire.CancelledRequestPermissionOutcome)
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_cancelling_a_local_request_sends_cancel_request() -> None:
    async def test() -> None:
        agent, _, agent_conn, client_conn = await setup()
        turn = asyncio.create_task(client_conn.request("session/prompt", prompt("hang")))
        await agent.started.wait()
        turn.cancel()
        await asyncio.wait_for(agent.handler_cancelled.wait(), TIMEOUT)
        # The connection still serves.
        assert (await client_conn.request("session/prompt", prompt("hi"))).stop_reason == "end_turn"
        await client_conn.close()
        await agent_conn.close()

    run(test)


async def raw_agent(
    agent: Agent, **options: Any
) -> tuple[AgentSideConnection, asyncio.StreamReader, asyncio.StreamWriter]:
    (ar, aw), (reader, writer) = await streams()
    conn = AgentSideConnection(agent, ar, aw, **options)
    conn.start()
    return conn, reader, writer


async def exchange(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, message: Any) -> Any:
    writer.write((message if isinstance(message, bytes) else json.dumps(message).encode()) + b"\n")
    await writer.drain()
    return json.loads(await reader.readline())


def test_invalid_result_fails_the_request_with_the_path() -> None:
    async def test() -> None:
        (cr, cw), (reader, writer) = await streams()
        conn = ClientSideConnection(RecordingClient(), cr, cw)
        conn.start()
        asked = asyncio.create_task(conn.agent.session_prompt(prompt("hi")))
        sent = json.loads(await reader.readline())
        assert sent["method"] == "session/prompt"
        writer.write(
            json.dumps({"jsonrpc": "2.0", "id": sent["id"], "result": {"stopReason": 7}}).encode()
            + b"\n"
        )
        await writer.drain()
        with pytest.raises(acp_wire.DecodeError) as info:
            await asked
        assert info.value.path == "$.result.stopReason"
        await conn.close()

    run(test)


def test_responses_read_before_the_end_are_delivered() -> None:
    async def test() -> None:
        (cr, cw), (reader, writer) = await streams()
        client = RecordingClient()
        conn = ClientSideConnection(client, cr, cw)
        conn.start()
        asked = asyncio.create_task(conn.agent.session_prompt(prompt("hi")))
        lost = asyncio.create_task(
            conn.agent.session_new(acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]))
        )
        first = json.loads(await reader.readline())
        await reader.readline()
        # The agent answers the prompt after one update, then goes away.
        writer.write(
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "method": "session/update",
                    "params": {
                        "sessionId": "s1",
                        "update": {
                            "sessionUpdate": "agent_message_chunk",
                            "content": {"type": "text", "text": "bye"},
                        },
                    },
                }
            ).encode()
            + b"\n"
        )
        writer.write(
            json.dumps(
                {"jsonrpc": "2.0", "id": first["id"], "result": {"stopReason": "end_turn"}}
            ).encode()
            + b"\n"
        )
        writer.close()
        assert (await asked).stop_reason == "end_turn"
        assert client.texts() == ["bye"]
        with pytest.raises(ConnectionError):
            await lost
        await conn.close()

    run(test)


def test_cancel_request_answers_32800() -> None:
    async def test() -> None:
        agent = ScriptedAgent()
        conn, reader, writer = await raw_agent(agent)
        agent.conn = conn
        writer.write(
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "id": "p",
                    "method": "session/prompt",
                    "params": {"sessionId": "s1", "prompt": [{"type": "text", "text": "hang"}]},
                }
            ).encode()
            + b"\n"
        )
        await agent.started.wait()
        reply = await exchange(
            reader,
            writer,
            {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": "p"}},
        )
        assert reply["id"] == "p"
        assert reply["error"]["code"] == -32800
        await conn.close()

    run(test)


def test_cancel_in_the_same_read_as_the_prompt() -> None:
    async def test() -> None:
        agent = ScriptedAgent()
        conn, reader, writer = await raw_agent(agent)
        agent.conn = conn
        both = [
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "session/prompt",
                "params": {"sessionId": "s1", "prompt": [{"type": "text", "text": "hang"}]},
            },
            {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s1"}},
            {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "session/prompt",
                "params": {"sessionId": "s2", "prompt": [{"type": "text", "text": "hang"}]},
            },
            {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 2}},
        ]
        writer.write(b"".join(json.dumps(m).encode() + b"\n" for m in both))
        await writer.drain()
        replies = [json.loads(await reader.readline()) for _ in range(2)]
        by_id = {r["id"]: r for r in replies}
        assert by_id[1] == {"jsonrpc": "2.0", "id": 1, "result": {"stopReason": "cancelled"}}
        assert by_id[2]["error"]["code"] == -32800
        await conn.close()

    run(test)


def test_bad_lines_get_errors_and_serving_goes_on() -> None:
    async def test() -> None:
        conn, reader, writer = await raw_agent(ScriptedAgent(), max_message_size=4096)
        parse = await exchange(reader, writer, b"{oops")
        assert parse["id"] is None and parse["error"]["code"] == -32700
        not_request = await exchange(reader, writer, b"[1, 2]")
        assert not_request["error"]["code"] == -32600
        params = await exchange(
            reader, writer, {"jsonrpc": "2.0", "id": 3, "method": "initialize", "params": {}}
        )
        assert params["id"] == 3 and params["error"]["code"] == -32602
        assert params["error"]["data"]["path"].startswith("$.params")
        too_long = await exchange(reader, writer, b'"' + b"z" * 10_000 + b'"')
        assert too_long["id"] is None and too_long["error"]["code"] == -32600
        ok = await exchange(
            reader,
            writer,
            {"jsonrpc": "2.0", "id": 4, "method": "initialize", "params": {"protocolVersion": 1}},
        )
        assert ok == {"jsonrpc": "2.0", "id": 4, "result": {"protocolVersion": 1}}
        await conn.close()

    run(test)


# ------------------------------------------------------------------------------ capabilities


def notice() -> SessionNotification:
    return acp_wire.decode(
        json.dumps(
            {
                "sessionId": "s1",
                "update": {
                    "sessionUpdate": "notice",
                    "severity": "warning",
                    "title": "MCP server unavailable",
                    "description": "Continuing without it.",
                },
            }
        ),
        SessionNotification,
    )


def plan_removed() -> SessionNotification:
    return acp_wire.decode(
        json.dumps(
            {"sessionId": "s1", "update": {"sessionUpdate": "plan_removed", "planId": "p1"}}
        ),
        SessionNotification,
    )


def test_capability_gate_refuses_unadvertised_updates() -> None:
    async def test() -> None:
        _, client, agent_conn, client_conn = await setup(
            ClientCapabilities(session=ClientSessionCapabilities(notices=None))
        )
        with pytest.raises(CapabilityError, match=r"session\.notices"):
            await agent_conn.session_update(notice())
        with pytest.raises(CapabilityError, match="plan"):
            await agent_conn.session_update(plan_removed(), fallback_to_message=True)
        with pytest.raises(CapabilityError):
            await agent_conn.notify("session/update", notice())
        await agent_conn.session_update(chunk("ordinary"))  # needs no capability
        await client_conn.request("session/prompt", prompt("hi"))  # flush the inbox
        assert client.texts() == ["ordinary"]
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_capability_gate_falls_back_to_an_agent_message() -> None:
    async def test() -> None:
        _, client, agent_conn, client_conn = await setup()
        await agent_conn.session_update(notice(), fallback_to_message=True)
        await client_conn.request("session/prompt", prompt("hi"))
        assert len(client.updates) == 1
        assert isinstance(client.updates[0].update, AgentMessageChunk)
        assert "MCP server unavailable" in client.texts()[0]
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_capability_gate_lets_advertised_updates_through() -> None:
    async def test() -> None:
        caps = acp_wire.decode(b'{"session":{"notices":{}},"plan":{}}', ClientCapabilities)
        _, client, agent_conn, client_conn = await setup(caps)
        await agent_conn.session_update(notice())
        await agent_conn.session_update(plan_removed())
        await client_conn.request("session/prompt", prompt("hi"))
        tags = [type(u.update).__name__ for u in client.updates]
        assert tags == ["Notice", "PlanRemoved"]
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_capability_table_matches_the_schema() -> None:
    schema = json.loads((ROOT / "schema" / "v1" / "schema.unstable.json").read_text())
    defs = schema["$defs"]
    tags = set()
    for variant in defs["SessionUpdate"].get("oneOf", []) + defs["SessionUpdate"].get("anyOf", []):
        tag = variant.get("properties", {}).get("sessionUpdate", {}).get("const")
        tags.add(tag)
    for tag, path in REQUIRED_CAPABILITY.items():
        assert tag in tags, f"{tag} is no longer a SessionUpdate variant"
        # The capability path still names fields (by their Python names) of the structs.
        owner: Any = ClientCapabilities
        for attr in path:
            assert attr in owner.__struct_fields__, f"{'.'.join(path)} left ClientCapabilities"
            owner = ClientSessionCapabilities if attr == "session" else None


def test_import_acp_wire_does_not_import_asyncio() -> None:
    import subprocess
    import sys

    code = (
        "import sys, acp_wire; assert 'asyncio' not in sys.modules; "
        "import acp_wire.connection as c; "
        "assert acp_wire.AgentSideConnection is c.AgentSideConnection"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
