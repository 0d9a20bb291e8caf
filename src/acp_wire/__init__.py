"""acp-wire: the typed, fast wire layer for the Agent Client Protocol (ACP).

Every `$defs` type of the ACP draft schema is importable from here under its schema name
(`acp_wire.SessionNotification`, `acp_wire.ContentBlock`, ...), generated into msgspec structs.

    >>> import acp_wire
    >>> note = acp_wire.decode(data, acp_wire.SessionNotification)
    >>> acp_wire.encode(note)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import UNSET, UnsetType

from ._binding import Binding
from ._codec import Decode, DecodeReport, encode, encode_into, to_builtins
from ._errors import DecodeError, Repair
from ._generated import PROTOCOL_VERSION, SCHEMA_SHA256, SCHEMA_VERSION
from ._generated.binding import BINDING
from ._generated.methods import METHODS
from ._generated.types import *  # noqa: F403
from ._generated.types import __all__ as _generated_names
from ._lazy import lazy_names
from ._methods import MethodSpec
from ._resolve import UnknownVariant

__version__ = "0.1.0"

# Protocol version 1, the package's own (`BINDING`; `acp_wire.v2.BINDING` is version 2's).
decode: Decode = BINDING.codec.decode
"""Decode JSON into a generated type (see `acp_wire._codec.make_codec`)."""
decode_report: DecodeReport = BINDING.codec.decode_report
"""Like `decode`, and also the repairs the forgiving rules made."""

if TYPE_CHECKING:
    from ._generated.messages import SessionUpdateMessage as SessionUpdateMessage
    from ._generated.protocols import Agent as Agent
    from ._generated.protocols import Client as Client
    from ._generated.protocols import Proxy as Proxy
    from .connection import AgentProcess as AgentProcess
    from .connection import AgentSideConnection as AgentSideConnection
    from .connection import ClientSideConnection as ClientSideConnection
    from .connection import Connection as Connection
    from .connection import connect_stdio as connect_stdio
    from .connection import run_agent as run_agent
    from .connection import spawn_agent as spawn_agent
    from .connection import stop_agent as stop_agent
    from .helpers import agent_text as agent_text
    from .helpers import plan as plan
    from .helpers import plan_entry as plan_entry
    from .helpers import start_tool_call as start_tool_call
    from .helpers import thought_text as thought_text
    from .helpers import tool_text as tool_text
    from .helpers import update_tool_call as update_tool_call
    from .helpers import user_text as user_text
    from .jsonrpc import Notification as Notification
    from .jsonrpc import RawNotification as RawNotification
    from .jsonrpc import RawRequest as RawRequest
    from .jsonrpc import Request as Request
    from .jsonrpc import Response as Response
    from .jsonrpc import decode_message as decode_message
    from .rpc_errors import CapabilityError as CapabilityError
    from .rpc_errors import PeerRequestError as PeerRequestError
    from .rpc_errors import RequestError as RequestError

# Loaded on first use, so that `import acp_wire` pays only for the types: the connection needs
# asyncio, and the JSON-RPC layer its per-method message classes. The first access stores the
# name in this module, so later ones are plain attribute reads.
_LAZY = {
    "Notification": "jsonrpc",
    "RawNotification": "jsonrpc",
    "RawRequest": "jsonrpc",
    "Request": "jsonrpc",
    "Response": "jsonrpc",
    "decode_message": "jsonrpc",
    "SessionUpdateMessage": "_generated.messages",
    "Agent": "_generated.protocols",
    "Client": "_generated.protocols",
    "Proxy": "_generated.protocols",
    "AgentProcess": "connection",
    "AgentSideConnection": "connection",
    "ClientSideConnection": "connection",
    "Connection": "connection",
    "connect_stdio": "connection",
    "run_agent": "connection",
    "spawn_agent": "connection",
    "stop_agent": "connection",
    "agent_text": "helpers",
    "plan": "helpers",
    "plan_entry": "helpers",
    "start_tool_call": "helpers",
    "thought_text": "helpers",
    "tool_text": "helpers",
    "update_tool_call": "helpers",
    "user_text": "helpers",
    "CapabilityError": "rpc_errors",
    "PeerRequestError": "rpc_errors",
    "RequestError": "rpc_errors",
}


__getattr__ = lazy_names(__name__, globals(), {name: f".{m}" for name, m in _LAZY.items()})


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


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
    *_LAZY,
    *_generated_names,
]  # pyright: ignore[reportUnsupportedDunderAll]  # lazy and star-imported names
