"""One test per `sessionUpdate` variant of the draft schema (all 19), plus the patch rules:
omitted means unchanged (`UNSET`), `null` clears (`None`), and both survive a round trip."""

from __future__ import annotations

import json

import msgspec
import pytest

import acp_wire

TEXT = {"type": "text", "text": "hello"}

# tag value -> (class the naming rule gives, a valid update written from the schema)
VARIANTS: dict[str, tuple[str, dict]] = {
    "user_message_chunk": ("UserMessageChunk", {"content": TEXT, "messageId": "m1"}),
    "agent_message_chunk": ("AgentMessageChunk", {"content": TEXT}),
    "agent_thought_chunk": ("AgentThoughtChunk", {"content": TEXT, "messageId": None}),
    "tool_call": (
        "ToolCall",
        {
            "toolCallId": "call_1",
            "title": "Read file",
            "kind": "read",
            "status": "pending",
            "locations": [{"path": "/a.py", "line": 3}],
            "rawInput": {"path": "/a.py"},
        },
    ),
    "tool_call_update": (
        "ToolCallUpdateSessionUpdate",
        {
            "toolCallId": "call_1",
            "status": "completed",
            "content": [
                {"type": "content", "content": TEXT},
                {"type": "diff", "path": "/a.py", "oldText": "a", "newText": "b"},
            ],
        },
    ),
    "plan": ("Plan", {"entries": [{"content": "Check", "priority": "high", "status": "pending"}]}),
    "plan_update": (
        "PlanUpdate",
        {
            "plan": {
                "type": "items",
                "planId": "p1",
                "entries": [{"content": "Check", "priority": "low", "status": "completed"}],
            }
        },
    ),
    "plan_removed": ("PlanRemoved", {"planId": "p1"}),
    "available_commands_update": (
        "AvailableCommandsUpdate",
        {
            "availableCommands": [
                {"name": "web", "description": "Search the web", "input": {"hint": "query"}}
            ]
        },
    ),
    "current_mode_update": ("CurrentModeUpdate", {"currentModeId": "ask"}),
    "config_option_update": (
        "ConfigOptionUpdate",
        {
            "configOptions": [
                {
                    "id": "model",
                    "name": "Model",
                    "type": "select",
                    "currentValue": "fast",
                    "options": [{"value": "fast", "name": "Fast"}],
                }
            ]
        },
    ),
    "session_info_update": ("SessionInfoUpdate", {"title": "Refactor", "updatedAt": None}),
    "usage_update": (
        "UsageUpdate",
        {"used": 53000, "size": 200000, "cost": {"amount": 0.045, "currency": "USD"}},
    ),
    "notice": (
        "Notice",
        {
            "severity": "warning",
            "title": "MCP server unavailable",
            "description": "Continuing without it.",
        },
    ),
    "compaction_update": ("CompactionUpdate", {"compactionId": "cmp_1", "status": "in_progress"}),
    "compaction_summary_chunk": (
        "CompactionSummaryChunk",
        {"compactionId": "cmp_1", "content": TEXT},
    ),
    "subagent_update": (
        "SubagentUpdate",
        {"sessionId": "child", "title": "Investigate", "state": {"state": "running"}},
    ),
    "session_message": (
        "SessionMessage",
        {"messageId": "msg_1", "senderSessionId": "parent", "content": [TEXT]},
    ),
    "session_message_chunk": ("SessionMessageChunk", {"messageId": "msg_1", "content": TEXT}),
}


def notification(tag: str, fields: dict) -> dict:
    return {"sessionId": "sess_1", "update": {"sessionUpdate": tag, **fields}}


def test_every_draft_variant_is_covered() -> None:
    union_tags = {c.__struct_config__.tag for c in acp_wire.SessionUpdate.__args__}
    assert union_tags == set(VARIANTS)
    assert len(union_tags) == 19


@pytest.mark.parametrize("tag", sorted(VARIANTS))
def test_variant_decodes_strictly_and_round_trips(tag: str) -> None:
    class_name, fields = VARIANTS[tag]
    wire = notification(tag, fields)
    data = json.dumps(wire).encode()
    value = acp_wire.decode(data, acp_wire.SessionNotification, strict=True)
    assert type(value.update).__name__ == class_name
    assert type(value.update) is getattr(acp_wire, class_name)
    assert json.loads(acp_wire.encode(value)) == wire
    # The same with plain msgspec, which the tagged union supports natively.
    plain = msgspec.json.decode(data, type=acp_wire.SessionNotification)
    assert plain == value


# Patch-style fields: (tag, required fields, a nullable optional field and a concrete value)
PATCHES = [
    ("tool_call_update", {"toolCallId": "c"}, "title", "New title"),
    ("tool_call_update", {"toolCallId": "c"}, "content", []),
    ("session_info_update", {}, "title", "Title"),
    ("compaction_update", {"compactionId": "x", "status": "completed"}, "summary", [TEXT]),
    ("compaction_update", {"compactionId": "x", "status": "failed"}, "error", "disk full"),
    ("session_message", {"messageId": "m"}, "content", [TEXT]),
    ("session_message", {"messageId": "m"}, "_meta", {"k": 1}),
    ("subagent_update", {"sessionId": "s"}, "description", "child work"),
]


@pytest.mark.parametrize(
    ("tag", "required", "key", "concrete"), PATCHES, ids=[f"{t}.{k}" for t, _, k, _ in PATCHES]
)
def test_patch_field_omitted_null_and_value(
    tag: str, required: dict, key: str, concrete: object
) -> None:
    """'Omitted means unchanged. null clears it.' Three distinct decoded states, each re-encoded
    exactly as received."""
    cls = getattr(acp_wire, VARIANTS[tag][0])
    attr = next(f.name for f in msgspec.structs.fields(cls) if f.encode_name == key)
    for sent, expected in ((None, None), (concrete, "concrete"), ("omit", msgspec.UNSET)):
        fields = dict(required)
        if sent != "omit":
            fields[key] = sent
        wire = notification(tag, fields)
        value = acp_wire.decode(json.dumps(wire), acp_wire.SessionNotification, strict=True)
        got = getattr(value.update, attr)
        if expected == "concrete":
            assert got is not None and got is not msgspec.UNSET
        else:
            assert got is expected
        assert json.loads(acp_wire.encode(value)) == wire


def test_an_explicit_null_can_be_sent() -> None:
    """SessionInfoUpdate(title=None) clears the title on the wire; omitting it does not."""
    clear = acp_wire.SessionNotification(
        session_id="s", update=acp_wire.SessionInfoUpdate(title=None)
    )
    keep = acp_wire.SessionNotification(session_id="s", update=acp_wire.SessionInfoUpdate())
    assert json.loads(acp_wire.encode(clear))["update"] == {
        "sessionUpdate": "session_info_update",
        "title": None,
    }
    assert json.loads(acp_wire.encode(keep))["update"] == {"sessionUpdate": "session_info_update"}


def test_building_and_encoding_a_chunk() -> None:
    update = acp_wire.AgentMessageChunk(content=acp_wire.TextContent(text="hi"), message_id="m")
    note = acp_wire.SessionNotification(session_id="s", update=update)
    assert json.loads(acp_wire.encode(note)) == {
        "sessionId": "s",
        "update": {
            "sessionUpdate": "agent_message_chunk",
            "messageId": "m",
            "content": {"type": "text", "text": "hi"},
        },
    }
