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
  room, close); no I/O. `lines` (newline-delimited JSON over any asyncio stream pair: pipes,
  sockets, files; with `framing`) and `memory` (an in-process pair) implement it.
- `driver`: `Connection`, the asyncio driver for every side, version and transport; each
  version's face presets it with its binding (`acp_wire.v1._generated.connections`, ...).
- `stdio`: this process's stdin/stdout and agent subprocesses.

The connection classes named here are version 1's (`acp_wire.AgentSideConnection`, ...);
`acp_wire.v2` has its own. Names load on first use, so that importing the I/O-free modules
never imports asyncio. Nothing in this package imports a version's generated code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

if TYPE_CHECKING:
    from acp_wire.connection.driver import CLOSE_TIMEOUT as CLOSE_TIMEOUT
    from acp_wire.connection.endpoint import Endpoint as Endpoint
    from acp_wire.connection.lines import LineTransport as LineTransport
    from acp_wire.connection.memory import MemoryTransport as MemoryTransport
    from acp_wire.connection.memory import memory_pair as memory_pair
    from acp_wire.connection.stdio import AgentProcess as AgentProcess
    from acp_wire.connection.stdio import stdio_streams as stdio_streams
    from acp_wire.connection.stdio import stop_agent as stop_agent
    from acp_wire.connection.transport import HIGH_WATER as HIGH_WATER
    from acp_wire.connection.transport import Transport as Transport
    from acp_wire.rpc_errors import CapabilityError as CapabilityError
    from acp_wire.rpc_errors import RequestError as RequestError
    from acp_wire.v1._generated.connections import AgentSideConnection as AgentSideConnection
    from acp_wire.v1._generated.connections import ClientSideConnection as ClientSideConnection
    from acp_wire.v1._generated.connections import Connection as Connection
    from acp_wire.v1._generated.connections import connect_stdio as connect_stdio
    from acp_wire.v1._generated.connections import run_agent as run_agent
    from acp_wire.v1._generated.connections import spawn_agent as spawn_agent
    from acp_wire.v1._generated.peers import AgentPeer as AgentPeer
    from acp_wire.v1._generated.peers import ClientPeer as ClientPeer
    from acp_wire.v1._generated.protocols import Agent as Agent
    from acp_wire.v1._generated.protocols import Client as Client

_LAZY = {
    "AgentPeer": "acp_wire.v1._generated.peers",
    "ClientPeer": "acp_wire.v1._generated.peers",
    "Agent": "acp_wire.v1._generated.protocols",
    "Client": "acp_wire.v1._generated.protocols",
    "CapabilityError": "acp_wire.rpc_errors",
    "RequestError": "acp_wire.rpc_errors",
    "CLOSE_TIMEOUT": "acp_wire.connection.driver",
    "AgentSideConnection": "acp_wire.v1._generated.connections",
    "ClientSideConnection": "acp_wire.v1._generated.connections",
    "Connection": "acp_wire.v1._generated.connections",
    "connect_stdio": "acp_wire.v1._generated.connections",
    "run_agent": "acp_wire.v1._generated.connections",
    "spawn_agent": "acp_wire.v1._generated.connections",
    "Endpoint": "acp_wire.connection.endpoint",
    "LineTransport": "acp_wire.connection.lines",
    "MemoryTransport": "acp_wire.connection.memory",
    "memory_pair": "acp_wire.connection.memory",
    "AgentProcess": "acp_wire.connection.stdio",
    "stdio_streams": "acp_wire.connection.stdio",
    "stop_agent": "acp_wire.connection.stdio",
    "HIGH_WATER": "acp_wire.connection.transport",
    "Transport": "acp_wire.connection.transport",
}


__getattr__ = lazy_names(__name__, globals(), _LAZY)


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
