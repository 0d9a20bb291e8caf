"""acp-wire's reading of the schema, reduced to the oracle's facts (tests/support/schema_oracle.py).

This is the one module that knows how the generated code exposes the schema: structs and their
fields (`msgspec.structs.fields`), union aliases and their members' tags (`__struct_config__`),
closed enums (`Literal`), open enums (`Known<Enum>` constants), the forgiving rules
(`rules.FIELD_RULES`), the union specs (`types.UNION_SPECS`: which unions keep unknown variants,
what a resolved union admits) and the method table (`acp_wire.METHODS`). When
the generated tables change shape, only this module follows.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Iterable
from typing import Any

import msgspec

import acp_wire
from acp_wire._codec.resolve import UnionSpec
from acp_wire.v1._generated import rules
from acp_wire.v1._generated import types as generated
from tests.support.schema_oracle import Field, Shape, Variant

FLAGS = {
    rules.DEFAULT_ON_ERROR: "default-on-error",
    rules.SKIP_INVALID_ITEMS: "skip-invalid-items",
    rules.DEFAULT_ON_NULL: "default-on-null",
}


def acp_wire_shapes(names: Iterable[str]) -> dict[str, Shape]:
    """acp-wire's reading of each named `$defs` definition it exposes."""
    return {
        name: _shape(name, getattr(generated, name)) for name in names if hasattr(generated, name)
    }


def acp_wire_methods(names: Iterable[str]) -> dict[str, list[tuple[frozenset[str], str]]]:
    """Method -> its params / result types, each as the `$defs` names denoting it, with the side
    that handles it (`acp_wire.METHODS`)."""
    values = {name: getattr(generated, name) for name in names if hasattr(generated, name)}
    table: dict[str, list[tuple[frozenset[str], str]]] = {}
    for spec in acp_wire.METHODS.values():
        # one side per kind: `mcp/message` requests go to the client, notifications to the agent
        for tp, side in (
            (spec.request, spec.side),
            (spec.response, spec.side),
            (spec.notification, spec.notification_side or spec.side),
        ):
            if tp is not None:
                denoted = frozenset(n for n, v in values.items() if _same(v, tp))
                table.setdefault(spec.name, []).append((denoted, side))
    return table


def struct_fields(cls: type[msgspec.Struct]) -> dict[str, Field]:
    """Wire name -> facts for one generated struct (its tag, if any, is not a field)."""
    flags = rules.FIELD_RULES.get(cls, {})
    return {
        f.encode_name: Field(
            f.required,
            _admits_null(f.type),
            frozenset(label for bit, label in FLAGS.items() if flags.get(f.encode_name, 0) & bit),
        )
        for f in msgspec.structs.fields(cls)
    }


def _shape(name: str, value: Any) -> Shape:
    if isinstance(value, type) and issubclass(value, msgspec.Struct):
        return Shape("object", struct_fields(value))
    if typing.get_origin(value) is typing.Literal:
        return Shape("closed-enum", values=frozenset(typing.get_args(value)))
    if typing.get_origin(value) is dict:
        return Shape("object")  # an object that declares no properties keeps them all
    known = getattr(generated, f"Known{name}", None)
    if known is not None:
        values = frozenset(v for k, v in vars(known).items() if k.isupper())
        return Shape("open-enum", values=values)
    members = [
        m
        for m in typing.get_args(value)
        if typing.get_origin(value) in (typing.Union, types.UnionType)
        and isinstance(m, type)
        and issubclass(m, msgspec.Struct)
    ]
    if not members:
        return Shape("other")
    tag_fields = {m.__struct_config__.tag_field for m in members} - {None}
    tag_field = tag_fields.pop() if len(tag_fields) == 1 else None
    variants = tuple(
        Variant(m.__struct_config__.tag if tag_field else None, struct_fields(m)) for m in members
    )
    return Shape(
        "union",
        tag_field=tag_field,
        variants=variants,
        # the forgiving path keeps unknown variants of exactly these unions
        catch_all=_keeps_unknown(name) and tag_field is not None,
    )


def _keeps_unknown(name: str) -> bool:
    spec = generated.UNION_SPECS.get(name)
    return spec is not None and spec.unknown is not None


def _spec_members(spec: UnionSpec) -> list[Any]:
    """Every member a resolved union selects from: tagged, then untagged."""
    tagged = [m for members in spec.by_tag.values() for m in members]
    return [*tagged, *spec.untagged]


def _same(a: Any, b: Any) -> bool:
    return a is b or (not isinstance(a, type) and not isinstance(b, type) and a == b)


def _admits_null(tp: Any) -> bool:
    if typing.get_origin(tp) is typing.Annotated:
        tp, *extras = typing.get_args(tp)
        for spec in extras:
            if isinstance(spec, UnionSpec):
                # a union resolved after decoding: null passes only as a member (an untyped
                # extension payload); the field's own `| None` says when the field is nullable
                return any(_admits_null(member) for member in _spec_members(spec))
    if isinstance(tp, UnionSpec):  # a nested resolved union
        return any(_admits_null(member) for member in _spec_members(tp))
    if tp is Any or tp is type(None):
        return True
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        return any(_admits_null(a) for a in typing.get_args(tp))
    return False
