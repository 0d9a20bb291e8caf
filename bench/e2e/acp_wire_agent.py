"""The end-to-end bench's acp-wire agent: a prompt whose text is a number N is answered with N
`agent_message_chunk` updates, then end_turn; `session/set_mode` answers at once (latency)."""

from __future__ import annotations

import acp_wire
from acp_wire import PromptRequest, PromptResponse, SetSessionModeResponse, TextContent

CHUNK = "The quick brown fox jumps over the lazy dog. "


class BenchAgent(acp_wire.Agent):
    def on_connect(self, conn: acp_wire.AgentSideConnection) -> None:
        self.conn = conn

    async def initialize(self, params: acp_wire.InitializeRequest) -> acp_wire.InitializeResponse:
        return acp_wire.InitializeResponse(protocol_version=params.protocol_version)

    async def session_new(self, params: acp_wire.NewSessionRequest) -> acp_wire.NewSessionResponse:
        return acp_wire.NewSessionResponse(session_id="bench")

    async def session_set_mode(
        self, params: acp_wire.SetSessionModeRequest
    ) -> SetSessionModeResponse:
        return SetSessionModeResponse()

    async def session_prompt(self, params: PromptRequest) -> PromptResponse:
        block = params.prompt[0]
        count = int(block.text) if isinstance(block, TextContent) else 0
        for _ in range(count):
            await self.conn.send_update(params.session_id, acp_wire.agent_text(CHUNK, "m1"))
        return PromptResponse(stop_reason="end_turn")


if __name__ == "__main__":
    acp_wire.run_agent(BenchAgent())
