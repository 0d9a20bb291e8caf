"""The README is the front door: short, and every snippet and command in it runs."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests.support.readme import README, agent_block, example_client_command, python_blocks

ROOT = Path(__file__).resolve().parents[1]


def test_readme_is_at_most_250_lines() -> None:
    assert len(README.read_text().splitlines()) <= 250


def test_usage_example_runs() -> None:
    namespace: dict[str, object] = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(python_blocks()[0], "README.md", "exec"), namespace)
    assert printed.getvalue() == "agent says Hello\n"
    assert namespace["out"] == (
        b'{"sessionId":"sess_1","update":{"sessionUpdate":"session_info_update","title":null}}'
    )


def test_the_client_runs_main_against_the_packaged_agent() -> None:
    """The client snippet runs `main()` as written (no relative path) and prints the turn,
    driven by the sessions API."""
    (client,) = [b for b in python_blocks() if "spawn_agent" in b]
    assert "asyncio.run(main())" in client
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(client, "README.md", "exec"), {"__name__": "readme_client"})
    assert printed.getvalue().splitlines() == [
        "agent: hello there",  # the turn's text: the echo agent's chunks, in wire order
        "stop reason: end_turn",
    ]
    assert "conn.session(" in client and "session.prompt(" in client


def test_the_agent_runs_against_the_example_client(tmp_path: Path) -> None:
    """Saved as my_agent.py, the agent answers the packaged example client, from any
    directory, as the command under it says."""
    (tmp_path / "my_agent.py").write_text(agent_block())
    argv = example_client_command()
    done = subprocess.run(
        [sys.executable if a == "python" else a for a in argv],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "[agent_message_chunk] You said: hi there" in done.stdout.splitlines()
    assert done.stdout.splitlines()[-1] == "stopReason: end_turn"


def test_every_python_block_runs() -> None:
    blocks = python_blocks()
    assert len(blocks) >= 3
    for block in blocks:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(block, "README.md", "exec"), {"__name__": "readme"})


def test_readme_gives_the_two_commands_and_says_what_needs_the_network() -> None:
    text = README.read_text()
    assert "`pip install nox` once" in text
    assert "\nnox -s generate " in text
    assert "\nnox -s tests " in text  # the test command CI runs (.ci/run)
    assert "(no network)" not in text
    assert "installs each session's\ntools" in text or "from the package index" in text


def test_no_placeholder_urls() -> None:
    text = README.read_text()
    assert "HOST/OWNER" not in text
    assert "://HOST" not in text


def test_every_acp_wire_command_on_the_example_capture_runs() -> None:
    """Each `acp-wire` command in the README that reads the shipped capture
    (examples/session.jsonl) runs as written from the repository root and exits 0."""
    commands = [
        line.split("#", 1)[0].strip()
        for block in re.findall(r"```sh\n(.*?)```", README.read_text(), re.S)
        for line in block.splitlines()
        if line.startswith("acp-wire ") and "examples/session.jsonl" in line and "|" not in line
    ]
    assert {c.split()[1] for c in commands} >= {"validate", "replay", "check"}
    for command in commands:
        done = subprocess.run(
            [sys.executable, "-m", "acp_wire", *shlex.split(command)[1:]],
            cwd=README.parent,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, (command, done.stdout[-500:], done.stderr[-500:])


def test_the_readme_links_resolve() -> None:
    """Links into docs/ and to the project's files name files that exist."""
    for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", README.read_text()):
        assert (ROOT / target).exists(), target


def test_a_tap_of_the_client_against_the_packaged_agent_finds_no_violation(
    tmp_path: Path,
) -> None:
    """The README's client, its agent run behind `acp-wire tap`, breaks no rule of
    `acp-wire check` (issue 31: it sent `session/close` to an agent that never advertised it)."""
    from acp_wire.tools.check import check

    (client,) = [b for b in python_blocks() if "spawn_agent" in b]
    transcript = tmp_path / "tapped.jsonl"
    agent_line = 'AGENT = [sys.executable, "-m", "acp_wire.examples.echo_agent"]'
    assert agent_line in client
    tapped = (
        'AGENT = [sys.executable, "-m", "acp_wire", "tap", "--transcript", '
        f'{str(transcript)!r}, "--", sys.executable, "-m", "acp_wire.examples.echo_agent"]'
    )
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(client.replace(agent_line, tapped), "README.md", "exec"), {})
    assert printed.getvalue().splitlines()[0] == "agent: hello there"
    lines = transcript.read_bytes().splitlines()
    assert any(b"session/prompt" in line for line in lines)  # the whole run was recorded
    assert [(f.line, f.rule, f.message) for f in check(lines)] == []
