"""Fuzzing the decoders and a connection: bad input may only ever raise `acp_wire.DecodeError`.

Inputs: arbitrary bytes, and valid messages broken at the JSON-value level (a key removed, a
value of another type, strings swapped, null put in; tests/support/strategies.py `mutation`) or at
the
byte level (truncated, keys duplicated, nested 100k levels deep, huge strings and numbers such as
1e999 and 10**40, invalid UTF-8). A short run is part of the normal suite; `nox -s fuzz` runs the
"fuzz" profile with ACP_WIRE_FUZZ=1. Every example counts into EXAMPLES_RUN, printed at the end.
"""

from __future__ import annotations

import asyncio
import json
import socket
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire
from tests.support.strategies import fuzz_scale, mutation, valid

EXAMPLES = fuzz_scale(100, 5000)
EXAMPLES_RUN: Counter[str] = Counter()

SESSION_UPDATE = {
    "sessionId": "s1",
    "update": {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "call_1",
        "status": "completed",
        "content": [{"type": "content", "content": {"type": "text", "text": "hi"}}],
        "locations": [{"path": "/a", "line": 3}],
        "rawOutput": {"n": [1, 2.5, None, True]},
    },
}
MESSAGES: list[Any] = [
    {"jsonrpc": "2.0", "method": "session/update", "params": SESSION_UPDATE},
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "session/prompt",
        "params": {"sessionId": "s1", "prompt": [{"type": "text", "text": "hello"}]},
    },
    {"jsonrpc": "2.0", "id": "a", "method": "initialize", "params": {"protocolVersion": 1}},
    {"jsonrpc": "2.0", "id": 2, "result": {"stopReason": "end_turn"}},
    {"jsonrpc": "2.0", "id": 3, "error": {"code": -32601, "message": "no"}},
    {"jsonrpc": "2.0", "id": 4, "method": "_vendor/x", "params": {"k": [1]}},
]
DEEP = 100_000


def _byte_level(draw: st.DrawFn, data: bytes) -> bytes:
    kind = draw(
        st.sampled_from(
            [
                "truncate",
                "duplicate_key",
                "deep_array",
                "deep_object",
                "deep_inside",
                "huge_string",
                "huge_number",
                "bad_utf8",
                "splice",
            ]
        )
    )
    if kind == "truncate":
        return data[: draw(st.integers(0, max(0, len(data) - 1)))]
    if kind == "duplicate_key":
        # `{"a": 1, ...}` -> `{"a": 1, "a": 1, ...}`: the first key of the object, repeated.
        end = data.find(b",")
        return data[:end] + b"," + data[1:end] + data[end:] if end > 0 else data
    if kind == "deep_array":
        return b"[" * DEEP + b"]" * DEEP
    if kind == "deep_object":
        return b'{"a":' * DEEP + b"1" + b"}" * DEEP
    if kind == "deep_inside":
        depth = draw(st.sampled_from([500, 990, 1200, 5000, DEEP]))
        nested = b"[" * depth + b"]" * depth
        return data.replace(b'"s1"', nested, 1).replace(b'"hi"', nested, 1)
    if kind == "huge_string":
        return data.replace(b'"hi"', b'"' + b"x" * 5_000_000 + b'"', 1).replace(
            b'"s1"', b'"' + b"\\u00e9" * 200_000 + b'"', 1
        )
    if kind == "huge_number":
        number = draw(
            st.sampled_from(
                [
                    b"1e999",
                    b"-1e999",
                    b"1" + b"0" * 40,
                    b"-" + b"9" * 400,
                    b"1e-999",
                    b"0." + b"1" * 5000,
                    b"18446744073709551616",
                    b"-9223372036854775809",
                    b"NaN",
                    b"Infinity",
                ]
            )
        )
        return data.replace(b"1", number, 1).replace(b"3", number, 1)
    if kind == "bad_utf8":
        at = draw(st.integers(0, len(data)))
        return (
            data[:at]
            + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80"]))
            + data[at:]
        )
    junk = draw(st.binary(max_size=20))
    at = draw(st.integers(0, len(data)))
    return data[:at] + junk + data[at:]


@st.composite
def broken_message(draw: st.DrawFn) -> bytes:
    message = draw(st.sampled_from(MESSAGES))
    if draw(st.booleans()):
        _, _, message = draw(mutation(message))
    data = json.dumps(message).encode()
    if draw(st.booleans()):
        data = _byte_level(draw, data)
    return data


@st.composite
def broken_update(draw: st.DrawFn) -> bytes:
    value = draw(st.sampled_from([SESSION_UPDATE]) | valid("SessionNotification"))
    if draw(st.booleans()):
        _, _, value = draw(mutation(value))
    data = json.dumps(value).encode()
    if draw(st.booleans()):
        data = _byte_level(draw, data)
    return data


INPUTS = st.one_of(st.binary(max_size=200), broken_message(), broken_update())


def _only_decode_errors(call: Any) -> None:
    try:
        call()
    except acp_wire.DecodeError as exc:
        assert isinstance(exc.path, str) and exc.path.startswith("$")
        assert isinstance(exc.reason, str)


@settings(max_examples=EXAMPLES)
@given(INPUTS)
def test_decode_session_notification(data: bytes) -> None:
    EXAMPLES_RUN["decode"] += 1
    _only_decode_errors(lambda: acp_wire.decode(data, acp_wire.SessionNotification))
    _only_decode_errors(lambda: acp_wire.decode(data, acp_wire.SessionNotification, strict=True))
    _only_decode_errors(lambda: acp_wire.decode_report(data, acp_wire.SessionNotification))
    _only_decode_errors(lambda: acp_wire.decode(data, acp_wire.SessionUpdate))


@settings(max_examples=EXAMPLES)
@given(INPUTS)
def test_decode_message(data: bytes) -> None:
    EXAMPLES_RUN["decode_message"] += 1
    _only_decode_errors(lambda: acp_wire.decode_message(data))
    _only_decode_errors(lambda: acp_wire.decode_message(data, "session/prompt"))
    _only_decode_errors(lambda: acp_wire.decode_message(data, "_vendor/x"))


# ------------------------------------------------------------------------------- connection

try:
    from acp_wire import connection
    from acp_wire.v1._generated.protocols import Agent
except ImportError:  # the connection is optional to this file
    connection = None  # type: ignore[assignment]
    Agent = object  # type: ignore[assignment, misc]


class _Agent(Agent):
    async def initialize(self, params: acp_wire.InitializeRequest) -> acp_wire.InitializeResponse:
        return acp_wire.InitializeResponse(protocol_version=params.protocol_version)


def _expects_error_response(line: bytes) -> bool:
    """JSON-RPC: unparsable input and invalid requests (with an `id`) are answered with an
    error; invalid notifications and responses are not answered at all."""
    try:
        raw = json.loads(line)
    except (ValueError, RecursionError):
        return True
    return isinstance(raw, dict) and "id" in raw and "method" in raw


async def _exchange(lines: list[bytes]) -> list[Any]:
    a, b = socket.socketpair()
    agent_reader, agent_writer = await asyncio.open_connection(sock=a)
    reader, writer = await asyncio.open_connection(sock=b)
    conn = acp_wire.AgentSideConnection(_Agent(), agent_reader, agent_writer)
    conn.start()
    answers: list[Any] = []
    try:
        for index, line in enumerate(lines):
            writer.write(line.replace(b"\n", b" ") + b"\n")
            probe = {
                "jsonrpc": "2.0",
                "id": f"probe-{index}",
                "method": "initialize",
                "params": {"protocolVersion": 1},
            }
            writer.write(json.dumps(probe).encode() + b"\n")
            await writer.drain()
            while True:
                reply = json.loads(await asyncio.wait_for(reader.readline(), 10))
                answers.append(reply)
                if reply.get("id") == f"probe-{index}":
                    break
    finally:
        writer.close()
        await conn.close()
    return answers


@settings(max_examples=fuzz_scale(25, 500))
@given(st.lists(INPUTS.filter(lambda d: b"\n" not in d and d.strip()), min_size=1, max_size=3))
def test_connection_survives_bad_lines(lines: list[bytes]) -> None:
    if connection is None:
        pytest.skip("acp_wire.connection is not there")
    EXAMPLES_RUN["connection"] += len(lines)
    answers = asyncio.run(_exchange(lines))
    probes = [a for a in answers if str(a.get("id", "")).startswith("probe-")]
    # The connection keeps answering: every probe got its result, in order.
    assert [p["id"] for p in probes] == [f"probe-{i}" for i in range(len(lines))]
    assert all(p["result"] == {"protocolVersion": 1} for p in probes)
    errors = [a for a in answers if "error" in a]
    for error in errors:
        assert isinstance(error["error"]["code"], int)
        assert isinstance(error["error"]["message"], str)
    expected = sum(1 for line in lines if _expects_error_response(line) and not _valid(line))
    assert len(errors) >= expected


def _valid(line: bytes) -> bool:
    try:
        acp_wire.decode_message(line)
    except acp_wire.DecodeError:
        return False
    return True


def test_zz_report_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        print(f"\nfuzz examples run: {dict(EXAMPLES_RUN)}")
