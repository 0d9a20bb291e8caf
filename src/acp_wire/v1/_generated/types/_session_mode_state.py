# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/fork`, `session/load`, `session/new`, `session/resume` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)
from ._content_block import ContentBlock
from ._env_variable import EnvVariable
from ._values import McpServerAcpId, SessionModeId, SystemPromptMode

if TYPE_CHECKING:
    from typing import TypeAlias


class SessionMode(AcpStruct, kw_only=True):
    """A mode the agent can operate in.

    See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
    """

    id: SessionModeId
    """Stable identifier used to refer to this protocol object in later messages."""

    name: str
    """Human-readable name shown for this protocol object."""

    description: str | UnsetType | None = UNSET
    """Optional human-readable details shown with this protocol object."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionModeState(AcpStruct, kw_only=True):
    """The set of modes and the one currently active."""

    current_mode_id: SessionModeId = msgspec.field(name="currentModeId")
    """The current mode the Agent is in."""

    available_modes: list[SessionMode] = msgspec.field(name="availableModes")
    """The set of modes that the Agent can operate in"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class HttpHeader(AcpStruct, kw_only=True):
    """An HTTP header to set when making requests to the MCP server."""

    name: str
    """The name of the HTTP header."""

    value: str
    """The value to set for the HTTP header."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class McpServerHttp(AcpStruct, kw_only=True, tag_field="type", tag="http"):
    """HTTP transport configuration for MCP."""

    name: str
    """Human-readable name identifying this MCP server."""

    url: str
    """URL to the MCP server."""

    headers: list[HttpHeader]
    """HTTP headers to set when making requests to the MCP server."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class McpServerSse(AcpStruct, kw_only=True, tag_field="type", tag="sse"):
    """SSE transport configuration for MCP."""

    name: str
    """Human-readable name identifying this MCP server."""

    url: str
    """URL to the MCP server."""

    headers: list[HttpHeader]
    """HTTP headers to set when making requests to the MCP server."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class McpServerAcp(AcpStruct, kw_only=True, tag_field="type", tag="acp"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    ACP transport configuration for MCP.

    The MCP server is provided by an ACP component and communicates over the ACP channel
    using `mcp/message`.

    Draft only: not in the stable schema.
    """

    name: str
    """Human-readable name identifying this MCP server."""

    server_id: McpServerAcpId = msgspec.field(name="serverId")
    """Unique identifier for this MCP server, generated by the component providing it.

    Providers MUST NOT reuse an ID for multiple ACP-transport MCP servers that are visible
    on the same ACP connection.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class McpServerStdio(AcpStruct, kw_only=True):
    """Stdio transport configuration for MCP."""

    name: str
    """Human-readable name identifying this MCP server."""

    command: str
    """Absolute path to the MCP server executable."""

    args: list[str]
    """Command-line arguments to pass to the MCP server."""

    env: list[EnvVariable]
    """Environment variables to set when launching the MCP server."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SystemPrompt(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Client-provided system-level instructions for a session.

    Clients MUST only send this when the Agent advertises
    `sessionCapabilities.systemPrompt`. Agents that cannot apply it, for example
    because of an unadvertised mode or an unsupported content block type, MUST
    return an error instead of creating, loading, resuming, or forking the
    session.

    Draft only: not in the stable schema.
    """

    mode: SystemPromptMode
    """How the Agent combines `content` with its own instructions.

    Required. Agents MUST return an error for a mode they do not support rather than
    treating it as `append` or `override`.
    """

    content: list[ContentBlock]
    """The system prompt content.

    Agents advertising the capability MUST accept `text` content blocks.
    Clients MUST NOT send other content block types until a future
    capability allows them, and Agents MUST return an error for content
    blocks they do not support.

    Clients MUST NOT send an empty array. Agents MAY reject one with
    `-32602` without creating, loading, resuming, or forking the session.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class UnknownMcpServer(UnknownVariant):
    """A `McpServer` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "McpServer"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    McpServer: TypeAlias = (
        McpServerHttp | McpServerSse | McpServerAcp | McpServerStdio | UnknownMcpServer
    )
    """Configuration for connecting to an MCP (Model Context Protocol) server.

    MCP servers provide tools and context that the agent can use when
    processing prompts.

    See protocol docs: [MCP Servers](https://agentclientprotocol.com/protocol/v1/draft/session-setup#mcp-servers)
    """
else:
    McpServer = McpServerHttp | McpServerSse | McpServerAcp | McpServerStdio

# How the union selection rule (acp_wire._codec.resolve.select) sees `McpServer`.
_McpServerSpec = UnionSpec(
    "McpServer",
    tag_field="type",
    by_tag={
        "http": (McpServerHttp,),
        "sse": (McpServerSse,),
        "acp": (McpServerAcp,),
        "stdio": (McpServerStdio,),
    },
    untagged=(McpServerStdio,),
    unknown=UnknownMcpServer,
    classes=(
        McpServerHttp,
        McpServerSse,
        McpServerAcp,
        McpServerStdio,
        UnknownMcpServer,
    ),
)

# A field holding `McpServer` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _McpServerField: TypeAlias = McpServer
else:
    _McpServerField = Annotated[Any, _McpServerSpec]
