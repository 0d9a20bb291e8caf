"""The agent's end of a connection and its rules: prompt-turn cancellation by `session/cancel`
and the client-capability gate of session updates."""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec

from .. import capabilities
from .._generated.dispatch import AGENT_ROUTES
from .._generated.methods import INITIALIZE, SESSION_CANCEL, SESSION_PROMPT, SESSION_UPDATE
from .._generated.peers import ClientPeer
from .._generated.protocols import Agent
from .._generated.types import (
    CancelNotification,
    ClientCapabilities,
    InitializeRequest,
    SessionNotification,
)
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
        an `agent_message_chunk` instead, as the spec allows.
        """
        await self._send(
            Notification.of(SESSION_UPDATE, self._gate(notification, fallback_to_message))
        )

    async def notify(self, method: str, params: Any) -> None:
        if method == SESSION_UPDATE and isinstance(params, SessionNotification):
            params = self._gate(params, fallback_to_message=False)
        await super().notify(method, params)

    def _gate(
        self, notification: SessionNotification, fallback_to_message: bool
    ) -> SessionNotification:
        tag = _tag_of(notification.update)
        path = capabilities.REQUIRED_CAPABILITY.get(tag) if tag is not None else None
        if path is None or capabilities.advertised(self.client_capabilities, path):
            return notification
        if fallback_to_message and tag in capabilities.FALLBACK_ALLOWED:
            return msgspec.structs.replace(
                notification, update=capabilities.fallback_message(notification.update)
            )
        raise CapabilityError(str(tag), capabilities.capability_name(path))


def _tag_of(update: object) -> str | None:
    config = getattr(type(update), "__struct_config__", None)
    tag = getattr(config, "tag", None)
    if isinstance(tag, str):
        return tag
    # An unknown variant keeps its raw tag.
    raw = getattr(update, "tag", None)
    return raw if isinstance(raw, str) else None
