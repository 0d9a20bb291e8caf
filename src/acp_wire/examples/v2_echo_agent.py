"""An ACP v2 (draft) agent that echoes each prompt word by word, on `acp_wire.v2`.

It echoes the user message (`user_message`, as v2 asks of agents), streams one
`agent_message_chunk` per word, then answers the prompt with the inserted message's id.
"""

import acp_wire.v2 as acp


class EchoAgent(acp.Agent):  # acp.Agent's on_connect keeps the connection as self.conn
    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(
            protocol_version=params.protocol_version,
            info=acp.Implementation(name="acp-wire-v2-echo", version="0"),
        )

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id="echo-1")

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        user_id, reply_id = "user-1", "agent-1"
        conn = self.conn
        await conn.send_update(
            params.session_id, acp.UserMessage(message_id=user_id, content=params.prompt)
        )
        text = " ".join(b.text for b in params.prompt if isinstance(b, acp.TextContent))
        for word in text.split():
            chunk = acp.AgentMessageChunk(message_id=reply_id, content=acp.TextContent(text=word))
            await conn.send_update(params.session_id, chunk)
        return acp.PromptResponse(message_id=user_id)


if __name__ == "__main__":
    acp.run_agent(EchoAgent())
