"""Number rules, one per schema fact, the same on every path (strict, forgiving, decode_message,
envelopes). Regression tests for issue 11 "Codec edge cases found on the way"; each cites its
item. Expected verdicts come from the schema (jsonschema, with the integer formats' ranges as
the schema means them), never from the generated tables."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

import acp_wire
from acp_wire import DecodeError
from tests.support.differential import reference

INT64_MAX = 2**63 - 1
INT32_MAX = 2**31 - 1
UINT64_MAX = 2**64 - 1


def schema_says(name: str, value: Any) -> bool:
    """The schema's verdict, integer formats' ranges included (tests/support/differential.py)."""
    return reference(name).is_valid(value)


def strict(data: Any, tp: Any) -> bool:
    try:
        acp_wire.decode(json.dumps(data), tp, strict=True)
    except DecodeError:
        return False
    return True


def forgiving(data: Any, tp: Any) -> bool:
    try:
        _, repairs = acp_wire.decode_report(json.dumps(data), tp)
    except DecodeError:
        return False
    return not repairs


def message(data: dict[str, Any], method: str | None = None) -> bool:
    try:
        acp_wire.decode_message(json.dumps(data).encode(), method)  # type: ignore[arg-type]
    except DecodeError:
        return False
    return True


# ------------------------------------------------------------------- RequestId (int64)

ID_CASES = [0, -(2**63), INT64_MAX, INT64_MAX + 1, -(2**63) - 1, 2**70]


@pytest.mark.parametrize("id", ID_CASES)
def test_request_id_is_int64_on_every_path(id: int) -> None:
    """Issue 11 codec item 2: the fallback path accepted ids outside int64 that the strict
    type rejects. One rule now: the schema's `format: int64`."""
    expected = schema_says("RequestId", id)
    assert expected == (-(2**63) <= id <= INT64_MAX)
    assert strict(id, acp_wire.RequestId) == expected
    assert forgiving({"requestId": id}, acp_wire.CancelRequestNotification) == expected
    prompt = {"sessionId": "s", "prompt": []}
    assert message({"jsonrpc": "2.0", "id": id, "method": "session/prompt", "params": prompt}) == (
        expected
    )  # fast path
    assert message({"jsonrpc": "2.0", "id": id, "method": "_ext", "params": {}}) == expected
    assert message({"jsonrpc": "2.0", "id": id, "result": {}}) == expected  # loose path
    request = {"id": id, "method": "session/prompt", "params": prompt}
    assert schema_says("ClientRequest", request) == expected
    assert strict(request, acp_wire.ClientRequest) == expected  # envelope type


# ------------------------------------------------------------------- ErrorCode (int32)


@pytest.mark.parametrize("code", [-32603, -(2**31), INT32_MAX, INT32_MAX + 1, -(2**31) - 1])
def test_error_code_is_int32_on_every_path(code: int) -> None:
    """Issue 11 codec item 2: ErrorCode was a plain int (docs claimed msgspec enforced int32)."""
    error = {"code": code, "message": "x"}
    expected = schema_says("Error", error)
    assert expected == (-(2**31) <= code <= INT32_MAX)
    assert strict(error, acp_wire.Error) == expected
    assert forgiving(error, acp_wire.Error) == expected
    response = {"jsonrpc": "2.0", "id": 1, "error": error}
    assert message(response) == expected
    assert message(response, "session/prompt") == expected
    assert strict({"id": 1, "error": error}, acp_wire.AgentResponse) == expected


# ------------------------------------------------------------ integral floats (1.0)


@pytest.mark.parametrize(
    ("name", "value", "path"),
    [
        ("UsageUpdate", {"sessionUpdate": "usage_update", "used": 5.0, "size": 10}, ("used",)),
        ("CancelRequestNotification", {"requestId": 3.0}, ("requestId",)),
        ("Error", {"code": -32603.0, "message": "x"}, ("code",)),
    ],
)
def test_an_integral_float_in_an_integer_field_is_accepted_off_the_fast_path(
    name: str, value: dict[str, Any], path: tuple[str, ...]
) -> None:
    """Issue 11 codec item 3: JSON Schema counts 1.0 as an integer. The forgiving path (and so
    decode_message) accepts it without a repair and reads an int; strict decoding, one msgspec
    pass, still rejects it (docs/differential.md `integral-float`)."""
    tp = getattr(acp_wire, name)
    assert schema_says(name, value)
    decoded, repairs = acp_wire.decode_report(json.dumps(value), tp)
    assert repairs == []
    field = {"used": "used", "requestId": "request_id", "code": "code"}[path[0]]
    got = getattr(decoded, field)
    assert type(got) is int and got == value[path[0]]
    assert not strict(value, tp)
    broken = dict(value, **{path[0]: value[path[0]] + 0.5})
    assert not schema_says(name, broken) and not forgiving(broken, tp)


def test_an_integral_float_request_id_is_read_as_an_int() -> None:
    """Issue 11 codec item 3, on decode_message's own id check."""
    decoded = acp_wire.decode_message(b'{"jsonrpc":"2.0","id":2.0,"method":"_x"}')
    assert decoded.id == 2 and type(decoded.id) is int
    with pytest.raises(DecodeError):
        acp_wire.decode_message(b'{"jsonrpc":"2.0","id":2.5,"method":"_x"}')


# ------------------------------------------------ big integers in a `number` union


@pytest.mark.parametrize("amount", [10**20, -(10**20), 2**64, INT64_MAX + 1, 5, 5.5])
def test_a_big_integer_in_a_number_union_decodes_everywhere_and_round_trips(amount: Any) -> None:
    """Issue 11 codec item 5: an elicitation answer `{"amount": 10**20}` is a valid `number`
    (ElicitationContentValue's double member); it was rejected even by the forgiving path."""
    answer = {"action": "accept", "content": {"amount": amount}}
    assert schema_says("CreateElicitationResponse", answer)
    for strict_mode in (True, False):
        decoded = acp_wire.decode(
            json.dumps(answer), acp_wire.CreateElicitationResponse, strict=strict_mode
        )
        assert json.loads(acp_wire.encode(decoded)) == answer
    response = {"jsonrpc": "2.0", "id": 1, "result": answer}
    assert message(response, "elicitation/create")


# ------------------------------------------------------------ uint64 upper bound


@pytest.mark.parametrize("used", [0, INT64_MAX + 1, UINT64_MAX, UINT64_MAX + 1, 2**80])
def test_uint64_fields_enforce_their_upper_bound(used: int) -> None:
    """Issue 11 codec item 5: uint64 fields carried only `ge=0`; msgspec's `le` stops at int64,
    so the bound is checked after decoding (generated `__post_init__`)."""
    update = {"sessionUpdate": "usage_update", "used": used, "size": 1}
    expected = schema_says("UsageUpdate", update)
    assert expected == (used <= UINT64_MAX)
    assert strict(update, acp_wire.SessionUpdate) == expected
    assert forgiving(update, acp_wire.SessionUpdate) == expected
    notification = {"sessionId": "s", "update": update}
    line = {"jsonrpc": "2.0", "method": "session/update", "params": notification}
    assert message(line) == expected
    if not expected:
        with pytest.raises(DecodeError) as info:
            acp_wire.decode(json.dumps(notification), acp_wire.SessionNotification)
        assert info.value.path == "$.update.used"


def test_the_oracle_itself_counts_integral_floats_as_integers() -> None:
    """Guards the premise of the integral-float tests: Draft 2020-12 says 1.0 is an integer."""
    assert jsonschema.Draft202012Validator({"type": "integer"}).is_valid(1.0)
