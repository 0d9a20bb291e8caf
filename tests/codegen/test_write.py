"""`nox -s generate` (`python -m codegen`) writes only the modules whose text changed, removes
modules an older schema left behind, and says what it did."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from codegen.__main__ import _write  # pyright: ignore[reportPrivateUsage]


def test_a_second_run_writes_nothing_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "pkg" / "_generated"
    fresh = {folder / "a.py": "A = 1\n", folder / "b.py": "B = 2\n"}
    _write(fresh, tmp_path)
    assert capsys.readouterr().out.splitlines() == [
        "codegen: wrote pkg/_generated/a.py",
        "codegen: wrote pkg/_generated/b.py",
        "codegen: 2 written, 0 unchanged",
    ]
    for path in fresh:
        os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    _write(fresh, tmp_path)
    assert capsys.readouterr().out.splitlines() == ["codegen: 0 written, 2 unchanged"]
    assert all(path.stat().st_mtime_ns == 1_000_000_000 for path in fresh)


def test_only_the_changed_module_is_written_and_a_stale_one_removed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "_generated"
    _write({folder / "a.py": "A = 1\n", folder / "old.py": "OLD = 0\n"}, tmp_path)
    capsys.readouterr()
    _write({folder / "a.py": "A = 2\n"}, tmp_path)
    assert capsys.readouterr().out.splitlines() == [
        "codegen: removed _generated/old.py",
        "codegen: wrote _generated/a.py",
        "codegen: 1 written, 0 unchanged",
    ]
    assert sorted(p.name for p in folder.iterdir()) == ["a.py"]
    assert (folder / "a.py").read_text() == "A = 2\n"
