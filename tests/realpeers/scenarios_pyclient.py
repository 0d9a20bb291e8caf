"""A Python client from PyPI driving acp-wire's agents in a real terminal: chuk-acp's interactive
client (its own ACP implementation, not the python-sdk) in tmux, typed into with `send-keys` and
read back with `capture-pane`, the agent behind `acp-wire tap`.

batrachian-toad, the terminal client the issue names first, cannot run here: every release
requires Python >= 3.14 (0.6.20 imports fail on 3.13: it relies on 3.14's deferred annotations,
`NameError: name 'SettingsScreen' is not defined` in toad/app.py), and no registry this suite
may use ships a CPython 3.14 for it."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from pathlib import Path

from . import harness
from .peers import PY_PINS, py_version
from .scenarios import Context, Recording, scenario

CHUK = "chuk-acp"
assert CHUK in PY_PINS
GROUP = f"chuk-acp {py_version(CHUK)} -> acp-wire agents v1"
REPO = Path(__file__).resolve().parents[2]
PROMPT = "hello from tmux"
# How long the screen may take to show what is awaited (a bound, not a measurement).
SCREEN_TIMEOUT = 60.0


def readme_agent() -> str:
    """The agent of README.md's "An agent" section (`my_agent.py`)."""
    text = (REPO / "README.md").read_text()
    section = text[text.index("## An agent") :]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found is not None, "README.md's agent section has no Python block"
    return found.group(1)


class Terminal:
    """A tmux server of its own (its socket named after the scenario, its configuration ours,
    not the user's), one window."""

    def __init__(self, name: str, folder: Path) -> None:
        self.socket = f"acp-wire-realpeers-{name}"
        self.config = folder / f"tmux-{name}.conf"
        # Set before the window starts: a client that exits at once leaves its screen readable.
        self.config.write_text("set-option -g remain-on-exit on\n")

    def tmux(self, *args: str, check: bool = True) -> str:
        command = ["tmux", "-L", self.socket, "-f", str(self.config), *args]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if check and done.returncode != 0:
            raise AssertionError(f"tmux {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def start(self, argv: list[str]) -> None:
        self.tmux("new-session", "-d", "-x", "200", "-y", "50", "-s", "main", *argv)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "main")  # with history

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-t", "main", "-l", text)
        self.tmux("send-keys", "-t", "main", "Enter")

    async def wait_for(self, pattern: str) -> str:
        """The screen once `pattern` (a regular expression) is on it; fails after the bound."""
        for _ in range(int(SCREEN_TIMEOUT / 0.1)):
            screen = self.screen()
            if re.search(pattern, screen, re.M):
                return screen
            await asyncio.sleep(0.1)
        raise AssertionError(f"{pattern!r} never appeared on the screen:\n{self.screen()}")

    def exited(self) -> bool:
        return self.tmux("display-message", "-p", "-t", "main", "#{pane_dead}").strip() == "1"

    def stop(self) -> None:
        self.tmux("kill-server", check=False)


async def run_chuk(context: Context, agent: list[str]) -> tuple[Recording, str]:
    """chuk-acp's interactive client on `acp-wire tap -- AGENT` in tmux: wait for its prompt,
    type PROMPT, wait for the agent's answer, type /quit (or, when it could not connect, wait for
    it to exit). The recording and the last screen."""
    box = context.sandbox()
    transcript = context.transcript()
    chuk = str(context.installed.venv(CHUK) / "bin" / "chuk-acp")
    client = ["env", "-i", f"HOME={box.home}", "PATH=/usr/bin:/bin", "LANG=C.UTF-8", chuk]
    argv = [*client, "--cwd", str(box.workspace), "--", *harness.tap_command(transcript, agent)]
    terminal = Terminal(context.name, context.root)
    terminal.stop()  # a server left by an interrupted run
    try:
        terminal.start(argv)
        screen = await terminal.wait_for(r"^You: ?$|^Error connecting")
        if "Error connecting" not in screen:
            terminal.type(PROMPT)
            screen = await terminal.wait_for(r"^Agent: |^Error")
            terminal.type("/quit")
            await terminal.wait_for(r"^Goodbye!")
        for _ in range(int(SCREEN_TIMEOUT / 0.1)):
            if terminal.exited():
                break
            await asyncio.sleep(0.1)
        assert terminal.exited(), "chuk-acp did not exit"
        screen = terminal.screen()
    finally:
        terminal.stop()
    run = harness.Run(transcript, None, 0)
    run.leftovers = await harness.stop_leftovers(box.home)
    context.runs.append(run)
    return context.recording(GROUP, [transcript], box), screen


@scenario("chuk-readme-agent", GROUP)
async def chuk_readme(context: Context) -> Recording:
    """The README's agent answers the typed prompt on screen: `Agent: You said: ...`."""
    source = context.root / "my_agent.py"
    source.write_text(readme_agent())
    recording, screen = await run_chuk(context, [sys.executable, str(source)])
    assert f"Agent: You said: {PROMPT}" in screen, screen
    return recording


@scenario("chuk-v2-echo-agent", GROUP)
async def chuk_v2_echo(context: Context) -> Recording:
    """The v2 echo agent and a v1-only client: chuk-acp 0.3.2 asks for protocol version 1 with
    a v1 `initialize`, and the agent, on `acp_wire.v2`, decodes it with v2's schema and answers
    -32602 ("Object missing required field `info`") instead of negotiating a version. chuk-acp
    shows that error on screen and exits; the transcript is clean."""
    agent = [sys.executable, "-m", "acp_wire.examples.v2_echo_agent"]
    recording, screen = await run_chuk(context, agent)
    assert "Initialization failed" in screen and "missing required field `info`" in screen, screen
    return recording
