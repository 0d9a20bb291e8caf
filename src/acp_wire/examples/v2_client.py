"""An ACP v2 (draft) client on `acp_wire.v2`: spawn an agent, initialize, open a session,
send one prompt, print each session update and then the prompt's response.

    python -m acp_wire.examples.v2_client [--prompt TEXT] AGENT_COMMAND [AGENT_ARGS...]
"""

from __future__ import annotations

import argparse
import asyncio
import os

import msgspec

import acp_wire.v2 as acp


class PrintingClient(acp.Client):
    async def session_update(self, params: acp.UpdateSessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            print(f"[agent_message_chunk] {update.content.text}", flush=True)
        else:
            print(f"[update] {msgspec.json.encode(update).decode()}", flush=True)


async def main(prompt: str, command: list[str]) -> None:
    async with acp.spawn_agent(command, PrintingClient()) as (conn, _process):
        init = await conn.agent.initialize(
            acp.InitializeRequest(
                protocol_version=2, info=acp.Implementation(name="acp-wire-v2-client", version="0")
            )
        )
        print(f"protocolVersion: {init.protocol_version}", flush=True)
        session = await conn.agent.session_new(acp.NewSessionRequest(cwd=os.getcwd()))
        response = await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text=prompt)])
        )
        print(f"messageId: {response.message_id}", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--prompt", default="hello from the acp-wire v2 client")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the agent command")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give the agent command")
    asyncio.run(main(args.prompt, command))
