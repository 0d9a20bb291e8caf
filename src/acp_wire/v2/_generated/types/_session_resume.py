# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/resume` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_field,
    resolve_list_field,
)
from ._available_command import _AvailableCommandField, _AvailableCommandSpec
from ._session_config_option import SessionConfigOption
from ._system_prompt import McpServer, SystemPrompt
from ._values import AbsolutePath, SessionId

if TYPE_CHECKING:
    from typing import TypeAlias


class ResumeSessionResponse(AcpStruct, kw_only=True):
    """Response from resuming an existing session.

    The agent MUST send a current `state_update` after any requested history
    replay and before this response, even without replay. The update reports
    foreground state after resuming. The response alone does not imply `idle`.

    See protocol docs: [Current-State Synchronization](https://agentclientprotocol.com/protocol/v2/draft/session-setup#current-state-synchronization)
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


class ReplayFromStart(AcpStruct, kw_only=True, tag_field="type", tag="start"):
    """Inclusive replay cursor requesting replay from the start of retained conversation history."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownReplayFrom(UnknownVariant):
    """A `ReplayFrom` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "ReplayFrom"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    ReplayFrom: TypeAlias = ReplayFromStart | UnknownReplayFrom
    """Inclusive cursor describing where replayed session history should begin.

    Replay includes the position identified by the cursor.
    """
else:
    ReplayFrom = Annotated[ReplayFromStart, "ReplayFrom"]

# How the union selection rule (acp_wire._codec.resolve.select) sees `ReplayFrom`.
_ReplayFromSpec = UnionSpec(
    "ReplayFrom",
    tag_field="type",
    by_tag={
        "start": (ReplayFromStart,),
    },
    untagged=(),
    unknown=UnknownReplayFrom,
    classes=(
        ReplayFromStart,
        UnknownReplayFrom,
    ),
)

# A field holding `ReplayFrom` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ReplayFromField: TypeAlias = ReplayFrom
else:
    _ReplayFromField = Annotated[Any, _ReplayFromSpec]


class ResumeSessionRequest(AcpStruct, kw_only=True):
    """Request parameters for resuming an existing session.

    Resumes an existing session and optionally replays retained conversation
    history according to `replayFrom`.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to resume."""

    cwd: AbsolutePath
    """The working directory for this session. Must be an absolute path.

    Clients MUST send the session's working directory. Agents MAY reject a different directory
    with `-32602`, and MAY normalize paths when comparing.
    """

    additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots to activate for this session. Each path must be absolute.

    When omitted or empty, no additional roots are activated. When non-empty,
    this is the complete resulting additional-root list for the resumed
    session. It may differ from any previously used or reported list as long as
    the request `cwd` matches the session's `cwd`.
    """

    mcp_servers: list[McpServer] | UnsetType = msgspec.field(default=UNSET, name="mcpServers")
    """List of MCP servers to connect to for this session.

    The complete set of Client-provided servers. Omitted and `[]` mean none. Agents SHOULD
    NOT restore servers from earlier requests.
    """

    replay_from: _ReplayFromField | UnsetType | None = msgspec.field(
        default=UNSET, name="replayFrom"
    )
    """Inclusive cursor describing where conversation replay should begin.

    Optional. Omitted and `null` are equivalent and mean the Agent should resume without
    replaying previous conversation history. Replay cursors are inclusive:
    replay includes the position identified by the cursor. Supplying
    `{ "type": "start" }` means the Agent should replay all retained
    conversation history before responding.

    Agents MUST reject unsupported cursor types or malformed cursor values
    with `-32602` (Invalid params), rather than substituting another cursor
    or resuming without replay.
    """

    system_prompt: SystemPrompt | UnsetType | None = msgspec.field(
        default=UNSET, name="systemPrompt"
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    System-level instructions for the resumed session.

    Optional. Omitted and `null` are equivalent. The Agent may then keep a
    system prompt it stored with the session or use its default instructions.
    Clients MUST only send this when the Agent advertises
    `session.systemPrompt`, and SHOULD send the same value they used when the
    session was created.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.replay_from = resolve_field(_ReplayFromSpec, self.replay_from, "replayFrom")
