"""Where things are, for every test: one place, so that a test's depth in the tree never
decides which file it reads."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the repository
SRC = ROOT / "src"
PACKAGE = SRC / "acp_wire"
TESTS = ROOT / "tests"
FIXTURES = TESTS / "fixtures"
SCHEMA_DIR = ROOT / "schema"
DOCS = ROOT / "docs"
EXAMPLES = ROOT / "examples"
