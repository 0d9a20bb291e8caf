"""`DecodeError` says where the problem is (`where`) and the path as data (`keys`), so that a
connection answers -32602 (invalid params) or -32600 (invalid request) without reading text."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire
from acp_wire import Binding, DecodeError, v2
from acp_wire._codec.errors import path_keys

BINDINGS = {"v1": acp_wire.BINDING, "v2": v2.BINDING}


def where_of(binding: Binding, message: Any, method: str | None = None) -> DecodeError:
    data = message if isinstance(message, bytes) else json.dumps(message).encode()
    with pytest.raises(DecodeError) as caught:
        binding.jsonrpc.decode_message(data, method) if method else binding.jsonrpc.decode_message(
            data
        )
    return caught.value


def sends(binding: Binding) -> list[tuple[str, bool]]:
    """(method, as a request) for every kind each method of `binding` is sent as."""
    out = []
    for name, spec in sorted(binding.methods.items()):
        if spec.request is not None:
            out.append((name, True))
        if spec.notification is not None:
            out.append((name, False))
    return out


def envelope(method: str, request: bool, **members: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method, **members}
    if request:
        message["id"] = 7
    return message


NOT_PARAMS = st.one_of(
    st.integers(),
    st.text(max_size=5),
    st.booleans(),
    st.lists(st.integers(), max_size=3),
)


@pytest.mark.parametrize("version", sorted(BINDINGS))
@given(data=st.data())
def test_every_params_problem_of_every_method_is_located_in_params(
    version: str, data: st.DataObject
) -> None:
    """A structurally wrong `params` (a scalar or an array where the method takes an object) of
    any method, sent as either kind it has, is `where == "params"`, with the id and method."""
    binding = BINDINGS[version]
    method, request = data.draw(st.sampled_from(sends(binding)))
    params = data.draw(NOT_PARAMS)
    exc = where_of(binding, envelope(method, request, params=params))
    assert exc.where == "params"
    assert exc.keys[:1] == ("params",)
    assert exc.method == method
    assert exc.id == (7 if request else None)


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


@pytest.mark.parametrize("version", sorted(BINDINGS))
@given(data=st.data())
def test_with_a_valid_envelope_every_problem_is_in_params(
    version: str, data: st.DataObject
) -> None:
    """Any JSON as the params of a known method, sent as a kind it has, with a valid envelope:
    the message decodes, or its `DecodeError` is `where == "params"` (objects drawn with the
    params type's own member names, so that the problems reach inside)."""
    binding = BINDINGS[version]
    method, request = data.draw(st.sampled_from(sends(binding)))
    spec = binding.methods[method]
    tp = spec.request if request else spec.notification
    names = (
        [f.encode_name for f in msgspec.structs.fields(tp)]
        if isinstance(tp, type) and issubclass(tp, msgspec.Struct)
        else []
    )
    params = data.draw(
        JSON | st.dictionaries(st.sampled_from(names), JSON, max_size=4) if names else JSON
    )
    try:
        binding.jsonrpc.decode_message(json.dumps(envelope(method, request, params=params)))
    except DecodeError as exc:
        assert exc.where == "params", exc
        assert exc.method == method


@pytest.mark.parametrize("version", sorted(BINDINGS))
def test_missing_params_is_a_params_problem(version: str) -> None:
    """The case whose reason text mentions `params` while its path is `$`: located by `where`."""
    binding = BINDINGS[version]
    omittable = binding.jsonrpc.tables.params_may_be_omitted
    required = [(m, r) for m, r in sends(binding) if m not in omittable]
    assert required
    for method, request in required:
        exc = where_of(binding, envelope(method, request))
        assert exc.where == "params", method
        assert exc.path == "$"


@pytest.mark.parametrize("version", sorted(BINDINGS))
def test_a_wrong_member_inside_params_is_located_by_keys(version: str) -> None:
    exc = where_of(BINDINGS[version], envelope("session/prompt", True, params={"sessionId": 3}))
    assert exc.where == "params"
    assert exc.keys[0] == "params"
    assert exc.path == "$." + ".".join(str(k) for k in exc.keys)


@pytest.mark.parametrize(
    ("message", "where"),
    [
        (b"{not json", "json"),
        (b'{"jsonrpc": "2.0", "id": 1, "method": "x", "params": {}', "json"),
        (b"[1, 2]", "envelope"),
        ({"jsonrpc": "1.0", "id": 1, "method": "initialize", "params": {}}, "envelope"),
        ({"jsonrpc": "2.0", "id": [1], "method": "initialize", "params": {}}, "envelope"),
        ({"jsonrpc": "2.0", "id": 1, "method": 5, "params": {}}, "envelope"),
        ({"jsonrpc": "2.0", "id": 1, "method": "_x", "result": 1}, "envelope"),
        ({"jsonrpc": "2.0", "id": 1}, "envelope"),
        ({"jsonrpc": "2.0", "id": 1, "method": "session/cancel", "params": {}}, "envelope"),
        ({"jsonrpc": "2.0", "id": 1, "method": "_x", "params": 3}, "params"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": "x", "message": "m"}}, "error"),
    ],
)
def test_where_names_the_part_of_the_message(message: Any, where: str) -> None:
    assert where_of(acp_wire.BINDING, message).where == where


def test_a_result_problem_is_located_in_result() -> None:
    response = {"jsonrpc": "2.0", "id": 1, "result": {"stopReason": 3}}
    exc = where_of(acp_wire.BINDING, response, "session/prompt")
    assert exc.where == "result"
    assert exc.keys == ("result", "stopReason")


def test_decode_locates_problems_in_the_value_or_the_json() -> None:
    with pytest.raises(DecodeError) as caught:
        acp_wire.decode(b'{"sessionId": 3, "update": {}}', acp_wire.SessionNotification)
    assert caught.value.where == "value"
    assert caught.value.keys == ("sessionId",)
    with pytest.raises(DecodeError) as caught:
        acp_wire.decode(b"{", acp_wire.SessionNotification)
    assert caught.value.where == "json"


KEY = st.one_of(st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}", fullmatch=True), st.integers(0, 10**6))


@given(st.lists(KEY, max_size=6))
def test_keys_are_the_path_as_data(keys: list[str | int]) -> None:
    path = "$" + "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in keys)
    assert path_keys(path) == tuple(keys)
    assert DecodeError("x", path).keys == tuple(keys)


def test_a_key_of_a_map_is_ellipsis() -> None:
    """msgspec names no key of a map, only that the problem is inside one."""
    assert path_keys("$.meta[...].x") == ("meta", ..., "x")
