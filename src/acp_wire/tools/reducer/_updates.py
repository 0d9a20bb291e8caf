"""The rule of each `sessionUpdate` variant: `acp_wire._state.updates`, shared with client
sessions (this module keeps its names importable)."""

from __future__ import annotations

from acp_wire._state.updates import (
    BY_TAG,
    Handler,
    Index,
    full_value,
    handlers,
    patch,
    patch_list,
    tool_call_patch,
)

__all__ = [
    "BY_TAG",
    "Handler",
    "Index",
    "full_value",
    "handlers",
    "patch",
    "patch_list",
    "tool_call_patch",
]
