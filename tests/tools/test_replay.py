"""`acp-wire replay`, run as a subprocess (issue 8, section 4)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def update(kind: str, **fields: Any) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "s1", "update": {"sessionUpdate": kind, **fields}},
    }


TRANSCRIPT = [
    (
        "client",
        {
            "jsonrpc": "2.0",
            "id": 0,
            "method": "session/prompt",
            "params": {"sessionId": "s1", "prompt": [{"type": "text", "text": "Analyze"}]},
        },
    ),
    ("agent", update("agent_message_chunk", content={"type": "text", "text": "Let me "})),
    ("agent", update("agent_message_chunk", content={"type": "text", "text": "look."})),
    ("agent", update("tool_call", toolCallId="c1", title="Read main.py", status="pending")),
    (
        "agent",
        {
            "jsonrpc": "2.0",
            "id": 0,
            "method": "session/request_permission",
            "params": {
                "sessionId": "s1",
                "toolCall": {"toolCallId": "c1"},
                "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
            },
        },
    ),
    (
        "client",
        {
            "jsonrpc": "2.0",
            "id": 0,
            "result": {"outcome": {"outcome": "selected", "optionId": "ok"}},
        },
    ),
    ("agent", update("tool_call_update", toolCallId="c1", status="completed")),
    ("agent", update("session_info_update", title="Code review")),
    ("agent", {"jsonrpc": "2.0", "id": 0, "result": {"stopReason": "end_turn"}}),
]


def write(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def transcript_lines() -> list[str]:
    return [json.dumps({"from": who, "message": m}) for who, m in TRANSCRIPT]


def replay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "acp_wire", "replay", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_text_output_shows_every_session_at_the_end(tmp_path: Path) -> None:
    done = replay(str(write(tmp_path, transcript_lines())))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "session s1 'Code review'",
        "  history:",
        "    user: Analyze",
        "    agent: Let me look.",
        "    tool call c1 [completed] Read main.py",
        '  permission request 0 for c1: {"outcome":"selected","optionId":"ok"}',
        "  prompt turn 1 (request 0): end_turn",
    ]


def test_json_output_is_the_state(tmp_path: Path) -> None:
    done = replay(str(write(tmp_path, transcript_lines())), "--json")
    assert done.returncode == 0, done.stderr
    session = json.loads(done.stdout)["sessions"]["s1"]
    assert session["title"] == "Code review"
    assert [item["type"] for item in session["history"]] == ["message", "message", "tool_call"]
    assert session["turns"] == [
        {
            "requestId": 0,
            "stopReason": "end_turn",
            "usage": None,
            "error": None,
            "cancelRequested": False,
            "ended": True,
            "messageId": None,
        }
    ]


def test_until_stops_after_that_line(tmp_path: Path) -> None:
    done = replay(str(write(tmp_path, transcript_lines())), "--json", "--until", "4")
    session = json.loads(done.stdout)["sessions"]["s1"]
    assert session["title"] is None
    assert session["permissionRequests"] == []
    assert session["turns"][0]["stopReason"] is None
    assert session["history"][-1]["status"] == "pending"


def test_bad_lines_are_reported_and_the_replay_goes_on(tmp_path: Path) -> None:
    lines = transcript_lines()
    lines.insert(1, "not json")
    done = replay(str(write(tmp_path, lines)), "--json")
    assert done.returncode == 0
    assert done.stderr.startswith("2: ")
    assert json.loads(done.stdout)["sessions"]["s1"]["turns"][0]["stopReason"] == "end_turn"


def test_plain_message_logs_replay_too(tmp_path: Path) -> None:
    lines = [json.dumps(m) for _, m in TRANSCRIPT]
    done = replay(str(write(tmp_path, lines)), "--json")
    session = json.loads(done.stdout)["sessions"]["s1"]
    assert session["permissionRequests"][0]["outcome"]["optionId"] == "ok"
    assert session["turns"][0]["stopReason"] == "end_turn"


def test_missing_file_is_a_one_line_error_with_status_2(tmp_path: Path) -> None:
    done = replay(str(tmp_path / "missing.jsonl"))
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "missing.jsonl" in done.stderr


def test_text_after_a_tool_call_replays_below_it(tmp_path: Path) -> None:
    """Agent chunks without `messageId` on either side of a tool call stay on either side."""
    lines = transcript_lines()
    done_chunk = update("agent_message_chunk", content={"type": "text", "text": "Done."})
    lines.insert(-1, json.dumps({"from": "agent", "message": done_chunk}))
    done = replay(str(write(tmp_path, lines)))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[2:6] == [
        "    user: Analyze",
        "    agent: Let me look.",
        "    tool call c1 [completed] Read main.py",
        "    agent: Done.",
    ]


def test_cost_is_written_for_people() -> None:
    """claude-agent-acp reports `0.0026880000000000003` USD: a float's every digit."""
    from acp_wire.tools.replay import render
    from acp_wire.tools.replay import replay as replay_lines
    from tests.support.paths import FIXTURES

    lines = (FIXTURES / "realpeers" / "claude-v1-turn.jsonl").read_bytes().splitlines()
    text = render(replay_lines(lines))
    assert "cost 0.0027 USD" in text
    assert "0.0026880000000000003" not in text
