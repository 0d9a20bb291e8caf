"""The reducer's model bound to version 1's schema types: what `Reducer(acp_wire.v1.BINDING)`
keeps, declared with version 1's classes only (`acp_wire.tools.reducer._model` is the shape)."""

from __future__ import annotations

from typing import TypeAlias

from acp_wire._state import model
from acp_wire.v1._generated import types

MessageItem: TypeAlias = model.MessageItem[types.ContentBlock]
ToolCallItem: TypeAlias = model.ToolCallItem[types.ToolCallContent, types.ToolCallLocation]
CompactionItem: TypeAlias = model.CompactionItem[types.ContentBlock]
SessionMessageItem: TypeAlias = model.SessionMessageItem[types.ContentBlock]
HistoryItem: TypeAlias = MessageItem | ToolCallItem | CompactionItem | SessionMessageItem
SubagentItem: TypeAlias = model.SubagentItem[types.SubagentSessionCapabilities, types.StateUpdate]
PermissionItem: TypeAlias = model.PermissionItem[
    types.ToolCallUpdate, types.PermissionOption, types.RequestPermissionOutcome, types.Error
]
PromptTurn: TypeAlias = model.PromptTurn[types.Usage, types.Error]
SessionState: TypeAlias = model.SessionState[
    HistoryItem,
    SubagentItem,
    PermissionItem,
    PromptTurn,
    types.PlanEntry,
    types.PlanUpdateContent,
    types.AvailableCommand,
    types.SessionMode,
    types.SessionConfigOption,
    types.UsageUpdate,
    types.Notice,
    types.UnknownSessionUpdate,
]
State: TypeAlias = model.State[SessionState]

__all__ = [
    "CompactionItem",
    "HistoryItem",
    "MessageItem",
    "PermissionItem",
    "PromptTurn",
    "SessionMessageItem",
    "SessionState",
    "State",
    "SubagentItem",
    "ToolCallItem",
]
