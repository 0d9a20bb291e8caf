# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/status`, `session/update` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import ErrorCode, ProtocolVersion, SessionId

if TYPE_CHECKING:
    from typing import TypeAlias


class UnsupportedProtocolVersionErrorData(AcpStruct, kw_only=True):
    """Data for the `-32022` (Unsupported protocol version) error.

    See protocol docs: [Version Negotiation](https://agentclientprotocol.com/protocol/v2/draft/initialization#version-negotiation)
    """

    requested: ProtocolVersion
    """The protocol version the Client requested."""

    supported: list[ProtocolVersion]
    """The protocol versions the Agent supports."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionNotFoundErrorData(AcpStruct, kw_only=True):
    """Data for the `-32002` (Resource not found) error when a session-scoped request names a
    session that does not exist or is not active.

    See protocol docs: [Unknown Sessions](https://agentclientprotocol.com/protocol/v2/draft/error#unknown-sessions)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session ID from the request."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


if TYPE_CHECKING:
    ErrorData: TypeAlias = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | Any
    """Schema for [`Error::data`]: the shapes ACP defines, or any other value."""
else:
    ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | Any


class Error(AcpStruct, kw_only=True):
    """JSON-RPC error object.

    Represents an error that occurred during method execution, following the
    JSON-RPC 2.0 error object specification with optional additional data.

    See protocol docs: [JSON-RPC Error Object](https://www.jsonrpc.org/specification#error_object)
    """

    code: ErrorCode
    """A number indicating the error type that occurred.
    This must be an integer as defined in the JSON-RPC specification.
    """

    message: str
    """A string providing a short description of the error.
    The message should be limited to a concise single sentence.
    """

    data: ErrorData | UnsetType | None = UNSET
    """Optional primitive or structured value that contains additional information about the error.
    This may include debugging information or context-specific details.

    Omitted and `null` are equivalent and mean no additional data is provided. Some codes
    define a shape: [`UnsupportedProtocolVersionErrorData`] for `-32022`, and
    [`SessionNotFoundErrorData`] for `-32002` when a session is not found.
    """
