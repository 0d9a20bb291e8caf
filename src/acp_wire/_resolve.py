"""Unions msgspec cannot decode natively, and values of unknown union variants.

A union is *resolved* here when its members are not all tagged by the same const property
(`McpServer`: `http`/`sse`/`acp` are tagged by `type`, `stdio` has no `type`), or when it mixes
array types. Fields of such a union decode as plain JSON values and are resolved in the owning
struct's `__post_init__`, so only messages that carry them pay for it.

The rule, derived from the schema by the generator:
1. an object carrying the tag field with a known value decodes as that variant;
2. an object carrying the tag field with an unknown value is an unknown variant: the forgiving
   path keeps it as `Unknown<Union>`, the strict path rejects it;
3. otherwise the untagged members are tried in schema order; the first that validates wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import GenericAlias
from typing import Any, ClassVar, cast

import msgspec


class UnknownVariant(dict[str, Any]):
    """A union member whose tag value this schema version does not know.

    It is the received JSON object itself (a `dict`), so it keeps every key, including the tag,
    and encodes back unchanged. Subclasses name the union and its tag field.
    """

    __slots__ = ()
    union: ClassVar[str] = ""
    tag_field: ClassVar[str] = ""

    @property
    def tag(self) -> object:
        """The tag value as received (for `sessionUpdate`, e.g. `"future_update"`)."""
        return self.get(self.tag_field)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({super().__repr__()})"


class UnionSpec:
    """What the resolver needs to know about one union; built by the generated code."""

    __slots__ = ("by_tag", "classes", "members", "name", "tag_field", "unknown", "untagged")

    def __init__(
        self,
        name: str,
        *,
        tag_field: str | None = None,
        by_tag: Mapping[str, type[Any]] | None = None,
        untagged: Sequence[Any] = (),
        unknown: type[UnknownVariant] | None = None,
    ) -> None:
        self.name = name
        self.tag_field = tag_field
        self.by_tag = dict(by_tag or {})
        self.untagged = tuple(untagged)
        self.unknown = unknown
        self.members: tuple[Any, ...] = (*self.by_tag.values(), *self.untagged)
        # Values that are already members (built by hand, or resolved before) pass through.
        # `typing.Any` (the extension-method members) is a class since Python 3.11, yet cannot be
        # used with isinstance(): leave it out.
        # Only real classes: `Any` is a class on 3.11+, and `list[X]` passes `isinstance(.., type)`
        # on 3.10; neither can be an `isinstance` target.
        self.classes: tuple[type, ...] = tuple(
            m
            for m in (*self.members, unknown)
            if isinstance(m, type) and m is not Any and not isinstance(m, GenericAlias)
        )

    def __repr__(self) -> str:
        return f"UnionSpec({self.name})"


class UnknownTag(ValueError):
    """Raised by strict resolution for a tag value the schema does not know."""


def resolve(spec: UnionSpec, value: Any, *, keep_unknown: bool = False) -> Any:
    """Turn a plain JSON value into the union member the rule selects (see module docstring)."""
    if isinstance(value, spec.classes):
        return value
    if spec.tag_field is not None and isinstance(value, dict) and spec.tag_field in value:
        obj = cast("dict[str, Any]", value)
        tag = obj[spec.tag_field]
        member = spec.by_tag.get(tag) if isinstance(tag, str) else None
        if member is not None:
            return msgspec.convert(obj, member)
        if keep_unknown and spec.unknown is not None:
            return spec.unknown(obj)
        known = ", ".join(repr(t) for t in spec.by_tag)
        raise UnknownTag(f"Unknown {spec.name} {spec.tag_field} {tag!r} (known: {known})")
    errors: list[str] = []
    # pyright narrows `value` to `dict[Unknown, Unknown]` on the branch above; it is JSON.
    json_value: Any = value  # pyright: ignore[reportUnknownVariableType]
    for member in spec.untagged:
        try:
            return _convert(json_value, member)
        except ValueError as exc:  # msgspec.ValidationError, or a nested union's verdict
            errors.append(str(exc))
    detail = "; ".join(errors) if errors else f"expected an object with {spec.tag_field!r}"
    raise ValueError(f"No variant of {spec.name} matches ({detail})")


_NESTED: dict[Any, UnionSpec] = {}


def _convert(value: object, member: Any) -> Any:
    """`msgspec.convert`, except for a member that is itself a union msgspec cannot convert
    (`MessageMcpResponse` inside `ClientResponseResult`): that one is resolved by its spec."""
    if not _NESTED:
        from ._generated import types as generated

        for name, nested in generated.UNION_SPECS.items():
            alias = getattr(generated, name)
            try:
                msgspec.json.Decoder(alias)
            except TypeError:
                _NESTED[alias] = nested
    nested_spec = _NESTED.get(member)
    if nested_spec is not None:
        return resolve(nested_spec, value)
    return msgspec.convert(value, member)


def _within(exc: Exception, where: str) -> ValueError:
    """Re-raise inside `__post_init__` with the field's path, which msgspec then prefixes."""
    message = str(exc)
    inner = ""
    if " - at `$" in message:
        message, _, inner = message.rpartition(" - at `$")
        inner = inner.rstrip("`")
    return ValueError(f"{message} - within `{where}{inner}`")


def resolve_field(spec: UnionSpec, value: object, wire_name: str, *, nullable: bool = True) -> Any:
    """`__post_init__` helper for a field holding one union value.

    UNSET passes; None passes when the field is `nullable`, and otherwise must match a member
    like any other value (the field decodes as any JSON value, so this is where a null in a
    non-nullable union field is rejected).
    """
    if value is msgspec.UNSET:
        return value
    if value is None and nullable:
        return value
    try:
        return resolve(spec, value)
    except ValueError as exc:
        raise _within(exc, "." + wire_name) from None


def resolve_list_field(spec: UnionSpec, value: Any, wire_name: str) -> Any:
    """`__post_init__` helper for a field holding a list of union values."""
    if not isinstance(value, list):
        return value
    out: list[Any] = []
    items: list[Any] = value  # pyright: ignore[reportUnknownVariableType]  # a JSON array
    for index, item in enumerate(items):
        try:
            out.append(resolve(spec, item))
        except ValueError as exc:
            raise _within(exc, f".{wire_name}[{index}]") from None
    return out
