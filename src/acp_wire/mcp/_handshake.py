"""The bridge's translation for handshake-era MCP clients (protocol revisions before
2026-07-28: `initialize`, `Mcp-Session-Id`, no per-request envelope), so that such a client
reaches a 2026-07-28 server over MCP-over-ACP. No I/O.

`initialize` is answered from the server's `server/discover` (its capabilities, server info
and instructions) at the client's revision if the bridge knows it; `ping` is answered at
once; every other request gets the 2026-07-28 envelope built from what the client said in
`initialize`, and its result loses the fields only 2026-07-28 defines, as the MCP Python
SDK's client drops a later revision's fields.
"""

from __future__ import annotations

from typing import Any, Final

from ._wire import json_object
from .constants import (
    MCP_PROTOCOL_VERSION,
    META_CLIENT_CAPABILITIES,
    META_CLIENT_INFO,
    META_PROTOCOL_VERSION,
)

HANDSHAKE_VERSIONS: Final = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
"""The handshake-era revisions the bridge answers `initialize` with (the newest by default)."""

SERVER_INFO_META: Final = "io.modelcontextprotocol/serverInfo"
# Result members that only 2026-07-28 defines.
_MODERN_ONLY: Final = ("resultType", "ttlMs", "cacheScope")


class Handshake:
    """What a handshake-era client said in `initialize`: its capabilities and info."""

    __slots__ = ("client_capabilities", "client_info", "version")

    def __init__(self, params: dict[str, Any] | None) -> None:
        params = params or {}
        requested = params.get("protocolVersion")
        self.version: str = requested if requested in HANDSHAKE_VERSIONS else HANDSHAKE_VERSIONS[-1]
        self.client_capabilities: dict[str, Any] = json_object(params.get("capabilities")) or {}
        self.client_info: dict[str, Any] | None = json_object(params.get("clientInfo"))


def enveloped(params: dict[str, Any] | None, handshake: Handshake | None) -> dict[str, Any]:
    """`params` with the 2026-07-28 envelope, from `handshake` (empty capabilities without)."""
    inner = dict(params or {})
    meta = dict(json_object(inner.get("_meta")) or {})
    meta[META_PROTOCOL_VERSION] = MCP_PROTOCOL_VERSION
    meta.setdefault(
        META_CLIENT_CAPABILITIES, handshake.client_capabilities if handshake is not None else {}
    )
    if handshake is not None and handshake.client_info is not None:
        meta.setdefault(META_CLIENT_INFO, handshake.client_info)
    inner["_meta"] = meta
    return inner


def initialize_result(discover: Any, handshake: Handshake, name: str) -> dict[str, Any]:
    """The `initialize` result for `handshake` from a `server/discover` result."""
    found = json_object(discover) or {}
    meta = json_object(found.get("_meta")) or {}
    info = json_object(meta.get(SERVER_INFO_META)) or {"name": name, "version": ""}
    result: dict[str, Any] = {
        "protocolVersion": handshake.version,
        "capabilities": json_object(found.get("capabilities")) or {},
        "serverInfo": info,
    }
    if isinstance(found.get("instructions"), str):
        result["instructions"] = found["instructions"]
    return result


def downgraded(result: Any) -> Any:
    """`result` without the members only 2026-07-28 defines."""
    found = json_object(result)
    if found is None:
        return result
    return {k: v for k, v in found.items() if k not in _MODERN_ONLY}


__all__ = ["HANDSHAKE_VERSIONS", "Handshake", "downgraded", "enveloped", "initialize_result"]
