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
    "acp_wire.connection.stdio": ("AgentProcess", "stop_agent"),
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


def render_connections(emitter: Emitter) -> str:
    # An agent per version (`run_agent({1: ..., 2: ...})`) finds the binding of each through
    # the connection classes of whichever face it was given to, which read the one table of
    # versions (`acp_wire._generated.versions`).
    from .conformance import client_initialize

    return emitter.env.get_template("connections.py.jinja").render(
        header=emitter.header(),
        sides=_sides(emitter),
        client_init=client_initialize(emitter),
    )
