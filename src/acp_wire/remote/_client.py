"""Clients of ACP's remote transport: `connect_http` (Streamable HTTP, with httpx) and
`connect_ws` (WebSocket, with websockets), giving the same connection API as `spawn_agent`.

    async with connect_ws("ws://127.0.0.1:8000/acp", MyClient()) as conn:
        await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))

Each is an ordinary `ClientSideConnection` over a transport of this module; closing it ends
the remote connection (DELETE, or the WebSocket close). When the server goes away, input
ends: requests still waiting fail with `ConnectionError`.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable, Generator, Mapping
from typing import Any, Generic, TypeVar

import httpx
import msgspec
import websockets

from acp_wire._codec.codec import encode
from acp_wire._generated.methods import INITIALIZE
from acp_wire.connection._driver import Connection
from acp_wire.connection._transport import HIGH_WATER, Frame
from acp_wire.remote import _routing as routing
from acp_wire.remote import _sse as sse
from acp_wire.remote._inbox import Inbox
from acp_wire.remote._outbox import RoomSeam
from acp_wire.remote._routing import CONNECTION_HEADER, SESSION_HEADER
from acp_wire.remote._websocket_client import WebSocketClientTransport
from acp_wire.rpc_errors import INTERNAL_ERROR
from acp_wire.v1._generated.connections import ClientSideConnection

ATTACH_MARKERS_HEADER = "acp-wire-attach-markers"  # see `http.ATTACH_MARKERS_HEADER`
RELEASE_TIMEOUT = (
    10.0  # seconds an answer waits for its marker (the server's deferred answer waits 5)
)

logger = logging.getLogger("acp_wire.remote")

C = TypeVar("C", bound=Connection[Any, Any])

DEFAULT_MAX_MESSAGE = 64 << 20  # bytes of one incoming message (event or WebSocket message)


class _WriteQueue:
    """A client transport's messages waiting for its writer task (POSTs or WebSocket frames),
    with the room the connection's senders wait on. (Not `outbox.Outbox`, the server's queue
    per reader.)"""

    def __init__(self) -> None:
        self.items: deque[tuple[bytes, Any]] = deque()
        self.size = 0
        self.closed = False
        self.ready = asyncio.Event()
        self.room = asyncio.Event()
        self.room.set()

    def put(self, data: bytes, answers: Any) -> None:
        self.items.append((data, answers))
        self.size += len(data)
        self.ready.set()
        if self.size > HIGH_WATER:
            self.room.clear()

    def taken(self, size: int) -> None:
        self.size -= size
        if self.size <= HIGH_WATER:
            self.room.set()

    async def next(self) -> tuple[bytes, Any] | None:
        while not self.items:
            if self.closed:
                return None
            self.ready.clear()
            await self.ready.wait()
        return self.items.popleft()

    def has_room(self) -> bool:
        return not self.closed and self.size <= HIGH_WATER

    async def writable(self) -> None:
        while True:
            if self.closed:
                raise ConnectionError("the connection is closed")
            if self.size <= HIGH_WATER:
                return
            self.room.clear()
            await self.room.wait()

    def close(self) -> None:
        self.closed = True
        self.ready.set()
        self.room.set()


class _QueuedTransport(RoomSeam[_WriteQueue]):
    """A client transport with a writer task: `send` queues each message for it, and that
    queue is also its room (the peer keeps up while it is short)."""

    def __init__(self) -> None:
        self.queue = self.room = _WriteQueue()

    def send(self, message: Any, answers: Any = None) -> None:
        if not self.queue.closed:
            self.queue.put(message if message.__class__ is bytes else encode(message), answers)


class HttpClientTransport(_QueuedTransport):
    """The client's end of a Streamable HTTP connection: each message is POSTed in order; what
    the agent sends arrives on the connection-scoped SSE stream (opened once `initialize` is
    answered) and one stream per session (opened when the session appears: `session/new`
    answered, `session/load` or `session/resume` posted)."""

    def __init__(
        self,
        url: str,
        http: httpx.AsyncClient,
        *,
        max_message_size: int = DEFAULT_MAX_MESSAGE,
        owns_client: bool = True,
    ) -> None:
        super().__init__()
        self.url = url
        self.http = http
        self.owns_client = owns_client
        self.max_message_size = max_message_size
        self.connection_id: str | None = None
        self.inbox = Inbox()
        self.error: str | None = None  # why the connection ended, if the server ended it
        self._streams: dict[str, asyncio.Task[None]] = {}
        self._agent_request_session: dict[Any, str] = {}  # agent request id -> its session
        # Answers to session/load and session/resume held until their session's stream has
        # delivered the history replayed before them (servers that say they mark it).
        self.attach_markers = False
        self._attaching: set[Any] = set()  # such requests posted, not answered yet
        self._held: dict[Any, bytes] = {}  # their answers, read before their markers
        self._marked: set[Any] = set()  # their markers, read before their answers
        self._poster = asyncio.get_running_loop().create_task(self._post_all())

    # The seam.

    async def receive(self) -> list[Frame]:
        return await self.inbox.get()

    async def close(self, timeout: float) -> None:
        self.queue.close()
        await asyncio.wait((self._poster,), timeout=timeout)
        if not self._poster.done():
            self._poster.cancel()
        if self.connection_id is not None:
            try:
                await self.http.delete(
                    self.url, headers={CONNECTION_HEADER: self.connection_id}, timeout=timeout
                )
            except httpx.HTTPError as exc:
                logger.debug("acp_wire.remote: DELETE failed: %s", exc)
        for task in self._streams.values():
            task.cancel()
        if self._streams:
            await asyncio.wait(self._streams.values(), timeout=timeout)
        self.inbox.end()
        if self.owns_client:
            await self.http.aclose()

    # Posting.

    async def _post_all(self) -> None:
        queue = self.queue
        try:
            while True:
                item = await queue.next()
                if item is None:
                    return
                data, answers = item
                try:
                    await self._post(data, answers)
                finally:
                    queue.taken(len(data))
        except httpx.HTTPError as exc:
            opened = self.connection_id is not None
            what = "lost the connection to" if opened else "cannot connect to"
            self._lost(f"{what} {self.url}: {exc or exc.__class__.__name__}")
        except asyncio.CancelledError:
            pass

    async def _post(self, data: bytes, answers: Any) -> None:
        message = routing.sniff(data)
        headers = {"content-type": "application/json"}
        if self.connection_id is not None:
            headers[CONNECTION_HEADER] = self.connection_id
        if message.kind == "response":  # the session of the request it answers
            answered = answers if answers is not None else message.id
            session = self._agent_request_session.pop(routing.id_key(answered), None)
        else:
            session = message.session_id
        if session is not None:
            headers[SESSION_HEADER] = session
        attaching = message.method in routing.ATTACHING_METHODS and message.session_id is not None
        if attaching and self.attach_markers:
            self._attaching.add(routing.id_key(message.id))
        response = await self.http.post(self.url, content=data, headers=headers)
        if message.method == INITIALIZE and response.status_code != 200:
            # No connection was opened (a wrong URL, a refusal): fail `initialize` saying where
            # and what was answered, and end the input, as a WebSocket that cannot open does.
            why = f"HTTP {response.status_code}: {_reason(response)}"
            self.inbox.put(
                routing.error_body(message.id, INTERNAL_ERROR, f"{self.url} answered {why}")
            )
            self._lost(f"cannot connect to {self.url}: it answered initialize with {why}")
            return
        if message.method == INITIALIZE:
            self.attach_markers = response.headers.get(ATTACH_MARKERS_HEADER) == "1"
            connection_id = response.headers.get(CONNECTION_HEADER)
            if connection_id:
                self.connection_id = connection_id
                self._open_stream(None)
            self.inbox.put(response.content)
            return
        if response.status_code in (200, 202):
            if message.method in routing.ATTACHING_METHODS and message.session_id is not None:
                self._open_stream(message.session_id)
            return
        reason = _reason(response)
        logger.warning(
            "acp_wire.remote: POST %s answered %s: %s", message.method, response.status_code, reason
        )
        if message.kind == "invalid" and routing.sniff(response.content).kind == "response":
            # What the server could not read: its JSON-RPC error (a parse error, id null) is the
            # answer, as a WebSocket server sends it.
            self.inbox.put(response.content)
        if message.kind == "request":  # its answer will never come: fail it now
            self.inbox.put(
                routing.error_body(
                    message.id,
                    INTERNAL_ERROR,
                    f"HTTP {response.status_code} from the server: {reason}",
                )
            )
        if response.status_code == 404 and message.kind != "response" and "Connection" in reason:
            self._lost("the server no longer knows this connection")

    # Streams.

    def _open_stream(self, session_id: str | None) -> None:
        key = session_id or ""
        if key not in self._streams and not self.inbox.eof:
            self._streams[key] = asyncio.get_running_loop().create_task(
                self._read_stream(session_id)
            )

    async def _read_stream(self, session_id: str | None) -> None:
        assert self.connection_id is not None
        headers = {"accept": "text/event-stream", CONNECTION_HEADER: self.connection_id}
        if session_id is not None:
            headers[SESSION_HEADER] = session_id
        reader = sse.EventReader(self.max_message_size, keep_comments=session_id is not None)
        inbox = self.inbox
        try:
            async with self.http.stream(
                "GET",
                self.url,
                headers=headers,
                timeout=httpx.Timeout(self.http.timeout.connect, read=None),
            ) as response:
                if response.status_code != 200:
                    await response.aread()
                    raise _StreamRefused(f"HTTP {response.status_code}: {_reason(response)}")
                async for chunk in response.aiter_raw():
                    for data in reader.feed(chunk):
                        if isinstance(data, sse.Comment):
                            if data.startswith(b"attached "):
                                self._marker(data[len(b"attached ") :])
                            continue
                        if session_id is None:
                            if not routing.may_be_response(data):
                                inbox.put(data)  # (a notification or request: as it came)
                                continue
                            message = routing.sniff(data)
                            if message.kind == "response" and message.session_id is not None:
                                self._open_stream(message.session_id)  # before the answer
                            if message.kind == "response" and self._held_back(message, data):
                                continue
                        elif b'"method"' in data and routing.may_be_request(data):
                            message = routing.sniff(data)
                            if message.kind == "request":
                                self._agent_request_session[routing.id_key(message.id)] = session_id
                        inbox.put(data)
            if session_id is None:
                self._lost("the server ended the connection's stream")
        except asyncio.CancelledError:
            raise
        except (httpx.HTTPError, _StreamRefused, ValueError) as exc:
            if session_id is None:
                self._lost(f"the connection's stream failed: {exc}")
            else:
                logger.warning(
                    "acp_wire.remote: the stream of session %s failed: %s", session_id, exc
                )

    def _held_back(self, message: routing.Message, data: bytes) -> bool:
        """Hold the answer to a session/load or session/resume until its marker is read."""
        key = routing.id_key(message.id)
        if key not in self._attaching:
            return False
        if key in self._marked:
            self._marked.discard(key)
            self._attaching.discard(key)
            return False
        self._held[key] = data
        # A server whose relay timed out sends the answer unmarked: release it anyway.
        asyncio.get_running_loop().call_later(RELEASE_TIMEOUT, self._release, key)
        return True

    def _release(self, key: Any) -> None:
        held = self._held.pop(key, None)
        if held is not None:
            self._attaching.discard(key)
            self.inbox.put(held)

    def _marker(self, text: bytes) -> None:
        """The session stream has delivered the history before the answer `text` names."""
        try:
            key = routing.id_key(msgspec.json.decode(text))
        except msgspec.DecodeError:
            return
        held = self._held.pop(key, None)
        if held is not None:
            self._attaching.discard(key)
            self.inbox.put(held)
        elif key in self._attaching:
            self._marked.add(key)

    def _lost(self, reason: str) -> None:
        if self.error is None:
            self.error = reason
            logger.info("acp_wire.remote: %s", reason)
        self.inbox.end()
        self.queue.close()


class _StreamRefused(Exception):
    """The server refused to open a stream."""


def _reason(response: httpx.Response) -> str:
    try:
        body = response.json()
        return str(body["error"]["message"])
    except Exception:
        return response.reason_phrase or str(response.status_code)


class RemoteAgent(Generic[C]):
    """A connection to a remote agent, being opened: `async with` it (closed on the way out) or
    await it (then `await conn.close()` yourself)."""

    def __init__(self, opener: Callable[[], Any], client: Any, side: Callable[..., C]) -> None:
        self._opener = opener
        self.client = client
        self.side = side
        self.conn: C | None = None

    async def start(self) -> C:
        if self.conn is None:
            transport = await self._opener()
            conn = self.side(self.client, transport)
            conn.start()
            self.conn = conn
        return self.conn

    def __await__(self) -> Generator[Any, None, C]:
        return self.start().__await__()

    async def __aenter__(self) -> C:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        if self.conn is not None:
            await self.conn.close()


def connect_http(
    url: str,
    client: Any,
    *,
    headers: Mapping[str, str] | None = None,
    cookies: Mapping[str, str] | None = None,
    timeout: float = 30.0,
    http2: bool | None = None,
    verify: Any = True,
    max_message_size: int = DEFAULT_MAX_MESSAGE,
    side: Callable[..., C] = ClientSideConnection,  # type: ignore[assignment]
) -> RemoteAgent[C]:
    """Connect `client` to the agent at `url` over Streamable HTTP.

    `headers` go on every request (say, `{"authorization": "Bearer ..."}`); cookies the server
    sets are kept for this connection and sent back (load-balancer affinity). `timeout`: seconds
    for connecting and for each POST's answer (streams wait as long as the connection lives).
    `http2`: None (the default) speaks HTTP/2 over TLS where the server offers it by ALPN, and
    HTTP/1.1 over `http://` (a cleartext server cannot say it speaks HTTP/2, and most do not);
    True also speaks HTTP/2 over `http://` with prior knowledge (h2c); False only HTTP/1.1.
    `side`: the connection class (`acp_wire.v2.ClientSideConnection` for protocol version 2).
    """

    async def opener() -> HttpClientTransport:
        return open_http_transport(
            url,
            headers=headers,
            cookies=cookies,
            timeout=timeout,
            http2=http2,
            verify=verify,
            max_message_size=max_message_size,
        )

    return RemoteAgent(opener, client, side)


def open_http_transport(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    cookies: Mapping[str, str] | None = None,
    timeout: float = 30.0,
    http2: bool | None = None,
    verify: Any = True,
    max_message_size: int = DEFAULT_MAX_MESSAGE,
) -> HttpClientTransport:
    """The transport of `connect_http` (for relays that move bytes without a connection)."""
    if verify is True and url.startswith("http://"):
        # Every request goes to `url`, without TLS: httpx would otherwise load the system's
        # CA certificates into a TLS context never used (about 20 ms of each connection's
        # start, more than its first round trip).
        verify = False
    http = httpx.AsyncClient(
        headers=dict(headers or {}),
        cookies=dict(cookies or {}),
        timeout=httpx.Timeout(timeout),
        http2=http2 is not False,
        http1=not (http2 is True and url.startswith("http://")),
        verify=verify,
        limits=httpx.Limits(max_connections=None, max_keepalive_connections=20),
    )
    return HttpClientTransport(url, http, max_message_size=max_message_size)


def connect_ws(
    url: str,
    client: Any,
    *,
    headers: Mapping[str, str] | None = None,
    cookies: Mapping[str, str] | None = None,
    timeout: float = 30.0,
    ssl: Any = None,
    max_message_size: int = DEFAULT_MAX_MESSAGE,
    side: Callable[..., C] = ClientSideConnection,  # type: ignore[assignment]
) -> RemoteAgent[C]:
    """Connect `client` to the agent at `url` (ws:// or wss://) over WebSocket.

    `headers` and `cookies` go on the upgrade request; `timeout`: seconds to open the socket;
    `max_message_size`: the largest message received (a longer one closes the socket, 1009).
    """

    async def opener() -> WebSocketClientTransport:
        return await open_ws_transport(
            url,
            headers=headers,
            cookies=cookies,
            timeout=timeout,
            ssl=ssl,
            max_message_size=max_message_size,
        )

    return RemoteAgent(opener, client, side)


async def open_ws_transport(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    cookies: Mapping[str, str] | None = None,
    timeout: float = 30.0,
    ssl: Any = None,
    max_message_size: int = DEFAULT_MAX_MESSAGE,
) -> WebSocketClientTransport:
    """The transport of `connect_ws`, connected."""
    extra = dict(headers or {})
    if cookies:
        extra["cookie"] = "; ".join(f"{name}={value}" for name, value in cookies.items())
    socket = await websockets.connect(
        url,
        additional_headers=extra,
        open_timeout=timeout,
        max_size=max_message_size,
        compression=None,
        ssl=ssl,
        ping_interval=None,  # the transport pings (websocket_client.PING_INTERVAL)
    )
    return WebSocketClientTransport(socket, max_message_size)


__all__ = [
    "HttpClientTransport",
    "RemoteAgent",
    "WebSocketClientTransport",
    "connect_http",
    "connect_ws",
    "open_http_transport",
    "open_ws_transport",
]
