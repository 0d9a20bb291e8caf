"""Session updates as the wire carries them (one example of every variant) and how the reducer
tests apply them."""

from __future__ import annotations

import json
from typing import Any

import acp_wire
from acp_wire.tools.reducer import (
    Reducer,
    SessionState,
)


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


def apply(reducer: Reducer, *updates: dict[str, Any], session: str = "s") -> SessionState:
    for update in updates:
        data = json.dumps({"sessionId": session, "update": update})
        reducer.apply_update(acp_wire.decode(data, acp_wire.SessionNotification))
    return reducer.state.sessions[session]


def chunk(role: str, value: str, message_id: str | None = None) -> dict[str, Any]:
    update: dict[str, Any] = {"sessionUpdate": f"{role}_chunk", "content": text(value)}
    if message_id is not None:
        update["messageId"] = message_id
    return update


# One example of every variant, and what applying it shows.
EXAMPLES: dict[str, dict[str, Any]] = {
    "user_message_chunk": chunk("user_message", "hi"),
    "agent_message_chunk": chunk("agent_message", "hello"),
    "agent_thought_chunk": chunk("agent_thought", "hmm"),
    "tool_call": {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read"},
    "tool_call_update": {"sessionUpdate": "tool_call_update", "toolCallId": "c1"},
    "plan": {
        "sessionUpdate": "plan",
        "entries": [{"content": "a", "priority": "high", "status": "pending"}],
    },
    "plan_update": {
        "sessionUpdate": "plan_update",
        "plan": {"type": "markdown", "planId": "p1", "content": "# Plan"},
    },
    "plan_removed": {"sessionUpdate": "plan_removed", "planId": "p1"},
    "available_commands_update": {
        "sessionUpdate": "available_commands_update",
        "availableCommands": [{"name": "web", "description": "Search"}],
    },
    "current_mode_update": {"sessionUpdate": "current_mode_update", "currentModeId": "ask"},
    "config_option_update": {
        "sessionUpdate": "config_option_update",
        "configOptions": [{"type": "boolean", "id": "x", "name": "X", "currentValue": True}],
    },
    "session_info_update": {"sessionUpdate": "session_info_update", "title": "T"},
    "usage_update": {"sessionUpdate": "usage_update", "used": 1, "size": 10},
    "notice": {"sessionUpdate": "notice", "severity": "info", "title": "Hi"},
    "compaction_update": {
        "sessionUpdate": "compaction_update",
        "compactionId": "k1",
        "status": "in_progress",
    },
    "compaction_summary_chunk": {
        "sessionUpdate": "compaction_summary_chunk",
        "compactionId": "k1",
        "content": text("sum"),
    },
    "subagent_update": {"sessionUpdate": "subagent_update", "sessionId": "child"},
    "session_message": {"sessionUpdate": "session_message", "messageId": "sm1"},
    "session_message_chunk": {
        "sessionUpdate": "session_message_chunk",
        "messageId": "sm1",
        "content": text("x"),
    },
}
