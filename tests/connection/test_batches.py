"""JSON-RPC batches (issue 24): bytes in, actions out at the endpoint, and one line over a pipe.

The rules are v2's draft transports page, "JSON-RPC Batch Messages" (vendored in
tests/fixtures/spec/pages/v2-draft-transports.mdx): "ACP follows the JSON-RPC 2.0 batch
rules"; entries are processed as independent messages, the responses gathered into one array,
nothing sent for an all-notification batch, an empty array answered by one -32600 with a null
id, invalid JSON by one -32700 with a null id, invalid entries by their own -32600 with a null
id. v1's stdio transport has no batches ("Messages are individual JSON-RPC requests,
notifications, or responses"): a batch gets one -32600 with a null id.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from acp_wire import BINDING as V1
from acp_wire import v2
from acp_wire.connection._endpoint import Cancel, Deliver, Endpoint, Resolve, Send, Start
from acp_wire.connection._sides import AgentRules, ClientRules
from acp_wire.connection._transport import TooLong

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS, CANCELLED = -32700, -32600, -32602, -32800
GUARD = 30.0  # seconds: only a guard against a hang, never an assertion about time


def v2_agent() -> Endpoint:
    return Endpoint(v2.BINDING, AgentRules(v2.BINDING))


def request(id: Any, method: str = "_acme/ask", **params: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": params}


def note(n: int) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": "_acme/note", "params": {"n": n}}


def frame(batch: Any) -> bytes:
    return json.dumps(batch).encode()


def sends(actions: list[Any]) -> list[Any]:
    """The JSON of every `Send` among `actions`."""
    return [json.loads(a.message) for a in actions if isinstance(a, Send)]


def starts(actions: list[Any]) -> list[Start]:
    return [a for a in actions if isinstance(a, Start)]


def test_binding_says_which_versions_serve_batches() -> None:
    assert v2.BINDING.batches is True
    assert V1.batches is False


def test_a_mixed_batch_is_one_array_once_every_request_is_answered() -> None:
    endpoint = v2_agent()
    batch = [request(1), note(1), request(2), note(2)]
    assert endpoint.receive(frame(batch)) is None
    actions = endpoint.take_actions()
    # Entries in read order: requests started, notifications delivered in order, nothing sent.
    assert [type(a) for a in actions] == [Start, Deliver, Start, Deliver]
    assert [a.notification.params["n"] for a in actions if isinstance(a, Deliver)] == [1, 2]
    first, second = starts(actions)
    # Answered in any order: nothing goes out until the last request of the batch is answered.
    assert endpoint.finish(second.entry, {"b": 2}) is None
    line = endpoint.finish(first.entry, {"a": 1})
    assert line is not None and b"\n" not in line
    answers = json.loads(line)
    assert {a["id"]: a["result"] for a in answers} == {1: {"a": 1}, 2: {"b": 2}}
    # Exactly once per entry: a second finish answers nothing.
    assert endpoint.finish(first.entry, {"a": 1}) is None
    assert endpoint.in_flight == {}


def test_an_all_notification_batch_is_answered_with_nothing() -> None:
    """The page: "If there are no Response objects to send, such as for an all-notification
    batch, the receiver MUST NOT return an empty array"."""
    endpoint = v2_agent()
    assert endpoint.receive(frame([note(1), note(2), note(3)])) is None
    actions = endpoint.take_actions()
    assert [type(a) for a in actions] == [Deliver, Deliver, Deliver]
    assert sends(actions) == []


def test_an_empty_batch_gets_one_invalid_request_and_the_endpoint_goes_on() -> None:
    endpoint = v2_agent()
    for empty in (b"[]", b"  [ ]"):
        endpoint.receive(empty)
        (answer,) = sends(endpoint.take_actions())
        assert isinstance(answer, dict)  # "not a response array"
        assert (answer["id"], answer["error"]["code"]) == (None, INVALID_REQUEST)
    endpoint.receive(frame(request(9)))
    assert len(starts(endpoint.take_actions())) == 1


def test_a_batch_that_is_not_json_gets_one_parse_error() -> None:
    endpoint = v2_agent()
    endpoint.receive(b'[{"jsonrpc": "2.0", "id": 1, "method": "_acme/ask"')
    (answer,) = sends(endpoint.take_actions())
    assert (answer["id"], answer["error"]["code"]) == (None, PARSE_ERROR)


def test_invalid_entries_get_their_own_errors_in_the_array() -> None:
    """The page: "Invalid entries in a non-empty batch produce their own `Invalid Request` responses
    (`code: -32600`) with `id: null`; they do not make the entire batch fail"; an entry that
    names its id is answered as the same message on its own line would be."""
    endpoint = v2_agent()
    bad_params = {"jsonrpc": "2.0", "id": 5, "method": "session/prompt", "params": {}}
    bad_note = {"jsonrpc": "2.0", "method": 7}  # a notification: never answered, even so
    batch = [1, request(2), [note(1)], bad_params, {"foo": 1}, bad_note]
    endpoint.receive(frame(batch))
    actions = endpoint.take_actions()
    assert sends(actions) == []  # request 2 still runs
    (start,) = starts(actions)
    line = endpoint.finish(start.entry, {})
    assert line is not None
    answers = json.loads(line)
    codes = [(a["id"], a.get("error", {}).get("code", 0)) for a in answers]
    assert sorted(codes, key=str) == sorted(
        [
            (2, 0),  # its result
            (5, INVALID_PARAMS),
            (None, INVALID_REQUEST),  # 1
            (None, INVALID_REQUEST),  # the nested array: batches do not nest
            (None, INVALID_REQUEST),  # no method, no result
        ],
        key=str,
    )


def test_a_batch_of_only_invalid_entries_is_answered_at_once() -> None:
    endpoint = v2_agent()
    endpoint.receive(b"[1, 2, 3]")
    (answers,) = sends(endpoint.take_actions())
    assert [(a["id"], a["error"]["code"]) for a in answers] == [(None, INVALID_REQUEST)] * 3


def test_duplicate_ids_inside_a_batch() -> None:
    """The first request keeps its id; the second is refused with it, inside the array."""
    endpoint = v2_agent()
    endpoint.receive(frame([request(4), request(4)]))
    actions = endpoint.take_actions()
    (start,) = starts(actions)
    assert sends(actions) == []
    line = endpoint.finish(start.entry, {"ok": True})
    assert line is not None
    answers = json.loads(line)
    assert sorted(("result" in a, a["id"]) for a in answers) == [(False, 4), (True, 4)]
    (refused,) = [a for a in answers if "error" in a]
    assert refused["error"]["code"] == INVALID_REQUEST


def test_a_cancelled_batch_request_is_answered_in_the_array() -> None:
    """`$/cancel_request` reaches a request of a batch (in the batch or on a later line), and
    its cancel answer joins the array."""
    endpoint = v2_agent()
    cancel = {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 1}}
    endpoint.receive(frame([request(1), request(2), cancel]))
    actions = endpoint.take_actions()
    first, second = starts(actions)
    (cancelled,) = [a for a in actions if isinstance(a, Cancel)]
    assert cancelled.entry is first.entry
    assert endpoint.finish(first.entry) is None  # the handler ended by the cancel
    endpoint.receive(frame({**cancel, "params": {"requestId": 2}}))
    (later,) = endpoint.take_actions()
    assert isinstance(later, Cancel) and later.entry is second.entry
    line = endpoint.finish(second.entry, error=asyncio.CancelledError())
    assert line is not None
    answers = json.loads(line)
    assert sorted((a["id"], a["error"]["code"]) for a in answers) == [
        (1, CANCELLED),
        (2, CANCELLED),
    ]


def test_responses_in_a_batch_resolve_our_requests() -> None:
    endpoint = Endpoint(v2.BINDING, ClientRules(v2.BINDING))
    first, _ = endpoint.request("_acme/ask", {}, ("w1", False))
    second, _ = endpoint.request("_acme/ask", {}, ("w2", False))
    batch = [
        {"jsonrpc": "2.0", "id": second, "result": {"n": 2}},
        {"jsonrpc": "2.0", "id": first, "error": {"code": -32000, "message": "no"}},
    ]
    endpoint.receive(frame(batch))
    actions = endpoint.take_actions()
    assert [type(a) for a in actions] == [Resolve, Resolve]
    resolved = [a for a in actions if isinstance(a, Resolve)]
    assert [a.waiter[0] for a in resolved] == ["w2", "w1"]
    assert resolved[0].result == {"n": 2} and resolved[1].error is not None


def test_an_over_long_batch_is_answered_with_a_null_id() -> None:
    endpoint = v2_agent()
    data = frame([request(1)] * 50)
    endpoint.receive_too_long(TooLong(data[:40], data[-40:]), limit=10)
    (answer,) = sends(endpoint.take_actions())
    assert (answer["id"], answer["error"]["code"]) == (None, INVALID_REQUEST)


def test_v1_refuses_a_batch_whole_with_one_invalid_request() -> None:
    endpoint = Endpoint(V1, AgentRules(V1))
    for batch in (frame([request(1), note(1)]), b"[]", frame([note(1)])):
        assert endpoint.receive(batch) is None
        actions = endpoint.take_actions()
        assert starts(actions) == []
        (answer,) = sends(actions)
        assert (answer["id"], answer["error"]["code"]) == (None, INVALID_REQUEST)


# ------------------------------------------------------------------------ over a pipe


def test_the_v2_echo_agent_answers_a_batch_line_with_one_array_line() -> None:
    async def main() -> None:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "acp_wire.examples.v2_echo_agent",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        assert proc.stdin is not None and proc.stdout is not None
        try:
            batch = [request(1, "_acme/one"), note(1), request(2, "_acme/two"), 1]
            proc.stdin.write(frame(batch) + b"\n")
            proc.stdin.write(frame([note(2)]) + b"\n")  # all notifications: nothing
            proc.stdin.write(b"[]\n")  # one error, and the agent goes on
            proc.stdin.write(frame(request(3, "_acme/three")) + b"\n")
            await proc.stdin.drain()
            lines = [await asyncio.wait_for(proc.stdout.readline(), GUARD) for _ in range(3)]
        finally:
            proc.stdin.close()
            await asyncio.wait_for(proc.wait(), GUARD)
        # Requests run as tasks: the array may come after answers to later lines.
        messages = [json.loads(line) for line in lines]
        (array,) = [m for m in messages if isinstance(m, list)]
        (empty,) = [m for m in messages if isinstance(m, dict) and m["id"] is None]
        (single,) = [m for m in messages if isinstance(m, dict) and m["id"] is not None]
        assert sorted((a["id"] is None, a["error"]["code"]) for a in array) == [
            (False, -32601),
            (False, -32601),
            (True, INVALID_REQUEST),
        ]
        assert {a["id"] for a in array} == {1, 2, None}
        assert (empty["id"], empty["error"]["code"]) == (None, INVALID_REQUEST)
        assert single["id"] == 3

    asyncio.run(main())


# ------------------------------------------------------------------------ in memory


class _Recorder(v2.Agent):
    """A v2 agent that answers `_acme/*` requests with their params and records notifications."""

    def __init__(self) -> None:
        self.notes: list[Any] = []

    async def ext_method(self, method: str, params: Any) -> Any:
        return {"method": method, **params}

    async def ext_notification(self, method: str, params: Any) -> None:
        self.notes.append(params["n"])


def test_a_batch_in_memory_through_the_driver() -> None:
    """The driver carries the endpoint's batch actions out: notifications reach the handler in
    order, and the batch's answers leave as one array message."""
    from acp_wire.connection import memory_pair

    async def main() -> None:
        agent_end, raw = memory_pair()
        recorder = _Recorder()
        async with v2.AgentSideConnection(recorder, agent_end):
            batch = [request(1, "_acme/one", x=1), note(1), note(2), request(2, "_acme/two")]
            raw.send(frame(batch))
            raw.send(frame([note(3)]))
            raw.send(frame(request(3, "_acme/three")))
            got: list[Any] = []
            while len(got) < 2:
                frames = await asyncio.wait_for(raw.receive(), GUARD)
                got.extend(json.loads(f) for f in frames if isinstance(f, bytes))
            (array,) = [m for m in got if isinstance(m, list)]
            assert sorted(a["id"] for a in array) == [1, 2]
            assert {a["id"]: a["result"]["method"] for a in array} == {
                1: "_acme/one",
                2: "_acme/two",
            }
            (single,) = [m for m in got if isinstance(m, dict)]
            assert single["id"] == 3
        assert recorder.notes == [1, 2, 3]

    asyncio.run(main())
