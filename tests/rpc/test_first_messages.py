"""The first messages a JSON-RPC layer decodes go by their method (one message class's decoder,
built on demand) instead of the union of every message class: the results must be the same.

Each case decodes one line with two layers of the same version, one that decodes everything
by method and one that decodes everything by the union, and compares the message (its class
and its encoding) or the error (class, wording, path, id, method, where).
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire
import acp_wire.v2
from acp_wire.jsonrpc import JsonRpc, make_jsonrpc
from tests.support.paths import FIXTURES, ROOT
from tests.support.strategies import VERSIONS, fuzz_scale

BINDINGS = {1: acp_wire.BINDING, 2: acp_wire.v2.BINDING}


def _layers(version: int) -> tuple[JsonRpc, JsonRpc]:
    jsonrpc = BINDINGS[version].jsonrpc
    by_method = make_jsonrpc(jsonrpc.tables, jsonrpc.codec, first_by_method=10**9)
    by_union = make_jsonrpc(jsonrpc.tables, jsonrpc.codec, first_by_method=0)
    return by_method, by_union


LAYERS = {version: _layers(version) for version in BINDINGS}


def _outcome(layer: JsonRpc, line: bytes | str) -> tuple[Any, ...]:
    try:
        message = layer.decode_message(line)
    except acp_wire.DecodeError as exc:
        return ("error", str(exc), exc.path, exc.id, exc.method, exc.where)
    return ("message", type(message), msgspec.json.encode(message))


def _same(version: int, line: bytes | str) -> None:
    by_method, by_union = LAYERS[version]
    assert _outcome(by_method, line) == _outcome(by_union, line)


def _corpus() -> list[bytes]:
    lines: list[bytes] = [
        p.read_bytes() for p in sorted((ROOT / "tests/fuzz/seeds").glob("*.json"))
    ]
    for path in sorted((FIXTURES / "replay").glob("*.jsonl")):
        for text in path.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(text)
            except ValueError:  # a fixture's broken line: a line to decode as it is
                lines.append(text.encode())
                continue
            if isinstance(record, dict) and "message" in record:
                lines.append(json.dumps(record["message"]).encode())
    return lines


EDGES = [
    b"[1]",
    b"null",
    b"{bad",
    b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}} x',
    b'{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"},"method":"x"}',
    b'{"jsonrpc":"2.0","method":"x","params":{"sessionId":"s"},"method":"session/cancel"}',
    b'{"jsonrpc":"2.0","id":1,"method":"session/cancel","params":{"sessionId":"s"}}',
    b'{"jsonrpc":"2.0","id":1,"method":5,"params":{}}',
    b'{"jsonrpc":"2.0","id":1,"params":{}}',
    b'{"jsonrpc":"2.0","id":1,"method":"initialize"}',
    b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":null}',
    b'{"jsonrpc":"1.0","id":1,"method":"initialize","params":{"protocolVersion":1}}',
    b'{"jsonrpc":"2.0","id":1.0,"method":"initialize","params":{"protocolVersion":1}}',
    b'{"jsonrpc":"2.0","id":1,"method":"_ext/x","params":{"a":1}}',
    b'{"jsonrpc":"2.0","id":1,"result":{}}',
    b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
    b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}',
    b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\xff"}}',
    b'{"params":{"protocolVersion":1},"id":1,"method":"initialize","jsonrpc":"2.0"}',
    b"[" * 2000 + b"]" * 2000,
    b'{"method":"initialize","params":' + b"[" * 2000 + b"]" * 2000 + b"}",
]


@pytest.mark.parametrize("version", sorted(BINDINGS))
@pytest.mark.parametrize("line", [*_corpus(), *EDGES], ids=lambda line: line[:40].decode("latin-1"))
def test_a_line_decodes_the_same_by_method_as_by_union(version: int, line: bytes) -> None:
    _same(version, line)
    _same(version, line.decode("utf-8", "replace"))


@st.composite
def _messages(draw: st.DrawFn, version: int) -> bytes:
    """A request or notification of a method of `version`, with params from the schema, in
    one place broken half the time."""
    strategies = VERSIONS[version]
    methods = BINDINGS[version].jsonrpc.tables.methods
    method = draw(st.sampled_from(sorted(methods)))
    spec = methods[method]
    kinds = [k for k in ("request", "notification") if getattr(spec, k) is not None]
    kind = draw(st.sampled_from(kinds or ["request"]))
    tp = getattr(spec, kind)
    name = getattr(tp, "__name__", None)
    params: Any = {}
    if name in strategies.defs:
        params = draw(strategies.valid(name))
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
    if kind == "request" or draw(st.booleans()):
        message["id"] = draw(st.integers(0, 9) | st.text(max_size=3))
    if draw(st.booleans()):
        _, _, message = draw(strategies.mutation(message))
    return json.dumps(message).encode()


@pytest.mark.parametrize("version", sorted(BINDINGS))
@settings(max_examples=fuzz_scale(150, 3000), deadline=None)
@given(data=st.data())
def test_generated_messages_decode_the_same_by_method_as_by_union(
    version: int, data: st.DataObject
) -> None:
    _same(version, data.draw(_messages(version)))


def test_messages_across_the_switch_to_the_union_decode_alike() -> None:
    jsonrpc = acp_wire.BINDING.jsonrpc
    layer = make_jsonrpc(jsonrpc.tables, jsonrpc.codec, first_by_method=2)
    lines = [b"[1]", *_corpus()[:6]] * 2
    assert [_outcome(layer, line) for line in lines] == [
        _outcome(LAYERS[1][1], line) for line in lines
    ]


_CHILD = """
import json, sys
import msgspec
import acp_wire, acp_wire.v2
layers = {1: acp_wire, 2: acp_wire.v2}
out = []
for version, hexline in json.load(sys.stdin):
    try:
        message = layers[version].decode_message(bytes.fromhex(hexline))
    except acp_wire.DecodeError as exc:
        out.append(["error", str(exc), exc.path, exc.id, exc.method, exc.where])
    else:
        cls = type(message)
        name = cls.__module__ + "." + cls.__qualname__
        out.append(["message", name, msgspec.json.encode(message).decode()])
print(json.dumps(out))
"""


def _jsonable(outcome: tuple[Any, ...]) -> list[Any]:
    if outcome[0] == "message":
        cls = outcome[1]
        return ["message", f"{cls.__module__}.{cls.__qualname__}", outcome[2].decode()]
    return json.loads(json.dumps(list(outcome)))


def test_a_fresh_process_decodes_its_first_messages_as_the_union_does() -> None:
    """In a fresh interpreter the first messages resolve only the annotations they reach
    (the other tests run after some decoder has resolved them all)."""
    lines = [line for line in _corpus() if b'"method"' in line][:12] + EDGES[:4]
    cases = [(version, line.hex()) for version in (2, 1) for line in lines]
    child = subprocess.run(
        [sys.executable, "-c", _CHILD],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=True,
    )
    expected = [_jsonable(_outcome(LAYERS[v][1], bytes.fromhex(h))) for v, h in cases]
    assert json.loads(child.stdout) == expected
