"""Runs mypy --strict and pyright strict over code written as a user would (`CHECKED`): each
line marked `# MISTAKE: name` must be reported by both checkers at that line, and the code with
those lines replaced by `pass` must be clean under both.

Skipped when a checker is not installed (the `tests` session does not install them;
`nox -s typecheck` does).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
# The user code checked: a further file plugs in by adding its name here.
CHECKED = ["user_agent.py"]
# Read as 3.11 code (or newer) whatever interpreter runs this test, as test_typing.py does.
CHECK_AS = max(sys.version_info[:2], (3, 11))
CHECK_AS_TEXT = f"{CHECK_AS[0]}.{CHECK_AS[1]}"
# A mistake whose checker report has a name of its own: the name each checker must give it.
# Every other mistake must be reported at its line, whatever the checker calls it.
EXPECTED_CODES = {
    "unawaited-send-update": {"mypy": "unused-coroutine", "pyright": "reportUnusedCoroutine"},
}
_MARKER = re.compile(r"# MISTAKE: ([\w-]+)$")


@dataclass(frozen=True)
class Mistake:
    file: str
    line: int
    name: str


def _mistakes(text: str, file: str) -> list[Mistake]:
    return [
        Mistake(file, number, found.group(1))
        for number, line in enumerate(text.splitlines(), 1)
        if (found := _MARKER.search(line.rstrip()))
    ]


def _corrected(text: str) -> str:
    """`text` with each mistake's line replaced by `pass` (same indentation and line numbers)."""
    lines = []
    for line in text.splitlines():
        if _MARKER.search(line.rstrip()):
            line = line[: len(line) - len(line.lstrip())] + "pass"
        lines.append(line)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Checked:
    """The planted mistakes of `CHECKED`, and the paths of the files as written and corrected."""

    mistakes: list[Mistake]
    written: dict[str, Path]  # file name -> path
    corrected: dict[str, Path]


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> Checked:
    tmp = tmp_path_factory.mktemp("user_code")
    mistakes: list[Mistake] = []
    written: dict[str, Path] = {}
    corrected: dict[str, Path] = {}
    for name in CHECKED:
        text = (HERE / name).read_text(encoding="utf-8")
        mistakes += _mistakes(text, name)
        written[name] = HERE / name
        # A module name of its own, so that one checker run reads both forms.
        corrected[name] = tmp / f"corrected_{name}"
        corrected[name].write_text(_corrected(text), encoding="utf-8")
    return Checked(mistakes, written, corrected)


def test_every_checked_file_plants_mistakes(checked: Checked) -> None:
    assert {m.file for m in checked.mistakes} == set(CHECKED)
    names = [m.name for m in checked.mistakes]
    assert len(names) == len(set(names)), "each mistake has a name of its own"
    assert set(EXPECTED_CODES) <= set(names)


# Each checker's reports as (path, line, code) triples, the path resolved.
Report = set[tuple[Path, int, str]]


def _mypy(paths: list[Path]) -> Report:
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
            "--show-error-codes",
            *map(str, paths),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert run.returncode in (0, 1), run.stdout + run.stderr  # 2: mypy itself failed
    report: Report = set()
    for line in run.stdout.splitlines():
        found = re.match(r"(.+?):(\d+): error: .*\[([\w-]+)\]$", line)
        if found:
            report.add((Path(ROOT, found.group(1)).resolve(), int(found.group(2)), found.group(3)))
    return report


def _pyright(paths: list[Path]) -> Report:
    pyright = shutil.which("pyright")
    if pyright is None:
        pytest.skip("pyright is not installed")
    run = subprocess.run(
        [pyright, "--outputjson", "--pythonversion", CHECK_AS_TEXT, *map(str, paths)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    diagnostics = json.loads(run.stdout)["generalDiagnostics"]
    return {
        (Path(d["file"]).resolve(), d["range"]["start"]["line"] + 1, d.get("rule", ""))
        for d in diagnostics
        if d["severity"] == "error"
    }


@pytest.mark.parametrize("checker", ["mypy", "pyright"])
def test_checker_reports_each_mistake_and_nothing_in_the_correct_code(
    checked: Checked, checker: str
) -> None:
    paths = [*checked.written.values(), *checked.corrected.values()]
    report = _mypy(paths) if checker == "mypy" else _pyright(paths)
    corrected = {p.resolve() for p in checked.corrected.values()}
    assert sorted(r for r in report if r[0] in corrected) == [], "the correct code is clean"
    for mistake in checked.mistakes:
        path = checked.written[mistake.file].resolve()
        codes = {code for p, line, code in report if p == path and line == mistake.line}
        assert codes, f"{checker} misses {mistake.name} ({mistake.file}:{mistake.line})"
        expected = EXPECTED_CODES.get(mistake.name, {}).get(checker)
        if expected is not None:
            assert expected in codes, (mistake, codes)
    # Nothing else is reported in the files as written: only the planted mistakes.
    marked = {(checked.written[m.file].resolve(), m.line) for m in checked.mistakes}
    written = {p.resolve() for p in checked.written.values()}
    unplanted = {(p, line) for p, line, _ in report if p in written and (p, line) not in marked}
    assert sorted(unplanted) == []
