"""The record the generated method table is made of."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import ModuleType
from typing import Any

from acp_wire._codec.lazy import LazyTable
from acp_wire._codec.lightweight import Record


class MethodSpec(Record):
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


def method_table(types: ModuleType, rows: Iterable[MethodSpec]) -> Mapping[str, MethodSpec]:
    """A version's method table from rows that name their types (`"InitializeRequest"`): a
    method's spec, its types read from the generated `types` module, is made on its first
    lookup, so that one method's message does not build every method's types."""

    def typed(row: MethodSpec) -> MethodSpec:
        return row._replace(
            request=_type(types, row.request),
            response=_type(types, row.response),
            notification=_type(types, row.notification),
        )

    return LazyTable({row.name: row for row in rows}, typed)


def _type(types: ModuleType, name: Any) -> Any:
    return getattr(types, name) if isinstance(name, str) else name
