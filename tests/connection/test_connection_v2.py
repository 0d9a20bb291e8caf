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
from typing import Any

import pytest

import acp_wire
from acp_wire import AgentSideConnection, v2
from tests.support.paths import ROOT


class _V2Agent(v2.Agent):
    """A v2 agent implementing nothing: every request is answered -32601."""


class _V1Agent(acp_wire.Agent):
    pass


class _V2Client(v2.Client):
    pass


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
    updates = [json.loads(line.removeprefix("[update] ")) for line in lines[1:3] + lines[6:7]]
    assert updates == [
        {"sessionUpdate": "state_update", "state": "running"},
        {
            "sessionUpdate": "user_message",
            "messageId": "user-1",
            "content": [{"type": "text", "text": "alpha beta gamma"}],
        },
        {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"},
    ]
    # Each word keeps the space after it: the chunks, joined, are the prompt.
    assert lines[3:6] == [f"[agent_message_chunk] {w}" for w in ("alpha ", "beta ", "gamma")]
    assert lines[7:] == ["messageId: user-1", "stopReason: end_turn"]


def test_v2_echo_agent_answers_the_prompt_before_it_streams_the_turn() -> None:
    """v2 PromptResponse: "Response acknowledging that a user prompt was inserted ...
    Processing and completion are reported through `state_update` session updates." The agent
    answers, then reports `running`, the echo, and ends the turn with `state_update` idle."""
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 2}},
        {"jsonrpc": "2.0", "id": 2, "method": "session/new", "params": {"cwd": "/"}},
        {
            "jsonrpc": "2.0",
            "id": 3,
            "method": "session/prompt",
            "params": {"sessionId": "", "prompt": [{"type": "text", "text": "hi"}]},
        },
    ]

    async def main() -> list[Any]:
        agent = await asyncio.create_subprocess_exec(
            *AGENT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
        )
        assert agent.stdin is not None and agent.stdout is not None
        agent.stdin.write(b"".join(json.dumps(m).encode() + b"\n" for m in lines[:2]))
        received: list[Any] = [json.loads(await agent.stdout.readline()) for _ in range(2)]
        # The session the agent made (its ids are unique, not known in advance).
        lines[2]["params"]["sessionId"] = received[1]["result"]["sessionId"]
        agent.stdin.write(json.dumps(lines[2]).encode() + b"\n")
        while True:
            message = json.loads(await agent.stdout.readline())
            received.append(message)
            if message.get("params", {}).get("update", {}).get("state") == "idle":
                break
        agent.stdin.close()
        await agent.wait()
        return received

    received = asyncio.run(asyncio.wait_for(main(), TIMEOUT))
    after_prompt = received[2:]
    assert after_prompt[0] == {"jsonrpc": "2.0", "id": 3, "result": {"messageId": "user-1"}}
    assert [m["params"]["update"]["sessionUpdate"] for m in after_prompt[1:]] == [
        "state_update",
        "user_message",
        "agent_message_chunk",
        "state_update",
    ]


def test_v2_client_waits_for_the_turn_to_end(tmp_path: Path) -> None:
    """The turn ends on `state_update` idle, not on the prompt's response: an agent that
    answers first and streams later is followed to the end."""
    agent = tmp_path / "late_agent.py"
    agent.write_text(LATE_AGENT)
    done = subprocess.run(
        [*CLIENT, "--prompt", "hi", sys.executable, str(agent)],
        capture_output=True,
        timeout=60,
        check=True,
    )
    lines = done.stdout.decode().splitlines()
    assert lines[-4:] == [
        "[agent_message_chunk] late",
        '[update] {"sessionUpdate":"state_update","state":"idle","stopReason":"end_turn"}',
        "messageId: m1",
        "stopReason: end_turn",
    ]


# A v2 agent speaking raw JSON lines: it answers the prompt, waits for a moment, then streams.
LATE_AGENT = """
import json, sys, time

def send(message):
    sys.stdout.write(json.dumps(message) + "\\n")
    sys.stdout.flush()

for line in sys.stdin:
    request = json.loads(line)
    method, id = request.get("method"), request.get("id")
    if method == "initialize":
        info = {"name": "late", "version": "0"}
        send({"jsonrpc": "2.0", "id": id, "result": {"protocolVersion": 2, "info": info}})
    elif method == "session/new":
        send({"jsonrpc": "2.0", "id": id, "result": {"sessionId": "s"}})
    elif method == "session/prompt":
        send({"jsonrpc": "2.0", "id": id, "result": {"messageId": "m1"}})
        time.sleep(0.2)
        for update in (
            {"sessionUpdate": "agent_message_chunk", "messageId": "a1",
             "content": {"type": "text", "text": "late"}},
            {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"},
        ):
            send({"jsonrpc": "2.0", "method": "session/update",
                  "params": {"sessionId": "s", "update": update}})
"""


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
            while not client_conn._endpoint.in_flight:  # the permission request is in
                await asyncio.sleep(0.001)
            await client_conn.session_cancel("s")
            with pytest.raises(acp_wire.PeerRequestError) as caught:
                await prompt
            assert caught.value.code == -32800
            answer = await agent.asked
        assert isinstance(answer.outcome, v2.CancelledPermissionOutcome)

    asyncio.run(asyncio.wait_for(main(), TIMEOUT))
