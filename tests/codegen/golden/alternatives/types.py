# Generated from tests/codegen/fixtures/alternatives.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final

import msgspec

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
)

__all__ = [
    "BooleanSetOption",
    "SetOption",
    "ValueIdSetOption",
]
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "SetOption": "_SetOptionSpec",
    },
    attribute_of(__name__),
)


def _build_BooleanSetOption():
    class BooleanSetOption(AcpStruct, kw_only=True, tag_field="type", tag="boolean"):
        """A boolean value."""

        option_id: str = msgspec.field(name="optionId")

        value: bool
        """Draft only."""

    yield BooleanSetOption
    BooleanSetOption.__annotations__.update(
        {
            "option_id": str,
            "value": bool,
        }
    )


def _build_ValueIdSetOption():
    class ValueIdSetOption(AcpStruct, kw_only=True):
        """A value id; the default when `type` is absent."""

        option_id: str = msgspec.field(name="optionId")

        value: str
        """Draft only."""

    yield ValueIdSetOption
    ValueIdSetOption.__annotations__.update(
        {
            "option_id": str,
            "value": str,
        }
    )


def _build_SetOption():
    SetOption = BooleanSetOption | ValueIdSetOption
    return SetOption


def _build__SetOptionSpec():
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
    return _SetOptionSpec


def _build_RESOLVED_UNIONS():
    RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
        SetOption: _SetOptionSpec,
    }
    return RESOLVED_UNIONS


def _build__SetOptionField():
    _SetOptionField = Annotated[Any, _SetOptionSpec]
    return _SetOptionField


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "BooleanSetOption": (_build_BooleanSetOption, ()),
        "ValueIdSetOption": (_build_ValueIdSetOption, ()),
        "SetOption": (
            _build_SetOption,
            (
                "BooleanSetOption",
                "ValueIdSetOption",
            ),
        ),
        "_SetOptionSpec": (
            _build__SetOptionSpec,
            (
                "BooleanSetOption",
                "ValueIdSetOption",
            ),
        ),
        "RESOLVED_UNIONS": (
            _build_RESOLVED_UNIONS,
            (
                "SetOption",
                "_SetOptionSpec",
            ),
        ),
        "_SetOptionField": (_build__SetOptionField, ("_SetOptionSpec",)),
    },
)
