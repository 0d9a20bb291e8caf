# pyright: strict
"""A client using sessions as a user writes it, for either protocol version: checked with
mypy --strict and pyright strict by tests/typing/test_user_client.py, never run.

Each line marked `# MISTAKE: name` holds one planted mistake that both checkers must report
(on that line); every other line is correct code that both must accept. The session's turn
and stream are typed with the version's `SessionUpdate` union without the user naming it.
"""

from __future__ import annotations

import asyncio

import acp_wire
import acp_wire.v2


def allow_reads(ask: acp_wire.PermissionAsk) -> str:
    """A permission policy: reads allowed, everything else asked of the user."""
    return "allow" if ask.kind == "read" else "reject"


async def ask_v1(conn: acp_wire.ClientSideConnection) -> str:
    async with conn.session(cwd="/work", permissions=allow_reads) as session:
        turn: acp_wire.Turn[acp_wire.SessionUpdate] = await session.prompt("fix the test")
        words: list[str] = []
        for update in turn.updates:
            if isinstance(update, acp_wire.AgentMessageChunk):
                content = update.content
                if isinstance(content, acp_wire.TextContent):
                    words.append(content.text)
        calls: list[acp_wire.ToolCallInfo] = turn.tool_calls
        statuses = [call.status for call in calls]
        first = turn.updates[0]
        if isinstance(first, acp_wire.ToolCall):
            print(first.title, statuses)
            print(first.titel)  # MISTAKE: misspelt-field-of-turn-update
        async for item in session.stream("and explain it"):
            match item:
                case acp_wire.AgentMessageChunk(content=acp_wire.TextContent(text=text)):
                    words.append(text)
                case acp_wire.ToolCallUpdateSessionUpdate():
                    print(item.tool_call_id, item.status)
                    print(item.stauts)  # MISTAKE: misspelt-field-of-streamed-update
                case _:
                    pass
        await session.set_config_option("yolo", True)
        await session.set_config_option("mode", "plan")
        await session.set_config_option("mode", 3)  # MISTAKE: config-option-value-of-no-type
        await session.set_mode("architect")
        return "".join(words)


def can_send_images(conn: acp_wire.ClientSideConnection) -> bool:
    caps = conn.agent_capabilities  # what the agent's `initialize` answer advertised
    if caps is None:
        return False
    print(caps.prompt_capabilites)  # MISTAKE: misspelt-agent-capability
    prompt = caps.prompt_capabilities  # omitted reads as UNSET: not advertised
    return isinstance(prompt, acp_wire.PromptCapabilities) and prompt.image is True


async def ask_v2(conn: acp_wire.v2.ClientSideConnection) -> list[str]:
    session = await conn.session(cwd="/work")
    ids: list[str] = []
    stream = session.stream("fix the test")
    async for update in stream:
        if isinstance(update, acp_wire.v2.AgentMessageChunk):
            ids.append(update.message_id)
            ids.append(update.mesage_id)  # MISTAKE: misspelt-field-of-v2-streamed-update
    turn = stream.turn
    v2_updates: list[acp_wire.v2.SessionUpdate] = turn.updates
    v1_updates: list[acp_wire.SessionUpdate] = turn.updates  # MISTAKE: other-version-updates
    print(len(v2_updates), len(v1_updates))
    await session.close()
    return ids


class Editor(acp_wire.Client):  # implements no fs/* nor terminal/*: the sessions serve them
    pass


async def after_restart(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> str:
    conn = acp_wire.ClientSideConnection(
        Editor(), reader, writer, local_files=True, local_terminals=True
    )
    await conn.initialize()  # advertises `fs` and `terminal`
    async with conn.session(cwd="/work", reopen="sess-1") as session:
        terminals: acp_wire.LocalTerminals | None = session.terminals
        print(terminals.running if terminals is not None else [])
        print(session.opened_by)
        turn = await session.prompt("run the tests")
    conn.session(cwd="/work", local_terminals="yes")  # MISTAKE: local-terminals-not-a-bool
    conn.session(cwd="/work", reopen=1)  # MISTAKE: reopen-takes-a-session-id
    return turn.text
