"""`session/close` ends the session's running turn through the same path as `session/cancel`
(issue 24): session setup says the agent "MUST cancel any ongoing work for that session as if
`session/cancel` had been called". Bytes in, actions out at the endpoint, then over a pair."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import acp_wire as acp
from acp_wire import v2
from acp_wire.connection import memory_pair
from acp_wire.connection._endpoint import Cancel, Endpoint, InFlight, Start
from acp_wire.connection._sides import AgentRules

CANCELLED = -32800  # ACP's "request cancelled"


def line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode()


def prompt(id: int, session: str, prompt_member: str = "prompt") -> bytes:
    params = {"sessionId": session, prompt_member: [{"type": "text", "text": "hi"}]}
    return line({"jsonrpc": "2.0", "id": id, "method": "session/prompt", "params": params})


def close(id: int, session: str) -> bytes:
    params = {"sessionId": session}
    return line({"jsonrpc": "2.0", "id": id, "method": "session/close", "params": params})


def started(endpoint: Endpoint, frame: bytes) -> InFlight:
    endpoint.receive(frame)
    (action,) = endpoint.take_actions()
    assert isinstance(action, Start)
    return action.entry


def test_v1_close_cancels_that_sessions_turn_before_its_own_handler_starts() -> None:
    endpoint = Endpoint(acp.BINDING, AgentRules(acp.BINDING))
    mine = started(endpoint, prompt(1, "s1"))
    other = started(endpoint, prompt(2, "s2"))
    endpoint.receive(close(3, "s1"))
    cancel, start = endpoint.take_actions()
    assert isinstance(cancel, Cancel) and cancel.entry is mine
    assert isinstance(start, Start) and start.entry.message.method == "session/close"
    assert other.cancelled_by is None
    answer = endpoint.finish(mine, error=RuntimeError("interrupted"))
    assert answer is not None
    assert json.loads(answer)["result"] == {"stopReason": "cancelled"}


def test_v1_close_of_a_session_without_a_turn_only_starts_its_handler() -> None:
    endpoint = Endpoint(acp.BINDING, AgentRules(acp.BINDING))
    other = started(endpoint, prompt(1, "s2"))
    entry = started(endpoint, close(2, "s1"))
    assert entry.message.method == "session/close" and other.cancelled_by is None


def test_v2_close_answers_the_running_prompt_request_cancelled() -> None:
    """v2's prompt response cannot be made up, so a turn ended by close is -32800, as by
    cancel."""
    endpoint = Endpoint(v2.BINDING, AgentRules(v2.BINDING))
    mine = started(endpoint, prompt(1, "s1"))
    endpoint.receive(close(2, "s1"))
    cancel, start = endpoint.take_actions()
    assert isinstance(cancel, Cancel) and cancel.entry is mine
    assert isinstance(start, Start)
    answer = endpoint.finish(mine, error=RuntimeError("interrupted"))
    assert answer is not None
    assert json.loads(answer)["error"]["code"] == CANCELLED


class SlowAgent(acp.Agent):
    """A v1 agent whose turn runs until something ends it; close only forgets the session."""

    def __init__(self) -> None:
        self.turn: asyncio.Task[Any] | None = None

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=self.new_session_id())

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        self.require_session(params.session_id)
        self.turn = asyncio.current_task()
        await asyncio.Event().wait()
        return acp.PromptResponse(stop_reason="end_turn")

    async def session_close(self, params: acp.CloseSessionRequest) -> acp.CloseSessionResponse:
        self.require_session(params.session_id)
        self.end_session(params.session_id)
        return acp.CloseSessionResponse()


class Editor(acp.Client):
    pass


def test_over_a_pair_close_ends_the_turn_with_cancelled() -> None:
    async def run() -> str:
        agent = SlowAgent()
        a, b = memory_pair()
        agent_conn = acp.AgentSideConnection(agent, a)
        conn = acp.ClientSideConnection(Editor(), b)
        agent_conn.start()
        conn.start()
        try:
            await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
            new = await conn.agent.session_new(acp.NewSessionRequest(cwd="/w", mcp_servers=[]))
            request = acp.PromptRequest(
                session_id=new.session_id, prompt=[acp.TextContent(text="hi")]
            )
            turn = asyncio.ensure_future(conn.agent.session_prompt(request))
            while agent.turn is None:
                await asyncio.sleep(0)
            await conn.agent.session_close(acp.CloseSessionRequest(session_id=new.session_id))
            return (await asyncio.wait_for(turn, 30)).stop_reason  # a guard, not a measure
        finally:
            await conn.close()
            await agent_conn.close()

    assert asyncio.run(run()) == "cancelled"
