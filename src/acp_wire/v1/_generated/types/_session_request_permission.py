# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/request_permission` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)
from ._tool_call_update import ToolCallUpdate
from ._values import PermissionOptionId, PermissionOptionKind, SessionId

if TYPE_CHECKING:
    from typing import TypeAlias


class PermissionOption(AcpStruct, kw_only=True):
    """An option presented to the user when requesting permission."""

    option_id: PermissionOptionId = msgspec.field(name="optionId")
    """Unique identifier for this permission option."""

    name: str
    """Human-readable label to display to the user."""

    kind: PermissionOptionKind
    """Hint about the nature of this permission option."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class RequestPermissionRequest(AcpStruct, kw_only=True):
    """Request for user permission to execute a tool call.

    Sent when the agent needs authorization before performing a sensitive operation.

    See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#requesting-permission)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session ID for this request."""

    tool_call: ToolCallUpdate = msgspec.field(name="toolCall")
    """Details about the tool call requiring permission."""

    options: list[PermissionOption]
    """Available permission options for the user to choose from."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SelectedPermissionOutcome(AcpStruct, kw_only=True, tag_field="outcome", tag="selected"):
    """The user selected one of the provided options."""

    option_id: PermissionOptionId = msgspec.field(name="optionId")
    """The ID of the option the user selected."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class CancelledRequestPermissionOutcome(
    AcpStruct, kw_only=True, tag_field="outcome", tag="cancelled"
):
    """The prompt turn was cancelled before the user responded.

    When a client sends a `session/cancel` notification to cancel an ongoing
    prompt turn, it MUST respond to all pending `session/request_permission`
    requests with this `cancelled` outcome.

    See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#cancellation)
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
        CancelledRequestPermissionOutcome
        | SelectedPermissionOutcome
        | UnknownRequestPermissionOutcome
    )
    """The outcome of a permission request."""
else:
    RequestPermissionOutcome = CancelledRequestPermissionOutcome | SelectedPermissionOutcome


class RequestPermissionResponse(AcpStruct, kw_only=True):
    """Response to a permission request."""

    outcome: RequestPermissionOutcome
    """The user's decision on the permission request."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


# How the union selection rule (acp_wire._codec.resolve.select) sees `RequestPermissionOutcome`.
_RequestPermissionOutcomeSpec = UnionSpec(
    "RequestPermissionOutcome",
    tag_field="outcome",
    by_tag={
        "cancelled": (CancelledRequestPermissionOutcome,),
        "selected": (SelectedPermissionOutcome,),
    },
    untagged=(),
    unknown=UnknownRequestPermissionOutcome,
    classes=(
        CancelledRequestPermissionOutcome,
        SelectedPermissionOutcome,
        UnknownRequestPermissionOutcome,
    ),
)
