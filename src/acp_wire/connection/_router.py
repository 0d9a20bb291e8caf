"""One agent for several protocol versions on any transport: the connection waits for
`initialize`, picks the version it serves (`versions.choose_version`, the remote server's
rule), and from then on is that version's connection.

    conn = Connection({1: AgentV1(), 2: AgentV2()}, transport, side="agent", bindings=binding_for)
    await conn.serve()

`VersionRouter` holds the rules, with no I/O: a message read before `initialize` goes in,
the version to serve or the answers to send come out. They are the TypeScript SDK's
(`AgentProtocolRouter` of `@agentclientprotocol/sdk` 2.4.0, `dist/protocol-router.d.ts`):

- notifications and responses before `initialize` are ignored;
- other requests are answered -32600 (with their id); a JSON-RPC batch, or JSON that is no
  JSON-RPC message, with a single -32600 whose id is null; unparseable bytes -32700;
- an `initialize` that fails is answered with its error: -32022 (`requested`, `supported`)
  for one written for a version older than any served that the lowest cannot read, else
  that version's answer to params it cannot read (-32602), or -32600 with a null id on a v2
  route for an id that is not a string or an integer;

none of which closes the connection or picks a version: the client may send `initialize`
again. A readable `initialize` routes the connection for good: it and everything after it go
to the chosen version's endpoint and agent, a repeated `initialize` included (the router never
re-routes; the agent answers it by its own version's rule).

`await_initialize` runs the rules over a transport; the driver (`driver.Connection`) then
builds its endpoint for the chosen binding and serves the agent of that version.

The client's side of the same idea, `ClientNegotiation`: a client per version
(`Connection({1: ClientV1(), 2: ClientV2()}, ..., side="client")`, then `await
conn.negotiate({1: InitializeRequest(...), 2: v2.InitializeRequest(...)})`) initializes with
the highest version it has and keeps the version the agent answers with.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import msgspec

from acp_wire._codec.errors import DecodeError
from acp_wire._generated.error_codes import UNSUPPORTED_PROTOCOL_VERSION  # v2's `ErrorCode`
from acp_wire._generated.methods import INITIALIZE
from acp_wire._rpc.binding import Binding
from acp_wire._rpc.dispatch import error_response
from acp_wire.connection._endpoint import Endpoint, Send
from acp_wire.connection._framing import NOT_JSON, id_of, lenient_json, member, sniff_envelope
from acp_wire.connection._sides import rules_for
from acp_wire.connection._transport import Frame, TooLong, Transport
from acp_wire.connection._versions import MAX_PROTOCOL_VERSION, choose_version
from acp_wire.rpc_errors import INVALID_REQUEST, PARSE_ERROR, PeerRequestError

logger = logging.getLogger("acp_wire")


# Where the bindings of the versions come from: a table, or a lookup such as
# `acp_wire.bindings.binding_for` (this package never imports a version itself).
Bindings = Mapping[int, Binding] | Callable[[int], Binding]


class Route(NamedTuple):
    """The version a connection serves from its `initialize` on: its number, its binding and
    the agent that serves it."""

    version: int
    binding: Binding
    handler: Any


class VersionRouter:
    """The rules for the messages an agent of several versions reads before `initialize` (see
    the module's docstring): `receive` each one until it returns a `Route`.

    `handlers` maps each version served to its agent; `bindings` gives each version's binding.
    """

    def __init__(self, handlers: Mapping[int, Any], bindings: Bindings) -> None:
        if not handlers:
            raise ValueError("an agent per version needs at least one version")
        lookup = bindings if callable(bindings) else bindings.__getitem__
        self.routes: dict[int, Route] = {}
        for version, handler in handlers.items():
            try:
                binding = lookup(version)
            except KeyError:
                raise ValueError(f"no bindings for protocol version {version!r}") from None
            if binding.protocol_version != version:
                raise ValueError(f"{binding!r} given for protocol version {version!r}")
            self.routes[version] = Route(version, binding, handler)

    def receive(self, frame: Frame) -> Route | list[Any]:
        """One message read before `initialize`: the `Route` to take (the message then goes to
        its endpoint), or the messages to answer it with (none: it is ignored)."""
        if isinstance(frame, TooLong):
            keys, request_id = sniff_envelope(frame.head, frame.tail)
            notification = "method" in keys and "id" not in keys
            response = "method" not in keys and ("result" in keys or "error" in keys)
            if notification or response:
                return []  # ignored, as any notification or response would be
            return [_refuse(request_id, "the message exceeds max_message_size")]
        try:
            raw = msgspec.json.decode(frame)
        except (msgspec.DecodeError, RecursionError):  # RecursionError: nested too deep
            raw = lenient_json(frame)
            if raw is NOT_JSON:
                reason = {"reason": "the message is not valid JSON"}
                return [error_response(None, PARSE_ERROR, "Parse error", reason)]
        if isinstance(raw, list):
            return [_refuse(None, "a JSON-RPC batch is not served before initialize")]
        if not isinstance(raw, dict):
            return [_refuse(None, "the first message must be an initialize request")]
        message: dict[str, Any] = raw  # pyright: ignore[reportUnknownVariableType]
        method = message.get("method")
        if not isinstance(method, str):
            if "method" not in message and ("result" in message or "error" in message):
                logger.debug("acp_wire: a response before initialize ignored")
                return []
            return [_refuse(id_of(message), "the first message must be an initialize request")]
        if "id" not in message:
            logger.debug("acp_wire: notification %r before initialize ignored", method)
            return []
        if method != INITIALIZE:
            why = f"the first request must be initialize, not {method!r}"
            return [_refuse(id_of(message), why)]
        return self._initialize(frame, message)

    def _initialize(self, frame: bytes, message: dict[str, Any]) -> Route | list[Any]:
        requested = member(message.get("params"), "protocolVersion")
        route = self.routes[choose_version(requested, self.routes)]
        binding = route.binding
        if not binding.null_id_allowed and id_of(message) is None:
            why = f"protocol version {route.version}'s request ids are strings or integers"
            return [_refuse(None, why)]
        try:
            binding.jsonrpc.decode_message(frame)
        except DecodeError:
            if _is_version(requested) and requested < route.version:
                # Written for an older version than any served, in that version's shape: the
                # client's version is unsupported, not its params invalid (the TypeScript
                # router answers it so, and v2's schema: "initialization fails with -32022").
                data = {"requested": requested, "supported": sorted(self.routes)}
                message_id = id_of(message)
                text = "Unsupported protocol version"
                return [error_response(message_id, UNSUPPORTED_PROTOCOL_VERSION, text, data)]
            # Answered as that version's endpoint answers it; a fresh `initialize` may follow.
            scratch = Endpoint(binding, rules_for("agent", binding))
            scratch.receive(frame)
            return [a.message for a in scratch.take_actions() if isinstance(a, Send)]
        return route


class Chosen(NamedTuple):
    """The version a client of several keeps: its route, and the agent's typed answer to our
    `initialize` (None: the agent answered with this lower version, so initialize again as
    this version, with its own capabilities)."""

    route: Route
    answer: Any


class ClientNegotiation:
    """A client of several versions initializing, with no I/O: send `message()`, feed what
    comes back to `receive` until it returns a `Chosen`.

    The highest version offered goes first (the spec's negotiation: the client sends the
    latest version it supports; the agent answers with the one it serves). The agent's answer
    names the version to keep: the one asked (its typed answer), or a lower one the client has
    (initialize again as that one); a -32022 listing versions the client has tries the highest
    of them. Anything else raises: the agent's error (`PeerRequestError`), or
    `ConnectionError` for a version the client lacks, as the initialization page says ("the
    Client SHOULD close the connection").
    """

    def __init__(self, router: VersionRouter, offers: Mapping[int, Any]) -> None:
        missing = sorted(set(router.routes) - set(offers))
        if missing:
            raise ValueError(f"no initialize request offered for protocol version {missing[0]}")
        self.routes = router.routes
        self.offers = offers
        self.version = max(self.routes)

    @property
    def request_id(self) -> str:
        # A string id: the connection's own requests, numbered from 0, never collide with it.
        return f"initialize-v{self.version}"

    def message(self) -> Any:
        """The `initialize` request to send now."""
        binding = self.routes[self.version].binding
        return binding.jsonrpc.request_of(self.request_id, INITIALIZE, self.offers[self.version])

    def receive(self, frame: Frame) -> Chosen | Any | None:
        """A message read while waiting: a `Chosen`, the next `initialize` to send, or None
        (not the answer: kept for the connection, which serves it once a version is kept)."""
        if isinstance(frame, TooLong):
            keys, request_id = sniff_envelope(frame.head, frame.tail)
            if "method" not in keys and request_id == self.request_id:
                raise ConnectionError("the agent's answer to initialize exceeds max_message_size")
            return None
        try:
            raw = msgspec.json.decode(frame)
        except (msgspec.DecodeError, RecursionError):
            return None
        if not isinstance(raw, dict):
            return None
        answer: dict[str, Any] = raw  # pyright: ignore[reportUnknownVariableType]
        if "method" in answer or answer.get("id") != self.request_id:
            return None
        error = answer.get("error")
        if error is not None:
            return self._refused(error)
        version = member(answer.get("result"), "protocolVersion")
        if version == self.version:
            route = self.routes[self.version]
            return Chosen(route, route.binding.jsonrpc.decode_message(frame, INITIALIZE).result)
        if isinstance(version, int) and version in self.routes and version < self.version:
            return Chosen(self.routes[version], None)
        have = sorted(self.routes)
        raise ConnectionError(
            f"the agent answered initialize with protocol version {version!r}; "
            f"this client speaks {have}"
        )

    def _refused(self, error: Any) -> Any:
        code, data = member(error, "code"), member(error, "data")
        supported = member(data, "supported")
        if code == UNSUPPORTED_PROTOCOL_VERSION and isinstance(supported, list):
            lower = [v for v in self.routes if v in supported and v < self.version]
            if lower:
                self.version = max(lower)
                return self.message()
        text = member(error, "message")
        code = code if isinstance(code, int) else INVALID_REQUEST
        raise PeerRequestError(INITIALIZE, code, text if isinstance(text, str) else "", data)


def _is_version(value: Any) -> bool:
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value <= MAX_PROTOCOL_VERSION
    )


def _refuse(request_id: Any, reason: str) -> bytes:
    return error_response(request_id, INVALID_REQUEST, "Invalid Request", {"reason": reason})


async def await_initialize(
    transport: Transport, router: VersionRouter
) -> tuple[Route, list[Frame]] | None:
    """Read `transport` until `initialize` routes it, answering what comes before as `router`
    says: the route and the frames read from the `initialize` on (to hand to the endpoint), or
    None if the input ended first."""
    while True:
        frames = await transport.receive()
        if not frames:
            return None
        for index, frame in enumerate(frames):
            decision = router.receive(frame)
            if isinstance(decision, Route):
                return decision, frames[index:]
            for answer in decision:
                # Bounded by what was read: sent at once, as the endpoint's error answers are.
                transport.send(answer, None)
        if not transport.has_room():
            await transport.writable()


async def negotiate(transport: Transport, talk: ClientNegotiation) -> tuple[Chosen, list[Frame]]:
    """Run `talk` over `transport`: the version kept, and the frames read besides its answer
    (to hand to the endpoint). `ConnectionError` if the input ends first."""
    transport.send(talk.message(), None)
    kept: list[Frame] = []  # read before the answer: served once the version is kept
    while True:
        frames = await transport.receive()
        if not frames:
            raise ConnectionError("the agent closed the connection before answering initialize")
        for index, frame in enumerate(frames):
            decision = talk.receive(frame)
            if isinstance(decision, Chosen):
                return decision, kept + frames[index + 1 :]
            if decision is None:
                kept.append(frame)
            else:  # the agent refused that version: the next one
                transport.send(decision, None)


__all__ = [
    "Bindings",
    "Chosen",
    "ClientNegotiation",
    "Route",
    "VersionRouter",
    "await_initialize",
    "negotiate",
]
