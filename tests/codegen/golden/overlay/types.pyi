# Generated from tests/codegen/fixtures/overlay.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

import msgspec
from msgspec import UNSET, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
)

if TYPE_CHECKING:
    pass

__all__ = [
    "Chunk",
]

# Integer and string ranges the schema's formats impose.

class Chunk(AcpStruct, kw_only=True):
    """Chunk."""

    message_id: str = msgspec.field(name="messageId")

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")

    sender_id: str | UnsetType | None = msgspec.field(default=UNSET, name="senderId")
    """The sender.

    From the spec, ahead of the schema package (codegen/overlay.py).

    Draft only.
    """

# Unknown variants: a tag value this schema version does not define, kept as received.

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {},
    attribute_of(__name__),
)
