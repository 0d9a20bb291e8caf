# Generated from tests/codegen/fixtures/overlay.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import msgspec
from msgspec import UNSET, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
)

__all__ = [
    "Chunk",
]
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {}
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {},
    attribute_of(__name__),
)


def _build_Chunk():
    class Chunk(AcpStruct, kw_only=True):
        """Chunk."""

        message_id: str = msgspec.field(name="messageId")

        meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")

        sender_id: str | UnsetType | None = msgspec.field(default=UNSET, name="senderId")
        """The sender.

        From the spec, ahead of the schema package (codegen/overlay.py).

        Draft only.
        """

    yield Chunk
    Chunk.__annotations__.update(
        {
            "message_id": str,
            "meta": dict[str, Any] | UnsetType | None,
            "sender_id": str | UnsetType | None,
        }
    )


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "Chunk": (_build_Chunk, ()),
    },
)
