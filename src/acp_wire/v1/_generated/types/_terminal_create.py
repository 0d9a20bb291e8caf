# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `terminal/create` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ._env_variable import EnvVariable
from ._values import SessionId, TerminalId, _UInt64


class CreateTerminalRequest(AcpStruct, kw_only=True):
    """Request to create a new terminal and execute a command."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session ID for this request."""

    command: str
    """The command to execute."""

    args: list[str] | UnsetType = UNSET
    """Array of command arguments."""

    env: list[EnvVariable] | UnsetType = UNSET
    """Environment variables for the command."""

    cwd: str | UnsetType | None = UNSET
    """Working directory for the command. Must be an absolute path."""

    output_byte_limit: _UInt64 | UnsetType | None = msgspec.field(
        default=UNSET, name="outputByteLimit"
    )
    """Maximum number of output bytes to retain.

    When the limit is exceeded, the Client truncates from the beginning of the output
    to stay within the limit.

    The Client MUST ensure truncation happens at a character boundary to maintain valid
    string output, even if this means the retained output is slightly less than the
    specified limit.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    def __post_init__(self) -> None:
        check_upper_bound(self.output_byte_limit, 18446744073709551615, "outputByteLimit")


class CreateTerminalResponse(AcpStruct, kw_only=True):
    """Response containing the ID of the created terminal."""

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """The unique identifier for the created terminal."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
