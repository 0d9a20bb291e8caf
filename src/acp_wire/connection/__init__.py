"""ACP connections: a protocol core without I/O, transports that move messages, and one asyncio
driver that runs the one over the other.

    conn = AgentSideConnection(MyAgent(), reader, writer)   # or ClientSideConnection(client, ...)
    await conn.serve()                                       # until the peer closes its end
    await conn.client.fs_read_text_file(ReadTextFileRequest(...))  # typed calls to the peer

One module per job:
- `endpoint`: the protocol core (ids, pending and in-flight requests, cancellation, error
  answers, answer-exactly-once): messages in, actions out; no I/O.
- `sides`: each side's rules (capability gate, cancelled turns and permission requests,
  `initialize`) as policies the endpoint consults.
- `transport`: the seam a transport implements (receive, send with the request answered,
  room, close); no I/O. `stdio_transport` (newline-delimited JSON over asyncio streams, with
  `framing`) and `memory` (an in-process pair) implement it.
- `driver`: `Connection`, the asyncio driver for every side, version and transport, and the
  named ends `AgentSideConnection` / `ClientSideConnection`.
- `stdio`: this process's stdin/stdout and agent subprocesses; `protocol`: the former names
  of the protocol version's `Binding` a connection is built on (`acp_wire.BINDING` by default).

Names load on first use, so that importing the I/O-free modules never imports asyncio.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

if TYPE_CHECKING:
    from .._generated.peers import AgentPeer as AgentPeer
    from .._generated.peers import ClientPeer as ClientPeer
    from .._generated.protocols import Agent as Agent
    from .._generated.protocols import Client as Client
    from ..rpc_errors import CapabilityError as CapabilityError
    from ..rpc_errors import RequestError as RequestError
    from .driver import CLOSE_TIMEOUT as CLOSE_TIMEOUT
    from .driver import AgentSideConnection as AgentSideConnection
    from .driver import ClientSideConnection as ClientSideConnection
    from .driver import Connection as Connection
    from .endpoint import Endpoint as Endpoint
    from .memory import MemoryTransport as MemoryTransport
    from .memory import memory_pair as memory_pair
    from .protocol import PROTOCOL_V1 as PROTOCOL_V1
    from .protocol import ConnectionProtocol as ConnectionProtocol
    from .stdio import AgentProcess as AgentProcess
    from .stdio import connect_stdio as connect_stdio
    from .stdio import run_agent as run_agent
    from .stdio import spawn_agent as spawn_agent
    from .stdio import stdio_streams as stdio_streams
    from .stdio import stop_agent as stop_agent
    from .stdio_transport import StdioTransport as StdioTransport
    from .transport import HIGH_WATER as HIGH_WATER
    from .transport import Transport as Transport

_LAZY = {
    "AgentPeer": "acp_wire._generated.peers",
    "ClientPeer": "acp_wire._generated.peers",
    "Agent": "acp_wire._generated.protocols",
    "Client": "acp_wire._generated.protocols",
    "CapabilityError": "acp_wire.rpc_errors",
    "RequestError": "acp_wire.rpc_errors",
    "CLOSE_TIMEOUT": "acp_wire.connection.driver",
    "AgentSideConnection": "acp_wire.connection.driver",
    "ClientSideConnection": "acp_wire.connection.driver",
    "Connection": "acp_wire.connection.driver",
    "Endpoint": "acp_wire.connection.endpoint",
    "MemoryTransport": "acp_wire.connection.memory",
    "memory_pair": "acp_wire.connection.memory",
    "PROTOCOL_V1": "acp_wire.connection.protocol",
    "ConnectionProtocol": "acp_wire.connection.protocol",
    "AgentProcess": "acp_wire.connection.stdio",
    "connect_stdio": "acp_wire.connection.stdio",
    "run_agent": "acp_wire.connection.stdio",
    "spawn_agent": "acp_wire.connection.stdio",
    "stdio_streams": "acp_wire.connection.stdio",
    "stop_agent": "acp_wire.connection.stdio",
    "StdioTransport": "acp_wire.connection.stdio_transport",
    "HIGH_WATER": "acp_wire.connection.transport",
    "Transport": "acp_wire.connection.transport",
}


__getattr__ = lazy_names(__name__, globals(), _LAZY)


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
