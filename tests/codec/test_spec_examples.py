"""Every JSON example of the draft prompt-turn page decodes as its type and re-encodes to the
same JSON value.

The examples are vendored in tests/fixtures/spec/prompt_turn_examples.json (extracted from
shared/spec/acp-prompt-turn-draft.md, each with its section heading and line; the file records
the page's sha256), so this suite runs, and never skips, wherever the repository is checked out.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

import acp_wire
from tests.support.paths import FIXTURES

FIXTURE = FIXTURES / "spec" / "prompt_turn_examples.json"
VENDORED: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
EXAMPLES: list[dict[str, Any]] = VENDORED["examples"]


def test_the_page_has_the_examples_we_expect() -> None:
    # 1 prompt, 1 plan, 1 message chunk, 1 tool call, session message chunk, notice,
    # 3 compaction, usage, 2 tool call updates, the prompt response and the cancel.
    assert len(EXAMPLES) == 14


@pytest.mark.parametrize("example", EXAMPLES, ids=[f"line{e['line']}" for e in EXAMPLES])
def test_example_round_trips(example: dict[str, Any]) -> None:
    wire = example["message"]
    # The page's only response answers its `session/prompt` request (id 2).
    method = "session/prompt" if "result" in wire else None
    message = acp_wire.decode_message(json.dumps(wire).encode(), method=method)
    if "result" in wire:
        assert isinstance(message.result, acp_wire.PromptResponse)
    else:
        spec = acp_wire.METHODS[wire["method"]]
        expected = spec.request if "id" in wire else spec.notification
        assert isinstance(message.params, expected)
    # Every key is known: the schema overlay (codegen/overlay.py) adds the participants of the
    # page's session_message_chunk, which schema 2.4.0 lacks.
    assert json.loads(acp_wire.encode(message)) == wire


def test_examples_decode_strictly() -> None:
    """The examples are valid as written: no forgiving repair is needed for any of them."""
    for example in EXAMPLES:
        wire = example["message"]
        if "params" in wire:
            spec = acp_wire.METHODS[wire["method"]]
            tp = spec.request if "id" in wire else spec.notification
            acp_wire.decode(json.dumps(wire["params"]), tp, strict=True)


def test_participants_on_a_message_chunk_decode_and_round_trip() -> None:
    """The page's `session_message_chunk` example carries
    `senderSessionId` and `recipientSessionId` ("Include them on the first update when
    available"); they decode strictly, as fields, and re-encode as received (null included)."""
    for sender, recipient in (("parent_session", "child_session"), (None, "child_session")):
        update = {
            "sessionUpdate": "session_message_chunk",
            "messageId": "received_message_1",
            "senderSessionId": sender,
            "recipientSessionId": recipient,
            "content": {"type": "text", "text": "Please investigate "},
        }
        wire = {"sessionId": "child_session", "update": update}
        note = acp_wire.decode(json.dumps(wire), acp_wire.SessionNotification, strict=True)
        assert isinstance(note.update, acp_wire.SessionMessageChunk)
        assert (note.update.sender_session_id, note.update.recipient_session_id) == (
            sender,
            recipient,
        )
        assert json.loads(acp_wire.encode(note)) == wire
    omitted = {"sessionUpdate": "session_message_chunk", "messageId": "m", "content": TEXT_BLOCK}
    note = acp_wire.decode(
        json.dumps({"sessionId": "s", "update": omitted}), acp_wire.SessionNotification
    )
    assert note.update.sender_session_id is msgspec.UNSET
    assert "senderSessionId" not in json.loads(acp_wire.encode(note))["update"]


TEXT_BLOCK = {"type": "text", "text": "hi"}
