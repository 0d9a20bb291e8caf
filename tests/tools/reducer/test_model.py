"""The session state the reducer keeps (`acp_wire.tools.reducer._model`): plain structs that
serialize."""

from __future__ import annotations

import json

import msgspec

from acp_wire.tools.reducer import Reducer
from tests.tools.reducer.examples import EXAMPLES, apply


def test_state_serializes_to_json() -> None:
    reducer = Reducer()
    for update in EXAMPLES.values():
        apply(reducer, update)
    data = json.loads(msgspec.json.encode(reducer.state))
    history = data["sessions"]["s"]["history"]
    assert {item["type"] for item in history} == {
        "message",
        "tool_call",
        "compaction",
        "session_message",
    }
