"""Whole conversations with a real agent driven through acp-wire's sessions API, as a user writes
them: `conn.session(...)`, `session.prompt` / `session.stream`, `turn.updates`, permissions by a
policy table and by the client's own handler, `session.cancel()`, `set_mode` /
`set_config_option`, and `conn.session(cwd, load=... | resume=... | fork=...)` in a new agent
process. The agent's own tools and how it is started come from an `AgentSpec`
(`scenarios_qwen.py`, `scenarios_opencode.py`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import acp_wire as acp

from . import harness
from .client import HOLD, ScriptedClient
from .mock_models import Text, ToolUse
from .peers import Sandbox
from .scenarios import (
    NOTES,
    Context,
    Recording,
    initialize_v1,
    permission_outcomes,
    slow_text,
)

Command = tuple[list[str], dict[str, str]]
# The permission policy of the turn: reads and edits allowed by the table, every other kind (a
# command: `execute`) left to the client's own handler, which the suite scripts.
POLICY = {"read": "allow", "edit": "allow"}


@dataclass(frozen=True)
class AgentSpec:
    """One real agent: how it starts (in a sandbox), its tools as the mock model calls them,
    and what it does with permissions."""

    group: str
    command: Callable[[Context, Sandbox], Command]
    read: Callable[[Path], ToolUse]
    write: Callable[[Path, str], ToolUse]
    shell: Callable[[str], ToolUse]
    # Called on a new session before the turn: puts the agent where it asks before edits and
    # commands (`set_mode` / `set_config_option`), and asserts what it advertised.
    prepare: Callable[[Any], Any]
    # Whether the agent streams the forked history for the new session (before its
    # `session/fork` answer names it: the sessions API keeps it in the fork's `history`).
    fork_replays: bool = False
    # The agent's own defect, if it cannot load a session an earlier process of it made: the
    # text its error answer to that `session/load` carries.
    load_fails: str | None = None


def chunk_text(updates: Sequence[object]) -> str:
    """The agent message text of `updates` (a session's `history`, a turn's `updates`)."""
    return "".join(
        update.content.text
        for update in updates
        if isinstance(update, acp.AgentMessageChunk) and isinstance(update.content, acp.TextContent)
    )


def session_capabilities(init: acp.InitializeResponse) -> acp.SessionCapabilities:
    """What the agent advertised beyond `loadSession` (which every agent here does); none
    advertised reads as an empty `SessionCapabilities`."""
    capabilities = init.agent_capabilities
    assert capabilities is not None and capabilities.load_session is True
    advertised = capabilities.session_capabilities
    if advertised is None or advertised is acp.UNSET:
        return acp.SessionCapabilities()
    assert isinstance(advertised, acp.SessionCapabilities), advertised
    return advertised


def advertised(value: object) -> bool:
    return value is not None and value is not acp.UNSET


async def turn(context: Context, agent: AgentSpec) -> Recording:
    """initialize, a session serving `fs/*` from disk (`local_files=True`), the agent put where
    it asks (`prepare`), then one turn: a read, a write of the file read (allowed by the policy
    table) and a command (allowed by the client's handler, asked by hand).

    The write goes to a file that exists: as root the suite serves `fs/write_text_file` as
    root, and an agent that writes the file again itself (OpenCode) could not write a new one
    made so (an existing file keeps its owner, the agents' user)."""
    box = context.sandbox()
    notes, ran = box.workspace / "notes.txt", box.workspace / "bash.txt"
    edited = NOTES.replace("beta", "gamma")
    marker = context.script(
        [
            (Text(("I will read ", "the notes.")), agent.read(notes)),
            (agent.write(notes, edited),),
            (agent.shell(f"echo ran > {ran}"),),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, agent.command(context, box), client) as (
        conn,
        run,
    ):
        init = await initialize_v1(conn)
        assert init.protocol_version == 1
        opening = conn.session(str(box.workspace), permissions=POLICY, local_files=True)
        async with opening as session:
            await agent.prepare(session)
            done = await harness.bounded(session.prompt(f"Edit the notes. {marker}"))
    context.runs.append(run)
    assert done.stop_reason == "end_turn"
    assert done.text.startswith("I will read the notes.") and done.text.endswith("All done.")
    assert notes.read_text() == edited
    assert ran.read_text() == "ran\n"
    calls = done.tool_calls
    assert [call.kind for call in calls] == ["read", "edit", "execute"], calls
    assert {call.status for call in calls} == {"completed"}, calls
    assert any(isinstance(update, acp.ToolCall) for update in done.updates)
    # The command was asked for and answered by the client's handler; what the table allowed
    # never reached it.
    by_hand = [decision for decision in done.permissions if decision.decision == "client"]
    assert [decision.kind for decision in by_hand] == ["execute"], done.permissions
    assert all(decision.decision in ("allow", "client") for decision in done.permissions)
    assert len(client.requests) == len(by_hand)
    return context.recording(agent.group, [transcript], box)


async def cancel_stream(context: Context, agent: AgentSpec) -> Recording:
    """`session.cancel()` after the first chunk of a long stream (read from `session.stream`):
    the turn ends `cancelled`, the stream unfinished."""
    box = context.sandbox()
    marker = context.script([(slow_text(),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, agent.command(context, box), client) as (
        conn,
        run,
    ):
        await initialize_v1(conn)
        async with conn.session(str(box.workspace)) as session:
            stream = session.stream(f"Talk slowly. {marker}")

            async def read_and_cancel() -> None:
                cancelled = False
                async for update in stream:
                    text = chunk_text([update])
                    if "slow-0" in text and not cancelled:
                        cancelled = True
                        await session.cancel()

            await harness.bounded(read_and_cancel())
    context.runs.append(run)
    assert stream.turn.stop_reason == "cancelled"
    assert stream.turn.text.startswith("slow-0")
    assert "slow-59" not in stream.turn.text
    return context.recording(agent.group, [transcript], box)


async def cancel_permission(context: Context, agent: AgentSpec) -> Recording:
    """`session.cancel()` while the agent asks the client's handler before a command (held
    open): the request is answered `cancelled` (`turn.permissions` says so), the command never
    runs, the turn ends `cancelled`."""
    box = context.sandbox()
    ran = box.workspace / "bash.txt"
    marker = context.script([(agent.shell(f"echo ran > {ran}"),), (Text(("Not reached.",)),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace, permission=HOLD)
    async with harness.spawn(box, transcript, agent.command(context, box), client) as (
        conn,
        run,
    ):
        await initialize_v1(conn)
        async with conn.session(str(box.workspace), permissions=POLICY) as session:
            await agent.prepare(session)
            # The turn runs as a task of its own: `session.stream` sends nothing until read.
            running = asyncio.ensure_future(session.prompt(f"Run a command. {marker}"))
            await harness.bounded(client.permission_held.wait())
            await session.cancel()
            done = await harness.bounded(running)
    context.runs.append(run)
    assert done.stop_reason == "cancelled"
    assert [decision.decision for decision in done.permissions] == ["cancelled"]
    assert permission_outcomes(transcript) == ["cancelled"]
    assert not ran.exists()
    return context.recording(agent.group, [transcript], box)


async def sessions(context: Context, agent: AgentSpec) -> Recording:
    """A session of two turns made in one agent process, then in new processes: session/list
    where advertised, `conn.session(cwd, load=id)` (both turns in `session.history`),
    `fork=id` where advertised, and `resume=id` where advertised (else `load=id`) before a
    third turn. Leaving each `async with` sends `session/close` only where the agent
    advertised it."""
    box = context.sandbox()
    marker = context.script([(Text(("Noted: ", "the sky is green.")),)])
    transcripts = [context.transcript(part) for part in ("new", "load", "resume")]
    cwd = str(box.workspace)
    command = agent.command(context, box)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[0], command, client) as (conn, run):
        await initialize_v1(conn)
        async with conn.session(cwd) as session:
            for text in ("Remember this.", "And this."):
                done = await harness.bounded(session.prompt(f"{text} {marker}"))
                assert done.stop_reason == "end_turn"
                assert done.text == "Noted: the sky is green."
            original = session.id
    context.runs.append(run)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[1], command, client) as (conn, run):
        capabilities = session_capabilities(await initialize_v1(conn))
        if advertised(capabilities.list):
            request = acp.ListSessionsRequest(cwd=cwd)
            listed = await harness.bounded(conn.agent.session_list(request))
            assert original in [item.session_id for item in listed.sessions]
        if agent.load_fails is not None:
            await load_fails(conn, cwd, original, agent.load_fails)
            context.runs.append(run)
            return context.recording(agent.group, transcripts[:2], box)
        async with conn.session(cwd, load=original) as loaded:
            assert loaded.id == original
            assert chunk_text(loaded.history).count("the sky is green") == 2, loaded.history
            assert chunk_text(loaded.late_history) == "", "answered before its replay ended"
        if advertised(capabilities.fork):
            async with conn.session(cwd, fork=original) as forked:
                assert forked.id != original
                replayed = chunk_text(forked.history).count("the sky is green")
                assert replayed == (2 if agent.fork_replays else 0), forked.history
                done = await harness.bounded(forked.prompt(f"In the fork. {marker}"))
                assert done.stop_reason == "end_turn"
    context.runs.append(run)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[2], command, client) as (conn, run):
        capabilities = session_capabilities(await initialize_v1(conn))
        how = {"resume": original} if advertised(capabilities.resume) else {"load": original}
        async with conn.session(cwd, **how) as reopened:
            if "resume" in how:
                assert chunk_text(reopened.history) == "", "resume replays nothing"
            done = await harness.bounded(reopened.prompt(f"Once more. {marker}"))
            assert done.stop_reason == "end_turn"
            assert done.text == "Noted: the sky is green."
    context.runs.append(run)
    return context.recording(agent.group, transcripts, box)


async def load_fails(conn: Any, cwd: str, session_id: str, why: str) -> None:
    """Load a session the agent is known to have lost: its error answer must say `why`."""
    try:
        await harness.bounded(conn.session(cwd, load=session_id))
    except acp.RequestError as error:
        assert why in str(error), error
    else:
        raise AssertionError("the agent's defect is fixed: it loaded; drop `load_fails`")
