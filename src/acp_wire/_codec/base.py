"""The base class of every generated struct."""

from __future__ import annotations

import sys
import typing
from collections.abc import Iterable
from types import ModuleType
from typing import Any

import msgspec

from acp_wire._codec.resolve import UnionSpec as _UnionSpec


class AcpStruct(msgspec.Struct, kw_only=True, gc=False):
    """Base of all ACP message types.

    Keyword-only construction; omitted optional fields are `msgspec.UNSET` and are left out when
    encoding, while `None` is an explicit JSON `null`. `gc=False`: protocol values are trees, never
    cycles, so the garbage collector need not track them (less memory, faster decoding).
    """


_annotations_resolved: set[str] = set()
# Per generated module: each annotation string evaluated so far, and its value.
_evaluated: dict[str, dict[str, object]] = {}
# The classes whose annotations `resolve_reachable` has evaluated (and walked).
_reached: set[type] = set()


def resolve_annotations(types: ModuleType) -> None:
    """Evaluate the string annotations of every struct of the generated types package `types`
    once, each distinct string once per module, before the version's first decoder is built.

    The generated modules write a field type as a string only within a cycle of classes (see
    codegen/emit_types.py); a module written by hand may postpone them all, and msgspec would
    evaluate each one, compiling the same few strings many times over.
    """
    if types.__name__ in _annotations_resolved:
        return
    for name in types.__all__:  # imports every module of the package
        value = getattr(types, name)
        if isinstance(value, type) and issubclass(value, AcpStruct):
            _evaluate(value)
    _annotations_resolved.add(types.__name__)


def _evaluate(cls: type) -> list[Any]:
    """Evaluate the string annotations `cls` itself declares in the namespace of its module,
    each distinct string once per module; return all its annotation values."""
    annotations: Any = vars(cls).get("__annotations__")
    if not annotations:
        return []
    namespace: dict[str, Any] = vars(sys.modules[cls.__module__])
    evaluated = _evaluated.setdefault(cls.__module__, {})
    for name, annotation in annotations.items():
        if isinstance(annotation, str):
            if annotation not in evaluated:
                evaluated[annotation] = eval(annotation, namespace)  # the generator's own text
            annotations[name] = evaluated[annotation]
    return list(annotations.values())


def resolve_reachable(types: ModuleType, roots: Iterable[Any]) -> None:
    """Like `resolve_annotations`, for only the structs the type expressions `roots` reach:
    their fields' types, bases and the members of the union specs on the way.

    The first message of a connection needs a few dozen of the version's hundreds of classes
    (`acp-wire serve` starts one agent process per connection, so it pays this on every one).
    """
    if types.__name__ not in _annotations_resolved:
        # The generated package `types` belongs to (its messages and tables too).
        _walk_reachable(types.__name__.rpartition(".")[0] + ".", list(roots))


def _walk_reachable(generated: str, stack: list[Any]) -> None:
    seen: set[int] = set()
    while stack:
        tp = stack.pop()
        if id(tp) in seen:
            continue
        seen.add(id(tp))
        if isinstance(tp, type):
            if not issubclass(tp, msgspec.Struct) or tp in _reached:
                continue
            _reached.add(tp)
            for cls in tp.__mro__:
                if cls is AcpStruct or not issubclass(cls, msgspec.Struct):
                    continue
                if cls.__module__.startswith(generated):
                    stack.extend(_evaluate(cls))
                else:  # the runtime's own bases: their string annotations are left to msgspec
                    others: dict[str, Any] = vars(cls).get("__annotations__") or {}
                    stack.extend(value for value in others.values() if not isinstance(value, str))
                stack.extend(vars(cls).get("__orig_bases__", ()))  # `Request[Params]`
        elif isinstance(tp, _UnionSpec):
            stack.extend(tp.untagged)
            stack.extend(tp.classes)
            stack.extend(tp.by_method.values())
            for members in tp.by_tag.values():
                stack.extend(members)
        else:
            stack.extend(typing.get_args(tp))
