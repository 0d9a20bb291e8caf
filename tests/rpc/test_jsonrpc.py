"""decode_message: JSON-RPC 2.0 framing rules and the typed message classes."""

from __future__ import annotations

import json

import msgspec
import pytest

import acp_wire
from acp_wire import DecodeError, Notification, RawNotification, RawRequest, Request, Response

UPDATE = {"sessionId": "s", "update": {"sessionUpdate": "plan_removed", "planId": "p"}}
PROMPT = {"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}]}


def line(**members: object) -> bytes:
    return json.dumps(members).encode()


def test_a_known_notification_is_its_typed_message() -> None:
    message = acp_wire.decode_message(line(jsonrpc="2.0", method="session/update", params=UPDATE))
    assert isinstance(message, Notification)
    assert message.method == "session/update"
    assert message.id is msgspec.UNSET
    assert isinstance(message.params, acp_wire.SessionNotification)


def test_a_known_request_is_its_typed_message() -> None:
    message = acp_wire.decode_message(
        line(jsonrpc="2.0", id="r1", method="session/prompt", params=PROMPT)
    )
    assert isinstance(message, Request)
    assert (message.method, message.id) == ("session/prompt", "r1")
    assert isinstance(message.params, acp_wire.PromptRequest)


def test_extension_methods_are_raw_with_plain_params() -> None:
    request = acp_wire.decode_message(
        line(jsonrpc="2.0", id=3, method="_zed/ping", params={"a": 1})
    )
    note = acp_wire.decode_message(line(jsonrpc="2.0", method="_zed/tick", params=[1]))
    assert isinstance(request, RawRequest) and request.method == "_zed/ping"
    assert request.params == {"a": 1}
    assert isinstance(note, RawNotification) and note.params == [1]
    assert acp_wire.METHODS.get(request.method) is None


@pytest.mark.parametrize(
    ("members", "method"),
    [
        ({"method": "session/update", "params": UPDATE}, None),
        ({"id": 1, "method": "session/prompt", "params": PROMPT}, None),
        ({"id": 1, "result": {"stopReason": "end_turn"}}, "session/prompt"),
        ({"id": 1, "result": {"stopReason": "end_turn"}}, None),
    ],
)
def test_the_jsonrpc_member_is_required(members: dict, method: str | None) -> None:
    """JSON-RPC 2.0: "A String specifying the version of the JSON-RPC protocol. MUST be
    exactly "2.0"." A message without it is not one."""
    with pytest.raises(DecodeError) as err:
        acp_wire.decode_message(line(**members), method=method)
    assert err.value.path == "$.jsonrpc"


def test_a_request_sent_to_a_notification_only_method_is_rejected_with_its_id() -> None:
    with pytest.raises(DecodeError) as err:
        acp_wire.decode_message(line(jsonrpc="2.0", id=9, method="session/update", params=UPDATE))
    assert err.value.id == 9
    assert err.value.method == "session/update"


def test_a_notification_of_a_request_only_method_is_rejected() -> None:
    with pytest.raises(DecodeError) as err:
        acp_wire.decode_message(line(jsonrpc="2.0", method="session/prompt", params=PROMPT))
    assert err.value.method == "session/prompt"


def test_outgoing_messages_encode_as_jsonrpc() -> None:
    note = Notification.of(
        "session/update", acp_wire.decode(json.dumps(UPDATE), acp_wire.SessionNotification)
    )
    request = Request.of(7, "_zed/ping", {"a": 1})
    assert json.loads(acp_wire.encode(note)) == {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": UPDATE,
    }
    assert json.loads(acp_wire.encode(request)) == {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "_zed/ping",
        "params": {"a": 1},
    }
    assert type(note) is type(acp_wire.decode_message(acp_wire.encode(note)))


def test_a_response_is_typed_by_the_method_of_its_request() -> None:
    data = line(jsonrpc="2.0", id=2, result={"stopReason": "cancelled"})
    typed = acp_wire.decode_message(data, method="session/prompt")
    plain = acp_wire.decode_message(data)
    assert isinstance(typed, Response) and isinstance(typed.result, acp_wire.PromptResponse)
    assert typed.result.stop_reason == "cancelled"
    assert plain.result == {"stopReason": "cancelled"}
