"""The transcript format and per-direction request id tracking (issue 8, section 1)."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

import acp_wire
from acp_wire.tools.transcript import Entry, read_transcript


def line(sender: str | None, message: dict[str, object], t: float | None = None) -> bytes:
    if sender is None:
        return json.dumps(message).encode()
    wrapped: dict[str, object] = {"from": sender, "message": message}
    if t is not None:
        wrapped["t"] = t
    return json.dumps(wrapped).encode()


def request(id: object, method: str, params: dict[str, object]) -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": params}


def result(id: object, value: dict[str, object]) -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": id, "result": value}


PROMPT = request(0, "session/prompt", {"sessionId": "s", "prompt": [{"type": "text", "text": "x"}]})
PERMISSION = request(
    0,
    "session/request_permission",
    {
        "sessionId": "s",
        "toolCall": {"toolCallId": "c1"},
        "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
    },
)
ALLOWED = result(0, {"outcome": {"outcome": "selected", "optionId": "ok"}})
END_TURN = result(0, {"stopReason": "end_turn"})


def entries(*lines: bytes) -> list[Entry]:
    return list(read_transcript(lines))


def test_same_id_open_in_both_directions_types_each_response_by_its_own_request() -> None:
    """Issue 8 §1: "both sides number their own requests from 0, so the same id may be open in
    both directions at once" (today `validate` misreads exactly this capture)."""
    got = entries(
        line("client", PROMPT),
        line("agent", PERMISSION),
        line("client", ALLOWED),
        line("agent", END_TURN),
    )
    assert [e.finding for e in got] == [None] * 4
    allowed, end = got[2], got[3]
    assert allowed.method == "session/request_permission" and allowed.request is got[1]
    assert isinstance(allowed.message, acp_wire.Response)
    assert isinstance(allowed.message.result, acp_wire.RequestPermissionResponse)
    assert end.method == "session/prompt" and end.request is got[0]
    assert isinstance(end.message, acp_wire.Response)
    assert isinstance(end.message.result, acp_wire.PromptResponse)


def test_an_answered_request_is_retired() -> None:
    got = entries(line("client", PROMPT), line("agent", END_TURN), line("agent", END_TURN))
    assert got[1].method == "session/prompt"
    assert got[2].method is None and got[2].finding == "no open request has this id"


def test_a_response_answers_only_the_other_sides_request() -> None:
    # The client's own response with the id of its own open request answers nothing.
    got = entries(line("client", PROMPT), line("client", END_TURN))
    assert got[1].request is None and got[1].finding is not None


def test_plain_messages_infer_the_sender_from_the_method_table() -> None:
    got = entries(line(None, PROMPT), line(None, PERMISSION), line(None, ALLOWED))
    assert [e.direction for e in got] == ["client", "agent", "client"]


def test_plain_messages_match_a_response_best_effort_oldest_open_request_first() -> None:
    got = entries(line(None, PROMPT), line(None, PERMISSION), line(None, END_TURN))
    assert got[2].request is got[0] and got[2].direction == "agent"


def test_t_is_kept() -> None:
    assert entries(line("client", PROMPT, t=1.5))[0].t == 1.5


def test_non_json_line_is_a_finding_and_reading_goes_on() -> None:
    got = entries(b"not json {", line("client", PROMPT), b"[1, 2]", line("agent", END_TURN))
    assert got[0].message is None and got[0].finding and got[0].line == 1
    assert got[2].message is None and got[2].finding == "not a JSON object"
    assert got[3].method == "session/prompt" and got[3].line == 4


def test_bad_direction_is_a_finding() -> None:
    got = entries(b'{"from": "editor", "message": {"jsonrpc": "2.0", "method": "x"}}')
    assert got[0].message is None and got[0].finding is not None


def test_an_invalid_request_still_opens_its_id() -> None:
    bad = request(0, "session/prompt", {"sessionId": "s"})  # no prompt
    got = entries(line("client", bad), line("agent", END_TURN))
    assert got[0].message is None and "prompt" in (got[0].finding or "")
    assert got[1].method == "session/prompt" and got[1].finding is None


def test_blank_lines_are_skipped_but_counted() -> None:
    got = entries(b"", line("client", PROMPT))
    assert [e.line for e in got] == [2]


@given(st.lists(st.sampled_from(["client", "agent"]), min_size=1, max_size=12))
def test_each_side_numbering_from_zero_is_matched_per_side(senders: list[str]) -> None:
    """Property: any interleaving of requests from both sides, each side numbering from 0, then
    answered in reverse order, types every response by its own request."""
    count = {"client": 0, "agent": 0}
    lines: list[bytes] = []
    sent: list[tuple[str, int]] = []
    for sender in senders:
        message = PROMPT if sender == "client" else PERMISSION
        lines.append(line(sender, {**message, "id": count[sender]}))
        sent.append((sender, count[sender]))
        count[sender] += 1
    for sender, id in reversed(sent):
        answer = END_TURN if sender == "client" else ALLOWED
        lines.append(line("agent" if sender == "client" else "client", {**answer, "id": id}))
    got = entries(*lines)
    for response, (sender, _) in zip(got[len(sent) :], reversed(sent), strict=True):
        assert response.finding is None
        assert response.request is not None and response.request.direction == sender
