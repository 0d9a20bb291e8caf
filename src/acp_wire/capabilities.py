"""Which session updates need which client capability, and the spec's agent-message fallback.

The schema states these requirements only in prose (each variant's description says "requires
the `session.notices` Client capability"): the table is data per protocol version in
codegen/versions.py, generated into `_generated/capabilities.py` once checked against the schema.
`tests/test_connection.py` fails if a listed variant or capability field leaves the schema.
"""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from ._generated.capabilities import FALLBACK_ALLOWED, REQUIRED_CAPABILITY
from ._generated.types import (
    AgentMessageChunk,
    ClientCapabilities,
    CompactionSummaryChunk,
    CompactionUpdate,
    Notice,
    TextContent,
)

__all__ = [
    "FALLBACK_ALLOWED",
    "REQUIRED_CAPABILITY",
    "advertised",
    "capability_name",
    "fallback_message",
]


def capability_name(path: tuple[str, ...]) -> str:
    return ".".join(path)


def advertised(capabilities: ClientCapabilities | None, path: tuple[str, ...]) -> bool:
    """Whether `capabilities` supplies the capability at `path`: omitted or null means no."""
    value: Any = capabilities
    for attr in path:
        if value is None or value is UNSET:
            return False
        value = getattr(value, attr, None)
    return value is not None and value is not UNSET


def fallback_message(update: Any) -> AgentMessageChunk:
    """The ordinary agent message that stands in for an unsupported notice / compaction update."""
    if isinstance(update, CompactionSummaryChunk):
        return AgentMessageChunk(content=update.content)
    if isinstance(update, Notice):
        text = update.title
        if isinstance(update.description, str) and update.description:
            text += f": {update.description}"
        return AgentMessageChunk(content=TextContent(text=text))
    if isinstance(update, CompactionUpdate):
        text = f"Context compaction {update.status}".replace("_", " ")
        if isinstance(update.error, str) and update.error:
            text += f": {update.error}"
        return AgentMessageChunk(content=TextContent(text=text))
    raise TypeError(f"no agent-message fallback for {type(update).__name__}")
