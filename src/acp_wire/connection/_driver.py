"""The asyncio driver: runs an `Endpoint` over a `Transport`. One class for every side, version
and transport; the rules are the endpoint's, the bytes the transport's.

Incoming requests run as tasks (a slow handler never blocks reading); incoming notifications
run in one ordered worker (the inbox), so `session/update` chunks reach the handler in wire
order, and the response to one of our requests is handed over only after every notification
read before it. Backpressure both ways: reading pauses while the inbox holds more than
`HIGH_WATER` bytes, and while the transport has no room for what we send.
"""

from __future__ import annotations

import asyncio
import copy
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Mapping
from contextvars import ContextVar
from typing import Any, ClassVar, Generic, TypeVar, cast

from msgspec import UNSET

from acp_wire._generated.methods import INITIALIZE
from acp_wire._rpc.binding import Binding
from acp_wire._rpc.dispatch import call, start
from acp_wire._rpc.envelope import Notification
from acp_wire.connection._arguments import arguments
from acp_wire.connection._endpoint import Deliver, Endpoint, InFlight, Resolve, Send, Start
from acp_wire.connection._observers import ObservedTransport, ObserverLike
from acp_wire.connection._router import (
    Bindings,
    ClientNegotiation,
    await_initialize,
    negotiate,
)
from acp_wire.connection._session_hooks import SessionHook, SessionHooks
from acp_wire.connection._sides import AgentRules, ClientRules, Side, rules_for
from acp_wire.connection._transport import HIGH_WATER, Frame, TooLong, Transport
from acp_wire.rpc_errors import RequestError

H = TypeVar("H")  # the handler served: an `Agent` or a `Client`
P = TypeVar("P")  # the peer, as a typed handler object
# A connection class, so that `async with AgentSideConnection(...) as conn` keeps the class.
C = TypeVar("C", bound="Connection[Any, Any]")
logger = logging.getLogger("acp_wire")

# How long `close()` lets buffered output flush, and `AgentProcess.shutdown` lets an agent
# exit at each step, before giving up on the peer (seconds).
CLOSE_TIMEOUT = 5.0

# The connection whose notification handler (or a task it started) is running: a request
# sent from there has its response handed over at once, since the inbox waits for that handler.
_in_notification_of: ContextVar[Connection[Any, Any] | None] = ContextVar(
    "acp_wire_in_notification_of", default=None
)

# Inbox items: a notification to deliver or a response to hand over, with the bytes it was
# read from (the inbox's backpressure counts them); None ends the worker.
_Work = tuple["Notification[Any] | Resolve", int] | None


class Connection(Generic[H, P]):
    """One end of an ACP connection: serves `handler` on `side` ("agent" or "client") of the
    version whose `binding` is given (`acp_wire.BINDING`, `acp_wire.v2.BINDING`), over
    `transport`.

        conn = Connection(MyAgent(), LineTransport(reader, writer), side="agent", binding=BINDING)
        await conn.serve()                        # until the peer closes its end
        await conn.peer.fs_read_text_file(...)    # typed calls to the other side

    An agent per version, `Connection({1: AgentV1(), 2: AgentV2()}, transport, side="agent",
    bindings=acp_wire.bindings.binding_for)`, serves the version the client's `initialize`
    picks (see `acp_wire.connection._router`); until then `conn.version` is None and nothing
    can be sent. Each version's face presets `bindings`, so `acp_wire.run_agent({1: ..., 2:
    ...})` and `acp_wire.v2.AgentSideConnection({...}, reader, writer)` route too.

    Each version's face presets it: `acp_wire.Connection` (version 1's binding),
    `acp_wire.v2.Connection`, and the named ends `AgentSideConnection(agent, reader, writer)` /
    `ClientSideConnection(client, reader, writer)`, which preset the side as well (and, given
    streams, the newline-delimited JSON transport). The peer is also `conn.client` on the
    agent's side and `conn.agent` on the client's.

    `observers` see every message in and out (`acp_wire.connection._observers`; tracing with
    OpenTelemetry: `acp_wire.otel.tracing()`).
    """

    # Presets of the classes each version's face exports: the side served and its binding.
    preset_side: ClassVar[Side | None] = None
    preset_binding: ClassVar[Binding | None] = None
    # Where an agent per version finds each version's binding (the faces' lookup).
    preset_bindings: ClassVar[Bindings | None] = None

    peer: P

    def __init__(
        self,
        handler: H | Mapping[int, Any],
        transport: Transport | asyncio.StreamReader | None = None,
        writer: asyncio.StreamWriter | None = None,
        *,
        side: Side | None = None,
        binding: Binding | None = None,
        bindings: Bindings | None = None,
        max_message_size: int | None = None,
        observers: Iterable[ObserverLike] = (),
        **deprecated: Any,
    ) -> None:
        presets = (self.preset_side, self.preset_binding, type(self).preset_bindings)
        side, self._router, binding, transport = arguments(
            presets,
            handler,
            transport,
            writer,
            side,
            binding,
            bindings,
            max_message_size,
            deprecated,
        )
        self.version: int | None = None  # the protocol version served (None: not routed yet)
        # Observers wrap the transport: without them, nothing on the message path changes.
        observers = list(observers)
        self.transport: Transport = (
            ObservedTransport(transport, observers, binding.jsonrpc.decode_message)
            if observers
            else transport
        )
        self.side: Side = side
        self._max = getattr(transport, "max_message_size", None)
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
        # Held only by senders that wait for room; the others send at once (see `_send`).
        self._write_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._serve_task: asyncio.Task[None] | None = None
        self._ended = False  # input ended or the connection closed
        # Why the peer's input ended: the exception our waiting requests fail with (None: a
        # plain `ConnectionError`), from whoever owns the peer (`AgentProcess`); never raises.
        self.explain_end: Callable[[], Awaitable[BaseException | None]] | None = None
        self._end_reason: BaseException | None = None
        self._lost = False  # writing failed: the peer is gone
        self._closed = False
        self._closed_event = asyncio.Event()  # set once closed (see `wait_closed`)
        # At the end of input, let running request handlers finish and answer instead of
        # cancelling them: the input was a capture replayed from a file, not a peer that left.
        self.finish_at_end_of_input = False
        self._replay: list[Frame] = []  # frames read while routing, from `initialize` on
        # What runs above the connection per session (client sessions): see `hook_session`.
        self._session_hooks = SessionHooks()
        if self._router is None:
            self._bind(cast("H", handler), binding)
        else:  # nothing is served and no request sent before `initialize`: a closed endpoint
            self._bind(cast("H", None), binding)
            self.version = None
            self._endpoint.ended = True

    def _bind(self, handler: H, binding: Binding) -> None:
        """Serve `handler` under `binding` (at once, or once `initialize` picked a version)."""
        side = self.side
        self.handler = handler
        self.binding: Binding = binding
        self.version = binding.protocol_version
        if isinstance(self.transport, ObservedTransport):  # decode as the version served
            self.transport.decode = binding.jsonrpc.decode_message
        self.rules = rules = rules_for(side, binding)
        self._endpoint = Endpoint(binding, rules)
        self._routes = rules.routes
        # The agent side's capability gate and `session/update` message class, for the senders
        # of updates (the hot path of an agent).
        self._gate = rules.gate if isinstance(rules, AgentRules) else None
        self._update_params: Any = binding.session_update
        self._update_message: Any = rules.update_message if isinstance(rules, AgentRules) else None
        self.peer = rules.peer(self)
        # ... also by the other side's name: `conn.client` on the agent's, `conn.agent` on the
        # client's (declared, typed, by the named ends below).
        setattr(self, "client" if side == "agent" else "agent", self.peer)
        hook = getattr(handler, "on_connect", None)
        if callable(hook):  # the hook the official Python SDK's users know
            hook(self)

    # ------------------------------------------------------------------------------ sending

    async def request(self, method: str, params: Any) -> Any:
        """Send a request; return its result, typed by `method` (plain JSON for unknown methods).

        Raises `RequestError` for an error response and `ConnectionError` when the connection
        ends first. Cancelling the awaiting task sends `$/cancel_request` to the peer.
        """
        if self._ended and self._end_reason is not None:  # the peer's end was explained
            raise copy.copy(self._end_reason)
        if self._closed:
            raise ConnectionError("the connection is closed: no response can come")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        from_inbox = _in_notification_of.get() is self
        endpoint = self._endpoint
        request_id, message = endpoint.request(method, params, (future, from_inbox))
        if from_inbox:
            self._awaited_by_inbox += 1
            self._inbox_room.set()
        sent = False
        try:
            await self._send(message)
            sent = True
            return await future
        except asyncio.CancelledError:
            # Cancelling the awaiting task cancels `future` too; a result would have set it.
            if sent and (future.cancelled() or not future.done()):
                cancel = endpoint.abandon(request_id, sent)
                if cancel is not None:  # sent at once, so this goes out from a cancelled task
                    self._send_now(cancel)
            raise
        finally:
            endpoint.forget(request_id)
            if from_inbox:
                self._awaited_by_inbox -= 1
            if not sent:  # sending raised: nobody awaits `future`, so whatever failed it (the
                # connection's end) must not be reported by asyncio as never retrieved
                _ = future.exception() if future.done() and not future.cancelled() else None
                future.cancel()

    async def notify(self, method: str, params: Any) -> None:
        """Send a notification (an agent's `session/update` passes the capability gate)."""
        if self._gate is not None and isinstance(params, self._update_params):
            params = self._gate(params, False)
        await self._send(self._endpoint.notification(method, params))
        self._carry_out()  # what the side's rules made of it (the client's session/cancel)

    async def cancel_request(self, request_id: int | str) -> None:
        """Ask the peer to cancel one of our requests (`$/cancel_request`)."""
        await self._send(self._endpoint.cancel_request_message(request_id))

    # The agent's senders of session updates.

    async def session_update(self, notification: Any, *, fallback_to_message: bool = False) -> None:
        """Send a `session/update`, checked against the client's advertised capabilities.

        An update that needs a capability the client did not advertise in `initialize` raises
        `CapabilityError`; with `fallback_to_message`, a notice or compaction update goes out as
        an `agent_message_chunk` instead, as the spec allows. An update that is not a
        `SessionUpdate` variant (a bare `ToolCallUpdate`) raises `TypeError` naming the class
        to send. Only the agent's side sends session updates.
        """
        gate = self._gate
        if gate is None:
            raise TypeError("session updates are sent by the agent's side")
        message = self._update_message(
            jsonrpc="2.0", params=gate(notification, fallback_to_message)
        )
        if not self._sent_at_once(message):  # the common case needs no coroutine of its own
            await self._send(message)

    async def send_update(
        self, session_id: str, update: Any, *, fallback_to_message: bool = False
    ) -> None:
        """`session_update` of `update` for `session_id`: `await conn.send_update(sid,
        acp_wire.agent_text("Hello"))`."""
        gate = self._gate
        if gate is None:
            raise TypeError("session updates are sent by the agent's side")
        notification = self._update_params(session_id=session_id, update=update)
        message = self._update_message(
            jsonrpc="2.0", params=gate(notification, fallback_to_message)
        )
        if not self._sent_at_once(message):  # the common case needs no coroutine of its own
            await self._send(message)

    @property
    def client_capabilities(self) -> Any:
        """The capabilities the client advertised in `initialize` (agent side; None before)."""
        rules = self.rules
        return rules.client_capabilities if isinstance(rules, AgentRules) else None

    @property
    def agent_capabilities(self) -> Any:
        """The capabilities the agent advertised in its `initialize` answer (client side; None
        before)."""
        rules = self.rules
        return rules.agent_capabilities if isinstance(rules, ClientRules) else None

    async def session_cancel(self, session_id: str) -> None:
        """Cancel the prompt turn of `session_id` (`session/cancel`; the client's side)."""
        rules = self.rules
        if not isinstance(rules, ClientRules):
            raise TypeError("session/cancel is sent by the client's side")
        await self.notify(rules.session_cancel_method, rules.session_cancel(session_id=session_id))

    def hook_session(self, session_id: str | None, hook: SessionHook) -> None:
        """Let `hook` see session `session_id`'s incoming messages before the handler: each
        notification delivered and each request started from now on, until `unhook_session`
        (`acp_wire.connection._session_hooks`; None: those of every session no hook holds,
        for a session whose id is not known yet). ValueError if another hook holds it."""
        self._session_hooks.add(session_id, hook)

    def unhook_session(self, session_id: str | None, hook: SessionHook) -> None:
        """Stop `hook` seeing session `session_id`'s messages (from the next one delivered)."""
        self._session_hooks.remove(session_id, hook)

    def replace_handler(self, handler: H) -> None:
        """Deprecated (sessions hook in with `hook_session`): serve `handler` from now on."""
        import warnings

        message = "Connection.replace_handler() is deprecated: assign conn.handler"
        warnings.warn(message, DeprecationWarning, stacklevel=2)
        self.handler = handler

    def _send_now(self, message: Any, answers: Any = None) -> None:
        """Send `message` without waiting for room: only for answers bounded by what was read
        (reading pauses while the transport has no room)."""
        if not self._lost:
            self.transport.send(message, answers)

    async def _send(self, message: Any, answers: Any = None) -> None:
        """Send one message once the transport has room (in call order).

        The common case never suspends: nobody waits for room and the transport has room, so
        the message is sent at once.
        """
        if self._sent_at_once(message, answers):
            return
        async with self._write_lock:
            await self._writable()
            self.transport.send(message, answers)

    def _sent_at_once(self, message: Any, answers: Any = None) -> bool:
        """Send `message` if that needs no wait (see `_send`); False if the sender must wait.
        Synchronous, so that the hot senders need no coroutine of their own for it."""
        if self._closed:
            raise ConnectionError("the connection is closed")
        transport = self.transport
        if not self._write_lock.locked() and transport.has_room():
            transport.send(message, answers)
            return True
        return False

    async def _writable(self) -> None:
        """Wait (holding the write lock) until the transport has room; `ConnectionError` when
        the peer is gone or the connection ends."""
        try:
            await self.transport.writable()
        except ConnectionError:
            self._lost = True
            raise

    # ------------------------------------------------------------------------------ serving

    async def serve(self) -> None:
        """Read and answer messages until the peer closes its end.

        At the end, notifications and responses already read are still delivered; requests
        still waiting for a response fail with `ConnectionError`, and handlers still running
        are cancelled (on a stdio pipe, end of input means the peer is gone). Cancelling
        `serve()` (as `close()` does) skips the delivery.
        """
        if self._router is not None:
            if self.side == "client":
                raise TypeError("a client per version starts with `await conn.negotiate(...)`")
            if not await self._route():
                await self._shutdown()  # the client left before `initialize`
                return
        self._inbox_task = asyncio.get_running_loop().create_task(self._run_inbox())
        at_end_of_input = False
        try:
            await self._read_all()
            at_end_of_input = True
        except (ConnectionError, OSError) as exc:
            logger.debug("acp_wire: connection lost: %s", exc)
            at_end_of_input = True
        finally:
            # No response can come any more: fail the waiting requests first, so that a
            # notification handler awaiting one cannot hold up the delivery below.
            try:
                if at_end_of_input and self.explain_end is not None:
                    self._end_reason = await self.explain_end()
            finally:
                self._end()
            if at_end_of_input and not self._closed:
                running = [t for t in self._tasks if not t.done()]
                if self.finish_at_end_of_input and running:
                    await asyncio.wait(running)
                self._enqueue(None)  # the worker stops after what is queued
                await asyncio.wait((self._inbox_task,))
            await self._shutdown()

    def start(self) -> asyncio.Task[None]:
        """Serve in a background task (kept by the connection)."""
        if self._serve_task is None:
            self._serve_task = asyncio.get_running_loop().create_task(self.serve())
        return self._serve_task

    async def close(self, *, timeout: float = CLOSE_TIMEOUT) -> None:
        """Stop serving, fail pending requests, cancel running handlers and close the transport.

        Output still buffered gets `timeout` seconds to reach a peer that reads slowly; after
        that it is dropped. Returns even if handlers ignore cancellation (they are logged).
        """
        if self._serve_task is not None and not self._serve_task.done():
            self._serve_task.cancel()
            await asyncio.wait((self._serve_task,))
        await self._shutdown(timeout)
        await self.transport.close(timeout)

    async def wait_closed(self) -> None:
        """Return once the connection is closed: after `close()`, or once serving ended and
        what was read was delivered (a client session waiting for a turn's last update learns
        here that none can come)."""
        await self._closed_event.wait()

    async def __aenter__(self: C) -> C:
        self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def _end(self) -> None:
        """No message can come any more: fail our waiting requests, release waiting senders."""
        if not self._ended:
            self._ended = True
            self.transport.end_of_input()
        reason = self._end_reason
        for future, _ in self._endpoint.end():
            if not future.done():
                closed = ConnectionError("the connection closed")
                future.set_exception(closed if reason is None else copy.copy(reason))

    async def _shutdown(self, timeout: float = CLOSE_TIMEOUT) -> None:
        if self._closed:
            return
        self._closed = True
        self._closed_event.set()
        self._end()
        tasks = [t for t in (*self._tasks, self._inbox_task) if t is not None and not t.done()]
        for task in tasks:
            task.cancel()
        if tasks:
            _, stuck = await asyncio.wait(tasks, timeout=timeout)
            for task in stuck:
                logger.warning("acp_wire: a handler ignored cancellation: %r", task)

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
        return isinstance(exc, ConnectionError) and (self._lost or self._ended)

    async def _read_all(self) -> None:
        """Receive messages and hand each to the endpoint, carrying out what it says after
        each batch, until the end of input. Before each receive, waits while the inbox holds
        more than `HIGH_WATER` bytes or the transport has no room."""
        transport = self.transport
        endpoint = self._endpoint
        receive = endpoint.receive
        inbox = self._inbox
        replay, self._replay = self._replay, []  # what routing read, from `initialize` on
        while True:
            if self._inbox_bytes > HIGH_WATER or not transport.has_room():
                await self._room_to_read()
            if replay:
                frames, replay = replay, []
            else:
                frames = await transport.receive()
            if not frames:
                return
            for frame in frames:
                if isinstance(frame, TooLong):
                    endpoint.receive_too_long(frame, self._max)
                    notification = None
                else:
                    notification = receive(frame)
                if endpoint.actions:  # before the next message: responses keep read order
                    self._carry_out()
                if notification is not None:  # `_enqueue`, inlined: the path of every update
                    size = len(frame)
                    self._inbox_bytes += size
                    inbox.append((notification, size))
                    waiter = self._inbox_waiter
                    if waiter is not None:
                        self._inbox_waiter = None
                        if not waiter.done():
                            waiter.set_result(None)

    async def _route(self) -> bool:
        """Read until `initialize` picks the version served, then serve its agent; False if
        the input ended first."""
        router = self._router
        assert router is not None
        try:
            routed = await await_initialize(self.transport, router)
        except (ConnectionError, OSError) as exc:
            logger.debug("acp_wire: connection lost before initialize: %s", exc)
            routed = None
        if routed is None:
            return False
        route, self._replay = routed
        self._router = None
        self._bind(route.handler, route.binding)
        return True

    async def negotiate(self, offers: Mapping[int, Any]) -> Any:
        """Initialize a client per version (`Connection({1: ClientV1(), 2: ClientV2()},
        transport, side="client")`): `offers` holds each version's `InitializeRequest`; the
        highest goes first and the version the agent answers with is kept (see
        `router.ClientNegotiation`). Then the connection serves that version's client (`start`)
        and `conn.version` says which; returns the agent's `InitializeResponse` of it."""
        router = self._router
        if router is None or self.side != "client":
            raise TypeError("negotiate() initializes a client per version ({1: ..., 2: ...})")
        chosen, self._replay = await negotiate(self.transport, ClientNegotiation(router, offers))
        self._router = None
        self._bind(chosen.route.handler, chosen.route.binding)
        self.start()
        if chosen.answer is not None:
            if isinstance(self.rules, ClientRules):  # answered while routing: keep what it says
                self.rules.initialized(chosen.answer)
            return chosen.answer
        return await self.request(INITIALIZE, offers[chosen.route.version])

    async def _room_to_read(self) -> None:
        while self._inbox_bytes > HIGH_WATER and not self._awaited_by_inbox:
            self._inbox_room.clear()
            await self._inbox_room.wait()
        if not self.transport.has_room():
            async with self._write_lock:
                await self._writable()

    def _carry_out(self) -> None:
        """Carry out the endpoint's actions, in order."""
        for action in self._endpoint.take_actions():
            if isinstance(action, Resolve):
                if action.waiter[1]:  # a notification handler awaits it: in order would deadlock
                    _resolve(action)
                else:
                    self._enqueue((action, action.size))
            elif isinstance(action, Start):
                entry = action.entry
                entry.handle = self._spawn(self._run_request(entry))
            elif isinstance(action, Send):
                self._send_now(action.message, action.answers)
            elif isinstance(action, Deliver):  # a notification of a batch, in read order
                self._enqueue((action.notification, action.size))
            else:
                entry = action.entry
                if entry.started and entry.handle is not None:
                    entry.handle.cancel()

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task: asyncio.Task[Any] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ------------------------------------------------------------------------------ requests

    async def _run_request(self, entry: InFlight) -> None:
        message = entry.message
        endpoint = self._endpoint
        entry.started = True
        line: bytes | None
        try:
            if entry.cancelled_by is not None:  # cancelled in the same read as it arrived
                raise asyncio.CancelledError
            hooks = self._session_hooks  # a session above the connection may answer it
            hook = hooks.hook_of(message.params) if hooks else None
            hooked = None if hook is None else hook.request(message.method, message.params)
            if hooked is not None:
                result = await hooked
            else:
                result = await call(self._routes, self.handler, message)
            line = endpoint.finish(entry, result)
        except asyncio.CancelledError:
            if entry.cancelled_by is None:
                if self._being_cancelled():
                    endpoint.drop(entry)
                    raise  # the connection is shutting down
                # Not a cancel of this request: a helper task cancelled elsewhere.
                logger.error(
                    "acp_wire: handler of %r raised CancelledError without being cancelled",
                    message.method,
                )
                line = endpoint.finish(
                    entry, error=RequestError.internal_error("the handler raised CancelledError")
                )
            else:
                line = endpoint.finish(entry)
        except Exception as exc:
            if entry.cancelled_by is None and self._is_gone(exc):
                logger.debug("acp_wire: %r ended with the connection: %s", message.method, exc)
                endpoint.drop(entry)
                return
            line = endpoint.finish(entry, error=exc)
        if self._closed or line is None:
            return
        try:
            await self._send(line, message.id)
        except ConnectionError as exc:  # the peer went away meanwhile
            logger.debug("acp_wire: answer to %r not sent: %s", message.method, exc)

    # ------------------------------------------------------------------------------ the inbox

    def _enqueue(self, work: _Work) -> None:
        if work is not None:
            self._inbox_bytes += work[1]
        self._inbox.append(work)
        waiter = self._inbox_waiter
        if waiter is not None:
            self._inbox_waiter = None
            if not waiter.done():
                waiter.set_result(None)

    async def _run_inbox(self) -> None:
        """Deliver notifications and hand responses over, one at a time, in read order."""
        _in_notification_of.set(self)  # inherited by every task a handler starts
        inbox = self._inbox
        routes = self._routes
        hooks = self._session_hooks
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
            method: str | None = None
            try:
                if isinstance(work, Resolve):
                    _resolve(work)
                else:
                    # The handler's coroutine is awaited right here: no task, no wrapper
                    # coroutine per notification. A known method with params goes straight
                    # to its route; `start` decides everything else.
                    notification: Notification[Any] = work
                    method = notification.method
                    target = notifications.get(method)
                    params = notification.params
                    handler = self.handler
                    handling: Awaitable[Any] | None
                    hook = hooks.hook_of(params) if hooks else None
                    if hook is not None and hook.notification(method, params):
                        handling = None  # a session above the connection kept it
                    elif target is not None and params is not UNSET:
                        try:
                            handling = target(handler, params)
                        except AttributeError:  # the handler lacks it: `start` says so
                            handling = start(routes, handler, notification)
                    else:
                        handling = start(routes, handler, notification)
                    if handling is not None:
                        await handling
            except asyncio.CancelledError:
                if self._being_cancelled():
                    raise
                logger.error(
                    "acp_wire: handler of notification %r raised CancelledError without being "
                    "cancelled",
                    method,
                )
            except Exception as exc:
                if self._is_gone(exc):
                    logger.debug("acp_wire: %r ended with the connection: %s", method, exc)
                else:
                    logger.exception("acp_wire: handler of notification %r raised", method)
            finally:
                self._inbox_bytes -= size
                if self._inbox_bytes <= low_water and not room.is_set():
                    room.set()


def _resolve(action: Resolve) -> None:
    """Hand a response over to the request awaiting it (unless its caller gave up)."""
    future = action.waiter[0]
    if future.done():
        return
    if action.error is not None:
        future.set_exception(action.error)
    else:
        future.set_result(action.result)


__all__ = ["CLOSE_TIMEOUT", "Connection", "ObserverLike"]
