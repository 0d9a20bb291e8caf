"""claude-agent-acp 0.101.0 in ACP v2 (`CLAUDE_AGENT_ACP_PROTOCOL=v2`, client on `acp_wire.v2`):
the same turn, cancels and session methods, each turn ending on `state_update` idle."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import acp_wire.v2 as v2

from . import harness
from .client import HOLD
from .mock_models import Text, ToolUse
from .peers import PINS
from .scenarios import NOTES, Context, Recording, permission_outcomes, scenario, slow_text

GROUP = f"claude-agent-acp {PINS[harness.CLAUDE]} v2"
ASKING_MODE = "default"


@dataclass
class V2Client(v2.Client):
    """A v2 client: scripted permission answers (an option kind, or `HOLD`), updates kept, and
    the end of each turn (`state_update` idle) reported with its stop reason."""

    permission: str = "allow_once"
    updates: list[v2.UpdateSessionNotification] = field(default_factory=list)
    idle: dict[str, asyncio.Queue[str | None]] = field(default_factory=dict)
    permission_held: asyncio.Event = field(default_factory=asyncio.Event)
    text_seen: dict[str, asyncio.Event] = field(default_factory=dict)

    async def session_update(self, params: v2.UpdateSessionNotification) -> None:
        self.updates.append(params)
        update = params.update
        if isinstance(update, v2.StateUpdateSessionUpdate) and update.state == "idle":
            reason = update.stop_reason
            await self.ends(params.session_id).put(reason if isinstance(reason, str) else None)
        if isinstance(update, v2.AgentMessageChunk) and isinstance(update.content, v2.TextContent):
            for text, event in self.text_seen.items():
                if text in update.content.text:
                    event.set()

    def ends(self, session_id: str) -> asyncio.Queue[str | None]:
        """The stop reasons of a session's turns, as `state_update` idle reports them."""
        return self.idle.setdefault(session_id, asyncio.Queue())

    async def session_request_permission(
        self, params: v2.RequestPermissionRequest
    ) -> v2.RequestPermissionResponse:
        if self.permission == HOLD:
            self.permission_held.set()
            await asyncio.Event().wait()  # until session/cancel answers it `cancelled`
        for option in params.options:
            if option.kind == self.permission:
                return v2.RequestPermissionResponse(
                    outcome=v2.SelectedPermissionOutcome(option_id=option.option_id)
                )
        raise v2.RequestError(-32602, f"no {self.permission} option offered")

    def agent_text(self) -> str:
        """The agent's text, from chunks and from whole messages (a replay sends those)."""
        parts = []
        for note in self.updates:
            update = note.update
            if isinstance(update, v2.AgentMessageChunk):
                parts.append(update.content)
            elif isinstance(update, v2.AgentMessage) and isinstance(update.content, list):
                parts.extend(update.content)
        return "".join(part.text for part in parts if isinstance(part, v2.TextContent))


def claude(context: Context) -> tuple[list[str], dict[str, str]]:
    return harness.claude_command(context.installed, context.server.url, 2)


async def initialize(conn: Any) -> v2.InitializeResponse:
    return await harness.bounded(
        conn.agent.initialize(
            v2.InitializeRequest(
                protocol_version=2,
                info=v2.Implementation(name="acp-wire-realpeers", version="0"),
            )
        )
    )


async def new_session(conn: Any, workspace: Path) -> v2.NewSessionResponse:
    return await harness.bounded(conn.agent.session_new(v2.NewSessionRequest(cwd=str(workspace))))


async def set_mode(conn: Any, session_id: str, mode: str) -> None:
    await harness.bounded(
        conn.agent.session_set_config_option(
            v2.IdSetSessionConfigOptionRequest(session_id=session_id, config_id="mode", value=mode)
        )
    )


async def turn(conn: Any, client: V2Client, session_id: str, text: str) -> str | None:
    """Send a prompt (v2 accepts it at once) and wait for the turn to end; its stop reason."""
    accepted = await harness.bounded(
        conn.agent.session_prompt(
            v2.PromptRequest(session_id=session_id, prompt=[v2.TextContent(text=text)])
        )
    )
    assert isinstance(accepted.message_id, str)
    return await harness.bounded(client.ends(session_id).get())


@scenario("claude-v2-turn", GROUP)
async def claude_v2_turn(context: Context) -> Recording:
    """v2: initialize, session/new, the mode set as a config option, then one turn with Read,
    Edit, Write and Bash, each edit and the command allowed; the turn ends on idle."""
    box = context.sandbox()
    notes, written = box.workspace / "notes.txt", box.workspace / "new.txt"
    marker = context.script(
        [
            (Text(("I will read ", "the notes.")), ToolUse("Read", {"file_path": str(notes)})),
            (
                ToolUse(
                    "Edit",
                    {"file_path": str(notes), "old_string": "beta", "new_string": "gamma"},
                ),
            ),
            (ToolUse("Write", {"file_path": str(written), "content": "written by the agent\n"}),),
            (ToolUse("Bash", {"command": "echo ran > bash.txt", "description": "Run it"}),),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = V2Client()
    async with harness.spawn(box, transcript, claude(context), client, version=2) as (conn, run):
        init = await initialize(conn)
        assert init.protocol_version == 2
        session = await new_session(conn, box.workspace)
        await set_mode(conn, session.session_id, ASKING_MODE)
        reason = await turn(conn, client, session.session_id, f"Edit the notes. {marker}")
    context.runs.append(run)
    assert reason == "end_turn"
    assert notes.read_text() == NOTES.replace("beta", "gamma")
    assert written.read_text() == "written by the agent\n"
    assert (box.workspace / "bash.txt").read_text() == "ran\n"
    assert permission_outcomes(transcript).count("selected") >= 3
    assert client.agent_text().startswith("I will read the notes.")
    return context.recording(GROUP, [transcript], box)


@scenario("claude-v2-cancel-stream", GROUP)
async def claude_v2_cancel_stream(context: Context) -> Recording:
    """v2: session/cancel while the model streams; the turn ends idle with `cancelled`."""
    box = context.sandbox()
    marker = context.script([(slow_text(),)])
    transcript = context.transcript()
    client = V2Client()
    ready = client.text_seen.setdefault("slow-0", asyncio.Event())
    async with harness.spawn(box, transcript, claude(context), client, version=2) as (conn, run):
        await initialize(conn)
        session = await new_session(conn, box.workspace)
        ending = asyncio.ensure_future(
            turn(conn, client, session.session_id, f"Talk slowly. {marker}")
        )
        await harness.bounded(ready.wait())
        await conn.session_cancel(session.session_id)
        reason = await harness.bounded(ending)
    context.runs.append(run)
    assert reason == "cancelled"
    assert "slow-59" not in client.agent_text()
    return context.recording(GROUP, [transcript], box)


@scenario("claude-v2-cancel-permission", GROUP)
async def claude_v2_cancel_permission(context: Context) -> Recording:
    """v2: session/cancel while a permission request is open: answered `cancelled`, the
    command never runs, the turn ends idle with `cancelled`."""
    box = context.sandbox()
    marker = context.script(
        [
            (ToolUse("Bash", {"command": "echo ran > bash.txt", "description": "Run it"}),),
            (Text(("Not reached.",)),),
        ]
    )
    transcript = context.transcript()
    client = V2Client(permission=HOLD)
    async with harness.spawn(box, transcript, claude(context), client, version=2) as (conn, run):
        await initialize(conn)
        session = await new_session(conn, box.workspace)
        await set_mode(conn, session.session_id, ASKING_MODE)
        ending = asyncio.ensure_future(
            turn(conn, client, session.session_id, f"Run a command. {marker}")
        )
        await harness.bounded(client.permission_held.wait())
        await conn.session_cancel(session.session_id)
        reason = await harness.bounded(ending)
    context.runs.append(run)
    assert reason == "cancelled"
    assert permission_outcomes(transcript) == ["cancelled"]
    assert not (box.workspace / "bash.txt").exists()
    return context.recording(GROUP, [transcript], box)


@scenario("claude-v2-sessions", GROUP)
async def claude_v2_sessions(context: Context) -> Recording:
    """v2: a session made in one process; then in a new one session/list, session/resume with
    replay from the start, session/fork, a turn on the fork, session/close."""
    box = context.sandbox()
    marker = context.script([(Text(("Noted: ", "the sky is green.")),)])
    transcripts = [context.transcript(part) for part in ("new", "resume")]

    client = V2Client()
    async with harness.spawn(box, transcripts[0], claude(context), client, version=2) as (
        conn,
        run,
    ):
        await initialize(conn)
        session = await new_session(conn, box.workspace)
        assert await turn(conn, client, session.session_id, f"Remember. {marker}") == "end_turn"
    context.runs.append(run)
    original = session.session_id

    client = V2Client()
    async with harness.spawn(box, transcripts[1], claude(context), client, version=2) as (
        conn,
        run,
    ):
        await initialize(conn)
        listed = await harness.bounded(
            conn.agent.session_list(v2.ListSessionsRequest(cwd=str(box.workspace)))
        )
        assert original in [item.session_id for item in listed.sessions]
        await harness.bounded(
            conn.agent.session_resume(
                v2.ResumeSessionRequest(
                    session_id=original, cwd=str(box.workspace), replay_from=v2.ReplayFromStart()
                )
            )
        )
        assert "the sky is green" in client.agent_text()
        forked = await harness.bounded(
            conn.agent.session_fork(
                v2.ForkSessionRequest(session_id=original, cwd=str(box.workspace))
            )
        )
        assert forked.session_id != original
        assert await turn(conn, client, forked.session_id, f"Again. {marker}") == "end_turn"
        await harness.bounded(
            conn.agent.session_close(v2.CloseSessionRequest(session_id=forked.session_id))
        )
    context.runs.append(run)
    return context.recording(GROUP, transcripts, box)
