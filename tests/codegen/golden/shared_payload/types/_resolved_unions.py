# Generated from tests/codegen/fixtures/shared_payload.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Every union msgspec cannot decode natively, by its alias object: `decode` resolves them by spec.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any, Final

from ...._codec.resolve import (
    UnionSpec,
)

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}
