"""MCP-over-ACP: MCP servers offered through the ACP connection itself (an `mcpServers`
entry of `"type": "acp"`, then `mcp/message` requests carrying MCP's own messages).

The protocol part needs only msgspec: `McpProvider` (client side: register servers, answer
`mcp/message`), `McpCaller` (agent side: send MCP requests, route their notifications) and the
wire facts (`acp_wire.mcp.wire`). The MCP Python SDK adapters (`McpServerAdapter`, `offer`,
`open_session`, `AcpDispatcher`) and the loopback HTTP bridge (`HttpBridge`) need the extra
`acp-wire[mcp]`; they load on first use. Guide: docs/mcp-over-acp.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

from .caller import McpCaller, NotificationListener, Requester
from .provider import (
    DEFAULT_MAX_ACTIVE_REQUESTS,
    McpProvider,
    McpRequestContext,
    McpRequestHandler,
    McpServerRegistration,
    Notifier,
)
from .wire import (
    BACKEND_FAILED,
    INVALID_PARAMS,
    MCP_MESSAGE,
    MCP_PROTOCOL_VERSION,
    META_CLIENT_CAPABILITIES,
    META_CLIENT_INFO,
    META_PROTOCOL_VERSION,
    REQUEST_CANCELLED,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
    CapabilityMissing,
    McpProtocolError,
    Outcome,
    acp_servers,
    agent_supports_acp,
    declaration,
    error_outcome,
    refuse_unadvertised,
    require_acp,
    result_outcome,
    with_request_meta,
)

if TYPE_CHECKING:
    from .adapter import AcpDispatcher as AcpDispatcher
    from .adapter import McpServerAdapter as McpServerAdapter
    from .adapter import offer as offer
    from .adapter import open_session as open_session
    from .bridge import HttpBridge as HttpBridge

# Names that need the `mcp` extra (the MCP SDK) or load the HTTP bridge: imported on first use.
_EXTRA = {
    "AcpDispatcher": ".adapter",
    "McpServerAdapter": ".adapter",
    "offer": ".adapter",
    "open_session": ".adapter",
    "HttpBridge": ".bridge",
}


# The MCP SDK's own packages, and what it brings: named when one of them is missing.
__getattr__ = lazy_names(
    __name__, globals(), _EXTRA, extra=("mcp", frozenset({"mcp", "mcp_types", "anyio", "h11"}))
)


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXTRA})


__all__ = [  # pyright: ignore[reportUnsupportedDunderAll]
    "BACKEND_FAILED",
    "DEFAULT_MAX_ACTIVE_REQUESTS",
    "INVALID_PARAMS",
    "MCP_MESSAGE",
    "MCP_PROTOCOL_VERSION",
    "META_CLIENT_CAPABILITIES",
    "META_CLIENT_INFO",
    "META_PROTOCOL_VERSION",
    "REQUEST_CANCELLED",
    "RESOURCE_LIMIT_EXCEEDED",
    "SERVER_UNAVAILABLE",
    "AcpDispatcher",
    "CapabilityMissing",
    "HttpBridge",
    "McpCaller",
    "McpProtocolError",
    "McpProvider",
    "McpRequestContext",
    "McpRequestHandler",
    "McpServerAdapter",
    "McpServerRegistration",
    "NotificationListener",
    "Notifier",
    "Outcome",
    "Requester",
    "acp_servers",
    "agent_supports_acp",
    "declaration",
    "error_outcome",
    "offer",
    "open_session",
    "refuse_unadvertised",
    "require_acp",
    "result_outcome",
    "with_request_meta",
]
