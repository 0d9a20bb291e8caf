# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/load` reach, and no other.

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


class LoadSessionResponse(AcpStruct, kw_only=True):
    """Response from loading an existing session."""

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


class LoadSessionRequest(AcpStruct, kw_only=True):
    """Request parameters for loading an existing session.

    Only available if the Agent supports the `loadSession` capability.

    See protocol docs: [Loading Sessions](https://agentclientprotocol.com/protocol/v1/draft/session-setup#loading-sessions)
    """

    mcp_servers: list[_McpServerField] = msgspec.field(name="mcpServers")
    """List of MCP servers to connect to for this session."""

    cwd: str
    """The working directory for this session. Must be an absolute path."""

    additional_directories: list[str] | UnsetType = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots to activate for this session. Each path must be absolute.

    When omitted or empty, no additional roots are activated. When non-empty,
    this is the complete resulting additional-root list for the loaded
    session. It may differ from any previously used or reported list as long as
    the request `cwd` matches the session's `cwd`.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to load."""

    system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
        default=UNSET, name="systemPrompt"
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    System-level instructions for the loaded session.

    Optional. Omitted and `null` are equivalent. The Agent may then keep a
    system prompt it stored with the session or use its default instructions.
    Clients MUST only send this when the Agent advertises
    `sessionCapabilities.systemPrompt`, and SHOULD send the same value they used
    when the session was created.

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
