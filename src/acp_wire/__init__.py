"""acp-wire: the typed, fast wire layer for the Agent Client Protocol (ACP).

This package is the face of protocol version 1: it re-exports `acp_wire.v1` (every `$defs`
type of the draft schema under its schema name, `acp_wire.SessionNotification`,
`acp_wire.ContentBlock`, ..., the version's tables, codec and connections) and adds the
update builders of `acp_wire.helpers`. Version 2 is `acp_wire.v2`, of the same shape.

    >>> import acp_wire
    >>> note = acp_wire.decode(data, acp_wire.SessionNotification)
    >>> acp_wire.encode(note)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._faces import install_old_paths, lazy_names
from .v1 import BINDING as BINDING
from .v1 import LAZY_NAMES as _V1_LAZY
from .v1 import METHODS as METHODS
from .v1 import PROTOCOL_VERSION as PROTOCOL_VERSION
from .v1 import SCHEMA_SHA256 as SCHEMA_SHA256
from .v1 import SCHEMA_VERSION as SCHEMA_VERSION
from .v1 import UNSET as UNSET
from .v1 import Binding as Binding
from .v1 import DecodeError as DecodeError
from .v1 import MethodSpec as MethodSpec
from .v1 import Repair as Repair
from .v1 import UnknownVariant as UnknownVariant
from .v1 import UnsetType as UnsetType
from .v1 import __all__ as _v1_names
from .v1 import decode as decode
from .v1 import decode_report as decode_report
from .v1 import encode as encode
from .v1 import encode_into as encode_into
from .v1 import to_builtins as to_builtins
from .v1._generated.types import __all__ as _v1_types

__version__ = "0.1.0"

install_old_paths()  # acp_wire.state, acp_wire.conformance, ...: see _faces.DEPRECATED_MODULES

if TYPE_CHECKING:
    from .helpers import agent_text as agent_text
    from .helpers import plan as plan
    from .helpers import plan_entry as plan_entry
    from .helpers import replay_v2_history as replay_v2_history
    from .helpers import start_tool_call as start_tool_call
    from .helpers import thought_text as thought_text
    from .helpers import tool_text as tool_text
    from .helpers import update_tool_call as update_tool_call
    from .helpers import user_text as user_text
    from .v1 import JSONRPC as JSONRPC
    from .v1 import AgentExited as AgentExited
    from .v1 import AgentProcess as AgentProcess
    from .v1 import AgentSideConnection as AgentSideConnection
    from .v1 import CapabilityError as CapabilityError
    from .v1 import ClientSideConnection as ClientSideConnection
    from .v1 import Connection as Connection
    from .v1 import LocalFiles as LocalFiles
    from .v1 import LocalTerminals as LocalTerminals
    from .v1 import Notification as Notification
    from .v1 import PeerRequestError as PeerRequestError
    from .v1 import PermissionAsk as PermissionAsk
    from .v1 import PermissionDecision as PermissionDecision
    from .v1 import PermissionPolicy as PermissionPolicy
    from .v1 import RawNotification as RawNotification
    from .v1 import RawRequest as RawRequest
    from .v1 import Request as Request
    from .v1 import RequestError as RequestError
    from .v1 import Response as Response
    from .v1 import Session as Session
    from .v1 import SessionOpening as SessionOpening
    from .v1 import SessionUpdateMessage as SessionUpdateMessage
    from .v1 import ToolCallInfo as ToolCallInfo
    from .v1 import Turn as Turn
    from .v1 import TurnStream as TurnStream
    from .v1 import connect_stdio as connect_stdio
    from .v1 import decode_message as decode_message
    from .v1 import handler_params as handler_params
    from .v1 import run_agent as run_agent
    from .v1 import spawn_agent as spawn_agent
    from .v1 import stop_agent as stop_agent
    from .v1._generated.peers import AgentPeer as AgentPeer
    from .v1._generated.peers import ClientPeer as ClientPeer
    from .v1._generated.peers import ProxyPeer as ProxyPeer
    from .v1._generated.protocols import Agent as Agent
    from .v1._generated.protocols import Client as Client
    from .v1._generated.protocols import Proxy as Proxy
    from .v1._generated.types import *  # noqa: F403

_HELPERS = (
    "agent_text",
    "plan",
    "plan_entry",
    "replay_v2_history",
    "start_tool_call",
    "thought_text",
    "tool_text",
    "update_tool_call",
    "user_text",
)
# Loaded on first use, as `acp_wire.v1` loads them: v1's lazy names, the binding's JSON-RPC
# layer, and the update builders.
_LAZY = {
    # The types, whose package imports a module on first read (codegen/split.py).
    **dict.fromkeys(_v1_types, "acp_wire.v1._generated.types"),
    **_V1_LAZY,
    **dict.fromkeys(("JSONRPC", "decode_message", "handler_params"), "acp_wire.v1"),
    **dict.fromkeys(_HELPERS, "acp_wire.helpers"),
}

__getattr__: Any = lazy_names(__name__, globals(), _LAZY)


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    *_v1_names,
    *_HELPERS,
]  # pyright: ignore[reportUnsupportedDunderAll]  # lazy and star-imported names
