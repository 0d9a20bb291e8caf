"""One reducer decides for every output: the page of `replay --html` and the text of `replay`
show the same history, in the same order, and number prompt turns alike, over every recorded
and constructed transcript (tests/fixtures/realpeers, tests/fixtures/replay)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

from acp_wire.tools.html._page import page_model
from acp_wire.tools.replay import render, replay
from tests.support.browser import transcript_line
from tests.support.paths import FIXTURES

TRANSCRIPTS = sorted((FIXTURES / "realpeers").glob("*.jsonl")) + sorted(
    (FIXTURES / "replay").glob("*.jsonl")
)
_HISTORY_LABEL = re.compile(
    r"(?P<role>user|agent|thought): |(?P<entity>tool call|compaction|session message) (?P<id>\S+)"
)
_TURN = re.compile(r"  prompt turn (?P<number>\d+) \(request (?P<request>[^)]*)\): ")


def text_of(lines: list[bytes]) -> dict[str, dict[str, list[str]]]:
    """Per session, the history labels and the prompt turns of `replay`'s text output."""
    sessions: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] = {}
    in_history = False
    for line in render(replay(lines)).splitlines():
        if line.startswith("session "):
            current = sessions[line.split()[1]] = {"history": [], "turns": []}
            in_history = False
        elif line == "  history:":
            in_history = True
        elif in_history and line.startswith("    "):
            found = _HISTORY_LABEL.match(line[4:])
            assert found is not None, line
            role = found.group("role")
            current["history"].append(role or f"{found.group('entity')} {found.group('id')}")
        else:
            in_history = False
            turn = _TURN.match(line)
            if turn is not None:
                current["turns"].append(f"{turn.group('number')}/{turn.group('request')}")
    return sessions


_ENTITY = {
    "tool_call": ("tool call", "toolCallId"),
    "compaction": ("compaction", "compactionId"),
    "session_message": ("session message", "messageId"),
}


def page_of(lines: list[bytes]) -> dict[str, dict[str, list[str]]]:
    """Per session, the history labels and the prompt turns of the page model."""
    model = page_model(lines)
    sessions: dict[str, dict[str, list[str]]] = {
        record["id"]: {"history": [], "turns": []} for record in model["sessions"]
    }
    for entry in model["entries"]:
        if entry["session"] is None:
            continue
        into = sessions[model["sessions"][entry["session"]]["id"]]
        kind = entry["kind"]
        if kind in ("user", "agent", "thought"):
            into["history"].append(kind)
        elif kind in _ENTITY:
            label, key = _ENTITY[kind]
            into["history"].append(f"{label} {entry[key]}")
        if kind in ("user", "prompt") and entry.get("turn") is not None:
            turn = entry["turn"]
            if turn["number"] is not None:
                into["turns"].append(
                    f"{turn['number']}/{msgspec.json.encode(turn['requestId']).decode()}"
                )
    return {sid: value for sid, value in sessions.items() if value["history"] or value["turns"]}


def json_of(lines: list[bytes]) -> dict[str, list[str]]:
    """Per session, the history labels of `replay --json`'s state."""
    state: Any = msgspec.json.decode(msgspec.json.encode(replay(lines)))
    sessions: dict[str, list[str]] = {}
    for sid, session in state["sessions"].items():
        labels = sessions[sid] = []
        for item in session["history"]:
            if item["type"] == "message":
                labels.append(item["role"])
            else:
                label, key = _ENTITY[item["type"]]  # the JSON type is the page's kind
                labels.append(f"{label} {item[key]}")
    return sessions


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_page_and_text_replay_show_one_history_in_one_order(path: Path) -> None:
    lines = path.read_bytes().splitlines()
    text = {sid: v for sid, v in text_of(lines).items() if v["history"] or v["turns"]}
    assert page_of(lines) == text
    as_json = json_of(lines)
    assert {sid: v["history"] for sid, v in text.items()} == {sid: as_json[sid] for sid in text}


def update(session_id: str, body: dict[str, Any]) -> str:
    params = {"sessionId": session_id, "update": body}
    return transcript_line("agent", {"method": "session/update", "params": params})


def chunk(text: str, message_id: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "sessionUpdate": "agent_message_chunk",
        "content": {"type": "text", "text": text},
    }
    if message_id is not None:
        body["messageId"] = message_id
    return body


def test_a_chunk_without_message_id_after_a_tool_call_starts_a_new_message() -> None:
    """What claude-agent-acp 0.101.0 sent through acpx: text, a tool call, more text with no
    `messageId`. The page kept folding the second text into the first message."""
    sid = "s1"
    lines = [
        transcript_line(
            "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 1}}
        ),
        transcript_line("agent", {"id": 0, "result": {"protocolVersion": 1}}),
        transcript_line(
            "client",
            {
                "id": 5,
                "method": "session/prompt",
                "params": {"sessionId": sid, "prompt": [{"type": "text", "text": "Read it"}]},
            },
        ),
        update(sid, chunk("I will read notes.txt first.")),
        update(
            sid,
            {"sessionUpdate": "tool_call", "toolCallId": "t1", "title": "Read", "kind": "read"},
        ),
        update(sid, chunk("**Warning:** the file is empty.")),
        transcript_line("agent", {"id": 5, "result": {"stopReason": "end_turn"}}),
    ]
    raw = [line.encode() for line in lines]
    model = page_model(raw)
    agents = [e for e in model["entries"] if e["kind"] == "agent"]
    assert [e["lines"] for e in agents] == [[4], [6]]
    assert page_of(raw)["s1"]["history"] == ["user", "agent", "tool call t1", "agent"]
    assert text_of(raw)["s1"]["history"] == ["user", "agent", "tool call t1", "agent"]


def test_turns_are_numbered_from_one_with_their_request_id_beside() -> None:
    sid = "s1"
    lines = [
        transcript_line(
            "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 1}}
        ),
        transcript_line("agent", {"id": 0, "result": {"protocolVersion": 1}}),
    ]
    for request in (3, 4, 5):
        prompt = {"sessionId": sid, "prompt": [{"type": "text", "text": f"go {request}"}]}
        lines.append(
            transcript_line("client", {"id": request, "method": "session/prompt", "params": prompt})
        )
        lines.append(
            transcript_line("agent", {"id": request, "result": {"stopReason": "end_turn"}})
        )
    raw = [line.encode() for line in lines]
    text = render(replay(raw))
    assert "  prompt turn 1 (request 3): end_turn" in text
    assert "  prompt turn 3 (request 5): end_turn" in text
    model = page_model(raw)
    starts = [e["turn"] for e in model["entries"] if e["kind"] == "user"]
    assert [(t["number"], t["requestId"]) for t in starts] == [(1, 3), (2, 4), (3, 5)]
    ends = [e["turn"] for e in model["entries"] if e["kind"] == "turn_end"]
    assert [(t["number"], t["requestId"]) for t in ends] == [(1, 3), (2, 4), (3, 5)]
