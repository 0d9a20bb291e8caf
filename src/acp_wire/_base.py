"""The base class of every generated struct."""

from __future__ import annotations

import msgspec


class AcpStruct(msgspec.Struct, kw_only=True, gc=False):
    """Base of all ACP message types.

    Keyword-only construction; omitted optional fields are `msgspec.UNSET` and are left out when
    encoding, while `None` is an explicit JSON `null`. `gc=False`: protocol values are trees, never
    cycles, so the garbage collector need not track them (less memory, faster decoding).
    """
