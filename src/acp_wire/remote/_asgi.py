"""The ASGI plumbing the server's modules share (`app`, `http`, `websocket`): the ASGI types,
reading a request's headers and body, and refusals with a JSON-RPC error body."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from acp_wire.remote import _routing as routing
from acp_wire.remote._routing import Reject

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]


class Disconnected(Exception):
    """The HTTP client went away mid-request or mid-response."""


def header_bytes(scope: Scope) -> int:
    """The size of the request's headers, as the limit `max_header_bytes` counts it."""
    return sum(len(name) + len(value) + 4 for name, value in scope.get("headers", ()))


def headers_of(scope: Scope) -> dict[str, str]:
    """The request's headers: lower-cased names, repeated ones joined with commas."""
    headers: dict[str, str] = {}
    for name, value in scope.get("headers", ()):
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1")
        headers[key] = f"{headers[key]}, {text}" if key in headers else text
    return headers


async def read_body(receive: Receive, limit: int, drain: int = 0) -> bytes | None:
    """The request's body, or None if it exceeds `limit` bytes: then up to `drain` bytes more
    are read and dropped, so that a client still uploading reads the refusal that follows (a
    server that answers mid-upload and closes resets the upload, and the client sees no
    status); above that the refusal goes out mid-upload."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise Disconnected
        chunk = message.get("body", b"")
        size += len(chunk)
        more = message.get("more_body", False)
        if size > limit:
            chunks.clear()
            dropped = 0
            while more and dropped <= drain:
                message = await receive()
                if message["type"] == "http.disconnect":
                    raise Disconnected
                dropped += len(message.get("body", b""))
                more = message.get("more_body", False)
            return None
        chunks.append(chunk)
        if not more:
            return b"".join(chunks)


async def until_disconnect(receive: Receive) -> None:
    """Return once the client has gone away."""
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return


async def respond(
    send: Send, reject: Reject, extra: list[tuple[bytes, bytes]] | None = None
) -> None:
    """Refuse with `reject.status` and a JSON-RPC error body."""
    body = routing.error_body(reject.request_id, reject.code, reject.message)
    await respond_json(send, reject.status, body, extra or [])


async def respond_json(
    send: Send, status: int, body: bytes, extra: list[tuple[bytes, bytes]]
) -> None:
    """Answer with `status` and the JSON `body` (plus the headers `extra`)."""
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers + extra})
    await send({"type": "http.response.body", "body": body})


__all__ = [
    "Disconnected",
    "Receive",
    "Scope",
    "Send",
    "header_bytes",
    "headers_of",
    "read_body",
    "respond",
    "respond_json",
    "until_disconnect",
]
