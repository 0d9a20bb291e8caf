"""What the app and its server transports (`http`, `websocket`) share: the server's limits,
one live connection, and `ServingApp`, the part of `app.AcpApp` the transports use. Kept below
all three, so that the transports name the app's shape without importing the app that imports
them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Protocol

from acp_wire.connection._transport import HIGH_WATER

DEFAULT_MAX_BODY = 16 << 20  # bytes of one POST body (one message); 413 above
DEFAULT_MAX_DRAIN = 64 << 20  # bytes of a longer body read and dropped before its 413
DEFAULT_QUEUE_LIMIT = 8 * HIGH_WATER  # bytes queued for one reader before the connection closes
DEFAULT_MAX_CONNECTIONS = 1000  # live ACP connections served in-process; 503 above


class Limits:
    """The server's limits, each documented in docs/remote.md.

    `max_connections`: live ACP connections (503 above); `max_body`: bytes of one POST (413)
    and of one WebSocket message (a JSON-RPC error answers a longer request); `max_drain`:
    bytes of a POST over `max_body` read (and dropped) before its 413, so that a client still
    uploading reads the status (above it, the 413 comes mid-upload); `queue_limit`:
    bytes queued for one reader; `stall_timeout`: seconds a sender may wait for a reader before
    the connection is closed; `idle_timeout`: seconds without traffic and without a reader
    before an HTTP connection is closed (None: never); `keepalive`: seconds between SSE
    comments on an idle stream; `initialize_timeout`: seconds the agent has to answer
    `initialize` on a POST (504 after); `max_sessions`: session streams per connection;
    `max_header_bytes`: bytes of a request's headers (431 above), whatever the server allows."""

    def __init__(
        self,
        *,
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
        max_body: int = DEFAULT_MAX_BODY,
        max_drain: int = DEFAULT_MAX_DRAIN,
        queue_limit: int = DEFAULT_QUEUE_LIMIT,
        stall_timeout: float = 30.0,
        idle_timeout: float | None = 600.0,
        keepalive: float = 15.0,
        initialize_timeout: float = 60.0,
        max_sessions: int = 256,
        max_header_bytes: int = 16 << 10,
    ) -> None:
        self.max_connections = max_connections
        self.max_body = max_body
        self.max_drain = max_drain
        self.queue_limit = queue_limit
        self.stall_timeout = stall_timeout
        self.idle_timeout = idle_timeout
        self.keepalive = keepalive
        self.initialize_timeout = initialize_timeout
        self.max_sessions = max_sessions
        self.max_header_bytes = max_header_bytes


class Live:
    """One live ACP connection: the driver, its transport, its serving task."""

    def __init__(self, connection_id: str, conn: Any, transport: Any) -> None:
        self.id = connection_id
        self.conn = conn
        self.transport = transport
        self.task: asyncio.Task[None] | None = None


class ServingApp(Protocol):
    """The app as its server transports see it (`app.AcpApp` is one)."""

    limits: Limits
    factories: dict[int, Callable[[], Any]]
    connections: dict[str, Live]
    early_session_streams: bool

    def start_connection(
        self, transport: Any, version: int, connection_id: str | None = None
    ) -> Live: ...

    async def end_connection(self, live: Live) -> None: ...


__all__ = ["Limits", "Live", "ServingApp"]
