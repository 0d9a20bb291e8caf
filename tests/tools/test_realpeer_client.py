"""The real-agent suite's client on the requests the real agents never sent: at their pinned
versions claude-agent-acp and codex-acp issue no `fs/*` or `terminal/*` request even when the
client advertises them, so an acp-wire agent sends them to the same client, through the tap,
and the transcript goes through the same checks."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import acp_wire as acp
from tests.realpeers.client import ScriptedClient, client_capabilities
from tests.realpeers.harness import tap_command
from tests.realpeers.transcripts import CHECKS, exercised, transcript_problem
from tests.support.paths import TESTS

AGENT = TESTS / "realpeers" / "fs_terminal_agent.py"


async def _drive(workspace: Path, transcript: Path) -> tuple[acp.PromptResponse, ScriptedClient]:
    client = ScriptedClient(workspace)
    command = tap_command(transcript, [sys.executable, str(AGENT)])
    async with acp.spawn_agent(command, client, exit_timeout=10) as (conn, _):
        await conn.agent.initialize(
            acp.InitializeRequest(protocol_version=1, client_capabilities=client_capabilities())
        )
        session = await conn.agent.session_new(
            acp.NewSessionRequest(cwd=str(workspace), mcp_servers=[])
        )
        result = await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text="go")])
        )
    return result, client


def test_client_serves_fs_terminal_and_permission_requests(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("alpha\nbeta\ngamma\n")
    transcript = tmp_path / "fs-terminal.jsonl"
    result, client = asyncio.run(asyncio.wait_for(_drive(workspace, transcript), 60))
    assert result.stop_reason == "end_turn"
    assert (workspace / "notes.txt").read_text() == "alpha\nbeta-edited\n"
    said = [n.update for n in client.updates if isinstance(n.update, acp.AgentMessageChunk)]
    assert [u.content.text for u in said if isinstance(u.content, acp.TextContent)] == [
        "exit 3: ran"
    ]
    methods, _ = exercised(transcript)
    assert {
        "fs/read_text_file (agent)",
        "fs/write_text_file (agent)",
        "session/request_permission (agent)",
        "terminal/create (agent)",
        "terminal/wait_for_exit (agent)",
        "terminal/output (agent)",
        "terminal/release (agent)",
    } <= set(methods)
    for check in CHECKS:
        assert transcript_problem(check, transcript, in_process=True) is None, check
