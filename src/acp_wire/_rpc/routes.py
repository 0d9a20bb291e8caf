"""What generated dispatch tables and peers are built from: a side's `Routes` and the `Sender`
a peer sends through. Imports nothing generated (the generated modules import it)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

H = TypeVar("H")

HandlerCall = Callable[[H, Any], Awaitable[Any]]
ExtCall = Callable[[H, str, Any], Awaitable[Any]]


class Sender(Protocol):
    """What a peer class sends through: a connection."""

    async def request(self, method: str, params: Any) -> Any: ...

    async def notify(self, method: str, params: Any) -> None: ...


@dataclass(frozen=True)
class Routes(Generic[H]):
    """How one side's handler object is called: by method name, then extension methods."""

    requests: Mapping[str, HandlerCall[H]]
    notifications: Mapping[str, HandlerCall[H]]
    ext_request: ExtCall[H]
    ext_notification: ExtCall[H]
    # Methods whose `params` may be omitted -> their params type: the handler gets the empty
    # params object (generated from the version's PARAMS_MAY_BE_OMITTED).
    empty_params: Mapping[str, Callable[[], Any]] = field(default_factory=dict[str, Any])


__all__ = ["ExtCall", "HandlerCall", "Routes", "Sender"]
