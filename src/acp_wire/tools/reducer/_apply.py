"""`Reducer` and `reduce` as `acp-wire replay` uses them: the shared reducer
(`acp_wire._state.reducer`, which client sessions build their turns with), preset with version
1's binding and reading transcript entries."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from acp_wire._rpc.binding import Binding
from acp_wire._state.model import AnyHistoryItem, AnyState
from acp_wire._state.reducer import Reducer as _SharedReducer
from acp_wire.tools.transcript import Entry
from acp_wire.v1._generated.binding import BINDING


class Reducer(_SharedReducer):
    """Applies messages in receive order to a `State` (`reducer.state`).

    Each `apply*` method returns the history item the message created or changed (a message,
    a tool call, a compaction, a session message; None for a message that is not history):
    the reducer alone decides which item a chunk belongs to, and every view of a transcript
    (`replay`'s text and JSON, `replay --html`'s page) shows that decision.
    """

    def __init__(self, binding: Binding = BINDING) -> None:
        """`binding`: the protocol version of the messages applied."""
        super().__init__(binding)

    def apply_entry(self, entry: Entry) -> AnyHistoryItem | None:
        """Apply one transcript entry (entries without a decoded message are skipped)."""
        message = entry.message
        if message is None:
            return None
        params: Any = getattr(message, "params", None)
        if params.__class__ is self._notification:  # the hot path, first
            return self.apply_update(params)
        return self.apply(message, entry.request.message if entry.request is not None else None)


def reduce(
    entries: Iterable[Entry], until: int | None = None, binding: Binding = BINDING
) -> AnyState:
    """The state after applying transcript `entries` (those on lines up to `until`)."""
    reducer = Reducer(binding)
    for entry in entries:
        if until is not None and entry.line > until:
            break
        reducer.apply_entry(entry)
    return reducer.state


__all__ = ["Reducer", "reduce"]
