"""Which HTTP requests the loopback bridge admits (`acp_wire.mcp._admission`), with no I/O:
routes, bearer tokens, and the header rules checked before a body is read. End to end, through
the bridge, in tests/mcp/test_bridge.py."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire.mcp._admission import (
    Refusal,
    authorized,
    check_body,
    check_head,
    route,
    server_of,
    token,
)

SECRET = b"s" * 32
PORT = 8123


@given(st.text())
def test_a_route_names_its_server_and_only_it(server_id: str) -> None:
    path = route(server_id)
    assert path.startswith("/mcp-") and "/" not in path[1:] and "=" not in path
    assert server_of(path) == server_id
    assert server_of(path + "?x=1") == server_id


@pytest.mark.parametrize("path", ["/", "/mcp", "/mcp-!!", "/other-YQ", "/mcp-YQ==", "/mcp-YR"])
def test_a_path_that_is_not_a_canonical_route_names_no_server(path: str) -> None:
    assert server_of(path) is None


@given(st.text(), st.text())
def test_a_token_is_good_for_its_server_only(server_id: str, other: str) -> None:
    header = f"Bearer {token(SECRET, server_id)}"
    assert authorized(header, SECRET, server_id)
    assert authorized(header.replace("Bearer", "bearer"), SECRET, server_id)
    assert authorized(header, SECRET, other) == (other == server_id)
    assert not authorized(header, b"t" * 32, server_id)
    assert not authorized(token(SECRET, server_id), SECRET, server_id)  # no scheme
    assert not authorized(None, SECRET, server_id)


def headers(server_id: str = "calc", **changes: list[str]) -> dict[str, list[str]]:
    good = {
        "host": [f"127.0.0.1:{PORT}"],
        "authorization": [f"Bearer {token(SECRET, server_id)}"],
        "accept": ["application/json, text/event-stream"],
        "content-type": ["application/json; charset=utf-8"],
    }
    good.update({name.replace("_", "-"): value for name, value in changes.items()})
    return good


def test_a_well_formed_post_is_admitted_to_its_server() -> None:
    assert check_head("POST", route("calc"), headers(), SECRET, PORT) == "calc"
    localhost = headers(host=[f"localhost:{PORT}"], origin=[f"http://localhost:{PORT}"])
    assert check_head("POST", route("calc"), localhost, SECRET, PORT) == "calc"


@pytest.mark.parametrize(
    ("method", "path", "changes", "status"),
    [
        ("POST", route("calc"), {"host": ["127.0.0.1:1"]}, 403),
        ("POST", route("calc"), {"origin": ["http://evil.example"]}, 403),
        ("POST", route("calc"), {"host": [f"127.0.0.1:{PORT}"] * 2}, 400),
        ("POST", "/elsewhere", {}, 404),
        ("POST", route("calc"), {"authorization": ["Bearer nope"]}, 401),
        ("GET", route("calc"), {}, 405),
        ("POST", route("calc"), {"accept": ["application/json"]}, 406),
        ("POST", route("calc"), {"content_type": ["text/plain"]}, 415),
    ],
)
def test_each_head_rule_refuses_with_its_status(
    method: str, path: str, changes: dict[str, list[str]], status: int
) -> None:
    refusal = check_head(method, path, headers(**changes), SECRET, PORT)
    assert isinstance(refusal, Refusal)
    assert refusal.status == status
    assert refusal.body()  # a JSON-RPC error body


def test_an_unauthorized_request_is_told_the_scheme_and_a_get_the_method() -> None:
    without = {name: values for name, values in headers().items() if name != "authorization"}
    unauthorized = check_head("POST", route("calc"), without, SECRET, PORT)
    assert isinstance(unauthorized, Refusal) and unauthorized.headers == {
        "www-authenticate": "Bearer"
    }
    get = check_head("GET", route("calc"), headers(), SECRET, PORT)
    assert isinstance(get, Refusal) and get.headers == {"allow": "POST"}


def test_a_notification_is_acknowledged_with_202_and_no_body() -> None:
    refusal = check_body("calc", b'{"jsonrpc":"2.0","method":"notifications/x"}', headers())
    assert isinstance(refusal, Refusal)
    assert (refusal.status, refusal.body()) == (202, b"")


@pytest.mark.parametrize("body", [b"{", b"[1,", b"\xff"])
def test_a_body_that_is_not_json_is_a_parse_error(body: bytes) -> None:
    refusal = check_body("calc", body, headers())
    assert isinstance(refusal, Refusal) and refusal.status == 400
    assert b'"code": -32700' in refusal.body()
