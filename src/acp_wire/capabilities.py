"""Which session updates need which client capability, and the spec's agent-message fallback.

The schema states these requirements only in prose (each variant's description says "requires
the `session.notices` Client capability"): the table is data per protocol version in
codegen/versions.py, generated into `_generated/capabilities.py` once checked against the schema;
how a fallback reads as an agent message is data there too (`ConnectionRules.fallbacks`).
`tests/connection/test_connection.py` fails if a listed variant or capability field leaves the
schema.
"""

from __future__ import annotations

from typing import Any

from acp_wire._codec.members import advertised, capability_name
from acp_wire.v1._generated.binding import BINDING

# Version 1's table (each version's is its binding's `required_capability` / `fallback_allowed`).
REQUIRED_CAPABILITY = BINDING.required_capability
FALLBACK_ALLOWED = BINDING.fallback_allowed

__all__ = [
    "FALLBACK_ALLOWED",
    "REQUIRED_CAPABILITY",
    "advertised",
    "capability_name",
    "fallback_message",
]


def fallback_message(update: Any) -> Any:
    """The ordinary agent message that stands in for an unsupported notice / compaction update
    (version 1's rule; each version's is its binding's `fallback_message`)."""
    return BINDING.fallback_message(update)
