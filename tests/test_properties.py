"""Property tests generated from the schema: round trip, and strict verdict vs `jsonschema`.

For every `$defs` type, values generated from the schema (tests/strategies.py) must
(a) decode strictly and re-encode to the same JSON value, and
(b) get the same verdict from `acp_wire.decode(..., strict=True)` as from the schema, for the
valid value and for one-place mutations of it. The schema judge is adjusted where acp-wire
differs by design (tests/differential.py `ALLOWED`, docs/differential.md).
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import acp_wire
from tests.differential import MERGED, reference, untouched
from tests.strategies import DEFS, fuzz_scale, json_equal, mutation, valid

# Types whose instances may not re-encode identically, by design.
ROUND_TRIP_EXCEPTIONS = {
    # JSON-RPC envelopes: `params` / `result` is a union of every method's type, resolved by
    # shape (first member that validates; unknown keys are dropped) because the union cannot
    # see `method`. `acp_wire.decode_message` types params by method instead.
    name: "params/result resolved by shape, not by method"
    for name in (
        "AgentRequest",
        "ClientRequest",
        "ProxyRequest",
        "AgentNotification",
        "ClientNotification",
        "ProxyNotification",
        "AgentResponse",
        "ClientResponse",
        "ProxyResponse",
    )
}
# Types that are not generated at all (none so far).
SKIPPED: dict[str, str] = {}

EXAMPLES = fuzz_scale(5, 300)
MUTATIONS_PER_VALUE = 3


def _strict(data: bytes, tp: Any) -> tuple[bool, Any]:
    try:
        return True, acp_wire.decode(data, tp, strict=True)
    except acp_wire.DecodeError:
        return False, None


def _struct_types_along(value: Any, path: tuple[Any, ...]) -> set[str]:
    """Names of the structs met walking the decoded `value` along a JSON path."""
    names: set[str] = set()
    for key in path:
        if isinstance(value, msgspec.Struct):
            names.add(type(value).__name__)
            by_wire = {f.encode_name: f.name for f in msgspec.structs.fields(value)}
            if key not in by_wire:
                return names
            value = getattr(value, by_wire[key])
        elif isinstance(value, (dict, list)):
            value = value[key]
        else:
            return names
    if isinstance(value, msgspec.Struct):
        names.add(type(value).__name__)
    return names


def allowed_disagreement(
    decoded: Any, path: tuple[Any, ...], broken: Any, schema_says: bool
) -> str | None:
    """The ALLOWED entry (by key) that explains a disagreement, if any."""
    parent = path[:-1] if path else path
    if _struct_types_along(decoded, parent) & set(MERGED) or (
        _struct_types_along(decoded, path) & set(MERGED)
    ):
        return "merged-alternatives"
    at = broken
    for key in path:
        at = at[key]
    if schema_says and isinstance(at, float) and at.is_integer():
        return "integral-float"
    return None


@pytest.mark.parametrize("name", sorted(DEFS))
def test_schema_instances(name: str) -> None:
    if name in SKIPPED:
        pytest.skip(SKIPPED[name])
    tp = getattr(acp_wire, name)
    judge = reference(name)

    @settings(max_examples=EXAMPLES)
    @given(st.data())
    def check(data: st.DataObject) -> None:
        value = data.draw(valid(name), label="value")
        assume(untouched(name).is_valid(value))  # a generator slip is filtered, never judged
        encoded = json.dumps(value).encode()
        ok, decoded = _strict(encoded, tp)
        assert ok, f"valid {name} rejected: {encoded!r}"
        assert judge.is_valid(value), "reference judge rejects a schema-valid value"
        # (a) round trip
        if name not in ROUND_TRIP_EXCEPTIONS:
            out = json.loads(acp_wire.encode(decoded))
            config = getattr(type(decoded), "__struct_config__", None)
            tag_field = getattr(config, "tag_field", None)
            if isinstance(value, dict) and tag_field and tag_field not in value:
                # A union variant decoded on its own encodes with its tag.
                assert out.pop(tag_field) == config.tag
            assert json_equal(out, value), f"{value!r} re-encoded as {out!r}"
        # (b) differential, on mutations
        for _ in range(MUTATIONS_PER_VALUE):
            desc, path, broken = data.draw(mutation(value), label="mutation")
            schema_says = judge.is_valid(broken)
            strict_says, _ = _strict(json.dumps(broken).encode(), tp)
            if schema_says != strict_says:
                reason = allowed_disagreement(decoded, path, broken, schema_says)
                assert reason is not None, (
                    f"{name}: {desc}: schema says {'valid' if schema_says else 'invalid'}, "
                    f"strict decode says {'valid' if strict_says else 'invalid'}: {broken!r}"
                )

    check()
