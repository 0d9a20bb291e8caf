# Generated from tests/codegen/fixtures/int_formats.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final

from msgspec import UNSET, Meta, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.bounds import check_upper_bound
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
)

__all__ = [
    "Counters",
]
_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]
_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]
_Int_1_1000 = Annotated[int, Meta(ge=1, le=1000)]
_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]
_UInt64 = Annotated[int, Meta(ge=0)]
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {},
    attribute_of(__name__),
)


def _build_Counters():
    class Counters(AcpStruct, kw_only=True):
        """Counters."""

        small: _Int32

        big: _UInt64

        port: _Int_1_1000 | UnsetType = UNSET

        plain: _Int64 | UnsetType = UNSET

        limit: _UInt32 | UnsetType | None = UNSET

        ratio: float | UnsetType = UNSET

        amount: int | float | UnsetType = UNSET

        def __post_init__(self) -> None:
            check_upper_bound(self.big, 18446744073709551615, "big")

    yield Counters
    Counters.__annotations__.update(
        {
            "small": _Int32,
            "big": _UInt64,
            "port": _Int_1_1000 | UnsetType,
            "plain": _Int64 | UnsetType,
            "limit": _UInt32 | UnsetType | None,
            "ratio": float | UnsetType,
            "amount": int | float | UnsetType,
        }
    )


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "Counters": (_build_Counters, ()),
    },
)
