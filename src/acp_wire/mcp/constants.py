"""The MCP-over-ACP transport's constants: the method, the MCP revision, the `_meta` keys, the
error codes and the default limit. Their sources: docs/mcp-over-acp.md.

`INVALID_PARAMS` (a malformed envelope, or a duplicate active `(serverId, requestId)`) and
`REQUEST_CANCELLED` (the outer request was cancelled) mean what they mean in ACP, so they are
`acp_wire.rpc_errors`' own objects; the other outer codes are the transport's.
"""

from __future__ import annotations

from typing import Final

from acp_wire._generated.error_codes import UNSUPPORTED_PROTOCOL_VERSION

# MCP_MESSAGE: the ACP method that carries MCP requests (agent to client) and their
# notifications (client to agent).
from acp_wire._generated.methods import MCP_MESSAGE
from acp_wire.rpc_errors import INVALID_PARAMS, METHOD_NOT_FOUND, REQUEST_CANCELLED

MCP_PROTOCOL_VERSION: Final = "2026-07-28"
"""The only MCP revision the transport carries: stateless, every request self-describing."""

META_PROTOCOL_VERSION: Final = "io.modelcontextprotocol/protocolVersion"
META_CLIENT_CAPABILITIES: Final = "io.modelcontextprotocol/clientCapabilities"
META_CLIENT_INFO: Final = "io.modelcontextprotocol/clientInfo"

# Outer ACP error codes of the MCP-over-ACP transport (never inner MCP codes: an inner error
# travels in a successful response's `error` carrier).
RESOURCE_LIMIT_EXCEEDED: Final = -33000  # too many active requests for one server
SERVER_UNAVAILABLE: Final = -33001  # no registration for that serverId on this connection
BACKEND_FAILED: Final = -33002  # the handler failed without a valid MCP outcome

# Inner MCP codes the transport itself answers with: JSON-RPC 2.0's, and MCP's "unsupported
# protocol version", which has the value and meaning of ACP v2's `ErrorCode` of that name.
MCP_INVALID_PARAMS: Final = INVALID_PARAMS
MCP_METHOD_NOT_FOUND: Final = METHOD_NOT_FOUND
MCP_UNSUPPORTED_PROTOCOL_VERSION: Final = UNSUPPORTED_PROTOCOL_VERSION

# Codes MCP defines and ACP's schemas do not (MCP 2026-07-28, Streamable HTTP transport, as
# `mcp_types.jsonrpc` names them): the bridge answers them over HTTP (mcp/_admission.py).
HEADER_MISMATCH: Final = -32020  # a header disagrees with the body, or is repeated
MISSING_REQUIRED_CLIENT_CAPABILITY: Final = -32021

# How many `mcp/message` requests one registered server may have active at once.
DEFAULT_MAX_ACTIVE_REQUESTS: Final = 64

__all__ = [
    "BACKEND_FAILED",
    "DEFAULT_MAX_ACTIVE_REQUESTS",
    "HEADER_MISMATCH",
    "INVALID_PARAMS",
    "MCP_INVALID_PARAMS",
    "MCP_MESSAGE",
    "MCP_METHOD_NOT_FOUND",
    "MCP_PROTOCOL_VERSION",
    "MCP_UNSUPPORTED_PROTOCOL_VERSION",
    "META_CLIENT_CAPABILITIES",
    "META_CLIENT_INFO",
    "META_PROTOCOL_VERSION",
    "MISSING_REQUIRED_CLIENT_CAPABILITY",
    "REQUEST_CANCELLED",
    "RESOURCE_LIMIT_EXCEEDED",
    "SERVER_UNAVAILABLE",
]
