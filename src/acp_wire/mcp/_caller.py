"""The agent side of MCP-over-ACP: MCP requests to the servers a client declared with
`"type": "acp"`, sent as `mcp/message` over the ACP connection, with the notifications the
client sends for each request delivered to that request's listener.

    caller = McpCaller(conn, client_info={"name": "my-agent", "version": "1"})
    outcome = await caller.request(server.server_id, "tools/call", {"name": "add", ...})
    # in the Agent handler: async def mcp_message_notification(self, params):
    #     await caller.handle_notification(params)

Cancelling the task awaiting `request` sends `$/cancel_request` for the outer request (the
connection does). Outer failures raise `RequestError` (`PeerRequestError` from the client);
an inner MCP error is a returned `ErrorMessageMcpResponse`. `acp_wire.mcp._adapter` puts the
MCP SDK's `ClientSession` on top of this.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from msgspec import UNSET

from acp_wire._codec.errors import DecodeError
from acp_wire._rpc.binding import Binding
from acp_wire.rpc_errors import RequestError

from ._wire import Outcome, binding_of, is_outcome, new_id, with_request_meta
from .constants import BACKEND_FAILED, MCP_MESSAGE

logger = logging.getLogger("acp_wire.mcp")

NotificationListener = Callable[[Any], "Awaitable[None] | None"]
"""Receives the `mcp/message` notification params (`method`, `params`, `meta`) of one request.
It runs in the connection's ordered notification worker: keep it short."""


class Requester(Protocol):
    """The agent's end of the ACP connection (anything with `Connection.request`)."""

    async def request(self, method: str, params: Any) -> Any: ...


class McpCaller:
    """Calls the MCP servers a client offered over one ACP connection (see the module)."""

    def __init__(
        self,
        conn: Requester | None = None,
        *,
        binding: Binding | None = None,
        client_info: Mapping[str, Any] | None = None,
        client_capabilities: Mapping[str, Any] | None = None,
    ) -> None:
        self._conn = conn
        self._binding = binding
        self.client_info = dict(client_info) if client_info is not None else None
        self.client_capabilities = dict(client_capabilities or {})
        self._routes: dict[tuple[str, str], NotificationListener] = {}

    @property
    def binding(self) -> Binding:
        """The protocol version spoken: the binding given, else the bound connection's, else
        version 1's (`acp_wire.mcp._wire.binding_of`)."""
        return binding_of(self._binding, self._conn)

    def bind(self, conn: Requester) -> None:
        """Send through `conn` (the agent's end of the connection)."""
        self._conn = conn

    async def request(
        self,
        server_id: str,
        method: str,
        params: Mapping[str, Any] | None = None,
        *,
        request_id: str | None = None,
        on_notification: NotificationListener | None = None,
        meta: dict[str, Any] | None = None,
    ) -> Outcome:
        """Send one MCP request to `server_id`; return its inner outcome.

        The MCP 2026-07-28 `_meta` (protocol version, client capabilities, client info) is
        added to `params` unless already there. `request_id` defaults to a fresh random id;
        one still active for the same server raises `ValueError`. `meta` is the outer
        envelope's `_meta`, apart from the inner one.
        """
        conn = self._conn
        if conn is None:
            raise RuntimeError("McpCaller has no connection: pass it or call bind(conn)")
        request_id = request_id if request_id is not None else new_id("mcp-request")
        key = (server_id, request_id)
        if key in self._routes:
            raise ValueError(f"MCP request {request_id!r} is already active for {server_id!r}")
        self._routes[key] = on_notification if on_notification is not None else _ignore
        try:
            message = binding_of(self._binding, conn).types.MessageMcpRequest(
                server_id=server_id,
                request_id=request_id,
                method=method,
                params=with_request_meta(
                    params,
                    client_capabilities=self.client_capabilities,
                    client_info=self.client_info,
                ),
                meta=meta if meta is not None else UNSET,
            )
            try:
                response = await conn.request(MCP_MESSAGE, message)
            except DecodeError as exc:  # the client's answer is no carrier of either shape
                raise RequestError(
                    BACKEND_FAILED, "Invalid MCP-over-ACP response carrier", {"reason": str(exc)}
                ) from None
        finally:
            del self._routes[key]
        if not is_outcome(response):
            raise RequestError(
                BACKEND_FAILED, "Invalid MCP-over-ACP response carrier", {"response": response}
            )
        outcome: Outcome = response
        return outcome

    async def handle_notification(self, params: Any) -> None:
        """Deliver one incoming `mcp/message` notification to the request it belongs to;
        one for an unknown or finished request is dropped."""
        listener = self._routes.get((params.server_id, params.request_id))
        if listener is None:
            logger.debug("acp_wire.mcp: notification for no active request dropped")
            return
        try:
            outcome = listener(params)
            if inspect.isawaitable(outcome):
                await outcome
        except Exception:
            logger.exception("acp_wire.mcp: notification listener failed")

    @property
    def active(self) -> int:
        """How many requests are waiting for their answer."""
        return len(self._routes)


def _ignore(params: Any) -> None:
    return None


__all__ = ["McpCaller", "NotificationListener", "Requester"]
