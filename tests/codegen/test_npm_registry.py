"""The npm probe that lets the TypeScript SDK tests skip, saying why, without a registry."""

from __future__ import annotations

import socket
import stat
from pathlib import Path

from tests.support.npm_registry import unreachable


def _fake_npm(tmp_path: Path, registry: str) -> str:
    npm = tmp_path / "npm"
    npm.write_text(f"#!/bin/sh\necho {registry}\n")
    npm.chmod(npm.stat().st_mode | stat.S_IEXEC)
    return str(npm)


def test_a_registry_that_does_not_answer_is_named_with_the_reason(tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port nothing listens on: bound, never listening
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        reason = unreachable(_fake_npm(tmp_path, f"http://127.0.0.1:{port}/"))
    assert reason is not None
    assert reason.startswith(f"the npm registry (http://127.0.0.1:{port}/) is unreachable: ")


def test_npm_that_cannot_run_is_a_reason_too(tmp_path: Path) -> None:
    reason = unreachable(str(tmp_path / "no-such-npm"))
    assert reason is not None and reason.startswith("npm cannot report its registry")
