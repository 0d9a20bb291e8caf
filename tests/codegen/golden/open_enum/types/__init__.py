# Generated from tests/codegen/fixtures/open_enum.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The package lists its modules' private helpers too: scalars, union specs, field aliases.)
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum.

The types live in ordinary modules, one per group of types the same methods reach
(codegen/split.py); this package imports a module on the first read of one of its names, so
that importing the version, or decoding a first message, creates only the classes it needs.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from ...._codec.lazy import LazyTable, attribute_of
from ...._codec.resolve import UnionSpec
from ...._faces import lazy_names

if TYPE_CHECKING:
    from ._resolved_unions import (
        RESOLVED_UNIONS as RESOLVED_UNIONS,
    )
    from ._values import (
        Code as Code,
    )
    from ._values import (
        Kind as Kind,
    )
    from ._values import (
        KnownCode as KnownCode,
    )
    from ._values import (
        KnownSeverity as KnownSeverity,
    )
    from ._values import (
        Severity as Severity,
    )
    from ._values import (
        _Int32 as _Int32,
    )

__all__ = [
    "Code",
    "Kind",
    "KnownCode",
    "KnownSeverity",
    "Severity",
]

MODULES: Final = {
    "._resolved_unions": ("RESOLVED_UNIONS",),
    "._values": (
        "Code",
        "Kind",
        "KnownCode",
        "KnownSeverity",
        "Severity",
        "_Int32",
    ),
}
"""Each module of the package with the names it defines."""

__getattr__ = lazy_names(
    __name__, globals(), {name: module for module, names in MODULES.items() for name in names}
)


def __dir__() -> list[str]:
    return sorted({*globals(), *(name for names in MODULES.values() for name in names)})


# Every union spec by union name (a lookup imports that union's module only).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {},
    attribute_of(__name__),
)
