# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/request_permission` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)
from ._tool_call_update import ToolCallUpdate
from ._values import (
    AbsolutePath,
    PermissionOptionId,
    PermissionOptionKind,
    SessionId,
    TerminalId,
    ToolCallId,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class PermissionOption(AcpStruct, kw_only=True):
    """An option presented to the user when requesting permission."""

    option_id: PermissionOptionId = msgspec.field(name="optionId")
    """Identifier for this permission option. MUST be unique within the request."""

    name: str
    """Human-readable label to display to the user."""

    kind: PermissionOptionKind
    """Hint about the nature of this permission option."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ToolCallPermissionSubject(AcpStruct, kw_only=True, tag_field="type", tag="tool_call"):
    """Permission request details for a tool call."""

    tool_call: ToolCallUpdate = msgspec.field(name="toolCall")
    """Details about the tool call requiring permission.

    Clients apply this to their stored tool call exactly like a `tool_call_update`
    notification, in the order it was received, before showing the prompt. A first-seen
    `toolCallId` creates the tool call.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CommandPermissionSubject(AcpStruct, kw_only=True, tag_field="type", tag="command"):
    """Permission request details for a command."""

    command: str
    """The command that would be run if permission is granted."""

    cwd: AbsolutePath
    """The absolute working directory for the command."""

    tool_call_id: ToolCallId | UnsetType | None = msgspec.field(default=UNSET, name="toolCallId")
    """The associated tool call, when known. Omitted and `null` are equivalent."""

    terminal_id: TerminalId | UnsetType | None = msgspec.field(default=UNSET, name="terminalId")
    """The associated terminal, when already known. Omitted and `null` are equivalent."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownRequestPermissionSubject(UnknownVariant):
    """A `RequestPermissionSubject` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "RequestPermissionSubject"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    RequestPermissionSubject: TypeAlias = (
        ToolCallPermissionSubject | CommandPermissionSubject | UnknownRequestPermissionSubject
    )
    """The operation requiring permission."""
else:
    RequestPermissionSubject = ToolCallPermissionSubject | CommandPermissionSubject


class RequestPermissionRequest(AcpStruct, kw_only=True):
    """Request for user permission to proceed with an operation.

    Sent when the agent needs authorization before performing a sensitive operation.

    See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#requesting-permission)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session ID for this request."""

    title: str
    """Human-readable title for the permission prompt.

    This title is specific to the permission prompt and does not update any
    subject's displayed title.
    """

    description: str | UnsetType | None = UNSET
    """Optional human-readable explanation of why permission is needed.

    This text is specific to the permission prompt and does not update any
    subject's displayed content. Omitted and `null` are equivalent and mean no separate
    permission description was provided.
    """

    subject: RequestPermissionSubject | UnsetType | None = UNSET
    """Optional structured context about the operation requiring permission.

    Omitted and `null` are equivalent and mean no structured subject was provided.
    """

    options: Annotated[list[PermissionOption], Meta(min_length=1)]
    """Available permission options for the user to choose from.
    Must contain at least one option.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CancelledPermissionOutcome(AcpStruct, kw_only=True, tag_field="outcome", tag="cancelled"):
    """The request was not approved and no option was selected."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SelectedPermissionOutcome(AcpStruct, kw_only=True, tag_field="outcome", tag="selected"):
    """The user selected one of the provided options."""

    option_id: PermissionOptionId = msgspec.field(name="optionId")
    """The ID of the option the user selected."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownRequestPermissionOutcome(UnknownVariant):
    """A `RequestPermissionOutcome` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "RequestPermissionOutcome"
    tag_field = "outcome"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    RequestPermissionOutcome: TypeAlias = (
        CancelledPermissionOutcome | SelectedPermissionOutcome | UnknownRequestPermissionOutcome
    )
    """The outcome of a permission request."""
else:
    RequestPermissionOutcome = CancelledPermissionOutcome | SelectedPermissionOutcome


class RequestPermissionResponse(AcpStruct, kw_only=True):
    """Response to a permission request."""

    outcome: RequestPermissionOutcome
    """The user's decision on the permission request."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


# How the union selection rule (acp_wire._codec.resolve.select) sees `RequestPermissionOutcome`.
_RequestPermissionOutcomeSpec = UnionSpec(
    "RequestPermissionOutcome",
    tag_field="outcome",
    by_tag={
        "cancelled": (CancelledPermissionOutcome,),
        "selected": (SelectedPermissionOutcome,),
    },
    untagged=(),
    unknown=UnknownRequestPermissionOutcome,
    classes=(
        CancelledPermissionOutcome,
        SelectedPermissionOutcome,
        UnknownRequestPermissionOutcome,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `RequestPermissionSubject`.
_RequestPermissionSubjectSpec = UnionSpec(
    "RequestPermissionSubject",
    tag_field="type",
    by_tag={
        "tool_call": (ToolCallPermissionSubject,),
        "command": (CommandPermissionSubject,),
    },
    untagged=(),
    unknown=UnknownRequestPermissionSubject,
    classes=(
        ToolCallPermissionSubject,
        CommandPermissionSubject,
        UnknownRequestPermissionSubject,
    ),
)
