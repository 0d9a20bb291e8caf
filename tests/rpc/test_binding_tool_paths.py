"""The binding's tool paths and version rule (`agent_capabilities_path`,
`prompt_capabilities_path`, `version_at_or_below`), held to the schema JSON read here: the
`initialize` result's member that refers to `AgentCapabilities`, the member path from there to
`PromptCapabilities`, and whether `ErrorCode` lists "Unsupported protocol version"."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

from acp_wire.bindings import PROTOCOL_VERSIONS, binding_for

SCHEMA = Path(__file__).resolve().parents[2] / "schema"


def _defs(version: int) -> dict[str, Any]:
    data = json.loads((SCHEMA / f"v{version}" / "schema.unstable.json").read_text("utf-8"))
    defs: dict[str, Any] = data["$defs"]
    return defs


def _refs(node: object) -> set[str]:
    """The `$defs` names a property's schema refers to, at any depth."""
    if isinstance(node, dict):
        found = {node["$ref"].rsplit("/", 1)[-1]} if "$ref" in node else set()
        return found.union(*(_refs(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(v) for v in node))
    return set()


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _objects(defs: dict[str, Any], names: set[str]) -> set[str]:
    """The object types `names` stand for: each with properties itself, or each variant of a
    union of them (`anyOf` / `oneOf` members referring to one)."""
    found: set[str] = set()
    for name in names:
        definition = defs.get(name, {})
        if "properties" in definition:
            found.add(name)
        elif "anyOf" in definition or "oneOf" in definition:
            variants = definition.get("anyOf") or definition["oneOf"]
            found |= _objects(defs, set().union(*(_refs(v) for v in variants)) - {name})
    return found


def _path(defs: dict[str, Any], root: str, target: str) -> tuple[str, ...]:
    """The shortest property path from `root` to a property referring to `target`."""
    todo: list[tuple[str, tuple[str, ...]]] = [(root, ())]
    seen = {root}
    while todo:
        name, path = todo.pop(0)
        for prop, schema in defs[name].get("properties", {}).items():
            refs = _refs(schema) - {"null"}
            if target in refs:
                return (*path, _snake(prop))
            for ref in sorted(_objects(defs, refs) - seen):
                seen.add(ref)
                todo.append((ref, (*path, _snake(prop))))
    raise AssertionError(f"no path from {root} to {target}")


@pytest.mark.parametrize("version", sorted(PROTOCOL_VERSIONS))
def test_the_paths_are_the_schemas(version: int) -> None:
    defs = _defs(version)
    binding = binding_for(version)
    assert binding.agent_capabilities_path == _path(defs, "InitializeResponse", "AgentCapabilities")
    assert binding.prompt_capabilities_path == _path(
        defs, "AgentCapabilities", "PromptCapabilities"
    )


@pytest.mark.parametrize("version", sorted(PROTOCOL_VERSIONS))
def test_the_version_rule_follows_the_unsupported_version_error(version: int) -> None:
    codes = _defs(version)["ErrorCode"]["anyOf"]
    titles = {entry.get("title") for entry in codes}
    assert binding_for(version).version_at_or_below == ("Unsupported protocol version" in titles)


def _struct_of(t: msgspec.inspect.Type) -> msgspec.inspect.StructType:
    """The struct a field's type is, through `X | None` and unset."""
    if isinstance(t, msgspec.inspect.UnionType):
        structs = [s for s in t.types if isinstance(s, msgspec.inspect.StructType)]
        assert len(structs) == 1, t
        return structs[0]
    assert isinstance(t, msgspec.inspect.StructType), t
    return t


@pytest.mark.parametrize("version", sorted(PROTOCOL_VERSIONS))
def test_the_paths_name_fields_of_the_generated_classes(version: int) -> None:
    """Followed through the classes' fields, the paths reach the prompt capabilities class."""
    binding = binding_for(version)
    response = binding.methods["initialize"].response
    assert response is not None
    struct = _struct_of(msgspec.inspect.type_info(response))
    for attr in binding.agent_capabilities_path + binding.prompt_capabilities_path:
        field = next(f for f in struct.fields if f.name == attr)
        struct = _struct_of(field.type)
    assert struct.cls.__name__ == "PromptCapabilities"
