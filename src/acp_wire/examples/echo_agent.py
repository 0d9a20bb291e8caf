"""An ACP agent that echoes each prompt word by word; `--delay SECONDS` waits before each word."""

import asyncio
import sys

import acp_wire as acp


class EchoAgent(acp.Agent):  # acp.Agent's on_connect keeps the connection as self.conn
    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(protocol_version=params.protocol_version)

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id="echo-1")

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        words = " ".join(b.text for b in params.prompt if isinstance(b, acp.TextContent)).split(" ")
        for word in filter(None, [w + " " for w in words[:-1]] + words[-1:]):  # keep the spaces
            await asyncio.sleep(float(sys.argv[2]) if sys.argv[1:2] == ["--delay"] else 0)
            await self.conn.send_update(params.session_id, acp.agent_text(word, "echo"))
        return acp.PromptResponse(stop_reason="end_turn")


if __name__ == "__main__":
    acp.run_agent(EchoAgent())
