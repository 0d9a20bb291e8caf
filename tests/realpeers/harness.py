"""Running a real agent behind `acp-wire tap` with the scripted client, and what a run leaves:
its transcript, what the client saw, and the agent processes it had to stop itself."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import acp_wire as acp
from acp_wire import v2

from .client import ScriptedClient
from .peers import FAKE_ANTHROPIC_KEY, FAKE_OPENAI_KEY, Installed, Sandbox

# The tap's own grace (stdin closed → terminate → kill) is shorter than the client's, so that the
# tap stops its agent itself and is never terminated by the client (see `spawn`).
TAP_GRACE = 2.0
CLIENT_EXIT_TIMEOUT = 10.0
# Bounds on one request to a real agent: a hung agent fails the test, never the session.
REQUEST_TIMEOUT = float(os.environ.get("ACP_WIRE_REALPEERS_TIMEOUT", "90"))

CLAUDE = "@agentclientprotocol/claude-agent-acp"
CODEX = "@zed-industries/codex-acp"
ACPX = "acpx"
# The model codex is told to use: one it knows the metadata of (an unknown one adds a warning).
CODEX_MODEL = "gpt-5.3-codex"


def claude_command(
    installed: Installed, url: str, version: int
) -> tuple[list[str], dict[str, str]]:
    """claude-agent-acp pointed at the mock Messages API; `version` 2 limits it to ACP v2."""
    env = {
        "ANTHROPIC_BASE_URL": url,
        "ANTHROPIC_API_KEY": FAKE_ANTHROPIC_KEY,
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_AUTOUPDATER": "1",
        "CLAUDE_AGENT_ACP_PROTOCOL": f"v{version}",
    }
    return [installed.node, str(installed.script(CLAUDE))], env


def codex_command(
    installed: Installed, url: str, sandbox: Sandbox, *, asking: bool
) -> tuple[list[str], dict[str, str]]:
    """codex-acp with a model provider in `$HOME/.codex/config.toml` whose base_url is the mock.

    `asking`: no sandbox (codex's needs bubblewrap, absent here) and approval policy
    "untrusted", so that codex asks the client before a command that is not known safe; codex
    then offers no modes (its modes are presets of sandbox and approvals). Otherwise codex's
    defaults: the "read-only" mode, and `session/set_mode` offered."""
    config = sandbox.home / ".codex"
    config.mkdir(exist_ok=True)
    policy = 'sandbox_mode = "danger-full-access"\napproval_policy = "untrusted"\n'
    (config / "config.toml").write_text(
        f'model = "{CODEX_MODEL}"\n' + (policy if asking else "") + 'model_provider = "mock"\n'
        "[model_providers.mock]\n"
        'name = "mock"\n'
        f'base_url = "{url}/v1"\n'
        'env_key = "OPENAI_API_KEY"\n'
        'wire_api = "responses"\n'
    )
    sandbox.own(config)
    return [installed.node, str(installed.script(CODEX))], {"OPENAI_API_KEY": FAKE_OPENAI_KEY}


def tap_command(transcript: Path, agent: list[str]) -> list[str]:
    """`acp-wire tap` recording `transcript` in front of `agent`."""
    return [
        sys.executable,
        "-m",
        "acp_wire",
        "tap",
        "--grace",
        str(TAP_GRACE),
        "--transcript",
        str(transcript),
        "--",
        *agent,
    ]


def processes_with_home(home: Path) -> list[int]:
    """The processes whose environment holds `HOME=home`: the agents of one sandbox."""
    marker = f"HOME={home}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if marker in environ.split(b"\0"):
            found.append(int(entry.name))
    return found


def _command_line(pid: int) -> str:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return "?"
    return raw.replace(b"\0", b" ").decode(errors="replace").strip()[:200]


async def stop_leftovers(home: Path, patience: float = 3.0) -> list[str]:
    """Give a sandbox's processes `patience` seconds to exit after their agent stopped, then
    kill (by id) those left; return them (`pid command line`)."""
    for _ in range(int(patience / 0.1)):
        if not processes_with_home(home):
            return []
        await asyncio.sleep(0.1)
    left = [f"{pid} {_command_line(pid)}" for pid in processes_with_home(home)]
    for pid in processes_with_home(home):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return left


@dataclass
class Run:
    """One agent process behind the tap: its transcript and the client that drove it."""

    transcript: Path
    client: Any
    exit_status: int | None = None
    leftovers: list[str] = field(default_factory=list)


@asynccontextmanager
async def spawn(
    sandbox: Sandbox,
    transcript: Path,
    agent: tuple[list[str], dict[str, str]],
    client: Any,
    *,
    version: int = 1,
) -> AsyncIterator[tuple[Any, Run]]:
    """Start `agent` as the sandbox's user behind `acp-wire tap`, connected to `client`; on the
    way out stop it and record the processes that outlived it (then kill those)."""
    argv, env = agent
    command = tap_command(transcript, sandbox.command(argv, env))
    spawner = v2.spawn_agent if version == 2 else acp.spawn_agent
    run = Run(transcript, client)
    try:
        async with spawner(
            command, client, exit_timeout=CLIENT_EXIT_TIMEOUT, own_process_group=True
        ) as (conn, process):
            try:
                yield conn, run
            finally:
                if isinstance(client, ScriptedClient):
                    await client.close_terminals()
        run.exit_status = process.returncode
    finally:
        run.leftovers = await stop_leftovers(sandbox.home)


async def bounded(awaitable: Any, seconds: float = REQUEST_TIMEOUT) -> Any:
    """A request to a real agent, failing the test after `seconds`."""
    return await asyncio.wait_for(awaitable, seconds)
