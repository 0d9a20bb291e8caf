# Generated from tests/codegen/fixtures/shared_payload.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from msgspec import UNSET, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

__all__ = [
    "Circle",
    "Drawing",
    "Shape",
    "Square",
    "SquareBox",
    "UnknownShape",
]
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Shape": "_ShapeSpec",
    },
    attribute_of(__name__),
)


def _build_Circle():
    class Circle(AcpStruct, kw_only=True, tag_field="kind", tag="circle"):
        """A circle."""

        radius: float

    yield Circle
    Circle.__annotations__.update(
        {
            "radius": float,
        }
    )


def _build_Square():
    class Square(AcpStruct, kw_only=True):
        """A square."""

        side: float

    yield Square
    Square.__annotations__.update(
        {
            "side": float,
        }
    )


def _build_Drawing():
    class Drawing(AcpStruct, kw_only=True):
        """Drawing."""

        frame: Square | UnsetType = UNSET

        shapes: list[Shape]

    yield Drawing
    Drawing.__annotations__.update(
        {
            "frame": Square | UnsetType,
            "shapes": list[Shape],
        }
    )


def _build_SquareBox():
    class SquareBox(Square, kw_only=True, tag_field="kind", tag="square_box"):
        """A square in a box."""

    return SquareBox


def _build_UnknownShape():
    class UnknownShape(UnknownVariant):
        """A `Shape` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "Shape"
        tag_field = "kind"

    return UnknownShape


def _build_Shape():
    Shape = Circle | SquareBox
    return Shape


def _build__ShapeSpec():
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
    return _ShapeSpec


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "Circle": (_build_Circle, ()),
        "Square": (_build_Square, ()),
        "Drawing": (
            _build_Drawing,
            (
                "Shape",
                "Square",
            ),
        ),
        "SquareBox": (_build_SquareBox, ("Square",)),
        "UnknownShape": (_build_UnknownShape, ()),
        "Shape": (
            _build_Shape,
            (
                "Circle",
                "SquareBox",
            ),
        ),
        "_ShapeSpec": (
            _build__ShapeSpec,
            (
                "Circle",
                "SquareBox",
                "UnknownShape",
            ),
        ),
    },
)
