# Generated from tests/codegen/fixtures/open_enum.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final, Literal

from msgspec import Meta

from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
)

__all__ = [
    "Code",
    "Kind",
    "KnownCode",
    "KnownSeverity",
    "Severity",
]
_Int32 = Annotated[int, Meta(ge=-2147483648, le=2147483647)]
Severity = str
Kind = Literal["read", "edit"]
Code = _Int32
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {},
    attribute_of(__name__),
)


def _build_KnownSeverity():
    class KnownSeverity:
        """Known values of the open enum `Severity`; other values are accepted and kept."""

        INFO: Final = "info"
        """For information."""
        WARNING: Final = "warning"

    yield KnownSeverity
    KnownSeverity.__annotations__.update(
        {
            "INFO": Final,
            "WARNING": Final,
        }
    )


def _build_KnownCode():
    class KnownCode:
        """Known values of the open enum `Code`; other values are accepted and kept."""

        PARSE_ERROR: Final = -32700

    yield KnownCode
    KnownCode.__annotations__.update(
        {
            "PARSE_ERROR": Final,
        }
    )


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "KnownSeverity": (_build_KnownSeverity, ()),
        "KnownCode": (_build_KnownCode, ()),
    },
)
