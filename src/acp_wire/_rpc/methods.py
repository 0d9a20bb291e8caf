"""The record the generated method table is made of."""

from __future__ import annotations

from typing import Any, NamedTuple


class MethodSpec(NamedTuple):
    """One JSON-RPC method: who handles it and the types of its params and result.

    `side` is the side that *receives* and handles the method as a request, or as a
    notification when it is only one ("agent", "client", "protocol", "proxy");
    `notification_side` is the side that handles it as a notification, which can differ
    (`mcp/message`: requests go to the client, notifications to the agent). A method may be
    usable as a request (`request`/`response` types), as a notification (`notification` type),
    or both.
    """

    name: str
    side: str
    handler: str
    request: Any
    response: Any
    notification: Any
    notification_side: str | None
    draft: bool
