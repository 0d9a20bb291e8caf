"""Session state reducers (issue 8, section 2): every `sessionUpdate` variant and patch rule.

Updates are decoded from JSON text, so omitted and `null` reach the reducer as the wire has them.
The patch rules are quoted from the draft prompt-turn spec page and the schema descriptions.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

import acp_wire
from acp_wire.jsonrpc import decode_message
from acp_wire.tools.reducer import (
    CompactionItem,
    MessageItem,
    Reducer,
    SessionMessageItem,
    SessionState,
    ToolCallItem,
)
from tests.support.paths import ROOT
from tests.tools.conversations import V2_SCHEMA
from tests.tools.reducer.examples import EXAMPLES, apply, chunk, text

SCHEMA = ROOT / "schema" / "v1" / "schema.unstable.json"


def reduce(*updates: dict[str, Any]) -> SessionState:
    return apply(Reducer(), *updates)


def message(*lines: dict[str, Any]) -> list[Any]:
    return [decode_message(json.dumps(m)) for m in lines]


def texts(session: SessionState) -> list[tuple[str, str]]:
    return [(m.role, m.text()) for m in session.history if isinstance(m, MessageItem)]


def schema_variants() -> list[str]:
    """The `sessionUpdate` tags of the vendored draft schema, read from the schema itself."""
    schema = json.loads(SCHEMA.read_text())
    variants = schema["$defs"]["SessionUpdate"]["oneOf"]
    return [v["properties"]["sessionUpdate"]["const"] for v in variants]


def test_every_schema_variant_has_an_example_here() -> None:
    assert sorted(schema_variants()) == sorted(EXAMPLES)
    assert len(EXAMPLES) == 19


@pytest.mark.parametrize("tag", schema_variants())
def test_every_variant_changes_the_state(tag: str) -> None:
    before = msgspec.json.encode(SessionState(session_id="s"))
    # plan_removed and tool_call_update act on what an earlier update created.
    setup = {"plan_removed": [EXAMPLES["plan_update"]], "tool_call_update": []}.get(tag, [])
    reducer = Reducer()
    after_setup = msgspec.json.encode(apply(reducer, *setup)) if setup else before
    assert msgspec.json.encode(apply(reducer, EXAMPLES[tag])) != after_setup


def test_unknown_variants_are_kept_in_order() -> None:
    session = reduce(
        {"sessionUpdate": "future_a", "x": 1},
        chunk("agent_message", "hi"),
        {"sessionUpdate": "future_b"},
    )
    assert [u.tag for u in session.unknown_updates] == ["future_a", "future_b"]
    assert session.unknown_updates[0]["x"] == 1


# --- messages --------------------------------------------------------------------------------


def test_chunks_with_the_same_message_id_are_one_message() -> None:
    """Spec: "Chunks with the same messageId belong to the same message; a changed messageId
    indicates a new message."."""
    session = reduce(
        chunk("agent_message", "a", "m1"),
        chunk("agent_message", "b", "m1"),
        chunk("agent_message", "c", "m2"),
    )
    assert texts(session) == [("agent", "ab"), ("agent", "c")]


def test_a_chunk_without_an_id_continues_the_message_just_before_it() -> None:
    session = reduce(
        chunk("agent_message", "a", "m1"),
        chunk("agent_message", "b"),
        chunk("agent_thought", "t"),
        chunk("agent_thought", "u"),
    )
    assert texts(session) == [("agent", "ab"), ("thought", "tu")]


def test_a_chunk_without_an_id_after_another_item_starts_a_new_message() -> None:
    """History order is wire order: a chunk without `messageId` (optional in the schema;
    codex omits it) never joins a message across an item that came between."""
    session = reduce(
        chunk("agent_message", "a", "m1"),
        chunk("agent_thought", "t"),
        chunk("agent_message", "b"),
        chunk("agent_thought", "u"),
    )
    assert texts(session) == [("agent", "a"), ("thought", "t"), ("agent", "b"), ("thought", "u")]


def test_text_around_a_tool_call_stays_on_either_side_of_it() -> None:
    """The turn "Reading." -> tool call -> "Done." replays in that order, as two messages."""
    session = reduce(
        chunk("agent_message", "Reading."),
        {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read"},
        {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"},
        chunk("agent_message", "Done."),
    )
    kinds = [
        f"{item.role}: {item.text()}" if isinstance(item, MessageItem) else "tool"
        for item in session.history
    ]
    assert kinds == ["agent: Reading.", "tool", "agent: Done."]


def test_a_loaded_session_of_two_turns_shows_two_user_messages() -> None:
    """`session/load` replays the history as chunks without ids (codex): each turn's user
    message is its own message."""
    session = reduce(
        chunk("user_message", "first question"),
        chunk("agent_message", "first answer"),
        chunk("user_message", "second question"),
        chunk("agent_message", "second "),
        chunk("agent_message", "answer"),
    )
    assert texts(session) == [
        ("user", "first question"),
        ("agent", "first answer"),
        ("user", "second question"),
        ("agent", "second answer"),
    ]


def test_chunks_without_ids_from_the_start_form_one_message() -> None:
    session = reduce(chunk("user_message", "a"), chunk("user_message", "b"))
    assert texts(session) == [("user", "ab")]


def test_a_chunk_of_an_earlier_message_id_appends_to_that_message() -> None:
    session = reduce(
        chunk("agent_message", "a", "m1"),
        chunk("agent_message", "x", "m2"),
        chunk("agent_message", "b", "m1"),
    )
    assert texts(session) == [("agent", "ab"), ("agent", "x")]


def test_a_new_prompt_turn_starts_new_messages() -> None:
    reducer = Reducer()
    apply(reducer, chunk("agent_message", "first"))
    for m in message(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "session/prompt",
            "params": {"sessionId": "s", "prompt": [text("again")]},
        }
    ):
        reducer.apply(m)
    session = apply(reducer, chunk("agent_message", "second"))
    assert texts(session) == [("agent", "first"), ("user", "again"), ("agent", "second")]


# --- tool calls ------------------------------------------------------------------------------

CONTENT_A = [{"type": "content", "content": text("a")}]
CONTENT_B = [{"type": "content", "content": text("b")}]
FULL_TOOL_CALL = {
    "sessionUpdate": "tool_call",
    "toolCallId": "c1",
    "title": "Read",
    "name": "read_file",
    "kind": "read",
    "status": "pending",
    "content": CONTENT_A,
    "locations": [{"path": "/a"}],
    "rawInput": {"a": 1},
    "rawOutput": {"b": 2},
    "_meta": {"m": 1},
}
# wire field -> (attribute, a new value, what the attribute reads after it, what null leaves)
TOOL_FIELDS: dict[str, tuple[str, Any, Any, Any]] = {
    "title": ("title", "Write", "Write", None),
    "kind": ("kind", "edit", "edit", None),
    "status": ("status", "completed", "completed", None),
    "content": ("content", CONTENT_B, "b", []),
    "locations": ("locations", [{"path": "/b"}], "/b", []),
    "rawInput": ("raw_input", {"x": 3}, {"x": 3}, None),
    "rawOutput": ("raw_output", {"y": 4}, {"y": 4}, None),
    "_meta": ("meta", {"n": 2}, {"n": 2}, None),
}


def tool_call(session: SessionState) -> ToolCallItem:
    (item,) = [i for i in session.history if isinstance(i, ToolCallItem)]
    return item


def readable(attr: str, value: Any) -> Any:
    if attr == "content" and value:
        return value[0].content.text
    if attr == "locations" and value:
        return value[0].path
    return value


@pytest.mark.parametrize("wire", sorted(TOOL_FIELDS))
def test_tool_call_update_omitted_field_keeps(wire: str) -> None:
    """Schema, `ToolCallUpdate`: "only changed fields need to be included"."""
    attr = TOOL_FIELDS[wire][0]
    before = getattr(tool_call(reduce(FULL_TOOL_CALL)), attr)
    after = reduce(FULL_TOOL_CALL, {"sessionUpdate": "tool_call_update", "toolCallId": "c1"})
    assert getattr(tool_call(after), attr) == before is not None


@pytest.mark.parametrize("wire", sorted(TOOL_FIELDS))
def test_tool_call_update_null_clears(wire: str) -> None:
    attr, _, _, cleared = TOOL_FIELDS[wire]
    update = {"sessionUpdate": "tool_call_update", "toolCallId": "c1", wire: None}
    assert getattr(tool_call(reduce(FULL_TOOL_CALL, update)), attr) == cleared


@pytest.mark.parametrize("wire", sorted(TOOL_FIELDS))
def test_tool_call_update_value_replaces(wire: str) -> None:
    """Schema: `content` "Replace the content collection", `locations` "Replace the locations
    collection": replaced, not appended."""
    attr, value, expected, _ = TOOL_FIELDS[wire]
    update = {"sessionUpdate": "tool_call_update", "toolCallId": "c1", wire: value}
    got = getattr(tool_call(reduce(FULL_TOOL_CALL, update)), attr)
    assert readable(attr, got) == expected
    if attr in ("content", "locations"):
        assert len(got) == 1


def test_tool_call_update_name_null_keeps_the_name() -> None:
    """Schema, `ToolCallUpdate.name`: "Omitting it or sending `null` both mean that the existing
    name is left unchanged."."""
    null = {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "name": None}
    assert tool_call(reduce(FULL_TOOL_CALL, null)).name == "read_file"
    new = {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "name": "grep"}
    assert tool_call(reduce(FULL_TOOL_CALL, new)).name == "grep"


def test_tool_call_update_for_an_unknown_id_is_kept_and_flagged() -> None:
    """Issue 8 §2: "an update for an unknown id is kept and flagged"."""
    session = reduce(
        {"sessionUpdate": "tool_call_update", "toolCallId": "zz", "status": "in_progress"}
    )
    item = tool_call(session)
    assert item.announced is False and item.status == "in_progress"
    assert tool_call(reduce(FULL_TOOL_CALL)).announced is True


def test_announcing_a_tool_call_again_replaces_it_in_place() -> None:
    session = reduce(
        FULL_TOOL_CALL,
        chunk("agent_message", "x"),
        {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Again"},
    )
    assert isinstance(session.history[0], ToolCallItem)
    assert session.history[0].title == "Again" and session.history[0].status is None


# --- plans, commands, modes, config, info, usage --------------------------------------------


def test_plan_replaces_the_whole_plan() -> None:
    """Schema, `Plan.entries`: "The client replaces the entire plan with each update."."""
    second = {
        "sessionUpdate": "plan",
        "entries": [{"content": "b", "priority": "low", "status": "completed"}],
    }
    session = reduce(EXAMPLES["plan"], second)
    assert session.plan is not None and [e.content for e in session.plan] == ["b"]


def test_plan_update_and_removed_by_plan_id() -> None:
    """Plan operations RFD: "Client tracks plans by ID; updates replace the content of that
    specific plan"; `plan_removed` dismisses the plan with that id."""
    other = {
        "sessionUpdate": "plan_update",
        "plan": {"type": "file", "planId": "p2", "uri": "file:///plan.md"},
    }
    again = {
        "sessionUpdate": "plan_update",
        "plan": {"type": "markdown", "planId": "p1", "content": "# New"},
    }
    session = reduce(EXAMPLES["plan_update"], other, again)
    assert sorted(session.plans) == ["p1", "p2"]
    assert isinstance(session.plans["p1"], acp_wire.PlanMarkdown)
    assert session.plans["p1"].content == "# New"
    session = reduce(EXAMPLES["plan_update"], other, EXAMPLES["plan_removed"])
    assert list(session.plans) == ["p2"]


def test_available_commands_mode_and_config_options_replace() -> None:
    session = reduce(
        EXAMPLES["available_commands_update"],
        {"sessionUpdate": "available_commands_update", "availableCommands": []},
        EXAMPLES["current_mode_update"],
        {"sessionUpdate": "current_mode_update", "currentModeId": "code"},
        EXAMPLES["config_option_update"],
        {"sessionUpdate": "config_option_update", "configOptions": []},
    )
    assert session.available_commands == []
    assert session.current_mode_id == "code"
    assert session.config_options == []


@pytest.mark.parametrize(
    ("wire", "attr", "value"),
    [("title", "title", "New"), ("updatedAt", "updated_at", "2025-01-01"), ("_meta", "meta", {})],
)
def test_session_info_update_patches(wire: str, attr: str, value: Any) -> None:
    """Schema, `SessionInfoUpdate`: "All fields are optional to support partial updates";
    "Set to null to clear"."""
    first = {"sessionUpdate": "session_info_update", wire: "Old" if wire != "_meta" else {"a": 1}}
    old = getattr(reduce(first), attr)
    omitted = {"sessionUpdate": "session_info_update"}
    assert getattr(reduce(first, omitted), attr) == old
    assert getattr(reduce(first, {**omitted, wire: None}), attr) is None
    assert getattr(reduce(first, {**omitted, wire: value}), attr) == value


def test_usage_latest_wins() -> None:
    later = {"sessionUpdate": "usage_update", "used": 5, "size": 10, "cost": None}
    session = reduce(EXAMPLES["usage_update"], later)
    assert session.usage is not None and session.usage.used == 5


def test_notices_are_live_events_not_history() -> None:
    """Spec: "Each occurrence is an independent live event, not conversation history"."""
    session = reduce(EXAMPLES["notice"], EXAMPLES["notice"])
    assert len(session.notices) == 2 and session.history == []


# --- compaction ------------------------------------------------------------------------------


def compaction(status: str = "in_progress", cid: str = "k1", **fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "compaction_update", "compactionId": cid, "status": status, **fields}


def summary_chunk(value: str, cid: str = "k1") -> dict[str, Any]:
    return {
        "sessionUpdate": "compaction_summary_chunk",
        "compactionId": cid,
        "content": text(value),
    }


def compacted(session: SessionState, cid: str = "k1") -> CompactionItem:
    (item,) = [
        i for i in session.history if isinstance(i, CompactionItem) and i.compaction_id == cid
    ]
    return item


def summary_text(item: CompactionItem) -> str:
    return "".join(block.text for block in item.summary)


def test_compaction_position_is_fixed_by_the_first_update() -> None:
    """Spec: "The first update fixes the entity's timeline position ... Later updates and chunks
    patch the same entity in place; they do not move it"."""
    session = reduce(
        chunk("agent_message", "before", "m1"),
        compaction(),
        chunk("agent_message", "after", "m2"),
        summary_chunk("s"),
        compaction("completed"),
    )
    kinds = [type(i).__name__ for i in session.history]
    assert kinds == ["MessageItem", "CompactionItem", "MessageItem"]
    assert compacted(session).status == "completed"


def test_compaction_summary_chunks_append_and_a_concrete_summary_replaces() -> None:
    """Spec: "Chunks append to the current summary; a concrete summary replaces all previously
    accumulated content, and any subsequent chunks append to that replacement."."""
    session = reduce(
        compaction(),
        summary_chunk("a"),
        summary_chunk("b"),
        compaction(summary=[text("R")]),
        summary_chunk("c"),
    )
    assert summary_text(compacted(session)) == "Rc"


@pytest.mark.parametrize("clear", [None, []])
def test_compaction_summary_null_or_empty_clears(clear: Any) -> None:
    """Spec: "summary: null or summary: [] clears accumulated content"."""
    session = reduce(compaction(), summary_chunk("a"), compaction("failed", summary=clear))
    assert compacted(session).summary == []


def test_compaction_omitted_summary_keeps() -> None:
    """Spec: "A completed update may omit summary to retain the streamed content."."""
    session = reduce(compaction(), summary_chunk("a"), compaction("completed"))
    assert summary_text(compacted(session)) == "a"


@pytest.mark.parametrize(
    ("wire", "attr", "value"), [("error", "error", "boom"), ("_meta", "meta", {"a": 1})]
)
def test_compaction_error_and_meta_patch(wire: str, attr: str, value: Any) -> None:
    """Spec: "For each patch field, omission leaves the stored value unchanged, null clears it,
    and a concrete value replaces it. On a first-seen ID, omission and null both start with no
    value."."""
    assert getattr(compacted(reduce(compaction())), attr) is None
    assert getattr(compacted(reduce(compaction(**{wire: None}))), attr) is None
    first = compaction(**{wire: value})
    assert getattr(compacted(reduce(first, compaction())), attr) == value
    assert getattr(compacted(reduce(first, compaction(**{wire: None}))), attr) is None
    other = "other" if wire == "error" else {"b": 2}
    assert getattr(compacted(reduce(first, compaction(**{wire: other}))), attr) == other


def test_a_summary_chunk_for_a_new_id_creates_an_in_progress_compaction() -> None:
    """Schema, `CompactionSummaryChunk`: "A first-seen ID creates an in-progress compaction."."""
    item = compacted(reduce(summary_chunk("a")))
    assert item.status == "in_progress" and item.announced is False
    assert summary_text(item) == "a"


def test_at_most_one_terminal_compaction_status() -> None:
    """Spec: "the Agent MUST eventually send exactly one terminal status": a different status
    after a terminal one is not applied, and is listed."""
    item = compacted(reduce(compaction(), compaction("failed"), compaction("completed")))
    assert item.status == "failed" and item.ignored_statuses == ["completed"]


def test_a_materialized_replay_of_a_completed_compaction_replaces_its_summary() -> None:
    """Spec: "replay replaces rather than duplicates content the Client already holds"."""
    first = compaction("completed", summary=[text("old")])
    item = compacted(reduce(first, compaction("completed", summary=[text("new")])))
    assert summary_text(item) == "new" and item.ignored_statuses == []


def test_unknown_compaction_status_is_kept() -> None:
    """Spec: "Clients preserve unknown strings"."""
    assert compacted(reduce(compaction("_paused"))).status == "_paused"


# --- session messages ------------------------------------------------------------------------


def session_message(**fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "session_message", "messageId": "sm1", **fields}


def session_chunk(value: str) -> dict[str, Any]:
    return {"sessionUpdate": "session_message_chunk", "messageId": "sm1", "content": text(value)}


def sent(session: SessionState) -> SessionMessageItem:
    (item,) = [i for i in session.history if isinstance(i, SessionMessageItem)]
    return item


def sent_text(item: SessionMessageItem) -> str:
    return "".join(block.text for block in item.content)


def test_session_message_chunks_append_and_may_precede_the_upsert() -> None:
    """Schema, `SessionMessageChunk`: upserts "can arrive before, between, or after its
    chunks"."""
    session = reduce(session_chunk("a"), session_chunk("b"))
    assert sent_text(sent(session)) == "ab" and sent(session).upserted is False
    session = reduce(session_chunk("a"), session_message(senderSessionId="p"), session_chunk("b"))
    assert sent_text(sent(session)) == "ab" and sent(session).upserted is True


def test_session_message_content_patch() -> None:
    """Schema: "Omitted leaves content unchanged. `null` or `[]` clears it. A non-empty array
    replaces all content."."""
    base = (session_chunk("a"), session_chunk("b"))
    assert sent_text(sent(reduce(*base, session_message()))) == "ab"
    assert sent(reduce(*base, session_message(content=None))).content == []
    assert sent(reduce(*base, session_message(content=[]))).content == []
    assert sent_text(sent(reduce(*base, session_message(content=[text("R")])))) == "R"


@pytest.mark.parametrize("wire", ["senderSessionId", "recipientSessionId"])
def test_session_message_participants_are_merged(wire: str) -> None:
    """Spec page: "Omitted or null participant IDs mean not supplied and leave previously known
    identities intact"; "later updates may omit them or add missing identities"."""
    attr = "sender_session_id" if wire.startswith("sender") else "recipient_session_id"
    first = session_message(**{wire: "p"})
    assert getattr(sent(reduce(first, session_message())), attr) == "p"
    assert getattr(sent(reduce(first, session_message(**{wire: None}))), attr) == "p"
    assert getattr(sent(reduce(session_message(), first)), attr) == "p"


@pytest.mark.parametrize(
    ("wire", "attr", "value"),
    [
        ("senderMessageId", "sender_message_id", "o1"),
        ("recipientMessageId", "recipient_message_id", "i1"),
        ("_meta", "meta", {"a": 1}),
    ],
)
def test_session_message_reference_and_meta_patch(wire: str, attr: str, value: Any) -> None:
    """Schema: "Omitted leaves the stored value unchanged. `null` clears it. A value replaces
    it."; `_meta`: "Omitted leaves metadata unchanged. `null` removes it."."""
    first = session_message(**{wire: value})
    assert getattr(sent(reduce(first, session_message())), attr) == value
    assert getattr(sent(reduce(first, session_message(**{wire: None}))), attr) is None
    other = "x2" if wire != "_meta" else {"b": 2}
    assert getattr(sent(reduce(first, session_message(**{wire: other}))), attr) == other


# --- subagents -------------------------------------------------------------------------------

SUBAGENT_FIELDS: dict[str, tuple[str, Any, Any]] = {
    "title": ("title", "Old", "New"),
    "description": ("description", "Old", "New"),
    "capabilities": ("capabilities", {"cancel": {}}, {}),
    "state": ("state", {"state": "running"}, {"state": "idle"}),
    "cwd": ("cwd", "/a", "/b"),
    "additionalDirectories": ("additional_directories", ["/a", "/b"], ["/c"]),
    "_meta": ("meta", {"a": 1}, {"b": 2}),
}


def subagent(**fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "subagent_update", "sessionId": "child", **fields}


def wire_of(value: Any) -> Any:
    return json.loads(msgspec.json.encode(value))


@pytest.mark.parametrize("wire", sorted(SUBAGENT_FIELDS))
def test_subagent_update_patch_rules(wire: str) -> None:
    """Schema, `SubagentUpdate`: "Omitted patch fields keep their previous values. `null` clears
    them."; "A concrete state replaces the entire previous state object"."""
    attr, old, new = SUBAGENT_FIELDS[wire]
    first = subagent(**{wire: old})
    read = lambda s: wire_of(getattr(s.subagents["child"], attr))  # noqa: E731
    assert read(reduce(first, subagent())) == old
    assert read(reduce(first, subagent(**{wire: None}))) is None
    assert read(reduce(first, subagent(**{wire: new}))) == new


def test_the_first_subagent_update_announces_the_child() -> None:
    session = reduce(subagent(title="A"), subagent(sessionId="c2"))
    assert list(session.subagents) == ["child", "c2"]
    assert session.subagents["c2"].title is None


# --- requests the reducer follows ------------------------------------------------------------


# --- history order, for any interleaving -----------------------------------------------------


def test_every_v2_session_update_variant_has_a_rule_in_the_reducer() -> None:
    from acp_wire.tools.reducer._updates import BY_TAG

    union = json.loads(V2_SCHEMA.read_text())["$defs"]["SessionUpdate"]
    tags = [
        v["properties"]["sessionUpdate"]["const"]
        for v in union.get("oneOf", union.get("anyOf"))
        if "const" in v.get("properties", {}).get("sessionUpdate", {})
    ]
    assert len(tags) == 23
    assert set(tags) <= set(BY_TAG)
