# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""`acp_wire.v1`: ACP protocol version 1, generated from its schema.

Every `$defs` type of the schema is importable from here under its schema name. `BINDING` is
the version's generated record (`acp_wire.Binding`: tables, codec, JSON-RPC layer, routes,
peers, rules); `decode`, `decode_report` and `decode_message` are the package's own functions
bound to this version's tables, `encode` is shared. The connection classes (`Connection`,
`AgentSideConnection`, `ClientSideConnection`, `connect_stdio`, `run_agent`, `spawn_agent`)
serve this version. Names other than the types and tables load on first use, so that importing
this face stays cheap (the connection needs asyncio, the JSON-RPC layer its message classes).

    >>> from acp_wire import v1
    >>> msg = v1.decode_message(line)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from msgspec import UNSET, UnsetType

from .._codec.codec import Decode, DecodeReport, encode, encode_into, to_builtins
from .._codec.errors import DecodeError, Repair
from .._codec.resolve import UnknownVariant
from .._faces import lazy_names
from .._rpc.binding import Binding
from .._rpc.methods import MethodSpec
from ._generated import PROTOCOL_VERSION, SCHEMA_SHA256, SCHEMA_VERSION
from ._generated.binding import BINDING
from ._generated.methods import METHODS
from ._generated.types import __all__ as _generated_names

decode: Decode = BINDING.codec.decode
"""Decode JSON into a type of this version (see `acp_wire._codec.codec.make_codec`)."""
decode_report: DecodeReport = BINDING.codec.decode_report
"""Like `decode`, and also the repairs the forgiving rules made."""

if TYPE_CHECKING:
    from acp_wire._rpc.envelope import Notification as Notification
    from acp_wire._rpc.envelope import RawNotification as RawNotification
    from acp_wire._rpc.envelope import RawRequest as RawRequest
    from acp_wire._rpc.envelope import Request as Request
    from acp_wire._rpc.envelope import Response as Response
    from acp_wire._rpc.routes import Routes as Routes
    from acp_wire.connection._stdio import AgentExited as AgentExited
    from acp_wire.connection._stdio import AgentProcess as AgentProcess
    from acp_wire.connection._stdio import stop_agent as stop_agent
    from acp_wire.rpc_errors import CapabilityError as CapabilityError
    from acp_wire.rpc_errors import PeerRequestError as PeerRequestError
    from acp_wire.rpc_errors import RequestError as RequestError
    from acp_wire.sessions import LocalFiles as LocalFiles
    from acp_wire.sessions import LocalTerminals as LocalTerminals
    from acp_wire.sessions import PermissionAsk as PermissionAsk
    from acp_wire.sessions import PermissionDecision as PermissionDecision
    from acp_wire.sessions import PermissionPolicy as PermissionPolicy
    from acp_wire.sessions import Session as Session
    from acp_wire.sessions import SessionOpening as SessionOpening
    from acp_wire.sessions import ToolCallInfo as ToolCallInfo
    from acp_wire.sessions import Turn as Turn
    from acp_wire.sessions import TurnStream as TurnStream
    from acp_wire.v1._generated.connections import AgentSideConnection as AgentSideConnection
    from acp_wire.v1._generated.connections import ClientSideConnection as ClientSideConnection
    from acp_wire.v1._generated.connections import Connection as Connection
    from acp_wire.v1._generated.connections import connect_stdio as connect_stdio
    from acp_wire.v1._generated.connections import run_agent as run_agent
    from acp_wire.v1._generated.connections import spawn_agent as spawn_agent
    from acp_wire.v1._generated.dispatch import AGENT_ROUTES as AGENT_ROUTES
    from acp_wire.v1._generated.dispatch import CLIENT_ROUTES as CLIENT_ROUTES
    from acp_wire.v1._generated.dispatch import PROXY_ROUTES as PROXY_ROUTES
    from acp_wire.v1._generated.messages import SessionUpdateMessage as SessionUpdateMessage
    from acp_wire.v1._generated.peers import AgentPeer as AgentPeer
    from acp_wire.v1._generated.peers import ClientPeer as ClientPeer
    from acp_wire.v1._generated.peers import ProxyPeer as ProxyPeer
    from acp_wire.v1._generated.protocols import Agent as Agent
    from acp_wire.v1._generated.protocols import Client as Client
    from acp_wire.v1._generated.protocols import Proxy as Proxy

    from .._rpc.jsonrpc import JsonRpc

    # Typed per method, by overloads generated beside the message classes.
    from ._generated.messages import decode_message as decode_message
    from ._generated.types import *  # noqa: F403

    JSONRPC: JsonRpc  # the JSON-RPC layer bound to this version's tables
    handler_params: Any

LAZY_NAMES = {
    "AGENT_ROUTES": "acp_wire.v1._generated.dispatch",
    "Agent": "acp_wire.v1._generated.protocols",
    "AgentExited": "acp_wire.connection._stdio",
    "AgentPeer": "acp_wire.v1._generated.peers",
    "AgentProcess": "acp_wire.connection._stdio",
    "AgentSideConnection": "acp_wire.v1._generated.connections",
    "CLIENT_ROUTES": "acp_wire.v1._generated.dispatch",
    "CapabilityError": "acp_wire.rpc_errors",
    "Client": "acp_wire.v1._generated.protocols",
    "ClientPeer": "acp_wire.v1._generated.peers",
    "ClientSideConnection": "acp_wire.v1._generated.connections",
    "Connection": "acp_wire.v1._generated.connections",
    "LocalFiles": "acp_wire.sessions",
    "LocalTerminals": "acp_wire.sessions",
    "Notification": "acp_wire.jsonrpc",
    "PROXY_ROUTES": "acp_wire.v1._generated.dispatch",
    "PeerRequestError": "acp_wire.rpc_errors",
    "PermissionAsk": "acp_wire.sessions",
    "PermissionDecision": "acp_wire.sessions",
    "PermissionPolicy": "acp_wire.sessions",
    "Proxy": "acp_wire.v1._generated.protocols",
    "ProxyPeer": "acp_wire.v1._generated.peers",
    "RawNotification": "acp_wire.jsonrpc",
    "RawRequest": "acp_wire.jsonrpc",
    "Request": "acp_wire.jsonrpc",
    "RequestError": "acp_wire.rpc_errors",
    "Response": "acp_wire.jsonrpc",
    "Routes": "acp_wire._rpc.routes",
    "Session": "acp_wire.sessions",
    "SessionOpening": "acp_wire.sessions",
    "SessionUpdateMessage": "acp_wire.v1._generated.messages",
    "ToolCallInfo": "acp_wire.sessions",
    "Turn": "acp_wire.sessions",
    "TurnStream": "acp_wire.sessions",
    "connect_stdio": "acp_wire.v1._generated.connections",
    "run_agent": "acp_wire.v1._generated.connections",
    "spawn_agent": "acp_wire.v1._generated.connections",
    "stop_agent": "acp_wire.connection._stdio",
}
"""The names loaded on first use, by the module that defines them."""

# The types too are read on first use: the types package imports a module on the first read
# of one of its names (codegen/split.py), so a star import here would import all of them.
_load = lazy_names(
    __name__, globals(), {**dict.fromkeys(_generated_names, "._generated.types"), **LAZY_NAMES}
)


def __getattr__(name: str) -> Any:
    # The binding's JSON-RPC layer is built on first use: it needs the message classes.
    if name in (
        "JSONRPC",
        "decode_message",
        "handler_params",
    ):
        rpc = BINDING.jsonrpc
        globals().update(
            JSONRPC=rpc, decode_message=rpc.decode_message, handler_params=rpc.handler_params
        )
        return globals()[name]
    return _load(name)


def __dir__() -> list[str]:
    return sorted(
        {
            *globals(),
            *_generated_names,
            *LAZY_NAMES,
            "JSONRPC",
            "decode_message",
            "handler_params",
        }
    )


__all__ = [
    "BINDING",
    "METHODS",
    "PROTOCOL_VERSION",
    "SCHEMA_SHA256",
    "SCHEMA_VERSION",
    "UNSET",
    "Binding",
    "DecodeError",
    "MethodSpec",
    "Repair",
    "UnknownVariant",
    "UnsetType",
    "decode",
    "decode_report",
    "encode",
    "encode_into",
    "to_builtins",
    "JSONRPC",
    "decode_message",
    "handler_params",
    *LAZY_NAMES,
    *_generated_names,
]  # pyright: ignore[reportUnsupportedDunderAll]  # lazy and star-imported names
