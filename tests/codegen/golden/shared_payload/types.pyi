# Generated from tests/codegen/fixtures/shared_payload.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from msgspec import UNSET, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "Circle",
    "Drawing",
    "Shape",
    "Square",
    "SquareBox",
    "UnknownShape",
]

# Integer and string ranges the schema's formats impose.

class Circle(AcpStruct, kw_only=True, tag_field="kind", tag="circle"):
    """A circle."""

    radius: float

class Square(AcpStruct, kw_only=True):
    """A square."""

    side: float

class Drawing(AcpStruct, kw_only=True):
    """Drawing."""

    frame: Square | UnsetType = UNSET

    shapes: list[Shape]

class SquareBox(Square, kw_only=True, tag_field="kind", tag="square_box"):
    """A square in a box."""

# Unknown variants: a tag value this schema version does not define, kept as received.

class UnknownShape(UnknownVariant):
    """A `Shape` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "Shape"
    tag_field = "kind"

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Shape: TypeAlias = Circle | SquareBox | UnknownShape
    """A shape, tagged by `kind`."""
else:
    Shape = Circle | SquareBox

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.
_ShapeSpec = UnionSpec(
    "Shape",
    tag_field="kind",
    by_tag={
        "circle": (Circle,),
        "square_box": (SquareBox,),
    },
    untagged=(),
    unknown=UnknownShape,
    classes=(
        Circle,
        SquareBox,
        UnknownShape,
    ),
)

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Shape": "_ShapeSpec",
    },
    attribute_of(__name__),
)
