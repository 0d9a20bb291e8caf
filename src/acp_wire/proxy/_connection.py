"""`ProxyConnection`: a proxy of a proxy chain, the client in front, a successor behind.

A proxy has one connection, to its conductor (`acp-wire conduct`, or the Rust SDK's). On it
arrive `proxy/initialize` (the conductor tells the component it is a proxy), the messages of
the predecessor (the client, or the proxy before this one) as ordinary ACP, and the messages
of the successor (the next proxy or the agent) wrapped in `proxy/successor`. The proxy sends
the predecessor ordinary ACP and the successor `proxy/successor` envelopes.

By default every message passes through as bytes: the params, results, errors, `_meta` and
unknown fields of each message reach the other side exactly as read (only the JSON-RPC
envelope is new: each hop numbers its own requests). A `PassThroughProxy` subclass overrides
the methods it changes, by the handler names of the generated `Agent` protocol for what the
predecessor sends (`initialize`, `session_new`, `session_prompt`, `session_cancel`, ...) and
of the `Client` protocol for what the successor sends (`session_update`,
`session_request_permission`, ...):

    class Shout(PassThroughProxy):
        async def session_prompt(self, params, forward):
            return await forward(params)        # typed in, typed out; or answer it here

`forward(params)` sends the message on in its direction and returns the typed result (a
request) or None (a notification); handing back the very `params` object received sends the
original bytes, and returning the very result received answers with its original bytes. Only
what the proxy changes is encoded again, from the generated types.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import msgspec

import acp_wire as acp
from acp_wire._generated.methods import INITIALIZE, PROXY_INITIALIZE, PROXY_SUCCESSOR
from acp_wire.connection._transport import Transport
from acp_wire.proxy._link import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    REQUEST_CANCELLED,
    Incoming,
    Link,
    Reply,
    error_object,
    id_key,
    successor_params,
    unwrap,
)
from acp_wire.rpc_errors import PeerRequestError, RequestError

if TYPE_CHECKING:
    from acp_wire._rpc.binding import Binding

logger = logging.getLogger("acp_wire")

P = TypeVar("P")
R = TypeVar("R")


# The methods of the generated `Proxy` protocol, what a conductor sends a proxy (the schema's
# `proxy` side, the same in every version). Its routes decode `proxy/successor`'s wrapped params
# into Python values (`params: Any`), which would not keep their bytes, so the envelope is read
# here as bytes instead.
PROXY_METHODS = frozenset((PROXY_INITIALIZE, PROXY_SUCCESSOR))

# Set inside the ordered lane's worker: a request sent from a notification hook has its answer
# handed over at once, since the lane waits for that hook.
_in_lane: ContextVar[bool] = ContextVar("acp_wire_proxy_in_lane", default=False)


@functools.cache
def _hook_names(
    binding: Binding,
) -> tuple[dict[str, str], dict[str, str], dict[str, str], dict[str, str]]:
    """The hook (handler) name of each method of `binding`, by direction and kind: requests
    and notifications from the predecessor (the agent side handles them), and from the
    successor (the client side handles them)."""
    down_req: dict[str, str] = {}
    down_note: dict[str, str] = {}
    up_req: dict[str, str] = {}
    up_note: dict[str, str] = {}
    for name, spec in binding.methods.items():
        if spec.side not in ("agent", "client") and spec.notification_side not in (
            "agent",
            "client",
        ):
            continue
        if spec.request is not None:
            (down_req if spec.side == "agent" else up_req)[name] = spec.handler
        if spec.notification is not None:
            hook = spec.handler if spec.request is None else f"{spec.handler}_notification"
            (down_note if spec.notification_side == "agent" else up_note)[name] = hook
    return down_req, down_note, up_req, up_note


class Forward(Generic[P, R]):
    """Sends one intercepted message on, in its direction (see the module's docstring)."""

    __slots__ = ("_conn", "_downstream", "_method", "_notification", "_original", "_raw", "reply")

    def __init__(
        self,
        conn: ProxyConnection,
        method: str,
        downstream: bool,
        original: Any,
        raw: bytes | None,
        *,
        notification: bool = False,
    ) -> None:
        self._conn = conn
        self._notification = notification
        self._method = method
        self._downstream = downstream
        self._original = original
        self._raw = raw
        # The answer as read, with its typed result: a hook returning that result object
        # answers with these bytes.
        self.reply: tuple[Reply, Any] | None = None

    @property
    def method(self) -> str:
        """The method of the message intercepted."""
        return self._method

    def _params(self, params: Any) -> bytes | None:
        if params is self._original:
            return self._raw
        return None if params is None else acp.encode(params)

    async def __call__(self, params: P) -> R:
        """Send the message with `params`; the typed result (None for a notification).
        Raises `PeerRequestError` when the other side answers with an error."""
        raw = self._params(params)
        conn = self._conn
        if self._notification:
            conn.send_notification(self._method, raw, downstream=self._downstream)
            return None  # type: ignore[return-value]
        reply = await conn.send_request(self._method, raw, downstream=self._downstream)
        result = conn.typed_result(self._method, reply)
        self.reply = (reply, result)
        return result  # type: ignore[no-any-return]


class PassThroughProxy:
    """The base of a proxy: every message passes through; override what you change.

    A hook has the handler name of its method (see the module's docstring) and takes the typed
    params and a `forward` callable: `async def session_prompt(self, params, forward)`. A hook
    for a request returns its result (or raises `RequestError`); one for a notification returns
    None. `self.client` (a typed `ClientPeer`) sends to the predecessor, `self.successor` (a
    typed `AgentPeer`) to the successor, for messages of the proxy's own.
    """

    conn: ProxyConnection
    client: Any  # ClientPeer: the predecessor, typed
    successor: Any  # AgentPeer: the successor, typed

    def on_connect(self, conn: ProxyConnection) -> None:
        """Called with the connection before it reads a message; keeps it and its peers."""
        self.conn = conn
        self.client = conn.client
        self.successor = conn.successor


class _Sender:
    """The `Sender` of a typed peer: requests and notifications to one direction."""

    def __init__(self, conn: ProxyConnection, downstream: bool) -> None:
        self._conn = conn
        self._downstream = downstream

    async def request(self, method: str, params: Any) -> Any:
        raw = None if params is None else acp.encode(params)
        reply = await self._conn.send_request(method, raw, downstream=self._downstream)
        return self._conn.typed_result(method, reply)

    async def notify(self, method: str, params: Any) -> None:
        raw = None if params is None else acp.encode(params)
        self._conn.send_notification(method, raw, downstream=self._downstream)


class ProxyConnection:
    """Serves `proxy` (a `PassThroughProxy`) over `transport`, the connection to its conductor.

        conn = ProxyConnection(MyProxy(), LineTransport(reader, writer))
        await conn.serve()          # until the conductor closes its end

    `conn.client` and `conn.successor` are the typed peers (see `PassThroughProxy`);
    `run_proxy(proxy)` serves a proxy on this process's stdin/stdout, as a conductor starts it.
    `binding` is the protocol version the hooks' types come from (`acp_wire.BINDING`,
    `acp_wire.v2.BINDING`); what passes through is bytes, whatever the version.
    """

    def __init__(
        self, proxy: PassThroughProxy, transport: Transport, *, binding: Binding | None = None
    ) -> None:
        self.proxy = proxy
        self.binding: Binding = binding if binding is not None else acp.BINDING
        self._decode = self.binding.codec.decode
        tables = _hook_names(self.binding)
        self._down_requests, self._down_notes, self._up_requests, self._up_notes = tables
        self.link = link = Link(transport, "conductor")
        link.on_request = self._on_request
        link.on_notification = self._on_notification
        link.on_cancel = self._on_cancel
        link.on_end = self._on_end
        self.client: Any = self.binding.client_peer(_Sender(self, downstream=False))
        self.successor: Any = self.binding.agent_peer(_Sender(self, downstream=True))
        # The conductor's requests in flight here, by id: the id of our request forwarding a
        # passed-through one, or the task of a hook.
        self._in_flight: dict[tuple[str, Any], int | asyncio.Task[None]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()  # the hooks of requests, running
        # The hooks the ordered lane waits for: handed their reply, not yet answered.
        self._holding: dict[asyncio.Task[Any], asyncio.Event] = {}
        # The ordered lane: what is read runs in read order; only a notification hook that
        # awaits holds it up (see `_in_order`).
        self._lane: deque[Callable[[], Awaitable[None] | None]] = deque()
        self._lane_task: asyncio.Task[None] | None = None
        hooks = {name for table in tables for name in table.values()}
        self._hooks = {
            name
            for name in dir(_type_of(proxy))
            if name in hooks and callable(getattr(proxy, name))
        }
        hook = getattr(proxy, "on_connect", None)
        if callable(hook):
            hook(self)

    # ------------------------------------------------------------------------------ serving

    async def serve(self) -> None:
        """Read and forward until the conductor closes its end; then stop every hook."""
        try:
            await self.link.serve()
        finally:
            await self._stop()

    async def _stop(self) -> None:
        tasks = [t for t in (*self._tasks, self._lane_task) if t is not None and not t.done()]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=5.0)
        with contextlib.suppress(Exception):
            await self.link.transport.close(5.0)

    def _on_end(self, link: Link) -> None:
        link.fail_pending(error_object(INTERNAL_ERROR, "the conductor closed the connection"))

    # ------------------------------------------------------------------------------ sending

    def send_request(self, method: str, params: bytes | None, *, downstream: bool) -> Any:
        """Send a request to the successor (`downstream`) or the predecessor; a future of its
        `Reply`, whose error, if any, it raises as `PeerRequestError`."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Reply] = loop.create_future()
        at_once = _in_lane.get()
        sender = asyncio.current_task()
        hook = sender if sender in self._tasks else None
        if hook is not None:
            self._release(hook)  # a hook the lane waits for sends again: it waits no more

        def on_reply(reply: Reply) -> None:
            if at_once:
                _settle(future, reply)
            elif hook is not None:
                held = hook
                self._in_order(lambda: self._resume(held, future, reply))
            else:
                self._in_order(lambda: _settle(future, reply))

        if downstream:
            request_id = self.link.send_request(
                PROXY_SUCCESSOR, successor_params(method, params), on_reply
            )
        else:
            request_id = self.link.send_request(method, params, on_reply)
        return _await_reply(self.link, request_id, future, method)

    def _resume(
        self, hook: asyncio.Task[Any], future: asyncio.Future[Reply], reply: Reply
    ) -> Awaitable[None] | None:
        """Hand a hook its reply, and hold what was read after it until the hook answers (or
        sends another request): its answer must not be overtaken by them (an agent's first
        update for a session follows its `session/new` answer)."""
        _settle(future, reply)
        if hook.done():
            return None
        gate = self._holding[hook] = asyncio.Event()
        return self._until_answered(hook, gate)

    async def _until_answered(self, hook: asyncio.Task[Any], gate: asyncio.Event) -> None:
        released = asyncio.ensure_future(gate.wait())
        try:
            await asyncio.wait((hook, released), return_when=asyncio.FIRST_COMPLETED)
        finally:
            released.cancel()
            if self._holding.get(hook) is gate:
                del self._holding[hook]

    def _release(self, hook: asyncio.Task[Any]) -> None:
        gate = self._holding.pop(hook, None)
        if gate is not None:
            gate.set()

    def send_notification(self, method: str, params: bytes | None, *, downstream: bool) -> None:
        """Send a notification to the successor (`downstream`) or the predecessor."""
        if downstream:
            self.link.notify(PROXY_SUCCESSOR, successor_params(method, params))
        else:
            self.link.notify(method, params)

    def typed_result(self, method: str, reply: Reply) -> Any:
        """The typed result of `reply` to a `method` request; raises its error."""
        if reply.error is not None:
            raise _peer_error(method, reply.error)
        spec = self.binding.methods.get(method)
        raw = reply.result if reply.result is not None else b"null"
        if spec is None or spec.response is None:
            return msgspec.json.decode(raw)
        return self._decode(raw, spec.response)

    # ------------------------------------------------------------------------------ reading

    def _in_order(self, step: Callable[[], Awaitable[None] | None]) -> None:
        """Run `step` after everything read before it (at once when nothing waits)."""
        if self._lane or (self._lane_task is not None and not self._lane_task.done()):
            self._lane.append(step)
            return
        pending = step()
        if pending is not None:
            task = asyncio.get_running_loop().create_task(self._run_lane(pending))
            # A lane cancelled before its first step ran (the connection ended at once) never
            # awaits that step: close it, or the interpreter warns it was never awaited.
            task.add_done_callback(lambda _: _close_unstarted(pending))
            self._lane_task = task

    async def _run_lane(self, first: Awaitable[None]) -> None:
        _in_lane.set(True)
        await self._guard(first)
        while self._lane:
            pending = self._lane.popleft()()
            if pending is not None:
                await self._guard(pending)

    async def _guard(self, pending: Awaitable[None]) -> None:
        try:
            await pending
        except Exception:
            logger.exception("acp_wire: a proxy's notification hook raised")

    def _on_request(self, link: Link, incoming: Incoming) -> None:
        self._in_order(lambda: self._request(incoming))

    def _on_notification(self, link: Link, incoming: Incoming) -> None:
        self._in_order(lambda: self._notification(incoming))

    def _request(self, incoming: Incoming) -> None:
        assert incoming.id is not None
        key = id_key(incoming.id)
        if key in self._in_flight:
            reason = f"request id {incoming.id.decode()} is already in use by a running request"
            self.link.respond_error(incoming.id, INVALID_REQUEST, "Invalid Request", reason)
            return
        method, params, downstream = incoming.method, incoming.params, True
        if method == PROXY_SUCCESSOR:  # from the successor, for the predecessor
            try:
                method, params = unwrap(params)
            except ValueError as exc:
                self.link.respond_error(incoming.id, INVALID_PARAMS, "Invalid params", str(exc))
                return
            downstream = False
        elif method == PROXY_INITIALIZE:
            method = INITIALIZE
        elif method == INITIALIZE:
            self.link.respond_error(
                incoming.id,
                INVALID_REQUEST,
                "this is a proxy: it runs under a conductor (acp-wire conduct), which sends "
                "proxy/initialize",
            )
            return
        hook = (self._down_requests if downstream else self._up_requests).get(method)
        if hook is not None and hook in self._hooks:
            task = asyncio.get_running_loop().create_task(
                self._run_hook(incoming.id, key, hook, method, params, downstream)
            )
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            self._in_flight[key] = task
            return
        answer_to = incoming.id

        def on_reply(reply: Reply) -> None:
            self._in_order(lambda: self._answer(key, answer_to, reply))

        if downstream:
            our_id = self.link.send_request(
                PROXY_SUCCESSOR, successor_params(method, params), on_reply
            )
        else:
            our_id = self.link.send_request(method, params, on_reply)
        if self.link.awaits(our_id):
            self._in_flight[key] = our_id

    def _answer(self, key: tuple[str, Any], request_id: bytes, reply: Reply) -> None:
        self._in_flight.pop(key, None)
        self.link.respond(request_id, reply)

    def _notification(self, incoming: Incoming) -> Awaitable[None] | None:
        method, params, downstream = incoming.method, incoming.params, True
        if method == PROXY_SUCCESSOR:
            try:
                method, params = unwrap(params)
            except ValueError as exc:
                logger.warning("acp_wire: dropped a proxy/successor notification: %s", exc)
                return None
            downstream = False
        hook = (self._down_notes if downstream else self._up_notes).get(method)
        if hook is None or hook not in self._hooks:
            self.send_notification(method, params, downstream=downstream)
            return None
        spec = self.binding.methods[method]
        try:
            typed = self._decode(params if params is not None else b"null", spec.notification)
        except acp.DecodeError as exc:
            logger.warning("acp_wire: dropped invalid %s notification: %s", method, exc)
            return None
        forward: Forward[Any, None] = Forward(
            self, method, downstream, typed, params, notification=True
        )
        result: Awaitable[None] = getattr(self.proxy, hook)(typed, forward)
        return result

    def _on_cancel(self, link: Link, key: tuple[str, Any]) -> None:
        entry = self._in_flight.get(key)
        if isinstance(entry, int):
            link.cancel(entry)  # the answer still comes from the successor
        elif entry is not None:
            entry.cancel()

    async def _run_hook(
        self,
        request_id: bytes,
        key: tuple[str, Any],
        hook: str,
        method: str,
        params: bytes | None,
        downstream: bool,
    ) -> None:
        link = self.link
        methods = self.binding.methods
        spec = methods[PROXY_INITIALIZE if method == INITIALIZE else method]
        forward: Forward[Any, Any] | None = None
        try:
            try:
                typed = self._decode(params if params is not None else b"null", spec.request)
            except acp.DecodeError as exc:
                link.respond_error(request_id, INVALID_PARAMS, "Invalid params", str(exc))
                return
            forward = Forward(self, method, downstream, typed, params)
            result = await getattr(self.proxy, hook)(typed, forward)
            if forward.reply is not None and result is forward.reply[1]:
                link.respond(request_id, forward.reply[0])  # unchanged: the bytes as read
            else:
                raw = msgspec.json.encode(None) if result is None else acp.encode(result)
                link.respond(request_id, Reply(raw, None))
        except asyncio.CancelledError:
            if link.ended:
                raise
            link.respond_error(request_id, REQUEST_CANCELLED, "Request cancelled")
        except PeerRequestError as exc:
            raw_error = getattr(exc, "raw_error", None)
            if raw_error is not None:
                link.respond(request_id, Reply(None, raw_error))
            else:
                link.respond_error(request_id, exc.code, exc.message, exc.data)
        except RequestError as exc:
            link.respond_error(request_id, exc.code, exc.message, exc.data)
        except Exception as exc:
            logger.exception("acp_wire: the proxy's %s hook raised", hook)
            link.respond_error(request_id, INTERNAL_ERROR, "Internal error", repr(exc))
        finally:
            self._in_flight.pop(key, None)


def _type_of(value: object) -> type[object]:
    return type(value)


def _settle(future: asyncio.Future[Reply], reply: Reply) -> None:
    if not future.done():
        future.set_result(reply)


async def _await_reply(
    link: Link, request_id: int, future: asyncio.Future[Reply], method: str
) -> Reply:
    """The reply to our request `request_id`; cancelling the waiter cancels the request."""
    try:
        return await future
    except asyncio.CancelledError:
        link.cancel(request_id)
        link.forget(request_id)
        raise


def _peer_error(method: str, raw_error: bytes) -> PeerRequestError:
    """The error answer `raw_error` as the exception a hook sees (its bytes kept, so that an
    uncaught one answers the hook's own request unchanged)."""
    try:
        decoded: Any = msgspec.json.decode(raw_error)
    except msgspec.DecodeError:
        decoded = None
    error: dict[str, Any] = cast("dict[str, Any]", decoded) if isinstance(decoded, dict) else {}
    code = error.get("code")
    message = error.get("message")
    exc = PeerRequestError(
        method,
        code if isinstance(code, int) else INTERNAL_ERROR,
        message if isinstance(message, str) else "",
        error.get("data"),
    )
    exc.raw_error = raw_error  # type: ignore[attr-defined]
    return exc


async def serve_stdio(proxy: PassThroughProxy, *, binding: Binding | None = None) -> None:
    """Serve `proxy` on this process's stdin/stdout until the conductor closes its end."""
    from acp_wire.connection._lines import LineTransport
    from acp_wire.connection._stdio import stdio_streams

    reader, writer = await stdio_streams()
    await ProxyConnection(proxy, LineTransport(reader, writer), binding=binding).serve()


def run_proxy(proxy: PassThroughProxy, *, binding: Binding | None = None) -> None:
    """Serve `proxy` on stdin/stdout (how a conductor runs it) until its conductor leaves."""
    asyncio.run(serve_stdio(proxy, binding=binding))


__all__ = ["Forward", "PassThroughProxy", "ProxyConnection", "run_proxy", "serve_stdio"]


def _close_unstarted(step: Awaitable[None]) -> None:
    """Close `step` if it is a coroutine that never started."""
    if inspect.iscoroutine(step) and inspect.getcoroutinestate(step) == inspect.CORO_CREATED:
        step.close()
