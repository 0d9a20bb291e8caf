"""A prompt turn as a client reads it: the agent's text, the stop reason and the tool calls,
accumulated from the turn's session updates in wire order, for any protocol version.

This is a small accumulator of its own rather than `acp_wire.tools.reducer.Reducer`: the
generated connection presets import this package, so it may import nothing generated, and the
reducer imports version 1's generated types. It follows the same patch rule as the reducer
("omission leaves the stored value unchanged, `null` clears it, and a concrete value replaces
it") for the few members a turn reports.
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET

from acp_wire._rpc.binding import Binding

# Wire tags of the session updates a turn reads beyond the binding's agent message chunk: a
# tool call's announcement (version 1) and patch (both versions; an upsert in version 2), and
# version 2's agent message upsert, whose `content` replaces what the message's chunks built.
_TOOL_CALL = "tool_call"
_TOOL_CALL_UPDATE = "tool_call_update"
_AGENT_MESSAGE = "agent_message"


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


class Turn:
    """One prompt turn: what `session.prompt(...)` returns, and what `session.stream(...)`
    builds while it yields the updates.

    `text` is the agent's message text in wire order; `stop_reason` why the turn ended;
    `tool_calls` the turn's tool calls in the order they first appeared; `updates` every
    session update of the turn as decoded; `permissions` how each permission request was
    answered; `response` the `session/prompt` response.
    """

    def __init__(self, binding: Binding) -> None:
        self._binding = binding
        self._chunk_class: Any = binding.fallback_chunk
        self._announces = binding.turn_end.tool_call_announcement is not None
        self.stop_reason: str | None = None
        self.response: Any = None
        self.updates: list[Any] = []
        self.permissions: list[PermissionDecision] = []
        self.done = False
        self._calls: dict[str, ToolCallInfo] = {}
        # Agent messages in wire order: [message id, text parts]; chunks without an id extend
        # the last message without one (version 1's ids are optional).
        self._messages: list[tuple[Any, list[str]]] = []
        self._message_index: dict[Any, int] = {}

    def __repr__(self) -> str:
        return (
            f"<Turn stop_reason={self.stop_reason!r} text={self.text[:40]!r} "
            f"tool_calls={len(self._calls)}>"
        )

    @property
    def text(self) -> str:
        """The agent's message text of the turn (its text blocks), in wire order."""
        return "".join("".join(parts) for _, parts in self._messages)

    @property
    def tool_calls(self) -> list[ToolCallInfo]:
        """The turn's tool calls, in the order they first appeared on the wire."""
        return list(self._calls.values())

    @property
    def message_id(self) -> Any:
        """The id of the user message the agent inserted (version 2's prompt response), or
        None."""
        return None if self.response is None else self._binding.turn_end.message_id(self.response)

    # ------------------------------------------------------------------ accumulating

    def apply(self, update: Any) -> None:
        """Apply one session update of the turn (the `update` member of `session/update`)."""
        self.updates.append(update)
        if isinstance(update, self._chunk_class):
            self._chunk(update)
            return
        tag = _tag(update)
        if tag == _TOOL_CALL_UPDATE:
            self.patch_tool_call(update)
        elif tag == _TOOL_CALL:
            self._calls.pop(update.tool_call_id, None)  # an announcement replaces the call
            self._calls[update.tool_call_id] = ToolCallInfo(
                tool_call_id=update.tool_call_id,
                title=_value(update.title),
                status=_value(update.status),
                kind=_value(update.kind),
            )
        elif tag == _AGENT_MESSAGE:
            content = getattr(update, "content", UNSET)
            parts = self._message(update.message_id)
            if content is not UNSET:
                parts[:] = [_text(block) for block in content or ()]

    def patch_tool_call(self, update: Any) -> ToolCallInfo:
        """Apply a tool call patch (a `tool_call_update`, or a permission request's tool call)
        and return the call."""
        call = self._calls.get(update.tool_call_id)
        if call is None:
            call = self._calls[update.tool_call_id] = ToolCallInfo(
                tool_call_id=update.tool_call_id, announced=not self._announces
            )
        call.title = _patch(call.title, getattr(update, "title", UNSET))
        call.status = _patch(call.status, getattr(update, "status", UNSET))
        call.kind = _patch(call.kind, getattr(update, "kind", UNSET))
        return call

    def tool_call(self, tool_call_id: str) -> ToolCallInfo | None:
        """The turn's tool call of that id, if it has one."""
        return self._calls.get(tool_call_id)

    def _chunk(self, update: Any) -> None:
        message_id = getattr(update, "message_id", UNSET)
        message_id = None if message_id is UNSET else message_id
        if message_id is None and self._messages and self._messages[-1][0] is None:
            parts = self._messages[-1][1]
        else:
            parts = self._message(message_id)
        parts.append(_text(update.content))

    def _message(self, message_id: Any) -> list[str]:
        if message_id is not None:
            index = self._message_index.get(message_id)
            if index is not None:
                return self._messages[index][1]
            self._message_index[message_id] = len(self._messages)
        parts: list[str] = []
        self._messages.append((message_id, parts))
        return parts


def _tag(value: Any) -> Any:
    """The wire tag of a decoded union variant (None for an untagged value)."""
    return getattr(getattr(value, "__struct_config__", None), "tag", None)


def _text(block: Any) -> str:
    """A content block's text if it is a text block, else nothing."""
    return str(block.text) if _tag(block) == "text" else ""


def _value(value: Any) -> Any:
    return None if value is UNSET else value


def _patch(current: Any, value: Any) -> Any:
    return current if value is UNSET else value


__all__ = ["PermissionDecision", "ToolCallInfo", "Turn"]
