# Generated from tests/codegen/fixtures/int_formats.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ._values import _Int32, _Int64, _Int_1_1000, _UInt32, _UInt64


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
