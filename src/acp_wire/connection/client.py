"""The client's end of a connection and its rule: `session/cancel` answers the permission
requests still pending for that session with the cancelled outcome."""

from __future__ import annotations

import asyncio
from typing import Any

from .._generated.dispatch import CLIENT_ROUTES
from .._generated.methods import SESSION_CANCEL, SESSION_REQUEST_PERMISSION
from .._generated.peers import AgentPeer
from .._generated.protocols import Client
from .._generated.types import CancelNotification
from .core import Connection


class ClientSideConnection(Connection[Client]):
    """The client's end: serves a `Client`, sends to the agent.

    Sending `session/cancel` answers the `session/request_permission` requests this connection
    is still handling for that session with the `cancelled` outcome (their handlers are
    cancelled), as the spec requires of clients.
    """

    def __init__(
        self,
        client: Client,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
    ) -> None:
        super().__init__(CLIENT_ROUTES, client, reader, writer, max_message_size=max_message_size)
        # The agent as an `Agent`: `await conn.agent.session_prompt(...)`, typed.
        self.agent = AgentPeer(self)
        self._connected()

    async def notify(self, method: str, params: Any) -> None:
        await super().notify(method, params)
        if method == SESSION_CANCEL:
            session_id = params.session_id
            self._cancel_in_flight(
                "permission",
                lambda request: (
                    request.method == SESSION_REQUEST_PERMISSION
                    and request.params.session_id == session_id
                ),
            )

    async def session_cancel(self, session_id: str) -> None:
        """Cancel the prompt turn of `session_id` (`session/cancel`)."""
        await self.notify(SESSION_CANCEL, CancelNotification(session_id=session_id))
