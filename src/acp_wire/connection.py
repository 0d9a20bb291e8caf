"""An asyncio JSON-RPC connection: newline-delimited JSON over any StreamReader/StreamWriter pair.

    conn = AgentSideConnection(MyAgent(), reader, writer)   # or ClientSideConnection(client, ...)
    await conn.serve()                                       # until the peer closes its end
    await conn.client.fs_read_text_file(ReadTextFileRequest(...))  # typed calls to the peer

Incoming requests run as tasks (a slow handler never blocks reading); incoming notifications
run in one ordered worker, so `session/update` chunks reach the handler in wire order, and the
response to one of our requests is handed over only after every notification read before it.
Protocol rules that belong to no handler live here: `$/cancel_request`, the prompt-turn
cancellation of `session/cancel`, and the client-capability gate of agent session updates.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

import msgspec
from msgspec import UNSET

from . import capabilities
from ._codec import encode
from ._dispatch import Routes, call, error_response, exception_response, result_response
from ._errors import DecodeError
from ._generated.dispatch import AGENT_ROUTES, CLIENT_ROUTES
from ._generated.methods import (
    CANCEL_REQUEST,
    INITIALIZE,
    METHODS,
    SESSION_CANCEL,
    SESSION_PROMPT,
    SESSION_REQUEST_PERMISSION,
    SESSION_UPDATE,
)
from ._generated.peers import AgentPeer, ClientPeer
from ._generated.protocols import Agent, Client
from ._generated.types import (
    CancelledRequestPermissionOutcome,
    CancelNotification,
    CancelRequestNotification,
    ClientCapabilities,
    InitializeRequest,
    PromptResponse,
    RequestPermissionResponse,
    SessionNotification,
)
from .jsonrpc import Notification, Request, Response, decode_message
from .rpc_errors import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    PARSE_ERROR,
    CapabilityError,
    RequestError,
)

H = TypeVar("H")
logger = logging.getLogger("acp_wire")

READ_CHUNK = 1 << 16

# Why an in-flight request was cancelled, which decides its answer.
CancelReason = Literal["request", "turn", "permission"]


@dataclass
class _Pending:
    """One of our requests, waiting for its response."""

    future: asyncio.Future[Any]
    method: str
    caller: asyncio.Task[Any] | None


@dataclass
class _InFlight:
    """A request of the peer's whose handler is running."""

    message: Request[Any]
    task: asyncio.Task[None] | None = None
    cancelled_by: CancelReason | None = None
    # A task cancelled before its first step never enters its coroutine, so it could not
    # answer; until it starts, a cancel only sets `cancelled_by`, which the start checks.
    started: bool = False


class _Inbox:
    """Ordered work: notifications for the handler and hand-overs of responses."""

    def __init__(self) -> None:
        self.queue: asyncio.Queue[Callable[[], Awaitable[None]]] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None


class Connection(Generic[H]):
    """One end of a JSON-RPC connection; `AgentSideConnection` / `ClientSideConnection` add the
    side-specific protocol rules.

    `max_message_size` (bytes, None for no limit) answers a longer incoming message with a
    -32600 error (id null) and skips it; without it any line length is read.
    """

    def __init__(
        self,
        routes: Routes[H],
        handler: H,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
    ) -> None:
        self.handler = handler
        self._routes = routes
        self._reader = reader
        self._writer = writer
        self._max = max_message_size
        self._next_id = 0
        self._pending: dict[Any, _Pending] = {}
        self._in_flight: dict[Any, _InFlight] = {}
        self._inbox = _Inbox()
        self._write_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._serve_task: asyncio.Task[None] | None = None
        self._closed = False

    # ------------------------------------------------------------------------------ sending

    async def request(self, method: str, params: Any) -> Any:
        """Send a request; return its result, typed by `method` (plain JSON for unknown methods).

        Raises `RequestError` for an error response and `ConnectionError` when the connection
        ends first. Cancelling the awaiting task sends `$/cancel_request` to the peer.
        """
        request_id = self._next_id
        self._next_id += 1
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = _Pending(future, method, asyncio.current_task())
        try:
            await self._write(encode(Request.of(request_id, method, params)))
            return await future
        except asyncio.CancelledError:
            # Cancelling the awaiting task cancels `future` too; a result would have set it.
            if future.cancelled() and not self._closed:
                # write() appends synchronously, so this goes out even from a cancelled task.
                cancel = CancelRequestNotification(request_id=request_id)
                self._send_now(encode(Notification.of(CANCEL_REQUEST, cancel)))
            raise
        finally:
            self._pending.pop(request_id, None)

    async def notify(self, method: str, params: Any) -> None:
        """Send a notification."""
        await self._write(encode(Notification.of(method, params)))

    async def cancel_request(self, request_id: int | str) -> None:
        """Ask the peer to cancel one of our requests (`$/cancel_request`)."""
        await self.notify(CANCEL_REQUEST, CancelRequestNotification(request_id=request_id))

    def _send_now(self, line: bytes) -> None:
        # One write() call per message, so lines never interleave whatever the tasks do.
        self._writer.write(line + b"\n")

    async def _write(self, line: bytes) -> None:
        if self._closed:
            raise ConnectionError("the connection is closed")
        self._send_now(line)
        async with self._write_lock:  # one drainer at a time: back-pressure, in order
            await self._writer.drain()

    # ------------------------------------------------------------------------------ serving

    async def serve(self) -> None:
        """Read and answer messages until the peer closes its end.

        At the end, notifications and responses already read are still delivered; requests
        still waiting for a response fail with `ConnectionError`, and handlers still running
        are cancelled (on a stdio pipe, end of input means the peer is gone).
        """
        self._inbox.task = asyncio.create_task(self._run_inbox())
        try:
            async for line in self._lines():
                await self._on_line(line)
        except (ConnectionError, OSError) as exc:
            logger.debug("acp_wire: connection lost: %s", exc)
        finally:
            # No response can come any more: fail the waiting requests first, so that a
            # notification handler awaiting one cannot hold up the drain below.
            self._fail_all_pending()
            if not self._closed:
                delivered = asyncio.Event()

                async def mark() -> None:
                    delivered.set()

                self._inbox.queue.put_nowait(mark)
                await delivered.wait()
            await self._shutdown()

    def start(self) -> asyncio.Task[None]:
        """Serve in a background task (kept by the connection)."""
        if self._serve_task is None:
            self._serve_task = asyncio.create_task(self.serve())
        return self._serve_task

    async def close(self) -> None:
        """Stop serving, fail pending requests, cancel running handlers and close the writer."""
        if self._serve_task is not None and not self._serve_task.done():
            self._serve_task.cancel()
            await asyncio.gather(self._serve_task, return_exceptions=True)
        await self._shutdown()
        if not self._writer.is_closing():
            self._writer.close()
        try:
            await self._writer.wait_closed()
        except (ConnectionError, OSError):
            pass

    async def __aenter__(self) -> Connection[H]:
        self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _shutdown(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._fail_all_pending()
        tasks = [t for t in (*self._tasks, self._inbox.task) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _fail_all_pending(self) -> None:
        for pending in self._pending.values():
            if not pending.future.done():
                pending.future.set_exception(ConnectionError("the connection closed"))
        self._pending.clear()

    async def _lines(self) -> AsyncIterator[bytes]:
        """Lines of the input, read in chunks: no ceiling unless `max_message_size` is set."""
        buffer = bytearray()
        scanned = 0  # bytes of `buffer` known to hold no newline
        skipping = False  # inside an over-long message: drop until its newline
        while True:
            chunk = await self._reader.read(READ_CHUNK)
            if not chunk:
                if buffer.strip() and not skipping:
                    yield bytes(buffer)
                return
            buffer += chunk
            while True:
                newline = buffer.find(b"\n", scanned)
                if newline < 0:
                    scanned = len(buffer)
                    if self._max is not None and len(buffer) > self._max:
                        if not skipping:
                            await self._too_long()
                        skipping = True
                        buffer.clear()
                        scanned = 0
                    break
                line = bytes(buffer[:newline])
                del buffer[: newline + 1]  # CPython trims a bytearray's front in O(1)
                scanned = 0
                if skipping:
                    skipping = False
                elif self._max is not None and len(line) > self._max:
                    await self._too_long()
                elif line.strip():
                    yield line

    async def _too_long(self) -> None:
        await self._write(
            error_response(
                None,
                INVALID_REQUEST,
                "Invalid Request",
                {"reason": f"message exceeds max_message_size ({self._max} bytes)"},
            )
        )

    async def _on_line(self, line: bytes) -> None:
        try:
            message = decode_message(line)
        except DecodeError as exc:
            await self._on_bad_line(line, exc)
            return
        if isinstance(message, Response):
            self._on_response(message, line)
        elif isinstance(message, Request):
            self._on_request(message)
        else:
            self._on_notification(message)

    async def _on_bad_line(self, line: bytes, exc: DecodeError) -> None:
        try:
            raw = msgspec.json.decode(line)
        except (msgspec.DecodeError, RecursionError):  # RecursionError: nested too deep
            await self._write(
                error_response(None, PARSE_ERROR, "Parse error", {"reason": exc.reason})
            )
            return
        detail = {"reason": exc.reason, "path": exc.path}
        if isinstance(raw, dict) and "method" in raw and "id" not in raw:
            # A notification is never answered, not even with an error.
            logger.warning("acp_wire: dropped invalid notification: %s", exc)
            return
        if isinstance(raw, dict) and "method" not in raw and ("result" in raw or "error" in raw):
            self._fail_pending(exc)
            return
        known = exc.method is not None and METHODS.get(exc.method) is not None
        if known and (exc.path.startswith("$.params") or "`params`" in exc.reason):
            await self._write(error_response(exc.id, INVALID_PARAMS, "Invalid params", detail))
        else:
            await self._write(error_response(exc.id, INVALID_REQUEST, "Invalid Request", detail))

    def _fail_pending(self, exc: DecodeError) -> None:
        pending = self._pending.pop(exc.id, None) if exc.id is not None else None
        if pending is not None and not pending.future.done():
            pending.future.set_exception(exc)
        else:
            logger.warning("acp_wire: dropped invalid response: %s", exc)

    # ------------------------------------------------------------------------------ responses

    def _on_response(self, response: Response[Any], line: bytes) -> None:
        # Off the table now: its response is here, even if the hand-over waits in the inbox.
        pending = self._pending.pop(response.id, None)
        if pending is None:
            logger.warning("acp_wire: response to unknown request id %r dropped", response.id)
            return
        spec = METHODS.get(pending.method)
        if response.result is not UNSET and spec is not None and spec.response is not None:
            try:  # typed by the method of the request it answers
                typed = decode_message(line, method=pending.method)
            except DecodeError as exc:
                if not pending.future.done():
                    pending.future.set_exception(exc)
                return
            assert isinstance(typed, Response)  # decode_message(method=...) only gives these
            response = typed

        async def hand_over() -> None:
            if pending.future.done():
                return  # the caller gave up
            if response.error is not UNSET:
                error = response.error
                pending.future.set_exception(
                    RequestError(
                        int(error.code), error.message, None if error.data is UNSET else error.data
                    )
                )
            else:
                pending.future.set_result(response.result)

        if pending.caller is not None and pending.caller is self._inbox.task:
            # A notification handler awaiting a request: handing over in order would deadlock.
            asyncio.get_running_loop().create_task(hand_over())
        else:
            self._inbox.queue.put_nowait(hand_over)

    # ------------------------------------------------------------------------------ requests

    def _on_request(self, message: Request[Any]) -> None:
        self._before_request(message)
        entry = _InFlight(message)
        self._in_flight[message.id] = entry
        entry.task = self._spawn(self._run_request(entry))

    def _before_request(self, message: Request[Any]) -> None:
        """Hook for the side-specific rules, run in read order before the handler starts."""

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task: asyncio.Task[Any] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _run_request(self, entry: _InFlight) -> None:
        message = entry.message
        entry.started = True
        try:
            if entry.cancelled_by is not None:  # cancelled in the same read as it arrived
                raise asyncio.CancelledError
            result = await call(self._routes, self.handler, message)
            line = (
                result_response(message.id, result)
                if entry.cancelled_by is None
                else self._cancelled_answer(entry, result)
            )
        except asyncio.CancelledError:
            if entry.cancelled_by is None:
                raise  # the connection is shutting down
            line = self._cancelled_answer(entry, None)
        except Exception as exc:
            if entry.cancelled_by is not None:
                # Cancelled work often ends in an exception; the spec wants the cancel answer.
                line = self._cancelled_answer(entry, None)
            else:
                if not isinstance(exc, RequestError):
                    logger.exception("acp_wire: handler of %r raised", message.method)
                line = exception_response(message.id, exc)
        finally:
            if self._in_flight.get(message.id) is entry:
                del self._in_flight[message.id]
        if self._closed:
            return
        try:
            await self._write(line)
        except (ConnectionError, OSError) as exc:  # the peer went away meanwhile
            logger.debug("acp_wire: answer to %r not sent: %s", message.method, exc)

    def _cancelled_answer(self, entry: _InFlight, result: Any) -> bytes:
        request_id = entry.message.id
        if entry.cancelled_by == "turn":
            if isinstance(result, PromptResponse):
                result = msgspec.structs.replace(result, stop_reason="cancelled")
            else:
                result = PromptResponse(stop_reason="cancelled")
            return result_response(request_id, result)
        if entry.cancelled_by == "permission":
            return result_response(
                request_id, RequestPermissionResponse(outcome=CancelledRequestPermissionOutcome())
            )
        err = RequestError.cancelled()
        return error_response(request_id, err.code, err.message)

    def _cancel_in_flight(self, reason: CancelReason, match: Callable[[Request[Any]], bool]) -> int:
        count = 0
        for entry in list(self._in_flight.values()):
            if entry.cancelled_by is None and match(entry.message) and entry.task is not None:
                entry.cancelled_by = reason
                if entry.started:
                    entry.task.cancel()
                count += 1
        return count

    # ------------------------------------------------------------------------------ notifications

    def _on_notification(self, message: Notification[Any]) -> None:
        if message.method == CANCEL_REQUEST:
            target = message.params.request_id
            self._cancel_in_flight("request", lambda request: request.id == target)
            return
        self._before_notification(message)

        async def deliver() -> None:
            try:
                await call(self._routes, self.handler, message)
            except Exception:
                logger.exception("acp_wire: handler of notification %r raised", message.method)

        self._inbox.queue.put_nowait(deliver)

    def _before_notification(self, message: Notification[Any]) -> None:
        """Hook for the side-specific rules, run in read order before the handler is queued."""

    async def _run_inbox(self) -> None:
        while True:
            work = await self._inbox.queue.get()
            await work()


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
        await self._write(
            encode(Notification.of(SESSION_UPDATE, self._gate(notification, fallback_to_message)))
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


def _tag_of(update: object) -> str | None:
    config = getattr(type(update), "__struct_config__", None)
    tag = getattr(config, "tag", None)
    if isinstance(tag, str):
        return tag
    # An unknown variant keeps its raw tag.
    raw = getattr(update, "tag", None)
    return raw if isinstance(raw, str) else None


# ---------------------------------------------------------------------------------- stdio


async def stdio_streams() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """This process's stdin and stdout as asyncio streams (for an agent run by its client)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
    transport, protocol = await loop.connect_write_pipe(
        asyncio.streams.FlowControlMixin, sys.stdout.buffer
    )
    writer = asyncio.StreamWriter(transport, protocol, None, loop)
    return reader, writer


async def connect_stdio(
    agent: Agent, *, max_message_size: int | None = None
) -> AgentSideConnection:
    """An agent connection over this process's stdin/stdout; `await conn.serve()` to run it."""
    reader, writer = await stdio_streams()
    return AgentSideConnection(agent, reader, writer, max_message_size=max_message_size)


async def spawn_agent(
    command: Sequence[str], client: Client, *, max_message_size: int | None = None
) -> tuple[ClientSideConnection, asyncio.subprocess.Process]:
    """Start an agent subprocess and a started client connection over its stdin/stdout.

    Close with `await conn.close()` (closes the agent's stdin), then `await process.wait()`.
    """
    process = await asyncio.create_subprocess_exec(
        *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
    )
    assert process.stdout is not None and process.stdin is not None
    conn = ClientSideConnection(
        client, process.stdout, process.stdin, max_message_size=max_message_size
    )
    conn.start()
    return conn, process


__all__ = [
    "Agent",
    "AgentPeer",
    "AgentSideConnection",
    "CapabilityError",
    "Client",
    "ClientPeer",
    "ClientSideConnection",
    "Connection",
    "RequestError",
    "connect_stdio",
    "spawn_agent",
    "stdio_streams",
]
