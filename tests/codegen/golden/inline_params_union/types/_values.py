# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The names of plain values: string and number aliases, enums and their known values.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Annotated

from msgspec import Meta

_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]
