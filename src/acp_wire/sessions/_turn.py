"""A prompt turn as a client reads it: the agent's text, the stop reason and the tool calls,
built from the turn's session updates in wire order, for any protocol version.

The turn is built by the reducer `acp-wire replay` uses (`acp_wire._state.reducer.Reducer`):
one patch rule ("omission leaves the stored value unchanged, `null` clears it, and a concrete
value replaces it") for every reader of a session's updates. A `Turn` shows the part of the
reducer's state a client asks for: the agent's messages and the tool calls of this turn.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import msgspec

from acp_wire._rpc.binding import Binding
from acp_wire._state.model import AnyHistoryItem, MessageItem, ToolCallItem
from acp_wire._state.reducer import Reducer

U = TypeVar("U")  # a session update of the connection's version (its `SessionUpdate` union)


class ToolCallInfo(msgspec.Struct, kw_only=True, gc=False):
    """One tool call of a turn, as its `tool_call` / `tool_call_update` updates left it.

    `announced` is False when an update (or a permission request) named an id that no
    `tool_call` announced, in a version that announces tool calls (version 1).
    """

    tool_call_id: str
    title: str | None = None
    status: str | None = None
    kind: str | None = None
    announced: bool = True


class PermissionDecision(msgspec.Struct, kw_only=True, gc=False):
    """How one `session/request_permission` of the turn was answered."""

    tool_call_id: str | None
    kind: str | None  # the tool call's kind, as the policy saw it
    decision: str  # "allow", "reject", "cancelled", "option" (an option id) or "client"
    option_id: str | None  # the option selected, if any


class Turn(Generic[U]):
    """One prompt turn: what `session.prompt(...)` returns, and what `session.stream(...)`
    builds while it yields the updates.

    `text` is the agent's message text in wire order; `stop_reason` why the turn ended;
    `tool_calls` the turn's tool calls in the order they first appeared; `updates` every
    session update of the turn as decoded (typed by the version's `SessionUpdate` union);
    `permissions` how each permission request was answered; `response` the `session/prompt`
    response.
    """

    def __init__(self, binding: Binding, session_id: str = "") -> None:
        self._binding = binding
        self._session_id = session_id
        # The turn's own reducer: the session's state as this turn's updates built it.
        self._reducer = Reducer(binding)
        self.stop_reason: str | None = None
        self.response: Any = None
        self.updates: list[U] = []
        self.permissions: list[PermissionDecision] = []
        self.done = False

    def __repr__(self) -> str:
        return (
            f"<Turn stop_reason={self.stop_reason!r} text={self.text[:40]!r} "
            f"tool_calls={len(self.tool_calls)}>"
        )

    def _history(self) -> list[AnyHistoryItem]:
        session = self._reducer.state.sessions.get(self._session_id)
        return [] if session is None else session.history

    @property
    def text(self) -> str:
        """The agent's message text of the turn (its text blocks), in wire order."""
        return "".join(
            item.text()
            for item in self._history()
            if isinstance(item, MessageItem) and item.role == "agent"
        )

    @property
    def tool_calls(self) -> list[ToolCallInfo]:
        """The turn's tool calls, in the order they first appeared on the wire."""
        return [_info(item) for item in self._history() if isinstance(item, ToolCallItem)]

    @property
    def message_id(self) -> Any:
        """The id of the user message the agent inserted (version 2's prompt response), or
        None."""
        return None if self.response is None else self._binding.turn_end.message_id(self.response)

    # ------------------------------------------------------------------ building

    def apply(self, update: U) -> None:
        """Apply one session update of the turn (the `update` member of `session/update`)."""
        self.updates.append(update)
        self._reducer.apply_session_update(self._session_id, update)

    def patch_tool_call(self, update: Any) -> ToolCallInfo:
        """Apply a permission request's tool call (a `ToolCallUpdate`) as `tool_call_update`
        patches a call, and return the call."""
        return _info(self._reducer.patch_tool_call(self._session_id, update))

    def tool_call(self, tool_call_id: str) -> ToolCallInfo | None:
        """The turn's tool call of that id, if it has one."""
        for item in self._history():
            if isinstance(item, ToolCallItem) and item.tool_call_id == tool_call_id:
                return _info(item)
        return None


def _info(item: ToolCallItem[Any, Any]) -> ToolCallInfo:
    """What a turn reports of a tool call the reducer keeps."""
    return ToolCallInfo(
        tool_call_id=item.tool_call_id,
        title=item.title,
        status=item.status,
        kind=item.kind,
        announced=item.announced,
    )


__all__ = ["PermissionDecision", "ToolCallInfo", "Turn"]
