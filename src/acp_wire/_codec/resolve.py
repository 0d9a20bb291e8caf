"""Union selection: the one rule, shared by the strict and the forgiving path.

The generator describes every object union as a `UnionSpec` (generated into
`_generated/types.py`); nothing here looks at the schema or at the generated module. A union is
*resolved* (rather than decoded natively by msgspec) when its members are not all tagged by the
same const property (`McpServer`: `http`/`sse`/`acp` are tagged by `type`, `stdio` is not), or
when it mixes array types. Fields of such a union decode as plain JSON values and are resolved in
the owning struct's `__post_init__`, so only messages that carry them pay for it.

The rule (`select`), which is serde's for a tagged enum with untagged variants and agrees with
the schema's `anyOf`:
1. a string tag the union knows selects its member(s); should they all fail, the untagged
   members are tried in schema order. An untagged member is also known by its alternative's
   `title` (`McpServer` `"type": "stdio"`, `AuthMethod` `"type": "agent"`);
2. a string tag the union does not know is an unknown variant, kept whole as `Unknown<Union>`
   (never narrowed to an untagged member, which would drop its tag and every key that member
   lacks). The forgiving path always keeps it; the strict path accepts it only where the schema
   does, through an untagged member that validates it (`AuthMethod`'s agent alternative admits
   `{"type": "env_var", "id": .., "name": ..}`), and rejects it otherwise;
3. a tag that is not a string is invalid unless an untagged member accepts the value;
4. no tag: the untagged members are tried in schema order; the first that validates wins.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, cast

import msgspec

from acp_wire._codec.errors import split_path


class UnknownVariant(dict[str, Any]):
    """A union member whose tag value this schema version does not know.

    It is the received JSON object itself (a `dict`), so it keeps every key, including the tag,
    and encodes back unchanged. Subclasses name the union and its tag field.
    """

    __slots__ = ()
    union: ClassVar[str] = ""
    tag_field: ClassVar[str] = ""
    # Sets of wire names the schema's catch-all alternative requires; one set must be present.
    requires: ClassVar[tuple[frozenset[str], ...]] = ()

    @property
    def tag(self) -> object:
        """The tag value as received (for `sessionUpdate`, e.g. `"future_update"`)."""
        return self.get(self.tag_field)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({super().__repr__()})"


class UnionSpec:
    """What the selection rule needs to know about one union; built by the generated code.

    `by_tag` maps a tag value to the member(s) it selects; `untagged` lists the members without a
    tag, in schema order; a member is a generated class, a type expression msgspec converts to,
    or the `UnionSpec` of a nested resolved union. `classes` are the member classes whose
    instances pass through unchanged (values built by hand, or resolved before).
    """

    __slots__ = ("by_method", "by_tag", "classes", "name", "tag_field", "unknown", "untagged")

    def __init__(
        self,
        name: str,
        *,
        tag_field: str | None = None,
        by_tag: Mapping[str, Sequence[Any]] | None = None,
        untagged: Sequence[Any] = (),
        unknown: type[UnknownVariant] | None = None,
        classes: Sequence[type] = (),
        by_method: Mapping[str, Any] | None = None,
    ) -> None:
        self.name = name
        self.tag_field = tag_field
        self.by_tag = {tag: tuple(members) for tag, members in (by_tag or {}).items()}
        self.untagged = tuple(untagged)
        self.unknown = unknown
        self.classes: tuple[type, ...] = tuple(classes)
        # JSON-RPC params / result unions: the member a method name selects.
        self.by_method: dict[str, Any] = dict(by_method or {})

    def __repr__(self) -> str:
        return f"UnionSpec({self.name})"


class UnknownTag(ValueError):
    """The value carries a string tag the union does not know, and no untagged member fits."""


Convert = Callable[[Any, Any], Any]
"""Converts a plain JSON value to one member, raising `ValueError` when it does not fit."""


def json_type(value: object) -> str:
    """The JSON name of a plain JSON value's type, as errors print it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    names: dict[type, str] = {str: "str", int: "int", float: "float"}
    return names.get(type(value), type(value).__name__)


def select(spec: UnionSpec, value: Any, convert: Convert, *, keep_unknown: bool) -> Any:
    """The member of `spec` that the rule selects for the plain JSON `value`, converted.

    `convert` is the path's own conversion (msgspec's on the strict path, the repairing walk on
    the forgiving one); an unknown variant is kept only when `keep_unknown`. Raises `ValueError`
    (the same text on both paths) when no member accepts the value.
    """
    tag_field = spec.tag_field
    tagged = tag_field is not None and isinstance(value, dict) and tag_field in value
    tag: Any = cast("dict[str, Any]", value)[str(tag_field)] if tagged else None
    candidates: tuple[Any, ...] = spec.untagged
    if tagged and isinstance(tag, str):
        known = spec.by_tag.get(tag)
        if known is None and spec.unknown is not None:
            return _unknown_variant(spec, cast("dict[str, Any]", value), convert, keep_unknown)
        known = known or ()
        candidates = known + tuple(m for m in spec.untagged if m not in known)
    first_error: ValueError | None = None
    for member in candidates:
        try:
            return convert(value, member)
        except ValueError as exc:  # msgspec.ValidationError, DecodeError, a nested verdict
            first_error = first_error or exc
    if tagged and not isinstance(tag, str) and first_error is None:
        raise ValueError(f"Expected `str`, got `{json_type(tag)}` - at `$.{tag_field}`")
    if first_error is None:
        if not isinstance(value, dict):
            raise ValueError(f"Expected `object`, got `{json_type(value)}`")
        raise ValueError(f"Object missing required field `{tag_field}`")
    if len(candidates) == 1:
        raise first_error  # the one member the value could be: its own error, with its path
    raise ValueError(f"No variant of {spec.name} matches ({first_error})")


def _unknown_variant(
    spec: UnionSpec, value: dict[str, Any], convert: Convert, keep_unknown: bool
) -> UnknownVariant:
    """Rule 2: a value whose string tag `spec` does not know, kept whole."""
    unknown = cast("type[UnknownVariant]", spec.unknown)
    missing = _missing(unknown, value)
    if missing:
        raise ValueError(f"Object missing required field `{missing}`")
    if keep_unknown:
        return unknown(value)
    for member in spec.untagged:
        try:
            convert(value, member)
        except ValueError:
            continue
        return unknown(value)  # the schema admits it through `member`
    known = ", ".join(repr(t) for t in spec.by_tag)
    raise UnknownTag(
        f"Unknown {spec.name} {spec.tag_field} {value[str(spec.tag_field)]!r} (known: {known})"
    )


def _missing(unknown: type[UnknownVariant], value: Mapping[str, Any]) -> str | None:
    """A wire name the schema's catch-all alternative requires and `value` lacks, if any."""
    if not unknown.requires or any(keys <= value.keys() for keys in unknown.requires):
        return None
    return " | ".join(sorted(min(unknown.requires, key=len) - value.keys()))


def convert_strict(value: Any, member: Any) -> Any:
    """The strict path's conversion of a plain JSON value to one member."""
    if isinstance(member, UnionSpec):
        return resolve(member, value)
    return msgspec.convert(value, member)


def resolve(spec: UnionSpec, value: Any, *, keep_unknown: bool = False) -> Any:
    """Turn a plain JSON value into the union member the rule selects (see module docstring)."""
    if isinstance(value, spec.classes):
        return value
    return select(spec, value, convert_strict, keep_unknown=keep_unknown)


def _within(exc: Exception, where: str) -> ValueError:
    """Re-raise inside `__post_init__` with the field's path, which msgspec then prefixes.

    The path already in `exc` ("- at `$.x`" from msgspec, then "- within `.y`" from a nested
    `__post_init__`, as `DecodeError.from_msgspec` reads them) goes after `where`; a path quoted
    inside the text (a "No variant ... (... - at `$.x`)" summary) is not one.
    """
    message, outer, inner = split_path(str(exc))
    return ValueError(f"{message} - within `{where}{outer[1:]}{inner}`")


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


def resolve_by_method(spec: UnionSpec, method: object, value: object, wire_name: str) -> Any:
    """`__post_init__` helper for the params of a JSON-RPC envelope: a method the union knows
    selects its params type, as `decode_message` does; any other method is resolved by shape."""
    member = spec.by_method.get(method) if isinstance(method, str) else None
    if member is None or value is msgspec.UNSET or value is None:
        return resolve_field(spec, value, wire_name)
    if isinstance(value, spec.classes):
        return value
    try:
        return convert_strict(value, member)
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
