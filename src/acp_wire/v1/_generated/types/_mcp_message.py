# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `mcp/message` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
)
from ._values import McpRequestId, McpServerAcpId, _Int32

if TYPE_CHECKING:
    from typing import TypeAlias


class MessageMcpRequest(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Request parameters for `mcp/message`.

    Draft only: not in the stable schema.
    """

    server_id: McpServerAcpId = msgspec.field(name="serverId")
    """The declared ACP MCP server receiving this request."""

    request_id: McpRequestId = msgspec.field(name="requestId")
    """The caller-generated identifier for the inner MCP request."""

    method: str
    """The inner MCP method name."""

    params: dict[str, Any] | UnsetType | None = UNSET
    """Optional inner MCP params.

    If omitted or set to `null`, the inner MCP message has no params.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class McpError(AcpStruct, kw_only=True):
    """**UNSTABLE**

    An inner MCP error, distinct from an outer ACP binding or runtime error.

    `code` and `message` are required and non-null. `data` is optional.
    Explicit `null` is preserved separately from an omitted key.

    Draft only: not in the stable schema.
    """

    code: _Int32
    """Inner MCP error code. Never an ACP error code."""

    message: str
    """Inner MCP error message."""

    data: Any | UnsetType = UNSET
    """Optional error data. Explicit null is retained."""


class MessageMcpNotification(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Notification parameters for `mcp/message`.

    Sent by the provider to the consumer for an active request (including
    subscription acknowledgements and updates). The outer envelope has no `id`.

    Draft only: not in the stable schema.
    """

    server_id: McpServerAcpId = msgspec.field(name="serverId")
    """The declared ACP MCP server handling the associated request."""

    request_id: McpRequestId = msgspec.field(name="requestId")
    """The identifier of the active inner MCP request."""

    method: str
    """The inner MCP method name."""

    params: dict[str, Any] | UnsetType | None = UNSET
    """Optional inner MCP params.

    If omitted or set to `null`, the inner MCP message has no params.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ErrorMessageMcpResponse(AcpStruct, kw_only=True):
    """A structured inner MCP error.

    Draft only: not in the stable schema.
    """

    error: McpError
    """Required, non-null MCP error object."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Optional ACP carrier metadata."""


class ResultMessageMcpResponse(AcpStruct, kw_only=True):
    """An opaque inner MCP result.

    Draft only: not in the stable schema.
    """

    result: Any
    """Required, even if JSON null."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Optional ACP carrier metadata."""


if TYPE_CHECKING:
    MessageMcpResponse: TypeAlias = ResultMessageMcpResponse | ErrorMessageMcpResponse
    """**UNSTABLE**

    The successful outer ACP `mcp/message` response carries exactly one
    inner MCP outcome: an opaque result (including JSON null), or an MCP error.
    Outer ACP errors are reserved for binding and runtime failures.

    Both branches require their carrier key. An error must be a non-null object.
    Unknown outer fields are ignored. Inner result and error fields are preserved.
    Carrier `_meta` is optional. Null or invalid values are treated as absent.
    Senders must include exactly one outcome. Receivers prefer `result` if both are present.

    Draft only: not in the stable schema.
    """
else:
    MessageMcpResponse = ResultMessageMcpResponse | ErrorMessageMcpResponse

# How the union selection rule (acp_wire._codec.resolve.select) sees `MessageMcpResponse`.
_MessageMcpResponseSpec = UnionSpec(
    "MessageMcpResponse",
    tag_field=None,
    by_tag={},
    untagged=(
        ResultMessageMcpResponse,
        ErrorMessageMcpResponse,
    ),
    unknown=None,
    classes=(
        ResultMessageMcpResponse,
        ErrorMessageMcpResponse,
    ),
)

# A field holding `MessageMcpResponse` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _MessageMcpResponseField: TypeAlias = MessageMcpResponse
else:
    _MessageMcpResponseField = Annotated[Any, _MessageMcpResponseSpec]
