"""The replay fixtures the tests of `replay --html` read, and how they read a page model."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from acp_wire.tools.html._page import page_model
from tests.support.browser import transcript_line
from tests.support.paths import FIXTURES

FIXTURES = FIXTURES / "replay"
CLAUDE = FIXTURES / "claude_turn_constructed.jsonl"
DRAFT = FIXTURES / "draft_features_constructed.jsonl"
ECHO = FIXTURES / "echo_tap_cancel.jsonl"


def model_of(path: Path) -> dict[str, Any]:
    return page_model(path.read_bytes().splitlines(), path.name)


def kinds(model: dict[str, Any]) -> list[str]:
    return [e["kind"] for e in model["entries"]]


def failed_resume() -> list[bytes]:
    sid = "sess_gone"
    lines = [
        transcript_line(
            "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 1}}
        ),
        transcript_line(
            "agent",
            {
                "id": 0,
                "result": {
                    "protocolVersion": 1,
                    "agentCapabilities": {"sessionCapabilities": {"resume": {}}},
                },
            },
        ),
        transcript_line(
            "client",
            {"id": 1, "method": "session/resume", "params": {"sessionId": sid, "cwd": "/w"}},
        ),
        transcript_line(
            "agent",
            {"id": 1, "error": {"code": -32002, "message": "Resource not found: sess_gone"}},
        ),
    ]
    return [line.encode() for line in lines]
