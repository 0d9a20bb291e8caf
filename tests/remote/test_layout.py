"""The shape of `acp_wire.remote`: nothing of it imports the tools (its commands, `acp-wire
serve` and `connect`, are a tool: `acp_wire.tools.remote`), no module of it grows past a size
one can read, and the old module paths `acp_wire.remote.server` and `.commands` still
import."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import acp_wire.remote

REMOTE = Path(acp_wire.remote.__file__).parent
MAX_LINES = 700


def _imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_module_of_remote_imports_the_tools() -> None:
    importers = sorted(
        path.name
        for path in REMOTE.glob("*.py")
        if any(name.startswith("acp_wire.tools") for name in _imported(path))
    )
    assert importers == []


def test_no_module_of_remote_is_over_700_lines() -> None:
    sizes = {path.name: len(path.read_text().splitlines()) for path in REMOTE.glob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def test_the_old_server_module_forwards_to_the_app() -> None:
    from acp_wire.remote import _app as app

    with pytest.warns(DeprecationWarning, match="acp_wire.remote._app"):
        server = importlib.import_module("acp_wire.remote.server")
    assert server.AcpApp is app.AcpApp and server.Limits is app.Limits
    assert server.HttpServerTransport is app.HttpServerTransport
    assert server.WebSocketServerTransport is app.WebSocketServerTransport
