"""`typing.NamedTuple` and `typing.Protocol` for the path to a process's first message, made
without their run-time cost. Type checkers see the `typing` originals.

`Record`: `namedtuple` compiles a `__new__` from source for every class (about 150 µs each,
270 µs for the first), and the path to a first decoded message defines five such records (the
codec, the JSON-RPC layer, its message tables, the method spec and the repair). A `Record`
subclass is declared like a `NamedTuple` (annotated fields, defaults, methods) and behaves as
one at run time: a tuple with named fields, `_fields`, `_field_defaults`, `_make`, `_replace`,
`_asdict`, pickling and a `NamedTuple` repr.

`Signature`: a `Protocol` that only describes a callable's signature (never checked with
`isinstance`) is a plain class at run time; a `Protocol` class costs about 90 µs to create.

`acp-wire serve` starts one agent process per connection, so each connection would pay these.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

try:  # what namedtuple's fields are: a C descriptor reading one item
    from collections import _tuplegetter  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - not CPython
    from operator import itemgetter

    def _tuplegetter(index: int, doc: str) -> Any:
        return property(itemgetter(index), doc=doc)


if TYPE_CHECKING:
    from typing import NamedTuple as Record
    from typing import Protocol as Signature
else:
    Signature = object

    class _RecordMeta(type):
        def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
            if namespace.get("__module__") == __name__ and name == "Record":
                return super().__new__(mcls, name, (tuple,), namespace)
            fields = tuple(namespace.get("__annotations__", {}))
            defaults = {f: namespace.pop(f) for f in fields if f in namespace}
            if [f for f in fields if f in defaults] != list(fields[len(fields) - len(defaults) :]):
                raise TypeError(f"{name}: a field without a default follows one with a default")
            namespace.update(
                __slots__=(),
                _fields=fields,
                _field_defaults=defaults,
                __match_args__=fields,
            )
            for index, field in enumerate(fields):
                namespace[field] = _tuplegetter(index, f"Alias for field number {index}")
            return super().__new__(mcls, name, bases, namespace)

    class Record(metaclass=_RecordMeta):
        """The run-time base of a record (a `NamedTuple` to type checkers)."""

        __slots__ = ()
        _fields: ClassVar[tuple[str, ...]] = ()
        _field_defaults: ClassVar[dict[str, Any]] = {}

        def __new__(cls, *args: Any, **kwargs: Any) -> Any:
            fields = cls._fields
            if len(args) > len(fields):
                raise TypeError(f"{cls.__name__} takes {len(fields)} arguments, got {len(args)}")
            if not kwargs and len(args) == len(fields):
                return tuple.__new__(cls, args)
            values = list(args)
            defaults = cls._field_defaults
            for field in fields[len(args) :]:
                if field in kwargs:
                    values.append(kwargs.pop(field))
                elif field in defaults:
                    values.append(defaults[field])
                else:
                    raise TypeError(f"{cls.__name__}() missing argument {field!r}")
            if kwargs:
                raise TypeError(f"{cls.__name__}() got unexpected arguments {sorted(kwargs)}")
            return tuple.__new__(cls, values)

        @classmethod
        def _make(cls, iterable: Iterable[Any]) -> Any:
            values = tuple(iterable)
            if len(values) != len(cls._fields):
                raise TypeError(f"expected {len(cls._fields)} arguments, got {len(values)}")
            return tuple.__new__(cls, values)

        def _replace(self, **changes: Any) -> Any:
            values = [changes.pop(f, v) for f, v in zip(self._fields, self, strict=True)]
            if changes:
                raise ValueError(f"got unexpected field names: {sorted(changes)!r}")
            return tuple.__new__(type(self), values)

        def _asdict(self) -> dict[str, Any]:
            return dict(zip(self._fields, self, strict=True))

        def __getnewargs__(self) -> tuple[Any, ...]:
            return tuple(self)

        def __repr__(self) -> str:
            shown = ", ".join(f"{f}={v!r}" for f, v in zip(self._fields, self, strict=True))
            return f"{type(self).__name__}({shown})"


__all__ = ["Record", "Signature"]
