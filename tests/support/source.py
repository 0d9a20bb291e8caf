"""The installed package's source tree, read by tests that check what a module imports."""

from __future__ import annotations

import ast
from pathlib import Path

import acp_wire

SRC = Path(acp_wire.__file__).parent


def _imports(module: Path) -> set[str]:
    tree = ast.parse(module.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
    return names
