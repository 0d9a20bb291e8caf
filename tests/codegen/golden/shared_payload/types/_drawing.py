# Generated from tests/codegen/fixtures/shared_payload.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING

from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class Circle(AcpStruct, kw_only=True, tag_field="kind", tag="circle"):
    """A circle."""

    radius: float


class Square(AcpStruct, kw_only=True):
    """A square."""

    side: float


class SquareBox(Square, kw_only=True, tag_field="kind", tag="square_box"):
    """A square in a box."""


class UnknownShape(UnknownVariant):
    """A `Shape` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "Shape"
    tag_field = "kind"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Shape: TypeAlias = Circle | SquareBox | UnknownShape
    """A shape, tagged by `kind`."""
else:
    Shape = Circle | SquareBox


class Drawing(AcpStruct, kw_only=True):
    """Drawing."""

    frame: Square | UnsetType = UNSET

    shapes: list[Shape]


# How the union selection rule (acp_wire._codec.resolve.select) sees `Shape`.
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
