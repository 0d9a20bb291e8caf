"""The MCP-over-ACP transport's wire facts: the declaration and the outcome carrier, the
per-request `_meta`, and the capability gate (its constants: `acp_wire.mcp.constants`).

Everything here is the vendored draft schema's (`mcp/message` with `serverId` and `requestId`,
the `{"result": ...}` / `{"error": {...}}` carrier, `mcpCapabilities.acp`) or the TypeScript
SDK 2.4.0's `dist/mcp/core.js` where the schema is silent (the MCP revision, the `_meta` keys,
the transport's error codes); docs/mcp-over-acp.md lists each with its source. No I/O, no MCP SDK.
"""

from __future__ import annotations

import secrets
import sys
from collections.abc import Iterable, Mapping
from typing import Any, cast

from msgspec import UNSET

import acp_wire
from acp_wire import ErrorMessageMcpResponse, McpError, McpServerAcp, ResultMessageMcpResponse
from acp_wire._codec.members import is_granted, struct_tag
from acp_wire._generated.versions import BINDING_MODULES
from acp_wire._rpc.binding import Binding
from acp_wire.rpc_errors import RequestError

# The constants' home is `constants`; what 0.1.0 imported from this module still comes through.
from .constants import BACKEND_FAILED as BACKEND_FAILED
from .constants import (
    INVALID_PARAMS,
    MCP_PROTOCOL_VERSION,
    META_CLIENT_CAPABILITIES,
    META_CLIENT_INFO,
    META_PROTOCOL_VERSION,
)
from .constants import MCP_INVALID_PARAMS as MCP_INVALID_PARAMS
from .constants import MCP_MESSAGE as MCP_MESSAGE
from .constants import MCP_METHOD_NOT_FOUND as MCP_METHOD_NOT_FOUND
from .constants import MCP_UNSUPPORTED_PROTOCOL_VERSION as MCP_UNSUPPORTED_PROTOCOL_VERSION
from .constants import REQUEST_CANCELLED as REQUEST_CANCELLED
from .constants import RESOURCE_LIMIT_EXCEEDED as RESOURCE_LIMIT_EXCEEDED
from .constants import SERVER_UNAVAILABLE as SERVER_UNAVAILABLE

Outcome = ResultMessageMcpResponse | ErrorMessageMcpResponse
"""The inner MCP outcome a successful `mcp/message` response carries (v1's classes; v2's
encode to the same JSON and are accepted wherever an outcome is read)."""


class McpProtocolError(Exception):
    """An inner MCP error raised by a server handler: answered in the response's `error`
    carrier (a successful ACP response), not as an outer ACP error."""

    def __init__(self, code: int, message: str, data: Any = UNSET) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def outcome(self) -> ErrorMessageMcpResponse:
        return error_outcome(self.code, self.message, self.data)


def binding_of(given: Binding | None, conn: object = None) -> Binding:
    """The protocol version MCP-over-ACP speaks over `conn`, as a connection takes it: the
    binding given, else the connection's own (`Connection.binding`, known once it serves a
    version), else version 1's."""
    if given is not None:
        return given
    found = getattr(conn, "binding", None)
    return found if isinstance(found, Binding) else acp_wire.BINDING


def error_carrier(
    binding: Binding, code: int, message: str, data: Any = UNSET
) -> ErrorMessageMcpResponse:
    """The carrier of an inner MCP error, in `binding`'s classes (what the provider answers
    with itself; `error_outcome` makes version 1's). Typed as version 1's class, as `Outcome`
    is: every version's has the same fields and JSON."""
    types = binding.types
    carrier: ErrorMessageMcpResponse = types.ErrorMessageMcpResponse(
        error=types.McpError(code=code, message=message, data=data)
    )
    return carrier


def result_outcome(result: Any) -> ResultMessageMcpResponse:
    """The carrier of an inner MCP result (any JSON value, null included)."""
    return ResultMessageMcpResponse(result=result)


def error_outcome(code: int, message: str, data: Any = UNSET) -> ErrorMessageMcpResponse:
    """The carrier of an inner MCP error."""
    return ErrorMessageMcpResponse(error=McpError(code=code, message=message, data=data))


def is_outcome(value: object) -> bool:
    """Whether `value` is a carrier of either protocol version (by shape: `result` or an
    `error` with an int `code` and a str `message`)."""
    if hasattr(value, "result") and type(value).__name__ == "ResultMessageMcpResponse":
        return True
    error = getattr(value, "error", None)
    return (
        type(value).__name__ == "ErrorMessageMcpResponse"
        and isinstance(getattr(error, "code", None), int)
        and isinstance(getattr(error, "message", None), str)
    )


def transport_error(code: int, message: str, data: Any = None) -> RequestError:
    """An outer error of the MCP-over-ACP transport, as the ACP response's error."""
    return RequestError(code, message, data)


def with_request_meta(
    params: Mapping[str, Any] | None,
    *,
    client_capabilities: Mapping[str, Any] | None = None,
    client_info: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """`params` with the per-request `_meta` MCP 2026-07-28 requires (protocol version and
    client capabilities, client info if given), keeping any value already there."""
    base = dict(params) if params else {}
    meta = dict(json_object(base.get("_meta")) or {})
    meta.setdefault(META_PROTOCOL_VERSION, MCP_PROTOCOL_VERSION)
    meta.setdefault(META_CLIENT_CAPABILITIES, dict(client_capabilities or {}))
    if client_info is not None:
        meta.setdefault(META_CLIENT_INFO, dict(client_info))
    base["_meta"] = meta
    return base


def json_object(value: object) -> dict[str, Any] | None:
    """`value` if it is a JSON object (a dict), else None: typed for what follows."""
    return cast("dict[str, Any]", value) if isinstance(value, dict) else None


def new_id(prefix: str) -> str:
    """A fresh opaque id (`prefix:` and 128 random bits): server ids and MCP request ids."""
    return f"{prefix}:{secrets.token_hex(16)}"


def declaration(name: str, server_id: str) -> McpServerAcp:
    """The `{"type": "acp", "name", "serverId"}` entry to put in a session's `mcpServers`."""
    return McpServerAcp(name=name, server_id=server_id)


def acp_servers(mcp_servers: Iterable[Any] | None) -> list[Any]:
    """The `acp`-type entries of a session's `mcpServers` (either protocol version)."""
    return [s for s in mcp_servers or () if _tag(s) == "acp" and isinstance(_server_id(s), str)]


def _tag(server: Any) -> Any:
    raw = json_object(server)
    if raw is not None:
        return raw.get("type")
    return struct_tag(server)


def _server_id(server: Any) -> Any:
    raw = json_object(server)
    if raw is not None:
        return raw.get("serverId")
    return getattr(server, "server_id", None)


def agent_supports_acp(initialize_response: Any, binding: Binding | None = None) -> bool:
    """Whether an agent's `initialize` result offers `acp`-type MCP servers, at the binding's
    `mcp_acp_path` (v1's `agentCapabilities.mcpCapabilities.acp: true`, v2's
    `capabilities.session.mcp.acp` object). Without `binding`: the version whose classes the
    result is of."""
    binding = binding if binding is not None else _binding_of_value(initialize_response)
    return is_granted(initialize_response, binding.mcp_acp_path)


def _binding_of_value(value: object) -> Binding:
    """The binding whose types module defines `value`'s class (version 1's for any other).
    Only bindings already imported are asked: a version's classes come with its package,
    whose face imports its binding, so no other version is imported for this."""
    module = type(value).__module__
    for name in BINDING_MODULES.values():
        binding = getattr(sys.modules.get(name), "BINDING", None)
        if not isinstance(binding, Binding):
            continue
        package = binding.types.__name__  # a class's module is one of the package's modules
        if module == package or module.startswith(package + "."):
            return binding
    return acp_wire.BINDING


class CapabilityMissing(RuntimeError):
    """An `acp`-type MCP server was about to be offered to an agent that does not advertise
    `mcpCapabilities.acp`."""


def require_acp(initialize_response: Any, binding: Binding | None = None) -> None:
    """Raise `CapabilityMissing` unless the agent advertised `acp`-type MCP servers."""
    if not agent_supports_acp(initialize_response, binding):
        raise CapabilityMissing(
            "the agent does not advertise MCP servers of type 'acp' "
            "(agentCapabilities.mcpCapabilities.acp in v1, capabilities.session.mcp.acp in v2)"
        )


def refuse_unadvertised(mcp_servers: Iterable[Any] | None, advertised: bool) -> None:
    """The agent's side of the gate: raise -32602 (`Unsupported MCP server transport acp`,
    data `{"type": "acp"}`, as the TypeScript SDK's v2 `assertSupportedMcpServers`) for an
    `acp`-type entry offered to an agent that did not advertise them. Call it from
    `session/new`, `session/load`, `session/resume` with what `initialize` answered."""
    if not advertised and acp_servers(mcp_servers):
        raise RequestError(INVALID_PARAMS, "Unsupported MCP server transport acp", {"type": "acp"})


__all__ = [
    "CapabilityMissing",
    "McpProtocolError",
    "Outcome",
    "acp_servers",
    "agent_supports_acp",
    "declaration",
    "error_outcome",
    "is_outcome",
    "json_object",
    "new_id",
    "refuse_unadvertised",
    "require_acp",
    "result_outcome",
    "transport_error",
    "with_request_meta",
]
