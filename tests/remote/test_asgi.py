"""The ASGI plumbing the server's modules share (`acp_wire.remote._asgi`): headers, a body read
within its limit, and refusals with a JSON-RPC error body."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire.remote._asgi import (
    Disconnected,
    header_bytes,
    headers_of,
    read_body,
    respond,
    until_disconnect,
)
from acp_wire.remote._routing import Reject


def receiver(messages: list[dict[str, Any]]) -> tuple[Any, list[dict[str, Any]]]:
    """An ASGI `receive` over `messages`, and the list of those it handed out."""
    given_out: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        message = messages[len(given_out)]
        given_out.append(message)
        return message

    return receive, given_out


def body(chunks: list[bytes]) -> list[dict[str, Any]]:
    return [
        {"type": "http.request", "body": chunk, "more_body": i < len(chunks) - 1}
        for i, chunk in enumerate(chunks)
    ]


HEADER = st.tuples(st.binary(min_size=1, max_size=10), st.binary(max_size=20))


@given(st.lists(HEADER, max_size=8))
def test_header_bytes_counts_names_values_and_their_separators(headers: list[Any]) -> None:
    assert header_bytes({"headers": headers}) == sum(len(n) + len(v) + 4 for n, v in headers)
    assert header_bytes({}) == 0


def test_headers_are_lower_cased_and_repeated_ones_joined() -> None:
    scope = {"headers": [(b"Accept", b"a"), (b"X-Y", b"1"), (b"accept", b"b")]}
    assert headers_of(scope) == {"accept": "a, b", "x-y": "1"}


@given(st.lists(st.binary(max_size=30), min_size=1, max_size=6), st.integers(0, 200))
def test_a_body_within_its_limit_is_read_whole_and_above_it_is_none(
    chunks: list[bytes], limit: int
) -> None:
    receive, _ = receiver(body(chunks))
    read = asyncio.run(read_body(receive, limit))
    whole = b"".join(chunks)
    assert read == (whole if len(whole) <= limit else None)


def test_above_the_limit_up_to_drain_more_bytes_are_read_and_dropped() -> None:
    """So that a client still uploading reads the refusal that follows."""
    chunks = [b"x" * 10] * 10
    receive, given_out = receiver(body(chunks))
    assert asyncio.run(read_body(receive, limit=15, drain=25)) is None
    # two chunks to pass the limit, then chunks dropped until more than 25 bytes were
    assert len(given_out) == 2 + 3
    receive, given_out = receiver(body(chunks))
    assert asyncio.run(read_body(receive, limit=15)) is None
    assert len(given_out) == 2 + 1


@pytest.mark.parametrize("drain", [0, 100])
def test_a_client_that_goes_away_mid_body_is_disconnected(drain: int) -> None:
    receive, _ = receiver([*body([b"x" * 10, b"y"])[:1], {"type": "http.disconnect"}])
    with pytest.raises(Disconnected):
        asyncio.run(read_body(receive, limit=5 if drain else 100, drain=drain))


def test_until_disconnect_reads_until_the_client_went_away() -> None:
    receive, given_out = receiver([*body([b"a", b"b"]), {"type": "http.disconnect"}])
    asyncio.run(until_disconnect(receive))
    assert given_out[-1] == {"type": "http.disconnect"}


def test_a_refusal_is_its_status_and_a_json_rpc_error_body() -> None:
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    reject = Reject(415, "Unsupported Media Type", request_id=7)
    asyncio.run(respond(send, reject, [(b"x-extra", b"1")]))
    start, answer = sent
    assert start["type"] == "http.response.start" and start["status"] == 415
    headers = dict(start["headers"])
    assert headers[b"content-type"] == b"application/json"
    assert headers[b"x-extra"] == b"1"
    assert int(headers[b"content-length"]) == len(answer["body"])
    assert json.loads(answer["body"]) == {
        "jsonrpc": "2.0",
        "id": 7,
        "error": {"code": reject.code, "message": "Unsupported Media Type"},
    }
