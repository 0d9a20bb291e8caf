"""An ACP agent that echoes each prompt word by word; `--delay SECONDS` waits before each word."""

import asyncio

import acp_wire as acp
from acp_wire.examples import agents, delay


class EchoAgent(acp.Agent):  # answers initialize; on_connect keeps the connection as self.conn
    agent_name, agent_version = "acp-wire-echo", "1.0.0"  # sent as agentInfo

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=self.new_session_id())  # unique, and recorded

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        self.require_session(params.session_id)  # an id new_session_id() did not give: -32002
        words = " ".join(b.text for b in params.prompt if isinstance(b, acp.TextContent)).split(" ")
        for word in filter(None, [w + " " for w in words[:-1]] + words[-1:]):  # keep the spaces
            await asyncio.sleep(delay())
            await self.conn.send_update(params.session_id, acp.agent_text(word, "echo"))
        return acp.PromptResponse(stop_reason="end_turn")


if __name__ == "__main__":
    acp.run_agent(agents(EchoAgent(), 1))  # `--versions 1,2`: v2's echo agent too
