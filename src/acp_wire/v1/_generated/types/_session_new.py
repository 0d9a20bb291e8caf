# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/new` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    resolve_list_field,
)
from ._session_config_option import SessionConfigOption
from ._session_mode_state import SessionModeState, SystemPrompt, _McpServerField, _McpServerSpec
from ._values import SessionId


class NewSessionResponse(AcpStruct, kw_only=True):
    """Response from creating a new session.

    See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/draft/session-setup#creating-a-session)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """Unique identifier for the created session.

    Used in all subsequent requests for this conversation.
    """

    modes: SessionModeState | UnsetType | None = UNSET
    """Initial mode state if supported by the Agent

    See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/draft/session-modes)
    """

    config_options: list[SessionConfigOption] | UnsetType | None = msgspec.field(
        default=UNSET, name="configOptions"
    )
    """Initial session configuration options if supported by the Agent."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class NewSessionRequest(AcpStruct, kw_only=True):
    """Request parameters for creating a new session.

    See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/draft/session-setup#creating-a-session)
    """

    cwd: str
    """The working directory for this session. Must be an absolute path."""

    additional_directories: list[str] | UnsetType = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots for this session. Each path must be absolute.

    These expand the session's filesystem scope without changing `cwd`, which
    remains the base for relative paths. When omitted or empty, no
    additional roots are activated for the new session.
    """

    mcp_servers: list[_McpServerField] = msgspec.field(name="mcpServers")
    """List of MCP (Model Context Protocol) servers the agent should connect to."""

    system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
        default=UNSET, name="systemPrompt"
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    System-level instructions for the new session.

    Optional. Omitted and `null` are equivalent and mean the Agent uses its
    own default instructions. Clients MUST only send this when the Agent
    advertises `sessionCapabilities.systemPrompt`.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.mcp_servers = resolve_list_field(_McpServerSpec, self.mcp_servers, "mcpServers")
