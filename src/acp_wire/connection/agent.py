"""The agent's end of a connection and its rules: prompt-turn cancellation by `session/cancel`
and the client-capability gate of session updates."""

from __future__ import annotations

import asyncio
from typing import Any, Generic, TypeVar

import msgspec

from .. import capabilities
from .._generated.peers import ClientPeer
from .._generated.protocols import Agent
from .._generated.types import ClientCapabilities, SessionNotification, SessionUpdate
from .._members import member_tags, not_a_member, raw_tag
from ..jsonrpc import Notification, Request
from ..rpc_errors import CapabilityError
from .core import Connection
from .protocol import PROTOCOL_V1, ConnectionProtocol

H = TypeVar("H")  # the agent served
P = TypeVar("P")  # the client as a typed peer
N = TypeVar("N")  # the `session/update` params (sessionId + update)
U = TypeVar("U")  # a session update


class AgentSide(Connection[H], Generic[H, P, N, U]):
    """The agent's end of any protocol version (`AgentSideConnection` serves version 1).

    On `session/cancel`, the running `session/prompt` handlers of that session are cancelled and
    answered with stopReason `cancelled` (where the version has no such result, -32800),
    whatever they raised; updates they send before finishing are written before that answer.
    The agent's own `session_cancel` still runs.
    """

    client: P
    client_capabilities: Any

    def __init__(
        self,
        agent: H,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
        protocol: ConnectionProtocol = PROTOCOL_V1,
    ) -> None:
        super().__init__(
            protocol.agent_routes,
            agent,
            reader,
            writer,
            max_message_size=max_message_size,
            protocol=protocol,
        )
        self.client_capabilities = None
        # The client as a typed peer: `await conn.client.fs_read_text_file(...)`.
        self.client = protocol.client_peer(self)
        self._initialize_request = protocol.initialize_request
        self._capabilities_of = protocol.capabilities_of
        self._client_capabilities_type = protocol.client_capabilities
        self._session_cancel = protocol.session_cancel
        self._prompt_request = protocol.prompt_request
        self._notification = protocol.session_update
        union = protocol.session_update_union
        self._update_union = union
        # The tag each variant class is sent with: the gate's key, and the membership check.
        self._update_tags = member_tags(union)
        self._update_message = _message_class_of(protocol, protocol.session_update)
        self._required_capability = protocol.required_capability
        self._fallback_allowed = protocol.fallback_allowed
        self._fallback_message = protocol.fallback_message
        self._connected()

    def _before_request(self, message: Request[Any]) -> None:
        if isinstance(message.params, self._initialize_request):
            caps = self._capabilities_of(message.params)
            self.client_capabilities = (
                caps if isinstance(caps, self._client_capabilities_type) else None
            )

    def _before_notification(self, message: Notification[Any]) -> None:
        if isinstance(message.params, self._session_cancel):
            session_id: Any = message.params.session_id
            prompt = self._prompt_request
            self._cancel_in_flight(
                "turn",
                lambda request: (
                    isinstance(request.params, prompt) and request.params.session_id == session_id
                ),
            )

    async def session_update(self, notification: N, *, fallback_to_message: bool = False) -> None:
        """Send a `session/update`, checked against the client's advertised capabilities.

        An update that needs a capability the client did not advertise in `initialize` raises
        `CapabilityError`; with `fallback_to_message`, a notice or compaction update goes out as
        an `agent_message_chunk` instead, as the spec allows. An update that is not a
        `SessionUpdate` variant (a bare `ToolCallUpdate`) raises `TypeError` naming the class
        to send.
        """
        params = self._gate(notification, fallback_to_message)
        message = self._update_message(jsonrpc="2.0", params=params)
        if not self._sent_at_once(message):  # the common case needs no coroutine of its own
            await self._send(message)

    async def send_update(
        self, session_id: str, update: U, *, fallback_to_message: bool = False
    ) -> None:
        """`session_update` of `update` for `session_id`: `await conn.send_update(sid,
        acp_wire.agent_text("Hello"))`."""
        notification = self._notification(session_id=session_id, update=update)
        params = self._gate(notification, fallback_to_message)
        message = self._update_message(jsonrpc="2.0", params=params)
        if not self._sent_at_once(message):  # the common case needs no coroutine of its own
            await self._send(message)

    async def notify(self, method: str, params: Any) -> None:
        if isinstance(params, self._notification):
            params = self._gate(params, fallback_to_message=False)
        await super().notify(method, params)

    def _gate(self, notification: Any, fallback_to_message: bool) -> Any:
        update = notification.update
        tag = self._update_tags.get(update.__class__)
        if tag is None:
            tag = raw_tag(update, self._update_union)
            if tag is None:
                raise not_a_member(update, self._update_union)
        path = self._required_capability.get(tag)
        if path is None or capabilities.advertised(self.client_capabilities, path):
            return notification
        if fallback_to_message and tag in self._fallback_allowed:
            return msgspec.structs.replace(notification, update=self._fallback_message(update))
        raise CapabilityError(tag, capabilities.capability_name(path))


class AgentSideConnection(AgentSide[Agent, ClientPeer, SessionNotification, SessionUpdate]):
    """The agent's end: serves an `Agent`, sends to the client (protocol version 1 unless
    `protocol` names another; see `AgentSide`)."""

    client_capabilities: ClientCapabilities | None


def _message_class_of(protocol: ConnectionProtocol, params: Any) -> Any:
    """The typed notification message class whose params are `params` (a class)."""
    tables = protocol.jsonrpc.tables
    for method, spec in tables.methods.items():
        if spec.notification is params:
            return tables.notification_messages[method]
    raise LookupError(f"no notification method takes {params!r}")
