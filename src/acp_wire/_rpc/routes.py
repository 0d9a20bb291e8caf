"""What generated dispatch tables and peers are built from: a side's `Routes` and the `Sender`
a peer sends through. Imports nothing generated (the generated modules import it)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar

H = TypeVar("H")

HandlerCall = Callable[[H, Any], Awaitable[Any]]
ExtCall = Callable[[H, str, Any], Awaitable[Any]]


class Sender(Protocol):
    """What a peer class sends through: a connection."""

    async def request(self, method: str, params: Any) -> Any: ...

    async def notify(self, method: str, params: Any) -> None: ...


class Routes(Generic[H]):
    """How one side's handler object is called: by method name, then extension methods.

    A plain class rather than a dataclass: `dataclasses` (with `copy`) would be the largest
    import an agent process pays for besides the types, and the tables are built once."""

    __slots__ = ("empty_params", "ext_notification", "ext_request", "notifications", "requests")

    def __init__(
        self,
        *,
        requests: Mapping[str, HandlerCall[H]],
        notifications: Mapping[str, HandlerCall[H]],
        ext_request: ExtCall[H],
        ext_notification: ExtCall[H],
        empty_params: Mapping[str, Callable[[], Any]] | None = None,
    ) -> None:
        self.requests = requests
        self.notifications = notifications
        self.ext_request = ext_request
        self.ext_notification = ext_notification
        # Methods whose `params` may be omitted -> their params type: the handler gets the
        # empty params object (generated from the version's PARAMS_MAY_BE_OMITTED).
        self.empty_params: Mapping[str, Callable[[], Any]] = empty_params or {}


__all__ = ["ExtCall", "HandlerCall", "Routes", "Sender"]
