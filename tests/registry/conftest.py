"""The registry tests' fixtures: the 127.0.0.1 server and a cache of the test's own (never the
user's: `ACP_WIRE_CACHE` points into the test's folder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.registry.support import Server, serve


@pytest.fixture
def server() -> Iterator[Server]:
    yield from serve()


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("ACP_WIRE_CACHE", str(folder))
    return folder
