"""Hypothesis strategies that generate JSON instances from the ACP draft schema itself.

One `SchemaStrategies` per protocol version (`VERSIONS`; the module-level names are version 1's).
`valid(name)` walks `$defs[name]` and produces JSON values meant to satisfy it (the tests still
check each one with `jsonschema`, so a generator slip shows up as a filtered example, never as a
false verdict). `mutated(name)` takes such a value and breaks it in one place: a key removed, a
value replaced by one of another JSON type, a string (tag or enum value) swapped, an item
dropped, a null put in. The result may or may not still be valid; the differential test asks
both judges.

The walker knows the vocabulary the schema uses: `$ref`, `allOf` (merged), `anyOf` / `oneOf`
(one alternative, merged with the sibling keywords), `type` (one of a list), `properties`,
`required`, `additionalProperties`, `items`, `const`, `enum`, `minimum` / `maximum`,
`minLength` and the integer `format`s (int32, uint64, ...). Alternatives that are defined by a
`not` (the "any other tag value" catch-alls) are not generated as valid values: the schema admits
them, strict decoding rejects them by design (see docs/differential.md).
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from hypothesis import strategies as st

from tests.support.paths import ROOT

SCHEMA_DIR = ROOT / "schema"

# Ranges of the integer formats the schema uses (JSON Schema leaves `format` unchecked).
INT_FORMATS = {
    "int32": (-(2**31), 2**31 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint64": (0, 2**64 - 1),
}
MAX_DEPTH = 5  # below this, optional properties are left out and arrays stay empty

JSON_SCALARS = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=8)
ANY_JSON = st.recursive(
    JSON_SCALARS | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def fuzz_scale(normal: int, fuzz: int) -> int:
    """Example count for a test: `normal` in the suite, `fuzz` under ACP_WIRE_FUZZ=1."""
    return fuzz if os.environ.get("ACP_WIRE_FUZZ") else normal


class SchemaStrategies:
    """The strategies of one protocol version's draft schema (`schema/v<N>/`)."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.path = SCHEMA_DIR / f"v{version}" / "schema.unstable.json"
        self.schema: dict[str, Any] = json.loads(self.path.read_text(encoding="utf-8"))
        self.defs: dict[str, Any] = self.schema["$defs"]
        self._refs: dict[tuple[str, int], st.SearchStrategy[Any]] = {}
        self._strings: list[str] | None = None

    def mutation(self, value: Any) -> st.SearchStrategy[tuple[str, tuple[Any, ...], Any]]:
        """`value` broken in one place: (description, path of the change, broken value)."""
        return _mutation(value, tuple(self.strings_in_schema()))

    def strings_in_schema(self) -> list[str]:
        """Every `const` / `enum` string of the schema: tags and enum values to swap in."""
        if self._strings is None:
            self._strings = _strings_in(self.schema)
        return self._strings

    def schema_for(self, name: str) -> dict[str, Any]:
        """A standalone schema for `$defs[name]` (for `jsonschema`)."""
        return {"$ref": f"#/$defs/{name}", "$defs": self.defs}

    def _deref(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            ref = schema["$ref"].rsplit("/", 1)[-1]
            rest = {k: v for k, v in schema.items() if k != "$ref"}
            schema = {**self.defs[ref], **rest}
        return schema

    def _has_not(self, schema: dict[str, Any]) -> bool:
        schema = self._deref(schema)
        return "not" in schema or any(self._has_not(s) for s in schema.get("allOf", []))

    def merge(self, schema: dict[str, Any]) -> dict[str, Any]:
        """Fold `$ref` and `allOf` into one schema: properties united, `required` united."""
        schema = self._deref(schema)
        parts = [schema, *(self.merge(s) for s in schema.get("allOf", []))]
        out: dict[str, Any] = {}
        props: dict[str, Any] = {}
        required: list[str] = []
        for part in parts:
            for key, value in part.items():
                if key == "properties":
                    for prop, sub in value.items():
                        # The most specific wins: a `const` beats a bare type, and a later
                        # part (an alternative) narrows an earlier one (the object's own).
                        if prop not in props or "const" not in self._deref(props[prop]):
                            props[prop] = sub
                elif key == "required":
                    required += [r for r in value if r not in required]
                elif key != "allOf":
                    out.setdefault(key, value)
        if props:
            out["properties"] = props
        if required:
            out["required"] = required
        return out

    def valid(self, name: str) -> st.SearchStrategy[Any]:
        """JSON values generated from `$defs[name]`."""
        return self._of({"$ref": f"#/$defs/{name}"}, 0)

    def _ref_strategy(self, ref: str, depth: int) -> st.SearchStrategy[Any]:
        key = (ref, depth)
        if key not in self._refs:
            self._refs[key] = st.deferred(lambda: self._of(self.defs[ref], depth))
        return self._refs[key]

    def _of(self, schema: dict[str, Any], depth: int) -> st.SearchStrategy[Any]:
        if set(schema) == {"$ref"}:
            return self._ref_strategy(schema["$ref"].rsplit("/", 1)[-1], min(depth, MAX_DEPTH + 1))
        schema = self.merge(schema)
        alternatives = schema.get("anyOf") or schema.get("oneOf")
        if alternatives:
            base = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf", "discriminator")}
            options = [a for a in alternatives if not self._has_not(a)]
            return st.one_of(*(self._of(self.merge({"allOf": [base, a]}), depth) for a in options))
        if "const" in schema:
            return st.just(schema["const"])
        if "enum" in schema:
            return st.sampled_from(schema["enum"])
        kinds = schema.get("type")
        if kinds is None:
            return self._object(schema, depth) if "properties" in schema else ANY_JSON
        if isinstance(kinds, list):
            return st.one_of(*(self._typed(k, schema, depth) for k in kinds))
        return self._typed(kinds, schema, depth)

    def _typed(self, kind: str, schema: dict[str, Any], depth: int) -> st.SearchStrategy[Any]:
        if kind == "null":
            return st.none()
        if kind == "boolean":
            return st.booleans()
        if kind == "string":
            return st.text(min_size=schema.get("minLength", 0), max_size=12)
        if kind == "integer":
            low, high = INT_FORMATS.get(schema.get("format", ""), (-(2**53), 2**53))
            low = max(low, math.ceil(schema.get("minimum", low)))
            high = min(high, math.floor(schema.get("maximum", high)))
            return st.integers(low, high)
        if kind == "number":
            return st.floats(
                min_value=schema.get("minimum"),
                max_value=schema.get("maximum"),
                allow_nan=False,
                allow_infinity=False,
            ) | st.integers(-1000, 1000)
        if kind == "array":
            items = schema.get("items", {})
            if depth >= MAX_DEPTH:
                return st.just([])
            return st.lists(self._of(items, depth + 1), max_size=3)
        if kind == "object":
            return self._object(schema, depth)
        raise ValueError(f"type {kind!r} is not generated")

    def _object(self, schema: dict[str, Any], depth: int) -> st.SearchStrategy[dict[str, Any]]:
        props: dict[str, Any] = schema.get("properties", {})
        required = [p for p in schema.get("required", []) if p in props]
        extra = schema.get("additionalProperties", True)
        if not props:
            # A free-form map (`_meta`, `env`-like maps): its values follow `additionalProperties`.
            values = ANY_JSON if extra is True or extra == {} else self._of(extra, depth + 1)
            if depth >= MAX_DEPTH:
                return st.just({})
            return st.dictionaries(st.text(max_size=6), values, max_size=3)
        fixed = {p: self._of(props[p], depth + 1) for p in required}
        optional = (
            {}
            if depth >= MAX_DEPTH
            else {p: self._of(s, depth + 1) for p, s in props.items() if p not in required}
        )
        return st.fixed_dictionaries(fixed, optional=optional)


VERSIONS = {version: SchemaStrategies(version) for version in (1, 2)}

# Version 1's, by the names the tests have always used.
V1 = VERSIONS[1]
SCHEMA_PATH = V1.path
SCHEMA: dict[str, Any] = V1.schema
DEFS: dict[str, Any] = V1.defs
schema_for = V1.schema_for
merge = V1.merge
valid = V1.valid
mutation = V1.mutation


# ---------------------------------------------------------------------------------- mutations

OTHER_TYPE_VALUES: list[Any] = [None, True, 0, -1, 1.5, "", "x", [], {}, [1], {"k": 1}, 2**64]


def _locations(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _locations(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _locations(item, (*path, index))
    return out


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, *rest = path
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], tuple(rest), new)}
    copy = list(value)
    copy[head] = _replace(value[head], tuple(rest), new)
    return copy


def _remove(value: Any, path: tuple[Any, ...]) -> Any:
    head, *rest = path
    if rest:
        if isinstance(value, dict):
            return {**value, head: _remove(value[head], tuple(rest))}
        copy = list(value)
        copy[head] = _remove(value[head], tuple(rest))
        return copy
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if k != head}
    return [v for i, v in enumerate(value) if i != head]


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def where(path: tuple[Any, ...]) -> str:
    """A JSON path as `acp_wire.DecodeError.path` spells it."""
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


@st.composite
def _mutation(
    draw: st.DrawFn, value: Any, strings: tuple[str, ...]
) -> tuple[str, tuple[Any, ...], Any]:
    path = draw(st.sampled_from(_locations(value)))
    current = _at(value, path)
    kinds = ["retype", "null"]
    if path:
        kinds.append("remove")
    if isinstance(current, str):
        kinds.append("swap_string")
    kind = draw(st.sampled_from(kinds))
    at = where(path)
    if kind == "remove":
        return f"remove {at}", path, _remove(value, path)
    if kind == "null":
        return f"null {at}", path, _replace(value, path, None)
    if kind == "swap_string":
        new = draw(st.sampled_from([*strings, "not_a_known_value"]))
        return f"swap {at} -> {new!r}", path, _replace(value, path, new)
    new = draw(st.sampled_from([v for v in OTHER_TYPE_VALUES if type(v) is not type(current)]))
    return f"retype {at} -> {new!r}", path, _replace(value, path, new)


def _strings_in(schema: dict[str, Any]) -> list[str]:
    """Every `const` / `enum` string of `schema`."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("const"), str):
                found.add(node["const"])
            found.update(v for v in node.get("enum", []) if isinstance(v, str))
            for key, item in node.items():
                if key not in ("description", "title", "examples", "default"):
                    walk(item)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(schema)
    return sorted(found)


def json_equal(a: Any, b: Any) -> bool:
    """Equality of JSON values: 1 == 1.0, but True != 1, and dict key order does not matter."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b
