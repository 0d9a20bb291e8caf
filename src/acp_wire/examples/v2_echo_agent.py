"""An ACP v2 (draft) agent that echoes each prompt word by word, on `acp_wire.v2`.

It follows v2's prompt lifecycle: it accepts the prompt (the `session/prompt` response carries
the inserted user message's id), then streams the turn as session updates (`state_update`
running, the `user_message` echo v2 asks of agents, one `agent_message_chunk` per word) and
ends it with `state_update` idle and its stop reason.

`acp.Agent`'s default `initialize` answers for it: the negotiated version, `info` from
`agent_name` / `agent_version`, and the `session` capability, since the class implements
v2's baseline session methods (`session/new`, `list`, `resume`, `close`, `prompt`, `cancel`).
Sessions get unique ids (`new_session_id()`); a request for any other id is answered -32002
(`require_session`); `session/close` cancels the session's running turn as `session/cancel`
does. `--delay SECONDS` waits before each word; `--versions 1,2` serves v1's echo agent
in the same process too, the client's `initialize` picking which.
"""

import asyncio
from typing import Any

import acp_wire.v2 as acp
from acp_wire.examples import agents, delay
from acp_wire.helpers import replay_v2_history


class EchoAgent(acp.Agent):  # acp.Agent's on_connect keeps the connection as self.conn
    agent_name = "acp-wire-v2-echo"
    agent_version = "1.0.0"

    def __init__(self) -> None:
        self.cwds: dict[str, str] = {}  # live sessions -> their working directory
        self.history: dict[str, list[acp.SessionUpdate]] = {}  # what `replayFrom` replays
        self.turns: dict[str, asyncio.Task[Any]] = {}  # session -> its running turn
        self.messages = 0  # message ids are unique over the agent's life

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        session_id = self.new_session_id()
        self.cwds[session_id] = params.cwd
        self.history[session_id] = []
        return acp.NewSessionResponse(session_id=session_id)

    async def session_list(self, params: acp.ListSessionsRequest) -> acp.ListSessionsResponse:
        sessions = [
            acp.SessionInfo(session_id=s, cwd=cwd)
            for s, cwd in self.cwds.items()
            if not isinstance(params.cwd, str) or params.cwd == cwd
        ]
        return acp.ListSessionsResponse(sessions=sessions)

    async def session_resume(self, params: acp.ResumeSessionRequest) -> acp.ResumeSessionResponse:
        self.require_session(params.session_id)
        if isinstance(params.replay_from, acp.ReplayFromStart):  # replay before answering
            # Each message rebuilt from its chunks starts with its `agent_message` whose
            # `content` is `[]` (session setup: the agent MUST send it first).
            for update in replay_v2_history(self.history[params.session_id]):
                await self.conn.send_update(params.session_id, update)
        return acp.ResumeSessionResponse()

    async def session_close(self, params: acp.CloseSessionRequest) -> acp.CloseSessionResponse:
        self.require_session(params.session_id)
        # session setup: "The Agent MUST cancel any ongoing work for that session as if
        # `session/cancel` had been called, then free the resources".
        turn = self.turns.get(params.session_id)
        if turn is not None:
            turn.cancel()
            await asyncio.wait([turn])  # its idle update goes out before the close answer
        self.end_session(params.session_id)
        del self.cwds[params.session_id], self.history[params.session_id]
        return acp.CloseSessionResponse()

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        self.require_session(params.session_id)
        # v2 schema, PromptResponse: "Response acknowledging that a user prompt was inserted
        # into the ACP conversation. This response does not indicate that the prompt was
        # merely received or held, nor that the agent has finished processing it. Processing
        # and completion are reported through `state_update` session updates."
        # So: answer now, and run the turn after the answer.
        self.messages += 1
        user_id, agent_id = f"user-{self.messages}", f"agent-{self.messages}"
        turn = asyncio.get_running_loop().create_task(self.run_turn(params, user_id, agent_id))
        self.turns[params.session_id] = turn
        turn.add_done_callback(lambda t: self.turn_ended(params.session_id, t))
        return acp.PromptResponse(message_id=user_id)

    async def run_turn(self, params: acp.PromptRequest, user_id: str, agent_id: str) -> None:
        history = self.history[params.session_id]

        async def send(update: acp.SessionUpdate) -> None:
            history.append(update)
            await self.conn.send_update(params.session_id, update)

        # StateUpdate: "the agent MUST report `running` when foreground work starts, ... and
        # `idle` when it ends. The agent SHOULD include a stop reason on that idle update."
        running = acp.StateUpdateSessionUpdate(state="running")
        await self.conn.send_update(params.session_id, running)
        await send(acp.UserMessage(message_id=user_id, content=params.prompt))
        words = " ".join(b.text for b in params.prompt if isinstance(b, acp.TextContent)).split(" ")
        reason = "end_turn"
        try:
            for word in filter(None, [w + " " for w in words[:-1]] + words[-1:]):  # with spaces
                await asyncio.sleep(delay())
                text = acp.TextContent(text=word)
                await send(acp.AgentMessageChunk(message_id=agent_id, content=text))
        except asyncio.CancelledError:  # session/cancel or session/close
            reason = "cancelled"
        idle = acp.StateUpdateSessionUpdate(state="idle", stop_reason=reason)
        await self.conn.send_update(params.session_id, idle)

    def turn_ended(self, session_id: str, turn: "asyncio.Task[Any]") -> None:
        if self.turns.get(session_id) is turn:  # not a later turn of the same session
            del self.turns[session_id]

    async def session_cancel(self, params: acp.CancelSessionNotification) -> None:
        turn = self.turns.get(params.session_id)
        if turn is not None:
            turn.cancel()


if __name__ == "__main__":
    acp.run_agent(agents(EchoAgent(), 2))  # `--versions 1,2`: v1's echo agent too
