# Generated from tests/codegen/fixtures/collision_suffix.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import msgspec

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

__all__ = [
    "AgentMessage",
    "CancelledEvent",
    "Event",
    "Log",
    "ToolCall",
    "ToolCallEvent",
    "UnknownEvent",
]
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Event": "_EventSpec",
    },
    attribute_of(__name__),
)


def _build_ToolCall():
    class ToolCall(AcpStruct, kw_only=True):
        """ToolCall."""

        tool_call_id: str = msgspec.field(name="toolCallId")

    yield ToolCall
    ToolCall.__annotations__.update(
        {
            "tool_call_id": str,
        }
    )


def _build_Log():
    class Log(AcpStruct, kw_only=True):
        """Log."""

        calls: list[ToolCall]

    yield Log
    Log.__annotations__.update(
        {
            "calls": list[ToolCall],
        }
    )


def _build_AgentMessage():
    class AgentMessage(AcpStruct, kw_only=True, tag_field="event", tag="agent_message"):
        """AgentMessage."""

        text: str

    yield AgentMessage
    AgentMessage.__annotations__.update(
        {
            "text": str,
        }
    )


def _build_CancelledEvent():
    class CancelledEvent(AcpStruct, kw_only=True, tag_field="event", tag="cancelled"):
        """CancelledEvent."""

    return CancelledEvent


def _build_ToolCallEvent():
    class ToolCallEvent(ToolCall, kw_only=True, tag_field="event", tag="tool_call"):
        """ToolCallEvent."""

    return ToolCallEvent


def _build_UnknownEvent():
    class UnknownEvent(UnknownVariant):
        """A `Event` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "Event"
        tag_field = "event"

    return UnknownEvent


def _build_Event():
    Event = CancelledEvent | ToolCallEvent | AgentMessage
    return Event


def _build__EventSpec():
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
    return _EventSpec


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "ToolCall": (_build_ToolCall, ()),
        "Log": (_build_Log, ("ToolCall",)),
        "AgentMessage": (_build_AgentMessage, ()),
        "CancelledEvent": (_build_CancelledEvent, ()),
        "ToolCallEvent": (_build_ToolCallEvent, ("ToolCall",)),
        "UnknownEvent": (_build_UnknownEvent, ()),
        "Event": (
            _build_Event,
            (
                "AgentMessage",
                "CancelledEvent",
                "ToolCallEvent",
            ),
        ),
        "_EventSpec": (
            _build__EventSpec,
            (
                "AgentMessage",
                "CancelledEvent",
                "ToolCallEvent",
                "UnknownEvent",
            ),
        ),
    },
)
