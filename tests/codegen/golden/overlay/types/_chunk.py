# Generated from tests/codegen/fixtures/overlay.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct


class Chunk(AcpStruct, kw_only=True):
    """Chunk."""

    message_id: str = msgspec.field(name="messageId")

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")

    sender_id: str | UnsetType | None = msgspec.field(default=UNSET, name="senderId")
    """The sender.

    From the spec, ahead of the schema package (codegen/overlay.py).

    Draft only.
    """
