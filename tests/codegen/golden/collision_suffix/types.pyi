# Generated from tests/codegen/fixtures/collision_suffix.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

import msgspec

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "AgentMessage",
    "CancelledEvent",
    "Event",
    "Log",
    "ToolCall",
    "ToolCallEvent",
    "UnknownEvent",
]

# Integer and string ranges the schema's formats impose.

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

# Unknown variants: a tag value this schema version does not define, kept as received.

class UnknownEvent(UnknownVariant):
    """A `Event` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "Event"
    tag_field = "event"

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Event: TypeAlias = CancelledEvent | ToolCallEvent | AgentMessage | UnknownEvent
else:
    Event = CancelledEvent | ToolCallEvent | AgentMessage

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.
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

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Event": "_EventSpec",
    },
    attribute_of(__name__),
)
