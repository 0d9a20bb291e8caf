"""acp_wire.v2: ACP protocol version 2 (a draft upstream), from the same generator and runtime.

Every `$defs` type of the v2 draft schema is importable from here under its schema name
(`acp_wire.v2.UpdateSessionNotification`, ...). `BINDING` is the version's generated record
(`acp_wire.Binding`: tables, codec, JSON-RPC layer, routes, peers, rules). `AgentSideConnection`,
`ClientSideConnection`, `connect_stdio`, `run_agent` and `spawn_agent` serve v2 as `acp_wire`'s
serve v1. `decode`, `decode_report` and `decode_message` are the package's own functions
bound to the v2 tables (the same codec, forgiving path, union rule and JSON-RPC layer as
`acp_wire`); `encode` is shared. `import acp_wire` never imports this package.

    >>> from acp_wire import v2
    >>> note = v2.decode(data, v2.UpdateSessionNotification)
    >>> msg = v2.decode_message(line)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._codec import Decode, DecodeReport, encode, encode_into, to_builtins
from .._errors import DecodeError, Repair
from .._methods import MethodSpec
from .._resolve import UnknownVariant
from ._generated import PROTOCOL_VERSION, SCHEMA_SHA256, SCHEMA_VERSION
from ._generated.binding import BINDING
from ._generated.methods import METHODS
from ._generated.types import *  # noqa: F403
from ._generated.types import __all__ as _generated_names

PROTOCOL = BINDING
"""The former name of `BINDING` (a connection's per-version record)."""

decode: Decode = BINDING.codec.decode
"""Decode JSON into a v2 type (see `acp_wire.decode`)."""
decode_report: DecodeReport = BINDING.codec.decode_report
"""Like `decode`, and also the repairs the forgiving rules made."""

if TYPE_CHECKING:
    from .._routes import Routes as Routes
    from ..jsonrpc import JsonRpc
    from ..jsonrpc import Notification as Notification
    from ..jsonrpc import RawNotification as RawNotification
    from ..jsonrpc import RawRequest as RawRequest
    from ..jsonrpc import Request as Request
    from ..jsonrpc import Response as Response
    from ._generated.dispatch import AGENT_ROUTES as AGENT_ROUTES
    from ._generated.dispatch import CLIENT_ROUTES as CLIENT_ROUTES

    # Typed per method, by overloads generated beside the v2 message classes.
    from ._generated.messages import decode_message as decode_message
    from ._generated.peers import AgentPeer as AgentPeer
    from ._generated.peers import ClientPeer as ClientPeer
    from ._generated.protocols import Agent as Agent
    from ._generated.protocols import Client as Client
    from ._generated.protocols import Proxy as Proxy

    JSONRPC: JsonRpc  # the JSON-RPC layer bound to the v2 tables (`acp_wire.jsonrpc.JsonRpc`)

    # Connections serving v2: the same machinery as `acp_wire`'s, bound to v2's record.
    from ._connection import AgentProcess as AgentProcess
    from ._connection import AgentSideConnection as AgentSideConnection
    from ._connection import ClientSideConnection as ClientSideConnection
    from ._connection import connect_stdio as connect_stdio
    from ._connection import run_agent as run_agent
    from ._connection import spawn_agent as spawn_agent

# Loaded on first use, as in `acp_wire`: the JSON-RPC layer needs the message classes.
_LAZY = {
    "Notification": "acp_wire.jsonrpc",
    "RawNotification": "acp_wire.jsonrpc",
    "RawRequest": "acp_wire.jsonrpc",
    "Request": "acp_wire.jsonrpc",
    "Response": "acp_wire.jsonrpc",
    "Routes": "acp_wire._routes",
    "Agent": "acp_wire.v2._generated.protocols",
    "Client": "acp_wire.v2._generated.protocols",
    "Proxy": "acp_wire.v2._generated.protocols",
    "AgentPeer": "acp_wire.v2._generated.peers",
    "ClientPeer": "acp_wire.v2._generated.peers",
    "AGENT_ROUTES": "acp_wire.v2._generated.dispatch",
    "CLIENT_ROUTES": "acp_wire.v2._generated.dispatch",
    "AgentProcess": "acp_wire.v2._connection",
    "AgentSideConnection": "acp_wire.v2._connection",
    "ClientSideConnection": "acp_wire.v2._connection",
    "connect_stdio": "acp_wire.v2._connection",
    "run_agent": "acp_wire.v2._connection",
    "spawn_agent": "acp_wire.v2._connection",
}


def __getattr__(name: str) -> Any:
    import importlib

    if name in ("decode_message", "handler_params", "JSONRPC"):
        rpc = BINDING.jsonrpc
        globals().update(
            decode_message=rpc.decode_message, handler_params=rpc.handler_params, JSONRPC=rpc
        )
        return globals()[name]
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'acp_wire.v2' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


__all__ = [
    "BINDING",
    "METHODS",
    "PROTOCOL",
    "AgentProcess",
    "AgentSideConnection",
    "ClientSideConnection",
    "connect_stdio",
    "run_agent",
    "spawn_agent",
    "PROTOCOL_VERSION",
    "SCHEMA_SHA256",
    "SCHEMA_VERSION",
    "DecodeError",
    "MethodSpec",
    "Notification",
    "RawNotification",
    "RawRequest",
    "Repair",
    "Request",
    "Response",
    "UnknownVariant",
    "decode",
    "decode_message",
    "decode_report",
    "encode",
    "encode_into",
    "to_builtins",
    *_generated_names,
]  # pyright: ignore[reportUnsupportedDunderAll]  # the generated names, star-imported above
