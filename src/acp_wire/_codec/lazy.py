"""Generated tables that name classes, read on first lookup.

A version's types and messages are packages of ordinary modules, each imported on the first
read of one of its names (codegen/split.py, `acp_wire._faces.lazy_names`). The tables over them
(the method table, the message tables, the union specs) name their classes, and a lookup reads
only the class it needs, so that a process's first message imports the modules of its own
types and no other.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class LazyTable(Mapping[K, V]):
    """A generated table whose values are made on first lookup, each once: the keys are known
    at import, a value is `make(entry)` of the key's entry (for example a class name read from
    a lazy module), so looking one method up does not build the classes of every method.
    Iterating values or items makes them all."""

    __slots__ = ("_entries", "_made", "_make")

    def __init__(self, entries: Mapping[K, Any], make: Callable[[Any], V]) -> None:
        self._entries = entries
        self._make = make
        self._made: dict[K, V] = {}

    def __getitem__(self, key: K) -> V:
        try:
            return self._made[key]
        except KeyError:
            pass
        entry = self._entries[key]  # KeyError for a key that is not in the table
        value = self._made[key] = self._make(entry)
        return value

    def __iter__(self) -> Iterator[K]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __repr__(self) -> str:
        return f"LazyTable({list(self._entries)!r})"


def attribute_of(module: str) -> Callable[[str], Any]:
    """`make` for a `LazyTable` of names defined in `module` (read, and so built, on lookup)."""

    def read(name: str) -> Any:
        return getattr(sys.modules[module], name)

    return read
