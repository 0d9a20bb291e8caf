"""Short builders for the session updates agents send most (`acp_wire.helpers`)."""

from __future__ import annotations

import json
from typing import Any

import jsonschema

import acp_wire
from tests.support.paths import ROOT

SCHEMA = json.loads((ROOT / "schema" / "v1" / "schema.unstable.json").read_text())


def schema_of(name: str) -> dict[str, Any]:
    """A `$defs` entry of the vendored draft schema, resolvable on its own (jsonschema)."""
    return {"$ref": f"#/$defs/{name}", "$defs": SCHEMA["$defs"]}


def test_update_helpers_build_schema_valid_typed_updates() -> None:
    """Concise helpers, typed structs; what they encode is a valid `SessionUpdate`
    by the schema (jsonschema, an independent reading)."""
    updates = [
        acp_wire.agent_text("Hello", "m1"),
        acp_wire.user_text("Hi"),
        acp_wire.thought_text("hmm"),
        acp_wire.start_tool_call("t1", "Read file", kind="read", status="pending"),
        acp_wire.update_tool_call("t1", status="completed", text="done"),
        acp_wire.plan("look", acp_wire.plan_entry("fix", priority="high", status="in_progress")),
    ]
    kinds = (
        acp_wire.AgentMessageChunk,
        acp_wire.UserMessageChunk,
        acp_wire.AgentThoughtChunk,
        acp_wire.ToolCall,
        acp_wire.ToolCallUpdateSessionUpdate,
        acp_wire.Plan,
    )
    for update, kind in zip(updates, kinds, strict=True):
        assert type(update) is kind
        wire = json.loads(acp_wire.encode(update))
        jsonschema.validate(wire, schema_of("SessionUpdate"))
    assert json.loads(acp_wire.encode(updates[0])) == {
        "sessionUpdate": "agent_message_chunk",
        "content": {"type": "text", "text": "Hello"},
        "messageId": "m1",
    }
    progress = json.loads(acp_wire.encode(updates[4]))
    assert progress == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "t1",
        "status": "completed",
        "content": [{"type": "content", "content": {"type": "text", "text": "done"}}],
    }


def test_replay_v2_history_starts_each_chunked_message_with_its_empty_update() -> None:
    """v2 docs, session setup: a message replayed from its beginning by chunks starts with
    its message update of the same id and `content: []`; a message whose update came whole
    gets none, and updates that are no messages pass as they were."""
    from acp_wire import v2

    text = v2.TextContent
    history: list[v2.SessionUpdate] = [
        v2.UserMessage(message_id="u1", content=[text(text="hi")]),
        v2.UserMessageChunk(message_id="u1", content=text(text="!")),
        v2.AgentThoughtChunk(message_id="t1", content=text(text="hmm")),
        v2.AgentMessageChunk(message_id="a1", content=text(text="Hello ")),
        v2.AgentMessageChunk(message_id="a1", content=text(text="world")),
        v2.StateUpdateSessionUpdate(state="idle"),
    ]
    replayed = list(acp_wire.replay_v2_history(history))
    assert [(u.__struct_config__.tag, getattr(u, "message_id", None)) for u in replayed] == [
        ("user_message", "u1"),
        ("user_message_chunk", "u1"),
        ("agent_thought", "t1"),
        ("agent_thought_chunk", "t1"),
        ("agent_message", "a1"),
        ("agent_message_chunk", "a1"),
        ("agent_message_chunk", "a1"),
        ("state_update", None),
    ]
    assert json.loads(v2.encode(replayed[4])) == {
        "sessionUpdate": "agent_message",
        "messageId": "a1",
        "content": [],
    }
    assert [u for u in replayed if u in history] == history
