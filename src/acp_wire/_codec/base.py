"""The base class of every generated struct."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import msgspec


class AcpStruct(msgspec.Struct, kw_only=True, gc=False):
    """Base of all ACP message types.

    Keyword-only construction; omitted optional fields are `msgspec.UNSET` and are left out when
    encoding, while `None` is an explicit JSON `null`. `gc=False`: protocol values are trees, never
    cycles, so the garbage collector need not track them (less memory, faster decoding).
    """


_annotations_resolved: set[str] = set()


def resolve_annotations(types: ModuleType) -> None:
    """Evaluate the string annotations of every struct of the generated types module `types`
    once, each distinct string once, before the version's first decoder is built.

    The generated modules postpone their annotations (they refer to one another in any order),
    so msgspec would evaluate each one, compiling the same few strings hundreds of times; this
    is most of the first decode's cost in a fresh process.
    """
    if types.__name__ in _annotations_resolved:
        return
    _annotations_resolved.add(types.__name__)
    namespace: dict[str, Any] = types.__dict__
    evaluated: dict[str, object] = {}
    for value in list(namespace.values()):
        if not (isinstance(value, type) and issubclass(value, AcpStruct)):
            continue
        annotations: Any = vars(value).get("__annotations__")
        if not annotations:
            continue
        for name, annotation in annotations.items():
            if isinstance(annotation, str):
                if annotation not in evaluated:
                    evaluated[annotation] = eval(annotation, namespace)  # the generator's own text
                annotations[name] = evaluated[annotation]
