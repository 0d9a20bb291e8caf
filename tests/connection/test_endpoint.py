"""The protocol core without I/O: bytes in, actions out, as h11's tests drive its Connection.

No event loop, no pipe: each test feeds an `Endpoint` the bytes of messages and checks the
actions it returns and the answers `finish` gives.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire
from acp_wire import BINDING as PROTOCOL_V1
from acp_wire.connection._endpoint import (
    Cancel,
    Endpoint,
    InFlight,
    Resolve,
    Send,
    Start,
)
from acp_wire.connection._sides import AgentRules, ClientRules
from acp_wire.connection._transport import TooLong
from acp_wire.rpc_errors import PeerRequestError

# The JSON-RPC 2.0 codes, from the specification's table (§5.1), and ACP's cancel code.
PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS, CANCELLED = -32700, -32600, -32602, -32800


def agent() -> Endpoint:
    return Endpoint(PROTOCOL_V1, AgentRules(PROTOCOL_V1))


def client() -> Endpoint:
    return Endpoint(PROTOCOL_V1, ClientRules(PROTOCOL_V1))


def line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode()


def prompt(id: Any, session: str = "s1") -> bytes:
    return line(
        {
            "jsonrpc": "2.0",
            "id": id,
            "method": "session/prompt",
            "params": {"sessionId": session, "prompt": [{"type": "text", "text": "hi"}]},
        }
    )


def permission(id: Any, session: str = "s1") -> bytes:
    return line(
        {
            "jsonrpc": "2.0",
            "id": id,
            "method": "session/request_permission",
            "params": {
                "sessionId": session,
                "toolCall": {"toolCallId": "t1"},
                "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
            },
        }
    )


def notification(method: str, params: dict[str, Any]) -> bytes:
    return line({"jsonrpc": "2.0", "method": method, "params": params})


def sent(actions: list[Any]) -> list[dict[str, Any]]:
    """The JSON of every `Send` among `actions` (encoded bytes or message values)."""
    out = []
    for action in actions:
        if isinstance(action, Send):
            message = action.message
            data = message if isinstance(message, bytes) else acp_wire.encode(message)
            out.append(json.loads(data))
    return out


def started(endpoint: Endpoint, frame: bytes) -> InFlight:
    endpoint.receive(frame)
    (action,) = endpoint.take_actions()
    assert isinstance(action, Start)
    return action.entry


# ------------------------------------------------------------------------------ requests


def test_a_request_starts_its_handler_with_typed_params() -> None:
    endpoint = agent()
    entry = started(endpoint, prompt(7))
    assert entry.message.method == "session/prompt"
    assert isinstance(entry.message.params, acp_wire.PromptRequest)
    assert endpoint.in_flight == {7: entry}


def test_every_request_is_answered_exactly_once() -> None:
    endpoint = agent()
    entry = started(endpoint, prompt(7))
    answer = endpoint.finish(entry, acp_wire.PromptResponse(stop_reason="end_turn"))
    assert answer is not None
    assert json.loads(answer) == {"jsonrpc": "2.0", "id": 7, "result": {"stopReason": "end_turn"}}
    assert endpoint.finish(entry, acp_wire.PromptResponse(stop_reason="end_turn")) is None
    assert endpoint.finish(entry, error=RuntimeError("late")) is None
    assert endpoint.in_flight == {}


def test_a_handler_error_is_answered_internal_error() -> None:
    endpoint = agent()
    entry = started(endpoint, prompt(1))
    answer = endpoint.finish(entry, error=RuntimeError("boom"))
    assert answer is not None
    error = json.loads(answer)["error"]
    assert error["code"] == -32603 and "boom" in error["data"]["details"]


def test_a_duplicate_in_flight_id_is_refused_and_the_first_keeps_it() -> None:
    endpoint = agent()
    first = started(endpoint, prompt(3))
    endpoint.receive(prompt(3))
    (refusal,) = sent(endpoint.take_actions())
    assert refusal["id"] == 3 and refusal["error"]["code"] == INVALID_REQUEST
    assert endpoint.in_flight == {3: first}
    endpoint.receive(notification("$/cancel_request", {"requestId": 3}))
    assert [type(a) for a in endpoint.take_actions()] == [Cancel]


def test_an_id_may_be_reused_once_answered() -> None:
    endpoint = agent()
    endpoint.finish(started(endpoint, prompt(3)), acp_wire.PromptResponse(stop_reason="end_turn"))
    assert isinstance(started(endpoint, prompt(3)), InFlight)


def test_cancel_request_cancels_and_the_answer_is_32800_whatever_the_handler_did() -> None:
    endpoint = agent()
    entry = started(
        endpoint,
        line(
            {
                "jsonrpc": "2.0",
                "id": "x",
                "method": "session/new",
                "params": {"cwd": "/", "mcpServers": []},
            }
        ),
    )
    endpoint.receive(notification("$/cancel_request", {"requestId": "x"}))
    (cancel,) = endpoint.take_actions()
    assert isinstance(cancel, Cancel) and cancel.entry is entry
    answer = endpoint.finish(entry, acp_wire.NewSessionResponse(session_id="s"))
    assert answer is not None and json.loads(answer)["error"]["code"] == CANCELLED


def test_a_notification_comes_back_for_its_handler_with_no_action() -> None:
    endpoint = client()
    update = endpoint.receive(
        notification(
            "session/update",
            {
                "sessionId": "s1",
                "update": {
                    "sessionUpdate": "agent_message_chunk",
                    "content": {"type": "text", "text": "hi"},
                },
            },
        )
    )
    assert isinstance(update, acp_wire.Notification)
    assert isinstance(update.params, acp_wire.SessionNotification)
    assert endpoint.actions == []


def test_cancel_request_for_an_unknown_id_does_nothing() -> None:
    endpoint = agent()
    endpoint.receive(notification("$/cancel_request", {"requestId": 99}))
    assert endpoint.take_actions() == []


# ------------------------------------------------------------------------------ side rules


def test_agent_session_cancel_ends_that_sessions_turns_only() -> None:
    endpoint = agent()
    mine = started(endpoint, prompt(1, "s1"))
    other = started(endpoint, prompt(2, "s2"))
    delivered = endpoint.receive(notification("session/cancel", {"sessionId": "s1"}))
    assert isinstance(delivered, acp_wire.Notification) and delivered.method == "session/cancel"
    actions = endpoint.take_actions()
    assert [type(a) for a in actions] == [Cancel]
    assert isinstance(actions[0], Cancel) and actions[0].entry is mine
    answer = endpoint.finish(mine, error=RuntimeError("interrupted"))
    assert answer is not None
    assert json.loads(answer)["result"] == {"stopReason": "cancelled"}
    assert other.cancelled_by is None


def test_agent_cancelled_turn_keeps_what_the_handler_returned() -> None:
    endpoint = agent()
    entry = started(endpoint, prompt(1))
    endpoint.receive(notification("session/cancel", {"sessionId": "s1"}))
    endpoint.take_actions()
    result = acp_wire.PromptResponse(stop_reason="end_turn", meta={"kept": True})
    answer = endpoint.finish(entry, result)
    assert answer is not None
    assert json.loads(answer)["result"] == {"stopReason": "cancelled", "_meta": {"kept": True}}


def test_agent_reads_the_client_capabilities_from_initialize() -> None:
    endpoint = agent()
    started(
        endpoint,
        line(
            {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {"protocolVersion": 1, "clientCapabilities": {"terminal": True}},
            }
        ),
    )
    rules = endpoint.rules
    assert isinstance(rules, AgentRules)
    assert rules.client_capabilities == acp_wire.ClientCapabilities(terminal=True)


def test_client_session_cancel_answers_its_permission_requests_cancelled() -> None:
    endpoint = client()
    asked = started(endpoint, permission(5, "s1"))
    elsewhere = started(endpoint, permission(6, "s2"))
    message = endpoint.notification("session/cancel", acp_wire.CancelNotification(session_id="s1"))
    assert json.loads(acp_wire.encode(message)) == json.loads(
        notification("session/cancel", {"sessionId": "s1"})
    )
    (cancel,) = endpoint.take_actions()
    assert isinstance(cancel, Cancel) and cancel.entry is asked
    answer = endpoint.finish(asked)
    assert answer is not None
    assert json.loads(answer)["result"] == {"outcome": {"outcome": "cancelled"}}
    assert elsewhere.cancelled_by is None


# ------------------------------------------------------------------------------ bad input


def test_not_json_gets_a_parse_error_with_a_null_id() -> None:
    endpoint = agent()
    endpoint.receive(b"{not json")
    (answer,) = sent(endpoint.take_actions())
    assert answer["id"] is None and answer["error"]["code"] == PARSE_ERROR


def test_bad_params_of_a_known_method_are_invalid_params_with_the_path() -> None:
    endpoint = agent()
    endpoint.receive(
        line(
            {
                "jsonrpc": "2.0",
                "id": 4,
                "method": "session/prompt",
                "params": {"sessionId": 1, "prompt": []},
            }
        )
    )
    (answer,) = sent(endpoint.take_actions())
    assert answer["id"] == 4 and answer["error"]["code"] == INVALID_PARAMS
    assert answer["error"]["data"]["path"] == "$.params.sessionId"


def test_missing_params_of_a_known_method_are_invalid_params() -> None:
    endpoint = agent()
    endpoint.receive(line({"jsonrpc": "2.0", "id": 4, "method": "session/prompt"}))
    (answer,) = sent(endpoint.take_actions())
    assert answer["error"]["code"] == INVALID_PARAMS


def test_a_bad_envelope_is_invalid_request() -> None:
    endpoint = agent()
    endpoint.receive(line({"jsonrpc": "1.0", "id": 4, "method": "session/prompt", "params": {}}))
    (answer,) = sent(endpoint.take_actions())
    assert answer["id"] == 4 and answer["error"]["code"] == INVALID_REQUEST


def test_an_invalid_notification_is_never_answered() -> None:
    endpoint = agent()
    assert endpoint.receive(notification("session/cancel", {"sessionId": 5})) is None
    assert endpoint.take_actions() == []


def test_an_unanswerable_message_in_v2_is_dropped() -> None:
    from acp_wire import v2

    endpoint = Endpoint(v2.BINDING, AgentRules(v2.BINDING))
    endpoint.receive(b"{1, 2")
    assert endpoint.take_actions() == []  # v2's RequestId admits no null: no valid answer


def _v2_agent() -> Endpoint:
    from acp_wire import v2

    return Endpoint(v2.BINDING, AgentRules(v2.BINDING))


INIT_ENTRY = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 1}}


def test_a_batch_is_answered_in_both_versions() -> None:
    """A batch is never left unanswered (issue 24): v1, which has no batches, answers one
    -32600 with a null id; so do both for an empty batch (v2's transports page, "JSON-RPC
    Batch Messages"; its served batches: tests/connection/test_batches.py); nothing of it is
    started, and the endpoint goes on serving."""
    for endpoint, frames in (
        (agent(), (json.dumps([INIT_ENTRY]).encode(), b"[]", b" [1, 2, 3]")),
        (_v2_agent(), (b"[]", b" [ ]")),
    ):
        for frame in frames:
            assert endpoint.receive(frame) is None
            (answer,) = sent(endpoint.take_actions())
            assert (answer["id"], answer["error"]["code"]) == (None, INVALID_REQUEST)
        endpoint.receive(prompt(7))
        (start,) = endpoint.take_actions()
        assert isinstance(start, Start) and start.entry.message.id == 7


def test_a_batch_that_is_not_json_is_a_parse_error_in_both_versions() -> None:
    """v2's transports page: "If the batch itself is invalid JSON, return a single `Parse
    error` response (`code: -32700`) with `id: null`"."""
    for endpoint in (agent(), _v2_agent()):
        endpoint.receive(b"[1, 2")
        (answer,) = sent(endpoint.take_actions())
        assert (answer["id"], answer["error"]["code"]) == (None, PARSE_ERROR)


def test_an_over_long_request_is_refused_by_its_id() -> None:
    endpoint = agent()
    frame = prompt(12)
    endpoint.receive_too_long(TooLong(frame[:40], frame[-40:]), limit=10)
    (answer,) = sent(endpoint.take_actions())
    assert answer["id"] == 12 and answer["error"]["code"] == INVALID_REQUEST


def test_an_over_long_notification_is_dropped() -> None:
    endpoint = agent()
    frame = notification("session/cancel", {"sessionId": "s" * 100})
    endpoint.receive_too_long(TooLong(frame[:30], frame[-30:]), limit=10)
    assert endpoint.take_actions() == []


# ------------------------------------------------------------------------------ our requests


def test_our_requests_get_increasing_ids_and_typed_results() -> None:
    endpoint = client()
    first, message = endpoint.request(
        "session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "w0"
    )
    second, _ = endpoint.request(
        "session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "w1"
    )
    assert (first, second) == (0, 1)
    assert json.loads(acp_wire.encode(message))["method"] == "session/new"
    endpoint.receive(line({"jsonrpc": "2.0", "id": 1, "result": {"sessionId": "b"}}))
    endpoint.receive(line({"jsonrpc": "2.0", "id": 0, "result": {"sessionId": "a"}}))
    resolved = endpoint.take_actions()
    assert all(isinstance(a, Resolve) for a in resolved)
    assert [(a.waiter, a.result) for a in resolved if isinstance(a, Resolve)] == [
        ("w1", acp_wire.NewSessionResponse(session_id="b")),
        ("w0", acp_wire.NewSessionResponse(session_id="a")),
    ]


def test_an_error_response_resolves_with_the_peers_error() -> None:
    endpoint = client()
    endpoint.request("session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "w")
    endpoint.receive(line({"jsonrpc": "2.0", "id": 0, "error": {"code": -32601, "message": "no"}}))
    (resolve,) = endpoint.take_actions()
    assert isinstance(resolve, Resolve) and isinstance(resolve.error, PeerRequestError)
    assert (resolve.error.code, resolve.error.method) == (-32601, "session/new")


def test_an_invalid_result_fails_the_request_with_the_path() -> None:
    endpoint = client()
    endpoint.request("session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "w")
    endpoint.receive(line({"jsonrpc": "2.0", "id": 0, "result": {"sessionId": 5}}))
    (resolve,) = endpoint.take_actions()
    assert isinstance(resolve, Resolve) and isinstance(resolve.error, acp_wire.DecodeError)
    assert resolve.error.path == "$.result.sessionId"


def test_a_response_to_no_request_of_ours_is_dropped() -> None:
    endpoint = client()
    endpoint.receive(line({"jsonrpc": "2.0", "id": 41, "result": {}}))
    assert endpoint.take_actions() == []


def test_an_abandoned_request_sends_cancel_request_until_the_end() -> None:
    endpoint = client()
    request_id, _ = endpoint.request(
        "session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "w"
    )
    cancel = endpoint.abandon(request_id, sent=True)
    assert json.loads(acp_wire.encode(cancel)) == json.loads(
        notification("$/cancel_request", {"requestId": 0})
    )
    late, _ = endpoint.request(
        "session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "x"
    )
    assert endpoint.end() == ["x"]  # the waiters that can never be answered
    assert endpoint.abandon(late, sent=True) is None
    try:
        endpoint.request("session/new", acp_wire.NewSessionRequest(cwd="/", mcp_servers=[]), "y")
    except ConnectionError:
        pass
    else:
        raise AssertionError("a request after the end must fail")


# ------------------------------------------------------------------------------ a property


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["request", "cancel", "finish"]), st.integers(0, 3)),
        max_size=40,
    )
)
def test_each_accepted_request_gets_exactly_one_answer(events: list[tuple[str, int]]) -> None:
    """Whatever arrives and finishes in whatever order, a request accepted into flight gets one
    answer, a duplicate of an id in flight gets one refusal, and nothing else is answered."""
    endpoint = agent()
    entries: dict[int, InFlight] = {}
    answers: dict[int, int] = {}
    accepted = refused = 0
    for kind, request_id in events:
        if kind == "request":
            endpoint.receive(prompt(request_id))
            for action in endpoint.take_actions():
                if isinstance(action, Start):
                    entries[request_id] = action.entry
                    accepted += 1
                else:
                    assert sent([action])[0]["error"]["code"] == INVALID_REQUEST
                    refused += 1
        elif kind == "cancel":
            endpoint.receive(notification("$/cancel_request", {"requestId": request_id}))
            endpoint.take_actions()
        elif request_id in entries:
            answer = endpoint.finish(
                entries.pop(request_id), acp_wire.PromptResponse(stop_reason="end_turn")
            )
            assert answer is not None
            answers[request_id] = answers.get(request_id, 0) + 1
    for request_id, entry in entries.items():
        assert endpoint.finish(entry, error=RuntimeError()) is not None
        answers[request_id] = answers.get(request_id, 0) + 1
    assert sum(answers.values()) == accepted
    assert endpoint.in_flight == {}
    assert refused == sum(1 for kind, _ in events if kind == "request") - accepted


# ------------------------------------------------------------------------------ no I/O


def test_the_core_and_the_seam_import_no_asyncio() -> None:
    code = (
        "import sys, acp_wire.connection._endpoint, acp_wire.connection._transport, "
        "acp_wire.connection._sides; assert 'asyncio' not in sys.modules, sorted(sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
