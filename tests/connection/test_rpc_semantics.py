"""JSON-RPC message semantics decided by the schema's envelopes: omitted `params`, a `null`
beside a response's result or error, lone surrogates. Regression tests for the envelope rules
and issue 11 "Codec edge cases"; each cites its item."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import msgspec
import pytest

import acp_wire
from acp_wire import DecodeError, Notification, RawNotification, RawRequest, Request, Response
from tests.support.strategies import DEFS


def line(**members: object) -> bytes:
    return json.dumps(members).encode()


def _methods_from_schema() -> dict[tuple[str, str], str]:
    """(method, "request" | "notification") -> params `$defs` name, read from the schema's
    `x-method` annotations (an independent reading, not the generated tables)."""
    out: dict[tuple[str, str], str] = {}
    for name, schema in DEFS.items():
        method = schema.get("x-method")
        if method and (name.endswith("Request") or name.endswith("Notification")):
            kind = "request" if name.endswith("Request") else "notification"
            out[(method, kind)] = name
    return out


def _no_required_property(schema: dict[str, Any]) -> bool:
    return (
        schema.get("type") == "object"
        and not schema.get("required")
        and not any(k in schema for k in ("anyOf", "oneOf", "allOf", "$ref"))
    )


SCHEMA_METHODS = _methods_from_schema()
OMITTABLE = {
    (method, kind)
    for (method, kind), name in SCHEMA_METHODS.items()
    if _no_required_property(DEFS[name])
}
BOTH_KINDS = {m for (m, _k) in SCHEMA_METHODS if (m, "request") in SCHEMA_METHODS} & {
    m for (m, _k) in SCHEMA_METHODS if (m, "notification") in SCHEMA_METHODS
}


def _omitted(method: str, kind: str) -> bytes:
    return (
        line(jsonrpc="2.0", id=7, method=method)
        if kind == "request"
        else (line(jsonrpc="2.0", method=method))
    )


def test_the_schema_reading_finds_the_all_optional_methods() -> None:
    """Issue 11, codec edge cases item 4: `session/list`, `logout`, `providers/list` (and
    `auth/status`) have params with no required property."""
    from acp_wire.v1._generated.messages import PARAMS_MAY_BE_OMITTED

    methods = {m for m, _ in OMITTABLE}
    assert {"session/list", "logout", "providers/list"} <= methods
    assert "session/prompt" not in methods
    assert methods - BOTH_KINDS == set(PARAMS_MAY_BE_OMITTED)


@pytest.mark.parametrize(("method", "kind"), sorted(SCHEMA_METHODS))
def test_params_may_be_omitted_exactly_when_the_params_type_requires_nothing(
    method: str, kind: str
) -> None:
    """Issue 11 item 4 / brief item 6: JSON-RPC lets `params` be omitted; the method's params
    type decides. Absent params decode as UNSET and re-encode absent."""
    data = _omitted(method, kind)
    if (method, kind) in OMITTABLE and method not in BOTH_KINDS:
        message = acp_wire.decode_message(data)
        assert message.method == method
        assert message.params is msgspec.UNSET
        assert json.loads(acp_wire.encode(message)) == json.loads(data)
        empty = acp_wire.jsonrpc.handler_params(message)
        assert type(empty).__name__ == SCHEMA_METHODS[(method, kind)]
    else:
        with pytest.raises(DecodeError) as info:
            acp_wire.decode_message(data)
        assert "params" in info.value.reason or info.value.path.startswith("$.params")
        assert info.value.method == method


@pytest.mark.parametrize("with_id", [True, False])
def test_a_raw_message_without_params_reencodes_without_params(with_id: bool) -> None:
    """Received without `params`, re-encoded without (was `"params": null`)."""
    members: dict[str, Any] = {"jsonrpc": "2.0", "method": "_zed/ping"}
    if with_id:
        members["id"] = 3
    message = acp_wire.decode_message(json.dumps(members).encode())
    assert isinstance(message, RawRequest if with_id else RawNotification)
    assert message.params is msgspec.UNSET
    assert json.loads(acp_wire.encode(message)) == members


def test_a_raw_message_with_null_params_keeps_the_null() -> None:
    """Omitted is not null: a received `"params": null` (the envelopes admit it) round-trips."""
    members = {"jsonrpc": "2.0", "id": 1, "method": "_zed/ping", "params": None}
    message = acp_wire.decode_message(json.dumps(members).encode())
    assert json.loads(acp_wire.encode(message)) == members


def test_of_with_none_omits_params() -> None:
    """`Request.of(id, method, None)` and `Notification.of(method, None)`
    leave `params` out; a literal null is sent by building the class directly."""
    for message in (
        Request.of(1, "logout", None),
        Request.of(1, "_x", None),
        Notification.of("_x", None),
        Notification.of("session/update", None),
    ):
        assert "params" not in json.loads(acp_wire.encode(message))
    explicit = RawRequest(id=1, method="_x", params=None)
    assert json.loads(acp_wire.encode(explicit))["params"] is None


def test_a_handler_gets_the_empty_params_object_when_params_are_omitted() -> None:
    """Brief item 6: the dispatcher hands `logout` an empty `LogoutRequest`, not UNSET."""
    from acp_wire._rpc.dispatch import call
    from acp_wire.v1._generated.dispatch import AGENT_ROUTES

    seen: list[Any] = []

    class Agent:
        async def logout(self, params: acp_wire.LogoutRequest) -> acp_wire.LogoutResponse:
            seen.append(params)
            return acp_wire.LogoutResponse()

    message = acp_wire.decode_message(b'{"jsonrpc":"2.0","id":1,"method":"logout"}')
    assert isinstance(message, Request)
    asyncio.run(call(AGENT_ROUTES, Agent(), message))
    assert seen == [acp_wire.LogoutRequest()]


def _response_envelope_accepts(value: dict[str, Any]) -> bool:
    import jsonschema

    schema = {"$ref": "#/$defs/AgentResponse", "$defs": DEFS}
    return jsonschema.Draft202012Validator(schema).is_valid(value)


@pytest.mark.parametrize(
    ("members", "kept"),
    [
        ({"result": {"stopReason": "end_turn"}, "error": None}, "result"),
        ({"error": {"code": -32603, "message": "boom"}, "result": None}, "error"),
    ],
)
def test_a_null_beside_the_other_response_member_reads_as_absent(
    members: dict[str, Any], kept: str
) -> None:
    """A response with `result` and `"error": null` is valid by the schema's
    response envelopes (an anyOf that admits other members) and is accepted."""
    value = {"jsonrpc": "2.0", "id": 4, **members}
    assert _response_envelope_accepts(value)
    for decoded in (
        acp_wire.decode_message(json.dumps(value).encode()),
        acp_wire.decode_message(json.dumps(value).encode(), method="session/prompt"),
    ):
        assert isinstance(decoded, Response)
        assert getattr(decoded, kept) is not msgspec.UNSET
        dropped = "error" if kept == "result" else "result"
        assert getattr(decoded, dropped) is msgspec.UNSET


def test_a_response_with_both_members_set_stays_invalid() -> None:
    """JSON-RPC 2.0: both members MUST NOT be included (a non-null pair cannot be read)."""
    data = line(jsonrpc="2.0", id=1, result={}, error={"code": 1, "message": "x"})
    with pytest.raises(DecodeError):
        acp_wire.decode_message(data)


LONE_SURROGATE = '{"sessionId":"\ud83d","update":{"sessionUpdate":"plan_removed","planId":"p"}}'


@pytest.mark.parametrize(
    "call",
    [
        lambda: acp_wire.decode(LONE_SURROGATE, acp_wire.SessionNotification),
        lambda: acp_wire.decode(LONE_SURROGATE, acp_wire.SessionNotification, strict=True),
        lambda: acp_wire.decode_report(LONE_SURROGATE, acp_wire.SessionNotification),
        lambda: acp_wire.decode('"\ud800"', acp_wire.McpServer),  # a resolved union
        lambda: acp_wire.decode('"\ud800"', acp_wire.RequestId),
        lambda: acp_wire.decode_message(
            '{"jsonrpc":"2.0","method":"session/update","params":' + LONE_SURROGATE + "}"
        ),
        lambda: acp_wire.decode_message('{"jsonrpc":"2.0","id":"\udc00","method":"_x"}'),
        lambda: acp_wire.decode_message('{"jsonrpc":"2.0","id":1,"result":"\udc00"}', "logout"),
    ],
)
def test_a_str_with_a_lone_surrogate_is_a_decode_error(call: Any) -> None:
    """Issue 11, codec edge cases item 1: DecodeError, not UnicodeEncodeError."""
    with pytest.raises(DecodeError) as info:
        call()
    assert "surrogate" in info.value.reason
