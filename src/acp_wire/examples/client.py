"""An ACP client: spawn an agent, initialize, open a session, send one prompt, print the turn.

    python -m acp_wire.examples.client [--cancel-after N] [--prompt TEXT] AGENT_COMMAND [ARGS...]

Everything from AGENT_COMMAND on is the agent's command line, its options included (a `--`
before it is accepted, not needed). Prints each session update as it arrives
(`[agent_message_chunk] word`), then `stopReason: <reason>`. Ctrl-C, or `--cancel-after N`
updates, sends `session/cancel`: the agent ends the turn with stopReason `cancelled` and the
client exits normally; a second Ctrl-C stops waiting for it.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys

import msgspec

import acp_wire as acp


class PrintingClient(acp.Client):
    def __init__(self, cancel_after: int | None) -> None:
        self.cancel_after = cancel_after
        self.updates = 0
        self.session_id: str | None = None
        self.cancelled = False

    async def session_update(self, params: acp.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            print(f"[agent_message_chunk] {update.content.text}", flush=True)
        else:
            print(f"[update] {msgspec.json.encode(update).decode()}", flush=True)
        self.updates += 1
        if self.updates == self.cancel_after:
            await self.cancel()

    async def cancel(self) -> None:
        """Cancel the running turn (`session/cancel`), once."""
        if self.session_id is not None and not self.cancelled:
            self.cancelled = True
            print("[cancel]", flush=True)
            await self.conn.session_cancel(self.session_id)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--prompt", default="hello from the acp-wire example client")
    parser.add_argument("--cancel-after", type=int, default=None, metavar="N")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the agent command")
    args = parser.parse_args()
    if args.command[:1] == ["--"]:
        args.command = args.command[1:]
    if not args.command:
        parser.error("the agent command is required")
    return args


async def main() -> int:
    args = parse_args()
    client = PrintingClient(args.cancel_after)
    # On the way out the agent's stdin is closed, then it is terminated, then killed, each after
    # a bounded wait. It runs in its own process group: Ctrl-C in the terminal reaches only us.
    async with acp.spawn_agent(args.command, client, own_process_group=True) as (conn, _):
        init = await conn.agent.initialize(
            acp.InitializeRequest(protocol_version=acp.PROTOCOL_VERSION)
        )
        print(f"initialized: protocolVersion {init.protocol_version}", flush=True)
        session = await conn.agent.session_new(
            acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[])
        )
        print(f"session: {session.session_id}", flush=True)
        client.session_id = session.session_id
        prompt = acp.PromptRequest(
            session_id=session.session_id, prompt=[acp.TextContent(text=args.prompt)]
        )
        turn = asyncio.ensure_future(conn.agent.session_prompt(prompt))
        loop = asyncio.get_running_loop()
        cancelling: set[asyncio.Task[None]] = set()

        def on_interrupt() -> None:
            if client.cancelled:
                turn.cancel()  # a second Ctrl-C: stop waiting for the agent
            else:
                cancelling.add(loop.create_task(client.cancel()))

        loop.add_signal_handler(signal.SIGINT, on_interrupt)
        try:
            result = await turn
        except asyncio.CancelledError:
            print("interrupted", file=sys.stderr, flush=True)
            return 130
        finally:
            loop.remove_signal_handler(signal.SIGINT)
        print(f"stopReason: {result.stop_reason}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
