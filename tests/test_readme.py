"""The README is the front door: its usage example must run and print what it says."""

from __future__ import annotations

import contextlib
import io
import re
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
