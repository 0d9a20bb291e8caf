"""An asyncio JSON-RPC connection: newline-delimited JSON over any StreamReader/StreamWriter pair.

    conn = AgentSideConnection(MyAgent(), reader, writer)   # or ClientSideConnection(client, ...)
    await conn.serve()                                       # until the peer closes its end
    await conn.client.fs_read_text_file(ReadTextFileRequest(...))  # typed calls to the peer

One module per job: `framing` (lines, size limits, the coalescing writer, the backpressure
mark), `core` (requests, responses, the ordered notification inbox, cancellation), `agent` and
`client` (each side's protocol rules), `stdio` (stdin/stdout and agent processes), `protocol`
(the record of one protocol version's tables a connection is built on; v1 by default).
"""

from __future__ import annotations

from .._generated.peers import AgentPeer, ClientPeer
from .._generated.protocols import Agent, Client
from ..rpc_errors import CapabilityError, RequestError
from .agent import AgentSideConnection
from .client import ClientSideConnection
from .core import CLOSE_TIMEOUT, Connection
from .framing import HIGH_WATER
from .protocol import PROTOCOL_V1, ConnectionProtocol
from .stdio import (
    AgentProcess,
    connect_stdio,
    run_agent,
    spawn_agent,
    stdio_streams,
    stop_agent,
)

__all__ = [
    "CLOSE_TIMEOUT",
    "HIGH_WATER",
    "PROTOCOL_V1",
    "Agent",
    "AgentPeer",
    "AgentProcess",
    "AgentSideConnection",
    "CapabilityError",
    "Client",
    "ClientPeer",
    "ClientSideConnection",
    "Connection",
    "ConnectionProtocol",
    "RequestError",
    "connect_stdio",
    "run_agent",
    "spawn_agent",
    "stdio_streams",
    "stop_agent",
]
