# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `tool_call/cancel` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionId, ToolCallId


class CancelToolCallResponse(AcpStruct, kw_only=True):
    """Response from cancelling a tool call."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CancelToolCallRequest(AcpStruct, kw_only=True):
    """Request parameters for cancelling one tool call.

    Clients MUST NOT send it unless the tool call currently advertises `capabilities.cancel`.

    The Agent responds once it has accepted the cancellation. The response does not mean
    the work has stopped. The Agent confirms it with a `tool_call_update` to a final
    status: normally `cancelled`, or `completed` or `failed` if the work finished first.

    The Agent responds with `-32602` if the tool call is unknown, already final, or not
    cancellable. Cancelling a tool call does not change the foreground state by itself.

    See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session that owns the tool call."""

    tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
    """The ID of the tool call to cancel."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
