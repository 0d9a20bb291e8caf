"""acp-wire: the typed, fast wire layer for the Agent Client Protocol (ACP).

Every `$defs` type of the ACP draft schema is importable from here under its schema name
(`acp_wire.SessionNotification`, `acp_wire.ContentBlock`, ...), generated into msgspec structs.

    >>> import acp_wire
    >>> note = acp_wire.decode(data, acp_wire.SessionNotification)
    >>> acp_wire.encode(note)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._codec import decode, decode_report, encode, encode_into, to_builtins
from ._errors import DecodeError, Repair
from ._generated import SCHEMA_SHA256, SCHEMA_VERSION
from ._generated.methods import METHODS
from ._generated.types import *  # noqa: F403
from ._generated.types import __all__ as _generated_names
from ._methods import MethodSpec
from ._resolve import UnknownVariant

__version__ = "0.1.0"

if TYPE_CHECKING:
    from ._generated.protocols import Agent as Agent
    from ._generated.protocols import Client as Client
    from ._generated.protocols import Proxy as Proxy
    from .connection import AgentSideConnection as AgentSideConnection
    from .connection import ClientSideConnection as ClientSideConnection
    from .connection import spawn_agent as spawn_agent
    from .jsonrpc import Notification as Notification
    from .jsonrpc import RawNotification as RawNotification
    from .jsonrpc import RawRequest as RawRequest
    from .jsonrpc import Request as Request
    from .jsonrpc import Response as Response
    from .jsonrpc import decode_message as decode_message
    from .rpc_errors import CapabilityError as CapabilityError
    from .rpc_errors import RequestError as RequestError

# Loaded on first use, so that `import acp_wire` pays only for the types: the connection needs
# asyncio, and the JSON-RPC layer its per-method message classes.
_LAZY = {
    "Notification": "jsonrpc",
    "RawNotification": "jsonrpc",
    "RawRequest": "jsonrpc",
    "Request": "jsonrpc",
    "Response": "jsonrpc",
    "decode_message": "jsonrpc",
    "Agent": "_generated.protocols",
    "Client": "_generated.protocols",
    "Proxy": "_generated.protocols",
    "AgentSideConnection": "connection",
    "ClientSideConnection": "connection",
    "spawn_agent": "connection",
    "CapabilityError": "rpc_errors",
    "RequestError": "rpc_errors",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'acp_wire' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f".{module}", __name__), name)


__all__ = [
    "METHODS",
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
