"""claude-agent-acp 0.101.0 in ACP v1: a turn with Read, Edit, Write and Bash under permission
requests, cancels, and the session methods it advertises."""

from __future__ import annotations

import acp_wire as acp

from . import harness
from .client import HOLD, ScriptedClient
from .mock_models import Text, ToolUse
from .peers import PINS
from .scenarios import (
    NOTES,
    Context,
    Recording,
    agent_text,
    cancel_when,
    first_chunk_event,
    initialize_v1,
    new_session_v1,
    permission_outcomes,
    prompt_v1,
    scenario,
    slow_text,
    tool_statuses,
)

GROUP = f"claude-agent-acp {PINS[harness.CLAUDE]} v1"
# Claude Code asks the client before an edit or a command only in its "Manual" mode.
ASKING_MODE = "default"


def claude(context: Context, box: object) -> tuple[list[str], dict[str, str]]:
    return harness.claude_command(context.installed, context.server.url, 1)


@scenario("claude-v1-turn", GROUP)
async def claude_turn(context: Context) -> Recording:
    """initialize, session/new, set_mode and set_config_option, then one turn: Read, Edit,
    Write and Bash, each edit and the command allowed through a permission request."""
    box = context.sandbox()
    notes, written = box.workspace / "notes.txt", box.workspace / "new.txt"
    marker = context.script(
        [
            (Text(("I will read ", "the notes.")), ToolUse("Read", {"file_path": str(notes)})),
            (
                Text(("Now the edit.",)),
                ToolUse(
                    "Edit",
                    {"file_path": str(notes), "old_string": "beta", "new_string": "gamma"},
                ),
            ),
            (ToolUse("Write", {"file_path": str(written), "content": "written by the agent\n"}),),
            (
                ToolUse(
                    "Bash",
                    {"command": "echo ran > bash.txt && cat notes.txt", "description": "Run it"},
                ),
            ),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, claude(context, box), client) as (conn, run):
        init = await initialize_v1(conn)
        assert init.protocol_version == 1
        session = await new_session_v1(conn, box)
        await harness.bounded(
            conn.agent.session_set_mode(
                acp.SetSessionModeRequest(session_id=session.session_id, mode_id=ASKING_MODE)
            )
        )
        options = {option.id: option for option in session.config_options or []}
        assert "effort" in options, sorted(options)
        await harness.bounded(
            conn.agent.session_set_config_option(
                acp.ValueIdSetSessionConfigOptionRequest(
                    session_id=session.session_id, config_id="effort", value="low"
                )
            )
        )
        result = await prompt_v1(conn, session.session_id, f"Edit the notes. {marker}")
    context.runs.append(run)
    assert result.stop_reason == "end_turn"
    assert notes.read_text() == NOTES.replace("beta", "gamma")
    assert written.read_text() == "written by the agent\n"
    assert (box.workspace / "bash.txt").read_text() == "ran\n"
    statuses = tool_statuses(client)
    assert len(statuses) == 4 and set(statuses.values()) == {"completed"}, statuses
    assert permission_outcomes(transcript).count("selected") >= 3
    assert agent_text(client).startswith("I will read the notes.")
    return context.recording(GROUP, [transcript], box)


@scenario("claude-v1-cancel-stream", GROUP)
async def claude_cancel_stream(context: Context) -> Recording:
    """session/cancel while the model streams: the turn ends `cancelled`."""
    box = context.sandbox()
    marker = context.script([(slow_text(),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    ready = first_chunk_event(client, "slow-0")
    async with harness.spawn(box, transcript, claude(context, box), client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        turn = prompt_v1(conn, session.session_id, f"Talk slowly. {marker}")
        result = await cancel_when(conn, session.session_id, turn, ready)
    context.runs.append(run)
    assert result.stop_reason == "cancelled"
    assert "slow-59" not in agent_text(client)
    return context.recording(GROUP, [transcript], box)


@scenario("claude-v1-cancel-permission", GROUP)
async def claude_cancel_permission(context: Context) -> Recording:
    """session/cancel while a permission request is open: the client answers it `cancelled`,
    the command never runs and the turn ends `cancelled`."""
    box = context.sandbox()
    marker = context.script(
        [
            (ToolUse("Bash", {"command": "echo ran > bash.txt", "description": "Run it"}),),
            (Text(("Not reached.",)),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace, permission=HOLD)
    async with harness.spawn(box, transcript, claude(context, box), client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        await harness.bounded(
            conn.agent.session_set_mode(
                acp.SetSessionModeRequest(session_id=session.session_id, mode_id=ASKING_MODE)
            )
        )
        turn = prompt_v1(conn, session.session_id, f"Run a command. {marker}")
        result = await cancel_when(conn, session.session_id, turn, client.permission_held)
    context.runs.append(run)
    assert result.stop_reason == "cancelled"
    assert permission_outcomes(transcript) == ["cancelled"]
    assert not (box.workspace / "bash.txt").exists()
    return context.recording(GROUP, [transcript], box)


@scenario("claude-v1-sessions", GROUP)
async def claude_sessions(context: Context) -> Recording:
    """A session made in one agent process, then in new processes: session/list, session/load
    (its history replayed), session/fork, session/resume, session/close."""
    box = context.sandbox()
    marker = context.script([(Text(("Noted: ", "the sky is green.")),)])
    transcripts = [context.transcript(part) for part in ("new", "load", "resume")]
    command = claude(context, box)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[0], command, client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        result = await prompt_v1(conn, session.session_id, f"Remember this. {marker}")
        assert result.stop_reason == "end_turn"
    context.runs.append(run)
    original = session.session_id

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[1], command, client) as (conn, run):
        init = await initialize_v1(conn)
        capabilities = init.agent_capabilities
        assert capabilities is not None and capabilities.load_session is True
        listed = await harness.bounded(
            conn.agent.session_list(acp.ListSessionsRequest(cwd=str(box.workspace)))
        )
        assert original in [item.session_id for item in listed.sessions]
        await harness.bounded(
            conn.agent.session_load(
                acp.LoadSessionRequest(session_id=original, cwd=str(box.workspace), mcp_servers=[])
            )
        )
        assert "the sky is green" in agent_text(client)
        forked = await harness.bounded(
            conn.agent.session_fork(
                acp.ForkSessionRequest(session_id=original, cwd=str(box.workspace))
            )
        )
        assert forked.session_id != original
        await harness.bounded(
            conn.agent.session_close(acp.CloseSessionRequest(session_id=forked.session_id))
        )
    context.runs.append(run)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[2], command, client) as (conn, run):
        await initialize_v1(conn)
        await harness.bounded(
            conn.agent.session_resume(
                acp.ResumeSessionRequest(session_id=original, cwd=str(box.workspace))
            )
        )
        assert agent_text(client) == ""  # resume does not replay the history
        result = await prompt_v1(conn, original, f"And again. {marker}")
        assert result.stop_reason == "end_turn"
        await harness.bounded(
            conn.agent.session_close(acp.CloseSessionRequest(session_id=original))
        )
    context.runs.append(run)
    return context.recording(GROUP, transcripts, box)
