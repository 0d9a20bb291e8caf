# Generated from tests/codegen/fixtures/open_enum.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Final, Literal

from msgspec import Meta

from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
)

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "Code",
    "Kind",
    "KnownCode",
    "KnownSeverity",
    "Severity",
]

# Integer and string ranges the schema's formats impose.
_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]

# Unknown variants: a tag value this schema version does not define, kept as received.

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Severity: TypeAlias = str
    """Open enum: any str is accepted and kept; known values are on `KnownSeverity`."""
    Kind: TypeAlias = Literal["read", "edit"]
    Code: TypeAlias = _Int32
    """Open enum: any int32 is accepted and kept; known values are on `KnownCode`."""
else:
    Severity = str
    Kind = Literal["read", "edit"]
    Code = _Int32

class KnownSeverity:
    """Known values of the open enum `Severity`; other values are accepted and kept."""

    INFO: Final = "info"
    """For information."""
    WARNING: Final = "warning"

class KnownCode:
    """Known values of the open enum `Code`; other values are accepted and kept."""

    PARSE_ERROR: Final = -32700

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {},
    attribute_of(__name__),
)
