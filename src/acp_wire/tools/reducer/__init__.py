"""The session reducer: what a client shows, built by applying messages in receive order.

`Reducer.apply` takes decoded messages (`session/update` notifications, and the requests and
responses around them) and keeps a `State`: plain msgspec structs a UI renders and
`acp_wire.encode` / `msgspec.json.encode` serializes. Every `sessionUpdate` variant of the draft
schema is handled.

The state, the patch rule of each `sessionUpdate` variant and the version-neutral reducer live
in `acp_wire._state`, where client sessions build their turns with them (one patch rule for
both). This package is the tools' face of it, by job: `model` and `updates` (re-exported),
`apply` (`Reducer` preset with version 1's binding and reading transcript entries, `reduce`),
`v1` and `v2` (the model bound to each version's schema types: `v1.SessionState`, `v2.State`,
...).
"""

from __future__ import annotations

from acp_wire._faces import lazy_names
from acp_wire.tools.reducer._apply import Reducer, reduce
from acp_wire.tools.reducer._model import (
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
)

# Only the deprecated names (`Role`, named apart from the schema's `Role`) are served on use.
__getattr__ = lazy_names(__name__, globals(), {})

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
    "Reducer",
    "SessionMessageItem",
    "SessionState",
    "State",
    "SubagentItem",
    "TerminalItem",
    "ToolCallItem",
    "reduce",
]
