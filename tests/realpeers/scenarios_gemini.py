"""Gemini CLI (`@google/gemini-cli`, `gemini --acp`) in ACP v1, driven through the sessions API
(`sessions_flows.py`) against the mock's Gemini API (`GOOGLE_GEMINI_BASE_URL`): a turn with its
read_file, write_file and run_shell_command tools, two cancels, and session/load in a new
process (it advertises no other session method), which fails: see `AGENT.load_fails`."""

from __future__ import annotations

import json
from typing import Any

import acp_wire as acp

from .mock_models import ToolUse
from .peers import PINS, Sandbox
from .scenarios import Context, Recording, scenario
from .sessions_flows import AgentSpec, Command, cancel_permission, cancel_stream, sessions, turn

GEMINI = "@google/gemini-cli"
GROUP = f"gemini-cli {PINS[GEMINI]} v1"
# A model named on the command line: Gemini CLI then skips its model router, whose classifier
# asks the model for JSON the mock does not script (and retries).
MODEL = "gemini-2.5-flash"
FAKE_GEMINI_KEY = "mock-gemini-key-for-127.0.0.1"
# The API key auth, no update checks, no usage statistics, no folder-trust prompts.
SETTINGS = {
    "security": {"auth": {"selectedType": "gemini-api-key"}, "folderTrust": {"enabled": False}},
    "general": {"enableAutoUpdate": False, "enableAutoUpdateNotification": False},
    "privacy": {"usageStatisticsEnabled": False},
}


def gemini_command(context: Context, box: Sandbox) -> Command:
    """`gemini --acp` with its settings in `$HOME/.gemini/settings.json`."""
    config = box.home / ".gemini"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps(SETTINGS, indent=2))
    box.own(config)
    env = {"GEMINI_API_KEY": FAKE_GEMINI_KEY, "GOOGLE_GEMINI_BASE_URL": context.server.url}
    script = str(context.installed.script(GEMINI))
    return [context.installed.node, script, "--acp", "--model", MODEL], env


async def default_mode(session: Any) -> None:
    """Gemini CLI starts in its "default" mode, which asks before edits and commands; it
    offers its modes as `modes` only: set "plan" and back."""
    modes = session.response.modes
    assert isinstance(modes, acp.SessionModeState), modes
    assert modes.current_mode_id == "default"
    assert {"default", "autoEdit", "yolo", "plan"} == {mode.id for mode in modes.available_modes}
    await session.set_mode("plan")
    await session.set_mode("default")


AGENT = AgentSpec(
    group=GROUP,
    command=gemini_command,
    read=lambda path: ToolUse("read_file", {"file_path": str(path)}),
    write=lambda path, text: ToolUse("write_file", {"file_path": str(path), "content": text}),
    shell=lambda line: ToolUse("run_shell_command", {"command": line}),
    prepare=default_mode,
    # Gemini CLI 0.61.0 records a session's turns in ~/.gemini/tmp/<project>/chats/*.jsonl,
    # yet a new process answers `session/load` of it -32603, the file intact and whether or
    # not the process runs in the workspace (`acp-wire check` cannot see it: no rule of the
    # wire is broken).
    load_fails="No previous sessions found for this project.",
)


@scenario("gemini-v1-turn", GROUP)
async def gemini_turn(context: Context) -> Recording:
    return await turn(context, AGENT)


@scenario("gemini-v1-cancel-stream", GROUP)
async def gemini_cancel_stream(context: Context) -> Recording:
    return await cancel_stream(context, AGENT)


@scenario("gemini-v1-cancel-permission", GROUP)
async def gemini_cancel_permission(context: Context) -> Recording:
    return await cancel_permission(context, AGENT)


@scenario("gemini-v1-sessions", GROUP)
async def gemini_sessions(context: Context) -> Recording:
    return await sessions(context, AGENT)
