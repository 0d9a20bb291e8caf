"""ACP connections: a protocol core without I/O, transports that move messages, and one asyncio
driver that runs the one over the other.

    conn = AgentSideConnection(MyAgent(), reader, writer)   # or ClientSideConnection(client, ...)
    await conn.serve()                                       # until the peer closes its end
    await conn.client.fs_read_text_file(ReadTextFileRequest(...))  # typed calls to the peer

One private module per job (the face below exports what a user calls):
- `_endpoint`: the protocol core (ids, pending and in-flight requests, cancellation, error
  answers, answer-exactly-once): messages in, actions out; no I/O.
- `_sides`: each side's rules (capability gate, cancelled turns and permission requests,
  `initialize`) as policies the endpoint consults.
- `_transport`: the seam a transport implements (receive, send with the request answered,
  room, close); no I/O. `_lines` (newline-delimited JSON over any asyncio stream pair: pipes,
  sockets, files; with `_framing`) and `_memory` (an in-process pair) implement it.
- `_driver`: `Connection`, the asyncio driver for every side, version and transport; each
  version's face presets it with its binding (`acp_wire.v1._generated.connections`, ...).
- `_stdio`: this process's stdin/stdout and agent subprocesses.
- `_observers`: what `Connection(observers=[...])` calls with every message in and out.

Nothing in this package imports a version: each version's face presets the driver with its
binding and exports its connection classes (`acp_wire.AgentSideConnection`,
`acp_wire.v2.ClientSideConnection`, `acp_wire.Connection`, `run_agent`, `spawn_agent`, ...;
their 0.1.0 names here still work, with a DeprecationWarning). Names load on first use, so
that importing the I/O-free modules never imports asyncio.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

if TYPE_CHECKING:
    from acp_wire.connection._driver import CLOSE_TIMEOUT as CLOSE_TIMEOUT
    from acp_wire.connection._endpoint import Endpoint as Endpoint
    from acp_wire.connection._lines import LineTransport as LineTransport
    from acp_wire.connection._memory import MemoryTransport as MemoryTransport
    from acp_wire.connection._memory import memory_pair as memory_pair
    from acp_wire.connection._observers import MessageEvent as MessageEvent
    from acp_wire.connection._observers import Observer as Observer
    from acp_wire.connection._stdio import AgentExited as AgentExited
    from acp_wire.connection._stdio import AgentProcess as AgentProcess
    from acp_wire.connection._stdio import stdio_streams as stdio_streams
    from acp_wire.connection._stdio import stop_agent as stop_agent
    from acp_wire.connection._transport import HIGH_WATER as HIGH_WATER
    from acp_wire.connection._transport import Transport as Transport
    from acp_wire.rpc_errors import CapabilityError as CapabilityError
    from acp_wire.rpc_errors import RequestError as RequestError

_LAZY = {
    "CapabilityError": "acp_wire.rpc_errors",
    "RequestError": "acp_wire.rpc_errors",
    "CLOSE_TIMEOUT": "acp_wire.connection._driver",
    "Endpoint": "acp_wire.connection._endpoint",
    "LineTransport": "acp_wire.connection._lines",
    "MemoryTransport": "acp_wire.connection._memory",
    "memory_pair": "acp_wire.connection._memory",
    "MessageEvent": "acp_wire.connection._observers",
    "Observer": "acp_wire.connection._observers",
    "AgentExited": "acp_wire.connection._stdio",
    "AgentProcess": "acp_wire.connection._stdio",
    "stdio_streams": "acp_wire.connection._stdio",
    "stop_agent": "acp_wire.connection._stdio",
    "HIGH_WATER": "acp_wire.connection._transport",
    "Transport": "acp_wire.connection._transport",
}


__getattr__ = lazy_names(__name__, globals(), _LAZY)


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
