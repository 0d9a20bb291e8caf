"""The client's end of a connection and its rule: `session/cancel` answers the permission
requests still pending for that session with the cancelled outcome."""

from __future__ import annotations

import asyncio
from typing import Any, Generic, TypeVar

from .._generated.methods import SESSION_CANCEL
from .._generated.peers import AgentPeer
from .._generated.protocols import Client
from .core import Connection
from .protocol import PROTOCOL_V1, ConnectionProtocol

H = TypeVar("H")  # the client served
P = TypeVar("P")  # the agent as a typed peer


class ClientSide(Connection[H], Generic[H, P]):
    """The client's end of any protocol version (`ClientSideConnection` serves version 1).

    Sending `session/cancel` answers the `session/request_permission` requests this connection
    is still handling for that session with the `cancelled` outcome (their handlers are
    cancelled), as the spec requires of clients.
    """

    agent: P

    def __init__(
        self,
        client: H,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
        protocol: ConnectionProtocol = PROTOCOL_V1,
    ) -> None:
        super().__init__(
            protocol.client_routes,
            client,
            reader,
            writer,
            max_message_size=max_message_size,
            protocol=protocol,
        )
        # The agent as a typed peer: `await conn.agent.session_prompt(...)`.
        self.agent = protocol.agent_peer(self)
        self._session_cancel = protocol.session_cancel
        self._permission_request = protocol.permission_request
        self._connected()

    async def notify(self, method: str, params: Any) -> None:
        await super().notify(method, params)
        if isinstance(params, self._session_cancel):
            session_id = params.session_id
            permission = self._permission_request
            self._cancel_in_flight(
                "permission",
                lambda request: (
                    isinstance(request.params, permission)
                    and request.params.session_id == session_id
                ),
            )

    async def session_cancel(self, session_id: str) -> None:
        """Cancel the prompt turn of `session_id` (`session/cancel`)."""
        await self.notify(SESSION_CANCEL, self._session_cancel(session_id=session_id))


class ClientSideConnection(ClientSide[Client, AgentPeer]):
    """The client's end: serves a `Client`, sends to the agent (protocol version 1 unless
    `protocol` names another; see `ClientSide`)."""
