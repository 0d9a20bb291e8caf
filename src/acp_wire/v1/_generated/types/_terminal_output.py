# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `terminal/output` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionId, TerminalId, _UInt32


class TerminalOutputRequest(AcpStruct, kw_only=True):
    """Request to get the current output and status of a terminal."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session ID for this request."""

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """The ID of the terminal to get output from."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class TerminalExitStatus(AcpStruct, kw_only=True):
    """Exit status of a terminal command."""

    exit_code: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="exitCode")
    """The process exit code (may be null if terminated by signal)."""

    signal: str | UnsetType | None = UNSET
    """The signal that terminated the process (may be null if exited normally)."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class TerminalOutputResponse(AcpStruct, kw_only=True):
    """Response containing the terminal output and exit status."""

    output: str
    """The terminal output captured so far."""

    truncated: bool
    """Whether the output was truncated due to byte limits."""

    exit_status: TerminalExitStatus | UnsetType | None = msgspec.field(
        default=UNSET, name="exitStatus"
    )
    """Exit status if the command has completed."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
