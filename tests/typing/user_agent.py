# pyright: strict
"""An agent and a small client written as a new user would: type-checked, never run.

`test_user_code.py` runs mypy --strict and pyright strict over it. Each line marked
`# MISTAKE: name` is a mistake both checkers must report at that line; with those lines
replaced by `pass`, the rest must be clean. Nothing here annotates `self.conn`: the handler
protocols type it.
"""

from __future__ import annotations

import asyncio

import acp_wire as acp
import acp_wire.v2 as acp2
from acp_wire.connection import memory_pair
from acp_wire.proxy import PassThroughProxy, run_proxy


class WordCounter(acp.Agent):
    """Counts the words of each prompt, asking the client before it reads a file."""

    agent_name = "word-counter"

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=self.new_session_id())

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        self.require_session(params.session_id)
        sid = params.session_id
        words = sum(
            len(block.text.split()) for block in params.prompt if isinstance(block, acp.TextContent)
        )
        await self.conn.send_update(sid, acp.start_tool_call("count", "Counting words"))
        answer = await self.conn.client.session_request_permission(
            acp.RequestPermissionRequest(
                session_id=sid,
                tool_call=acp.ToolCallUpdate(tool_call_id="count"),
                options=[acp.PermissionOption(option_id="ok", name="Go on", kind="allow_once")],
            )
        )
        if isinstance(answer.outcome, acp.SelectedPermissionOutcome):
            await self.conn.send_update(sid, acp.agent_text(f"{words} words"))
        done = acp.PromptResponse(stop_reason="end_turn")
        self.conn.send_update(sid, acp.agent_text("done"))  # MISTAKE: unawaited-send-update
        await self.conn.send_update(sid, done)  # MISTAKE: response-as-update
        capabilities = self.conn.client_capabilities
        files = capabilities.fs if capabilities is not None else None
        if isinstance(files, acp.FileSystemCapabilities) and files.read_text_file:
            await self.conn.send_update(sid, acp.thought_text("the client reads files"))
        return done


class EchoV2(acp2.Agent):
    """A version 2 agent: its turn is reported by `state_update`s."""

    async def session_new(self, params: acp2.NewSessionRequest) -> acp2.NewSessionResponse:
        return acp2.NewSessionResponse(session_id=self.new_session_id())

    async def session_prompt(self, params: acp2.PromptRequest) -> acp2.PromptResponse:
        sid = params.session_id
        await self.conn.send_update(sid, acp2.agent_text("hello"))
        await self.conn.send_update(sid, acp.agent_text("hello"))  # MISTAKE: v1-update-to-v2
        return acp2.PromptResponse(message_id="m1")


class Greeter(acp.Agent):
    """Keeps its connection itself, annotated as the official Python SDK's users do."""

    def on_connect(self, conn: acp.AgentSideConnection) -> None:
        self.conn = conn
        self.greeted: set[str] = set()

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        if params.session_id not in self.greeted:
            self.greeted.add(params.session_id)
            await self.conn.send_update(params.session_id, acp.agent_text("hello"))
        return acp.PromptResponse(stop_reason="end_turn")


class Printer(acp.Client):
    """Prints what the agent says; stops the turn after `limit` chunks."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.chunks = 0

    async def session_update(self, params: acp.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            print(update.content.text)
            self.chunks += 1
            if self.chunks == self.limit:
                await self.conn.session_cancel(params.session_id)

    async def session_request_permission(
        self, params: acp.RequestPermissionRequest
    ) -> acp.RequestPermissionResponse:
        chosen = acp.SelectedPermissionOutcome(option_id=params.options[0].option_id)
        return acp.RequestPermissionResponse(outcome=chosen)


async def main() -> None:
    async with acp.spawn_agent(["word-counter"], Printer(limit=100)) as (conn, _):
        caps = acp.ClientCapabilities()
        await conn.initialize(client_capabilities=caps)
        await conn.initialize(client_capabilites=caps)  # MISTAKE: misspelt-keyword
        session = await conn.agent.session_new(acp.NewSessionRequest(cwd="/tmp", mcp_servers=[]))
        prompt: list[acp.ContentBlock] = [acp.TextContent(text="how many words?")]
        request = acp.PromptRequest(session_id=session.session_id, prompt=prompt)
        resp = await conn.agent.session_prompt(request)
        print(resp.stop_reason)
        print(resp.stop_reasn)  # MISTAKE: misspelt-answer-field


async def in_process() -> str:
    """The agent in the same process, over two joined transports."""
    agent_end, client_end = memory_pair()
    acp.AgentSideConnection(Greeter(), agent_end).start()
    async with acp.ClientSideConnection(Printer(limit=1), client_end) as conn:
        await conn.initialize()
        new = await conn.agent.session_new(acp.NewSessionRequest(cwd="/", mcp_servers=[]))
        request = acp.PromptRequest(session_id=new.session_id, prompt=[])
        return (await conn.agent.session_prompt(request)).stop_reason


if __name__ == "__main__":
    asyncio.run(main())


class Quiet(PassThroughProxy):
    """A proxy, as a user writes one: its hooks are its own; what serves it is typed."""


def serve_proxies() -> None:
    run_proxy(Quiet())
    run_proxy(Greeter())  # MISTAKE: agent-served-as-proxy
