"""Runs mypy and pyright over reveal.py: it must type-check, with the revealed types expected.

Skipped when a checker is not installed (the `tests` session does not install them;
`nox -s typecheck` does).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
REVEAL = HERE / "reveal.py"
# reveal.py is checked, never run; it uses typing.assert_type, so it is read as 3.11 code (or
# newer) whatever interpreter runs this test. The package itself supports 3.10.
CHECK_AS = max(sys.version_info[:2], (3, 11))
CHECK_AS_TEXT = f"{CHECK_AS[0]}.{CHECK_AS[1]}"
# line of each reveal_type() in reveal.py -> the type it must show
EXPECTED = {
    "note": "SessionNotification",
    "AgentMessageChunk": "AgentMessageChunk",
    "ToolCall": "ToolCall",
}


def _reveal_lines() -> list[int]:
    lines = REVEAL.read_text(encoding="utf-8").splitlines()
    return [i for i, line in enumerate(lines, 1) if line.strip().startswith("reveal_type(")]


def test_mypy_strict_accepts_reveal_and_shows_types() -> None:
    pytest.importorskip("mypy")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            "--python-version",
            CHECK_AS_TEXT,
            str(REVEAL),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    revealed = [line for line in run.stdout.splitlines() if "Revealed type is" in line]
    assert [int(line.split(":")[1]) for line in revealed] == _reveal_lines()
    assert [line.rsplit(".", 1)[-1].rstrip('"') for line in revealed] == list(EXPECTED.values())


def test_pyright_strict_accepts_reveal_and_shows_types() -> None:
    pyright = shutil.which("pyright")
    if pyright is None:
        pytest.skip("pyright is not installed")
    run = subprocess.run(
        [pyright, "--outputjson", "--pythonversion", CHECK_AS_TEXT, str(REVEAL)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    report = json.loads(run.stdout)
    errors = [d for d in report["generalDiagnostics"] if d["severity"] == "error"]
    assert errors == [], errors
    infos = [d for d in report["generalDiagnostics"] if d["severity"] == "information"]
    assert [d["range"]["start"]["line"] + 1 for d in infos] == _reveal_lines()
    shown = [d["message"].rsplit('"', 2)[-2] for d in infos]
    assert shown == list(EXPECTED.values())
