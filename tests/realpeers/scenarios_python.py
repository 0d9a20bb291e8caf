"""Python agents from PyPI in ACP v1, each built on the official python-sdk and installed into a
venv of its own: hermes-agent (`hermes acp`), gptme (`gptme-acp`) and a pydantic-ai agent
served by pydantic-acp (tests/realpeers/pydantic_agent.py). All three speak OpenAI Chat
Completions to the mock server. Each runs a turn with its tools (and a permission request where
it asks), a cancel while the model streams, and the session methods it advertises."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import Any

import acp_wire as acp

from . import harness
from .client import HOLD, ScriptedClient
from .mock_models import Text, ToolUse
from .peers import FAKE_OPENAI_KEY, Sandbox, py_version
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

HERMES, GPTME, PYDANTIC = "hermes-agent", "gptme-acp", "pydantic-acp"  # as in peers.PY_PINS
HERMES_GROUP = f"hermes-agent {py_version(HERMES)} v1"
GPTME_GROUP = f"gptme-acp {py_version(GPTME)} v1"
PYDANTIC_GROUP = f"pydantic-acp {py_version(PYDANTIC)} v1"
MODEL = "mock-model"
PYDANTIC_AGENT = Path(__file__).with_name("pydantic_agent.py")


def hermes_command(context: Context, box: Sandbox) -> tuple[list[str], dict[str, str]]:
    """`hermes acp` with a custom OpenAI-compatible provider in `$HOME/.hermes/config.yaml`
    whose base_url is the mock (hermes then speaks Chat Completions to it)."""
    config = box.home / ".hermes"
    config.mkdir(exist_ok=True)
    (config / "config.yaml").write_text(
        "model:\n"
        "  provider: custom\n"
        f"  default: {MODEL}\n"
        f"  base_url: {context.server.url}/v1\n"
        f"  api_key: {FAKE_OPENAI_KEY}\n"
    )
    box.own(config)
    return [str(context.installed.venv(HERMES) / "bin" / "hermes"), "acp"], {}


def gptme_command(context: Context) -> tuple[list[str], dict[str, str]]:
    """`gptme-acp` on gptme's `local` provider: any OpenAI-compatible server at OPENAI_BASE_URL."""
    env = {
        "MODEL": f"local/{MODEL}",
        "OPENAI_BASE_URL": f"{context.server.url}/v1",
        "OPENAI_API_KEY": FAKE_OPENAI_KEY,
    }
    return [str(context.installed.venv(GPTME) / "bin" / "gptme-acp")], env


def pydantic_command(context: Context, box: Sandbox) -> tuple[list[str], dict[str, str]]:
    """The pydantic-ai agent, copied into the sandbox (the agents' user may not read the tree)."""
    script = box.root / PYDANTIC_AGENT.name
    shutil.copyfile(PYDANTIC_AGENT, script)
    box.own(script)
    python = str(context.installed.venv(PYDANTIC) / "bin" / "python")
    env = {"ACP_WIRE_MOCK_URL": context.server.url, "OPENAI_API_KEY": FAKE_OPENAI_KEY}
    return [python, str(script)], env


def model_sent_event(context: Context, text: str) -> asyncio.Event:
    """An event set once the mock model has streamed `text` (to this scenario or another)."""
    event = asyncio.Event()
    loop = asyncio.get_running_loop()
    context.server.script.watchers.append(
        (text.encode(), lambda: loop.call_soon_threadsafe(event.set))
    )
    return event


async def cancel_stream(
    context: Context,
    group: str,
    box: Sandbox,
    agent: tuple[list[str], dict[str, str]],
    *,
    streams: bool = True,
    ignores_cancel: bool = False,
) -> Recording:
    """session/cancel while the model streams: the turn ends `cancelled`, the stream unfinished.
    The moment is the first chunk the client sees, or, for an agent that does not `stream`
    (it sends the model's text once the stream ended), the third chunk the model sent.
    `ignores_cancel`: the agent goes on to the end of the stream and answers `end_turn`,
    breaking the MUST that `check` calls cancel-stop-reason."""
    # An agent that does not stop streams to the end: a shorter stream for it.
    count = 20 if ignores_cancel else 60
    marker = context.script([(slow_text(count),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    ready = first_chunk_event(client, "slow-0") if streams else model_sent_event(context, "slow-2 ")
    async with harness.spawn(box, transcript, agent, client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        turn = prompt_v1(conn, session.session_id, f"Talk slowly. {marker}")
        result = await cancel_when(conn, session.session_id, turn, ready)
    context.runs.append(run)
    if ignores_cancel:
        assert result.stop_reason == "end_turn", "the agent's defect is fixed: drop ignores_cancel"
        assert f"slow-{count - 1}" in agent_text(client)
    else:
        assert result.stop_reason == "cancelled"
        assert f"slow-{count - 1}" not in agent_text(client)
    return context.recording(group, [transcript], box)


async def cancel_permission(
    context: Context,
    group: str,
    box: Sandbox,
    agent: tuple[list[str], dict[str, str]],
    tool: ToolUse,
    written: Path,
    *,
    answers_error: bool = False,
) -> Recording:
    """session/cancel while the agent asks before a write: the client answers `cancelled`, the
    file is not written, the turn ends `cancelled` (`answers_error`: the agent answers the
    prompt with an error instead, breaking the MUST that `check` calls cancel-stop-reason)."""
    marker = context.script([(tool,), (Text(("Not reached.",)),)])
    transcript = context.transcript()
    client = ScriptedClient(box.workspace, permission=HOLD)
    async with harness.spawn(box, transcript, agent, client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        turn = prompt_v1(conn, session.session_id, f"Write a file. {marker}")
        try:
            result = await cancel_when(conn, session.session_id, turn, client.permission_held)
        except acp.RequestError:
            if not answers_error:
                raise
        else:
            assert not answers_error, "the agent's defect is fixed: drop answers_error"
            assert result.stop_reason == "cancelled"
    context.runs.append(run)
    assert permission_outcomes(transcript) == ["cancelled"]
    assert not written.exists()
    return context.recording(group, [transcript], box)


async def method_not_found(request: Any) -> None:
    """Await a request the agent must answer with -32601 Method not found (its known defect)."""
    try:
        await harness.bounded(request)
    except acp.RequestError as error:
        assert error.code == -32601, error
    else:
        raise AssertionError("the agent's defect is fixed: it answered; drop it from `unrouted`")


async def sessions(
    context: Context,
    group: str,
    box: Sandbox,
    agent: tuple[list[str], dict[str, str]],
    *,
    close: bool,
    unrouted: tuple[str, ...] = (),
) -> Recording:
    """A session of two turns made in one agent process, then in new processes: session/list,
    session/load (its history replayed), session/fork, session/resume and, where advertised,
    session/close. `unrouted`: the methods among session/fork, session/resume and session/close
    that the agent advertises and answers with -32601 Method not found (its defect); instead of
    resuming, the last process then loads the session before its turn."""
    marker = context.script([(Text(("Noted: ", "the sky is green.")),)])
    transcripts = [context.transcript(part) for part in ("new", "load", "resume")]

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[0], agent, client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        for text in ("Remember this.", "And this."):
            result = await prompt_v1(conn, session.session_id, f"{text} {marker}")
            assert result.stop_reason == "end_turn"
    context.runs.append(run)
    original = session.session_id

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[1], agent, client) as (conn, run):
        init = await initialize_v1(conn)
        capabilities = init.agent_capabilities
        assert capabilities is not None and capabilities.load_session is True
        advertised = capabilities.session_capabilities
        assert isinstance(advertised, acp.SessionCapabilities), advertised
        assert close == isinstance(advertised.close, acp.SessionCloseCapabilities)
        listed = await harness.bounded(
            conn.agent.session_list(acp.ListSessionsRequest(cwd=str(box.workspace)))
        )
        assert original in [item.session_id for item in listed.sessions]
        await harness.bounded(
            conn.agent.session_load(
                acp.LoadSessionRequest(session_id=original, cwd=str(box.workspace), mcp_servers=[])
            )
        )
        assert agent_text(client).count("the sky is green") == 2, "both turns are replayed"
        assert isinstance(advertised.fork, acp.SessionForkCapabilities)
        assert isinstance(advertised.resume, acp.SessionResumeCapabilities)
        fork = conn.agent.session_fork(
            acp.ForkSessionRequest(session_id=original, cwd=str(box.workspace))
        )
        if "session/fork" in unrouted:
            await method_not_found(fork)
        else:
            forked = await harness.bounded(fork)
            assert forked.session_id != original
    context.runs.append(run)

    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcripts[2], agent, client) as (conn, run):
        await initialize_v1(conn)
        resume = conn.agent.session_resume(
            acp.ResumeSessionRequest(session_id=original, cwd=str(box.workspace))
        )
        if "session/resume" in unrouted:
            await method_not_found(resume)
            await harness.bounded(
                conn.agent.session_load(
                    acp.LoadSessionRequest(
                        session_id=original, cwd=str(box.workspace), mcp_servers=[]
                    )
                )
            )
        else:
            await harness.bounded(resume)
        result = await prompt_v1(conn, original, f"Once more. {marker}")
        assert result.stop_reason == "end_turn"
        if close:
            closing = conn.agent.session_close(acp.CloseSessionRequest(session_id=original))
            if "session/close" in unrouted:
                await method_not_found(closing)
            else:
                await harness.bounded(closing)
    context.runs.append(run)
    return context.recording(group, transcripts, box)


# hermes-agent ----------------------------------------------------------------------------


@scenario("hermes-v1-turn", HERMES_GROUP)
async def hermes_turn(context: Context) -> Recording:
    """initialize, session/new (modes offered), then one turn: read_file, write_file (asked for
    and allowed), terminal."""
    box = context.sandbox()
    written, ran = box.workspace / "new.txt", box.workspace / "bash.txt"
    marker = context.script(
        [
            (Text(("I will read ", "the notes.")), ToolUse("read_file", {"path": "notes.txt"})),
            (ToolUse("write_file", {"path": str(written), "content": "written by the agent\n"}),),
            (ToolUse("terminal", {"command": f"echo ran > {ran}"}),),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, hermes_command(context, box), client) as (
        conn,
        run,
    ):
        init = await initialize_v1(conn)
        assert init.protocol_version == 1
        session = await new_session_v1(conn, box)
        modes = session.modes
        assert isinstance(modes, acp.SessionModeState), modes
        assert modes.current_mode_id == "default"  # "Ask before edits."
        result = await prompt_v1(conn, session.session_id, f"Edit the notes. {marker}")
    context.runs.append(run)
    assert result.stop_reason == "end_turn"
    assert written.read_text() == "written by the agent\n"
    assert ran.read_text() == "ran\n"
    assert (box.workspace / "notes.txt").read_text() == NOTES
    assert permission_outcomes(transcript) == ["selected"]
    assert len(tool_statuses(client)) >= 3
    assert agent_text(client).startswith("I will read the notes.")
    return context.recording(HERMES_GROUP, [transcript], box)


@scenario("hermes-v1-cancel-stream", HERMES_GROUP)
async def hermes_cancel_stream(context: Context) -> Recording:
    box = context.sandbox()
    return await cancel_stream(context, HERMES_GROUP, box, hermes_command(context, box))


@scenario("hermes-v1-cancel-permission", HERMES_GROUP)
async def hermes_cancel_permission(context: Context) -> Recording:
    box = context.sandbox()
    written = box.workspace / "new.txt"
    tool = ToolUse("write_file", {"path": str(written), "content": "not written\n"})
    agent = hermes_command(context, box)
    # hermes-agent 0.19.0 answers the cancelled prompt with -32603 ("'NoneType' object has no
    # attribute 'startswith'"), not stopReason `cancelled` (see transcripts.AGENT_DEFECTS).
    return await cancel_permission(
        context, HERMES_GROUP, box, agent, tool, written, answers_error=True
    )


@scenario("hermes-v1-sessions", HERMES_GROUP)
async def hermes_sessions(context: Context) -> Recording:
    box = context.sandbox()
    agent = hermes_command(context, box)
    return await sessions(context, HERMES_GROUP, box, agent, close=False)


# gptme ------------------------------------------------------------------------------------


@scenario("gptme-v1-turn", GPTME_GROUP)
async def gptme_turn(context: Context) -> Recording:
    """initialize, session/new, session/set_mode, then one turn in which the model writes code
    blocks gptme runs (gptme's tools are Markdown blocks, not function calls): a shell command
    that reads, a `save` of a new file, a shell command that writes. gptme 0.35.1 reports them
    as agent text, never as tool calls, and runs them without asking even in its "default"
    mode ("tools require confirmation"): its ACP agent never calls its permission hook."""
    box = context.sandbox()
    notes, written, ran = (box.workspace / name for name in ("notes.txt", "new.txt", "bash.txt"))
    marker = context.script(
        [
            (Text(("I will read the notes.\n", f"```shell\ncat {notes}\n```\n")),),
            (Text((f"```save {written}\nwritten by the agent\n```\n",)),),
            (Text((f"```shell\necho ran > {ran}\n```\n",)),),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, gptme_command(context), client) as (conn, run):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        modes = session.modes
        assert isinstance(modes, acp.SessionModeState), modes
        assert {mode.id for mode in modes.available_modes} == {"default", "auto"}
        await harness.bounded(
            conn.agent.session_set_mode(
                acp.SetSessionModeRequest(session_id=session.session_id, mode_id="auto")
            )
        )
        result = await prompt_v1(conn, session.session_id, f"Edit the notes. {marker}")
    context.runs.append(run)
    assert result.stop_reason == "end_turn"
    assert written.read_text().strip() == "written by the agent"
    assert ran.read_text() == "ran\n"
    text = agent_text(client)
    assert "I will read the notes." in text and "alpha" in text  # the command's output
    return context.recording(GPTME_GROUP, [transcript], box)


@scenario("gptme-v1-cancel-stream", GPTME_GROUP)
async def gptme_cancel_stream(context: Context) -> Recording:
    """gptme 0.35.1 streams from the model but sends the text to the client only when the
    stream ends: the cancel comes while the model streams, before the client saw any of it.
    gptme does not stop: it sends the whole text and answers `end_turn`."""
    box = context.sandbox()
    agent = gptme_command(context)
    return await cancel_stream(context, GPTME_GROUP, box, agent, streams=False, ignores_cancel=True)


# pydantic-acp -----------------------------------------------------------------------------


@scenario("pydantic-v1-turn", PYDANTIC_GROUP)
async def pydantic_turn(context: Context) -> Recording:
    """initialize, session/new, then one turn: read_notes, then write_notes (asked for and
    allowed: pydantic-ai's `requires_approval` becomes session/request_permission)."""
    box = context.sandbox()
    notes, written = box.workspace / "notes.txt", box.workspace / "new.txt"
    marker = context.script(
        [
            (Text(("I will read ", "the notes.")), ToolUse("read_notes", {"path": str(notes)})),
            (ToolUse("write_notes", {"path": str(written), "content": "written by the agent\n"}),),
            (Text(("All ", "done.")),),
        ]
    )
    transcript = context.transcript()
    client = ScriptedClient(box.workspace)
    async with harness.spawn(box, transcript, pydantic_command(context, box), client) as (
        conn,
        run,
    ):
        await initialize_v1(conn)
        session = await new_session_v1(conn, box)
        result = await prompt_v1(conn, session.session_id, f"Edit the notes. {marker}")
    context.runs.append(run)
    assert result.stop_reason == "end_turn"
    assert written.read_text() == "written by the agent\n"
    assert permission_outcomes(transcript) == ["selected"]
    statuses = tool_statuses(client)
    assert len(statuses) == 2 and set(statuses.values()) == {"completed"}, statuses
    assert agent_text(client) == "I will read the notes.All done."
    return context.recording(PYDANTIC_GROUP, [transcript], box)


@scenario("pydantic-v1-cancel-stream", PYDANTIC_GROUP)
async def pydantic_cancel_stream(context: Context) -> Recording:
    box = context.sandbox()
    return await cancel_stream(context, PYDANTIC_GROUP, box, pydantic_command(context, box))


@scenario("pydantic-v1-cancel-permission", PYDANTIC_GROUP)
async def pydantic_cancel_permission(context: Context) -> Recording:
    box = context.sandbox()
    written = box.workspace / "new.txt"
    tool = ToolUse("write_notes", {"path": str(written), "content": "not written\n"})
    agent = pydantic_command(context, box)
    return await cancel_permission(context, PYDANTIC_GROUP, box, agent, tool, written)


@scenario("pydantic-v1-sessions", PYDANTIC_GROUP)
async def pydantic_sessions(context: Context) -> Recording:
    box = context.sandbox()
    agent = pydantic_command(context, box)
    # pydantic-acp 1.10.0 advertises sessionCapabilities.fork, .resume and .close, and answers
    # all three with -32601 Method not found: the python-sdk 0.12.1 it runs on routes them only
    # as unstable methods (`use_unstable_protocol`), which pydantic-acp does not turn on.
    unrouted = ("session/fork", "session/resume", "session/close")
    return await sessions(context, PYDANTIC_GROUP, box, agent, close=True, unrouted=unrouted)
