"""A proxy that overrides nothing passes every message through byte for byte over its `Link`s
(`acp_wire.proxy._link`): params, results, errors, `_meta` and unknown fields, in both
directions, and every answer carries the id its requester used, spelled as it was."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from acp_wire.proxy import PassThroughProxy
from tests.proxy.harness import parse, proxy_under_test, raw, unwrap

# JSON values as a peer might spell them: unicode, escapes, big and negative numbers, floats.
_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
_json = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_objects = st.dictionaries(st.text(max_size=8), _json, max_size=5).map(
    lambda d: {**d, "_meta": {"x.example/trace": d.get("k", 1)}, "unknownField": [1.50, "é"]}
)
_spelling = st.sampled_from(
    [
        {"ensure_ascii": True, "separators": (", ", ": ")},
        {"ensure_ascii": False, "separators": (",", ":")},
        {"ensure_ascii": True, "indent": None, "separators": (" ,", " : ")},
    ]
)
_ids = st.integers(min_value=-(2**40), max_value=2**53) | st.text(min_size=1, max_size=10)
# Methods the proxy has no hook for: known ones of both directions and extensions.
_down_methods = st.sampled_from(["session/prompt", "session/new", "session/set_mode", "_x/y"])
_up_methods = st.sampled_from(["session/request_permission", "fs/read_text_file", "_x/y"])


def spell(value: Any, how: dict[str, Any]) -> bytes:
    return json.dumps(value, **how).encode()


def run(coro: Any) -> Any:
    return asyncio.run(coro)


@settings(max_examples=60, deadline=None)
@given(_down_methods, _objects, _json, _ids, _spelling)
def test_a_request_from_the_client_reaches_the_successor_and_its_answer_comes_back_as_bytes(
    method: str, params: Any, result: Any, request_id: Any, how: dict[str, Any]
) -> None:
    params_bytes, result_bytes = spell(params, how), spell(result, how)
    id_bytes = spell(request_id, how)

    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            conductor.send(
                b'{"jsonrpc":"2.0", "id":%s ,"method":"%s","params":%s}'
                % (id_bytes, method.encode(), params_bytes)
            )
            out = parse(await conductor.next())
            assert out.method == "proxy/successor"
            assert unwrap(out) == (method, params_bytes)
            our_id = raw(out.id)
            assert our_id is not None
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (our_id, result_bytes))
            answer = parse(await conductor.next())
            assert raw(answer.id) == id_bytes
            assert raw(answer.result) == result_bytes

    run(scenario())


@settings(max_examples=60, deadline=None)
@given(_up_methods, _objects, _json, _ids, _spelling)
def test_a_request_from_the_successor_reaches_the_client_and_its_error_comes_back_as_bytes(
    method: str, params: Any, data: Any, request_id: Any, how: dict[str, Any]
) -> None:
    params_bytes = spell(params, how)
    error_bytes = spell({"code": -32000, "message": "nope é", "data": data, "extra": True}, how)
    id_bytes = spell(request_id, how)

    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            conductor.send(
                b'{"jsonrpc":"2.0","id":%s,"method":"proxy/successor","params":'
                b'{"method":"%s","params":%s,"_meta":{"hop":"local"}}}'
                % (id_bytes, method.encode(), params_bytes)
            )
            out = parse(await conductor.next())
            assert out.method == method  # unwrapped, for the predecessor
            assert raw(out.params) == params_bytes
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"error":%s}' % (raw(out.id), error_bytes))
            answer = parse(await conductor.next())
            assert raw(answer.id) == id_bytes
            assert raw(answer.error) == error_bytes  # the wrapped request's error, unchanged

    run(scenario())


@settings(max_examples=40, deadline=None)
@given(_objects, _spelling)
def test_notifications_pass_both_ways_as_bytes_and_in_order(
    params: Any, how: dict[str, Any]
) -> None:
    params_bytes = spell(params, how)

    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            for n in range(3):
                conductor.send(
                    b'{"jsonrpc":"2.0","method":"proxy/successor","params":'
                    b'{"method":"session/update","params":%s}}' % params_bytes
                )
                conductor.send(
                    b'{"jsonrpc":"2.0","method":"_note/%d","params":%s}' % (n, params_bytes)
                )
            seen = [parse(await conductor.next()) for _ in range(6)]
            assert [m.method for m in seen[0::2]] == ["session/update"] * 3
            assert all(raw(m.params) == params_bytes for m in seen[0::2])
            assert [unwrap(m) for m in seen[1::2]] == [
                (f"_note/{n}", params_bytes) for n in range(3)
            ]

    run(scenario())


def test_proxy_initialize_goes_on_as_initialize_and_its_result_comes_back_unchanged() -> None:
    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            params = (
                b'{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true}},"z":1}'
            )
            conductor.send(
                b'{"jsonrpc":"2.0","id":"init","method":"proxy/initialize","params":%s}' % params
            )
            out = parse(await conductor.next())
            assert unwrap(out) == ("initialize", params)
            result = b'{"protocolVersion":1,"agentCapabilities":{"loadSession":true},"new":[]}'
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (raw(out.id), result))
            answer = parse(await conductor.next())
            assert (raw(answer.id), raw(answer.result)) == (b'"init"', result)

    run(scenario())


def test_a_cancel_goes_on_as_the_next_hops_own_and_the_answer_still_comes_from_there() -> None:
    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            conductor.send(
                b'{"jsonrpc":"2.0","id":7,"method":"session/prompt",'
                b'"params":{"sessionId":"s","prompt":[]}}'
            )
            forwarded = parse(await conductor.next())
            conductor.send(
                b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":7}}'
            )
            cancel = parse(await conductor.next())
            assert cancel.method == "$/cancel_request"
            assert raw(cancel.params) == b'{"requestId":%s}' % raw(forwarded.id)
            conductor.send(
                b'{"jsonrpc":"2.0","id":%s,"result":{"stopReason":"cancelled"}}' % raw(forwarded.id)
            )
            answer = parse(await conductor.next())
            assert (raw(answer.id), raw(answer.result)) == (b"7", b'{"stopReason":"cancelled"}')

    run(scenario())


def test_bad_input_gets_the_json_rpc_answer_and_the_proxy_goes_on() -> None:
    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            conductor.send(b"{not json")
            assert json.loads(await conductor.next())["error"]["code"] == -32700
            conductor.send(b'[{"jsonrpc":"2.0","id":1,"method":"x"}]')
            assert json.loads(await conductor.next())["error"]["code"] == -32600
            conductor.send(b'{"jsonrpc":"2.0","id":2,"method":"proxy/successor","params":{}}')
            bad = json.loads(await conductor.next())
            assert (bad["id"], bad["error"]["code"]) == (2, -32602)
            conductor.send(b'{"jsonrpc":"2.0","id":3,"method":"initialize","params":{}}')
            refused = json.loads(await conductor.next())
            assert refused["error"]["code"] == -32600
            assert "proxy/initialize" in refused["error"]["message"]
            conductor.send(b'{"jsonrpc":"2.0","id":4,"method":"session/new","params":{}}')
            first = parse(await conductor.next())
            conductor.send(b'{"jsonrpc":"2.0","id":4,"method":"session/new","params":{}}')
            duplicate = json.loads(await conductor.next())
            assert (duplicate["id"], duplicate["error"]["code"]) == (4, -32600)
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":{"sessionId":"a"}}' % raw(first.id))
            answer = json.loads(await conductor.next())
            assert answer == {"jsonrpc": "2.0", "id": 4, "result": {"sessionId": "a"}}

    run(scenario())


def test_when_the_conductor_leaves_the_proxy_stops() -> None:
    async def scenario() -> None:
        async with proxy_under_test(PassThroughProxy()) as conductor:
            conductor.send(b'{"jsonrpc":"2.0","id":1,"method":"session/new","params":{}}')
            await conductor.next()
        # proxy_under_test waited for `serve()` to return after the conductor closed its end

    run(scenario())
