"""Compare two ACP JSON Schema documents and describe what changed, in protocol terms.

A schema bump is reviewed by a person before `nox -s generate` rewrites the package, so
the diff speaks the protocol's language (types, properties, union variants, enum values,
methods) rather than JSON paths. Only the standard library is used: the `update_schema`
nox session installs nothing else that this module may rely on.

`diff_schemas(old, new)` returns a sorted list of `Change`; `render(changes)` turns it
into text. Both are pure, so equal inputs always give equal output.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

Schema = dict[str, Any]

# Every kind of change, in the order a reader wants them within one type.
KINDS: tuple[str, ...] = (
    "type_added",
    "type_removed",
    "method_added",
    "method_removed",
    "method_side_changed",
    "type_changed",
    "property_added",
    "property_removed",
    "property_changed",
    "required_changed",
    "variant_added",
    "variant_removed",
    "variant_changed",
    "enum_value_added",
    "enum_value_removed",
    "doc_changed",
)
_RANK = {kind: i for i, kind in enumerate(KINDS)}
# Types added/removed come first, then methods, then per-type details.
_SECTION = {
    "type_added": 0,
    "type_removed": 1,
    "method_added": 2,
    "method_removed": 2,
    "method_side_changed": 2,
}

# Keywords that get their own, finer-grained comparison; any other keyword that differs
# is reported as a plain `type_changed` so no difference goes unmentioned.
_HANDLED = {"description", "properties", "required", "oneOf", "anyOf", "enum", "x-method", "x-side"}
ROOT = "(root)"
_ABSENT: Any = object()  # marks a keyword missing on one side in `_what_changed`


@dataclass(frozen=True, order=True)
class Change:
    """One difference. `subject` is a `$defs` name (or a method name for method kinds);
    `member` names the property, variant or enum value inside it ("" for the type itself);
    `detail` is extra human-readable context and never needed to identify the change."""

    kind: str
    subject: str
    member: str = ""
    detail: str = ""


def diff_schemas(old: Schema, new: Schema) -> list[Change]:
    """All changes from `old` to `new`, sorted so the output is stable across runs."""
    old_defs: dict[str, Schema] = old.get("$defs", {})
    new_defs: dict[str, Schema] = new.get("$defs", {})
    changes: list[Change] = []
    for name in old_defs.keys() - new_defs.keys():
        changes.append(Change("type_removed", name, detail=_shape(old_defs[name])))
    for name in new_defs.keys() - old_defs.keys():
        changes.append(Change("type_added", name, detail=_shape(new_defs[name])))
    for name in old_defs.keys() & new_defs.keys():
        changes += _diff_type(name, old_defs[name], new_defs[name])
    changes += _diff_methods(old_defs, new_defs)
    # The message envelope outside `$defs` (Agent/Client/Proxy...) is a union like any other.
    changes += _diff_type(ROOT, _without_defs(old), _without_defs(new))
    return sorted(changes, key=_sort_key)


def _sort_key(change: Change) -> tuple[int, str, int, str, str]:
    return (
        _SECTION.get(change.kind, 3),
        change.subject,
        _RANK[change.kind],
        change.member,
        change.detail,
    )


def _diff_type(name: str, old: Schema, new: Schema) -> list[Change]:
    """Changes inside one `$defs` entry present on both sides (or the root envelope)."""
    changes: list[Change] = []
    if old.get("description") != new.get("description"):
        changes.append(Change("doc_changed", name))
    # A switch between oneOf and anyOf changes open/closed semantics, so name it.
    old_union = [k for k in ("oneOf", "anyOf") if k in old]
    new_union = [k for k in ("oneOf", "anyOf") if k in new]
    if old_union != new_union:
        detail = f"{'+'.join(old_union) or 'no union'} -> {'+'.join(new_union) or 'no union'}"
        changes.append(Change("type_changed", name, detail=detail))
    other = sorted(
        k
        for k in (old.keys() | new.keys()) - _HANDLED
        if _strip_docs(old.get(k)) != _strip_docs(new.get(k))
    )
    if other:
        changes.append(Change("type_changed", name, detail="keywords: " + ", ".join(other)))
    changes += _diff_properties(name, old, new)
    changes += _diff_variants(name, old, new)
    return changes


def _diff_properties(name: str, old: Schema, new: Schema) -> list[Change]:
    """Property and required-ness changes of an object type."""
    old_props: dict[str, Any] = old.get("properties", {})
    new_props: dict[str, Any] = new.get("properties", {})
    old_req = set(old.get("required", []))
    new_req = set(new.get("required", []))
    changes: list[Change] = []
    for prop in old_props.keys() - new_props.keys():
        changes.append(Change("property_removed", name, prop))
    for prop in new_props.keys() - old_props.keys():
        detail = "required" if prop in new_req else "optional"
        changes.append(Change("property_added", name, prop, detail))
    for prop in old_props.keys() & new_props.keys():
        before, after = old_props[prop], new_props[prop]
        if _strip_docs(before) != _strip_docs(after):
            detail = _what_changed(before, after)
            changes.append(Change("property_changed", name, prop, detail))
        elif before != after:
            changes.append(Change("doc_changed", name, prop))
        if (prop in old_req) != (prop in new_req):
            detail = "now required" if prop in new_req else "now optional"
            changes.append(Change("required_changed", name, prop, detail))
    return changes


def _diff_variants(name: str, old: Schema, new: Schema) -> list[Change]:
    """Union variants and enum values of a type, matched by their identifying label."""
    old_values, old_variants = _union_members(old)
    new_values, new_variants = _union_members(new)
    changes: list[Change] = []
    for value in old_values.keys() - new_values.keys():
        changes.append(Change("enum_value_removed", name, value))
    for value in new_values.keys() - old_values.keys():
        changes.append(Change("enum_value_added", name, value))
    for label in old_variants.keys() - new_variants.keys():
        changes.append(Change("variant_removed", name, label))
    for label in new_variants.keys() - old_variants.keys():
        changes.append(Change("variant_added", name, label))
    for old, new in ((old_variants, new_variants), (old_values, new_values)):
        for label in old.keys() & new.keys():
            before, after = old[label], new[label]
            if _strip_docs(before) != _strip_docs(after):
                detail = _what_changed(before, after)
                changes.append(Change("variant_changed", name, label, detail))
            elif before != after:
                changes.append(Change("doc_changed", name, label))
    return changes


def _union_members(schema: Schema) -> tuple[dict[str, Any], dict[str, Any]]:
    """Split a type's oneOf/anyOf entries (and any `enum`) into enum values and variants.

    An entry that is just a constant (`{"type": "string", "const": "read"}`) is an enum
    value, keyed by its JSON spelling. Anything else is a variant, keyed by `_label`.
    """
    values: dict[str, Any] = {}
    variants: dict[str, Any] = {}
    tag = schema.get("discriminator", {}).get("propertyName")
    for keyword in ("oneOf", "anyOf"):
        for entry in schema.get(keyword, []):
            if isinstance(entry, dict) and "const" in entry and "properties" not in entry:
                values[json.dumps(entry["const"])] = entry
                continue
            label = _label(entry, tag)
            key, n = label, 2
            while key in variants:  # two entries with the same label: keep both visible
                key, n = f"{label} #{n}", n + 1
            variants[key] = entry
    for value in schema.get("enum", []):
        values[json.dumps(value)] = value
    return values, variants


def _label(entry: Any, tag: str | None) -> str:
    """How a person would name a variant: its tag value (`type="text"`), else the type it
    refers to (`ref=ContentChunk`), else its title (`title="other"`), else its shape."""
    if not isinstance(entry, dict):
        return json.dumps(entry)
    props = entry.get("properties", {})
    candidates = [tag] if tag in props else sorted(props)
    for prop in candidates:
        sub = props[prop]
        if isinstance(sub, dict) and "const" in sub:
            return f"{prop}={json.dumps(sub['const'])}"
    ref = entry.get("$ref")
    if ref is None and len(entry.get("allOf", [])) == 1:
        ref = entry["allOf"][0].get("$ref")
    if isinstance(ref, str):
        return "ref=" + ref.rsplit("/", 1)[-1]
    if "title" in entry:
        return f"title={json.dumps(entry['title'])}"
    if set(entry) - {"description"} == {"type"}:
        return f"type={json.dumps(entry['type'])}"
    return _brief(entry)


def _diff_methods(old_defs: dict[str, Schema], new_defs: dict[str, Schema]) -> list[Change]:
    """Methods appear, disappear or move to another side (agent/client/proxy/protocol).

    Several types carry one method (request, response, notification), so a method is
    compared by the sides of all its carriers, and per carrier present on both sides.
    """
    old_m, new_m = _methods(old_defs), _methods(new_defs)
    changes: list[Change] = []
    for method in old_m.keys() - new_m.keys():
        changes.append(Change("method_removed", method, detail=_carriers(old_m[method])))
    for method in new_m.keys() - old_m.keys():
        changes.append(Change("method_added", method, detail=_carriers(new_m[method])))
    for method in old_m.keys() & new_m.keys():
        before, after = old_m[method], new_m[method]
        moved = sorted(t for t in before.keys() & after.keys() if before[t] != after[t])
        if set(before.values()) != set(after.values()) or moved:
            parts = [f"{_sides(before)} -> {_sides(after)}"]
            parts += [f"{t}: {before[t]} -> {after[t]}" for t in moved]
            changes.append(Change("method_side_changed", method, detail="; ".join(parts)))
    return changes


def _methods(defs: dict[str, Schema]) -> dict[str, dict[str, str]]:
    """method name -> {carrying type name: side}."""
    out: dict[str, dict[str, str]] = {}
    for name, schema in defs.items():
        if "x-method" in schema and "x-side" in schema:
            out.setdefault(schema["x-method"], {})[name] = schema["x-side"]
    return out


def _sides(carriers: dict[str, str]) -> str:
    return ", ".join(sorted(set(carriers.values())))


def _carriers(carriers: dict[str, str]) -> str:
    return f"{_sides(carriers)}: {', '.join(sorted(carriers))}"


def _strip_docs(node: Any) -> Any:
    """A copy without `description` keywords, so doc-only edits compare equal.

    Keys of a `properties` map are property names, not keywords: a property that is
    itself called "description" must survive.
    """
    if isinstance(node, list):
        return [_strip_docs(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "description":
            continue
        if key == "properties" and isinstance(value, dict):
            out[key] = {prop: _strip_docs(sub) for prop, sub in value.items()}
        else:
            out[key] = _strip_docs(value)
    return out


def _without_defs(doc: Schema) -> Schema:
    return {k: v for k, v in doc.items() if k != "$defs"}


def _what_changed(before: Any, after: Any) -> str:
    """A one-line hint of where two (doc-stripped) sub-schemas differ.

    Nested unions of `$ref`s (the request/notification `params` lists) are summarised
    as the refs gained and lost; otherwise the first differing path is shown.
    """
    before, after = _strip_docs(before), _strip_docs(after)
    old_refs, new_refs = _refs(before), _refs(after)
    if old_refs != new_refs:
        gained = [f"+{r}" for r in sorted(new_refs - old_refs)]
        lost = [f"-{r}" for r in sorted(old_refs - new_refs)]
        return "refs " + " ".join(gained + lost)
    path: list[str] = []
    while True:
        if isinstance(before, dict) and isinstance(after, dict):
            keys = sorted(before.keys() | after.keys())
            key = next(k for k in keys if before.get(k, _ABSENT) != after.get(k, _ABSENT))
            path.append(key)
            before, after = before.get(key, _ABSENT), after.get(key, _ABSENT)
        elif isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
            i = next(i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b)
            path.append(str(i))
            before, after = before[i], after[i]
        else:
            break
    where = f"at {'.'.join(path)}: " if path else ""
    return f"{where}{_brief(before, 60)} -> {_brief(after, 60)}"


def _refs(node: Any) -> set[str]:
    """Names of every `$defs` entry referenced anywhere inside `node`."""
    if isinstance(node, list):
        return set().union(*(_refs(item) for item in node)) if node else set()
    if not isinstance(node, dict):
        return set()
    found = {node["$ref"].rsplit("/", 1)[-1]} if isinstance(node.get("$ref"), str) else set()
    for value in node.values():
        found |= _refs(value)
    return found


def _brief(node: Any, limit: int = 80) -> str:
    """Compact, key-sorted JSON without docs, cut to `limit` characters for one line."""
    if node is _ABSENT:
        return "(absent)"
    text = json.dumps(_strip_docs(node), sort_keys=True, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _shape(schema: Schema) -> str:
    """One word or two about what a type is, shown next to an added/removed type."""
    for keyword in ("oneOf", "anyOf"):
        if keyword in schema:
            return f"{keyword}, {len(schema[keyword])} entries"
    if "properties" in schema:
        count = len(schema["properties"])
        return f"object, {count} {'property' if count == 1 else 'properties'}"
    if "allOf" in schema:
        return "allOf"
    kind = schema.get("type", "any")
    return kind if isinstance(kind, str) else "|".join(kind)


# ---------------------------------------------------------------- rendering

_SUMMARY_LABELS = {
    "type_added": ("type added", "types added"),
    "type_removed": ("type removed", "types removed"),
    "type_changed": ("type changed", "types changed"),
    "property_added": ("property added", "properties added"),
    "property_removed": ("property removed", "properties removed"),
    "property_changed": ("property changed", "properties changed"),
    "required_changed": ("required-ness change", "required-ness changes"),
    "variant_added": ("variant added", "variants added"),
    "variant_removed": ("variant removed", "variants removed"),
    "variant_changed": ("variant changed", "variants changed"),
    "enum_value_added": ("enum value added", "enum values added"),
    "enum_value_removed": ("enum value removed", "enum values removed"),
    "method_added": ("method added", "methods added"),
    "method_removed": ("method removed", "methods removed"),
    "method_side_changed": ("method side changed", "method sides changed"),
    "doc_changed": ("doc change", "doc changes"),
}
_LINE = {
    "type_changed": ("~", "type"),
    "property_added": ("+", "property"),
    "property_removed": ("-", "property"),
    "property_changed": ("~", "property"),
    "required_changed": ("~", "property"),
    "variant_added": ("+", "variant"),
    "variant_removed": ("-", "variant"),
    "variant_changed": ("~", "variant"),
    "enum_value_added": ("+", "enum value"),
    "enum_value_removed": ("-", "enum value"),
    "doc_changed": ("~", "doc"),
}


def summarize(changes: list[Change]) -> str:
    """One line of counts per kind, e.g. `2 types added, 1 variant removed`."""
    counts = Counter(change.kind for change in changes)
    parts = []
    for kind in KINDS:
        if counts[kind]:
            singular, plural = _SUMMARY_LABELS[kind]
            parts.append(f"{counts[kind]} {singular if counts[kind] == 1 else plural}")
    return ", ".join(parts) if parts else "no changes"


def render(changes: list[Change], show_docs: bool = False) -> str:
    """Readable text: added/removed types, then methods, then per-type details, then a
    summary line. Description-only edits are numerous and rarely matter for codegen, so
    they are counted but listed only with `show_docs`."""
    lines: list[str] = []
    headings = (("type_added", "Types added", "+"), ("type_removed", "Types removed", "-"))
    for kind, title, mark in headings:
        group = [c for c in changes if c.kind == kind]
        if group:
            lines.append(f"{title} ({len(group)}):")
            lines += [f"  {mark} {c.subject} ({c.detail})" for c in group]
    methods = [c for c in changes if _SECTION.get(c.kind) == 2]
    if methods:
        lines.append(f"Methods ({len(methods)}):")
        marks = {"method_added": "+", "method_removed": "-", "method_side_changed": "~ side"}
        lines += [f"  {marks[c.kind]} {c.subject} ({c.detail})" for c in methods]
    details = [c for c in changes if c.kind in _LINE and (show_docs or c.kind != "doc_changed")]
    if details:
        lines.append("Changed types:")
    subject = None
    for c in details:
        if c.subject != subject:
            subject = c.subject
            lines.append(f"  {subject}")
        mark, noun = _LINE[c.kind]
        text = f"    {mark} {noun}"
        if c.member:
            text += f" {c.member}"
        if c.detail and c.kind in ("property_added", "required_changed"):
            text += f" ({c.detail})"
        elif c.detail:
            text += f": {c.detail}"
        lines.append(text)
    hidden = sum(1 for c in changes if c.kind == "doc_changed") if not show_docs else 0
    if hidden:
        lines.append(f"({hidden} description-only changes not listed)")
    lines.append(f"Summary: {summarize(changes)}")
    return "\n".join(lines)
