"""The connection serving protocol version 2 (issue 9, "Runtime modules ... connection"): the
v2 echo agent and client over real pipes, and the rules whose answers differ by version."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import acp_wire
from acp_wire import v2
from acp_wire.connection import AgentSideConnection


class _V2Agent(v2.Agent):
    """A v2 agent implementing nothing: every request is answered -32601."""


class _V1Agent(acp_wire.Agent):
    pass


class _V2Client(v2.Client):
    pass


ROOT = Path(__file__).resolve().parent.parent
AGENT = [sys.executable, str(ROOT / "examples" / "v2_echo_agent.py")]
CLIENT = [sys.executable, str(ROOT / "examples" / "v2_client.py")]
TIMEOUT = 10


async def _pair() -> tuple[
    tuple[asyncio.StreamReader, asyncio.StreamWriter],
    tuple[asyncio.StreamReader, asyncio.StreamWriter],
]:
    a, b = socket.socketpair()
    return await asyncio.open_connection(sock=a), await asyncio.open_connection(sock=b)


def test_v2_echo_agent_and_client_over_pipes() -> None:
    done = subprocess.run(
        [*CLIENT, "--prompt", "alpha beta gamma", *AGENT],
        capture_output=True,
        timeout=60,
        check=True,
    )
    lines = done.stdout.decode().splitlines()
    assert lines[0] == "protocolVersion: 2"
    echoed = json.loads(lines[1].removeprefix("[update] "))
    assert echoed == {
        "sessionUpdate": "user_message",
        "messageId": "user-1",
        "content": [{"type": "text", "text": "alpha beta gamma"}],
    }
    # Each word keeps the space after it: the chunks, joined, are the prompt.
    assert lines[2:5] == [f"[agent_message_chunk] {w}" for w in ("alpha ", "beta ", "gamma")]
    assert lines[5:] == ["messageId: user-1"]


def test_the_v2_connections_are_bound_to_v2_tables() -> None:
    async def main() -> None:
        (ar, aw), (cr, cw) = await _pair()
        agent_conn = v2.AgentSideConnection(_V2Agent(), ar, aw)
        client_conn = v2.ClientSideConnection(_V2Client(), cr, cw)
        assert isinstance(agent_conn.client, v2.ClientPeer)
        assert isinstance(client_conn.agent, v2.AgentPeer)
        async with agent_conn, client_conn:
            # A v2-only method: `auth/logout` does not exist in v1.
            assert "auth/logout" in v2.METHODS and "auth/logout" not in acp_wire.METHODS
            with pytest.raises(acp_wire.PeerRequestError) as caught:
                await client_conn.agent.auth_logout(v2.LogoutAuthRequest())
            assert caught.value.code == -32601  # the agent does not implement it

    asyncio.run(asyncio.wait_for(main(), TIMEOUT))


@pytest.mark.parametrize(
    ("side", "answered"),
    [(AgentSideConnection, True), (v2.AgentSideConnection, False)],
    ids=["v1", "v2"],
)
def test_a_parse_error_is_answered_with_a_null_id_only_where_the_id_may_be_null(
    side: type, answered: bool, caplog: pytest.LogCaptureFixture
) -> None:
    """v1's `RequestId` admits null, so a line that is not JSON gets the JSON-RPC -32700 with
    a null id; v2's does not (schema/v2 `RequestId`), so no valid answer exists: logged."""

    async def main() -> list[bytes]:
        (ar, aw), (cr, cw) = await _pair()
        conn = side(_V2Agent() if side is v2.AgentSideConnection else _V1Agent(), ar, aw)
        conn.start()
        # The bad line, then a request the agent answers -32601: the first answer read tells
        # whether the bad line was answered (lines are handled in read order).
        cw.write(b'{not json\n{"jsonrpc": "2.0", "id": 7, "method": "_unknown", "params": {}}\n')
        await cw.drain()
        lines = [await cr.readline()]
        if json.loads(lines[0])["id"] != 7:
            lines.append(await cr.readline())
        await conn.close()
        return lines

    with caplog.at_level(logging.WARNING, logger="acp_wire"):
        lines = asyncio.run(asyncio.wait_for(main(), TIMEOUT))
    answers = [json.loads(line) for line in lines]
    assert answers[-1]["id"] == 7 and answers[-1]["error"]["code"] == -32601
    if answered:
        assert len(answers) == 2
        assert answers[0]["id"] is None and answers[0]["error"]["code"] == -32700
    else:
        assert len(answers) == 1
        assert "unanswerable message" in caplog.text


def test_v2_session_cancel_ends_the_turn_and_its_permission_request() -> None:
    """The side rules under v2's record: `session/cancel` answers the session's pending
    `session/request_permission` with v2's `CancelledPermissionOutcome`, and the prompt whose
    handler was running with -32800 (a v2 prompt result needs the inserted message's id)."""

    class Waiting(v2.Client):
        async def session_request_permission(
            self, params: v2.RequestPermissionRequest
        ) -> v2.RequestPermissionResponse:
            await asyncio.Event().wait()
            raise AssertionError("not reached")

    class Asking(v2.Agent):
        asked: asyncio.Future[v2.RequestPermissionResponse]

        async def session_prompt(self, params: v2.PromptRequest) -> v2.PromptResponse:
            request = v2.decode(
                json.dumps(
                    {
                        "sessionId": params.session_id,
                        "title": "t",
                        "options": [{"optionId": "y", "name": "Yes", "kind": "allow_once"}],
                    }
                ).encode(),
                v2.RequestPermissionRequest,
            )
            # Shielded: the permission answer outlives this cancelled handler.
            self.asked = asyncio.ensure_future(self.conn.client.session_request_permission(request))
            await asyncio.shield(self.asked)
            return v2.PromptResponse(message_id="m")

    async def main() -> None:
        (ar, aw), (cr, cw) = await _pair()
        agent = Asking()
        async with (
            v2.AgentSideConnection(agent, ar, aw),
            v2.ClientSideConnection(Waiting(), cr, cw) as client_conn,
        ):
            assert isinstance(client_conn, v2.ClientSideConnection)
            prompt = asyncio.ensure_future(
                client_conn.agent.session_prompt(
                    v2.PromptRequest(session_id="s", prompt=[v2.TextContent(text="x")])
                )
            )
            while not client_conn._in_flight:  # the permission request is in
                await asyncio.sleep(0.001)
            await client_conn.session_cancel("s")
            with pytest.raises(acp_wire.PeerRequestError) as caught:
                await prompt
            assert caught.value.code == -32800
            answer = await agent.asked
        assert isinstance(answer.outcome, v2.CancelledPermissionOutcome)

    asyncio.run(asyncio.wait_for(main(), TIMEOUT))
