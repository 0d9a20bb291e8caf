"""The client side of MCP-over-ACP: MCP servers registered on one ACP connection, each under
its own `serverId`, answering the agent's `mcp/message` requests.

    provider = McpProvider(conn)                         # or McpProvider(), then .bind(conn)
    calc = provider.register("calc", handler)            # handler(ctx) -> Outcome
    await conn.agent.session_new(acp.NewSessionRequest(cwd=..., mcp_servers=[calc.declaration]))
    # in the Client handler:
    #     async def mcp_message(self, params): return await provider.handle_request(params)

One provider serves one connection (or one hop of a proxy): a `serverId` registered here is
unknown to every other provider, so one connection's servers are invisible to another.
`handle_request` runs the handler in the request's own task, so the connection's
`$/cancel_request` cancels it (answered -32800 by the connection); `dispose()` cancels the
active requests of its registration the same way. The transport's outer errors (-32602, -33000,
-33001, -33002) are raised as `RequestError`, answered as the TypeScript SDK 2.4.0 answers them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from msgspec import UNSET

from acp_wire._rpc.binding import Binding
from acp_wire.rpc_errors import RequestError

from ._wire import (
    McpProtocolError,
    Outcome,
    binding_of,
    error_carrier,
    is_outcome,
    json_object,
    new_id,
)
from .constants import (
    BACKEND_FAILED,
    DEFAULT_MAX_ACTIVE_REQUESTS,
    INVALID_PARAMS,
    MCP_INVALID_PARAMS,
    MCP_MESSAGE,
    MCP_PROTOCOL_VERSION,
    MCP_UNSUPPORTED_PROTOCOL_VERSION,
    META_CLIENT_CAPABILITIES,
    META_CLIENT_INFO,
    META_PROTOCOL_VERSION,
    REQUEST_CANCELLED,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
)

logger = logging.getLogger("acp_wire.mcp")


class Notifier(Protocol):
    """Where request-scoped notifications go: an ACP `Connection` (or anything with its
    `notify`), the client's end toward the agent."""

    async def notify(self, method: str, params: Any) -> None: ...


class McpRequestContext:
    """One MCP request for a registered server, as its handler sees it."""

    __slots__ = (
        "_binding",
        "_done",
        "_notifier",
        "client_capabilities",
        "client_info",
        "envelope_meta",
        "method",
        "params",
        "protocol_version",
        "request_id",
        "server_id",
    )

    def __init__(
        self,
        server_id: str,
        request_id: str,
        method: str,
        params: dict[str, Any] | None,
        meta: Mapping[str, Any],
        envelope_meta: Any,
        notifier: Notifier | None,
        binding: Binding | None = None,
    ) -> None:
        self._binding = binding
        self.server_id = server_id
        self.request_id = request_id
        self.method = method
        self.params = params
        self.protocol_version: str = meta[META_PROTOCOL_VERSION]
        self.client_capabilities: dict[str, Any] = meta[META_CLIENT_CAPABILITIES]
        self.client_info: Any = meta.get(META_CLIENT_INFO)
        self.envelope_meta = envelope_meta
        self._notifier = notifier
        self._done = False

    async def notify(self, method: str, params: Mapping[str, Any] | None = None) -> None:
        """Send an MCP notification scoped to this request (progress, logging, list-changed)
        as an `mcp/message` notification; dropped once the request has its answer."""
        if self._done or self._notifier is None:
            return
        message = binding_of(self._binding, self._notifier).types.MessageMcpNotification(
            server_id=self.server_id,
            request_id=self.request_id,
            method=method,
            params=dict(params) if params is not None else UNSET,
        )
        await self._notifier.notify(MCP_MESSAGE, message)


McpRequestHandler = Callable[[McpRequestContext], Awaitable[Outcome]]
"""Serves one MCP request: return the outcome (`result_outcome(...)`), raise
`McpProtocolError` for an inner MCP error. Anything else raised is the transport's -33002."""


class McpServerRegistration:
    """One MCP server registered on a provider: its `serverId` and its declaration."""

    def __init__(self, provider: McpProvider, name: str, server_id: str) -> None:
        self.name = name
        self.server_id = server_id
        self._provider = provider

    @property
    def declaration(self) -> Any:
        """The `{"type": "acp", ...}` entry for `session/new`, `session/load`, `session/resume`
        (in the classes of the provider's protocol version)."""
        return self._provider.binding.types.McpServerAcp(name=self.name, server_id=self.server_id)

    async def dispose(self) -> None:
        """Unregister: later requests get -33001; active ones are cancelled (-32800), and this
        returns once their handlers have ended."""
        await self._provider._release(self.server_id)  # pyright: ignore[reportPrivateUsage]


class _Server:
    __slots__ = ("active", "handler", "max_active")

    def __init__(self, handler: McpRequestHandler, max_active: int) -> None:
        self.handler = handler
        self.max_active = max_active
        self.active: dict[str, _Active] = {}


class _Active:
    __slots__ = ("disposed", "done", "task")

    def __init__(self, task: asyncio.Task[Any] | None) -> None:
        self.task = task
        self.disposed = False
        self.done = asyncio.Event()


class McpProvider:
    """The MCP servers one ACP connection offers its agent (see the module's docstring)."""

    def __init__(self, notifier: Notifier | None = None, *, binding: Binding | None = None) -> None:
        self._notifier = notifier
        self._binding = binding
        self._servers: dict[str, _Server] = {}
        self._used: set[str] = set()

    def bind(self, notifier: Notifier) -> None:
        """Send request-scoped notifications through `notifier` (the connection)."""
        self._notifier = notifier

    def register(
        self,
        name: str,
        handler: McpRequestHandler,
        *,
        server_id: str | None = None,
        max_active_requests: int = DEFAULT_MAX_ACTIVE_REQUESTS,
    ) -> McpServerRegistration:
        """Register an MCP server; it serves at once, so publish its declaration afterwards.

        `server_id` defaults to a fresh random id; an id is registered at most once per
        provider, even after disposal. More than `max_active_requests` concurrent requests
        for this server are refused with -33000.
        """
        server_id = server_id if server_id is not None else new_id(name)
        if server_id in self._used:
            raise ValueError(f"MCP server id {server_id!r} was already registered here")
        if isinstance(max_active_requests, bool) or max_active_requests < 1:
            raise ValueError("max_active_requests must be a positive integer")
        self._used.add(server_id)
        self._servers[server_id] = _Server(handler, max_active_requests)
        return McpServerRegistration(self, name, server_id)

    @property
    def binding(self) -> Binding:
        """The protocol version served: the binding given, else the bound connection's, else
        version 1's (`acp_wire.mcp._wire.binding_of`)."""
        return binding_of(self._binding, self._notifier)

    @property
    def server_ids(self) -> list[str]:
        """The ids registered and not disposed."""
        return list(self._servers)

    def owns(self, params: Any) -> bool:
        """Whether an `mcp/message` request (its params) is for a server registered here: a
        proxy answers those and forwards the others toward the client."""
        return getattr(params, "server_id", None) in self._servers

    async def _release(self, server_id: str) -> None:
        server = self._servers.pop(server_id, None)
        if server is None:
            return
        for active in list(server.active.values()):
            active.disposed = True
            if active.task is not None and active.task is not asyncio.current_task():
                active.task.cancel()
        for active in list(server.active.values()):
            await active.done.wait()

    async def handle_request(self, params: Any) -> Outcome:
        """Answer one `mcp/message` request (its decoded params, either protocol version).

        Returns the inner outcome; raises `RequestError` with the transport's outer code.
        """
        server_id: str = params.server_id
        request_id: str = params.request_id
        server = self._servers.get(server_id)
        if server is None:
            raise RequestError(
                SERVER_UNAVAILABLE, "MCP server registration unavailable", {"serverId": server_id}
            )
        if request_id in server.active:
            raise RequestError(
                INVALID_PARAMS,
                "Invalid params: duplicate active MCP request ID",
                {"serverId": server_id, "requestId": request_id},
            )
        if len(server.active) >= server.max_active:
            raise RequestError(
                RESOURCE_LIMIT_EXCEEDED,
                "MCP-over-ACP active request limit exceeded",
                {"serverId": server_id},
            )
        inner = json_object(params.params)
        active = _Active(asyncio.current_task())
        server.active[request_id] = active
        context: McpRequestContext | None = None
        try:
            binding = self.binding
            refusal = _envelope_refusal(inner, binding)
            if refusal is not None:
                return refusal
            meta = json_object((inner or {}).get("_meta")) or {}  # checked above
            envelope_meta: Any = None if params.meta is UNSET else params.meta
            context = McpRequestContext(
                server_id,
                request_id,
                params.method,
                inner,
                meta,
                envelope_meta,
                self._notifier,
                binding,
            )
            return await _run(server.handler, context, binding)
        except asyncio.CancelledError:
            if not active.disposed:
                raise  # the connection's cancel: it answers -32800
            task = asyncio.current_task()
            uncancel = getattr(task, "uncancel", None)
            if uncancel is not None:
                uncancel()
            raise RequestError(
                REQUEST_CANCELLED, "Request cancelled", {"reason": "registration disposed"}
            ) from None
        finally:
            if context is not None:
                context._done = True  # pyright: ignore[reportPrivateUsage]
            server.active.pop(request_id, None)
            active.done.set()


def _envelope_refusal(params: dict[str, Any] | None, binding: Binding) -> Outcome | None:
    """The inner error for a request without the MCP 2026-07-28 envelope in `params._meta`."""
    meta = json_object(params.get("_meta")) if params is not None else None
    version: Any = meta.get(META_PROTOCOL_VERSION) if meta is not None else None
    if not isinstance(version, str):
        return error_carrier(
            binding,
            MCP_INVALID_PARAMS,
            f"Invalid params: missing {META_PROTOCOL_VERSION} in params._meta",
        )
    if version != MCP_PROTOCOL_VERSION:
        return error_carrier(
            binding,
            MCP_UNSUPPORTED_PROTOCOL_VERSION,
            "Unsupported protocol version",
            {"supported": [MCP_PROTOCOL_VERSION], "requested": version},
        )
    assert meta is not None
    if not isinstance(meta.get(META_CLIENT_CAPABILITIES), dict):
        return error_carrier(
            binding,
            MCP_INVALID_PARAMS,
            f"Invalid params: missing {META_CLIENT_CAPABILITIES} in params._meta",
        )
    return None


async def _run(handler: McpRequestHandler, context: McpRequestContext, binding: Binding) -> Outcome:
    try:
        outcome = await handler(context)
    except McpProtocolError as exc:
        return error_carrier(binding, exc.code, exc.message, exc.data)
    except asyncio.CancelledError:
        raise
    except RequestError as exc:
        if exc.code == REQUEST_CANCELLED:
            raise
        raise RequestError(
            BACKEND_FAILED, "MCP server handler failed", {"details": exc.message, "code": exc.code}
        ) from exc
    except Exception as exc:
        logger.warning("acp_wire.mcp: handler of %r failed: %r", context.method, exc)
        raise RequestError(
            BACKEND_FAILED, "MCP server handler failed", {"details": str(exc)}
        ) from exc
    if not is_outcome(outcome):
        raise RequestError(
            BACKEND_FAILED,
            "MCP server handler produced an invalid outcome: expected a result or an error "
            "carrier (result_outcome / error_outcome)",
        )
    return outcome


__all__ = [
    "McpProvider",
    "McpRequestContext",
    "McpRequestHandler",
    "McpServerRegistration",
    "Notifier",
]
