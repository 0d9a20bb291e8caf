# Generated from tests/codegen/fixtures/collision_suffix.json by `python -m codegen`; rebuild with `nox -s generate`.
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
    from ._log import (
        AgentMessage as AgentMessage,
    )
    from ._log import (
        CancelledEvent as CancelledEvent,
    )
    from ._log import (
        Event as Event,
    )
    from ._log import (
        Log as Log,
    )
    from ._log import (
        ToolCall as ToolCall,
    )
    from ._log import (
        ToolCallEvent as ToolCallEvent,
    )
    from ._log import (
        UnknownEvent as UnknownEvent,
    )
    from ._log import (
        _EventSpec as _EventSpec,
    )
    from ._resolved_unions import (
        RESOLVED_UNIONS as RESOLVED_UNIONS,
    )

__all__ = [
    "AgentMessage",
    "CancelledEvent",
    "Event",
    "Log",
    "ToolCall",
    "ToolCallEvent",
    "UnknownEvent",
]

MODULES: Final = {
    "._log": (
        "AgentMessage",
        "CancelledEvent",
        "Event",
        "Log",
        "ToolCall",
        "ToolCallEvent",
        "UnknownEvent",
        "_EventSpec",
    ),
    "._resolved_unions": ("RESOLVED_UNIONS",),
}
"""Each module of the package with the names it defines."""

__getattr__ = lazy_names(
    __name__, globals(), {name: module for module, names in MODULES.items() for name in names}
)


def __dir__() -> list[str]:
    return sorted({*globals(), *(name for names in MODULES.values() for name in names)})


# Every union spec by union name (a lookup imports that union's module only).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Event": "_EventSpec",
    },
    attribute_of(__name__),
)
