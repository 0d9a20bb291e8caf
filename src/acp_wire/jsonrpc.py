"""JSON-RPC 2.0 messages and `decode_message` of protocol version 1, the package's own.

A request or notification of a known method decodes in one msgspec pass straight into its
generated typed message class (`_generated/messages.py`, a `Request` / `Notification`
subclass tagged by `method`), with typed params; nothing is copied afterwards. Responses are
typed when the caller names the method of their request. Extension methods (`_...`) and
methods this schema does not know come back as `RawRequest` / `RawNotification` with plain
JSON params; `acp_wire.METHODS.get(message.method)` is None for them. The layer itself is
`acp_wire._rpc.jsonrpc`, bound to each version by its binding (`acp_wire.v2.BINDING.jsonrpc`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._codec.errors import DecodeError, Repair
from acp_wire._rpc.envelope import (
    MessageTables,
    Notification,
    RawNotification,
    RawRequest,
    Request,
    Response,
    register_messages,
)
from acp_wire._rpc.jsonrpc import (
    DecodeMessage,
    JsonRpc,
    make_jsonrpc,
    tuple_to_union,
)
from acp_wire._rpc.jsonrpc import (
    _id_problem as _id_problem,  # pyright: ignore[reportPrivateUsage]  # kept for old imports
)
from acp_wire._rpc.message import Message
from acp_wire.v1._generated.binding import BINDING

# `Request.of` / `Notification.of` build version 1's typed message classes.
JSONRPC: JsonRpc = BINDING.jsonrpc
register_messages(JSONRPC.tables.request_messages, JSONRPC.tables.notification_messages)
if TYPE_CHECKING:
    # Typed per method (`method="session/prompt"` gives `Response[PromptResponse]`): overloads
    # generated beside the message classes. The function that runs is JSONRPC's.
    from acp_wire.v1._generated.messages import decode_message as decode_message
else:
    decode_message = JSONRPC.decode_message
handler_params = JSONRPC.handler_params


__all__ = [
    "JSONRPC",
    "DecodeError",
    "DecodeMessage",
    "JsonRpc",
    "Message",
    "MessageTables",
    "Notification",
    "RawNotification",
    "RawRequest",
    "Repair",
    "Request",
    "Response",
    "decode_message",
    "handler_params",
    "make_jsonrpc",
    "tuple_to_union",
]
