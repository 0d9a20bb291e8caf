# Generated from tests/codegen/fixtures/alternatives.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
)

if TYPE_CHECKING:
    from typing import TypeAlias


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


if TYPE_CHECKING:
    SetOption: TypeAlias = BooleanSetOption | ValueIdSetOption
else:
    SetOption = BooleanSetOption | ValueIdSetOption

# How the union selection rule (acp_wire._codec.resolve.select) sees `SetOption`.
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

# A field holding `SetOption` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _SetOptionField: TypeAlias = SetOption
else:
    _SetOptionField = Annotated[Any, _SetOptionSpec]
