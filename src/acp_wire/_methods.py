"""The record the generated method table is made of."""

from __future__ import annotations

from typing import Any, NamedTuple


class MethodSpec(NamedTuple):
    """One JSON-RPC method: who handles it and the types of its params and result.

    `side` is the side that *receives* and handles the method ("agent", "client", "protocol",
    "proxy"). A method may be usable as a request (`request`/`response` types), as a
    notification (`notification` type), or both.
    """

    name: str
    side: str
    handler: str
    request: Any
    response: Any
    notification: Any
    draft: bool
