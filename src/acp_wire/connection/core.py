"""The connection core: one end of a JSON-RPC connection over an asyncio StreamReader/StreamWriter
pair, with no side-specific protocol rules (those are in `agent.py` and `client.py`).

Incoming requests run as tasks (a slow handler never blocks reading); incoming notifications
run in one ordered worker, so `session/update` chunks reach the handler in wire order, and the
response to one of our requests is handed over only after every notification read before it.
`$/cancel_request` is handled here, for both sides.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

import msgspec
from msgspec import UNSET

from .._dispatch import Routes, answer, call, error_response, exception_response, start
from .._errors import DecodeError
from ..jsonrpc import Notification, Request, Response
from ..rpc_errors import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    PARSE_ERROR,
    PeerRequestError,
    RequestError,
)
from .framing import (
    HIGH_WATER,
    NOT_JSON,
    READ_CHUNK,
    FrameWriter,
    LineSplitter,
    id_of,
    lenient_json,
    member,
    method_of,
    sniff_envelope,
)
from .protocol import PROTOCOL_V1, ConnectionProtocol

H = TypeVar("H")
logger = logging.getLogger("acp_wire")

# How long `close()` lets buffered output flush, and `AgentProcess.shutdown` lets an agent
# exit at each step, before giving up on the peer (seconds).
CLOSE_TIMEOUT = 5.0

# Why an in-flight request was cancelled, which decides its answer.
CancelReason = Literal["request", "turn", "permission"]

# The connection whose notification handler (or a task it started) is running: a request
# sent from there has its response handed over at once, since the inbox waits for that handler.
_in_notification_of: ContextVar[Connection[Any] | None] = ContextVar(
    "acp_wire_in_notification_of", default=None
)


@dataclass
class _Pending:
    """One of our requests, waiting for its response."""

    future: asyncio.Future[Any]
    method: str
    # Sent from a notification handler: handing its response over in order would deadlock.
    from_inbox: bool


@dataclass
class _InFlight:
    """A request of the peer's whose handler is running."""

    message: Request[Any]
    task: asyncio.Task[None] | None = None
    cancelled_by: CancelReason | None = None
    # A task cancelled before its first step never enters its coroutine, so it could not
    # answer; until it starts, a cancel only sets `cancelled_by`, which the start checks.
    started: bool = False


class _HandOver:
    """Inbox work: a response to hand to the request awaiting it, in read order."""

    __slots__ = ("pending", "response")

    def __init__(self, pending: _Pending, response: Response[Any]) -> None:
        self.pending = pending
        self.response = response

    def run(self) -> None:
        future = self.pending.future
        if future.done():
            return  # the caller gave up
        response = self.response
        if response.error is not UNSET:
            error = response.error
            data = None if error.data is UNSET else error.data
            method = self.pending.method
            future.set_exception(PeerRequestError(method, int(error.code), error.message, data))
        else:
            future.set_result(response.result)


# Inbox items: a notification to deliver or a response to hand over, with the bytes of its
# line; None ends the worker.
_Work = tuple["Notification[Any] | _HandOver", int] | None


class Connection(Generic[H]):
    """One end of a JSON-RPC connection; `AgentSideConnection` / `ClientSideConnection` add the
    side-specific protocol rules.

    `max_message_size` (bytes, None for no limit) refuses a longer incoming message: a request
    is answered -32600, a response fails the request it answers, a notification is dropped;
    without it any line length is read.

    `protocol` is the protocol version served (`PROTOCOL_V1` unless given): its tables are
    bound here, once.
    """

    def __init__(
        self,
        routes: Routes[H],
        handler: H,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_size: int | None = None,
        protocol: ConnectionProtocol = PROTOCOL_V1,
    ) -> None:
        self.handler = handler
        self.protocol = protocol
        self._routes = routes
        rpc = protocol.jsonrpc
        self._decode_message = rpc.decode_message
        self._request_of = rpc.request_of
        self._notification_of = rpc.notification_of
        self._methods = rpc.tables.methods
        self._cancel_method = protocol.cancel_request_method
        self._cancel_request = protocol.cancel_request
        self._null_id_allowed = protocol.null_id_allowed
        self._reader = reader
        self._writer = writer
        self._max = max_message_size
        self._next_id = 0
        self._pending: dict[Any, _Pending] = {}
        self._in_flight: dict[Any, _InFlight] = {}
        # A plain deque: the worker sleeps on `_inbox_waiter` only when it is empty.
        self._inbox: deque[_Work] = deque()
        self._inbox_waiter: asyncio.Future[None] | None = None
        self._inbox_task: asyncio.Task[None] | None = None
        self._inbox_bytes = 0
        self._inbox_room = asyncio.Event()
        self._inbox_room.set()
        # Requests sent from notification handlers and not answered yet: while there are any,
        # reading goes on whatever the inbox holds, or their responses could never be read.
        self._awaited_by_inbox = 0
        # Held only by senders that wait for room; the others append at once (see `_send`).
        self._write_lock = asyncio.Lock()
        self._out = FrameWriter(writer)
        self._transport: Any = self._out.transport
        self._tasks: set[asyncio.Task[Any]] = set()
        self._serve_task: asyncio.Task[None] | None = None
        self._input_ended = False  # the peer closed its end: no message can come any more
        self._ended = asyncio.Event()  # input ended or the connection closed
        self._lost = False  # writing failed: the peer is gone
        self._closed = False
        # At the end of input, let running request handlers finish and answer instead of
        # cancelling them: the input was a capture replayed from a file, not a peer that left.
        self.finish_at_end_of_input = False

    # ------------------------------------------------------------------------------ sending

    async def request(self, method: str, params: Any) -> Any:
        """Send a request; return its result, typed by `method` (plain JSON for unknown methods).

        Raises `RequestError` for an error response and `ConnectionError` when the connection
        ends first. Cancelling the awaiting task sends `$/cancel_request` to the peer.
        """
        if self._closed or self._input_ended:
            raise ConnectionError("the connection is closed: no response can come")
        request_id = self._next_id
        self._next_id += 1
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        from_inbox = _in_notification_of.get() is self
        self._pending[request_id] = _Pending(future, method, from_inbox)
        if from_inbox:
            self._awaited_by_inbox += 1
            self._inbox_room.set()
        sent = False
        try:
            await self._send(self._request_of(request_id, method, params))
            sent = True
            return await future
        except asyncio.CancelledError:
            # Cancelling the awaiting task cancels `future` too; a result would have set it.
            if sent and (future.cancelled() or not future.done()) and not self._ended.is_set():
                # Appended synchronously, so this goes out even from a cancelled task.
                cancel = self._cancel_request(request_id=request_id)
                self._send_now(self._notification_of(self._cancel_method, cancel))
            raise
        finally:
            self._pending.pop(request_id, None)
            if from_inbox:
                self._awaited_by_inbox -= 1

    async def notify(self, method: str, params: Any) -> None:
        """Send a notification."""
        await self._send(self._notification_of(method, params))

    async def cancel_request(self, request_id: int | str) -> None:
        """Ask the peer to cancel one of our requests (`$/cancel_request`)."""
        await self.notify(self._cancel_method, self._cancel_request(request_id=request_id))

    def _send_now(self, message: Any) -> None:
        """Append `message` without waiting for room: only for answers bounded by what was
        read (reading pauses while the writer's buffer is over `HIGH_WATER`)."""
        if not self._lost:
            if isinstance(message, bytes):
                self._out.put_line(message)
            else:
                self._out.put(message)

    async def _send(self, message: Any) -> None:
        """Encode and append one message once the writer's buffer has room (in call order).

        The common case never suspends: nobody waits for room and the transport holds at most
        `HIGH_WATER`, so the message is appended at once and written with the others of this
        event-loop iteration.
        """
        if self._sent_at_once(message):
            return
        async with self._write_lock:
            await self._writable()
            self._out.put(message)

    def _sent_at_once(self, message: Any) -> bool:
        """Append `message` if that needs no wait (see `_send`); False if the sender must wait.
        Synchronous, so that the hot senders need no coroutine of their own for it."""
        if self._closed:
            raise ConnectionError("the connection is closed")
        out = self._out
        if not self._write_lock.locked() and not out.backlogged and out.has_room():
            out.put(message)
            return True
        return False

    async def _send_line(self, line: bytes) -> None:
        if self._closed:
            raise ConnectionError("the connection is closed")
        async with self._write_lock:
            await self._writable()
            self._out.put_line(line)

    async def _writable(self) -> None:
        """Wait (holding the write lock) until the writer's buffer is at most `HIGH_WATER`.

        The wait ends with `ConnectionError` when the peer is gone or the connection ends: a
        peer that stopped reading never holds a writer for good.
        """
        if self._lost:
            raise ConnectionError("the peer closed the connection")
        if self._out.backlogged:
            self._out.backlogged = False
            await asyncio.sleep(0)  # one loop iteration: the transport writes what the pipe takes
        if self._out.has_room():
            return
        transport = self._transport
        try:
            self._out.flush()  # what is gathered goes to the transport, and is drained with it
            if transport is None:  # a stream without a transport: its own drain decides
                await self._writer.drain()
                return
            if transport.is_closing():
                await self._writer.drain()  # raises what ended the transport, if anything
                raise ConnectionError("the writer is closed")
            if self._ended.is_set():
                raise ConnectionError("the connection ended while the peer was not reading")
            drained = asyncio.ensure_future(self._writer.drain())
            ended = asyncio.ensure_future(self._ended.wait())
            try:
                await asyncio.wait((drained, ended), return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiter in (drained, ended):
                    if not waiter.done():
                        waiter.cancel()
            if not drained.done() or drained.cancelled():
                raise ConnectionError("the connection ended while the peer was not reading")
            drained.result()
        except OSError as exc:  # EPIPE, ECONNRESET: the peer went away
            self._lost = True
            self._out.closed = True
            raise ConnectionError(f"the peer closed the connection: {exc}") from exc

    # ------------------------------------------------------------------------------ serving

    async def serve(self) -> None:
        """Read and answer messages until the peer closes its end.

        At the end, notifications and responses already read are still delivered; requests
        still waiting for a response fail with `ConnectionError`, and handlers still running
        are cancelled (on a stdio pipe, end of input means the peer is gone). Cancelling
        `serve()` (as `close()` does) skips the delivery.
        """
        self._inbox_task = asyncio.get_running_loop().create_task(self._run_inbox())
        at_end_of_input = False
        try:
            await self._read_all()
            at_end_of_input = True
        except (ConnectionError, OSError) as exc:
            logger.debug("acp_wire: connection lost: %s", exc)
            at_end_of_input = True
        finally:
            self._input_ended = True
            self._ended.set()
            # No response can come any more: fail the waiting requests first, so that a
            # notification handler awaiting one cannot hold up the delivery below.
            self._fail_all_pending()
            if at_end_of_input and not self._closed:
                running = [t for t in self._tasks if not t.done()]
                if self.finish_at_end_of_input and running:
                    await asyncio.wait(running)
                self._enqueue(None, 0)  # the worker stops after what is queued
                await asyncio.wait((self._inbox_task,))
            await self._shutdown()

    def start(self) -> asyncio.Task[None]:
        """Serve in a background task (kept by the connection)."""
        if self._serve_task is None:
            self._serve_task = asyncio.get_running_loop().create_task(self.serve())
        return self._serve_task

    async def close(self, *, timeout: float = CLOSE_TIMEOUT) -> None:
        """Stop serving, fail pending requests, cancel running handlers and close the writer.

        Output still buffered gets `timeout` seconds to reach a peer that reads slowly; after
        that it is dropped. Returns even if handlers ignore cancellation (they are logged).
        """
        if self._serve_task is not None and not self._serve_task.done():
            self._serve_task.cancel()
            await asyncio.wait((self._serve_task,))
        await self._shutdown(timeout)
        try:
            self._out.flush()
        except (OSError, RuntimeError) as exc:
            logger.debug("acp_wire: flushing the writer: %s", exc)
        if not self._writer.is_closing():
            self._writer.close()
        closed = asyncio.ensure_future(self._writer.wait_closed())
        await asyncio.wait((closed,), timeout=timeout)
        if not closed.done():
            if self._transport is not None:
                self._transport.abort()  # the peer does not read: drop what is left
            await asyncio.wait((closed,), timeout=timeout)
            closed.cancel()
        elif not closed.cancelled() and isinstance(closed.exception(), Exception):
            logger.debug("acp_wire: closing the writer: %s", closed.exception())

    async def __aenter__(self) -> Connection[H]:
        self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _shutdown(self, timeout: float = CLOSE_TIMEOUT) -> None:
        if self._closed:
            return
        self._closed = True
        self._ended.set()
        self._fail_all_pending()
        tasks = [t for t in (*self._tasks, self._inbox_task) if t is not None and not t.done()]
        for task in tasks:
            task.cancel()
        if tasks:
            _, stuck = await asyncio.wait(tasks, timeout=timeout)
            for task in stuck:
                logger.warning("acp_wire: a handler ignored cancellation: %r", task)

    def _fail_all_pending(self) -> None:
        for pending in self._pending.values():
            if not pending.future.done():
                pending.future.set_exception(ConnectionError("the connection closed"))
        self._pending.clear()

    def _connected(self) -> None:
        """Give the handler its connection through `on_connect(conn)`, if it has that method
        (the hook the official Python SDK's users know); the sides call it once built."""
        hook = getattr(self.handler, "on_connect", None)
        if callable(hook):
            hook(self)

    def _being_cancelled(self) -> bool:
        """Whether the current task was cancelled, as opposed to a CancelledError raised
        inside it by something else (a helper task cancelled elsewhere)."""
        task = asyncio.current_task()
        cancelling = getattr(task, "cancelling", None)
        if cancelling is None:  # Python 3.10: only the connection cancels its tasks
            return self._closed
        return bool(cancelling())

    def _is_gone(self, exc: BaseException) -> bool:
        """Whether `exc` only says that the connection ended (not a handler bug)."""
        return isinstance(exc, ConnectionError) and (self._lost or self._ended.is_set())

    async def _read_all(self) -> None:
        """Read the input in chunks and handle every line of a chunk synchronously, until the
        end of input. No ceiling on a line unless `max_message_size` is set.

        Before each read, waits while the inbox or the writer's buffer is over `HIGH_WATER`.
        """
        splitter = LineSplitter(self._max)
        read = self._reader.read
        on_line = self._on_line
        while True:
            if self._inbox_bytes > HIGH_WATER or not self._out.has_room():
                await self._room_to_read()
            chunk = await read(READ_CHUNK)
            for item in splitter.feed(chunk) if chunk else splitter.end():
                if isinstance(item, bytes):
                    on_line(item)
                else:
                    self._too_long(item.head, item.tail)
            if not chunk:
                return

    async def _room_to_read(self) -> None:
        while self._inbox_bytes > HIGH_WATER and not self._awaited_by_inbox:
            self._inbox_room.clear()
            await self._inbox_room.wait()
        transport = self._transport
        if transport is not None and transport.get_write_buffer_size() > HIGH_WATER:
            async with self._write_lock:
                await self._writable()

    def _too_long(self, head: bytes, tail: bytes) -> None:
        keys, request_id = sniff_envelope(head, tail)
        reason = f"message exceeds max_message_size ({self._max} bytes)"
        if "method" not in keys and ("result" in keys or "error" in keys):
            # A response: never answered; the request it answers fails here.
            self._fail_pending(request_id, DecodeError(reason, id=request_id), None)
        elif "method" in keys and "id" not in keys:
            logger.warning("acp_wire: dropped an over-long notification: %s", reason)
        else:
            self._send_error(request_id, INVALID_REQUEST, "Invalid Request", {"reason": reason})

    def _on_line(self, line: bytes) -> None:
        try:
            message = self._decode_message(line)
        except DecodeError as exc:
            self._on_bad_line(line, exc)
            return
        if isinstance(message, Notification):
            if message.method == self._cancel_method:
                self._on_cancel_request(message)
                return
            self._before_notification(message)
            # `_enqueue`, inlined: this is the path of every session/update.
            size = len(line)
            self._inbox_bytes += size
            self._inbox.append((message, size))
            waiter = self._inbox_waiter
            if waiter is not None:
                self._inbox_waiter = None
                if not waiter.done():
                    waiter.set_result(None)
        elif isinstance(message, Response):
            self._on_response(message, line)
        elif message.id in self._in_flight:
            self._reject_duplicate(message)
        else:
            self._on_request(message)

    def _on_bad_line(self, line: bytes, exc: DecodeError) -> None:
        try:
            raw = msgspec.json.decode(line)
        except (msgspec.DecodeError, RecursionError):  # RecursionError: nested too deep
            # Valid JSON msgspec refuses (a number beyond float range, a lone surrogate
            # escape) still names its id: read it with the standard library.
            raw = lenient_json(line)
            if raw is NOT_JSON:
                self._send_error(None, PARSE_ERROR, "Parse error", {"reason": exc.reason})
                return
        request_id = exc.id if exc.id is not None else id_of(raw)
        method = exc.method if exc.method is not None else method_of(raw)
        detail = {"reason": exc.reason, "path": exc.path}
        if isinstance(raw, dict) and "method" in raw and "id" not in raw:
            # A notification is never answered, not even with an error.
            logger.warning("acp_wire: dropped invalid notification: %s", exc)
            return
        if isinstance(raw, dict) and "method" not in raw and ("result" in raw or "error" in raw):
            self._fail_pending(request_id, exc, raw)
            return
        known = method is not None and self._methods.get(method) is not None
        in_params = exc.path.startswith("$.params") or "`params`" in exc.reason
        if known and (in_params or (exc.path == "$" and isinstance(raw, dict) and "params" in raw)):
            self._send_error(request_id, INVALID_PARAMS, "Invalid params", detail)
        else:
            self._send_error(request_id, INVALID_REQUEST, "Invalid Request", detail)

    def _send_error(self, request_id: Any, code: int, message: str, data: Any) -> None:
        """Answer an unreadable message with an error response. Without an id to name, the
        answer carries a null id where the version's `RequestId` admits one (v1, as JSON-RPC
        2.0 asks); where it does not (v2), no valid response exists: the message is logged and
        left unanswered."""
        if request_id is None and not self._null_id_allowed:
            logger.warning("acp_wire: unanswerable message (no id) dropped: %s: %s", message, data)
            return
        self._send_now(error_response(request_id, code, message, data))

    def _fail_pending(self, request_id: Any, exc: DecodeError, raw: Any) -> None:
        """Fail our request `request_id` with the response we could not decode."""
        pending = self._pending.pop(request_id, None) if request_id is not None else None
        if pending is None or pending.future.done():
            logger.warning("acp_wire: dropped invalid response: %s", exc)
            return
        error = member(raw, "error")
        code = member(error, "code")
        if isinstance(code, int) and not isinstance(code, bool):
            # An error response whose details msgspec could not read is still that error.
            message = member(error, "message")
            pending.future.set_exception(
                PeerRequestError(
                    pending.method,
                    code,
                    message if isinstance(message, str) else "",
                    member(error, "data"),
                )
            )
        else:
            pending.future.set_exception(exc)

    # ------------------------------------------------------------------------------ responses

    def _on_response(self, response: Response[Any], line: bytes) -> None:
        # Off the table now: its response is here, even if the hand-over waits in the inbox.
        pending = self._pending.pop(response.id, None)
        if pending is None:
            logger.warning("acp_wire: response to unknown request id %r dropped", response.id)
            return
        spec = self._methods.get(pending.method)
        if response.result is not UNSET and spec is not None and spec.response is not None:
            try:  # typed by the method of the request it answers
                typed = self._decode_message(line, method=pending.method)
            except DecodeError as exc:
                if not pending.future.done():
                    pending.future.set_exception(exc)
                return
            assert isinstance(typed, Response)  # decode_message(method=...) only gives these
            response = typed
        hand_over = _HandOver(pending, response)
        if pending.from_inbox:
            # A notification handler awaits it: handing over in order would deadlock.
            hand_over.run()
        else:
            self._enqueue(hand_over, len(line))

    # ------------------------------------------------------------------------------ requests

    def _on_request(self, message: Request[Any]) -> None:
        self._before_request(message)
        entry = _InFlight(message)
        self._in_flight[message.id] = entry
        entry.task = self._spawn(self._run_request(entry))

    def _reject_duplicate(self, message: Request[Any]) -> None:
        # Answering it would make two answers with one id; the running request keeps the id
        # (and stays cancellable by it), the new one is refused.
        self._send_now(
            error_response(
                message.id,
                INVALID_REQUEST,
                "Invalid Request",
                {"reason": f"request id {message.id!r} is already in use by a running request"},
            )
        )

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
                answer(message.id, result)
                if entry.cancelled_by is None
                else self._cancelled_answer(entry, result)
            )
        except asyncio.CancelledError:
            if entry.cancelled_by is None:
                if self._being_cancelled():
                    raise  # the connection is shutting down
                # Not a cancel of this request: a helper task cancelled elsewhere.
                logger.error(
                    "acp_wire: handler of %r raised CancelledError without being cancelled",
                    message.method,
                )
                line = exception_response(
                    message.id,
                    RequestError.internal_error("the handler raised CancelledError"),
                )
            else:
                line = self._cancelled_answer(entry, None)
        except Exception as exc:
            if entry.cancelled_by is not None:
                # Cancelled work often ends in an exception; the spec wants the cancel answer.
                line = self._cancelled_answer(entry, None)
            elif self._is_gone(exc):
                logger.debug("acp_wire: %r ended with the connection: %s", message.method, exc)
                return
            else:
                if isinstance(exc, PeerRequestError):
                    logger.warning(
                        "acp_wire: handler of %r did not catch the error answer to its %r "
                        "request: %s",
                        message.method,
                        exc.method,
                        exc,
                    )
                elif not isinstance(exc, RequestError):
                    logger.exception("acp_wire: handler of %r raised", message.method)
                line = exception_response(message.id, exc)
        finally:
            if self._in_flight.get(message.id) is entry:
                del self._in_flight[message.id]
        if self._closed:
            return
        try:
            await self._send_line(line)
        except ConnectionError as exc:  # the peer went away meanwhile
            logger.debug("acp_wire: answer to %r not sent: %s", message.method, exc)

    def _cancelled_answer(self, entry: _InFlight, result: Any) -> bytes:
        request_id = entry.message.id
        cancelled_turn = self.protocol.cancelled_turn
        if entry.cancelled_by == "turn" and cancelled_turn is not None:
            return answer(request_id, cancelled_turn(result))
        if entry.cancelled_by == "permission":
            return answer(request_id, self.protocol.cancelled_permission())
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

    def _on_cancel_request(self, message: Notification[Any]) -> None:
        target = message.params.request_id
        self._cancel_in_flight("request", lambda request: request.id == target)

    def _before_notification(self, message: Notification[Any]) -> None:
        """Hook for the side-specific rules, run in read order before the handler is queued."""

    def _enqueue(self, work: Notification[Any] | _HandOver | None, size: int) -> None:
        self._inbox_bytes += size
        self._inbox.append(None if work is None else (work, size))
        waiter = self._inbox_waiter
        if waiter is not None:
            self._inbox_waiter = None
            if not waiter.done():
                waiter.set_result(None)

    async def _run_inbox(self) -> None:
        """Deliver notifications and hand responses over, one at a time, in read order."""
        _in_notification_of.set(self)  # inherited by every task a handler starts
        inbox = self._inbox
        routes, handler = self._routes, self.handler
        notifications = routes.notifications
        room = self._inbox_room
        low_water = HIGH_WATER // 2
        loop = asyncio.get_running_loop()
        while True:
            if not inbox:
                self._inbox_waiter = waiter = loop.create_future()
                await waiter
                continue
            item = inbox.popleft()
            if item is None:
                return
            work, size = item
            try:
                if isinstance(work, _HandOver):
                    work.run()
                else:
                    # The handler's coroutine is awaited right here: no task, no wrapper
                    # coroutine per notification. A known method with params goes straight
                    # to its route; `start` decides everything else.
                    target = notifications.get(work.method)
                    params = work.params
                    handling: Awaitable[Any] | None
                    if target is not None and params is not UNSET:
                        try:
                            handling = target(handler, params)
                        except AttributeError:  # the handler lacks it: `start` says so
                            handling = start(routes, handler, work)
                    else:
                        handling = start(routes, handler, work)
                    if handling is not None:
                        await handling
            except asyncio.CancelledError:
                if self._being_cancelled():
                    raise
                logger.error(
                    "acp_wire: handler of notification %r raised CancelledError without being "
                    "cancelled",
                    getattr(work, "method", None),
                )
            except Exception as exc:
                method = getattr(work, "method", None)
                if self._is_gone(exc):
                    logger.debug("acp_wire: %r ended with the connection: %s", method, exc)
                else:
                    logger.exception("acp_wire: handler of notification %r raised", method)
            finally:
                self._inbox_bytes -= size
                if self._inbox_bytes <= low_water and not room.is_set():
                    room.set()
