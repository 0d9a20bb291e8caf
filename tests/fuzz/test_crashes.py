"""Replays every input the atheris fuzzer kept (tests/fuzz/crashes/<target>/) through the same
target: each must now be handled as bad input is (no escape). Inputs of escapes that are not
fixed yet are listed in crashes/known.json with their issue item; they are strict xfails, so
the replay fails as soon as the bug is fixed and the entry has to go."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

try:  # tests/fuzz as a package, or as a folder on sys.path (pytest's rootdir-less import)
    from . import fuzz_targets
except ImportError:
    import fuzz_targets  # type: ignore[no-redef]

CRASHES = Path(__file__).parent / "crashes"
KNOWN: dict[str, str] = json.loads((CRASHES / "known.json").read_text(encoding="utf-8"))


def _kept() -> list[Path]:
    return sorted(
        path
        for path in CRASHES.glob("*/*")
        if path.is_file() and path.parent.name in fuzz_targets.TARGETS
    )


def _cases() -> list[object]:
    cases: list[object] = []
    for path in _kept():
        key = f"{path.parent.name}/{path.name}"
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN[key])] if key in KNOWN else []
        cases.append(pytest.param(path, id=key, marks=marks))
    return cases


@pytest.fixture(autouse=True)
def fresh_connection() -> Iterator[None]:
    yield
    fuzz_targets.reset_connection()


@pytest.mark.parametrize("path", _cases())
def test_kept_input_no_longer_escapes(path: Path) -> None:
    fuzz_targets.TARGETS[path.parent.name](path.read_bytes())


def test_known_escapes_name_kept_files() -> None:
    """known.json lists only files that exist, so a fixed bug's entry cannot linger."""
    kept = {f"{p.parent.name}/{p.name}" for p in _kept()}
    assert set(KNOWN) <= kept


@pytest.mark.parametrize("target", sorted(fuzz_targets.TARGETS))
def test_every_seed_passes_every_target(target: str) -> None:
    """The seed corpus is valid input: no target may flag it (else the fuzzer starts broken)."""
    seeds = sorted((Path(__file__).parent / "seeds").glob("*.json"))
    assert len(seeds) >= 26
    for seed in seeds:
        fuzz_targets.TARGETS[target](seed.read_bytes())
    fuzz_targets.TARGETS[target](b"\n".join(s.read_bytes() for s in seeds))
