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

from tests.support.strategies import INT_FORMATS, VERSIONS


@dataclass(frozen=True)
class Allowed:
    key: str
    types: tuple[str, ...]
    reason: str


# Objects whose alternatives the generator merges into one struct (codegen/build.py
# `Builder._merge_alternatives`, and `_nested_union_variant` for a tagged variant whose payload
# is a tagged union on another field: v2's `state_update`), by protocol version.
MERGED_BY_VERSION: dict[int, tuple[str, ...]] = {
    1: ("IdleStateUpdate",),
    2: ("IdleStateUpdate", "StateUpdateSessionUpdate"),
}
MERGED = MERGED_BY_VERSION[1]

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
        "`jsonschema` unless a format checker is used; acp-wire enforces every range: msgspec "
        "`Meta` bounds up to int64, a generated `__post_init__` check for uint64's upper bound, "
        "the int32 `ErrorCode` open enum, and `decode_message`'s own int64 check of a "
        "`RequestId`. The reference checks the ranges, as the schema means them.",
    ),
    Allowed(
        "merged-alternatives",
        tuple(sorted({n for names in MERGED_BY_VERSION.values() for n in names})),
        "IdleStateUpdate, the `idle` variant of StateUpdate, has alternatives tagged by "
        "`stopReason`: one struct each would need two tags, so its alternatives are merged into "
        "one struct with every alternative's properties optional. Likewise v2's `state_update` "
        "session update, whose payload is StateUpdate (tagged by `state`): one struct with "
        "`state` an open string, so that SessionUpdate stays natively tagged. A disagreement is "
        "allowed when the broken value lies in it.",
    ),
    Allowed(
        "integral-float",
        ("*",),
        "JSON Schema counts an integral number such as `1.0` as an integer; strict decoding "
        "(one msgspec pass, which reads JSON number tokens by kind) rejects it in integer fields. "
        "The forgiving path, and so `decode` and `decode_message`, accepts it as the int, with no "
        "repair. Accepting it on the fast path would take msgspec's `strict=False` (which also "
        'turns strings such as "1" into numbers) or a hook on every integer field.',
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
    return out


@cache
def adjusted_defs(version: int = 1) -> dict[str, Any]:
    defs = VERSIONS[version].defs
    return {name: _adjust(copy.deepcopy(schema), name) for name, schema in defs.items()}


@cache
def reference(name: str, version: int = 1) -> jsonschema.Draft202012Validator:
    """The adjusted schema of `$defs[name]` of protocol version `version`."""
    schema = {"$ref": f"#/$defs/{name}", "$defs": adjusted_defs(version)}
    return jsonschema.Draft202012Validator(schema)


@cache
def untouched(name: str, version: int = 1) -> jsonschema.Draft202012Validator:
    schema = {"$ref": f"#/$defs/{name}", "$defs": VERSIONS[version].defs}
    return jsonschema.Draft202012Validator(schema)
