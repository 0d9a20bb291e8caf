# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/new` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    resolve_list_field,
)
from ._available_command import _AvailableCommandField, _AvailableCommandSpec
from ._session_config_option import SessionConfigOption
from ._system_prompt import McpServer, SystemPrompt
from ._values import AbsolutePath, SessionId


class NewSessionResponse(AcpStruct, kw_only=True):
    """Response from creating a new session.

    New sessions default to `idle` until a state update reports otherwise.
    Updates may arrive before or after this response. Clients MUST NOT overwrite
    an already-reported state when the response arrives.

    See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """Unique identifier for the created session.

    Used in all subsequent requests for this conversation.
    """

    config_options: list[SessionConfigOption] | UnsetType = msgspec.field(
        default=UNSET, name="configOptions"
    )
    """Initial session configuration options.

    Optional. Omitted or empty means no config options are advertised.
    Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    Later `config_option_update` notifications replace this list.
    """

    available_commands: list[_AvailableCommandField] | UnsetType = msgspec.field(
        default=UNSET, name="availableCommands"
    )
    """Initial commands the agent can execute in this session.

    Optional. Omitted or empty means no initial commands are advertised.
    Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    Later `available_commands_update` notifications replace this list.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.available_commands = resolve_list_field(
            _AvailableCommandSpec, self.available_commands, "availableCommands"
        )


class NewSessionRequest(AcpStruct, kw_only=True):
    """Request parameters for creating a new session.

    See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session)
    """

    cwd: AbsolutePath
    """The working directory for this session. Must be an absolute path."""

    additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots for this session. Each path must be absolute.

    These expand the session's workspace scope without changing `cwd`, which
    remains the base for relative paths. When omitted or empty, no
    additional roots are activated for the new session.
    """

    mcp_servers: list[McpServer] | UnsetType = msgspec.field(default=UNSET, name="mcpServers")
    """List of MCP (Model Context Protocol) servers the agent should connect to."""

    system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
        default=UNSET, name="systemPrompt"
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    System-level instructions for the new session.

    Optional. Omitted and `null` are equivalent and mean the Agent uses its
    own default instructions. Clients MUST only send this when the Agent
    advertises `session.systemPrompt`.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
