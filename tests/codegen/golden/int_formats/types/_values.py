# Generated from tests/codegen/fixtures/int_formats.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The names of plain values: string and number aliases, enums and their known values.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Annotated

from msgspec import Meta

_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]

_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]

_Int_1_1000 = Annotated[int, Meta(ge=1, le=1000)]

_UInt32 = Annotated[int, Meta(ge=0, le=4294967295)]

_UInt64 = Annotated[int, Meta(ge=0)]
