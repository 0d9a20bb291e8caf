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
from ...._codec.bounds import check_upper_bound
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)
from ._error import Error
from ._values import SessionId, TerminalId, ToolCallId, _UInt64

if TYPE_CHECKING:
    from typing import TypeAlias


class BackgroundTerminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
    """A listed terminal running in the background."""

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """The ID of the listed terminal."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class BackgroundToolCall(AcpStruct, kw_only=True, tag_field="type", tag="tool_call"):
    """A listed tool call whose work continues in the background."""

    tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
    """The ID of the listed tool call."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class BackgroundSubagent(AcpStruct, kw_only=True, tag_field="type", tag="subagent"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    A listed subagent session associated with this session through `subagent_update`.

    Draft only: not in the stable schema.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the listed session."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownBackgroundWork(UnknownVariant):
    """A `BackgroundWork` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "BackgroundWork"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    BackgroundWork: TypeAlias = (
        BackgroundTerminal | BackgroundToolCall | BackgroundSubagent | UnknownBackgroundWork
    )
    """One piece of work running independently of the session's foreground work.

    Items reference entities the Client already tracks. The Agent MUST announce each item
    before the first snapshot that lists it, and MUST report a terminal's `exitStatus` or a
    tool call's final status before the snapshot that removes it. Each piece of work is
    listed once: process-backed work is listed as its terminal, not also as its tool call.

    See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    """
else:
    BackgroundWork = BackgroundTerminal | BackgroundToolCall | BackgroundSubagent


class RunningStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="running"):
    """Foreground work is in progress."""

    background: list[BackgroundWork] | UnsetType | None = UNSET
    """Work running independently of foreground work, as a complete snapshot.

    Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    background work, not that nothing is running. `[]` means no background work is
    running. An Agent that reports background work MUST include it on every state
    update for the session. A malformed list is treated as not reported.

    See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class Usage(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Token usage for the foreground work that just completed, not cumulative for the session.

    Draft only: not in the stable schema.
    """

    total_tokens: _UInt64 = msgspec.field(name="totalTokens")
    """Sum of all token types for the completed work."""

    input_tokens: _UInt64 = msgspec.field(name="inputTokens")
    """Input tokens for the completed work."""

    output_tokens: _UInt64 = msgspec.field(name="outputTokens")
    """Output tokens for the completed work."""

    thought_tokens: _UInt64 | UnsetType | None = msgspec.field(default=UNSET, name="thoughtTokens")
    """Thought/reasoning tokens for the completed work.

    Omitted and `null` are equivalent and mean the count is not reported.
    """

    cached_read_tokens: _UInt64 | UnsetType | None = msgspec.field(
        default=UNSET, name="cachedReadTokens"
    )
    """Cache read tokens for the completed work.

    Omitted and `null` are equivalent and mean the count is not reported.
    """

    cached_write_tokens: _UInt64 | UnsetType | None = msgspec.field(
        default=UNSET, name="cachedWriteTokens"
    )
    """Cache write tokens for the completed work.

    Omitted and `null` are equivalent and mean the count is not reported.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        check_upper_bound(self.total_tokens, 18446744073709551615, "totalTokens")
        check_upper_bound(self.input_tokens, 18446744073709551615, "inputTokens")
        check_upper_bound(self.output_tokens, 18446744073709551615, "outputTokens")
        check_upper_bound(self.thought_tokens, 18446744073709551615, "thoughtTokens")
        check_upper_bound(self.cached_read_tokens, 18446744073709551615, "cachedReadTokens")
        check_upper_bound(self.cached_write_tokens, 18446744073709551615, "cachedWriteTokens")


class IdleStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="idle"):
    """No foreground work is active. Background activity may continue.

    Agents SHOULD include a `stopReason` when the idle transition ends foreground
    work. An idle update that does not end foreground work need not include one.
    Receivers treat an omitted, `null`, or malformed `stopReason` as the agent not
    reporting one.
    Repeated or resume snapshots may carry the last stop reason for context.
    They MUST NOT be counted as new completions, cancellations, or additional usage.
    """

    usage: Usage | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Token usage for completed foreground work.

    Optional. Omitted and `null` are equivalent and mean the agent is not reporting token
    usage for this state update.

    Draft only.
    """

    background: list[BackgroundWork] | UnsetType | None = UNSET
    """Work running independently of foreground work, as a complete snapshot.

    Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    background work, not that nothing is running. `[]` means no background work is
    running. An Agent that reports background work MUST include it on every state
    update for the session. A malformed list is treated as not reported.

    See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    stop_reason: str | UnsetType | None = msgspec.field(default=UNSET, name="stopReason")
    """Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own.

    Optional. Omitted and `null` are equivalent and mean the agent is not reporting a stop reason; a malformed value is treated the same way.

    See protocol docs: [Stop Reasons](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#stop-reasons)
    """

    error: Error | UnsetType | None = UNSET
    """The failure, as a JSON-RPC error object.

    Optional. Omitted and `null` are equivalent and mean the agent is not reporting failure details.
    Agents SHOULD include it.

    Draft only.
    """


class RequiresActionStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="requires_action"):
    """The foreground workflow as a whole is blocked on user action.

    Agents SHOULD report this state when foreground work cannot progress without
    user action. Pending permissions or elicitations alone do not imply this
    state if other foreground work can progress, or if the requests belong only
    to independent background activity. Once reported, agents MUST report
    `running` when progress resumes, or `idle` if the work ends without resuming.
    Responding to one request does not itself imply `running`.
    """

    background: list[BackgroundWork] | UnsetType | None = UNSET
    """Work running independently of foreground work, as a complete snapshot.

    Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    background work, not that nothing is running. `[]` means no background work is
    running. An Agent that reports background work MUST include it on every state
    update for the session. A malformed list is treated as not reported.

    See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownStateUpdate(AcpStruct, kw_only=True, tag_field="state", tag="unknown"):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    The Agent cannot currently determine foreground activity.

    Report this when activity becomes unobservable, not merely because the session
    has been quiet. The Client MUST stop presenting the previous state as confirmed
    current activity, but may retain it as last known. A later state replaces this
    snapshot normally.

    This is not a task outcome or session closure. It does not cancel work, resolve
    pending requests, or revoke capabilities. Capabilities are updated separately.

    Draft only: not in the stable schema.
    """

    background: list[BackgroundWork] | UnsetType | None = UNSET
    """Work running independently of foreground work, as a complete snapshot.

    Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    background work, not that nothing is running. `[]` means no background work is
    running. An Agent that reports background work MUST include it on every state
    update for the session. A malformed list is treated as not reported.

    See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnrecognizedStateUpdate(UnknownVariant):
    """A `StateUpdate` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "StateUpdate"
    tag_field = "state"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    StateUpdate: TypeAlias = (
        RunningStateUpdate
        | IdleStateUpdate
        | RequiresActionStateUpdate
        | UnknownStateUpdate
        | UnrecognizedStateUpdate
    )
    """A snapshot of the session's aggregate foreground activity.

    Foreground work is the agent's active response or workflow in the session,
    including model processing, tool execution, and waiting for user action needed
    to continue that work. It can start with a prompt or be agent-initiated, for
    example to pursue an ongoing goal or follow up on a completed background task.
    Either way, the agent MUST report `running` when foreground work starts,
    or `requires_action` if it starts blocked on user action, and `idle` when it
    ends. The agent SHOULD include a stop reason on that idle update.
    Agent-initiated work does not require a prompt request or a synthetic user
    message.

    `running` may precede user-message insertion, for example during a foreground
    hook. It is not acknowledgment of insertion, and rejecting a prompt does not
    itself end foreground work.

    Background activity can continue and emit other `session/update` notifications
    while `idle`. Those notifications, including a detached task's progress or
    completion, do not by themselves change this state. A permission request only
    warrants `requires_action` when foreground work is blocked on user action.

    The agent SHOULD report `requires_action` when the foreground workflow as a
    whole cannot progress without user action, including permissions or elicitations.
    Once reported, it MUST report `running` when progress resumes, or `idle` when
    work ends without resuming.
    If other foreground work can progress, the state remains `running`. Resolving
    one of several requests does not itself change the state. Agents SHOULD ignore
    responses for work that has already ended rather than use them to resume it.

    A new session defaults to idle until a state update reports otherwise.
    Resume MUST send a current-state snapshot after any replay and before its
    response. The snapshot reports foreground state after resuming.
    The response alone does not imply idle.
    Repeated snapshots are idempotent, not additional work, completions, or usage.
    A repeated state may carry updated information without another state transition.
    The agent MUST report `idle` when no foreground activity remains. Completing
    an individual activity while other foreground work continues does not require
    an idle boundary. Local commands use the same lifecycle even without model work.

    See protocol docs: [Session States](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#session-states)
    """
else:
    StateUpdate = (
        RunningStateUpdate | IdleStateUpdate | RequiresActionStateUpdate | UnknownStateUpdate
    )

# How the union selection rule (acp_wire._codec.resolve.select) sees `BackgroundWork`.
_BackgroundWorkSpec = UnionSpec(
    "BackgroundWork",
    tag_field="type",
    by_tag={
        "terminal": (BackgroundTerminal,),
        "tool_call": (BackgroundToolCall,),
        "subagent": (BackgroundSubagent,),
    },
    untagged=(),
    unknown=UnknownBackgroundWork,
    classes=(
        BackgroundTerminal,
        BackgroundToolCall,
        BackgroundSubagent,
        UnknownBackgroundWork,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `StateUpdate`.
_StateUpdateSpec = UnionSpec(
    "StateUpdate",
    tag_field="state",
    by_tag={
        "running": (RunningStateUpdate,),
        "idle": (IdleStateUpdate,),
        "requires_action": (RequiresActionStateUpdate,),
        "unknown": (UnknownStateUpdate,),
    },
    untagged=(),
    unknown=UnrecognizedStateUpdate,
    classes=(
        RunningStateUpdate,
        IdleStateUpdate,
        RequiresActionStateUpdate,
        UnknownStateUpdate,
        UnrecognizedStateUpdate,
    ),
)
