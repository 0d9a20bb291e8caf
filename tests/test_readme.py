"""The README is the front door: its usage example must run and print what it says."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_usage_example_runs() -> None:
    code = re.search(r"```python\n(.*?)```", README.read_text(), re.S)
    assert code is not None
    namespace: dict[str, object] = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code.group(1), "README.md", "exec"), namespace)
    assert printed.getvalue() == "agent says Hello\n"
    assert namespace["out"] == (
        b'{"sessionId":"sess_1","update":{"sessionUpdate":"session_info_update","title":null}}'
    )


def test_every_python_block_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) >= 2
    for block in blocks:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(block, "README.md", "exec"), {})


def test_readme_gives_the_two_commands() -> None:
    text = README.read_text()
    assert "pip install nox && nox -s generate" in text
    assert "pip install nox && nox -s tests" in text


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
