"""Inputs that the property tests and the fuzzer found mishandled, kept as regression tests."""

from __future__ import annotations

import json

import pytest

import acp_wire
import acp_wire.v2


def test_extension_params_decode_strictly() -> None:
    # Found by the property tests: `ExtRequest` (any JSON) is a member of the params union of
    # `ClientRequest`; on Python 3.11+ `typing.Any` is a class, and resolving the union ran
    # `isinstance(value, Any)`, so every valid request with params was rejected.
    data = b'{"id": 1, "method": "_vendor/ping", "params": {"x": 1}}'
    request = acp_wire.decode(data, acp_wire.ClientRequest, strict=True)
    assert request.id == 1
    assert request.method == "_vendor/ping"


@pytest.mark.parametrize(
    ("tp", "value", "path"),
    [
        # `resource` is a required union (text | blob) that the schema does not let be null.
        (acp_wire.EmbeddedResource, {"type": "resource", "resource": None}, "$.resource"),
        # `options` is a required union (flat | grouped options), not nullable either.
        (
            acp_wire.SessionConfigSelect,
            {"id": "c", "name": "n", "type": "select", "currentValue": "v", "options": None},
            "$.options",
        ),
    ],
)
def test_null_in_non_nullable_union_field_is_rejected(tp: object, value: object, path: str) -> None:
    # Found by the differential test: a union resolved in __post_init__ let `null` through.
    data = json.dumps(value).encode()
    with pytest.raises(acp_wire.DecodeError) as info:
        acp_wire.decode(data, tp, strict=True)
    assert info.value.path == path
    with pytest.raises(acp_wire.DecodeError):
        acp_wire.decode(data, tp)


def test_nullable_union_field_still_accepts_null() -> None:
    # `params` of a JSON-RPC request is `anyOf [..., null]` in the schema.
    data = b'{"id": 1, "method": "session/prompt", "params": null}'
    assert acp_wire.decode(data, acp_wire.ClientRequest, strict=True).params is None


def test_response_union_with_nested_untagged_union() -> None:
    # Found by the property tests: `ClientResponseResult` has `MessageMcpResponse` (itself a
    # union of untagged structs, which msgspec cannot convert) as a member; resolution stopped
    # there with a TypeError, so members after it (`ExtResponse`, any JSON) were never tried and
    # `{"id": null, "result": null}` was rejected.
    value = acp_wire.decode(b'{"id": null, "result": null}', acp_wire.ClientResponse, strict=True)
    assert value.id is None
    assert value.result is None


def test_non_nullable_union_field_accepts_null_member() -> None:
    # `result` is not nullable, but one member of its union (`ExtResponse`) is any JSON value.
    value = acp_wire.decode(b'{"id": 7, "result": null}', acp_wire.AgentResponse, strict=True)
    assert value.result is None


def test_connection_answers_after_a_line_nested_too_deep() -> None:
    # Found by the fuzzer: a line nested 100k levels deep is not a valid message; re-reading it
    # to pick an error code raised RecursionError, which ended the connection's read loop.
    import asyncio
    import socket

    from acp_wire import AgentSideConnection
    from acp_wire.v1._generated.protocols import Agent

    class _Agent(Agent):
        async def initialize(
            self, params: acp_wire.InitializeRequest
        ) -> acp_wire.InitializeResponse:
            return acp_wire.InitializeResponse(protocol_version=params.protocol_version)

    async def exchange() -> list[dict[str, object]]:
        a, b = socket.socketpair()
        conn = AgentSideConnection(_Agent(), *await asyncio.open_connection(sock=a))
        reader, writer = await asyncio.open_connection(sock=b)
        conn.start()
        writer.write(b"[" * 100_000 + b"]" * 100_000 + b"\n")
        writer.write(
            b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n'
        )
        await writer.drain()
        replies = [json.loads(await asyncio.wait_for(reader.readline(), 10)) for _ in range(2)]
        writer.close()
        await conn.close()
        return replies

    parse_error, answer = asyncio.run(exchange())
    assert parse_error["id"] is None
    assert parse_error["error"]["code"] == -32700  # JSON-RPC "Parse error"
    assert answer == {"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": 1}}


def test_params_of_a_union_without_a_shared_tag_are_a_decode_error() -> None:
    # Found by a mutation fuzzer: `CreateElicitationRequest`'s members (form / url, each with a
    # session and a request variant) share no tag msgspec can use; the forgiving path handed
    # the union itself to msgspec.convert, which raised TypeError instead of a verdict.
    data = b'{"jsonrpc":"2.0","id":45,"method":"elicitation/create","params":{"type":"text"}}'
    for decode_message in (acp_wire.decode_message, acp_wire.v2.decode_message):
        with pytest.raises(acp_wire.DecodeError) as info:
            decode_message(data)
        assert info.value.path == "$.params"
        assert info.value.id == 45
        assert info.value.method == "elicitation/create"


def test_optional_union_without_a_shared_tag_is_walked_by_its_spec() -> None:
    # The same union, optional, reaching the forgiving walk as a Python union: its verdict is
    # the union's own (msgspec would refuse the type).
    repair = acp_wire.BINDING.codec.repair
    tp = acp_wire.CreateElicitationRequest | None
    with pytest.raises(acp_wire.DecodeError) as info:
        repair({"type": "text"}, tp)
    assert "mode" in info.value.reason
    assert repair(None, tp) == (None, [])


@pytest.mark.parametrize("version", [1, 2])
def test_result_of_a_union_without_a_shared_tag_is_typed_by_its_method(version: int) -> None:
    # Found by the schema-shaped fuzzer: a response typed by `mcp/message` (its result is a
    # result-or-error union, untagged) made decode_message build a msgspec decoder for that
    # union, which raised TypeError.
    decode_message = acp_wire.decode_message if version == 1 else acp_wire.v2.decode_message
    ok = decode_message(b'{"jsonrpc":"2.0","id":1,"result":{"result":{}}}', "mcp/message")
    assert type(ok.result).__name__ == "ResultMessageMcpResponse"
    with pytest.raises(acp_wire.DecodeError) as info:
        decode_message(b'{"jsonrpc":"2.0","id":1,"result":5}', "mcp/message")
    assert info.value.path == "$.result"
