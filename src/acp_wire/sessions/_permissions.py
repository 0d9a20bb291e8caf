"""Permission policies: how a session answers the agent's `session/request_permission` without
the client's handler, by tool kind (a table) or by a function."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeAlias

from acp_wire.sessions._turn import ToolCallInfo

# The option kinds (the schema's `PermissionOptionKind`, the same in both versions) a decision
# selects, in order of preference.
_OPTION_KINDS = {
    "allow": ("allow_once", "allow_always"),
    "reject": ("reject_once", "reject_always"),
}


class PermissionAsk:
    """One permission request as a policy function sees it.

    `kind` is the tool call's kind (from the request, else from the turn's tool call of that
    id; None if neither says); `tool_call` the turn's tool call after the request's details
    were applied (None when the request names none); `options` the request's options;
    `request` the decoded `session/request_permission` params.
    """

    def __init__(
        self, request: Any, tool_call: ToolCallInfo | None, kind: str | None, session: Any
    ) -> None:
        self.request = request
        self.tool_call = tool_call
        self.kind = kind
        self.options: list[Any] = list(request.options)
        self.session = session

    def __repr__(self) -> str:
        return f"<PermissionAsk kind={self.kind!r} tool_call={self.tool_call!r}>"


# What a policy decides: "allow" or "reject" (the first option of that kind, once before
# always), "cancel" (the cancelled outcome), an option id, a permission response, or None
# (ask the client's own `session_request_permission`).
Decision: TypeAlias = Any  # str | None | a permission response of the connection's version
PolicyFunction: TypeAlias = Callable[[PermissionAsk], Decision | Awaitable[Decision]]
PermissionPolicy: TypeAlias = Mapping[str, str] | PolicyFunction
"""A table `{tool kind: "allow" | "reject"}` (the key "*" for every other kind; a kind the
table lacks goes to the client's handler), or a function of a `PermissionAsk` (it may be
async) returning a decision."""


async def decide(policy: PermissionPolicy, ask: PermissionAsk) -> Decision:
    """What `policy` decides for `ask`."""
    if callable(policy):
        decision = policy(ask)
        if inspect.isawaitable(decision):
            decision = await decision
        return decision
    found = policy.get(ask.kind) if ask.kind is not None else None
    return found if found is not None else policy.get("*")


def option_for(decision: str, options: list[Any]) -> str | None:
    """The id of the option a decision ("allow", "reject" or an option id) selects, or None
    when the request offers none that fits."""
    kinds = _OPTION_KINDS.get(decision)
    if kinds is None:
        return decision if any(o.option_id == decision for o in options) else None
    for kind in kinds:
        for option in options:
            if option.kind == kind:
                return str(option.option_id)
    return None


__all__ = ["Decision", "PermissionAsk", "PermissionPolicy", "decide", "option_for"]
