# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `terminal/cancel` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionId, TerminalId


class CancelTerminalResponse(AcpStruct, kw_only=True):
    """Response from cancelling a terminal."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CancelTerminalRequest(AcpStruct, kw_only=True):
    """Request parameters for cancelling one terminal.

    Clients MUST NOT send it unless the terminal currently advertises `capabilities.cancel`.

    The Agent responds once it has accepted the cancellation. The response does not mean
    the work has stopped. The Agent confirms it with a `terminal_update` that sets
    `exitStatus`. Cancelling stops the process but does not release the terminal, and does
    not change the status of a tool call that references it.

    The Agent responds with `-32602` if the terminal is unknown, has already exited, or is not
    cancellable. Cancelling a terminal does not change the foreground state by itself.

    See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session that owns the terminal."""

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """The ID of the terminal to cancel."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
