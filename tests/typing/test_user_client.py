"""Runs mypy --strict and pyright strict over user_client.py, a client using sessions: each line
marked `# MISTAKE: name` must be reported, and no other line.

Skipped when a checker is not installed (the `tests` session does not install them;
`nox -s typecheck` does).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
USER_CLIENT = HERE / "user_client.py"
# Checked, never run: read as 3.11 code (or newer) whatever interpreter runs this test (it
# uses `match`); the package itself supports 3.10.
CHECK_AS = max(sys.version_info[:2], (3, 11))
CHECK_AS_TEXT = f"{CHECK_AS[0]}.{CHECK_AS[1]}"
MISTAKE = re.compile(r"#\s*MISTAKE:\s*([\w-]+)\s*$")  # a marker ends its line


def _mistakes() -> dict[int, str]:
    """Line -> name of each planted mistake."""
    lines = USER_CLIENT.read_text(encoding="utf-8").splitlines()
    found = {i: m.group(1) for i, line in enumerate(lines, 1) if (m := MISTAKE.search(line))}
    return found


def test_the_file_plants_mistakes_in_the_turn_and_the_stream() -> None:
    names = set(_mistakes().values())
    assert len(names) == len(_mistakes()) >= 3
    assert any("turn" in n for n in names) and any("stream" in n for n in names)


def test_mypy_strict_reports_each_mistake_and_nothing_else() -> None:
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
            str(USER_CLIENT),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    errors = [line for line in run.stdout.splitlines() if ": error:" in line]
    reported = {int(line.split(":")[1]) for line in errors}
    assert reported == set(_mistakes()), run.stdout + run.stderr


def test_pyright_strict_reports_each_mistake_and_nothing_else() -> None:
    pyright = shutil.which("pyright")
    if pyright is None:
        pytest.skip("pyright is not installed")
    run = subprocess.run(
        [pyright, "--outputjson", "--pythonversion", CHECK_AS_TEXT, str(USER_CLIENT)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    report = json.loads(run.stdout)
    errors = [d for d in report["generalDiagnostics"] if d["severity"] == "error"]
    reported = {d["range"]["start"]["line"] + 1 for d in errors}
    assert reported == set(_mistakes()), errors
