"""The forgiving path: runs only after a strict decode failed.

It walks the plain JSON value along the target type and applies the schema's rules, as the
Rust and TypeScript SDKs do:

- `x-deserialize-default-on-error`: a malformed optional field is dropped (it reads as absent);
- `x-deserialize-skip-invalid-items`: malformed list items are dropped;
- `x-deserialize-default-on-null`: `null` reads as the empty list / object;
- a tag value the schema does not know becomes the union's `Unknown...` value, kept whole.

Every repair is recorded with its JSON path. Subtrees that are valid are converted by msgspec in
one call, so the walk costs only where the message is broken.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, cast

import msgspec

from acp_wire._codec.errors import DecodeError, Repair
from acp_wire._codec.resolve import UnionSpec, json_type, select

_UNSET_TYPE = type(msgspec.UNSET)
_NONE_TYPE = type(None)


@cache
def _fields(cls: type) -> tuple[msgspec.structs.FieldInfo, ...]:
    return msgspec.structs.fields(cls)


def _allows_null(tp: Any) -> bool:
    return (
        tp is None
        or tp is _NONE_TYPE
        or (_is_union(tp) and any(a is _NONE_TYPE for a in typing.get_args(tp)))
    )


def _is_union(tp: Any) -> bool:
    return isinstance(tp, types.UnionType) or typing.get_origin(tp) is typing.Union


# Per rules module (one per protocol version): type -> whether the walk can repair a value of it.
_REPAIRABLE: dict[int, dict[Any, bool]] = {}


class Repairer:
    """One forgiving decode: converts a plain JSON value to `tp`, recording repairs.

    `rules` is the generated rules module of the protocol version `tp` belongs to
    (`FIELD_RULES`, `VARIANT_UNIONS` and the flag bits).
    """

    def __init__(self, rules: Any) -> None:
        self.repairs: list[Repair] = []
        self.field_rules: dict[type, dict[str, int]] = rules.FIELD_RULES
        self.variant_unions: dict[type, UnionSpec] = rules.VARIANT_UNIONS
        self.default_on_error: int = rules.DEFAULT_ON_ERROR
        self.default_on_null: int = rules.DEFAULT_ON_NULL
        self.skip_invalid_items: int = rules.SKIP_INVALID_ITEMS
        self.resolved: dict[Any, UnionSpec] = rules.RESOLVED
        self.repairable_cache: dict[Any, bool] = _REPAIRABLE.setdefault(id(rules), {})

    # ------------------------------------------------------------------------------ dispatch

    def value(self, raw: Any, tp: Any, path: str) -> Any:
        if isinstance(tp, UnionSpec):
            return self.union(raw, tp, path)
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            _base, *meta = typing.get_args(tp)
            spec = next((m for m in meta if isinstance(m, UnionSpec)), None)
            if spec is not None:
                return self.union(raw, spec, path)
            if typing.get_origin(_base) is list:  # a list with `minItems`
                items = self.list(raw, typing.get_args(_base)[0], path, skip_invalid=False)
                return self.sized(items, tp, path)
            return self.leaf(raw, tp, path)
        if isinstance(tp, type) and issubclass(tp, msgspec.Struct):
            return self.struct(raw, tp, path)
        if _is_union(tp):
            return self.python_union(raw, tp, path)
        if origin is list:
            return self.list(raw, typing.get_args(tp)[0], path, skip_invalid=False)
        if origin is dict:
            return self.dict(raw, typing.get_args(tp)[1], path)
        return self.leaf(raw, tp, path)

    def leaf(self, raw: Any, tp: Any, path: str) -> Any:
        try:
            return msgspec.convert(raw, tp)
        except msgspec.ValidationError as exc:
            if isinstance(raw, float) and raw.is_integer():
                # JSON Schema counts 1.0 as an integer; msgspec does not (docs/differential.md
                # `integral-float`). Not a repair: the value is valid as it stands.
                try:
                    return msgspec.convert(int(raw), tp)
                except msgspec.ValidationError:
                    pass
            raise DecodeError.from_msgspec(exc, path) from None

    # -------------------------------------------------------------------------- containers

    def list(self, raw: Any, item_tp: Any, path: str, *, skip_invalid: bool) -> list[Any]:
        if not isinstance(raw, list):
            raise DecodeError(f"Expected `array`, got `{json_type(raw)}`", path)
        items: list[Any] = raw  # pyright: ignore[reportUnknownVariableType]  # JSON array
        out: list[Any] = []
        for index, item in enumerate(items):
            item_path = f"{path}[{index}]"
            if not skip_invalid:
                out.append(self.value(item, item_tp, item_path))
                continue
            mark = len(self.repairs)
            try:
                out.append(self.value(item, item_tp, item_path))
            except DecodeError as exc:
                del self.repairs[mark:]
                self.repairs.append(Repair(item_path, "skip_invalid_item", str(exc)))
        return out

    def sized(self, items: Any, tp: Any, path: str) -> Any:
        """`items` if the length bounds of the annotated list type `tp` admit them."""
        for meta in typing.get_args(tp)[1:]:
            least = getattr(meta, "min_length", None)
            if least is not None and len(items) < least:
                raise DecodeError(f"Expected `array` of length >= {least}", path)
        return items

    def dict(self, raw: Any, value_tp: Any, path: str) -> dict[str, Any]:
        if not isinstance(raw, dict):
            raise DecodeError(f"Expected `object`, got `{json_type(raw)}`", path)
        entries: dict[str, Any] = raw  # pyright: ignore[reportUnknownVariableType]  # JSON object
        return {k: self.value(v, value_tp, f"{path}.{k}") for k, v in entries.items()}

    # ------------------------------------------------------------------------------ structs

    def struct(self, raw: Any, cls: type[msgspec.Struct], path: str) -> Any:
        try:
            return msgspec.convert(raw, cls)
        except msgspec.ValidationError as exc:
            verdict = DecodeError.from_msgspec(exc, path)
            if not self._may_repair(cls, verdict.path[len(path) :]):
                # No rule applies where msgspec found the problem: its verdict is the walk's.
                # (A list of 200,000 broken plan entries costs one convert per entry.)
                raise verdict from None
        if not isinstance(raw, dict):
            raise DecodeError(f"Expected `object`, got `{json_type(raw)}`", path)
        rules = self.field_rules.get(cls, {})
        # A JSON-RPC envelope's `method` selects its params type, as on the strict path
        # (`resolve_by_method`) and in `decode_message`: never the params' shape.
        method: object = cast("dict[str, Any]", raw).get("method")
        kwargs: dict[str, Any] = {}
        for field in _fields(cls):
            wire = field.encode_name
            field_path = f"{path}.{wire}"
            if wire not in raw:
                if field.required:
                    raise DecodeError(f"Object missing required field `{wire}`", path)
                continue
            flags = rules.get(wire, 0)
            item: Any = cast("dict[str, Any]", raw)[wire]
            if item is None and flags & self.default_on_null and not _allows_null(field.type):
                item = {} if typing.get_origin(_strip_unset(field.type)) is dict else []
                self.repairs.append(Repair(field_path, "default_on_null", "null read as empty"))
            field_tp = field.type
            if item is not None and isinstance(method, str):
                field_tp = _selected_by_method(field_tp, method) or field_tp
            mark = len(self.repairs)
            try:
                kwargs[field.name] = self.field_value(item, field_tp, field_path, flags)
            except DecodeError as exc:
                if not flags & self.default_on_error:
                    raise
                if field.required:
                    # A required list reads as empty (Rust `DefaultOnError<VecSkipError>`, zod's
                    # `.catch([])`); any other required field has no default to fall back to.
                    if _list_member(field.type) is None:
                        raise
                    kwargs[field.name] = []
                del self.repairs[mark:]
                self.repairs.append(Repair(field_path, "default_on_error", str(exc)))
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:  # from __post_init__, "- within" names the field
            raise DecodeError.from_msgspec(exc, path) from None

    def field_value(self, raw: Any, tp: Any, path: str, flags: int) -> Any:
        if flags & self.skip_invalid_items:
            list_tp = _list_member(tp)
            if list_tp is not None and isinstance(raw, list):
                items = self.list(raw, _list_item(list_tp), path, skip_invalid=True)
                return self.sized(items, list_tp, path)
        return self.value(raw, tp, path)

    def _may_repair(self, cls: type, where: str) -> bool:
        """Whether a rule could apply at `where` (a JSON path below a `cls` value, as msgspec
        reported it): the field there has a flag, or some type beneath it has a rule."""
        if not where.startswith("."):
            return False  # the object itself (a required field missing, not an object)
        key = (cls, where[1:].split(".", 1)[0].split("[", 1)[0])
        known = self.repairable_cache.get(key)
        if known is None:
            cls, wire = key
            field = next((f for f in _fields(cls) if f.encode_name == wire), None)
            known = (
                field is None
                or bool(self.field_rules.get(cls, {}).get(wire))
                or self._repairable_type(field.type)
            )
            self.repairable_cache[key] = known
        return known

    def _repairable_type(self, tp: Any) -> bool:
        """Whether the walk could accept a value of `tp` that msgspec rejects: a field beneath
        it has a flag, a union keeps unknown variants or is resolved after decoding, or an
        integer may arrive as `1.0`."""
        known = self.repairable_cache.get(tp)
        if known is None:
            self.repairable_cache[tp] = True  # a type that contains itself: assume it can
            known = self._find_rule(tp)
            self.repairable_cache[tp] = known
        return known

    def _find_rule(self, tp: Any) -> bool:
        if isinstance(tp, UnionSpec) or tp is int:
            return True
        if typing.get_origin(tp) is not None:  # list[X], a union, Annotated[...]: their parts
            # (before `isinstance(tp, type)`: on Python 3.10 `list[X]` passes it too)
            return any(self._repairable_type(arg) for arg in typing.get_args(tp))
        if isinstance(tp, type):
            if tp in self.variant_unions:
                return True
            if issubclass(tp, msgspec.Struct):
                return bool(self.field_rules.get(tp)) or any(
                    self._repairable_type(f.type) for f in _fields(tp)
                )
        return False

    # ------------------------------------------------------------------------------- unions

    def python_union(self, raw: Any, tp: Any, path: str) -> Any:
        try:
            return self._python_union(raw, tp, path)
        except DecodeError as exc:
            if exc.path == path and self._msgspec_takes(tp):
                _raise_msgspec_verdict(raw, tp, path)
            raise

    def _msgspec_takes(self, tp: Any) -> bool:
        """Whether msgspec takes the union `tp` as it stands: no member belongs to a union the
        generator found msgspec cannot decode (it refuses those with `TypeError`)."""
        resolved = self.resolved.values()
        return not any(
            self.variant_unions.get(member) in resolved for member in typing.get_args(tp)
        )

    def _python_union(self, raw: Any, tp: Any, path: str) -> Any:
        members = [a for a in typing.get_args(tp) if a is not _UNSET_TYPE]
        if raw is None and _NONE_TYPE in members:
            return None
        members = [a for a in members if a is not _NONE_TYPE]
        spec = self.variant_unions.get(members[0]) if members else None
        if spec is not None:
            return self.union(raw, spec, path)
        if len(members) == 1:
            return self.value(raw, members[0], path)
        return self.leaf(raw, tp, path)

    def union(self, raw: Any, spec: UnionSpec, path: str) -> Any:
        """The member `select` chooses (the strict path's rule), converted by this walk."""

        def convert(value: Any, member: Any) -> Any:
            mark = len(self.repairs)
            try:
                if isinstance(member, UnionSpec):
                    return self.union(value, member, path)
                return self.value(value, member, path)
            except DecodeError as exc:
                del self.repairs[mark:]
                # The strict path's wording: the path relative to the union's value.
                inner = exc.path[len(path) :] if exc.path.startswith(path) else ""
                raise ValueError(exc.reason + (f" - at `${inner}`" if inner else "")) from None

        try:
            value = select(spec, raw, convert, keep_unknown=True)
        except ValueError as exc:
            raise DecodeError.from_msgspec(exc, path) from None
        if spec.unknown is not None and isinstance(value, spec.unknown):
            self.repairs.append(
                Repair(
                    f"{path}.{spec.tag_field}",
                    "unknown_variant",
                    f"unknown {spec.name} {value.tag!r} kept as received",
                )
            )
        return value


def _strip_unset(tp: Any) -> Any:
    if _is_union(tp):
        args = [a for a in typing.get_args(tp) if a not in (_UNSET_TYPE, _NONE_TYPE)]
        if len(args) == 1:
            return args[0]
    return tp


def _raise_msgspec_verdict(raw: Any, tp: Any, path: str) -> None:
    """Raise the strict path's error when msgspec also rejects `raw` as `tp` right at `path`:
    its wording names every member of an optional field's type (`Expected `str | null``)."""
    try:
        msgspec.convert(raw, tp)
    except msgspec.ValidationError as exc:
        verdict = DecodeError.from_msgspec(exc, path)
        if verdict.path == path:
            raise verdict from None
    except TypeError:
        # A union msgspec cannot express (untagged structs, resolved by `_resolve`): it has
        # no verdict, and the walk's own stands (a TypeError here escaped `decode_message`).
        return


@cache
def _params_spec(tp: Any) -> UnionSpec | None:
    """The params union of a JSON-RPC envelope field (its spec maps methods to members)."""
    for arg in typing.get_args(tp) if _is_union(tp) else (tp,):
        if typing.get_origin(arg) is typing.Annotated:
            for meta in typing.get_args(arg)[1:]:
                if isinstance(meta, UnionSpec) and meta.by_method:
                    return meta
    return None


def _selected_by_method(tp: Any, method: str) -> Any:
    """The params type `method` selects when `tp` is an envelope's params field, else None."""
    spec = _params_spec(tp)
    return None if spec is None else spec.by_method.get(method)


def _list_member(tp: Any) -> Any:
    """The list type of a field (`list[X]`, or `Annotated[list[X], Meta(...)]`), or None."""
    stripped = _strip_unset(tp)
    if typing.get_origin(stripped) is typing.Annotated:
        return stripped if typing.get_origin(typing.get_args(stripped)[0]) is list else None
    return stripped if typing.get_origin(stripped) is list else None


def _list_item(list_tp: Any) -> Any:
    if typing.get_origin(list_tp) is typing.Annotated:
        list_tp = typing.get_args(list_tp)[0]
    return typing.get_args(list_tp)[0]


RepairFunction = Callable[[Any, Any, str], tuple[Any, list[Repair]]]
"""The forgiving path of one protocol version: (plain JSON value, type, JSON path) -> (the
value, what was repaired); raises `DecodeError` for what stays invalid."""


def repair(raw: Any, tp: Any, path: str = "$", *, rules: Any) -> tuple[Any, list[Repair]]:
    """Convert the plain JSON value `raw` to `tp` by the forgiving rules of the protocol
    version's generated `rules` module."""
    repairer = Repairer(rules)
    # A union msgspec cannot decode is walked by its spec (as `decode` resolves it).
    tp = repairer.resolved.get(tp, tp)
    try:
        value = repairer.value(raw, tp, path)
    except RecursionError:
        raise DecodeError("Nesting too deep", path) from None
    return value, repairer.repairs


def repairing(rules: Any) -> RepairFunction:
    """`repair` bound to the protocol version's generated `rules` module."""

    def bound(raw: Any, tp: Any, path: str = "$") -> tuple[Any, list[Repair]]:
        return repair(raw, tp, path, rules=rules)

    return bound
