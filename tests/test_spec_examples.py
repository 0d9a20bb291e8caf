"""Every JSON example of the draft prompt-turn page decodes as its type and re-encodes to the
same JSON value.

The examples are vendored in tests/fixtures/spec/prompt_turn_examples.json (extracted from
shared/spec/acp-prompt-turn-draft.md, each with its section heading and line; the file records
the page's sha256), so this suite runs, and never skips, wherever the repository is checked out.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import acp_wire

FIXTURE = Path(__file__).parent / "fixtures" / "spec" / "prompt_turn_examples.json"
VENDORED: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
EXAMPLES: list[dict[str, Any]] = VENDORED["examples"]

# Where the page runs ahead of the vendored schema (2.4.0): keys the schema does not define for
# that type. acp-wire follows the schema, and like serde's default it ignores unknown keys.
# (variant, key) pairs; a schema bump that adds them makes this test fail, so the list shrinks.
AHEAD_OF_SCHEMA = {
    ("session_message_chunk", "senderSessionId"),
    ("session_message_chunk", "recipientSessionId"),
}


def _without_unknown_keys(wire: dict) -> dict:
    update = wire.get("params", {}).get("update")
    if not isinstance(update, dict):
        return wire
    dropped = {k for v, k in AHEAD_OF_SCHEMA if update.get("sessionUpdate") == v}
    trimmed = {k: v for k, v in update.items() if k not in dropped}
    return {**wire, "params": {**wire["params"], "update": trimmed}}


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
    assert json.loads(acp_wire.encode(message)) == _without_unknown_keys(wire)


def test_keys_ahead_of_schema_are_really_unknown_to_it() -> None:
    """If a schema bump defines these keys, they must round-trip and leave the list."""
    for variant, key in AHEAD_OF_SCHEMA:
        cls = next(c for c in acp_wire.SessionUpdate.__args__ if c.__struct_config__.tag == variant)
        assert key not in cls.__struct_encode_fields__


def test_examples_decode_strictly() -> None:
    """The examples are valid as written: no forgiving repair is needed for any of them."""
    for example in EXAMPLES:
        wire = example["message"]
        if "params" in wire:
            spec = acp_wire.METHODS[wire["method"]]
            tp = spec.request if "id" in wire else spec.notification
            acp_wire.decode(json.dumps(wire["params"]), tp, strict=True)
