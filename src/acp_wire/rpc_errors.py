"""Errors a connection raises and answers with: JSON-RPC error responses and capability misuse."""

from __future__ import annotations

from typing import Any

import msgspec

# The JSON-RPC 2.0 error codes (§5.1) and ACP's own, which every protocol version's `ErrorCode`
# enum lists: printed once by the generator from every version's schema (each binding's
# `error_codes` has its version's own besides). The generated module imports nothing, so the
# generated handler protocols, which raise `RequestError`, may import this module.
from acp_wire._generated.error_codes import (
    AUTHENTICATION_REQUIRED,
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    REQUEST_CANCELLED,
    RESOURCE_NOT_FOUND,
)


class RequestError(Exception):
    """A JSON-RPC error: raised by handlers to answer with it, and by `request()` on receipt."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.message = message
        self.data = data

    @classmethod
    def method_not_found(cls, method: str) -> RequestError:
        return cls(METHOD_NOT_FOUND, "Method not found", {"method": method})

    @classmethod
    def invalid_params(cls, reason: str, path: str) -> RequestError:
        return cls(INVALID_PARAMS, "Invalid params", {"reason": reason, "path": path})

    @classmethod
    def internal_error(cls, detail: str) -> RequestError:
        return cls(INTERNAL_ERROR, "Internal error", {"details": detail})

    @classmethod
    def cancelled(cls) -> RequestError:
        return cls(REQUEST_CANCELLED, "Request cancelled")


class PeerRequestError(RequestError):
    """The peer answered one of our requests (`method`) with an error: what `conn.request()`
    and the peer methods raise for an error response.

    A handler that lets it escape is answered `INTERNAL_ERROR` with the nested `method` and
    error in `data`: the peer's code (the client's "method not found", say) is not the
    handler's own answer.
    """

    def __init__(self, method: str, code: int, message: str, data: Any = None) -> None:
        super().__init__(code, message, data)
        self.method = method

    def __str__(self) -> str:
        """Everything the peer said, for a person: `session/new: bad cwd (-32602); data:
        {"why":"outside the workspace"}`."""
        text = f"{self.method}: {self.message} ({self.code})"
        if self.data is None:
            return text
        try:
            data = msgspec.json.encode(self.data).decode()
        except (TypeError, msgspec.EncodeError):
            data = repr(self.data)
        return f"{text}; data: {data}"

    def nested_data(self) -> dict[str, Any]:
        """The `data` of that answer: the nested method and the error it got."""
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return {"method": self.method, "error": error}


class CapabilityError(RuntimeError):
    """The agent tried to send a session update (or a request: `what`) the client did not
    advertise support for."""

    def __init__(self, update: str, capability: str, what: str = "session update") -> None:
        super().__init__(
            f"cannot send a `{update}` {what}: the client did not advertise "
            f"`clientCapabilities.{capability}` in `initialize`"
        )
        self.update = update
        self.capability = capability


class AgentCapabilityError(CapabilityError):
    """The client was about to send what the agent did not advertise support for in its
    `initialize` answer (`session/close` without the capability, a prompt's image without
    `promptCapabilities.image`): refused before sending, as the spec's MUST NOT asks."""

    def __init__(self, what: str, capability: str) -> None:
        RuntimeError.__init__(
            self,
            f"cannot send {what}: the agent did not advertise `{capability}` in its "
            "`initialize` answer",
        )
        self.update = what
        self.capability = capability


__all__ = [
    "AUTHENTICATION_REQUIRED",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "METHOD_NOT_FOUND",
    "PARSE_ERROR",
    "REQUEST_CANCELLED",
    "RESOURCE_NOT_FOUND",
    "AgentCapabilityError",
    "CapabilityError",
    "PeerRequestError",
    "RequestError",
]
