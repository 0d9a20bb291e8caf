"""State recorded right (issue 31, item 2): `replay`, `replay --json` and `replay --html` apply
the `configOptions` a `session/set_config_option` answer carries, and record a permission
request answered `cancelled` after `session/cancel`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

SCHEMA = Path(__file__).parents[2] / "schema" / "v1" / "schema.json"


def option(value: str) -> dict[str, Any]:
    return {
        "id": "approval",
        "name": "Approval",
        "type": "select",
        "currentValue": value,
        "options": [{"value": "ask", "name": "Ask"}, {"value": "yolo", "name": "Yolo"}],
    }


def set_config_method() -> str:
    """The method whose answer is `SetSessionConfigOptionResponse`, read from the schema's
    own method table (not from the generator's output)."""
    defs = json.loads(SCHEMA.read_text())["$defs"]
    text = defs["SetSessionConfigOptionResponse"]["description"]
    return text.split("`")[1]


def transcript() -> list[tuple[str, dict[str, Any]]]:
    return [
        ("client", {"jsonrpc": "2.0", "id": 1, "method": "session/new",
                    "params": {"cwd": "/w", "mcpServers": []}}),
        ("agent", {"jsonrpc": "2.0", "id": 1,
                   "result": {"sessionId": "s1", "configOptions": [option("ask")]}}),
        ("client", {"jsonrpc": "2.0", "id": 2, "method": set_config_method(),
                    "params": {"sessionId": "s1", "configId": "approval", "value": "yolo"}}),
        ("agent", {"jsonrpc": "2.0", "id": 2, "result": {"configOptions": [option("yolo")]}}),
        ("client", {"jsonrpc": "2.0", "id": 3, "method": "session/prompt",
                    "params": {"sessionId": "s1", "prompt": [{"type": "text", "text": "go"}]}}),
        ("agent", {"jsonrpc": "2.0", "id": 0, "method": "session/request_permission",
                   "params": {"sessionId": "s1", "toolCall": {"toolCallId": "c1"},
                              "options": [{"optionId": "ok", "name": "Allow",
                                           "kind": "allow_once"}]}}),
        ("client", {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s1"}}),
        ("client", {"jsonrpc": "2.0", "id": 0,
                    "result": {"outcome": {"outcome": "cancelled"}}}),
        ("agent", {"jsonrpc": "2.0", "id": 3, "result": {"stopReason": "cancelled"}}),
    ]  # fmt: skip


def write(tmp_path: Path) -> Path:
    path = tmp_path / "t.jsonl"
    lines = [json.dumps({"from": who, "message": m}) for who, m in transcript()]
    path.write_text("\n".join(lines) + "\n")
    return path


def replay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "acp_wire", "replay", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_replay_json_applies_the_set_config_option_answer(tmp_path: Path) -> None:
    done = replay("--json", str(write(tmp_path)))
    assert done.returncode == 0, done.stderr
    session = json.loads(done.stdout)["sessions"]["s1"]
    (approval,) = session["configOptions"]
    assert approval["currentValue"] == "yolo"
    (permission,) = session["permissionRequests"]
    assert permission["outcome"] == {"outcome": "cancelled"}


def test_replay_text_and_html_show_the_value_the_agent_answered(tmp_path: Path) -> None:
    path = write(tmp_path)
    text = replay(str(path))
    assert text.returncode == 0, text.stderr
    assert "yolo" in text.stdout
    page = tmp_path / "page.html"
    html = replay("--html", str(page), str(path))
    assert html.returncode == 0, html.stderr
    assert "yolo" in page.read_text()
