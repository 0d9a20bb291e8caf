"""The types of a version are split by the methods that reach them (codegen/split.py): a
method's types are exactly the modules that name it, and the modules import one another
without a cycle."""

from __future__ import annotations

import graphlib
import json
import re
from pathlib import Path

import pytest

from codegen.build import build_model
from codegen.ir import Model
from codegen.split import split
from codegen.versions import VERSIONS, ProtocolVersion

ROOT = Path(__file__).resolve().parents[2]


def _model(version: ProtocolVersion) -> Model:
    folder = ROOT / "schema" / version.schema_dir
    draft = json.loads((folder / "schema.unstable.json").read_text(encoding="utf-8"))
    stable = json.loads((folder / "schema.json").read_text(encoding="utf-8"))
    return build_model(draft, stable, version.overlay, version.variant_names)


def _schema_refs(definition: object) -> set[str]:
    """The `$defs` names a schema definition refers to, read from the JSON itself."""
    found: set[str] = set()
    stack = [definition]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                found.add(ref.removeprefix("#/$defs/"))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


@pytest.mark.parametrize("version", VERSIONS, ids=lambda v: f"v{v.protocol}")
def test_a_method_reaches_exactly_the_modules_that_name_it(version: ProtocolVersion) -> None:
    model = _model(version)
    parts = split(model)
    schema = json.loads(
        (ROOT / "schema" / version.schema_dir / "schema.unstable.json").read_text("utf-8")
    )["$defs"]
    for method in model.methods.values():
        # What the method's params and result reach, by the schema's own `$ref`s.
        reached: set[str] = set()
        stack = [t for t in (method.request, method.response, method.notification) if t]
        while stack:
            name = stack.pop()
            if name not in reached and name in schema:
                reached.add(name)
                stack.extend(_schema_refs(schema[name]))
        # A schema type the generator folds into its variants (`ElicitationFormMode`) is
        # reached by no method's classes: it sits with the types no method reaches.
        modules = {parts.module_of[n] for n in reached if n in parts.module_of}
        modules = {m for m in modules if parts.methods_of[m]}
        naming = {m for m, methods in parts.methods_of.items() if method.name in methods}
        assert modules == naming, method.name


@pytest.mark.parametrize("version", ["v1", "v2"])
@pytest.mark.parametrize("package", ["types", "messages"])
def test_the_modules_import_one_another_without_a_cycle(version: str, package: str) -> None:
    folder = ROOT / "src" / "acp_wire" / version / "_generated" / package
    graph = {
        path.stem: set(re.findall(r"^from \.(_\w+) import", path.read_text("utf-8"), re.M))
        for path in folder.glob("_*.py")
    }
    assert len(graph) > 10
    graphlib.TopologicalSorter(graph).prepare()  # raises CycleError on a cycle
