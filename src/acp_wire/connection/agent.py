"""The agent's end of a connection and its rules: prompt-turn cancellation by `session/cancel`
and the client-capability gate of session updates."""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec

from .. import capabilities
from .._generated.dispatch import AGENT_ROUTES
from .._generated.messages import NOTIFICATION_MESSAGES
from .._generated.methods import INITIALIZE, SESSION_CANCEL, SESSION_PROMPT, SESSION_UPDATE
from .._generated.peers import ClientPeer
from .._generated.protocols import Agent
from .._generated.types import (
    UNION_SPECS,
    CancelNotification,
    ClientCapabilities,
    InitializeRequest,
    SessionNotification,
    SessionUpdate,
)
from .._members import member_tags, not_a_member, raw_tag
from ..jsonrpc import Notification, Request
from ..rpc_errors import CapabilityError
from .core import Connection


class AgentSideConnection(Connection[Agent]):
    """The agent's end: serves an `Agent`, sends to the client.

    On `session/cancel`, the running `session/prompt` handlers of that session are cancelled and
    answered with stopReason `cancelled`, whatever they raised; updates they send before
    finishing are written before that answer. The agent's own `session_cancel` still runs.
    """

    def __init__(
        self,
        agent: Agent,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
    ) -> None:
        super().__init__(AGENT_ROUTES, agent, reader, writer, max_message_size=max_message_size)
        self.client_capabilities: ClientCapabilities | None = None
        # The client as a `Client`: `await conn.client.fs_read_text_file(...)`, typed.
        self.client = ClientPeer(self)
        self._connected()

    def _before_request(self, message: Request[Any]) -> None:
        if message.method == INITIALIZE and isinstance(message.params, InitializeRequest):
            caps = message.params.client_capabilities
            self.client_capabilities = caps if isinstance(caps, ClientCapabilities) else None

    def _before_notification(self, message: Notification[Any]) -> None:
        if message.method == SESSION_CANCEL and isinstance(message.params, CancelNotification):
            session_id = message.params.session_id
            self._cancel_in_flight(
                "turn",
                lambda request: (
                    request.method == SESSION_PROMPT and request.params.session_id == session_id
                ),
            )

    async def session_update(
        self, notification: SessionNotification, *, fallback_to_message: bool = False
    ) -> None:
        """Send a `session/update`, checked against the client's advertised capabilities.

        An update that needs a capability the client did not advertise in `initialize` raises
        `CapabilityError`; with `fallback_to_message`, a notice or compaction update goes out as
        an `agent_message_chunk` instead, as the spec allows. An update that is not a
        `SessionUpdate` variant (a bare `ToolCallUpdate`) raises `TypeError` naming the class
        to send.
        """
        params = self._gate(notification, fallback_to_message)
        message = _UPDATE_MESSAGE(jsonrpc="2.0", params=params)
        if not self._sent_at_once(message):  # the common case needs no coroutine of its own
            await self._send(message)

    async def send_update(
        self, session_id: str, update: SessionUpdate, *, fallback_to_message: bool = False
    ) -> None:
        """`session_update` of `update` for `session_id`: `await conn.send_update(sid,
        acp_wire.agent_text("Hello"))`."""
        notification = SessionNotification(session_id=session_id, update=update)
        params = self._gate(notification, fallback_to_message)
        message = _UPDATE_MESSAGE(jsonrpc="2.0", params=params)
        if not self._sent_at_once(message):  # the common case needs no coroutine of its own
            await self._send(message)

    async def notify(self, method: str, params: Any) -> None:
        if method == SESSION_UPDATE and isinstance(params, SessionNotification):
            params = self._gate(params, fallback_to_message=False)
        await super().notify(method, params)

    def _gate(
        self, notification: SessionNotification, fallback_to_message: bool
    ) -> SessionNotification:
        update = notification.update
        tag = _UPDATE_TAGS.get(update.__class__)
        if tag is None:
            tag = raw_tag(update, _SESSION_UPDATE)
            if tag is None:
                raise not_a_member(update, _SESSION_UPDATE)
        path = capabilities.REQUIRED_CAPABILITY.get(tag)
        if path is None or capabilities.advertised(self.client_capabilities, path):
            return notification
        if fallback_to_message and tag in capabilities.FALLBACK_ALLOWED:
            return msgspec.structs.replace(
                notification, update=capabilities.fallback_message(update)
            )
        raise CapabilityError(tag, capabilities.capability_name(path))


_SESSION_UPDATE = UNION_SPECS["SessionUpdate"]
# The tag each variant class is sent with: the capability gate's key, and the membership check.
_UPDATE_TAGS = member_tags(_SESSION_UPDATE)
_UPDATE_MESSAGE = NOTIFICATION_MESSAGES[SESSION_UPDATE]
