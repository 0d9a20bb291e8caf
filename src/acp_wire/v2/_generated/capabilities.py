# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Which session updates, entries of offered lists and requests need which client capability: the
protocol states it in prose only, so the tables are data in codegen/versions.py, checked against
the schema when generating."""

from __future__ import annotations

from typing import Final

# Tag of the gated variant -> attribute path of the capability that must be advertised.
REQUIRED_CAPABILITY: Final[dict[str, tuple[str, ...]]] = {}

# Variants the spec lets the sender replace with an ordinary agent message when unsupported.
FALLBACK_ALLOWED: Final[frozenset[str]] = frozenset({})

# Structs holding lists whose entries of one variant need a client capability (the agent leaves
# them out for a client that did not advertise it): struct class name -> rows of (attribute,
# union, variant tag, attribute path of the capability).
OFFERED: Final[dict[str, tuple[tuple[str, str, str, tuple[str, ...]], ...]]] = {}

# Requests the agent may send only after the client advertised a capability: method -> rows of
# (the params variant's tag, or None for any params; attribute path of the capability).
REQUEST_CAPABILITY: Final[dict[str, tuple[tuple[str | None, tuple[str, ...]], ...]]] = {
    "elicitation/create": (
        ("form", ("elicitation", "form")),
        ("url", ("elicitation", "url")),
    ),  # schema, ClientCapabilities.elicitation
}
