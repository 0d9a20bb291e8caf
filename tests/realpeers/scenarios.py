"""The scenarios the real agents run, each a whole conversation against the scripted mock model,
asserting what the agent did (files on disk, stop reasons, cancelled outcomes)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import acp_wire as acp

from . import harness
from .client import ScriptedClient, client_capabilities
from .mock_models import MockServer, Scenario, Step, Text
from .peers import Installed, Sandbox

NOTES = "alpha\nbeta\n"


@dataclass
class Recording:
    """What a scenario leaves: its transcripts and how to make their paths neutral."""

    name: str
    group: str  # agent and protocol version, e.g. "claude-agent-acp 0.101.0 v1"
    transcripts: list[Path]
    replacements: dict[str, str] = field(default_factory=dict)
    leftovers: list[str] = field(default_factory=list)  # processes that outlived their agent
    printed: list[dict[str, Any]] = field(default_factory=list)  # what a client CLI printed


@dataclass
class Context:
    """What a scenario runs with."""

    installed: Installed
    server: MockServer
    root: Path
    name: str
    sandboxes: list[Sandbox]
    runs: list[harness.Run] = field(default_factory=list)

    def sandbox(self) -> Sandbox:
        box = Sandbox.create(self.root / "sandboxes")
        self.sandboxes.append(box)
        (box.workspace / "notes.txt").write_text(NOTES)
        box.own(box.workspace)
        return box

    def transcript(self, part: str = "") -> Path:
        folder = self.root / "transcripts"
        folder.mkdir(exist_ok=True)
        return folder / f"{self.name}{'-' + part if part else ''}.jsonl"

    def script(self, steps: list[Step]) -> str:
        """Script the model for this scenario; return the marker its prompts carry."""
        self.server.script.scenarios[self.name] = Scenario(steps)
        return f"[[scenario:{self.name}]]"

    def recording(self, group: str, transcripts: list[Path], *boxes: Sandbox) -> Recording:
        replacements = {str(box.root): f"/sandbox/{i}" for i, box in enumerate(boxes)}
        leftovers = [left for run in self.runs for left in run.leftovers]
        return Recording(self.name, group, transcripts, replacements, leftovers)


@dataclass(frozen=True)
class Spec:
    """A scenario: its group and the coroutine that runs it."""

    group: str
    run: Callable[[Context], Awaitable[Recording]]


SCENARIOS: dict[str, Spec] = {}


def scenario(name: str, group: str) -> Callable[[Any], Any]:
    def register(run: Callable[[Context], Awaitable[Recording]]) -> Any:
        SCENARIOS[name] = Spec(group, run)
        return run

    return register


async def initialize_v1(conn: Any) -> acp.InitializeResponse:
    return await harness.bounded(
        conn.agent.initialize(
            acp.InitializeRequest(
                protocol_version=acp.PROTOCOL_VERSION,
                client_capabilities=client_capabilities(),
                client_info=acp.Implementation(name="acp-wire-realpeers", version="0"),
            )
        )
    )


async def new_session_v1(conn: Any, box: Sandbox) -> acp.NewSessionResponse:
    return await harness.bounded(
        conn.agent.session_new(acp.NewSessionRequest(cwd=str(box.workspace), mcp_servers=[]))
    )


async def prompt_v1(conn: Any, session_id: str, text: str) -> acp.PromptResponse:
    return await harness.bounded(
        conn.agent.session_prompt(
            acp.PromptRequest(session_id=session_id, prompt=[acp.TextContent(text=text)])
        )
    )


def tool_statuses(client: ScriptedClient) -> dict[str, str]:
    """The last status of each tool call the client was told about."""
    statuses: dict[str, str] = {}
    for note in client.updates:
        update = note.update
        if isinstance(update, (acp.ToolCall, acp.ToolCallUpdateSessionUpdate)):
            status = update.status
            if isinstance(status, str):
                statuses[update.tool_call_id] = status
            else:
                statuses.setdefault(update.tool_call_id, "")
    return statuses


def agent_text(client: ScriptedClient) -> str:
    return "".join(
        note.update.content.text
        for note in client.updates
        if isinstance(note.update, acp.AgentMessageChunk)
        and isinstance(note.update.content, acp.TextContent)
    )


def permission_outcomes(transcript: Path) -> list[str]:
    """The outcome of each answered `session/request_permission`, as the wire carried it."""
    import json

    asked: set[object] = set()
    outcomes = []
    for line in transcript.read_text().splitlines():
        record = json.loads(line)
        message = record["message"]
        if message.get("method") == "session/request_permission":
            asked.add(message["id"])
        elif record["from"] == "client" and "result" in message and message["id"] in asked:
            outcomes.append(message["result"]["outcome"]["outcome"])
    return outcomes


async def cancel_when(
    conn: Any, session_id: str, turn: Awaitable[Any], ready: asyncio.Event
) -> Any:
    """Run `turn`, send `session/cancel` once `ready` is set, return the turn's result."""
    task = asyncio.ensure_future(turn)
    waiter = asyncio.ensure_future(ready.wait())
    done, _ = await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    assert waiter in done, "the turn ended before the moment to cancel it"
    await conn.session_cancel(session_id)
    return await harness.bounded(task)


def first_chunk_event(client: ScriptedClient, marker: str) -> asyncio.Event:
    """An event set when an agent message chunk containing `marker` arrives."""
    event = asyncio.Event()

    def seen(note: acp.SessionNotification) -> None:
        update = note.update
        if (
            isinstance(update, acp.AgentMessageChunk)
            and isinstance(update.content, acp.TextContent)
            and marker in update.content.text
        ):
            event.set()

    client.on_update = seen
    return event


def slow_text(count: int = 60, delay: float = 0.25) -> Text:
    """A stream long enough to be cancelled in the middle."""
    return Text(tuple(f"slow-{i} " for i in range(count)), delay)


from . import (  # noqa: E402,F401  (they register themselves)
    scenarios_acpx,
    scenarios_claude,
    scenarios_claude_v2,
    scenarios_codex,
    scenarios_conduct,
    scenarios_gemini,
    scenarios_mcp,
    scenarios_opencode,
    scenarios_pyclient,
    scenarios_python,
    scenarios_qwen,
)
