# Generated from tests/codegen/fixtures/overlay.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Tables for the forgiving decoder; imported only when a strict decode has failed."""

from __future__ import annotations

from typing import Final

from ..._codec.resolve import UnionSpec
from .types import (
    RESOLVED_UNIONS,
    Chunk,
)

DEFAULT_ON_ERROR: Final = 1
SKIP_INVALID_ITEMS: Final = 2
DEFAULT_ON_NULL: Final = 4

# Per struct, the wire names of fields with x-deserialize-* rules and their flags.
FIELD_RULES: Final[dict[type, dict[str, int]]] = {
    Chunk: {
        "_meta": 1,
    },
}

# The union each generated variant class belongs to: the forgiving walk meets a field typed as
# a union of classes and selects its member by that union's spec.
VARIANT_UNIONS: Final[dict[type, UnionSpec]] = {}

# Unions msgspec cannot decode (their members share no tag), by alias, as in the types module:
# the walk selects their member by spec and never hands msgspec the union itself.
RESOLVED: Final[dict[object, UnionSpec]] = RESOLVED_UNIONS

# Structs whose schema admits no property but their own (`additionalProperties: false`); any
# other drops an unknown property by design (`validate --roundtrip` notes it).
CLOSED_TYPES: Final[frozenset[type]] = frozenset({})

# Types that exist only in the draft schema, not in the stable one.
DRAFT_TYPES: Final[frozenset[str]] = frozenset({})
