"""The remote transport's routing rules and SSE framing, without I/O: requests and bytes in,
decisions out. Expected statuses are the RFD's ("Streamable HTTP & WebSocket Transport",
"Unified Endpoint Routing" and "Content Negotiation and Validation")."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.remote import _routing as routing
from acp_wire.remote._routing import ConnectionRoutes, Message, OpenStream, Post, Reject

JSON = "application/json"


def body(obj: object) -> bytes:
    return json.dumps(obj).encode()


def post(
    obj: object, connection: str | None = "c1", session: str | None = None, known: bool = True
):
    message = routing.read_post(JSON, body(obj))
    assert isinstance(message, Message)
    return routing.route_post(message, connection, session, known)


def request(method: str, id: int = 1, **params: object) -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": params}


def test_post_body_checks() -> None:
    assert routing.read_post("text/plain", b"{}").status == 415  # type: ignore[union-attr]
    assert routing.read_post(None, b"{}").status == 415  # type: ignore[union-attr]
    assert isinstance(
        routing.read_post("application/json; charset=utf-8", body(request("x"))), Message
    )
    assert routing.read_post(JSON, b"[]").status == 501  # type: ignore[union-attr]
    batch = routing.read_post(JSON, body([request("a"), request("b", 2)]))
    assert isinstance(batch, Reject) and batch.status == 501
    bad = routing.read_post(JSON, b"{not json")
    assert isinstance(bad, Reject) and (bad.status, bad.code) == (400, -32700)
    for odd in (b"3", b'"x"', b"null", body({"jsonrpc": "2.0"})):
        reject = routing.read_post(JSON, odd)
        assert isinstance(reject, Reject) and reject.status == 400, odd


def test_initialize_creates_a_connection_and_nothing_else_does() -> None:
    assert post(request("initialize", protocolVersion=1), connection=None) == Post(
        Message("request", 1, "initialize", None, 1), True
    )
    refused = post(request("session/new", cwd="/"), connection=None)
    assert isinstance(refused, Reject) and refused.status == 400 and refused.request_id == 1
    again = post(request("initialize", protocolVersion=1))
    assert isinstance(again, Reject) and again.status == 400


def test_unknown_connection_is_404() -> None:
    refused = post(request("session/new", cwd="/"), known=False)
    assert isinstance(refused, Reject) and refused.status == 404


def test_session_scoped_posts_need_the_session_header() -> None:
    prompt = request("session/prompt", sessionId="s1", prompt=[])
    assert isinstance(post(prompt), Reject) and post(prompt).status == 400  # type: ignore[union-attr]
    assert isinstance(post(prompt, session="s1"), Post)
    mismatch = post(prompt, session="s2")
    assert isinstance(mismatch, Reject) and mismatch.status == 400
    cancel = {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s1"}}
    assert isinstance(post(cancel), Reject)
    assert isinstance(post(cancel, session="s1"), Post)
    # Connection-level: no header needed.
    assert isinstance(post(request("session/new", cwd="/")), Post)
    # Attaching a session: its header is optional (python-sdk's client omits it), but must match.
    load = request("session/load", sessionId="s9", cwd="/", mcpServers=[])
    assert isinstance(post(load), Post)
    assert isinstance(post(load, session="other"), Reject)
    # Answers to the agent's requests: let through without the header.
    answer = {"jsonrpc": "2.0", "id": 0, "result": {"outcome": {"outcome": "cancelled"}}}
    assert isinstance(post(answer), Post)


def test_get_routing() -> None:
    assert routing.route_get({"upgrade": "websocket"}) == "websocket"
    assert routing.route_get({"upgrade": "WebSocket", "connection": "Upgrade"}) == "websocket"
    no_accept = routing.route_get({"acp-connection-id": "c"})
    assert isinstance(no_accept, Reject) and no_accept.status == 406
    wrong = routing.route_get({"accept": "application/json", "acp-connection-id": "c"})
    assert isinstance(wrong, Reject) and wrong.status == 406
    missing = routing.route_get({"accept": "text/event-stream"})
    assert isinstance(missing, Reject) and missing.status == 400
    assert routing.route_get(
        {"accept": "text/event-stream", "acp-connection-id": "c"}
    ) == OpenStream("c", None)
    assert routing.route_get(
        {
            "accept": "application/json, text/event-stream",
            "acp-connection-id": "c",
            "acp-session-id": "s",
        }
    ) == OpenStream("c", "s")


def incoming(routes: ConnectionRoutes, obj: dict[str, object]) -> None:
    message = routing.read_post(JSON, body(obj))
    assert isinstance(message, Message)
    routes.incoming(message)


def outgoing(routes: ConnectionRoutes, obj: dict[str, object], answers: object = None) -> str:
    return routes.destination(routing.sniff(body(obj)), answers)


def response(id: object, result: object) -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": id, "result": result}


def test_answers_go_where_the_rfd_says() -> None:
    routes = ConnectionRoutes()
    incoming(routes, request("initialize", 0, protocolVersion=1))
    assert outgoing(routes, response(0, {"protocolVersion": 1}), 0) == routing.INITIALIZE
    incoming(routes, request("session/new", 1, cwd="/"))
    assert not routes.has_session("s1")
    # session/new's answer: the connection-scoped stream, and the session now exists.
    assert outgoing(routes, response(1, {"sessionId": "s1"}), 1) == "connection"
    assert routes.has_session("s1")
    incoming(routes, request("session/prompt", 2, sessionId="s1", prompt=[]))
    update = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "s1", "update": {}},
    }
    assert outgoing(routes, update) == "s1"
    permission = {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "session/request_permission",
        "params": {"sessionId": "s1"},
    }
    assert outgoing(routes, permission) == "s1"
    assert outgoing(routes, response(2, {"stopReason": "end_turn"}), 2) == "s1"
    # An error answer goes where the result would have.
    incoming(routes, request("session/prompt", "three", sessionId="s1", prompt=[]))
    error = {"jsonrpc": "2.0", "id": "three", "error": {"code": -32603, "message": "x"}}
    assert outgoing(routes, error, "three") == "s1"
    # A session this connection does not have: the connection-scoped stream.
    stray = {"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "elsewhere"}}
    assert outgoing(routes, stray) == "connection"
    assert not routes.has_session("elsewhere")
    # Not about a session.
    assert outgoing(routes, {"jsonrpc": "2.0", "method": "_x/ping", "params": {}}) == "connection"
    assert routing.sniff(b"not json") == Message("invalid", None, None, None)
    assert outgoing(routes, {"jsonrpc": "2.0", "method": "m", "params": [1]}) == "connection"


def test_session_load_attaches_the_session_at_once() -> None:
    routes = ConnectionRoutes()
    incoming(routes, request("session/load", 5, sessionId="old", cwd="/", mcpServers=[]))
    assert routes.has_session("old")  # its replayed history goes to its stream
    replay = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "old", "update": {}},
    }
    assert outgoing(routes, replay) == "old"
    assert outgoing(routes, response(5, None), 5) == "connection"


def test_ids_of_different_types_are_different_requests() -> None:
    routes = ConnectionRoutes()
    incoming(routes, {"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {}})
    incoming(
        routes,
        {"jsonrpc": "2.0", "id": "1", "method": "session/prompt", "params": {"sessionId": "s"}},
    )
    routes.sessions.add("s")
    assert outgoing(routes, response("1", {}), "1") == "s"
    assert outgoing(routes, response(1, {}), 1) == "connection"


def test_choose_version() -> None:
    both = {1: None, 2: None}
    assert routing.choose_version(1, both) == 1
    assert routing.choose_version(2, both) == 2
    assert routing.choose_version(7, both) == 2
    assert routing.choose_version(0, both) == 1
    assert routing.choose_version("2", both) == 1
    assert routing.choose_version(True, both) == 1
    assert routing.choose_version(9, {1: None}) == 1


def test_connection_ids_are_long_and_distinct() -> None:
    ids = {routing.new_connection_id() for _ in range(1000)}
    assert len(ids) == 1000
    assert all(len(i) >= 32 for i in ids)  # 24 random bytes, base64url: 192 bits


def test_accept_header() -> None:
    assert routing.accepts_event_stream("text/event-stream")
    assert routing.accepts_event_stream("application/json, text/event-stream;q=0.9")
    assert not routing.accepts_event_stream("*/*")
    assert not routing.accepts_event_stream("application/json")
    assert not routing.accepts_event_stream(None)


def test_attaching_requests_are_remembered_until_answered() -> None:
    routes = ConnectionRoutes()
    incoming(routes, request("session/load", 4, sessionId="old", cwd="/", mcpServers=[]))
    incoming(routes, request("session/resume", "r", sessionId="older", cwd="/"))
    incoming(routes, request("session/new", 5, cwd="/"))
    assert routes.attaching == {routing.id_key(4): "old", routing.id_key("r"): "older"}


def _escaped(name: str, escape: list[bool]) -> str:
    """A member name as JSON may spell it: some of its letters as `\\u` escapes."""
    return "".join(
        f"\\u{ord(c):04x}" if e else c for c, e in zip(name, escape + [False] * 9, strict=False)
    )


member = st.sampled_from(["result", "error", "method", "params", "id", "text", "jsonrpc"])
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(member, inner, max_size=3),
    max_leaves=8,
)


@given(
    kind=st.sampled_from(["result", "error"]),
    inner=values,
    escape=st.lists(st.booleans(), max_size=6),
    params=st.dictionaries(member, values, max_size=3),
)
def test_no_response_is_taken_for_a_notification(
    kind: str, inner: object, escape: list[bool], params: dict[str, object]
) -> None:
    """`may_be_response` says False only where `sniff` would not read a response: whatever
    the value, and with the member name written with escapes. A notification or request whose
    params say nothing of results or errors is recognised as such."""
    value = {"code": -1, "message": "x"} if kind == "error" else inner
    text = '{"jsonrpc":"2.0","id":1,"' + _escaped(kind, escape) + '":' + json.dumps(value) + "}"
    assert routing.sniff(text.encode()).kind == "response"
    assert routing.may_be_response(text.encode())
    for message in (
        {"jsonrpc": "2.0", "method": "session/update", "params": params},
        {"jsonrpc": "2.0", "id": 3, "method": "fs/read_text_file", "params": params},
    ):
        data = body(message)
        assert routing.sniff(data).kind != "response"
        assert routing.may_be_request(data) or routing.sniff(data).kind != "request"
        if (
            "result" not in data.decode()
            and "error" not in data.decode()
            and "\\u" not in data.decode()
        ):
            assert not routing.may_be_response(data)


@given(
    inner=values,
    escape=st.lists(st.booleans(), max_size=2),
    params=st.dictionaries(member, values, max_size=3),
)
def test_no_request_is_taken_for_a_notification(
    inner: object, escape: list[bool], params: dict[str, object]
) -> None:
    """`may_be_request` says False only where `sniff` would not read a request, the `id`
    member written with escapes or not."""
    text = (
        '{"jsonrpc":"2.0","method":"fs/read_text_file","'
        + _escaped("id", escape)
        + '":'
        + json.dumps(inner if isinstance(inner, (int, str)) else 1)
        + ',"params":'
        + json.dumps(params)
        + "}"
    )
    assert routing.sniff(text.encode()).kind == "request"
    assert routing.may_be_request(text.encode())
    notification = body({"jsonrpc": "2.0", "method": "session/update", "params": params})
    assert routing.sniff(notification).kind == "notification"
    text = notification.decode()
    assert routing.may_be_request(notification) == ('"id"' in text or "\\u" in text)
