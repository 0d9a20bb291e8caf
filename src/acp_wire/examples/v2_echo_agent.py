"""An ACP v2 (draft) agent that echoes each prompt word by word, on `acp_wire.v2`.

It follows v2's prompt lifecycle: it accepts the prompt (the `session/prompt` response carries
the inserted user message's id), then streams the turn as session updates (`state_update`
running, the `user_message` echo v2 asks of agents, one `agent_message_chunk` per word) and
ends it with `state_update` idle and its stop reason.
"""

import asyncio
from typing import Any

import acp_wire.v2 as acp


class EchoAgent(acp.Agent):  # acp.Agent's on_connect keeps the connection as self.conn
    def __init__(self) -> None:
        self.turns: set[asyncio.Task[Any]] = set()  # running turns, kept until they end

    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(
            protocol_version=params.protocol_version,
            info=acp.Implementation(name="acp-wire-v2-echo", version="0"),
        )

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id="echo-1")

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        # v2 schema, PromptResponse: "Response acknowledging that a user prompt was inserted
        # into the ACP conversation. This response does not indicate that the prompt was
        # merely received or held, nor that the agent has finished processing it. Processing
        # and completion are reported through `state_update` session updates."
        # So: answer now, and run the turn after the answer.
        turn = asyncio.get_running_loop().create_task(self.run_turn(params, "user-1"))
        self.turns.add(turn)
        turn.add_done_callback(self.turns.discard)
        return acp.PromptResponse(message_id="user-1")

    async def run_turn(self, params: acp.PromptRequest, user_id: str) -> None:
        send = self.conn.send_update
        # StateUpdate: "the agent MUST report `running` when foreground work starts, ... and
        # `idle` when it ends. The agent SHOULD include a stop reason on that idle update."
        await send(params.session_id, acp.StateUpdateSessionUpdate(state="running"))
        await send(params.session_id, acp.UserMessage(message_id=user_id, content=params.prompt))
        words = " ".join(b.text for b in params.prompt if isinstance(b, acp.TextContent)).split(" ")
        reason = "end_turn"
        try:
            for word in filter(None, [w + " " for w in words[:-1]] + words[-1:]):  # with spaces
                text = acp.TextContent(text=word)
                await send(
                    params.session_id, acp.AgentMessageChunk(message_id="agent-1", content=text)
                )
        except asyncio.CancelledError:  # session/cancel
            reason = "cancelled"
        idle = acp.StateUpdateSessionUpdate(state="idle", stop_reason=reason)
        await send(params.session_id, idle)

    async def session_cancel(self, params: acp.CancelSessionNotification) -> None:
        for turn in list(self.turns):  # one session: every running turn is its foreground work
            turn.cancel()


if __name__ == "__main__":
    acp.run_agent(EchoAgent())
