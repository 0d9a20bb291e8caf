"""An ACP v2 (draft) client on `acp_wire.v2`: spawn an agent, initialize, open a session,
send one prompt, print each session update until the turn ends, then the prompt's message id
and the turn's stop reason.

    python -m acp_wire.examples.v2_client [--prompt TEXT] AGENT_COMMAND [AGENT_ARGS...]

In v2 the `session/prompt` response only says that the prompt was inserted; the turn ends
with a `state_update` whose state is `idle`.
"""

from __future__ import annotations

import argparse
import asyncio
import os

import msgspec

import acp_wire.v2 as acp


class PrintingClient(acp.Client):
    def __init__(self) -> None:
        self.idle = asyncio.Event()  # set by the `state_update` idle that ends the turn
        self.stop_reason: str | None = None

    async def session_update(self, params: acp.UpdateSessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            print(f"[agent_message_chunk] {update.content.text}", flush=True)
        else:
            print(f"[update] {msgspec.json.encode(update).decode()}", flush=True)
        # v2 schema, StateUpdate: the agent reports "`idle` when it ends. The agent SHOULD
        # include a stop reason on that idle update." IdleStateUpdate: "Receivers treat an
        # omitted, `null`, or malformed `stopReason` as the agent not reporting one."
        if isinstance(update, acp.StateUpdateSessionUpdate) and update.state == "idle":
            reason = update.stop_reason
            self.stop_reason = reason if isinstance(reason, str) else None
            self.idle.set()


async def main(prompt: str, command: list[str]) -> None:
    client = PrintingClient()
    async with acp.spawn_agent(command, client) as (conn, process):
        init = await conn.agent.initialize(
            acp.InitializeRequest(
                protocol_version=2, info=acp.Implementation(name="acp-wire-v2-client", version="0")
            )
        )
        print(f"protocolVersion: {init.protocol_version}", flush=True)
        session = await conn.agent.session_new(acp.NewSessionRequest(cwd=os.getcwd()))
        # v2 schema, PromptResponse: "This response does not indicate ... that the agent has
        # finished processing it. Processing and completion are reported through
        # `state_update` session updates." The turn ends on `state_update` idle.
        client.idle.clear()
        response = await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text=prompt)])
        )
        ended = asyncio.ensure_future(client.idle.wait())
        exited = asyncio.ensure_future(process.wait())  # an agent that quits ends it too
        await asyncio.wait({ended, exited}, return_when=asyncio.FIRST_COMPLETED)
        for waiter in (ended, exited):
            waiter.cancel()
        print(f"messageId: {response.message_id}", flush=True)
        if client.idle.is_set():
            print(f"stopReason: {client.stop_reason}", flush=True)
        else:
            print("the agent exited before the turn ended", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        prog="python -m acp_wire.examples.v2_client", description=(__doc__ or "").split("\n\n")[0]
    )
    parser.add_argument(
        "--prompt",
        default="hello from the acp-wire v2 client",
        help="the prompt to send (default: %(default)s)",
    )
    parser.add_argument(
        "command",
        nargs=argparse.REMAINDER,
        metavar="AGENT_COMMAND",
        help="the agent command and its arguments (a -- before it is accepted)",
    )
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give the agent command")
    asyncio.run(main(args.prompt, command))
