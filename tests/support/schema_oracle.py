"""A second reading of the draft schema, by datamodel-code-generator, and the comparison with
acp-wire's reading.

datamodel-code-generator (DCG) cannot generate this library, but its JSON Schema parser is an
independent reader of the same file: it keeps `$defs` names, `required`, `const` tags,
nullability, the `x-deserialize-*` keys (asked for with `field_extra_keys`) and the definitions'
`x-method` / `x-side` (as template `extensions`). Both readings are reduced to the same small
facts (`Shape`) per `$defs` definition; `compare` lists where they differ.

acp-wire's side is read in tests/support/acp_wire_reading.py, the one place that knows the shape of
the
generated tables.
"""

from __future__ import annotations

import json
import warnings
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from tests.support.paths import ROOT

SCHEMA_PATH = ROOT / "schema" / "v1" / "schema.unstable.json"
FLAG_KEYS = {
    "x-deserialize-default-on-error": "default-on-error",
    "x-deserialize-skip-invalid-items": "skip-invalid-items",
    "x-deserialize-default-on-null": "default-on-null",
}


@dataclass(frozen=True)
class Field:
    """What a reader says about one wire field of an object."""

    required: bool
    nullable: bool
    flags: frozenset[str]  # values of FLAG_KEYS

    def describe(self) -> str:
        flags = ",".join(sorted(self.flags)) or "no flags"
        return (
            f"{'required' if self.required else 'optional'}, "
            f"{'nullable' if self.nullable else 'not nullable'}, {flags}"
        )


@dataclass(frozen=True)
class Variant:
    """One member of a union: its tag value (None when untagged) and its other fields."""

    tag: str | None
    fields: Mapping[str, Field]


@dataclass(frozen=True)
class Shape:
    """What a reader says about one `$defs` definition."""

    kind: str  # "object", "union", "closed-enum", "open-enum" or "other"
    fields: Mapping[str, Field] = field(default_factory=dict)  # objects: wire name -> facts
    tag_field: str | None = None  # unions: the property holding the tag, if any member has one
    variants: tuple[Variant, ...] = ()  # unions, catch-all members left out
    catch_all: bool = False  # unions: the schema admits any other tag value
    values: frozenset[Any] = frozenset()  # enums: the (known) values
    method: str | None = None  # x-method
    side: str | None = None  # x-side


@dataclass(frozen=True, order=True)
class Difference:
    """One disagreement: `topic` names the part of `definition` (".field", "[tag].field", ...)."""

    definition: str
    topic: str
    detail: str

    def __str__(self) -> str:
        return f"{self.definition}{self.topic}: {self.detail}"


def definition_names() -> list[str]:
    """Every `$defs` name of the vendored draft schema, read with the standard json module."""
    return list(json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))["$defs"])


# ------------------------------------------------------------------------------ DCG's reading


@cache
def _dcg_models() -> dict[str, Any]:
    """DCG's parse of the schema: every model it builds, by its JSON reference path."""
    from datamodel_code_generator.parser.jsonschema import JsonSchemaParser

    parser = JsonSchemaParser(
        SCHEMA_PATH.read_text(encoding="utf-8"), field_extra_keys=set(FLAG_KEYS)
    )
    with warnings.catch_warnings():
        # DCG warns that it has no Python type for the uint formats; the oracle needs none.
        warnings.simplefilter("ignore")
        parser.parse_raw()
    return {model.reference.path: model for model in parser.results}


def dcg_shapes() -> dict[str, Shape]:
    """DCG's reading of every `$defs` definition."""
    models = _dcg_models()
    return {name: _dcg_shape(models, models[f"#/$defs/{name}"]) for name in definition_names()}


def _dcg_shape(models: Mapping[str, Any], model: Any) -> Shape:
    extensions = (model.extra_template_data or {}).get("extensions", {})
    method, side = extensions.get("x-method"), extensions.get("x-side")
    kind = type(model).__name__
    if kind == "Enum":
        # DCG wraps each member value to print it as source; `.value` is the JSON value
        values = frozenset(getattr(f.default, "value", f.default) for f in model.fields)
        return Shape("closed-enum", values=values, method=method, side=side)
    if kind != "RootModel":
        return Shape("object", _dcg_fields(models, model), method=method, side=side)
    data_type = model.fields[0].data_type
    literals = [d.literals[0] for d in data_type.data_types if len(d.literals) == 1]
    if literals and len(literals) == len(data_type.data_types):
        return Shape("closed-enum", values=frozenset(literals), method=method, side=side)
    if literals and len(literals) == len(data_type.data_types) - 1:
        # an open enum: known constants plus "any other value of the same type"
        return Shape("open-enum", values=frozenset(literals), method=method, side=side)
    members = list(_dcg_members(models, data_type))
    if not members:
        return Shape("other", method=method, side=side)
    shape = _union_shape([_dcg_fields(models, m, own_tags=True) for m in members])
    if len(shape.variants) == 1 and shape.tag_field is None and not shape.catch_all:
        # a union of one untagged alternative is that alternative
        return Shape("object", shape.variants[0].fields, method=method, side=side)
    return replace(shape, method=method, side=side)


def _dcg_members(models: Mapping[str, Any], data_type: Any) -> Iterator[Any]:
    """The object models a union is made of, nested unions flattened (as Python's `|` does)."""
    for member in data_type.data_types or [data_type]:
        if member.is_list or member.is_dict:
            continue  # an array or map alternative: its items are not members
        if member.reference is None:
            if member.data_types:
                yield from _dcg_members(models, member)
            continue
        target = models[member.reference.path]
        if type(target).__name__ == "RootModel":
            yield from _dcg_members(models, target.fields[0].data_type)
        elif type(target).__name__ != "Enum":
            yield target


def _dcg_fields(
    models: Mapping[str, Any], model: Any, *, own_tags: bool = False
) -> dict[str, Field | str]:
    """Wire name -> facts, inherited (allOf) fields first; a const field as its tag value when
    `own_tags` (a union member), since the tag is the member's identity, not a field."""
    fields: dict[str, Field | str] = {}
    for base in model.base_classes:
        if base.reference is not None and base.reference.path in models:
            fields.update(_dcg_fields(models, models[base.reference.path], own_tags=own_tags))
    for f in model.fields:
        wire = f.original_name or f.name
        data_type = f.data_type
        if own_tags and f.required and len(data_type.literals) == 1:
            fields[wire] = str(data_type.literals[0])
            continue
        flags = frozenset(FLAG_KEYS[k] for k, v in f.extras.items() if k in FLAG_KEYS and v)
        fields[wire] = Field(bool(f.required), _dcg_admits_null(models, data_type), flags)
    return fields


def _dcg_admits_null(models: Mapping[str, Any], data_type: Any) -> bool:
    """Whether JSON null is a valid value: DCG marks null and untyped values itself; a
    reference to a definition that admits null (an untyped extension payload, an alias with
    null) or a union member that does is followed here."""
    if data_type.admits_none or data_type.type in ("Any", "None"):
        return True
    if data_type.is_list or data_type.is_dict:
        return False
    if data_type.reference is not None:
        target = models.get(data_type.reference.path)
        if target is None or type(target).__name__ != "RootModel":
            return False
        return _dcg_admits_null(models, target.fields[0].data_type)
    return any(_dcg_admits_null(models, member) for member in data_type.data_types)


def _union_shape(members: list[dict[str, Field | str]]) -> Shape:
    """Members as wire name -> facts (a tag as its value) into a union Shape: the tag field is
    the property that is a constant in the most members (nested alternatives may add constants
    of their own); a member that has it as an ordinary required field is the catch-all for
    other tag values."""
    counts = Counter(k for m in members for k, v in m.items() if isinstance(v, str))
    ranked = counts.most_common(2)
    unique_top = ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1])
    tag_field = ranked[0][0] if unique_top else None
    variants, catch_all = [], False
    for m in members:
        tag = m.get(tag_field) if tag_field else None
        if isinstance(tag, Field):
            if tag.required:
                catch_all = True
                continue
            tag = None
        rest = {k: v for k, v in m.items() if k != tag_field and isinstance(v, Field)}
        variants.append(Variant(tag, rest))
    return Shape("union", tag_field=tag_field, variants=tuple(variants), catch_all=catch_all)


# ------------------------------------------------------------------------------ comparison


def compare(schema: Mapping[str, Shape], ours: Mapping[str, Shape]) -> list[Difference]:
    """Every difference between the schema's reading (DCG) and acp-wire's, sorted."""
    found: list[Difference] = []
    for name, expected in schema.items():
        actual = ours.get(name)
        if actual is None:
            found.append(Difference(name, "", "not exposed by acp-wire"))
            continue
        found.extend(_compare_one(name, expected, actual))
    return sorted(found)


def _compare_one(name: str, expected: Shape, actual: Shape) -> Iterator[Difference]:
    if expected.kind != actual.kind:
        yield Difference(name, " kind", f"schema {expected.kind}, acp-wire {actual.kind}")
        return
    if expected.kind in ("closed-enum", "open-enum") and expected.values != actual.values:
        missing = sorted(map(repr, expected.values - actual.values))
        extra = sorted(map(repr, actual.values - expected.values))
        yield Difference(name, " values", f"missing {missing}, extra {extra}")
    if expected.kind == "object":
        yield from _compare_fields(name, "", expected.fields, actual.fields)
    if expected.kind == "union":
        yield from _compare_union(name, expected, actual)


def schema_methods(shapes: Mapping[str, Shape]) -> dict[str, dict[str, str]]:
    """x-method -> {definition: x-side} from a reading of the schema."""
    methods: dict[str, dict[str, str]] = {}
    for name, shape in shapes.items():
        if shape.method is not None:
            methods.setdefault(shape.method, {})[name] = str(shape.side)
    return methods


def compare_methods(
    expected: Mapping[str, Mapping[str, str]],
    actual: Mapping[str, list[tuple[frozenset[str], str]]],
) -> list[Difference]:
    """Methods: each definition carrying `x-method` is a params or result type of that method in
    acp-wire, handled by its `x-side`, and acp-wire has no method or type the schema lacks.

    `actual` maps a method to its types, each as the set of `$defs` names that denote it (an
    alias and its target are one type at run time) and the side that handles it.
    """
    found: list[Difference] = []
    for method, definitions in expected.items():
        slots = actual.get(method)
        if slots is None:
            found.append(Difference(method, "", "method not in acp-wire"))
            continue
        for name, side in definitions.items():
            sides = sorted({s for names, s in slots if name in names})
            if not sides:
                found.append(Difference(name, " x-method", f"not a type of {method!r} in acp-wire"))
            elif sides != [side]:
                found.append(Difference(name, " x-side", f"schema {side!r}, acp-wire {sides}"))
        for names, _ in slots:
            if not names & definitions.keys():
                found.append(
                    Difference(method, "", f"acp-wire type {sorted(names)} lacks this x-method")
                )
    for method in actual.keys() - expected.keys():
        found.append(Difference(method, "", "acp-wire method not in the schema"))
    return sorted(found)


def _compare_fields(
    name: str, where: str, expected: Mapping[str, Field], actual: Mapping[str, Field]
) -> Iterator[Difference]:
    for wire in sorted(expected.keys() | actual.keys()):
        a, b = expected.get(wire), actual.get(wire)
        if a != b:
            yield Difference(
                name,
                f"{where}.{wire}",
                f"schema {a.describe() if a else 'absent'}; "
                f"acp-wire {b.describe() if b else 'absent'}",
            )


def _compare_union(name: str, expected: Shape, actual: Shape) -> Iterator[Difference]:
    if expected.tag_field != actual.tag_field:
        yield Difference(
            name, " tag", f"schema {expected.tag_field!r}, acp-wire {actual.tag_field!r}"
        )
    if expected.catch_all and not actual.catch_all:
        yield Difference(name, " catch-all", "schema admits other tags, acp-wire does not")
    ours = _by_tag(actual.variants)
    for tag, variants in _by_tag(expected.variants).items():
        where = f"[{tag}]" if tag is not None else "[untagged]"
        mine = ours.pop(tag, [])
        if len(variants) != len(mine):
            yield Difference(name, where, f"schema {len(variants)} member(s), acp-wire {len(mine)}")
        elif len(variants) == 1:
            yield from _compare_fields(name, where, variants[0].fields, mine[0].fields)
        else:  # several untagged members: pair them by their set of field names
            for v in variants:
                match = [m for m in mine if m.fields.keys() == v.fields.keys()]
                label = f"{where}{{{','.join(sorted(v.fields))}}}"
                if not match:
                    yield Difference(name, label, "no acp-wire member with these fields")
                else:
                    yield from _compare_fields(name, label, v.fields, match[0].fields)
    for tag in ours:
        yield Difference(name, f"[{tag}]", "acp-wire member the schema does not have")


def _by_tag(variants: tuple[Variant, ...]) -> dict[str | None, list[Variant]]:
    grouped: dict[str | None, list[Variant]] = {}
    for v in variants:
        grouped.setdefault(v.tag, []).append(v)
    return grouped
