"""Each side's protocol rules, as policies the endpoint consults: no I/O, no subclassing.

`AgentRules`: the client's capabilities are read from `initialize`; `session/cancel` ends the
running `session/prompt` of that session (answered with stopReason `cancelled`, or -32800 where
the version has no such result), and so does a `session/close` request, before the agent's
handler of it runs; what the agent sends is gated by the client's capabilities:
session updates (refused, or sent as an ordinary message where allowed), and the entries of
offered lists in answers and updates (a `boolean` config option without
`session.configOptions.boolean`, a `terminal` auth method without `auth.terminal`: left out).
`ClientRules`: the agent's capabilities are read from its `initialize` answer; sending
`session/cancel` answers the `session/request_permission` requests still running for that
session with the `cancelled` outcome.

The classes and answers each rule recognises come from the protocol version's record, so one
policy serves every version.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, Protocol

import msgspec

from acp_wire._codec.members import (
    advertised,
    at_path,
    capability_name,
    is_granted,
    member_tags,
    not_a_member,
    raw_tag,
    tag_of,
)
from acp_wire._generated.methods import INITIALIZE
from acp_wire.rpc_errors import CapabilityError

if TYPE_CHECKING:
    from acp_wire._rpc.binding import Binding
    from acp_wire._rpc.envelope import Notification, Request

Side = Literal["agent", "client"]


class Endpoint(Protocol):
    """What a rule may do to the endpoint consulting it: cancel requests in flight."""

    def cancel_in_flight(self, reason: Any, match: Callable[[Request[Any]], bool]) -> int: ...


class SideRules:
    """The rules of one side, with the defaults of a side that has none of its own."""

    side: Side
    routes: Any  # how the handler of this side is called (`Routes`)
    peer: Any  # the other side as a typed handler object, built on a sender

    def on_request(self, endpoint: Endpoint, message: Request[Any]) -> None:
        """A request arrived, in read order, before its handler starts."""

    def on_notification(self, endpoint: Endpoint, message: Notification[Any]) -> None:
        """A notification arrived, in read order, before it is queued for its handler."""

    def on_notification_sent(self, endpoint: Endpoint, params: Any) -> None:
        """We are sending a notification with `params`."""

    def on_request_sent(self, method: str, params: Any) -> None:
        """We are about to send a request (it may refuse: the exception reaches the caller)."""

    def on_result(self, method: str, result: Any) -> None:
        """A request of ours was answered with `result` (typed), in read order."""

    def cancelled_answer(self, reason: str, result: Any) -> Any:
        """The result that answers a request cancelled for `reason` (from what its handler
        returned, if anything), or None: the request is answered -32800."""
        return None

    def answer(self, result: Any) -> Any:
        """The result to send for what a handler returned (a side may leave parts out)."""
        return result


class AgentRules(SideRules):
    """The agent's end of any protocol version (see the module's docstring)."""

    side: Side = "agent"

    def __init__(self, binding: Binding) -> None:
        self.routes = binding.agent_routes
        self.peer = binding.client_peer
        self._initialize_request = binding.initialize_request
        self._capabilities_of = binding.capabilities_of
        self._client_capabilities_type = binding.client_capabilities
        self._session_cancel = binding.session_cancel
        self._session_close = binding.session_close
        self._prompt_request = binding.prompt_request
        self._cancelled_turn = binding.cancelled_turn
        self.notification = binding.session_update
        # The typed message class that carries a `session/update`.
        self.update_message = binding.session_update_message
        union = binding.session_update_union
        self._update_union = union
        # The tag each variant class is sent with: the gate's key, and the membership check.
        self._update_tags = member_tags(union)
        self._required_capability = binding.required_capability
        self._fallback_allowed = binding.fallback_allowed
        self._fallback_message = binding.fallback_message
        # Offered lists by holding class: (attribute, tag of each member class, union, gated
        # tag, capability path) per member.
        self._offered = {
            holder: tuple(
                (attr, member_tags(spec), spec, tag, path) for attr, spec, tag, path in rows
            )
            for holder, rows in binding.offered.items()
        }
        self._request_capability = binding.request_capability
        self.client_capabilities: Any = None

    def on_request(self, endpoint: Endpoint, message: Request[Any]) -> None:
        if isinstance(message.params, self._initialize_request):
            caps = self._capabilities_of(message.params)
            self.client_capabilities = (
                caps if isinstance(caps, self._client_capabilities_type) else None
            )
        elif isinstance(message.params, self._session_close):
            # Closing a session ends its running turn first, as `session/cancel` does, so the
            # agent's `session_close` handler runs with no turn left to stop.
            self._end_turn(endpoint, message.params.session_id)

    def on_notification(self, endpoint: Endpoint, message: Notification[Any]) -> None:
        if isinstance(message.params, self._session_cancel):
            self._end_turn(endpoint, message.params.session_id)

    def _end_turn(self, endpoint: Endpoint, session_id: Any) -> None:
        """Cancel the running `session/prompt` requests of `session_id` (answered as the
        version's rules say: `cancelled_answer`)."""
        prompt = self._prompt_request
        endpoint.cancel_in_flight(
            "turn",
            lambda request: (
                isinstance(request.params, prompt) and request.params.session_id == session_id
            ),
        )

    def on_notification_sent(self, endpoint: Endpoint, params: Any) -> None:
        pass  # the gate runs before encoding, in `gate`

    def cancelled_answer(self, reason: str, result: Any) -> Any:
        if reason == "turn" and self._cancelled_turn is not None:
            return self._cancelled_turn(result)
        return None

    def on_request_sent(self, method: str, params: Any) -> None:
        """`CapabilityError` for a request the client did not advertise support for (`fs/*`
        and `terminal/*` in v1, each `elicitation/create` mode)."""
        rows = self._request_capability.get(method)
        if rows is None:
            return
        for tag, path in rows:
            if tag is not None and tag_of(params) != tag:
                continue
            if not is_granted(self.client_capabilities, path):
                what = "request" if tag is None else f"request (mode `{tag}`)"
                raise CapabilityError(method, capability_name(path), what)

    def answer(self, result: Any) -> Any:
        """`result` without the offered entries the client did not advertise support for."""
        return self.offers(result) if result.__class__ in self._offered else result

    def offers(self, value: Any) -> Any:
        """`value` (a struct holding offered lists) without the entries of each list whose
        variant needs a client capability that was not advertised; `value` itself if none."""
        changes: dict[str, list[Any]] = {}
        for attr, tags, spec, tag, path in self._offered[value.__class__]:
            entries: Any = getattr(value, attr)
            if not isinstance(entries, list) or is_granted(self.client_capabilities, path):
                continue
            listed: list[Any] = entries  # pyright: ignore[reportUnknownVariableType]
            kept = [e for e in listed if (tags.get(e.__class__) or raw_tag(e, spec)) != tag]
            if len(kept) != len(listed):
                changes[attr] = kept
        return msgspec.structs.replace(value, **changes) if changes else value

    def gate(self, notification: Any, fallback_to_message: bool) -> Any:
        """`notification` (`session/update` params) if the client may receive its update (its
        offered lists without the entries the client did not advertise); the agent-message
        fallback of it where allowed and asked for; else `CapabilityError`."""
        update = notification.update
        tag = self._update_tags.get(update.__class__)
        if tag is None:
            tag = raw_tag(update, self._update_union)
            if tag is None:
                raise not_a_member(update, self._update_union)
        path = self._required_capability.get(tag)
        if path is None or advertised(self.client_capabilities, path):
            if update.__class__ in self._offered:
                kept = self.offers(update)
                if kept is not update:
                    return msgspec.structs.replace(notification, update=kept)
            return notification
        if fallback_to_message and tag in self._fallback_allowed:
            return msgspec.structs.replace(notification, update=self._fallback_message(update))
        raise CapabilityError(tag, capability_name(path))


class ClientRules(SideRules):
    """The client's end of any protocol version (see the module's docstring)."""

    side: Side = "client"

    def __init__(self, binding: Binding) -> None:
        self.routes = binding.client_routes
        self.peer = binding.agent_peer
        self.session_cancel = binding.session_cancel
        self.session_cancel_method = binding.session_cancel_method
        self._permission_request = binding.permission_request
        self._cancelled_permission = binding.cancelled_permission
        self._methods = binding.methods  # `initialize` looked up only when it is answered
        self._agent_capabilities_path = binding.agent_capabilities_path
        # What the agent advertised in its `initialize` answer (None before one came).
        self.agent_capabilities: Any = None

    def on_result(self, method: str, result: Any) -> None:
        if method == INITIALIZE:
            self.initialized(result)

    def initialized(self, result: Any) -> None:
        """The agent answered `initialize` with `result`: keep its capabilities."""
        initialize = self._methods.get(INITIALIZE)
        response = initialize.response if initialize is not None else None
        if response is None or not isinstance(result, response):
            return
        self.agent_capabilities = at_path(result, self._agent_capabilities_path)

    def on_notification_sent(self, endpoint: Endpoint, params: Any) -> None:
        if isinstance(params, self.session_cancel):
            session_id = params.session_id
            permission = self._permission_request
            endpoint.cancel_in_flight(
                "permission",
                lambda request: (
                    isinstance(request.params, permission)
                    and request.params.session_id == session_id
                ),
            )

    def cancelled_answer(self, reason: str, result: Any) -> Any:
        if reason == "permission":
            return self._cancelled_permission()
        return None


def rules_for(side: Side, binding: Binding) -> AgentRules | ClientRules:
    """The rules of `side` under `binding`."""
    if side == "agent":
        return AgentRules(binding)
    if side == "client":
        return ClientRules(binding)
    raise ValueError(
        f"side must be 'agent' or 'client', not {side!r} (a proxy, which speaks both sides' "
        "methods, is served by acp_wire.proxy.ProxyConnection)"
    )


__all__ = ["AgentRules", "ClientRules", "Side", "SideRules", "rules_for"]
