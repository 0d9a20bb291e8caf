"""An ACP client: spawn an agent, initialize, open a session, send one prompt, print the turn.

    python examples/client.py [--cancel-after N] [--prompt TEXT] -- AGENT_COMMAND...

Prints each session update as it arrives (`[agent_message_chunk] word`), then
`stopReason: <reason>`. With `--cancel-after N` it sends `session/cancel` after N updates.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

import msgspec

from acp_wire import (
    AgentMessageChunk,
    CancelNotification,
    ClientCapabilities,
    InitializeRequest,
    NewSessionRequest,
    PromptRequest,
    SessionNotification,
    TextContent,
)
from acp_wire._generated.protocols import Client
from acp_wire.connection import ClientSideConnection, spawn_agent

PROTOCOL_VERSION = 1


class PrintingClient(Client):
    def __init__(self, cancel_after: int | None) -> None:
        self.cancel_after = cancel_after
        self.updates = 0
        self.conn: ClientSideConnection | None = None

    async def session_update(self, params: SessionNotification) -> None:
        update = params.update
        if isinstance(update, AgentMessageChunk) and isinstance(update.content, TextContent):
            print(f"[agent_message_chunk] {update.content.text}", flush=True)
        else:
            print(f"[update] {msgspec.json.encode(update).decode()}", flush=True)
        self.updates += 1
        if self.updates == self.cancel_after and self.conn is not None:
            print("[cancel]", flush=True)
            await self.conn.agent.session_cancel(CancelNotification(session_id=params.session_id))


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--prompt", default="hello from the acp-wire example client")
    parser.add_argument("--cancel-after", type=int, default=None)
    parser.add_argument("command", nargs="+", help="the agent command")
    args = parser.parse_args()
    client = PrintingClient(args.cancel_after)
    # On the way out: the agent's stdin is closed, then it is terminated, then killed, each
    # after a bounded wait; an agent that ignores the end of its input cannot hang us.
    async with spawn_agent(args.command, client) as (conn, _process):
        client.conn = conn
        init = await conn.agent.initialize(
            InitializeRequest(
                protocol_version=PROTOCOL_VERSION, client_capabilities=ClientCapabilities()
            )
        )
        print(f"initialized: protocolVersion {init.protocol_version}", flush=True)
        session = await conn.agent.session_new(NewSessionRequest(cwd=os.getcwd(), mcp_servers=[]))
        print(f"session: {session.session_id}", flush=True)
        result = await conn.agent.session_prompt(
            PromptRequest(session_id=session.session_id, prompt=[TextContent(text=args.prompt)])
        )
        print(f"stopReason: {result.stop_reason}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
