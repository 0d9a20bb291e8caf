"""The session state the reducer keeps: `acp_wire._state.model`, where client sessions read
it too (this module keeps its names importable)."""

from __future__ import annotations

from acp_wire._state.model import (
    AnyHistoryItem,
    AnySessionState,
    AnyState,
    CompactionItem,
    HistoryItem,
    MessageItem,
    MessageRole,
    PermissionItem,
    PromptTurn,
    SessionMessageItem,
    SessionState,
    State,
    SubagentItem,
    TerminalItem,
    ToolCallItem,
    is_text,
)

__all__ = [
    "AnyHistoryItem",
    "AnySessionState",
    "AnyState",
    "CompactionItem",
    "HistoryItem",
    "MessageItem",
    "MessageRole",
    "PermissionItem",
    "PromptTurn",
    "SessionMessageItem",
    "SessionState",
    "State",
    "SubagentItem",
    "TerminalItem",
    "ToolCallItem",
    "is_text",
]
