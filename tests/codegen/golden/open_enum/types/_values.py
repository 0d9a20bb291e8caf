# Generated from tests/codegen/fixtures/open_enum.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The names of plain values: string and number aliases, enums and their known values.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Final, Literal

from msgspec import Meta

if TYPE_CHECKING:
    from typing import TypeAlias

_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]

if TYPE_CHECKING:
    Severity: TypeAlias = str
    """Open enum: any str is accepted and kept; known values are on `KnownSeverity`."""
else:
    Severity = str

if TYPE_CHECKING:
    Kind: TypeAlias = Literal["read", "edit"]
else:
    Kind = Literal["read", "edit"]

if TYPE_CHECKING:
    Code: TypeAlias = _Int32
    """Open enum: any int32 is accepted and kept; known values are on `KnownCode`."""
else:
    Code = _Int32


class KnownSeverity:
    """Known values of the open enum `Severity`; other values are accepted and kept."""

    INFO: Final = "info"
    """For information."""
    WARNING: Final = "warning"


class KnownCode:
    """Known values of the open enum `Code`; other values are accepted and kept."""

    PARSE_ERROR: Final = -32700
