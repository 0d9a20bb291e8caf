"""The reference judge for the differential test: the schema, adjusted where acp-wire's strict
decoding differs from it *by design*. Each adjustment is one entry of ALLOWED, with its reason;
docs/differential.md lists the same entries.

The test compares `acp_wire.decode(..., strict=True)` with `jsonschema` over this adjusted
schema, and also counts (without failing) where the untouched schema would have disagreed.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache
from typing import Any

import jsonschema

from tests.strategies import DEFS, INT_FORMATS


@dataclass(frozen=True)
class Allowed:
    key: str
    types: tuple[str, ...]
    reason: str


# Objects whose `anyOf` alternatives the generator merges into one struct
# (codegen/build.py `Builder._merge_alternatives`).
MERGED = (
    "CreateElicitationRequest",
    "CreateElicitationResponse",
    "ElicitationFormMode",
    "ElicitationUrlMode",
    "IdleStateUpdate",
    "SetSessionConfigOptionRequest",
)
# Unions with tagged members and one untagged fallback member.
FALLBACK_TAG = {"AuthMethod": "type", "McpServer": "type", "MultiSelectItems": "type"}

ALLOWED = (
    Allowed(
        "unknown-tag",
        ("*",),
        "The schema admits any other tag value through catch-all alternatives defined with "
        "`not` (e.g. `StateUpdate`, `ElicitationPropertySchema`, `CreateElicitationResponse`). "
        "Strict decoding rejects unknown variants; the forgiving path keeps them as "
        "`Unknown<Union>` values.",
    ),
    Allowed(
        "integer-format",
        ("*",),
        "Integer `format`s (int32, uint16, uint32, int64, uint64) are annotations to "
        "`jsonschema` unless a format checker is used; msgspec enforces the int32/uint32/int64 "
        "ranges. The reference checks the ranges, as the schema means them.",
    ),
    Allowed(
        "tag-commits",
        tuple(FALLBACK_TAG),
        "In a union of tagged members plus an untagged fallback (`McpServer` stdio, "
        "`AuthMethod` agent, `MultiSelectItems` untitled), a present tag field commits to its "
        "variant (an unknown or non-string tag value is an unknown variant); the fallback member "
        "is chosen only when the tag field is absent, as in the Rust SDK.",
    ),
    Allowed(
        "merged-alternatives",
        MERGED,
        "These objects' `anyOf` alternatives are merged into one struct with every alternative's "
        "properties optional; which properties an alternative requires is not enforced "
        "(README.md lists them). A disagreement is allowed when the broken value lies in such "
        "an object (one of these types is on the path to it).",
    ),
    Allowed(
        "big-integer-in-number-union",
        ("ElicitationContentValue",),
        "An integer beyond the int64 range is a valid JSON `number` (the `double` member), but "
        "msgspec decodes `int | float` unions by JSON token kind and rejects an out-of-range "
        "integer token instead of reading it as a float.",
    ),
    Allowed(
        "uint64-upper-bound",
        ("*",),
        "uint64 fields carry `ge=0` only (no upper bound is declared): msgspec accepts an "
        "integer above 2**64 - 1 there as a Python int.",
    ),
)


def _adjust(node: Any, name: str | None) -> Any:
    if isinstance(node, list):
        return [_adjust(item, None) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("properties", "$defs"):  # maps of names to schemas
            out[key] = {k: _adjust(v, None) for k, v in value.items()}
        elif key in ("const", "enum", "default", "examples", "required", "description", "title"):
            out[key] = value
        else:
            out[key] = _adjust(value, None)
    for key in ("anyOf", "oneOf"):
        if key in out:
            # unknown-tag: no catch-all alternatives.
            out[key] = [alt for alt in out[key] if "not" not in alt]
    if out.get("type") in ("integer", ["integer", "null"]) and out.get("format") in INT_FORMATS:
        low, high = INT_FORMATS[out["format"]]
        out["minimum"] = max(low, out.get("minimum", low))
        out["maximum"] = min(high, out.get("maximum", high))
    if name in FALLBACK_TAG:
        tag = FALLBACK_TAG[name]
        for alt in out["anyOf"]:
            if tag not in alt.get("properties", {}):
                alt["not"] = {"required": [tag]}
    return out


@cache
def adjusted_defs() -> dict[str, Any]:
    return {name: _adjust(copy.deepcopy(schema), name) for name, schema in DEFS.items()}


@cache
def reference(name: str) -> jsonschema.Draft202012Validator:
    """The adjusted schema of `$defs[name]`."""
    return jsonschema.Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": adjusted_defs()})


@cache
def untouched(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": DEFS})
