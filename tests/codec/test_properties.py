"""Property tests generated from the schema: round trip, and strict verdict vs `jsonschema`.

For every `$defs` type of every protocol version (`acp_wire` for 1, `acp_wire.v2` for 2),
values generated from the schema (tests/support/strategies.py) must
(a) decode strictly and re-encode to the same JSON value, and
(b) get the same verdict from `acp_wire.decode(..., strict=True)` as from the schema, for the
valid value and for one-place mutations of it. The schema judge is adjusted where acp-wire
differs by design (tests/support/differential.py `ALLOWED`, docs/differential.md).
"""

from __future__ import annotations

import importlib
import json
from types import ModuleType
from typing import Any

import msgspec
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.support.differential import MERGED_BY_VERSION, reference, untouched
from tests.support.strategies import VERSIONS, fuzz_scale, json_equal

# Protocol version -> the package of its bindings.
PACKAGES = {1: "acp_wire", 2: "acp_wire.v2"}

# Types whose instances may not re-encode identically, by design.
ROUND_TRIP_EXCEPTIONS = {
    # JSON-RPC envelopes: `params` / `result` is a union of every method's type. A method the
    # union knows selects its params type, but the strategies draw any `method` string, and for
    # an unknown one (and for responses, which carry no method) the member is chosen by shape
    # (the most specific that validates; unknown keys are dropped).
    name: "params/result of an unknown method (or a response) resolved by shape"
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


def _strict(package: ModuleType, data: bytes, tp: Any) -> tuple[bool, Any]:
    try:
        return True, package.decode(data, tp, strict=True)
    except package.DecodeError:
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
    decoded: Any, path: tuple[Any, ...], broken: Any, schema_says: bool, version: int = 1
) -> str | None:
    """The ALLOWED entry (by key) that explains a disagreement, if any."""
    parent = path[:-1] if path else path
    merged = set(MERGED_BY_VERSION[version])
    if _struct_types_along(decoded, parent) & merged or (
        _struct_types_along(decoded, path) & merged
    ):
        return "merged-alternatives"
    at = broken
    for key in path:
        if not isinstance(at, (dict, list)) or key not in (
            at if isinstance(at, dict) else range(len(at))
        ):
            return None  # the mutation removed it
        at = at[key]
    if schema_says and isinstance(at, float) and at.is_integer():
        return "integral-float"
    return None


CASES = [
    pytest.param(version, name, id=f"v{version}-{name}")
    for version, strategies in VERSIONS.items()
    for name in sorted(strategies.defs)
]


@pytest.mark.parametrize(("version", "name"), CASES)
def test_schema_instances(version: int, name: str) -> None:
    if name in SKIPPED:
        pytest.skip(SKIPPED[name])
    package = importlib.import_module(PACKAGES[version])
    strategies = VERSIONS[version]
    tp = getattr(package, name)
    judge = reference(name, version)

    @settings(max_examples=EXAMPLES)
    @given(st.data())
    def check(data: st.DataObject) -> None:
        value = data.draw(strategies.valid(name), label="value")
        # A generator slip is filtered, never judged.
        assume(untouched(name, version).is_valid(value))
        encoded = json.dumps(value).encode()
        ok, decoded = _strict(package, encoded, tp)
        assert ok, f"valid {name} rejected: {encoded!r}"
        assert judge.is_valid(value), "reference judge rejects a schema-valid value"
        # (a) round trip
        if name not in ROUND_TRIP_EXCEPTIONS:
            out = json.loads(package.encode(decoded))
            config = getattr(type(decoded), "__struct_config__", None)
            tag_field = getattr(config, "tag_field", None)
            if isinstance(value, dict) and tag_field and tag_field not in value:
                # A union variant decoded on its own encodes with its tag.
                assert out.pop(tag_field) == config.tag
            assert json_equal(out, value), f"{value!r} re-encoded as {out!r}"
        # (b) differential, on mutations
        for _ in range(MUTATIONS_PER_VALUE):
            desc, path, broken = data.draw(strategies.mutation(value), label="mutation")
            schema_says = judge.is_valid(broken)
            strict_says, _ = _strict(package, json.dumps(broken).encode(), tp)
            if schema_says != strict_says:
                reason = allowed_disagreement(decoded, path, broken, schema_says, version)
                assert reason is not None, (
                    f"{name}: {desc}: schema says {'valid' if schema_says else 'invalid'}, "
                    f"strict decode says {'valid' if strict_says else 'invalid'}: {broken!r}"
                )

    check()
