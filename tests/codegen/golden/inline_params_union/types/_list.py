# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `list` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct


class ListRequest(AcpStruct, kw_only=True):
    """ListRequest."""

    cursor: str | UnsetType | None = UNSET


class ListResponse(AcpStruct, kw_only=True):
    """ListResponse."""

    items: list[str]
