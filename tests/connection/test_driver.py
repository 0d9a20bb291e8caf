"""The asyncio connection over in-memory socket pairs: both sides, both directions."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

import acp_wire
from acp_wire import (
    AgentSideConnection,
    ClientSideConnection,
    PromptResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
)
from acp_wire.rpc_errors import RequestError
from acp_wire.v1._generated.protocols import Agent
from tests.connection.pair import (
    TIMEOUT,
    RecordingClient,
    ScriptedAgent,
    permission_request,
    prompt,
    run,
    setup,
    streams,
)


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


def test_import_acp_wire_does_not_import_asyncio() -> None:
    import subprocess
    import sys

    code = (
        "import sys, acp_wire; assert 'asyncio' not in sys.modules; "
        "import acp_wire.connection as c; "
        "assert acp_wire.AgentSideConnection is c.AgentSideConnection"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
