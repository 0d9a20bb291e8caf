"""Emit a version's public face (`acp_wire/vN/__init__.py`) and its connection presets
(`_generated/connections.py`), both versions from the same templates.

What a face exports is decided here, from the IR: the schema's types, the version's tables and
codec, and the names loaded on first use (JSON-RPC messages, handler protocols, peers, routes,
connections), each with the module that defines it. `face.py.jinja` and
`connections.py.jinja` only print.
"""

from __future__ import annotations

from dataclasses import dataclass

from .emit import Emitter
from .errors import json_path
from .ir import TypeExpr


@dataclass
class LazyName:
    """A name the face loads on first use, and the module it comes from (absolute); type
    checkers read it from `typed_from` (the module defining it, where `module` re-exports it
    for a side effect)."""

    name: str
    module: str
    typed_from: str = ""

    def __post_init__(self) -> None:
        self.typed_from = self.typed_from or self.module


@dataclass
class FaceOut:
    """Everything `face.py.jinja` prints."""

    package: str  # acp_wire.v1
    protocol: int
    sides: dict[str, str]  # agent_protocol ... -> generated class name
    lazy: list[LazyName]  # sorted by name
    bound: list[str]  # names taken from the binding's JSON-RPC layer on first use
    messages: list[str]  # message classes the face exports (ProtocolVersion.face_messages)


# The version-independent names every face loads on first use, by the module defining them.
_SHARED_LAZY = {
    "acp_wire.jsonrpc": ("Notification", "RawNotification", "RawRequest", "Request", "Response"),
    "acp_wire.rpc_errors": ("CapabilityError", "PeerRequestError", "RequestError"),
    "acp_wire._rpc.routes": ("Routes",),
    "acp_wire.connection._stdio": ("AgentExited", "AgentProcess", "stop_agent"),
    # sessions: what `conn.session(...)` hands a user, typed with the face's session updates
    "acp_wire.sessions": (
        "LocalFiles",
        "LocalTerminals",
        "PermissionAsk",
        "PermissionDecision",
        "PermissionPolicy",
        "Session",
        "SessionOpening",
        "ToolCallInfo",
        "Turn",
        "TurnStream",
    ),
}
# `acp_wire.jsonrpc` re-exports the envelope classes and registers version 1's typed messages
# for `Request.of` (the 0.1.0 behaviour every face keeps); the classes are defined in the
# envelope module, which type checkers read, so that no face appears to import another.
_DEFINED_IN = {"acp_wire.jsonrpc": "acp_wire._rpc.envelope"}
_CONNECTIONS = (
    "AgentSideConnection",
    "ClientSideConnection",
    "Connection",
    "connect_stdio",
    "run_agent",
    "spawn_agent",
)


def _sides(emitter: Emitter) -> dict[str, str]:
    out: dict[str, str] = {}
    for s in emitter.m.sides:
        if s.side in ("agent", "client"):
            out[f"{s.side}_routes"] = s.routes
            out[f"{s.side}_peer"] = s.peer
            out[f"{s.side}_protocol"] = s.protocol
    for key in ("agent_protocol", "client_protocol"):
        if key not in out:
            emitter.problem(json_path("$defs"), f"no method is handled by the {key[:6]} side")
    return out


def face(emitter: Emitter) -> FaceOut:
    version = emitter.version
    generated = f"{version.package}._generated"
    sides = _sides(emitter)
    lazy = [
        LazyName(n, m, _DEFINED_IN.get(m, "")) for m, names in _SHARED_LAZY.items() for n in names
    ]
    lazy += [LazyName(n, f"{generated}.connections") for n in _CONNECTIONS]
    lazy += [LazyName(s.protocol, f"{generated}.protocols") for s in emitter.m.sides]
    lazy += [LazyName(s.peer, f"{generated}.peers") for s in emitter.m.sides]
    lazy += [LazyName(s.routes, f"{generated}.dispatch") for s in emitter.m.sides]
    message_classes = {m.message_class for m in emitter.m.methods.values()}
    messages = []
    for name in version.face_messages:
        if name not in message_classes:
            emitter.problem(json_path("$defs"), f"no message class {name} to export")
        messages.append(name)
    lazy += [LazyName(n, f"{generated}.messages") for n in messages]
    return FaceOut(
        package=version.package,
        protocol=version.protocol,
        sides=sides,
        lazy=sorted(lazy, key=lambda n: n.name),
        bound=["JSONRPC", "decode_message", "handler_params"],
        messages=messages,
    )


def render_face(emitter: Emitter) -> str:
    return emitter.env.get_template("face.py.jinja").render(
        header=emitter.header(), face=face(emitter)
    )


@dataclass
class InitializeMember:
    """A member of the `initialize` params, as a keyword of `ClientSideConnection.initialize`."""

    name: str  # Python name
    annotation: str


def _initialize_members(emitter: Emitter, request: str) -> tuple[list[InitializeMember], set[str]]:
    """The keywords the client's `initialize` takes, typed for the checker (each may be left
    out: the defaults fill the required ones), and the names their annotations import."""
    members, names = [], set()
    for f in emitter.all_fields(emitter.m.structs[request]):
        if _private_alias(f.type):  # the types module's own: it cannot be imported from there
            emitter.problem(f.path or json_path("$defs", request), "name this type in $defs")
        members.append(InitializeMember(f.py_name, emitter.annotation(f)))
        names |= f.type.refs()
    return members, names


def _private_alias(t: TypeExpr) -> bool:
    return bool(t.kind in ("str", "int") and t.alias) or any(_private_alias(i) for i in t.items)


def render_connections(emitter: Emitter) -> str:
    # An agent per version (`run_agent({1: ..., 2: ...})`) finds the binding of each through
    # the connection classes of whichever face it was given to, which read the one table of
    # versions (`acp_wire._generated.versions`).
    from .conformance import client_initialize
    from .emit_wire import connection_views

    views = connection_views(emitter)
    init = client_initialize(emitter)
    members, names = _initialize_members(emitter, init.request) if init else ([], set())
    if init:  # imported at run time already (the default `initialize` builds them)
        names -= {"Implementation", init.request, init.response}
    return emitter.env.get_template("connections.py.jinja").render(
        header=emitter.header(),
        sides=_sides(emitter),
        views=views,
        initialize_members=members,
        initialize_imports=sorted(names),
        updates=next((v.updates for v in views if v.updates), None),
        client_init=init,
        update_union=emitter.version.capabilities.union,  # what a session's turn is typed with
    )
