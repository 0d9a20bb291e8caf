"""The connection's seam for what runs above it per session: a hook registered under a session
id sees the incoming messages of that session before the handler does.

A client session (`acp_wire.sessions`) keeps its own `session/update` notifications while a turn
runs and answers its own permission and file requests; everything else, and whatever a hook
declines, goes to the connection's handler as before. The table is rules only, no I/O: the
driver (`_driver.Connection.hook_session`) consults it for each message it delivers, and only
while a hook is registered, so a connection without sessions pays one truth test per message.

A message belongs to a session when its params carry that `session_id` (every session-scoped
method of every version names it so: `session/update`, `session/request_permission`, `fs/*`,
`terminal/*`, ...). Which of those a hook takes is the hook's decision, not this table's.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Protocol


class SessionHook(Protocol):
    """What a hook registered for a session offers the connection.

    `notification` is called with a notification of the session before the handler; True
    means the hook took it (the handler never sees it). `request` is called with a request of
    the session before the handler; it returns the awaitable whose result (or error) answers
    the request, or None for the handler to answer it. Both run in the connection's delivery
    order: a notification in the ordered inbox, a request as its handler task starts.
    """

    def notification(self, method: str, params: object) -> bool: ...

    def request(self, method: str, params: object) -> Awaitable[object] | None: ...


class SessionHooks(dict[str | None, SessionHook]):
    """The hooks of one connection, by session id: at most one per session, and under `None`
    at most one for a session whose id is not known yet (a `session/fork` running: what the
    agent sends for the new session comes before the answer that names it), which sees the
    messages of every session no hook holds. A dict, so that the driver's test "any hook at
    all?" on the path of every message is its length, read without a call."""

    __slots__ = ()

    def add(self, session_id: str | None, hook: SessionHook) -> None:
        """Register `hook` for `session_id` (None: the session not named yet); ValueError if
        another hook holds it."""
        held = self.get(session_id)
        if held is not None and held is not hook:
            raise ValueError(f"session {session_id!r} already has a hook on this connection")
        self[session_id] = hook

    def remove(self, session_id: str | None, hook: SessionHook) -> None:
        """Unregister `hook` (nothing happens if it no longer holds `session_id`)."""
        if self.get(session_id) is hook:
            del self[session_id]

    def hook_of(self, params: object) -> SessionHook | None:
        """The hook of the session a message's params name, if one is registered."""
        session_id = getattr(params, "session_id", None)
        if not isinstance(session_id, str):
            return None
        hook = self.get(session_id)
        return self.get(None) if hook is None else hook


__all__ = ["SessionHook", "SessionHooks"]
