"""Names of a generated module made on first use: what keeps `import acp_wire` and the first
decoded message cheap.

Creating a msgspec Struct class costs about 12 µs, and a version's types module defines over
two hundred of them, its messages module another eighty; a process's first `session/update`
needs about fifty. `acp-wire serve -- AGENT` starts one agent process per connection, so each
connection would pay for all of them. The generator (codegen/lazify.py) therefore writes each
definition of those modules into a builder function, and lists the module names the
definition refers to; `install` makes the module build a name, and everything that name refers
to, on its first read. Type checkers read the eager `.pyi` beside the module instead.

Building a name builds everything it refers to, its fields' types included, before it is
returned: a class handed out is complete, so `typing.get_type_hints` or a plain
`msgspec.json.decode(data, type=...)` resolve its annotations in the module as before.
"""

from __future__ import annotations

import _thread
import sys
from collections.abc import Callable, Generator, Iterator, Mapping
from types import GeneratorType, ModuleType
from typing import Any, TypeVar, cast

K = TypeVar("K")
V = TypeVar("V")

# A builder and the names of its module (or imported into it) that its definition refers to.
Builders = Mapping[str, "tuple[Callable[[], Any], tuple[str, ...]]"]

# One lock for every lazy module (`_thread`: `threading` would cost 1 ms at import): a build
# may cross modules (a message class builds its params type), and building is rare, so one
# lock cannot deadlock and costs nothing measurable. A build puts each name in the module as
# it goes, before the names it refers to may exist (a cycle) and before their annotations have
# values: whatever evaluates a class's annotations holds the lock, so that it waits for a build
# running in another thread to finish (acp_wire._codec.base does).
BUILD_LOCK = _thread.RLock()


class _Lazy:
    """The lazy part of one module's namespace."""

    def __init__(
        self, namespace: dict[str, Any], builders: Builders, imported: Mapping[str, str]
    ) -> None:
        self.namespace = namespace
        self.builders = builders
        self.imported = imported  # a name imported from a lazy module -> that module's name

    def get(self, name: str) -> Any:
        namespace = self.namespace
        if name in namespace:
            return namespace[name]
        if name not in self.builders:
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {name!r}")
        with BUILD_LOCK:
            self._build(name)
        return namespace[name]

    def _build(self, root: str) -> None:
        pending: list[Generator[Any, None, None]] = []
        self._walk(root, pending)
        for annotate in pending:  # every name of the walk exists now
            for _ in annotate:
                pass

    def _walk(self, root: str, pending: list[Generator[Any, None, None]]) -> None:
        """Build `root` and everything it refers to, each name after the names it needs.

        Depth first, each name once its references are built, except a reference back to a
        name still being built: that is a field type (a base class cannot refer back to its
        subclass), read only when annotations are evaluated, by which time it exists."""
        namespace = self.namespace
        builders = self.builders
        started: set[str] = set()
        stack: list[tuple[str, bool]] = [(root, False)]
        while stack:
            name, ready = stack.pop()
            if name in namespace:
                continue
            if ready:
                self._make(name, pending)
                continue
            if name in started:
                continue  # on the way: it is built when the walk comes back to it
            started.add(name)
            stack.append((name, True))
            entry = builders.get(name)
            if entry is not None:
                stack.extend((ref, False) for ref in reversed(entry[1]) if ref not in namespace)

    def _make(self, name: str, pending: list[Generator[Any, None, None]]) -> None:
        module = self.imported.get(name)
        if module is not None:
            self.namespace[name] = getattr(sys.modules[module], name)
            return
        value: Any = self.builders[name][0]()
        if isinstance(value, GeneratorType):
            # A class's builder: it yields the class, and gives its annotations their values
            # when resumed, once the names they read exist (codegen/lazify.py).
            builder = cast("Generator[Any, None, None]", value)
            pending.append(builder)
            value = next(builder)
        if isinstance(value, type) and "<locals>" in value.__qualname__:
            # Defined inside its builder: give it the qualified name of a module-level class,
            # as pickle, reprs and documentation expect. (Python 3.10 counts an alias such as
            # `tuple[A, B]` as a type too: its qualified name is its origin's.)
            value.__qualname__ = name
        self.namespace[name] = value

    def build_all(self) -> None:
        with BUILD_LOCK:
            for name in self.builders:
                if name not in self.namespace:
                    self._build(name)


def install(
    namespace: dict[str, Any], builders: Builders, imported: Mapping[str, str] | None = None
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The `__getattr__` and `__dir__` of the generated module whose globals are `namespace`:
    each name of `builders` is built on its first read; `imported` names come from another
    lazy module (name -> that module), read from it only when a definition here needs them."""
    lazy = _Lazy(namespace, builders, imported or {})
    namespace["__lazy__"] = lazy

    def __dir__() -> list[str]:
        return sorted({*namespace, *builders})

    return lazy.get, __dir__


def is_lazy(module: ModuleType) -> bool:
    """Whether `module` builds its names on first read. Its classes' annotations are values
    once built (codegen/lazify.py): nothing need evaluate their strings."""
    return isinstance(module.__dict__.get("__lazy__"), _Lazy)


def build_all(module: ModuleType) -> None:
    """Build every lazy name of `module` (nothing for a module that has none): for the few
    readers that walk a whole module, such as `resolve_annotations`."""
    lazy = module.__dict__.get("__lazy__")
    if isinstance(lazy, _Lazy):
        lazy.build_all()


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


class LazyMapping(Mapping[K, V]):
    """The mapping `make()` returns, made on first use: for a generated table whose keys are
    classes (`RESOLVED_UNIONS`), which cannot be known without building them."""

    __slots__ = ("_make", "_mapping")

    def __init__(self, make: Callable[[], Mapping[K, V]]) -> None:
        self._make = make
        self._mapping: Mapping[K, V] | None = None

    def _made(self) -> Mapping[K, V]:
        if self._mapping is None:
            self._mapping = self._make()
        return self._mapping

    def __getitem__(self, key: K) -> V:
        return self._made()[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._made())

    def __len__(self) -> int:
        return len(self._made())


def attribute_of(module: str) -> Callable[[str], Any]:
    """`make` for a `LazyTable` of names defined in `module` (read, and so built, on lookup)."""

    def read(name: str) -> Any:
        return getattr(sys.modules[module], name)

    return read
