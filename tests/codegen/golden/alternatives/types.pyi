# Generated from tests/codegen/fixtures/alternatives.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Final

import msgspec

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
)

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "BooleanSetOption",
    "SetOption",
    "ValueIdSetOption",
]

# Integer and string ranges the schema's formats impose.

class BooleanSetOption(AcpStruct, kw_only=True, tag_field="type", tag="boolean"):
    """A boolean value."""

    option_id: str = msgspec.field(name="optionId")

    value: bool
    """Draft only."""

class ValueIdSetOption(AcpStruct, kw_only=True):
    """A value id; the default when `type` is absent."""

    option_id: str = msgspec.field(name="optionId")

    value: str
    """Draft only."""

# Unknown variants: a tag value this schema version does not define, kept as received.

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    SetOption: TypeAlias = BooleanSetOption | ValueIdSetOption
    _SetOptionField: TypeAlias = SetOption
else:
    SetOption = BooleanSetOption | ValueIdSetOption

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.
_SetOptionSpec = UnionSpec(
    "SetOption",
    tag_field="type",
    by_tag={
        "boolean": (BooleanSetOption,),
    },
    untagged=(ValueIdSetOption,),
    unknown=None,
    classes=(
        BooleanSetOption,
        ValueIdSetOption,
    ),
)

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
    SetOption: _SetOptionSpec,
}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "SetOption": "_SetOptionSpec",
    },
    attribute_of(__name__),
)

if not TYPE_CHECKING:
    # Fields holding a resolved union decode as plain JSON and are resolved in __post_init__.
    _SetOptionField = Annotated[Any, _SetOptionSpec]
