"""JSON-RPC envelope exactness: the schema's envelope types decoded on their own, and messages
whose members contradict JSON-RPC 2.0. Regression tests; each cites its source."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire
from acp_wire import DecodeError
from tests.support.source import SRC, _imports
from tests.support.strategies import DEFS, fuzz_scale, mutation, valid

# ------------------------------------------------------------ envelopes: forgiving path


def _refs(schema: Any) -> list[str]:
    """Every `$defs` name referenced under `schema` (through anyOf / allOf nesting)."""
    if isinstance(schema, dict):
        ref = schema.get("$ref")
        found = [ref.rpartition("/")[2]] if isinstance(ref, str) else []
        return found + [name for value in schema.values() for name in _refs(value)]
    if isinstance(schema, list):
        return [name for item in schema for name in _refs(item)]
    return []


def _params_by_method() -> list[tuple[str, str, str]]:
    """(envelope type, method, params `$defs` name), read from the schema: each envelope's
    `params` alternatives and their `x-method` (an independent reading, not generated tables)."""
    out: list[tuple[str, str, str]] = []
    for envelope in sorted(DEFS):
        schema = DEFS[envelope]
        if not {"method", "params"} <= schema.get("properties", {}).keys():
            continue
        if not hasattr(acp_wire, envelope) or "x-method" in schema:
            continue  # MessageMcpRequest & co. are params types with a nested JSON-RPC shape
        for name in dict.fromkeys(_refs(schema["properties"]["params"])):
            method = DEFS[name].get("x-method")
            if isinstance(method, str):
                out.append((envelope, method, name))
    return out


PARAMS_BY_METHOD = _params_by_method()


def test_the_schema_reading_finds_the_envelopes() -> None:
    envelopes = {envelope for envelope, _, _ in PARAMS_BY_METHOD}
    assert {"ClientRequest", "ClientNotification", "AgentRequest", "AgentNotification"} <= envelopes
    assert ("ClientRequest", "session/prompt", "PromptRequest") in PARAMS_BY_METHOD


def _envelope(envelope: str, method: str, params: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
    if envelope.endswith("Request"):
        message["id"] = 1
    return message


def _outcome(data: Any, tp: Any, *, strict: bool) -> tuple[str, Any, Any]:
    """("ok", value, repairs) or ("error", path, reason)."""
    text = json.dumps(data)
    try:
        if strict:
            return "ok", acp_wire.decode(text, tp, strict=True), []
        value, repairs = acp_wire.decode_report(text, tp)
        return "ok", value, repairs
    except DecodeError as exc:
        return "error", exc.path, exc.reason


@given(data=st.data())
@settings(max_examples=fuzz_scale(60, 2000))
def test_an_envelope_decodes_params_exactly_as_its_method_params_type(
    data: st.DataObject,
) -> None:
    """Where the envelope has a `method`, it selects the params
    type, on the forgiving path as on the strict one. So an envelope of `method` decodes params
    (valid, or broken in one place) as the method's params type does on its own: the same
    verdict and value on both paths, and on the forgiving path the same repairs (under
    `$.params`) and the same error; an error has the strict path's path and text."""
    envelope, method, params_type = data.draw(st.sampled_from(PARAMS_BY_METHOD))
    params = data.draw(valid(params_type))
    if data.draw(st.booleans()):
        _, _, params = data.draw(mutation(params))
    line = _envelope(envelope, method, params)
    strict = _outcome(line, getattr(acp_wire, envelope), strict=True)
    forgiving = _outcome(line, getattr(acp_wire, envelope), strict=False)
    if params is None:  # the envelope's params member itself is nullable
        assert strict[0] == forgiving[0] == "ok"
        assert strict[1].params is forgiving[1].params is None
        return
    for whole, alone in (
        (strict, _outcome(params, getattr(acp_wire, params_type), strict=True)),
        (forgiving, _outcome(params, getattr(acp_wire, params_type), strict=False)),
    ):
        assert whole[0] == alone[0], (whole, alone)
        if whole[0] == "ok":
            assert whole[1].params == alone[1]
            assert type(whole[1].params) is type(alone[1])
            assert [(r.path, r.rule) for r in whole[2]] == [
                ("$.params" + r.path[1:], r.rule) for r in alone[2]
            ]
        else:
            assert whole[1] == "$.params" + alone[1][1:], (whole, alone)
    if forgiving[0] == "error":
        assert forgiving[1:] == strict[1:] or _msgspec_wording(strict[2], forgiving[2])


def _msgspec_wording(strict: str, forgiving: str) -> bool:
    """The one known wording difference: for a non-string tag of a union msgspec decodes
    natively, msgspec's own message omits what it got ("Expected `str`") and its `convert`
    names the Python type ("got `NoneType`"); the forgiving walk says "got `null`"."""
    return forgiving.startswith(strict.split(", got")[0] + ", got")


PROMPT = {"jsonrpc": "2.0", "id": 1, "method": "session/prompt"}


@pytest.mark.parametrize(
    ("params", "path", "reason"),
    [
        ({"sessionId": "s"}, "$.params", "Object missing required field `prompt`"),
        ({"sessionId": "s", "prompt": 5}, "$.params.prompt", "Expected `array`, got `int`"),
        ({"sessionId": 5, "prompt": []}, "$.params.sessionId", "Expected `str`, got `int`"),
    ],
)
def test_invalid_prompt_params_are_not_read_as_another_method_params(
    params: dict[str, Any], path: str, reason: str
) -> None:
    """The forgiving path of `decode(line, ClientRequest)` read
    `session/prompt` params lacking `prompt` as a DeleteSessionRequest (the first alternative
    that validated by shape). The method selects PromptRequest, which rejects them, with the
    strict path's error."""
    line = json.dumps({**PROMPT, "params": params})
    for strict in (True, False):
        with pytest.raises(DecodeError) as caught:
            acp_wire.decode(line, acp_wire.ClientRequest, strict=strict)
        assert (caught.value.path, caught.value.reason) == (path, reason)


def test_an_optional_field_error_names_every_member_on_both_paths() -> None:
    """The same error text as the strict path: `session/list`
    with `"cwd": 5` was rejected as `str | null` strictly and as `str` by the forgiving walk."""
    line = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "session/list", "params": {"cwd": 5}})
    for strict in (True, False):
        with pytest.raises(DecodeError) as caught:
            acp_wire.decode(line, acp_wire.ClientRequest, strict=strict)
        assert (caught.value.path, caught.value.reason) == (
            "$.params.cwd",
            "Expected `str | null`, got `int`",
        )


def test_forgiving_rules_apply_inside_the_params_type_the_method_selects() -> None:
    """After the method selects SessionNotification, its own
    forgiving rules apply (an unknown `sessionUpdate` is kept; `plan.entries: null` reads as
    `[]`, schema `x-deserialize-default-on-error` on `Plan.entries`)."""
    update = {"sessionId": "s", "update": {"sessionUpdate": "future_update", "x": 1}}
    line = json.dumps({"jsonrpc": "2.0", "method": "session/update", "params": update})
    value, repairs = acp_wire.decode_report(line, acp_wire.AgentNotification)
    assert isinstance(value.params, acp_wire.SessionNotification)
    assert isinstance(value.params.update, acp_wire.UnknownSessionUpdate)
    assert [(r.path, r.rule) for r in repairs] == [
        ("$.params.update.sessionUpdate", "unknown_variant")
    ]
    plan = {"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": None}}
    line = json.dumps({"jsonrpc": "2.0", "method": "session/update", "params": plan})
    value = acp_wire.decode(line, acp_wire.AgentNotification)
    assert value.params.update == acp_wire.Plan(entries=[])


def test_a_typed_response_is_repaired_by_its_method_result_type() -> None:
    """A response
    carries no method, so only `decode_message(line, method)` knows it; there the result is
    read as the method's result type, with that type's error."""
    line = b'{"jsonrpc":"2.0","id":1,"result":{"stopReason":5}}'
    with pytest.raises(DecodeError) as caught:
        acp_wire.decode_message(line, "session/prompt")
    assert caught.value.path == "$.result.stopReason"


def test_a_path_quoted_inside_an_error_text_is_not_taken_for_the_error_path() -> None:
    """Found by the property above: an McpServer item that no
    alternative accepts is reported as "No variant of McpServer matches (... - at `$.name`)";
    the quoted `$.name` was split off as the error's path, giving a path ending in `) - within`.
    The path is the item's, on both paths and through the envelope."""
    server = {"type": "http", "name": None, "url": "http://x", "headers": []}
    params = {"sessionId": "s", "cwd": "/", "mcpServers": [server]}
    line = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "session/load", "params": params})
    for strict in (True, False):
        for data, tp, prefix in (
            (line, acp_wire.ClientRequest, "$.params"),
            (json.dumps(params), acp_wire.LoadSessionRequest, "$"),
        ):
            with pytest.raises(DecodeError) as caught:
                acp_wire.decode(data, tp, strict=strict)
            assert caught.value.path == prefix + ".mcpServers[0]"
            assert caught.value.reason.startswith("No variant of McpServer matches (")
            assert caught.value.reason.endswith("`$.name`)")


# --------------------------------------- peer suites: scalar params, conflicting members

RUST_SDK_EDGE_CASES = (
    "agentclientprotocol/rust-sdk src/agent-client-protocol/tests/jsonrpc_edge_cases.rs"
)


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        (
            {"jsonrpc": "2.0", "id": 1, "method": "scalar_params", "params": 1},
            "Expected `object | array`, got `int`",
        ),
        (
            {"jsonrpc": "2.0", "method": "scalar_params", "params": True},
            "Expected `object | array`, got `bool`",
        ),
        (
            {"jsonrpc": "2.0", "method": "_ext", "params": "x"},
            "Expected `object | array`, got `str`",
        ),
        (
            {"jsonrpc": "2.0", "id": 1, "method": "_ext", "params": 1.5},
            "Expected `object | array`, got `float`",
        ),
        (
            {"jsonrpc": "2.0", "id": 1, "method": "session/prompt", "params": 1},
            "Expected `object`, got `int`",
        ),
        (
            {"jsonrpc": "2.0", "method": "session/update", "params": "x"},
            "Expected `object`, got `str`",
        ),
        (
            {"jsonrpc": "2.0", "id": 1, "method": "mcp/message", "params": True},
            "Expected `object`, got `bool`",
        ),
    ],
)
def test_scalar_params_are_invalid(message: dict[str, Any], reason: str) -> None:
    """rust-sdk `raw_jsonrpc_message_rejects_scalar_params` (RUST_SDK_EDGE_CASES; docs/
    differential.md `peer-sends-scalar-params`): JSON-RPC 2.0 §4.2 makes params an object or an
    array. Unknown and extension methods were kept as raw messages with the scalar; a known
    method's params type names the one structure it takes."""
    with pytest.raises(DecodeError) as caught:
        acp_wire.decode_message(json.dumps(message))
    error = caught.value
    assert (error.path, error.reason) == ("$.params", reason)
    assert (error.id, error.method) == (message.get("id"), message["method"])


@pytest.mark.parametrize("params", [{}, {"k": 1}, [], [1, "x"], None])
def test_structured_or_null_params_of_unknown_methods_stay_valid(params: Any) -> None:
    """The other side of the same rule: an object or array is kept as received, and so is a
    literal null (tests/connection/test_rpc_semantics.py keeps it on raw messages)."""
    message = acp_wire.decode_message(
        json.dumps({"jsonrpc": "2.0", "method": "_x", "params": params})
    )
    assert isinstance(message, acp_wire.RawNotification) and message.params == params
    assert json.loads(acp_wire.encode(message))["params"] == params


_CONFLICTS = [
    ({"jsonrpc": "2.0", "id": 1, "method": "request_with_result", "result": {}}, ["result"]),
    (
        {
            "jsonrpc": "2.0",
            "method": "notification_with_error",
            "error": {"code": 1, "message": "m"},
        },
        ["error"],
    ),
    (
        {"jsonrpc": "2.0", "id": 1, "method": "session/list", "params": {}, "result": {}},
        ["result"],
    ),
    (
        {
            "jsonrpc": "2.0",
            "method": "session/update",
            "params": {"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": []}},
            "error": None,
        },
        ["error"],
    ),
    (
        {"jsonrpc": "2.0", "id": 1, "method": "mcp/message", "params": {}, "result": None},
        ["result"],
    ),
    ({"jsonrpc": "2.0", "id": 1, "method": "x", "result": 1, "error": None}, ["result", "error"]),
    ({"jsonrpc": "2.0", "id": 1, "result": {}, "method": "session/list"}, ["result"]),
]


@pytest.mark.parametrize(("message", "members"), _CONFLICTS)
def test_method_beside_result_or_error_is_invalid(
    message: dict[str, Any], members: list[str]
) -> None:
    """rust-sdk `raw_jsonrpc_message_rejects_conflicting_envelope_fields` (RUST_SDK_EDGE_CASES):
    a message with `method` and `result` or `error` was read as a request or notification with
    the other member dropped, typed methods included (one msgspec pass ignored the member). It is
    invalid, and the error names the conflicting members. Present means present: a `null`
    `result` / `error` beside `method` conflicts too (JSON-RPC 2.0 §5: the member "MUST NOT
    exist"); only beside the other response member does a `null` read as absent."""
    with pytest.raises(DecodeError) as caught:
        acp_wire.decode_message(json.dumps(message))
    error = caught.value
    assert error.path == "$"
    named = " and ".join(f"`{m}`" for m in ["method", *members])
    assert error.reason.startswith(f"Conflicting members {named}:"), error.reason
    assert error.id == message.get("id")


def test_a_response_with_a_method_is_invalid_when_its_request_is_known() -> None:
    """The same conflict through `decode_message(line, method)`, whose one msgspec pass reads a
    response (rust-sdk `raw_jsonrpc_message_rejects_conflicting_envelope_fields`)."""
    line = b'{"jsonrpc":"2.0","id":1,"result":{},"method":"session/list"}'
    with pytest.raises(DecodeError, match="Conflicting members `method` and `result`"):
        acp_wire.decode_message(line, "session/list")
    ok = acp_wire.decode_message(
        b'{"jsonrpc":"2.0","id":1,"result":{"sessions":[]}}', "session/list"
    )
    assert isinstance(ok.result, acp_wire.ListSessionsResponse)


@pytest.mark.parametrize(
    ("line", "method"),
    [
        (b'{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"},"x":1}', None),
        (b'{"jsonrpc":"2.0","id":1,"method":"session/list","x":null}', None),
        (b'{"jsonrpc":"2.0","method":"_x","params":{},"x":[]}', None),
        (
            b'{"jsonrpc":"2.0","id":1,"method":"mcp/message","x":1,'
            b'"params":{"serverId":"m","requestId":"r1","method":"tools/list"}}',
            None,
        ),
        (b'{"jsonrpc":"2.0","id":1,"result":{"stopReason":"end_turn"},"x":1}', "session/prompt"),
    ],
)
def test_members_json_rpc_does_not_name_are_still_ignored(line: bytes, method: str | None) -> None:
    """The conflict check makes the message classes forbid unknown members on the fast path;
    a member JSON-RPC does not name is still ignored (off the fast path), as before: only
    `result` / `error` beside `method` (and `method` beside them) is a conflict."""
    message = acp_wire.decode_message(line, method)
    wire = json.loads(acp_wire.encode(message))
    assert "x" not in wire
    expected = json.loads(line)
    del expected["x"]
    assert wire == expected


def test_a_connection_answers_scalar_params_and_conflicts_like_other_invalid_requests() -> None:
    """-32600 for an invalid request (scalar params of an unknown method, a conflict), -32602
    for a known method's invalid params (tests/connection/test_connection.py
    `test_bad_lines_get_errors_and_serving_goes_on`); an invalid notification is not answered."""
    from tests.connection.test_driver import ScriptedAgent, exchange, raw_agent, run

    async def test() -> None:
        conn, reader, writer = await raw_agent(ScriptedAgent())
        unknown = await exchange(
            reader, writer, {"jsonrpc": "2.0", "id": 1, "method": "_x", "params": 1}
        )
        assert unknown["id"] == 1 and unknown["error"]["code"] == -32600
        assert unknown["error"]["data"]["path"] == "$.params"
        known = await exchange(
            reader, writer, {"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": 1}
        )
        assert known["id"] == 2 and known["error"]["code"] == -32602
        writer.write(b'{"jsonrpc":"2.0","method":"session/cancel","params":1}\n')
        conflict = await exchange(
            reader, writer, {"jsonrpc": "2.0", "id": 3, "method": "initialize", "result": {}}
        )
        assert conflict["id"] == 3 and conflict["error"]["code"] == -32600
        ok = await exchange(
            reader,
            writer,
            {"jsonrpc": "2.0", "id": 4, "method": "initialize", "params": {"protocolVersion": 1}},
        )
        assert ok == {"jsonrpc": "2.0", "id": 4, "result": {"protocolVersion": 1}}
        await conn.close()

    run(test)


def test_jsonrpc_base_does_not_import_the_generated_messages() -> None:
    imports = _imports(SRC / "_rpc" / "envelope.py")
    assert not any("messages" in name for name in imports)
