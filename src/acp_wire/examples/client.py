"""An ACP client: spawn an agent, initialize, open a session, send one prompt, print the turn.

    python -m acp_wire.examples.client [--cancel-after N] [--prompt TEXT] AGENT_COMMAND [ARGS...]

Everything from AGENT_COMMAND on is the agent's command line, its options included (a `--`
before it is accepted, not needed). Prints each session update as it arrives
(`[agent_message_chunk] word`), then `stopReason: <reason>`. Ctrl-C, or `--cancel-after N`
updates, sends `session/cancel`: the agent ends the turn with stopReason `cancelled` and the
client exits normally; a second Ctrl-C stops waiting for it.

Exit status: 0 when the turn ended, 2 when the agent could not be started, closed the connection
(it exited or crashed: its own stderr is shown above the client's line) or answered with an error;
130 after a second Ctrl-C. Each failure is one line on stderr naming the agent command.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shlex
import signal
import sys

import msgspec

import acp_wire as acp

# An update printed whole up to this many characters; a longer one is cut, saying how long it was.
LONGEST_UPDATE = 300
# How many command names the summary of an `available_commands_update` shows.
COMMANDS_SHOWN = 5


def describe(update: object) -> str:
    """One line for an update other than a text chunk: the command list summarised (agents send
    dozens of commands, kilobytes of JSON, and some send the list more than once), anything else
    as JSON, cut at `LONGEST_UPDATE` characters."""
    if isinstance(update, acp.AvailableCommandsUpdate):
        names = [command.name for command in update.available_commands]
        shown = ", ".join(names[:COMMANDS_SHOWN]) + (", ..." if len(names) > COMMANDS_SHOWN else "")
        return f"[available_commands_update] available commands: {len(names)} ({shown})"
    text = msgspec.json.encode(update).decode()
    if len(text) > LONGEST_UPDATE:
        text = f"{text[:LONGEST_UPDATE]}... ({len(text)} characters)"
    return f"[update] {text}"


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
            print(describe(update), flush=True)
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
    parser = argparse.ArgumentParser(
        prog="python -m acp_wire.examples.client", description=(__doc__ or "").split("\n\n")[0]
    )
    parser.add_argument(
        "--prompt",
        default="hello from the acp-wire example client",
        help="the prompt to send (default: %(default)s)",
    )
    parser.add_argument(
        "--cancel-after",
        type=int,
        default=None,
        metavar="N",
        help="send session/cancel after N session updates (Ctrl-C does too)",
    )
    parser.add_argument(
        "command",
        nargs=argparse.REMAINDER,
        metavar="AGENT_COMMAND",
        help="the agent command and its arguments (a -- before it is accepted)",
    )
    args = parser.parse_args()
    if args.command[:1] == ["--"]:
        args.command = args.command[1:]
    if not args.command:
        parser.error("the agent command is required")
    return args


def fail(message: str) -> int:
    """Say what went wrong on one line, as `client: ...`; the exit status of a failed run."""
    print(f"client: {message}", file=sys.stderr, flush=True)
    return 2


async def main() -> int:
    args = parse_args()
    shown = shlex.join(args.command)
    try:
        return await run(args)
    except ConnectionError:  # before OSError, of which it is one
        return fail(
            f"the agent `{shown}` closed the connection (it exited or crashed; its own error "
            "output, if any, is above): run that command alone to see why"
        )
    except FileNotFoundError:
        return fail(
            f"cannot start the agent: {args.command[0]!r} was not found; check the command "
            "(is it installed, on PATH, in the active virtualenv?)"
        )
    except PermissionError:
        return fail(
            f"cannot start the agent: {args.command[0]!r} is not executable; "
            f"run it through its interpreter (python {args.command[0]} ...) or chmod +x it"
        )
    except OSError as error:
        return fail(
            f"cannot start the agent `{shown}`: {error.strerror or error}; check the command"
        )
    except acp.RequestError as error:
        return fail(f"the agent `{shown}` answered with an error: {error}")


async def run(args: argparse.Namespace) -> int:
    """The client's one conversation with the agent `args.command`."""
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
