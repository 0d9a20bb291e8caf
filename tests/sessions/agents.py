"""Scripted agents for the sessions tests, one per protocol version, playing the same script.

The prompt "tools" streams two text chunks, announces a `read` and an `edit` tool call, asks
permission for each and completes (allowed) or fails (rejected) them; "wait" streams one chunk
and then waits for `session/cancel`; anything else is echoed back in one chunk. Each new
session gets a fresh id.
"""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import acp_wire as v1
import acp_wire.v2 as v2

_ids = itertools.count(1)


def _text(blocks: list[Any]) -> str:
    return "".join(getattr(b, "text", "") for b in blocks)


class V1Agent(v1.Agent):
    def __init__(self) -> None:
        self.outcomes: list[Any] = []
        self.closed: list[str] = []
        self.closable = True

    async def initialize(self, params: v1.InitializeRequest) -> v1.InitializeResponse:
        caps = v1.AgentCapabilities(
            session_capabilities=v1.SessionCapabilities(close=v1.SessionCloseCapabilities())
        )
        return v1.InitializeResponse(protocol_version=1, agent_capabilities=caps)

    async def session_new(self, params: v1.NewSessionRequest) -> v1.NewSessionResponse:
        return v1.NewSessionResponse(session_id=f"v1-session-{next(_ids)}")

    async def session_close(self, params: v1.CloseSessionRequest) -> v1.CloseSessionResponse:
        if not self.closable:  # as an agent without `session/close` answers
            raise v1.RequestError.method_not_found("session/close")
        self.closed.append(params.session_id)
        return v1.CloseSessionResponse()

    async def session_load(self, params: v1.LoadSessionRequest) -> v1.LoadSessionResponse:
        # session/load: the agent replays the conversation as updates, then answers.
        await self.conn.send_update(params.session_id, v1.agent_text("earlier"))
        return v1.LoadSessionResponse()

    async def session_resume(self, params: v1.ResumeSessionRequest) -> v1.ResumeSessionResponse:
        return v1.ResumeSessionResponse()

    async def session_fork(self, params: v1.ForkSessionRequest) -> v1.ForkSessionResponse:
        return v1.ForkSessionResponse(session_id=f"v1-fork-{next(_ids)}")

    async def session_prompt(self, params: v1.PromptRequest) -> v1.PromptResponse:
        sid, text, send = params.session_id, _text(params.prompt), self.conn.send_update
        if text == "tools":
            await send(sid, v1.agent_text("Hello, "))
            for call_id, title, kind in (("t1", "Read a.py", "read"), ("t2", "Edit a.py", "edit")):
                await send(
                    sid, v1.ToolCall(tool_call_id=call_id, title=title, kind=kind, status="pending")
                )
                answer = await self.conn.client.session_request_permission(
                    v1.RequestPermissionRequest(
                        session_id=sid,
                        tool_call=v1.ToolCallUpdate(tool_call_id=call_id),
                        options=[
                            v1.PermissionOption(option_id="yes", name="Allow", kind="allow_once"),
                            v1.PermissionOption(option_id="no", name="Reject", kind="reject_once"),
                        ],
                    )
                )
                self.outcomes.append(answer.outcome)
                allowed = getattr(answer.outcome, "option_id", None) == "yes"
                status = "completed" if allowed else "failed"
                await send(sid, v1.ToolCallUpdateSessionUpdate(tool_call_id=call_id, status=status))
            await send(sid, v1.agent_text("world"))
            return v1.PromptResponse(stop_reason="end_turn")
        if text == "wait":
            await send(sid, v1.agent_text("waiting"))
            await asyncio.Event().wait()  # until session/cancel cancels this handler
        await send(sid, v1.agent_text(text))
        return v1.PromptResponse(stop_reason="end_turn")


class V2Agent(v2.Agent):
    def __init__(self) -> None:
        self.outcomes: list[Any] = []
        self.closed: list[str] = []
        self.closable = True
        self.turns: dict[str, asyncio.Task[Any]] = {}

    async def initialize(self, params: v2.InitializeRequest) -> v2.InitializeResponse:
        # `session: {}` advertises the baseline session methods, `session/close` among them.
        return v2.InitializeResponse(
            protocol_version=2,
            info=v2.Implementation(name="scripted", version="0"),
            capabilities=v2.AgentCapabilities(session=v2.SessionCapabilities()),
        )

    async def session_new(self, params: v2.NewSessionRequest) -> v2.NewSessionResponse:
        return v2.NewSessionResponse(session_id=f"v2-session-{next(_ids)}")

    async def session_close(self, params: v2.CloseSessionRequest) -> v2.CloseSessionResponse:
        if not self.closable:  # as an agent without `session/close` answers
            raise v2.RequestError.method_not_found("session/close")
        turn = self.turns.get(params.session_id)
        if turn is not None and not turn.done():
            turn.cancel()
            await asyncio.wait((turn,))
        self.closed.append(params.session_id)
        return v2.CloseSessionResponse()

    async def session_cancel(self, params: v2.CancelSessionNotification) -> None:
        turn = self.turns.get(params.session_id)
        if turn is not None:
            turn.cancel()

    async def session_resume(self, params: v2.ResumeSessionRequest) -> v2.ResumeSessionResponse:
        return v2.ResumeSessionResponse()

    async def session_fork(self, params: v2.ForkSessionRequest) -> v2.ForkSessionResponse:
        return v2.ForkSessionResponse(session_id=f"v2-fork-{next(_ids)}")

    async def session_prompt(self, params: v2.PromptRequest) -> v2.PromptResponse:
        message_id = f"user-{next(_ids)}"
        turn = asyncio.get_running_loop().create_task(self.run_turn(params, message_id))
        self.turns[params.session_id] = turn
        return v2.PromptResponse(message_id=message_id)

    async def run_turn(self, params: v2.PromptRequest, message_id: str) -> None:
        sid, text, send = params.session_id, _text(params.prompt), self.conn.send_update
        await send(sid, v2.StateUpdateSessionUpdate(state="running"))
        await send(sid, v2.UserMessage(message_id=message_id, content=params.prompt))
        reason = "end_turn"
        answer_id = f"agent-{next(_ids)}"

        def chunk(words: str) -> Any:
            return v2.AgentMessageChunk(message_id=answer_id, content=v2.TextContent(text=words))

        try:
            if text == "tools":
                await send(sid, chunk("Hello, "))
                for call_id, title, kind in (
                    ("t1", "Read a.py", "read"),
                    ("t2", "Edit a.py", "edit"),
                ):
                    await send(
                        sid,
                        v2.ToolCallUpdateSessionUpdate(
                            tool_call_id=call_id, title=title, kind=kind, status="pending"
                        ),
                    )
                    answer = await self.conn.client.session_request_permission(
                        v2.RequestPermissionRequest(
                            session_id=sid,
                            title=title,
                            subject=v2.ToolCallPermissionSubject(
                                tool_call=v2.ToolCallUpdate(tool_call_id=call_id)
                            ),
                            options=[
                                v2.PermissionOption(
                                    option_id="yes", name="Allow", kind="allow_once"
                                ),
                                v2.PermissionOption(
                                    option_id="no", name="Reject", kind="reject_once"
                                ),
                            ],
                        )
                    )
                    self.outcomes.append(answer.outcome)
                    allowed = getattr(answer.outcome, "option_id", None) == "yes"
                    status = "completed" if allowed else "failed"
                    await send(
                        sid, v2.ToolCallUpdateSessionUpdate(tool_call_id=call_id, status=status)
                    )
                await send(sid, chunk("world"))
            elif text == "wait":
                await send(sid, chunk("waiting"))
                await asyncio.Event().wait()  # until session/cancel cancels this task
            else:
                await send(sid, chunk(text))
        except asyncio.CancelledError:
            reason = "cancelled"
        await send(sid, v2.StateUpdateSessionUpdate(state="idle", stop_reason=reason))


AGENTS = {1: V1Agent, 2: V2Agent}
FACES: dict[int, Any] = {1: v1, 2: v2}
