"""MCP-over-ACP: MCP servers offered through the ACP connection itself (an `mcpServers`
entry of `"type": "acp"`, then `mcp/message` requests carrying MCP's own messages).

The protocol part needs only msgspec: `McpProvider` (client side: register servers, answer
`mcp/message`), `McpCaller` (agent side: send MCP requests, route their notifications), the
declaration, outcome and capability helpers; the transport's constants (method, MCP revision,
`_meta` keys, error codes) are in `acp_wire.mcp.constants`. The MCP Python SDK adapters
(`McpServerAdapter`, `offer`, `open_mcp_session`, `AcpDispatcher`) and the loopback HTTP bridge
(`HttpBridge`) need the extra `acp-wire[mcp]`; they load on first use. Guide:
docs/mcp-over-acp.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

from ._caller import McpCaller, NotificationListener, Requester
from ._provider import (
    McpProvider,
    McpRequestContext,
    McpRequestHandler,
    McpServerRegistration,
    Notifier,
)
from ._wire import (
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
    from ._adapter import AcpDispatcher as AcpDispatcher
    from ._adapter import McpServerAdapter as McpServerAdapter
    from ._adapter import offer as offer
    from ._adapter import open_mcp_session as open_mcp_session
    from ._bridge import HttpBridge as HttpBridge

# Names that need the `mcp` extra (the MCP SDK) or load the HTTP bridge: imported on first use.
_EXTRA = {
    "AcpDispatcher": "._adapter",
    "McpServerAdapter": "._adapter",
    "offer": "._adapter",
    "open_mcp_session": "._adapter",
    "HttpBridge": "._bridge",
}


# The MCP SDK's own packages, and what it brings: named when one of them is missing.
__getattr__ = lazy_names(
    __name__, globals(), _EXTRA, extra=("mcp", frozenset({"mcp", "mcp_types", "anyio", "h11"}))
)


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXTRA})


__all__ = [  # pyright: ignore[reportUnsupportedDunderAll]
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
    "open_mcp_session",
    "refuse_unadvertised",
    "require_acp",
    "result_outcome",
    "with_request_meta",
]
