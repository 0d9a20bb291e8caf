# Generated from tests/codegen/fixtures/int_formats.json by `python -m codegen`; rebuild with `nox -s generate`.
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
    from ._counters import (
        Counters as Counters,
    )
    from ._resolved_unions import (
        RESOLVED_UNIONS as RESOLVED_UNIONS,
    )
    from ._values import (
        _Int32 as _Int32,
    )
    from ._values import (
        _Int64 as _Int64,
    )
    from ._values import (
        _Int_1_1000 as _Int_1_1000,
    )
    from ._values import (
        _UInt32 as _UInt32,
    )
    from ._values import (
        _UInt64 as _UInt64,
    )

__all__ = [
    "Counters",
]

MODULES: Final = {
    "._counters": ("Counters",),
    "._resolved_unions": ("RESOLVED_UNIONS",),
    "._values": (
        "_Int32",
        "_Int64",
        "_Int_1_1000",
        "_UInt32",
        "_UInt64",
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
