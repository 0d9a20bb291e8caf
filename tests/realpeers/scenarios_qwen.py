"""Qwen Code (`@qwen-code/qwen-code`, `qwen --acp`, on node 22) in ACP v1, driven through the
sessions API (`sessions_flows.py`) against the mock's OpenAI Chat Completions: a turn with its
read_file, write_file and run_shell_command tools, two cancels, session/list, load and resume
in new processes (it advertises neither fork nor close)."""

from __future__ import annotations

import json
from typing import Any

import acp_wire as acp

from .mock_models import ToolUse
from .peers import FAKE_OPENAI_KEY, PINS, Sandbox
from .scenarios import Context, Recording, scenario
from .sessions_flows import AgentSpec, Command, cancel_permission, cancel_stream, sessions, turn

QWEN = "@qwen-code/qwen-code"
GROUP = f"qwen-code {PINS[QWEN]} v1"
MODEL = "mock-model"
# Qwen Code's own background model calls (memory extraction, follow-up suggestions), update
# checks and usage statistics: off, so that only the agent's turns reach the mock.
SETTINGS = {
    "security": {"auth": {"selectedType": "openai"}},
    "memory": {"enableManagedAutoMemory": False, "enableManagedAutoDream": False},
    "ui": {"enableFollowupSuggestions": False},
    "general": {"enableAutoUpdate": False},
    "privacy": {"usageStatisticsEnabled": False},
}


def qwen_command(context: Context, box: Sandbox) -> Command:
    """`qwen --acp` with the OpenAI provider pointed at the mock (`OPENAI_BASE_URL`)."""
    config = box.home / ".qwen"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps(SETTINGS, indent=2))
    box.own(config)
    env = {
        "OPENAI_API_KEY": FAKE_OPENAI_KEY,
        "OPENAI_BASE_URL": f"{context.server.url}/v1",
        "OPENAI_MODEL": MODEL,
    }
    installed = context.installed
    return [installed.node22, str(installed.script(QWEN)), "--acp"], env


async def asking(session: Any) -> None:
    """Qwen Code starts in its "auto" mode (a model classifier approves); its "default" mode
    asks before edits and commands. It offers the modes both as `modes` and as the `mode`
    config option: set one by each."""
    response = session.response
    assert isinstance(response.modes, acp.SessionModeState), response.modes
    assert response.modes.current_mode_id == "auto"
    assert {"plan", "default", "yolo"} <= {mode.id for mode in response.modes.available_modes}
    await session.set_mode("plan")
    answer = await session.set_config_option("mode", "default")
    [mode] = [option for option in answer.config_options if option.id == "mode"]
    assert mode.current_value == "default"


AGENT = AgentSpec(
    group=GROUP,
    command=qwen_command,
    read=lambda path: ToolUse("read_file", {"file_path": str(path)}),
    write=lambda path, text: ToolUse("write_file", {"file_path": str(path), "content": text}),
    shell=lambda line: ToolUse("run_shell_command", {"command": line}),
    prepare=asking,
)


@scenario("qwen-v1-turn", GROUP)
async def qwen_turn(context: Context) -> Recording:
    return await turn(context, AGENT)


@scenario("qwen-v1-cancel-stream", GROUP)
async def qwen_cancel_stream(context: Context) -> Recording:
    return await cancel_stream(context, AGENT)


@scenario("qwen-v1-cancel-permission", GROUP)
async def qwen_cancel_permission(context: Context) -> Recording:
    return await cancel_permission(context, AGENT)


@scenario("qwen-v1-sessions", GROUP)
async def qwen_sessions(context: Context) -> Recording:
    return await sessions(context, AGENT)
