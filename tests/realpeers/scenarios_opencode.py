"""OpenCode (`opencode-ai`, `opencode acp`: the native binary its npm package ships for the
platform) in ACP v1, driven through the sessions API (`sessions_flows.py`) against the mock's
OpenAI Chat Completions through a custom OpenAI-compatible provider: a turn with its read,
write and bash tools, two cancels, session/list, load, fork and resume in new processes, and
session/close (which it advertises)."""

from __future__ import annotations

import json
from typing import Any

from .mock_models import ToolUse
from .peers import FAKE_OPENAI_KEY, PINS, Sandbox
from .scenarios import Context, Recording, scenario
from .sessions_flows import AgentSpec, Command, cancel_permission, cancel_stream, sessions, turn

OPENCODE = "opencode-ai"
GROUP = f"opencode {PINS[OPENCODE]} v1"
MODEL = "mock-model"


def opencode_config(url: str) -> dict[str, Any]:
    """A provider `mock` whose base URL is the mock server, its model the default; edits and
    commands asked for (OpenCode's default is to run them); no update checks, no sharing."""
    return {
        "$schema": "https://opencode.ai/config.json",
        "model": f"mock/{MODEL}",
        "small_model": f"mock/{MODEL}",
        "autoupdate": False,
        "share": "disabled",
        "permission": {"edit": "ask", "bash": "ask"},
        "provider": {
            "mock": {
                "npm": "@ai-sdk/openai-compatible",
                "name": "mock",
                "options": {"baseURL": f"{url}/v1", "apiKey": FAKE_OPENAI_KEY},
                "models": {MODEL: {"name": MODEL}},
            }
        },
    }


def opencode_command(context: Context, box: Sandbox) -> Command:
    """`opencode acp` with its config in `$HOME/.config/opencode/opencode.json`."""
    config = box.home / ".config" / "opencode"
    config.mkdir(parents=True, exist_ok=True)
    (config / "opencode.json").write_text(json.dumps(opencode_config(context.server.url)))
    box.own(box.home / ".config")
    binary = context.installed.script(OPENCODE)
    # The package's postinstall links the platform's build there; without it (npm run with
    # scripts off) the file is a shell stub that only says so.
    with binary.open("rb") as file:
        assert file.read(4) == b"\x7fELF", f"{binary}: opencode-ai's postinstall did not run"
    return [str(binary), "acp"], {}


async def build_mode(session: Any) -> None:
    """OpenCode offers its agents ("build", "plan") as the `mode` config option, not as
    `modes`: set it to "plan" and back."""
    response = session.response
    options = {option.id: option for option in response.config_options}
    assert options["mode"].current_value == "build"
    assert options["model"].current_value == f"mock/{MODEL}"
    for value in ("plan", "build"):
        answer = await session.set_config_option("mode", value)
        [mode] = [option for option in answer.config_options if option.id == "mode"]
        assert mode.current_value == value


AGENT = AgentSpec(
    group=GROUP,
    command=opencode_command,
    read=lambda path: ToolUse("read", {"filePath": str(path)}),
    write=lambda path, text: ToolUse("write", {"filePath": str(path), "content": text}),
    shell=lambda line: ToolUse("bash", {"command": line, "description": "Run it"}),
    prepare=build_mode,
    fork_replays=True,
)


@scenario("opencode-v1-turn", GROUP)
async def opencode_turn(context: Context) -> Recording:
    return await turn(context, AGENT)


@scenario("opencode-v1-cancel-stream", GROUP)
async def opencode_cancel_stream(context: Context) -> Recording:
    return await cancel_stream(context, AGENT)


@scenario("opencode-v1-cancel-permission", GROUP)
async def opencode_cancel_permission(context: Context) -> Recording:
    return await cancel_permission(context, AGENT)


@scenario("opencode-v1-sessions", GROUP)
async def opencode_sessions(context: Context) -> Recording:
    return await sessions(context, AGENT)
