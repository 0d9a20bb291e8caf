# Generated from tests/codegen/fixtures/collision_suffix.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING

import msgspec

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class ToolCall(AcpStruct, kw_only=True):
    """ToolCall."""

    tool_call_id: str = msgspec.field(name="toolCallId")


class Log(AcpStruct, kw_only=True):
    """Log."""

    calls: list[ToolCall]


class AgentMessage(AcpStruct, kw_only=True, tag_field="event", tag="agent_message"):
    """AgentMessage."""

    text: str


class CancelledEvent(AcpStruct, kw_only=True, tag_field="event", tag="cancelled"):
    """CancelledEvent."""


class ToolCallEvent(ToolCall, kw_only=True, tag_field="event", tag="tool_call"):
    """ToolCallEvent."""


class UnknownEvent(UnknownVariant):
    """A `Event` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "Event"
    tag_field = "event"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Event: TypeAlias = CancelledEvent | ToolCallEvent | AgentMessage | UnknownEvent
else:
    Event = CancelledEvent | ToolCallEvent | AgentMessage

# How the union selection rule (acp_wire._codec.resolve.select) sees `Event`.
_EventSpec = UnionSpec(
    "Event",
    tag_field="event",
    by_tag={
        "cancelled": (CancelledEvent,),
        "tool_call": (ToolCallEvent,),
        "agent_message": (AgentMessage,),
    },
    untagged=(),
    unknown=UnknownEvent,
    classes=(
        CancelledEvent,
        ToolCallEvent,
        AgentMessage,
        UnknownEvent,
    ),
)
