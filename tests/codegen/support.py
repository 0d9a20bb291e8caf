"""Helpers of the generator tests: fixture schemas, golden files, building from dicts."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from codegen.build import build_model
from codegen.errors import SchemaErrors
from codegen.generate import generate
from codegen.ir import Model
from codegen.overlay import OverlayEntry

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
GOLDEN = HERE / "golden"
# `ACP_WIRE_UPDATE_GOLDEN=1 python -m pytest tests/codegen` rewrites the golden files from the
# generator's current output instead of comparing; review the diff before committing it.
UPDATE_GOLDEN = os.environ.get("ACP_WIRE_UPDATE_GOLDEN") == "1"


def fixture(rule: str) -> dict[str, Any]:
    """The fixture schema of one rule (tests/codegen/fixtures/<rule>.json)."""
    return json.loads((FIXTURES / f"{rule}.json").read_text(encoding="utf-8"))


def model_of(schema: dict[str, Any], overlay: list[OverlayEntry] | None = None) -> Model:
    """The IR of a fixture schema, which is its own stable schema (nothing is draft-only)."""
    return build_model(schema, schema, overlay or [])


def render(
    rule: str, modules: list[str], overlay: list[OverlayEntry] | None = None
) -> dict[str, str]:
    schema = fixture(rule)
    return generate(
        schema,
        schema,
        overlay=overlay or [],
        modules=modules,
        draft_file=f"tests/codegen/fixtures/{rule}.json",
    )


def compare_golden(rule: str, outputs: dict[str, str]) -> None:
    """Each output equals tests/codegen/golden/<rule>/<module> byte for byte."""
    folder = GOLDEN / rule
    for name, text in outputs.items():
        path = folder / name
        if UPDATE_GOLDEN:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode("utf-8"))
            continue
        assert path.exists(), f"no golden file {path}; run with ACP_WIRE_UPDATE_GOLDEN=1"
        assert text == path.read_text(encoding="utf-8"), (
            f"generated {name} for {rule} differs from {path}; if intended, refresh with "
            "ACP_WIRE_UPDATE_GOLDEN=1 python -m pytest tests/codegen and review the diff"
        )


def problems_of(schema: dict[str, Any], **kwargs: Any) -> list[tuple[str, str]]:
    """(path, message) of every problem generating `schema` reports; [] when it generates."""
    try:
        generate(schema, schema, overlay=kwargs.pop("overlay", []), **kwargs)
    except SchemaErrors as exc:
        return [(p.path, p.message) for p in exc.problems]
    return []
