"""acpx, a headless ACP client written by others, driving acp-wire's own agents through
`acp-wire tap`: examples/echo_agent.py and the agent docs/agents-and-clients.md shows, and
codex-acp. Twice: acpx 0.1.15 on the machine's node, and acpx 0.19.1 (the newest) on node 22
from npm, which it needs (its `engines`: node >= 22.13)."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from pathlib import Path

from . import harness
from .mock_models import Text
from .peers import NPM_ALIASES, PINS, Sandbox
from .scenarios import Context, Recording, scenario

NEWEST = "acpx-newest"  # the alias acpx 0.19.1 is installed under (peers.NPM_ALIASES)
# Each acpx: (the package it is installed as, the version, the prefix of its scenarios' names).
ACPXES = [(harness.ACPX, PINS[harness.ACPX], "acpx"), (NEWEST, NPM_ALIASES[NEWEST][1], NEWEST)]
REPO = Path(__file__).resolve().parents[2]
PROMPT = "hello from acpx"


def readme_agent() -> str:
    """The complete agent of the "Agents and clients" guide (`class MyAgent`)."""
    guide = REPO / "docs" / "agents-and-clients.md"
    blocks = re.findall(r"```python\n(.*?)```", guide.read_text(), re.S)
    return next(block for block in blocks if "class MyAgent(acp.Agent)" in block)


def group(version: str, peer: str = "acp-wire agents") -> str:
    return f"acpx {version} -> {peer} v1"


async def run_acpx(
    context: Context,
    acpx: str,
    agent: list[str],
    *,
    box: Sandbox | None = None,
    prompt: str = PROMPT,
    peer_group: str | None = None,
) -> tuple[Recording, list[dict[str, object]]]:
    """`acpx --agent "tap ... -- AGENT" --format json exec PROMPT` in a sandbox, with the acpx
    installed as package `acpx` (on the node it needs); the recording and the JSON-RPC messages
    acpx printed."""
    box = box or context.sandbox()
    node = context.installed.node22 if acpx == NEWEST else context.installed.node
    transcript = context.transcript()
    tap = " ".join(harness.tap_command(transcript, agent))
    process = await asyncio.create_subprocess_exec(
        "env",
        "-i",
        f"HOME={box.home}",
        "PATH=/usr/bin:/bin",
        node,
        str(context.installed.script(acpx)),
        "--agent",
        tap,
        "--format",
        "json",
        "--approve-all",
        "--cwd",
        str(box.workspace),
        "exec",
        prompt,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await harness.bounded(process.communicate())
    assert process.returncode == 0, err.decode()[-2000:]
    run = harness.Run(transcript, None, process.returncode)
    run.leftovers = await harness.stop_leftovers(box.home)
    context.runs.append(run)
    printed = [json.loads(line) for line in out.decode().splitlines() if line.startswith("{")]
    version = context.installed.version(acpx)
    return context.recording(peer_group or group(version), [transcript], box), printed


def chunks(printed: list[dict[str, object]]) -> list[str]:
    """The text of each agent message chunk acpx printed."""
    found = []
    for message in printed:
        params = message.get("params")
        if message.get("method") == "session/update" and isinstance(params, dict):
            update = params["update"]
            if update.get("sessionUpdate") == "agent_message_chunk":
                found.append(update["content"]["text"])
    return found


def stop_reason(printed: list[dict[str, object]]) -> object:
    return next(
        m["result"].get("stopReason")  # type: ignore[union-attr]
        for m in printed
        if isinstance(m.get("result"), dict) and "stopReason" in m["result"]  # type: ignore[operator]
    )


def register(acpx: str, version: str, prefix: str) -> None:
    """The scenarios of one acpx."""

    @scenario(f"{prefix}-echo-agent", group(version))
    async def acpx_echo(context: Context) -> Recording:
        """acpx runs one prompt against examples/echo_agent.py: echoed word by word, end_turn."""
        agent = [sys.executable, str(REPO / "examples" / "echo_agent.py")]
        recording, printed = await run_acpx(context, acpx, agent)
        assert stop_reason(printed) == "end_turn"
        assert [c.strip() for c in chunks(printed)] == PROMPT.split()
        recording.printed = printed
        return recording

    @scenario(f"{prefix}-readme-agent", group(version))
    async def acpx_readme(context: Context) -> Recording:
        """acpx runs one prompt against the guide's agent: its text, its tool call, end_turn."""
        source = context.root / "my_agent.py"
        source.write_text(readme_agent())
        recording, printed = await run_acpx(context, acpx, [sys.executable, str(source)])
        assert stop_reason(printed) == "end_turn"
        assert "".join(chunks(printed)) == "Let me read the README.Done."
        kinds = [
            m["params"]["update"]["sessionUpdate"]  # type: ignore[index]
            for m in printed
            if m.get("method") == "session/update"
        ]
        assert kinds == [
            "agent_message_chunk",
            "tool_call",
            "tool_call_update",
            "agent_message_chunk",
        ]
        return recording

    @scenario(f"{prefix}-codex", group(version, f"codex-acp {PINS[harness.CODEX]}"))
    async def acpx_codex(context: Context) -> Recording:
        """acpx runs one prompt against codex-acp behind the tap, then stops it as it stops
        every agent: stdin closed, SIGTERM 100 ms later. codex-acp does not exit when its stdin
        closes, so this is where a tap that dies of the signal leaves its agent running."""
        box = context.sandbox()
        marker = context.script([(Text(("Hello ", "from codex.")),)])
        argv, env = harness.codex_command(context.installed, context.server.url, box, asking=False)
        recording, printed = await run_acpx(
            context,
            acpx,
            box.command(argv, env),
            box=box,
            prompt=f"Say hello. {marker}",
            peer_group=group(version, f"codex-acp {PINS[harness.CODEX]}"),
        )
        assert stop_reason(printed) == "end_turn"
        assert "".join(chunks(printed)).endswith("Hello from codex.")
        return recording


for _acpx, _version, _prefix in ACPXES:
    register(_acpx, _version, _prefix)
