"""Read the JSON Schema once and build the IR (`codegen.ir.Model`).

Every decision about shape and naming is taken here; emitters only print.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from . import naming
from .errors import SchemaError, SchemaErrors, json_path
from .ir import (
    AliasDef,
    EnumDef,
    EnumValue,
    Field,
    MethodDef,
    Model,
    SideDef,
    StructDef,
    TypeExpr,
    UnionDef,
    Variant,
)
from .overlay import OVERLAY, OverlayEntry, apply_overlay
from .vocabulary import INT_FORMATS, check_vocabulary

Schema = dict[str, Any]

FLAG_KEYS = {
    "x-deserialize-default-on-error": "default_on_error",
    "x-deserialize-skip-invalid-items": "skip_invalid_items",
    "x-deserialize-default-on-null": "default_on_null",
}
# Integers without a format still have to fit the 64-bit range the Rust and TypeScript peers use.
DEFAULT_INT_RANGE = INT_FORMATS["int64"]

ANY = TypeExpr("any")
# The values of `x-side`: who handles a method ("protocol": both ends, e.g. `$/cancel_request`).
SIDES = ("agent", "client", "protocol", "proxy")
# The sides that get a handler protocol, in the order printed ("protocol" is the connection's).
HANDLER_SIDES = ("agent", "client", "proxy")


def load_model(draft_path: Path, stable_path: Path) -> Model:
    """The IR of the schema files at these paths, with the overlay applied."""
    draft = json.loads(draft_path.read_text(encoding="utf-8"))
    stable = json.loads(stable_path.read_text(encoding="utf-8"))
    return build_model(draft, stable)


def build_model(
    draft: Schema,
    stable: Schema,
    overlay: Iterable[OverlayEntry] = OVERLAY,
    variant_names: Mapping[tuple[str, str], str] | None = None,
) -> Model:
    """The IR of a draft schema and its stable counterpart (both loaded JSON documents).

    `overlay` is applied to the draft first (`codegen.overlay`); `variant_names` are the naming
    overrides of the version (`codegen/overrides.py`). Raises `SchemaErrors` with every problem
    found.
    """
    return Builder(apply_overlay(draft, overlay), stable, variant_names or {}).build()


def _defs_path(name: str, *rest: object) -> str:
    return json_path("$defs", name, *rest)


def _alternatives_key(schema: Schema) -> str:
    return "oneOf" if "oneOf" in schema else "anyOf"


def ref_name(schema: Schema) -> str | None:
    """The `$defs` name a schema points at, directly or through a one-element `allOf`."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    all_of = schema.get("allOf")
    if isinstance(all_of, list) and len(all_of) == 1 and "$ref" in all_of[0]:
        return str(all_of[0]["$ref"]).rsplit("/", 1)[-1]
    return None


def _const_of(schema: Schema) -> object | None:
    if "const" in schema:
        return schema["const"]
    enum = schema.get("enum")
    if isinstance(enum, list) and len(enum) == 1:
        return enum[0]
    return None


def _is_other(schema: Schema) -> bool:
    """The catch-all member of an open union (`"title": "other"`)."""
    return str(schema.get("title", "")).lower() == "other"


class Builder:
    def __init__(
        self,
        draft: Schema,
        stable: Schema,
        variant_names: Mapping[tuple[str, str], str] | None = None,
    ) -> None:
        self.document = draft
        self.variant_names: Mapping[tuple[str, str], str] = variant_names or {}
        self.defs: dict[str, Schema] = draft.get("$defs", {})
        self.stable_defs: dict[str, Schema] = stable.get("$defs", {})
        self.model = Model(schema_names=list(self.defs))
        self.ref_counts = self._count_refs(draft)
        self.used_overrides: set[tuple[str, str]] = set()
        self.problems: list[SchemaError] = []
        # variant structs made up here, reserved before naming the next ones
        self.taken: set[str] = set(self.defs)

    # ----------------------------------------------------------------------------- entry point

    def build(self) -> Model:
        """The IR; raises `SchemaErrors` with every problem found in the whole schema."""
        self.problems += check_vocabulary(self.document)
        flawed = {p.path.split(".")[1] for p in self.problems if p.path.startswith("$defs.")}
        for name, schema in self.defs.items():
            if self._built(name):  # a variant payload may have been built with its union
                continue
            try:
                self._build_def(name, schema)
            except SchemaError as problem:  # go on: every problem is reported in one run
                self.problems.append(problem)
            except (AttributeError, KeyError, TypeError, ValueError):
                if name not in flawed:
                    raise  # a generator bug, not a consequence of a reported problem
                # A malformed definition (already reported by the vocabulary check) that the
                # builder cannot read: skipped, so that the other definitions are still checked.
        self._build_methods()
        self._name_helpers()
        stale = set(self.variant_names) - self.used_overrides
        if stale:
            for union, tag in sorted(stale):
                self.problems.append(
                    SchemaError(
                        _defs_path(union),
                        f"codegen/overrides.py renames variant {tag!r}, which the schema no "
                        "longer has",
                    )
                )
        if self.problems:
            raise SchemaErrors(self.problems)
        return self.model

    def _built(self, name: str) -> bool:
        return self.model.find(name) is not None

    @staticmethod
    def _count_refs(doc: Schema) -> Counter[str]:
        counts: Counter[str] = Counter()

        def walk(node: object) -> None:
            if isinstance(node, dict):
                if "$ref" in node:
                    counts[str(node["$ref"]).rsplit("/", 1)[-1]] += 1
                for value in node.values():
                    walk(value)
            elif isinstance(node, list):
                for value in node:
                    walk(value)

        # Message envelopes (AgentRequest ...) list every params type once; they do not make a
        # payload "shared", so only count references from the other definitions.
        for name, schema in doc.get("$defs", {}).items():
            if not name.endswith(("Request", "Response", "Notification")) or "x-method" in schema:
                walk(schema)
        return counts

    def _is_draft(self, name: str) -> bool:
        return name not in self.stable_defs

    # ------------------------------------------------------------------------- definitions

    def _build_def(self, name: str, schema: Schema, *, as_variant: bool = False) -> None:
        doc = schema.get("description", "")
        draft = self._is_draft(name)
        alternatives = schema.get("oneOf") or schema.get("anyOf")
        props = schema.get("properties")

        if (
            alternatives
            and not props
            and all(_const_of(a) is not None or self._is_plain_scalar(a) for a in alternatives)
        ):
            self._build_enum(name, doc, alternatives, draft)
        elif alternatives and props is not None and self._own_discriminator(schema) is None:
            if as_variant:
                # A tagged variant's payload that has alternatives of its own (IdleStateUpdate in
                # StateUpdate) would need two tags on one struct: merged, see README "Names".
                self._build_struct(name, schema, draft, merge_alternatives=True)
            else:
                self._build_alternatives(name, schema, draft)
        elif alternatives:
            self._build_union(name, schema, alternatives, draft)
        elif props is not None:
            self._build_struct(name, schema, draft)
        elif ref_name(schema):
            self.model.aliases[name] = AliasDef(name, doc, TypeExpr("ref", ref_name(schema)), draft)
        else:
            texpr = self.type_of(schema, _defs_path(name))[0]
            self.model.aliases[name] = AliasDef(name, doc, texpr, draft)

    @staticmethod
    def _is_plain_scalar(schema: Schema) -> bool:
        return _is_other(schema) and schema.get("type") in ("string", "integer")

    def _build_enum(self, name: str, doc: str, alternatives: list[Schema], draft: bool) -> None:
        values = []
        is_open = False
        base = "str"
        other = None
        key = _alternatives_key(self.defs[name])
        for i, alt in enumerate(alternatives):
            const = _const_of(alt)
            if const is None:
                is_open = True
                base = "int" if alt.get("type") == "integer" else "str"
                # keeps an integer format's range
                other = self._scalar(alt["type"], alt, _defs_path(name, key, i))
                continue
            if isinstance(const, int):
                base = "int"
            label = alt.get("title") if isinstance(const, int) else None
            values.append(
                EnumValue(const, naming.constant_name(label or const), alt.get("description", ""))
            )
        self.model.enums[name] = EnumDef(
            name,
            doc,
            values,
            is_open,
            base,  # type: ignore[arg-type]
            draft,
            other,
            known_name=naming.known_name(name) if is_open else None,
        )

    # ------------------------------------------------------------------------------ structs

    def _own_discriminator(self, schema: Schema) -> str | None:
        """The property that tags every alternative, when the object itself does not declare it."""
        alternatives = [
            a for a in schema.get("oneOf") or schema.get("anyOf") or [] if not _is_other(a)
        ]
        tag = self._common_tag(alternatives)
        if tag is None or tag in schema.get("properties", {}):
            return None
        if any(_const_of(a.get("properties", {}).get(tag, {})) is None for a in alternatives):
            return None  # an alternative without the tag: merge rather than discriminate
        return tag

    @staticmethod
    def _common_tag(alternatives: list[Schema]) -> str | None:
        """A property that is a const in every alternative that has any const property."""
        candidates: set[str] | None = None
        for alt in alternatives:
            consts = {k for k, v in alt.get("properties", {}).items() if _const_of(v) is not None}
            if not consts:
                continue
            candidates = consts if candidates is None else candidates & consts
        if not candidates:
            return None
        return sorted(candidates)[0]

    def _fields_of(
        self,
        schema: Schema,
        owner: str,
        path: str,
        *,
        skip: str | None = None,
        all_optional: bool = False,
    ) -> list[Field]:
        """The fields of the object `schema` (at JSON path `path`) as properties of `owner`."""
        required = set(schema.get("required", []))
        stable_props = self.stable_defs.get(owner, {}).get("properties")
        fields = []
        for wire, prop in schema.get("properties", {}).items():
            if wire == skip:
                continue
            prop_path = json_path(path, "properties", wire)
            texpr, nullable = self.type_of(prop, prop_path)
            texpr = self._name_inline_union(owner, wire, texpr, prop_path)
            flags = {attr: bool(prop.get(key)) for key, attr in FLAG_KEYS.items()}
            fields.append(
                Field(
                    wire_name=wire,
                    py_name=naming.snake_case(wire),
                    type=texpr,
                    required=(wire in required) and not all_optional,
                    nullable=nullable,
                    doc=prop.get("description", ""),
                    draft=stable_props is not None and wire not in stable_props,
                    path=prop_path,
                    **flags,
                )
            )
        self._check_unique(path, fields)
        return fields

    def _name_inline_union(self, owner: str, wire: str, texpr: TypeExpr, path: str) -> TypeExpr:
        """A property typed as an inline union of several object types (the `params` of the
        JSON-RPC envelopes) becomes a named, resolved union `<Owner><Property>`."""
        if texpr.kind != "union":
            return texpr
        refs = [t for t in texpr.items if t.kind == "ref"]
        objects = [
            t for t in refs if t.name in self.defs and self._is_object_like(self.defs[t.name])
        ]
        if len(objects) < 2:
            return texpr
        if len(refs) != len(texpr.items):
            raise SchemaError(path, "inline union mixes object types and other types")
        name = naming.inline_union_name(owner, wire)
        if name in self.taken:
            raise SchemaError(path, f"inline union name {name!r} is already taken")
        self.taken.add(name)
        # Most specific first: a shape matching several members (every field of most request
        # types is optional) selects the one whose required fields it carries.
        members = sorted(refs, key=lambda t: -len(self.defs[str(t.name)].get("required", [])))
        by_method = {
            str(self.defs[str(t.name)]["x-method"]): str(t.name)
            for t in refs
            if "x-method" in self.defs[str(t.name)]
        }
        self.model.unions[name] = UnionDef(
            name,
            f"The `{wire}` of `{owner}`: one of several object types.",
            "resolved",
            [Variant(str(t.name)) for t in members],
            by_method=by_method,
            draft=self._is_draft(owner),
        )
        return TypeExpr("ref", name)

    @staticmethod
    def _check_unique(path: str, fields: list[Field]) -> None:
        seen: dict[str, str] = {}
        for f in fields:
            if f.py_name in seen and seen[f.py_name] != f.wire_name:
                raise SchemaError(
                    json_path(path, "properties", f.wire_name),
                    f"{seen[f.py_name]!r} and {f.wire_name!r} both map to attribute {f.py_name!r}",
                )
            seen[f.py_name] = f.wire_name

    def _build_struct(
        self, name: str, schema: Schema, draft: bool, merge_alternatives: bool = False
    ) -> None:
        fields = self._fields_of(schema, name, _defs_path(name))
        if merge_alternatives:
            fields = self._merge_alternatives(name, schema, fields)
        self.model.structs[name] = StructDef(
            name,
            schema.get("description", ""),
            fields,
            draft,
            schema_name=name,
            closed=_closed(schema),
        )

    def _merge_alternatives(self, name: str, schema: Schema, fields: list[Field]) -> list[Field]:
        """An object whose `anyOf` alternatives msgspec cannot discriminate: one struct that has
        the properties of every alternative, optional. The schema's cross-field constraints are
        not enforced; README.md lists these types."""
        by_wire = {f.wire_name: f for f in fields}
        extra: dict[str, Field] = {}
        key = _alternatives_key(schema)
        for i, alt in enumerate(schema.get("oneOf") or schema.get("anyOf") or []):
            for part, part_path in self._object_parts(alt, _defs_path(name, key, i)):
                for f in self._fields_of(part, name, part_path, all_optional=True):
                    if f.wire_name in by_wire:
                        continue
                    if f.wire_name in extra:
                        extra[f.wire_name] = self._widen(extra[f.wire_name], f)
                    else:
                        extra[f.wire_name] = f
        return fields + [extra[k] for k in extra]

    def _object_parts(self, alt: Schema, path: str) -> list[tuple[Schema, str]]:
        """The inline schema of an alternative plus the object definitions it includes, each
        with its JSON path."""
        parts = [(alt, path)]
        target = ref_name(alt) or next((ref_name(x) for x in alt.get("allOf", [])), None)
        if target:
            parts.append((self.defs[target], _defs_path(target)))
        return parts

    @staticmethod
    def _widen(a: Field, b: Field) -> Field:
        if a.type == b.type:
            return a
        members = tuple(dict.fromkeys((*_members(a.type), *_members(b.type))))
        return Field(
            a.wire_name,
            a.py_name,
            TypeExpr("union", items=members),
            False,
            a.nullable or b.nullable,
            a.doc or b.doc,
            a.default_on_error,
            a.skip_invalid_items,
            a.default_on_null,
            a.draft,
            a.path,
        )

    # ------------------------------------------------------------------------- alternatives

    def _has_alternatives(self, name: str) -> bool:
        """An object type with properties of its own and `anyOf` alternatives that no property
        of its own discriminates: modelled as one struct per alternative."""
        schema = self.defs.get(name, {})
        return (
            bool(schema.get("oneOf") or schema.get("anyOf"))
            and schema.get("properties") is not None
            and self._own_discriminator(schema) is None
        )

    def _has_scope_alternatives(self, name: str) -> bool:
        """Alternatives told apart by which properties are present (no tag of their own), as
        the elicitation scopes are: a tagged variant including such a type is expanded."""
        if not self._has_alternatives(name):
            return False
        alternatives = self.defs[name].get("oneOf") or self.defs[name].get("anyOf") or []
        return self._common_tag([a for a in alternatives if not _is_other(a)]) is None

    def _alternative_parts(
        self, name: str, skip: str | None = None
    ) -> list[tuple[list[str], list[Field]]]:
        """The field sets of the object `name`: one per alternative when it has alternatives
        (named by the alternative's title), else its own fields."""
        schema = self.defs[name]
        base = self._fields_of(schema, name, _defs_path(name), skip=skip)
        if not self._has_alternatives(name):
            return [([], base)]
        out = []
        key = _alternatives_key(schema)
        for i, alt in enumerate(schema.get("oneOf") or schema.get("anyOf") or []):
            if _is_other(alt):
                continue
            title = alt.get("title")
            alt_path = _defs_path(name, key, i)
            if not title:
                raise SchemaError(alt_path, "an alternative without a tag needs a title")
            for parts, fields in self._payload_parts(alt, name, skip, alt_path):
                out.append(([str(title), *parts], _merge(base, fields)))
        return out

    def _payload_parts(
        self, alt: Schema, owner: str, skip: str | None, path: str
    ) -> list[tuple[list[str], list[Field]]]:
        """The inline fields of an alternative (at `path`) with those of the type its `allOf`
        includes, once per alternative of that type."""
        inline = self._fields_of(alt, owner, path, skip=skip)
        payload = next((ref_name(x) for x in alt.get("allOf", [])), None) or ref_name(alt)
        if payload is None:
            return [([], inline)]
        return [
            (parts, _merge(fields, inline))
            for parts, fields in self._alternative_parts(payload, skip)
        ]

    def _required_sets(self, schema: Schema) -> list[frozenset[str]]:
        """The wire-name sets a schema requires, one per combination of its nested `anyOf`."""
        sets = [frozenset(schema.get("required", []))]
        refs = [schema["$ref"]] if "$ref" in schema else []
        refs += [x["$ref"] for x in schema.get("allOf", []) if "$ref" in x]
        for ref in refs:
            target = self.defs[str(ref).rsplit("/", 1)[-1]]
            sets = [s | t for s in sets for t in self._required_sets(target)]
        alternatives = schema.get("anyOf") or schema.get("oneOf") or []
        if alternatives:
            sets = [s | t for s in sets for a in alternatives for t in self._required_sets(a)]
        return sets

    def _build_alternatives(self, name: str, schema: Schema, draft: bool) -> None:
        alternatives = schema.get("oneOf") or schema.get("anyOf") or []
        named = [a for a in alternatives if not _is_other(a)]
        tag_field = self._common_tag(named)
        base = self._fields_of(schema, name, _defs_path(name))
        variants: list[Variant] = []
        key = _alternatives_key(schema)
        for i, alt in enumerate(alternatives):
            if _is_other(alt):
                continue
            alt_path = _defs_path(name, key, i)
            tag = _const_of(alt.get("properties", {}).get(tag_field, {})) if tag_field else None
            head = str(tag) if tag is not None else alt.get("title")
            if not head:
                raise SchemaError(alt_path, "an alternative needs a tag or a title")
            for parts, fields in self._payload_parts(alt, name, tag_field, alt_path):
                vname = self._reserve(naming.alternative_name(name, [head, *parts]), alt_path)
                self.model.structs[vname] = StructDef(
                    vname,
                    alt.get("description", "") or schema.get("description", ""),
                    _merge(base, fields),
                    draft,
                    tag_field=tag_field if tag is not None else None,
                    tag=str(tag) if tag is not None else None,
                    closed=_closed(schema, alt),
                )
                variants.append(Variant(vname, str(tag) if tag is not None else None))
        self._add_union(name, schema.get("description", ""), variants, tag_field, draft, schema)

    def _reserve(self, name: str, path: str) -> str:
        if name in self.taken:
            raise SchemaError(path, f"variant name {name!r} is already taken")
        self.taken.add(name)
        return name

    def _add_union(
        self,
        name: str,
        doc: str,
        variants: list[Variant],
        tag_field: str | None,
        draft: bool,
        schema: Schema,
        *,
        keep_unknown: bool = False,
    ) -> None:
        """Add the union; with `keep_unknown`, any tagged union keeps unknown tag values (those
        the schema admits through a catch-all alternative, and, by our choice, the others)."""
        tags = [v.tag for v in variants]
        # msgspec requires the tag of a tagged union, but reads a lone tagged struct without it:
        # a union of one variant is resolved, so that its tag stays required.
        natively_tagged = (
            tag_field is not None
            and None not in tags
            and len(set(tags)) == len(tags)
            and len(variants) > 1
        )
        other = [a for a in schema.get("oneOf") or schema.get("anyOf") or [] if _is_other(a)]
        base_required = frozenset(schema.get("required", []))
        requires = tuple(
            dict.fromkeys(base_required | s for a in other for s in self._required_sets(a))
        )
        if requires == (frozenset({tag_field}),):
            requires = ()  # the tag alone: every unknown variant carries it
        self.model.unions[name] = UnionDef(
            name=name,
            doc=doc,
            kind="tagged" if natively_tagged else "resolved",
            variants=variants,
            tag_field=tag_field,
            unknown_name=self._unknown_name(name)
            if tag_field and (other or keep_unknown)
            else None,
            unknown_requires=requires,
            draft=draft,
        )

    # ------------------------------------------------------------------------------- unions

    def _build_union(
        self, name: str, schema: Schema, alternatives: list[Schema], draft: bool
    ) -> None:
        doc = schema.get("description", "")
        objects = [a for a in alternatives if self._is_object_like(a)]
        if len(objects) != len(alternatives):
            self._build_value_union(name, doc, alternatives, draft, _alternatives_key(schema))
            return
        named = [a for a in alternatives if not _is_other(a)]
        tag_field = (schema.get("discriminator") or {}).get("propertyName") or self._common_tag(
            named
        )
        shared = self._fields_of(schema, name, _defs_path(name)) if schema.get("properties") else []
        stable_tags = self._stable_tags(name, tag_field)

        variants: list[Variant] = []
        key = _alternatives_key(schema)
        for i, alt in enumerate(alternatives):
            if _is_other(alt):
                continue
            path = _defs_path(name, key, i)
            tag = _const_of(alt.get("properties", {}).get(tag_field, {})) if tag_field else None
            payload = next((ref_name(x) for x in alt.get("allOf", [])), None) or ref_name(alt)
            if tag is not None and payload is not None and self._has_scope_alternatives(payload):
                variants += self._expanded_variants(
                    name, alt, tag_field, str(tag), shared, draft, path
                )
                continue
            inner_tag = self._inner_tag_field(payload) if tag is not None and payload else None
            if inner_tag is not None and payload is not None:
                variants.append(
                    self._nested_union_variant(
                        name, alt, tag_field, str(tag), shared, draft, path, payload, inner_tag
                    )
                )
                continue
            variants.append(
                self._variant(name, alt, tag_field, tag, shared, draft, stable_tags, path)
            )

        if len(variants) == 1 and variants[0].tag is None and not shared:
            self.model.aliases[name] = AliasDef(
                name, doc, TypeExpr("ref", variants[0].type_name), draft
            )
            return
        self._add_union(name, doc, variants, tag_field, draft, schema, keep_unknown=True)

    def _expanded_variants(
        self,
        union: str,
        alt: Schema,
        tag_field: str | None,
        tag: str,
        shared: list[Field],
        draft: bool,
        path: str,
    ) -> list[Variant]:
        """A tagged variant (at `path`) whose payload has alternatives of its own: one struct for
        each, all carrying the same tag (the union is then resolved, not decoded natively)."""
        out = []
        for parts, fields in self._payload_parts(alt, union, tag_field, path):
            vname = self._reserve(naming.alternative_name(union, [tag, *parts]), path)
            self.model.structs[vname] = StructDef(
                vname,
                alt.get("description", ""),
                _merge(shared, fields),
                draft,
                tag_field=tag_field,
                tag=tag,
                closed=_closed(alt),
            )
            out.append(Variant(vname, tag))
        return out

    def _inner_tag_field(self, name: str) -> str | None:
        """The tag field of `$defs[name]` when it is a union of tagged objects (and nothing
        else), else None: a tagged variant including such a union is merged into one struct."""
        schema = self.defs.get(name, {})
        alternatives = schema.get("oneOf") or schema.get("anyOf")
        if not alternatives or schema.get("properties") or schema.get("type") == "object":
            return None
        if not all(self._is_object_like(a) for a in alternatives):
            return None
        named = [a for a in alternatives if not _is_other(a)]
        discriminator = (schema.get("discriminator") or {}).get("propertyName")
        return discriminator or self._common_tag(named)

    def _nested_union_variant(
        self,
        union: str,
        alt: Schema,
        tag_field: str | None,
        tag: str,
        shared: list[Field],
        draft: bool,
        path: str,
        payload: str,
        inner_field: str,
    ) -> Variant:
        """A tagged variant (at `path`) whose payload is itself a tagged union on another field
        (v2's `state_update`, whose `StateUpdate` is tagged by `state`): one struct carrying
        the outer tag, the inner tag as an open string (an unknown state is kept, as the inner
        union's catch-all admits) and the properties of every member, optional (merged
        alternatives, docs/differential.md). A struct has one msgspec tag, so this keeps the
        outer union natively tagged: one struct per member would force it onto the resolved
        path. The inner union's own types are built as usual."""
        inline = self._fields_of(alt, union, path, skip=tag_field)
        if not self._built(payload):
            self._build_def(payload, self.defs[payload])
        inner_union = self.model.unions.get(payload)
        if inner_union is None:
            raise SchemaError(path, f"{payload} is not a union of tagged objects")
        merged: dict[str, Field] = {}
        for member in inner_union.variants:
            struct = self.model.structs.get(member.type_name)
            if member.tag is None or struct is None:
                raise SchemaError(path, f"{payload} member {member.type_name} has no tag")
            for f in self._all_fields(struct):
                if f.wire_name == inner_field:
                    continue
                optional = dataclasses.replace(f, required=False)
                seen = merged.get(f.wire_name)
                merged[f.wire_name] = optional if seen is None else self._widen(seen, optional)
        inner_schema = self.defs[payload]
        tag_def = Field(
            inner_field,
            naming.snake_case(inner_field),
            TypeExpr("str"),
            required=True,
            nullable=False,
            doc=f"The `{payload}` tag: "
            + ", ".join(f"`{v.tag}`" for v in inner_union.variants)
            + ", or another value (kept).",
            path=json_path(_defs_path(payload), inner_field),
        )
        vname = self._variant_name(union, tag, path)
        self.model.structs[vname] = StructDef(
            vname,
            alt.get("description") or inner_schema.get("description", ""),
            _merge(_merge(shared, inline), [tag_def, *merged.values()]),
            draft,
            tag_field=tag_field,
            tag=tag,
            closed=_closed(alt),
        )
        return Variant(vname, tag)

    def _all_fields(self, struct: StructDef) -> list[Field]:
        """A struct's fields with those it inherits, bases first."""
        base = self.model.structs.get(struct.base) if struct.base else None
        return (self._all_fields(base) if base else []) + struct.fields

    def _unknown_name(self, union: str) -> str:
        """`Unknown<Union>`, or `Unrecognized<Union>` where the schema already has that name
        (`StateUpdate` has a real `unknown` state, `UnknownStateUpdate`)."""
        for name in naming.unknown_names(union):
            if name not in self.taken:
                self.taken.add(name)
                return name
        raise SchemaError(_defs_path(union), "no free name for the unknown variant")

    def _stable_tags(self, name: str, tag_field: str | None) -> set[object] | None:
        stable = self.stable_defs.get(name)
        if stable is None or tag_field is None:
            return None
        alts = stable.get("oneOf") or stable.get("anyOf") or []
        return {_const_of(a.get("properties", {}).get(tag_field, {})) for a in alts}

    def _is_object_like(self, alt: Schema) -> bool:
        if alt.get("type") == "object" or "properties" in alt:
            return True
        target = ref_name(alt)
        if target is None:
            return False
        resolved = self.defs[target]
        return resolved.get("type") == "object" or "properties" in resolved

    def _variant(
        self,
        union: str,
        alt: Schema,
        tag_field: str | None,
        tag: object | None,
        shared: list[Field],
        union_draft: bool,
        stable_tags: set[object] | None,
        path: str,
    ) -> Variant:
        payload = next((ref_name(x) for x in alt.get("allOf", [])), None) or ref_name(alt)
        inline = {k: v for k, v in alt.get("properties", {}).items() if k != tag_field}
        doc = alt.get("description", "")
        draft = union_draft or (stable_tags is not None and tag not in stable_tags)
        if tag is None:
            if payload is not None and not inline and not shared:
                title = alt.get("title") if tag_field is not None else None
                return Variant(payload, title_tag=str(title) if title else None)
            if not alt.get("title"):
                raise SchemaError(path, "an untagged inline variant needs a title")
            # An inline object told apart by its required keys (JSON-RPC `Result` / `Error`).
            name = self._variant_name(union, str(alt["title"]), path)
            self.model.structs[name] = StructDef(
                name,
                doc,
                shared + self._fields_of(alt, union, path),
                draft,
                base=payload,
                closed=_closed(alt),
            )
            return Variant(name)
        tag_str = str(tag)

        if (
            payload
            and not inline
            and not shared
            and self.ref_counts[payload] == 1
            and payload in self.defs
            and (union, tag_str) not in self.variant_names
        ):
            # Rule 3: the payload type is only ever this variant, so it carries the tag itself.
            struct = self.model.structs.get(payload)
            if struct is None:
                self._build_def(payload, self.defs[payload], as_variant=True)
                struct = self.model.structs[payload]
            struct.tag_field, struct.tag = tag_field, tag_str
            struct.fields = [f for f in struct.fields if f.wire_name != tag_field]
            return Variant(payload, tag_str)

        name = self._variant_name(union, tag_str, path)
        fields = list(shared)
        if inline:
            fields += self._fields_of(alt, union, path, skip=tag_field)
        self.model.structs[name] = StructDef(
            name=name,
            doc=doc or (self.defs[payload].get("description", "") if payload else ""),
            fields=fields,
            draft=draft,
            base=payload,
            tag_field=tag_field,
            tag=tag_str,
            closed=_closed(alt),
        )
        return Variant(name, tag_str)

    def _variant_name(self, union: str, tag: str, path: str) -> str:
        override = self.variant_names.get((union, tag))
        if override:
            self.used_overrides.add((union, tag))
            name = override
        else:
            name = naming.variant_name(union, tag, self.taken)
        if name in self.taken:
            raise SchemaError(path, f"variant name {name!r} is already taken")
        self.taken.add(name)
        return name

    def _build_value_union(
        self, name: str, doc: str, alternatives: list[Schema], draft: bool, key: str
    ) -> None:
        """A union of non-object values: strings, numbers, arrays, null."""
        members = []
        for i, alt in enumerate(alternatives):
            path = _defs_path(name, key, i)
            texpr, nullable = self.type_of(alt, path)
            if not nullable or texpr != ANY:
                members.append(texpr)
            if nullable and alt.get("type") != "null":
                raise SchemaError(path, "a nullable member inside a union of values")
        members = _numbers_subsume_integers(members)
        has_null = any(a.get("type") == "null" for a in alternatives)
        kind = "primitive" if self._msgspec_can_split(members) else "resolved"
        if has_null:
            members.append(TypeExpr("literal", literals=(None,)))
        self.model.unions[name] = UnionDef(name, doc, kind, [], members=tuple(members), draft=draft)  # type: ignore[arg-type]

    def _msgspec_can_split(self, members: list[TypeExpr]) -> bool:
        """msgspec tells union members apart by JSON type: at most one array-like member."""
        arrays = [m for m in members if m.kind == "list"]
        return len(arrays) <= 1

    # ------------------------------------------------------------------------ type expressions

    def type_of(self, schema: Schema, path: str) -> tuple[TypeExpr, bool]:
        """The type expression of a property schema (at JSON path `path`), and whether it
        admits null."""
        target = ref_name(schema)
        if target:
            return TypeExpr("ref", target), False
        const = _const_of(schema)
        if const is not None:
            return TypeExpr("literal", literals=(const,)), False
        if "enum" in schema:
            values = tuple(v for v in schema["enum"] if v is not None)
            return TypeExpr("literal", literals=values), None in schema["enum"]
        for key in ("anyOf", "oneOf"):
            if key in schema:
                alts = list(enumerate(schema[key]))
                non_null = [(i, a) for i, a in alts if a.get("type") != "null"]
                nullable = len(non_null) != len(alts)
                if len(non_null) == 1:
                    i, alt = non_null[0]
                    inner, inner_null = self.type_of(alt, json_path(path, key, i))
                    return inner, nullable or inner_null
                types = [self.type_of(a, json_path(path, key, i))[0] for i, a in non_null]
                members = tuple(_numbers_subsume_integers(types))
                return TypeExpr("union", items=members), nullable
        types = schema.get("type")
        if types is None:
            return ANY, False
        if isinstance(types, str):
            types = [types]
        nullable = "null" in types
        non_null = [t for t in types if t != "null"]
        if len(non_null) != 1:
            if not non_null:
                return ANY, True
            raise SchemaError(path, f"a schema of several types is not supported: {types}")
        return self._scalar(non_null[0], schema, path), nullable

    def _scalar(self, json_type: str, schema: Schema, path: str) -> TypeExpr:
        if json_type == "string":
            min_length = schema.get("minLength")
            alias = naming.str_alias_name(min_length) if min_length else None
            return TypeExpr("str", min_length=min_length, alias=alias)
        if json_type == "integer":
            lo, hi = INT_FORMATS.get(schema.get("format", ""), DEFAULT_INT_RANGE)
            lo = max(lo, schema.get("minimum", lo))
            hi = min(hi, schema.get("maximum", hi))
            return TypeExpr("int", ge=lo, le=hi, alias=naming.int_alias_name(lo, hi))
        if json_type == "number":
            return TypeExpr("float")
        if json_type == "boolean":
            return TypeExpr("bool")
        if json_type == "array":
            item = self.type_of(schema.get("items", {}), json_path(path, "items"))[0]
            return TypeExpr("list", items=(item,), min_length=schema.get("minItems") or None)
        if json_type == "object":
            extra = schema.get("additionalProperties", True)
            value = (
                ANY
                if extra is True or extra == {}
                else self.type_of(extra, json_path(path, "additionalProperties"))[0]
            )
            return TypeExpr("dict", items=(value,))
        return ANY  # not a JSON type: check_vocabulary reports it, once

    # ------------------------------------------------------------------------------ methods

    def _name_helpers(self) -> None:
        """Store the names of the generated helpers on the IR (all from `codegen.naming`)."""
        for union in self.model.unions.values():
            union.spec_name = naming.spec_name(union.name)
            union.field_alias = naming.field_alias_name(union.name)
        for m in self.model.methods.values():
            m.const_name = naming.method_constant_name(m.handler)
            m.message_class = naming.message_class_name(m.handler)
            if m.notification:
                m.notification_handler = (
                    naming.notification_handler_name(m.handler) if m.request else m.handler
                )
            # The params a message class carries: none when the method is both kinds.
            params = m.request if not m.notification else m.notification if not m.request else None
            union = self.model.unions.get(str(params))
            if union is not None and union.kind == "resolved":
                m.params_alias = naming.params_alias_name(union.name)
        self.model.sides = [
            SideDef(
                side,
                naming.protocol_name(side),
                naming.peer_name(naming.protocol_name(side)),
                naming.routes_name(naming.protocol_name(side)),
            )
            for side in HANDLER_SIDES
        ]

    def _build_methods(self) -> None:
        methods = self.model.methods
        for name, schema in self.defs.items():
            method = schema.get("x-method")
            if not method:
                continue
            side = schema.get("x-side")
            if not name.endswith("Response") and side not in SIDES:
                self.problems.append(
                    SchemaError(
                        _defs_path(name, "x-side"),
                        f"x-side must be one of {', '.join(SIDES)}, not {side!r}",
                    )
                )
                continue
            entry = methods.get(method)
            if entry is None:
                entry = methods[method] = MethodDef(method, naming.handler_name(method))
            if name.endswith("Response"):
                entry.response = name
                continue
            entry.draft = self._is_draft(name)
            entry.doc = entry.doc or schema.get("description", "")
            if name.endswith("Notification"):
                entry.notification = name
                entry.notification_side = side
            else:
                entry.request = name
                entry.request_side = side
        for entry in methods.values():
            if not entry.request_side and not entry.notification_side:
                self.problems.append(
                    SchemaError(
                        _defs_path(str(entry.response), "x-method"),
                        f"method {entry.name!r} has a response type but no request",
                    )
                )


def _merge(first: list[Field], second: list[Field]) -> list[Field]:
    """The fields of both lists; a wire name in both takes the second's definition."""
    by_wire = {f.wire_name: f for f in first}
    by_wire.update({f.wire_name: f for f in second})
    return list(by_wire.values())


def _members(texpr: TypeExpr) -> tuple[TypeExpr, ...]:
    return texpr.items if texpr.kind == "union" else (texpr,)


def _numbers_subsume_integers(members: list[TypeExpr]) -> list[TypeExpr]:
    """In a union with an unbounded `number` member, every integer is valid (as a number), so
    integer members lose their format's range: a big integer decodes, and stays an int."""
    if not any(m.kind == "float" for m in members):
        return members
    return [TypeExpr("int") if m.kind == "int" else m for m in members]


def _closed(*schemas: Schema) -> bool:
    """Whether an object built from `schemas` admits no property but its own
    (`additionalProperties: false` on any of them; the keyword's default admits any)."""
    return any(schema.get("additionalProperties") is False for schema in schemas)
