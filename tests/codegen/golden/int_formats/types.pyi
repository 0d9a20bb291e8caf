# Generated from tests/codegen/fixtures/int_formats.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Final

from msgspec import UNSET, Meta, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
)

if TYPE_CHECKING:
    pass

__all__ = [
    "Counters",
]

# Integer and string ranges the schema's formats impose.
_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]
_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]
_Int_1_1000 = Annotated[int, Meta(ge=1, le=1000)]
_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]
_UInt64 = Annotated[int, Meta(ge=0)]

class Counters(AcpStruct, kw_only=True):
    """Counters."""

    small: _Int32

    big: _UInt64

    port: _Int_1_1000 | UnsetType = UNSET

    plain: _Int64 | UnsetType = UNSET

    limit: _UInt32 | UnsetType | None = UNSET

    ratio: float | UnsetType = UNSET

    amount: int | float | UnsetType = UNSET

    def __post_init__(self) -> None: ...

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
