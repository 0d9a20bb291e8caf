"""The official ACP SDKs' own JSON test cases, replayed against acp-wire.

Each `*.json` file in this directory holds the cases ported from one source repository: only
the JSON and what the peer asserts about it, never the peer's code or prose. A file is

    {"source": "owner/repo", "commit": "...", "left_out": [{"path", "tests", "reason"}],
     "cases": [case, ...]}

and a case is

    source, path, test   where it comes from (repository, file, test name); `label` tells
                         apart several cases taken from one test
    as                   a schema `$defs` type name, or "message" for a whole JSON-RPC message
                         (`method`: the method of the request a response answers)
    mode                 "strict" where the peer rejects input, "forgiving" where it decodes it
                         tolerantly (unknown variants, default-on-error, skipped items)
    json | json_text     the input, as a JSON value or (where the exact text matters) as text
    expect               "valid" or "invalid": the peer's verdict
    roundtrip            true: the peer asserts that the value re-encodes to its input
    encoded              the JSON the peer asserts for the re-encoded value
    fields               {JSON path: value} the peer asserts on the decoded value, read from the
                         re-encoded JSON; {"$absent_or": v} accepts an omitted field or v (the
                         peer reads a default where acp-wire keeps "omitted"); {"$absent": true}
                         means the peer asserts the field is not written at all
    classes              {JSON path: class name}: the variant the peer decodes at that path
    note                 how the peer's assertion was read, where that is not obvious

Every case must agree, or be listed in DISAGREEMENTS (and docs/differential.md, "Peer test
suites") as a bug or a deliberate difference. Listed cases are
xfail(strict=True): a fix shows up as XPASS and its entry must then go.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

import acp_wire

HERE = Path(__file__).parent
SOURCES = sorted(HERE.glob("*.json"))
_ABSENT = object()

# Case id -> why acp-wire disagrees with the peer. "bug" entries go when the
# `exact` branch fixes them; "deliberate" entries stay. docs/differential.md groups them.
_TAG_DROPPED = (
    'deliberate (schema shape): an AuthMethod with an explicit "type": "agent" decodes to '
    "AuthMethodAgent (selected by its alternative's title) and re-encodes without `type`: the "
    "schema's agent alternative has no `type` property, so the canonical form omits it, as "
    "serde's untagged variant does; the Kotlin SDK writes the discriminator"
)
_NULL_KEPT = (
    "deliberate (omitted is not null): acp-wire keeps an explicit null (None) and re-encodes it; "
    "the peer reads null as None and re-encodes it omitted. Both read it as absent"
)
_VARIANT_TAG = (
    "deliberate (README 'Names' rule 1): a $defs type that is also a tagged variant "
    "(SessionInfoUpdate, ToolCall) is that variant, so encoding it on its own adds the tag "
    "(sessionUpdate); the peer's struct serializes without it. "
)
_STRICT_UNKNOWN = (
    "deliberate (docs/differential.md unknown-tag): strict mode rejects unknown variants the "
    "schema admits through a catch-all alternative; the forgiving path keeps them"
)
_PEER_KEEPS_INVALID_CONFIG_VALUE = (
    "deliberate (schema verdict): the Kotlin SDK keeps any "
    "SetSessionConfigOptionRequest value as UnknownValue; by the schema only a string value "
    "(value_id) or a typed boolean is valid, so a number, or an array under an unknown `type`, "
    "is rejected. "
)
_GROUP_WITHOUT_NAME = (
    "deliberate (schema verdict): the Kotlin test's option groups carry no `name`, which "
    "SessionConfigSelectGroup requires; the Kotlin model does not. "
)
_PEER_SENDS_SCALAR_PARAMS = (
    "deliberate (JSON-RPC 2.0 §4.2): params is a structured value, an object or an array; "
    'the Kotlin SDK sends and reads a scalar (`"params": "test"`), acp-wire rejects it at '
    "$.params, as the rust-sdk does. "
)
DISAGREEMENTS: dict[str, str] = {
    "kotlin_sdk:round-trip serialization for AgentAuth includes type discriminator": _TAG_DROPPED,
    "kotlin_sdk:decodes mixed auth methods list with unknown type": _TAG_DROPPED,
    "kotlin_sdk:incoming JSON with current null is accepted and mapped to disabled": _NULL_KEPT,
    "kotlin_sdk:decode session-new response params with grouped config options": (
        _GROUP_WITHOUT_NAME
    ),
    "kotlin_sdk:decode set config option request with unknown type falls back to UnknownValue": (
        _PEER_KEEPS_INVALID_CONFIG_VALUE
    ),
    "kotlin_sdk:numeric value in config option without type deserializes as UnknownValue": (
        _PEER_KEEPS_INVALID_CONFIG_VALUE
    ),
    "kotlin_sdk:UnknownValue roundtrip preserves raw element": _PEER_KEEPS_INVALID_CONFIG_VALUE,
    "kotlin_sdk:boolean value without type field deserializes as BoolValue": (
        _PEER_KEEPS_INVALID_CONFIG_VALUE
    ),
    "kotlin_sdk:false value without type field deserializes as BoolValue": (
        _PEER_KEEPS_INVALID_CONFIG_VALUE
    ),
    "kotlin_sdk:unknown type roundtrip preserves type and value": _PEER_KEEPS_INVALID_CONFIG_VALUE,
    "kotlin_sdk:round-trip Int RequestId serialization": _PEER_SENDS_SCALAR_PARAMS,
    "kotlin_sdk:round-trip String RequestId serialization": _PEER_SENDS_SCALAR_PARAMS,
    "rust_schema:notice_preserves_wire_shape_nullable_fields_and_open_severity[null-fields]": (
        _NULL_KEPT
    ),
    "rust_schema:test_serialization_behavior[empty]": _VARIANT_TAG,
    "rust_schema:test_serialization_behavior[null]": _VARIANT_TAG,
    "rust_schema:test_serialization_behavior[values]": _VARIANT_TAG,
    "rust_schema:test_serialization_behavior[built-title]": _VARIANT_TAG,
    "rust_schema:tool_call_name_is_optional_and_null_is_equivalent_to_omission[named]": (
        _VARIANT_TAG
    ),
    "rust_schema:unknown_action_response_serialization[strict]": _STRICT_UNKNOWN,
}


def _load() -> list[Any]:
    params = []
    for file in SOURCES:
        data = json.loads(file.read_text())
        for case in data["cases"]:
            assert case["source"] == data["source"], (file.name, case["test"])
            case_id = f"{file.stem}:{case['test']}"
            if "label" in case:
                case_id += f"[{case['label']}]"
            marks = []
            if case_id in DISAGREEMENTS:
                marks.append(pytest.mark.xfail(strict=True, reason=DISAGREEMENTS[case_id]))
            params.append(pytest.param(case, id=case_id, marks=marks))
    return params


CASES = _load()


def test_case_ids_are_unique() -> None:
    ids = [param.id for param in CASES]
    assert len(ids) == len(set(ids))


def test_every_disagreement_names_a_case() -> None:
    assert set(DISAGREEMENTS) <= {param.id for param in CASES}


def test_every_disagreement_is_classified() -> None:
    for reason in DISAGREEMENTS.values():
        assert reason.startswith(("bug (", "deliberate (")), reason


@pytest.mark.parametrize("case", CASES)
def test_peer_case(case: dict[str, Any]) -> None:
    text = case["json_text"] if "json_text" in case else json.dumps(case["json"])
    try:
        value = _decode(case, text)
    except acp_wire.DecodeError as error:
        assert case["expect"] == "invalid", f"the peer accepts this; acp-wire: {error}"
        return
    assert case["expect"] == "valid", f"the peer rejects this; acp-wire decoded {value!r}"
    encoded = json.loads(acp_wire.encode(value))
    if case.get("roundtrip"):
        assert same_json(encoded, json.loads(text)), encoded
    if "encoded" in case:
        assert same_json(encoded, case["encoded"]), encoded
    for path, expected in case.get("fields", {}).items():
        actual = _at_json(encoded, path)
        if expected == {"$absent": True}:
            assert actual is _ABSENT, (path, actual)
        elif isinstance(expected, dict) and "$absent_or" in expected:
            assert actual is _ABSENT or same_json(actual, expected["$absent_or"]), (path, actual)
        else:
            assert actual is not _ABSENT and same_json(actual, expected), (path, actual)
    for path, name in case.get("classes", {}).items():
        assert type(_at_value(value, path)).__name__ == name, path


def _decode(case: dict[str, Any], text: str) -> Any:
    if case["as"] == "message":
        return acp_wire.decode_message(text, case.get("method"))
    return acp_wire.decode(text, getattr(acp_wire, case["as"]), strict=case["mode"] == "strict")


def same_json(a: Any, b: Any) -> bool:
    """JSON equality: numbers by value, but a boolean is never a number."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(same_json, a, b))
    return type(a) is type(b) and a == b


def _steps(path: str) -> list[str | int]:
    """`$.a.b[0].c` -> ["a", "b", 0, "c"]."""
    assert path.startswith("$"), path
    steps: list[str | int] = []
    for part in path[1:].replace("[", ".[").split("."):
        if part.startswith("["):
            steps.append(int(part[1:-1]))
        elif part:
            steps.append(part)
    return steps


def _at_json(value: Any, path: str) -> Any:
    for step in _steps(path):
        if isinstance(step, int):
            if not isinstance(value, list) or step >= len(value):
                return _ABSENT
        elif not isinstance(value, dict) or step not in value:
            return _ABSENT
        value = value[step]
    return value


def _at_value(value: Any, path: str) -> Any:
    """The decoded object at a JSON path, following struct fields by their wire names."""
    for step in _steps(path):
        if isinstance(step, int) or isinstance(value, dict):
            value = value[step]
            continue
        wire = {f.encode_name: f.name for f in msgspec.structs.fields(type(value))}
        value = getattr(value, wire[step])
    return value


def test_same_json_tells_booleans_from_numbers() -> None:
    assert same_json({"a": [1, 2.0]}, {"a": [1.0, 2]})
    assert not same_json(True, 1)
    assert not same_json({"a": 0}, {"a": False})
