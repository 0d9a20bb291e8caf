"""The MCP Python SDK (`mcp` 2.x, the `acp-wire[mcp]` extra) on both ends of MCP-over-ACP.

Client side: `McpServerAdapter` serves an SDK server (the high-level
`mcp.server.mcpserver.MCPServer` or a low-level `mcp.server.Server`) as an `McpProvider`
handler; `offer(provider, server)` registers it in one call. Each `mcp/message` request runs
through the SDK's own stateless single-request path (`mcp.server.runner.serve_one` with a
`Connection.from_envelope`, as the SDK's 2026-07-28 HTTP entry does), so discovery,
validation, errors and request-scoped notifications behave as over the SDK's own transports.

Agent side: `AcpDispatcher` is an MCP SDK `Dispatcher` whose requests are `mcp/message`
requests through an `McpCaller`; `open_mcp_session(caller, server)` gives a discovered
`mcp.ClientSession` on it, so agent code written against an MCP client works unchanged, with
progress, logging and list-changed notifications delivered to the session's callbacks.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncGenerator, Mapping
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc
from mcp import ClientSession
from mcp.server import Server
from mcp.server.connection import Connection
from mcp.server.mcpserver import MCPServer
from mcp.server.runner import modern_error_data, serve_one
from mcp.shared.dispatcher import CallOptions, OnNotify, OnNotifyIntercept, OnRequest
from mcp.shared.exceptions import MCPError, NoBackChannelError
from mcp.shared.inbound import InboundLadderRejection, classify_inbound_request
from mcp.shared.transport_context import TransportContext
from mcp_types import REQUEST_TIMEOUT, ErrorData
from msgspec import UNSET

from acp_wire.rpc_errors import INTERNAL_ERROR, RequestError

from ._caller import McpCaller
from ._provider import McpProvider, McpRequestContext, McpServerRegistration
from ._wire import Outcome, error_outcome, json_object, result_outcome
from .constants import DEFAULT_MAX_ACTIVE_REQUESTS

_TRANSPORT_KIND = "mcp-over-acp"


def lowlevel(server: MCPServer | Server[Any]) -> Server[Any]:
    """The low-level `Server` behind `server` (an `MCPServer` keeps it privately; the SDK's
    own in-memory transport reads it the same way)."""
    if isinstance(server, MCPServer):
        return server._lowlevel_server  # pyright: ignore[reportPrivateUsage,reportUnknownMemberType,reportUnknownVariableType]
    return server


@dataclass
class _RequestDispatch:
    """The MCP SDK's per-request `DispatchContext` for one `mcp/message` request: no back
    channel (2026-07-28 servers send no requests), notifications to the ACP request."""

    context: McpRequestContext
    transport: TransportContext
    request_id: Any
    progress_token: Any = None
    message_metadata: Any = None
    cancel_requested: anyio.Event = field(default_factory=anyio.Event)
    can_send_request: bool = False

    async def send_raw_request(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> dict[str, Any]:
        raise NoBackChannelError(method)

    async def notify(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> None:
        await self.context.notify(method, params)

    async def progress(
        self, progress: float, total: float | None = None, message: str | None = None
    ) -> None:
        if self.progress_token is None:
            return
        params: dict[str, Any] = {"progressToken": self.progress_token, "progress": progress}
        if total is not None:
            params["total"] = total
        if message is not None:
            params["message"] = message
        await self.context.notify("notifications/progress", params)


class McpServerAdapter:
    """An MCP SDK server as an `McpProvider` handler (`provider.register(name, adapter)`).

    The server's lifespan is entered on the first request (or by `async with adapter`) and
    left by `aclose()`.
    """

    def __init__(self, server: MCPServer | Server[Any]) -> None:
        self.server = lowlevel(server)
        self.name: str = self.server.name
        self._stack: AsyncExitStack | None = None
        self._state: Any = None
        self._lock = anyio.Lock()

    async def _lifespan_state(self) -> Any:
        if self._stack is None:
            async with self._lock:
                if self._stack is None:
                    stack = AsyncExitStack()
                    self._state = await stack.enter_async_context(self.server.lifespan(self.server))
                    self._stack = stack
        return self._state

    async def aclose(self) -> None:
        stack, self._stack = self._stack, None
        if stack is not None:
            await stack.aclose()

    async def __aenter__(self) -> McpServerAdapter:
        await self._lifespan_state()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def __call__(self, context: McpRequestContext) -> Outcome:
        params = context.params
        route = classify_inbound_request({"method": context.method, "params": params})
        if isinstance(route, InboundLadderRejection):
            data = UNSET if route.data is None else route.data
            return error_outcome(route.code, route.message, data)
        state = await self._lifespan_state()
        connection = Connection.from_envelope(
            route.protocol_version, route.client_info, route.client_capabilities
        )
        meta = json_object((params or {}).get("_meta")) or {}
        token: Any = meta.get("progressToken")
        dispatch = _RequestDispatch(
            context=context,
            transport=TransportContext(kind=_TRANSPORT_KIND, can_send_request=False),
            request_id=context.request_id,
            progress_token=token,
        )
        try:
            result = await serve_one(
                self.server,
                dispatch,
                context.method,
                params,
                connection=connection,
                lifespan_state=state,
            )
        except Exception as exc:  # the SDK's own exception-to-wire ladder
            error = modern_error_data(exc)
            return error_outcome(
                error.code, error.message, UNSET if error.data is None else error.data
            )
        return result_outcome(result)


def offer(
    provider: McpProvider,
    server: MCPServer | Server[Any],
    *,
    name: str | None = None,
    server_id: str | None = None,
    max_active_requests: int = DEFAULT_MAX_ACTIVE_REQUESTS,
) -> McpServerRegistration:
    """Register an MCP SDK server on `provider` in one call; put `.declaration` in
    `session/new`. The name defaults to the server's."""
    adapter = McpServerAdapter(server)
    return provider.register(
        name if name is not None else adapter.name,
        adapter,
        server_id=server_id,
        max_active_requests=max_active_requests,
    )


# ---------------------------------------------------------------------------- agent side


@dataclass
class _NotificationDispatch:
    """The `DispatchContext` a session's `on_notify` gets for a server notification."""

    transport: TransportContext
    request_id: Any = None
    message_metadata: Any = None
    cancel_requested: anyio.Event = field(default_factory=anyio.Event)
    can_send_request: bool = False

    async def send_raw_request(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> dict[str, Any]:
        raise NoBackChannelError(method)

    async def notify(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> None:
        return None

    async def progress(
        self, progress: float, total: float | None = None, message: str | None = None
    ) -> None:
        return None


class AcpDispatcher:
    """An MCP SDK `Dispatcher` for one `acp`-type server: each request is an `mcp/message`
    request through `caller`; the notifications of a request go to `on_progress` (progress)
    or the session's `on_notify` (logging, list-changed, the rest)."""

    def __init__(self, caller: McpCaller, server_id: str) -> None:
        self.caller = caller
        self.server_id = server_id
        self._transport = TransportContext(kind=_TRANSPORT_KIND, can_send_request=False)
        self._on_notify: OnNotify | None = None
        self._intercept: OnNotifyIntercept | None = None
        self._closed = anyio.Event()

    async def run(
        self,
        on_request: OnRequest,
        on_notify: OnNotify,
        on_notify_intercept: OnNotifyIntercept | None = None,
        *,
        task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
    ) -> None:
        self._on_notify = on_notify
        self._intercept = on_notify_intercept
        task_status.started()
        await self._closed.wait()

    def close(self) -> None:
        self._closed.set()

    async def send_raw_request(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> dict[str, Any]:
        opts = opts or {}
        on_progress = opts.get("on_progress")

        async def deliver(notification: Any) -> None:
            inner: Mapping[str, Any] | None = (
                None if notification.params is UNSET else notification.params
            )
            if notification.method == "notifications/progress" and on_progress is not None:
                body = inner or {}
                await on_progress(body.get("progress", 0), body.get("total"), body.get("message"))
                return
            if self._intercept is not None and self._intercept(notification.method, inner):
                return
            if self._on_notify is not None:
                await self._on_notify(
                    _NotificationDispatch(self._transport), notification.method, inner
                )

        supplied = opts.get("request_id")
        try:
            with anyio.fail_after(opts.get("timeout")):
                outcome = await self.caller.request(
                    self.server_id,
                    method,
                    params,
                    request_id=None if supplied is None else str(supplied),
                    on_notification=deliver,
                )
        except TimeoutError:
            raise MCPError(
                code=REQUEST_TIMEOUT, message=f"Timed out waiting for {method!r}"
            ) from None
        except RequestError as exc:  # an outer transport error: the session sees its code
            raise MCPError(code=exc.code, message=exc.message, data=exc.data) from exc
        error = getattr(outcome, "error", None)
        if error is not None:
            data = None if error.data is UNSET else error.data
            raise MCPError.from_error_data(
                ErrorData(code=error.code, message=error.message, data=data)
            )
        result: Any = getattr(outcome, "result", None)
        if not isinstance(result, dict):
            raise MCPError(code=INTERNAL_ERROR, message="MCP result is not an object")
        return result  # pyright: ignore[reportUnknownVariableType]

    async def notify(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> None:
        """MCP 2026-07-28 defines no client-to-server notifications, and the transport carries
        notifications only from the server's side: dropped."""
        return None


@contextlib.asynccontextmanager
async def open_mcp_session(
    caller: McpCaller, server: Any, **session_options: Any
) -> AsyncGenerator[ClientSession, None]:
    """An MCP client session (the MCP SDK's `ClientSession`) on the `acp`-type `server` (a
    declaration or its `serverId`), with `server/discover` done; `session_options` are
    `ClientSession`'s (logging_callback, message_handler, client_info, read_timeout_seconds,
    ...)."""
    server_id = server if isinstance(server, str) else server.server_id
    dispatcher = AcpDispatcher(caller, server_id)
    session = ClientSession(dispatcher=dispatcher, **session_options)
    try:
        async with session:
            await session.discover()
            yield session
    finally:
        dispatcher.close()


__all__ = ["AcpDispatcher", "McpServerAdapter", "lowlevel", "offer", "open_mcp_session"]
