"""codex-acp 0.16.0 in ACP v1: a turn with a command and patches under permission requests,
cancels, and the session methods it advertises (it has no session/fork)."""

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

GROUP = f"codex-acp {PINS[harness.CODEX]} v1"


def codex(
    context: Context, box: harness.Sandbox, *, asking: bool = True
) -> tuple[list[str], dict[str, str]]:
    return harness.codex_command(context.installed, context.server.url, box, asking=asking)


def command(line: str) -> ToolUse:
    """A shell command; codex asks the client first unless it is known safe (`cat`)."""
    return ToolUse("exec_command", {"cmd": line})


def patch(body: str) -> ToolUse:
    return ToolUse("apply_patch", text=f"*** Begin Patch\n{body}*** End Patch\n")


@scenario("codex-v1-turn", GROUP)
async def codex_turn(context: Context) -> Recording:
    """initialize, session/new, set_config_option, then one turn: a command, two patches (an edit
    and a new file) and a command that writes, allowed when asked."""
    box = context.sandbox()
    notes, written = box.workspace / "notes.txt", box.workspace / "new.txt"
    marker = context.script(
        [
            (Text(("I will read ", "the notes.")), command("cat notes.txt")),
            (
                Text(("Now the edit.",)),
                patch("*** Update File: notes.txt\n@@\n alpha\n-beta\n+gamma\n"),
            ),
            (patch("*** Add File: new.txt\n+written by the agent\n"),),
            (command("echo ran > bash.txt"),),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, codex(context, box), client) as (conn, run):
        init = await initialize_v1(conn)
        assert init.protocol_version == 1
        session = await new_session_v1(conn, box)
        assert session.modes is None or session.modes is acp.UNSET  # see `codex_command`
        await harness.bounded(
            conn.agent.session_set_config_option(
                acp.ValueIdSetSessionConfigOptionRequest(
                    session_id=session.session_id, config_id="reasoning_effort", value="low"
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
    assert len(statuses) >= 4 and set(statuses.values()) == {"completed"}, statuses
    assert permission_outcomes(transcript).count("selected") >= 2
    assert agent_text(client).startswith("I will read the notes.")
    return context.recording(GROUP, [transcript], box)


@scenario("codex-v1-cancel-stream", GROUP)
async def codex_cancel_stream(context: Context) -> Recording:
    """With codex's default presets: session/set_mode, then session/cancel while the model
    streams; the turn ends `cancelled`."""
    box = context.sandbox()
    marker = context.script([(slow_text(),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    ready = first_chunk_event(client, "slow-0")
    async with harness.spawn(box, transcript, codex(context, box, asking=False), client) as (
        conn,
        run,
    ):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        modes = session.modes
        assert isinstance(modes, acp.SessionModeState), modes
        assert {"read-only", "full-access"} <= {mode.id for mode in modes.available_modes}
        await harness.bounded(
            conn.agent.session_set_mode(
                acp.SetSessionModeRequest(session_id=session.session_id, mode_id="full-access")
            )
        )
        turn = prompt_v1(conn, session.session_id, f"Talk slowly. {marker}")
        result = await cancel_when(conn, session.session_id, turn, ready)
    context.runs.append(run)
    assert result.stop_reason == "cancelled"
    assert "slow-59" not in agent_text(client)
    return context.recording(GROUP, [transcript], box)


@scenario("codex-v1-cancel-permission", GROUP)
async def codex_cancel_permission(context: Context) -> Recording:
    """session/cancel while codex asks before a command: the client answers `cancelled`, the
    command never runs, the turn ends `cancelled`."""
    box = context.sandbox()
    marker = context.script([(command("echo ran > bash.txt"),), (Text(("Not reached.",)),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace, permission=HOLD)
    async with harness.spawn(box, transcript, codex(context, box), client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        turn = prompt_v1(conn, session.session_id, f"Run a command. {marker}")
        result = await cancel_when(conn, session.session_id, turn, client.permission_held)
    context.runs.append(run)
    assert result.stop_reason == "cancelled"
    assert permission_outcomes(transcript) == ["cancelled"]
    assert not (box.workspace / "bash.txt").exists()
    return context.recording(GROUP, [transcript], box)


@scenario("codex-v1-sessions", GROUP)
async def codex_sessions(context: Context) -> Recording:
    """A session of two turns made in one agent process, then in new processes: session/list,
    session/load (both turns replayed), session/resume, session/close. codex-acp 0.16.0 does
    not advertise session/fork, so it is not called."""
    box = context.sandbox()
    marker = context.script([(Text(("Reading.",)), command("cat notes.txt")), (Text(("Done.",)),)])
    transcripts = [context.transcript(part) for part in ("new", "load", "resume")]
    agent = codex(context, box)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[0], agent, client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        for text in ("First turn.", "Second turn."):
            result = await prompt_v1(conn, session.session_id, f"{text} {marker}")
            assert result.stop_reason == "end_turn"
    context.runs.append(run)
    original = session.session_id

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[1], agent, client) as (conn, run):
        init = await initialize_v1(conn)
        capabilities = init.agent_capabilities
        assert capabilities is not None and capabilities.load_session is True
        session_capabilities = capabilities.session_capabilities
        assert session_capabilities is not None
        assert session_capabilities.fork in (None, acp.UNSET)  # not advertised: not called
        listed = await harness.bounded(
            conn.agent.session_list(acp.ListSessionsRequest(cwd=str(box.workspace)))
        )
        assert original in [item.session_id for item in listed.sessions]
        await harness.bounded(
            conn.agent.session_load(
                acp.LoadSessionRequest(session_id=original, cwd=str(box.workspace), mcp_servers=[])
            )
        )
        replayed = [
            note.update for note in client.updates if isinstance(note.update, acp.UserMessageChunk)
        ]
        assert len(replayed) >= 2, "both user turns are replayed"
        assert agent_text(client).count("Done.") == 2
    context.runs.append(run)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[2], agent, client) as (conn, run):
        await initialize_v1(conn)
        await harness.bounded(
            conn.agent.session_resume(
                acp.ResumeSessionRequest(session_id=original, cwd=str(box.workspace))
            )
        )
        assert agent_text(client) == ""  # resume does not replay the history
        result = await prompt_v1(conn, original, f"Third turn. {marker}")
        assert result.stop_reason == "end_turn"
        await harness.bounded(
            conn.agent.session_close(acp.CloseSessionRequest(session_id=original))
        )
    context.runs.append(run)
    return context.recording(GROUP, transcripts, box)
