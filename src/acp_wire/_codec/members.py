"""Which classes may stand in a union-typed field when sending, read from the generated union
tables; a value that is not a member is refused with the class to send instead.

msgspec encodes any struct in any field, so a `ToolCallUpdate` placed where a `SessionUpdate` is
expected would go out without its `sessionUpdate` tag, and the peer would drop it. Also: whether
a capabilities struct supplies the capability at a member path (`advertised`, `is_granted`),
the value at such a path (`at_path`), and a copy that grants one (`grant`).
"""

from __future__ import annotations

import typing
from typing import Any

import msgspec
from msgspec import UNSET

from acp_wire._codec.resolve import UnionSpec


def struct_tag(struct: object) -> str | None:
    """The tag msgspec sends a struct class (or an instance of it) with, or None for a class
    without one. The one place that reads msgspec's struct configuration for it."""
    tag = getattr(getattr(struct, "__struct_config__", None), "tag", None)
    return tag if isinstance(tag, str) else None


def tag_of(value: object) -> object:
    """The tag of a union member: its class's, or the tag an unknown variant kept (its `tag`
    attribute; None when it has neither)."""
    tag = struct_tag(value)
    return tag if tag is not None else getattr(value, "tag", None)


def member_tags(spec: UnionSpec) -> dict[type, str]:
    """The tag of each member class of a tagged union (what it is sent with)."""
    tags: dict[type, str] = {}
    for cls in spec.classes:
        tag = struct_tag(cls)
        if tag is not None:
            tags[cls] = tag
    return tags


def not_a_member(value: object, spec: UnionSpec) -> TypeError:
    """The error for sending `value` where a member of `spec` is expected, naming the member
    classes built on the value's class (`ToolCallUpdate` -> `ToolCallUpdateSessionUpdate`)."""
    cls = type(value)
    fits = [m.__name__ for m in spec.classes if issubclass(m, cls)]
    where = f"a `{spec.name}`" + (f" (`{spec.tag_field}` tag)" if spec.tag_field else "")
    if fits:
        names = " or ".join(f"`{name}`" for name in fits)
        advice = f"send {names} instead: it carries the tag"
    else:
        members = ", ".join(f"`{m.__name__}`" for m in spec.classes)
        advice = f"expected one of {members}"
    return TypeError(f"`{cls.__name__}` is not a member of {where}; {advice}")


def raw_tag(value: Any, spec: UnionSpec) -> str | None:
    """The tag of an unknown variant of `spec` (kept whole, sent unchanged), else None."""
    if spec.unknown is not None and isinstance(value, spec.unknown):
        tag = getattr(value, "tag", None)
        return tag if isinstance(tag, str) else None
    return None


def capability_name(path: tuple[str, ...]) -> str:
    return ".".join(path)


def at_path(value: Any, path: tuple[str, ...]) -> Any:
    """The attribute at `path` of `value` (None where a step is missing, null or omitted, or
    absent from the union variant the value is: the binding's paths cross unions)."""
    for attr in path:
        if value is None or value is UNSET:
            return None
        value = getattr(value, attr, None)
    return None if value is UNSET else value


def is_granted(capabilities: Any, path: tuple[str, ...]) -> bool:
    """Whether the capability at `path` is advertised: present, not null, not `false` (some
    capabilities are booleans, `auth.terminal`; most are objects, `{}`)."""
    value = at_path(capabilities, path)
    return value is not None and value is not False


def grant(capabilities: Any, kind: type[Any], path: tuple[str, ...]) -> Any:
    """A copy of `capabilities` (a struct of class `kind`, or None for an empty one) that
    grants the capability at attribute `path`: `true` for a boolean, else an empty object
    (`{}`) unless one is there already; the structs on the way are created where missing."""
    value = kind() if capabilities is None or capabilities is UNSET else capabilities
    attr, rest = path[0], path[1:]
    member = next(f for f in msgspec.structs.fields(kind) if f.name == attr)
    options = typing.get_args(member.type) or (member.type,)
    current = getattr(value, attr, None)
    if bool in options:
        granted: Any = True
    else:
        struct = next(o for o in options if isinstance(o, type) and issubclass(o, msgspec.Struct))
        if rest:
            granted = grant(current if isinstance(current, struct) else None, struct, rest)
        else:
            granted = current if isinstance(current, struct) else struct()
    return msgspec.structs.replace(value, **{attr: granted})


def advertised(capabilities: Any, path: tuple[str, ...]) -> bool:
    """Whether `capabilities` supplies the capability at `path`: omitted or null means no."""
    return at_path(capabilities, path) is not None
