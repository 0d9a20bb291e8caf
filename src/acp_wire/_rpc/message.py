"""`Message`: any JSON-RPC message of any version, for the code that holds decoded messages
(the tools, the `acp_wire.jsonrpc` face).

A module of its own: subscripting the generic envelope classes costs 130 µs, which a process's
first decoded message would pay if the JSON-RPC layer defined it.
"""

from __future__ import annotations

from typing import Any

from acp_wire._rpc.envelope import Notification, Request, Response

Message = Request[Any] | Notification[Any] | Response[Any]
"""A request, a notification or a response."""

__all__ = ["Message"]
