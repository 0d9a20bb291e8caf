"""Which HTTP requests the loopback bridge admits, with no I/O: routes, bearer tokens, the
MCP 2026-07-28 Streamable-HTTP header and body rules, and the HTTP status of each answer.

A request is admitted (`Admitted`: one JSON-RPC request for one server) or refused
(`Refusal`: an HTTP status and a JSON-RPC error, or 202 for a notification, which is
acknowledged and dropped as the MCP Python SDK's 2026-07-28 entry does). The rules and codes
follow the TypeScript SDK 2.4.0's `McpOverAcpHttpBridge` (`dist/mcp/http.js`) and the MCP
2026-07-28 transport, except where docs/mcp-over-acp.md says otherwise.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from collections.abc import Mapping
from typing import Any, Final

from acp_wire._generated.methods import INITIALIZE
from acp_wire.rpc_errors import INVALID_REQUEST, PARSE_ERROR

from ._wire import json_object
from .constants import (
    HEADER_MISMATCH,
    MCP_INVALID_PARAMS,
    MCP_METHOD_NOT_FOUND,
    MCP_PROTOCOL_VERSION,
    MCP_UNSUPPORTED_PROTOCOL_VERSION,
    META_CLIENT_CAPABILITIES,
    META_PROTOCOL_VERSION,
    MISSING_REQUIRED_CLIENT_CAPABILITY,
)

_CONTEXT: Final = b"acp-wire mcp-over-acp http bridge v1\0"


class Refusal:
    """An answer without forwarding: `status`, and the JSON-RPC error (`code`, `message`,
    `data`, `id`) unless `status` is 202; `headers` to add."""

    def __init__(
        self,
        status: int,
        code: int = 0,
        message: str = "",
        *,
        id: Any = None,
        data: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.status = status
        self.code = code
        self.message = message
        self.id = id
        self.data = data
        self.headers = dict(headers or {})

    def body(self) -> bytes:
        if self.status == 202:
            return b""
        return error_body(self.id, self.code, self.message, self.data)

    def __repr__(self) -> str:
        return f"Refusal({self.status}, {self.code}, {self.message!r})"


class Admitted:
    """One JSON-RPC request for the server `server_id`; `legacy`: of a handshake-era client
    (no 2026-07-28 envelope in `params._meta`), which the bridge translates."""

    def __init__(
        self,
        server_id: str,
        id: Any,
        method: str,
        params: dict[str, Any] | None,
        legacy: bool = False,
    ) -> None:
        self.server_id = server_id
        self.id = id
        self.method = method
        self.params = params
        self.legacy = legacy


def error_body(id: Any, code: int, message: str, data: Any = None) -> bytes:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return json.dumps({"jsonrpc": "2.0", "id": id, "error": error}).encode()


def route(server_id: str) -> str:
    """The URL path of a server: one canonical segment, even for an empty id."""
    encoded = base64.urlsafe_b64encode(server_id.encode()).rstrip(b"=").decode()
    return f"/mcp-{encoded}"


def server_of(path: str) -> str | None:
    """The server id a path names, or None (non-canonical encodings included)."""
    path = path.split("?", 1)[0]
    if len(path) > 4096 or not path.startswith("/mcp-"):
        return None
    encoded = path[5:]
    try:
        server_id = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return server_id if route(server_id) == path else None


def token(secret: bytes, server_id: str) -> str:
    """The bearer token of one server: HMAC-SHA256 of its id under the bridge's secret."""
    digest = hmac.new(secret, _CONTEXT + server_id.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def authorized(header: str | None, secret: bytes, server_id: str) -> bool:
    parts = (header or "").split(" ")
    if len(parts) != 2 or parts[0].lower() != "bearer":
        return False
    return hmac.compare_digest(parts[1].encode(), token(secret, server_id).encode())


def _accepts_json_and_sse(accept: str | None) -> bool:
    types = {item.split(";")[0].strip().lower() for item in (accept or "").split(",")}
    return "application/json" in types and "text/event-stream" in types


def check_head(
    method: str, path: str, headers: Mapping[str, list[str]], secret: bytes, port: int
) -> Refusal | str:
    """Everything decided before the body is read: the server id, or the refusal.

    `headers` maps lower-case names to every value received."""
    for name in ("host", "origin", "authorization", "mcp-protocol-version", "mcp-method"):
        if len(headers.get(name, [])) > 1:
            return Refusal(400, HEADER_MISMATCH, f"HeaderMismatch: duplicate {name} header")
    allowed = {f"127.0.0.1:{port}", f"localhost:{port}"}
    host = headers.get("host", [None])[0]
    if host not in allowed:
        return Refusal(403, INVALID_REQUEST, "Invalid Host")
    origin = headers.get("origin", [None])[0]
    if origin is not None and origin not in {f"http://{h}" for h in allowed}:
        return Refusal(403, INVALID_REQUEST, "Invalid Origin")
    server_id = server_of(path)
    if server_id is None:
        return Refusal(404, MCP_METHOD_NOT_FOUND, "Unknown MCP route")
    if not authorized(headers.get("authorization", [None])[0], secret, server_id):
        return Refusal(401, INVALID_REQUEST, "Unauthorized", headers={"www-authenticate": "Bearer"})
    if method != "POST":
        return Refusal(405, INVALID_REQUEST, "Only POST is supported", headers={"allow": "POST"})
    if not _accepts_json_and_sse(", ".join(headers.get("accept", []))):
        return Refusal(
            406, INVALID_REQUEST, "Accept must include application/json and text/event-stream"
        )
    media = headers.get("content-type", [""])[0].split(";")[0].strip().lower()
    if media != "application/json":
        return Refusal(415, INVALID_REQUEST, "Expected application/json")
    return server_id


def check_body(
    server_id: str, body: bytes, headers: Mapping[str, list[str]], legacy: bool = False
) -> Refusal | Admitted:
    """The JSON-RPC request in `body`, or the refusal. With `legacy`, a request without the
    2026-07-28 envelope is admitted as a handshake-era one instead of refused."""
    try:
        decoded: Any = json.loads(body)
    except (ValueError, RecursionError):
        return Refusal(400, PARSE_ERROR, "Parse error")
    value = json_object(decoded)
    if value is not None and "id" not in value and isinstance(value.get("method"), str):
        return Refusal(202)  # a notification: acknowledged and dropped
    raw_id: Any = value.get("id") if value is not None else None
    valid_id = isinstance(raw_id, str) or (isinstance(raw_id, int) and not isinstance(raw_id, bool))
    id = raw_id if valid_id else None
    if (
        not isinstance(value, dict)
        or value.get("jsonrpc") != "2.0"
        or id is None
        or ("result" in value or "error" in value)
    ):
        return Refusal(400, INVALID_REQUEST, "Expected one JSON-RPC request", id=id)
    method: Any = value.get("method")
    if not isinstance(method, str):
        return Refusal(400, INVALID_REQUEST, "Missing method", id=id)
    params = json_object(value.get("params"))
    if value.get("params") is not None and params is None:
        return Refusal(400, MCP_INVALID_PARAMS, "Parameters must be an object", id=id)
    meta = json_object(params.get("_meta")) if params else None
    version: Any = meta.get(META_PROTOCOL_VERSION) if meta is not None else None
    if version is None and legacy:
        return Admitted(server_id, id, method, params, legacy=True)
    if not isinstance(version, str):
        message = f"params._meta must contain {META_PROTOCOL_VERSION} as a string"
        return Refusal(400, MCP_INVALID_PARAMS, message, id=id)
    header = headers.get("mcp-protocol-version", [None])[0]
    if header is not None and header != version:
        message = "HeaderMismatch: MCP-Protocol-Version does not match params._meta"
        return Refusal(400, HEADER_MISMATCH, message, id=id)
    if version != MCP_PROTOCOL_VERSION:
        data = {"supported": [MCP_PROTOCOL_VERSION], "requested": version}
        return Refusal(
            400, MCP_UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version", id=id, data=data
        )
    assert meta is not None
    if json_object(meta.get(META_CLIENT_CAPABILITIES)) is None:
        message = f"params._meta must contain {META_CLIENT_CAPABILITIES} as an object"
        return Refusal(400, MCP_INVALID_PARAMS, message, id=id)
    method_header = headers.get("mcp-method", [None])[0]
    if method_header is not None and method_header != method:
        return Refusal(400, HEADER_MISMATCH, "HeaderMismatch: Mcp-Method does not match", id=id)
    if method == INITIALIZE:
        return Refusal(404, MCP_METHOD_NOT_FOUND, "Method not found", id=id)
    return Admitted(server_id, id, method, params)


def status_of(code: int | None) -> int:
    """The HTTP status of a JSON answer whose error has `code` (200 for a result)."""
    if code in (
        HEADER_MISMATCH,
        MISSING_REQUIRED_CLIENT_CAPABILITY,
        MCP_UNSUPPORTED_PROTOCOL_VERSION,
        MCP_INVALID_PARAMS,
    ):
        return 400
    if code == MCP_METHOD_NOT_FOUND:
        return 404
    return 200


__all__ = [
    "Admitted",
    "Refusal",
    "authorized",
    "check_body",
    "check_head",
    "error_body",
    "route",
    "server_of",
    "status_of",
    "token",
]
