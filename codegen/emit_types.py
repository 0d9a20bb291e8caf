"""The `types` and `messages` packages of a version: ordinary modules, one per group of types
that the same methods reach (codegen/split.py), and a package face that imports a module on
the first read of one of its names.

Each module defines its names in dependency order, so that its annotations are values when the
class is created (no `from __future__ import annotations`): msgspec and `typing.get_type_hints`
then compile nothing at run time. Only a reference within a cycle (a class whose field names a
class defined after it) is written as a string.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .emit import (
    AliasOut,
    Emitter,
    FieldOut,
    KnownOut,
    MessageOut,
    ResolvedFieldOut,
    ScalarOut,
    StructOut,
    UnionSpecOut,
    UnknownOut,
)
from .errors import json_path
from .ir import TypeExpr
from .split import RESOLVED, VALUES, Split, split

Out = ScalarOut | StructOut | UnknownOut | AliasOut | KnownOut | UnionSpecOut | ResolvedFieldOut


@dataclass
class Definition:
    """One module-level name of a types module, as the template prints it."""

    name: str
    kind: str  # the template's section: scalar, struct, unknown, alias, known, spec, field
    out: Out
    # Names that must exist when it is created (a class's base and field types, an alias's
    # members); a field type of a class may instead be written as a string, within a cycle.
    needs: set[str] = field(default_factory=set)
    hard: bool = True  # False for a class: its field types can wait
    uses: set[str] = field(default_factory=set)  # every name it reads, `needs` included
    public: bool = True


@dataclass
class ImportOut:
    """`from .module import names`: one sibling module and the names read from it."""

    module: str
    names: list[str]


@dataclass
class ModuleOut:
    """One module of a package: its definitions in order and what it imports from siblings."""

    name: str
    doc: str
    imports: list[ImportOut]
    definitions: list[Definition]
    public: list[str]


def names_in(emitter: Emitter, t: TypeExpr) -> set[str]:
    """The module-level names the printed type expression `t` reads."""
    if t.kind == "ref" or t.kind in ("str", "int"):
        printed = emitter.type_str(t)
        return {printed} if t.kind == "ref" or printed in emitter.scalars else set()
    return {name for item in t.items for name in names_in(emitter, item)}


def _definitions(e: Emitter) -> list[Definition]:
    """Every definition of the version's types, in the order of the eager module: classes,
    aliases in dependency order, the known values of open enums, union specs, field aliases."""
    m = e.m
    structs = []
    for s in e.struct_order():
        out = e.struct_out(s)
        needs = {n for f in s.fields for n in names_in(e, f.type)} | ({s.base} if s.base else set())
        specs = {m.unions[r].spec_name for f in e.all_fields(s) for r in f.type.refs() & e.resolved}
        structs.append(Definition(s.name, "struct", out, needs, False, needs | specs))
    aliases, knowns = e.alias_outs()
    found = structs
    found += [Definition(u.name, "unknown", u) for u in e.unknown_outs()]
    for a in aliases:
        needs = _alias_names(e, a.name)
        union = m.unions.get(a.name)
        # What type checkers see comes first too: the union's unknown variant.
        static = {union.unknown_name} if union is not None and union.unknown_name else set()
        found.append(Definition(a.name, "alias", a, needs | static, uses=needs | static))
    found += [Definition(k.name, "known", k) for k in knowns]
    for spec in e.union_specs():
        needs = _spec_names(e, spec.alias)
        found.append(Definition(spec.name, "spec", spec, needs, uses=needs, public=False))
    for name in sorted(e.resolved):
        u = m.unions[name]
        out = ResolvedFieldOut(u.field_alias, name, u.spec_name)
        uses = {u.spec_name, name}
        found.append(Definition(u.field_alias, "field", out, uses, uses=uses, public=False))
    # Printing the types above named every constrained scalar they use.
    scalars = [ScalarOut(n, d) for n, d in sorted(e.scalars.items())]
    return [Definition(s.name, "scalar", s, public=False) for s in scalars] + found


def _alias_names(e: Emitter, name: str) -> set[str]:
    m = e.m
    if name in m.aliases:
        return names_in(e, m.aliases[name].target)
    if name in m.enums:
        other = m.enums[name].other
        return names_in(e, other) if other is not None and m.enums[name].open else set()
    u = m.unions[name]
    if u.variants:
        return {v.type_name for v in u.variants}
    return {n for t in u.members for n in names_in(e, t)}


def _spec_names(e: Emitter, union: str) -> set[str]:
    u = e.m.unions[union]
    if not u.variants:
        return {n for t in u.members for n in names_in(e, t)}
    found = {e.member_ref(v.type_name) for v in u.variants}
    found |= {e.member_ref(t) for t in u.by_method.values()}
    return found | ({u.unknown_name} if u.unknown_name else set())


def _module_of(e: Emitter, parts: Split, d: Definition) -> str:
    """The module a definition is printed into: its type's, or its union's or enum's."""
    m = e.m
    if d.kind == "scalar":
        return VALUES
    owner = {
        **{u.unknown_name: u.name for u in m.unions.values() if u.unknown_name},
        **{u.spec_name: u.name for u in m.unions.values()},
        **{u.field_alias: u.name for u in m.unions.values()},
        **{en.known_name: en.name for en in m.enums.values() if en.known_name},
    }
    return parts.module_of[owner.get(d.name, d.name)]


def types_modules(e: Emitter) -> tuple[list[ModuleOut], dict[str, str]]:
    """The version's types modules and the module of every name they define."""
    parts = split(e.m)
    definitions = _definitions(e)
    where = {d.name: _module_of(e, parts, d) for d in definitions}
    modules: dict[str, list[Definition]] = {}
    for d in definitions:
        modules.setdefault(where[d.name], []).append(d)
    outs = []
    for name in sorted(modules):
        ordered = _ordered(e, modules[name])
        used = {u for d in ordered for u in d.uses} - {d.name for d in ordered}
        imports: dict[str, list[str]] = {}
        for u in sorted(used):
            imports.setdefault(where[u], []).append(u)
        outs.append(
            ModuleOut(
                name=name,
                doc=_doc(name, parts.methods_of.get(name, ())),
                imports=[ImportOut(k, v) for k, v in sorted(imports.items())],
                definitions=ordered,
                public=sorted(d.name for d in ordered if d.public),
            )
        )
    resolved = [e.m.unions[n] for n in sorted(e.resolved)]
    table = ModuleOut(
        name=RESOLVED,
        doc="Every union msgspec cannot decode natively, by its alias object: `decode` resolves "
        "them by spec.",
        # Each union's module holds its alias and its spec.
        imports=_merged((where[u.name], [u.name, u.spec_name]) for u in resolved),
        definitions=[],
        public=[],
    )
    where["RESOLVED_UNIONS"] = RESOLVED
    return [*outs, table], where


def _merged(imports: Iterable[tuple[str | None, list[str]]]) -> list[ImportOut]:
    """One import per module, its names sorted (a name of no module, which only a fixture
    schema without JSON-RPC's own types leaves, is not imported)."""
    merged: dict[str, set[str]] = {}
    for module, names in imports:
        if module is not None:
            merged.setdefault(module, set()).update(names)
    return [ImportOut(module, sorted(names)) for module, names in sorted(merged.items())]


def _doc(module: str, methods: tuple[str, ...]) -> str:
    if module == VALUES:
        return "The names of plain values: string and number aliases, enums and their known values."
    if not methods:
        return "Types no method's messages reach (the schema's own unions of every message)."
    shown = ", ".join(f"`{m}`" for m in methods[:6])
    more = f" and {len(methods) - 6} more" if len(methods) > 6 else ""
    return f"The types that the methods {shown}{more} reach, and no other."


def _ordered(e: Emitter, definitions: list[Definition]) -> list[Definition]:
    """The module's definitions, each after what it needs; a class's field type that cannot
    come first (a cycle) is written as a string."""
    local = {d.name: d for d in definitions}
    order: list[Definition] = []
    state: dict[str, str] = {}

    def visit(d: Definition) -> None:
        if state.get(d.name) == "done":
            return
        state[d.name] = "started"
        for name in sorted(d.needs & local.keys(), key=list(local).index):
            if state.get(name) == "started":
                path = json_path("$defs", d.name)
                if d.hard and not any(p.path == path for p in e.problems):  # said once
                    e.problem(path, f"{d.name} needs {name} before itself")
                continue  # a field type within a cycle: written as a string
            visit(local[name])
        state[d.name] = "done"
        order.append(d)

    for d in definitions:
        visit(d)
    defined: set[str] = set()
    for d in order:
        if isinstance(d.out, StructOut):
            s = e.m.structs[d.name]
            for i, (f, out) in enumerate(zip(s.fields, list(d.out.fields), strict=True)):
                if names_in(e, f.type) & local.keys() - defined:
                    d.out.fields[i] = FieldOut(out.name, repr(out.annotation), out.default, out.doc)
        defined.add(d.name)
    return order


def _inner(e: Emitter) -> dict[str, str]:
    """The runtime's modules as a module of a package inside the generated one imports them."""
    return {key: "." + module for key, module in e.env.globals["rt"].items()}


def render_types_package(e: Emitter) -> dict[str, str]:
    """`types/__init__.py` and each module of the package, by file name."""
    modules, where = types_modules(e)
    specs = e.union_specs()
    out = {}
    for module in modules:
        out[f"types/{module.name}.py"] = e.env.get_template("types_module.py.jinja").render(
            header=e.header(),
            rt=_inner(e),
            module=module,
            resolved_module=RESOLVED,
            resolved=[s for s in specs if s.resolved],
        )
    names: dict[str, list[str]] = {}
    for name, module in sorted(where.items()):
        names.setdefault(module, []).append(name)
    out["types/__init__.py"] = e.env.get_template("types_package.py.jinja").render(
        header=e.header(),
        rt=_inner(e),
        imports=[ImportOut(k, v) for k, v in sorted(names.items())],
        public=sorted(n for m in modules for n in m.public),
        specs=specs,
    )
    return out


def render_messages_package(e: Emitter) -> dict[str, str]:
    """`messages/__init__.py` (the tables) and a module of message classes per types module
    holding their params, by file name."""
    data = e.message_data()
    parts = split(e.m)
    by_union = {u.spec_name: u.name for u in e.m.unions.values()}

    def where(name: str) -> str | None:
        return parts.module_of.get(by_union.get(name, name))

    modules: dict[str, list[MessageOut]] = {}
    imports: dict[str, set[str]] = {}
    specs: dict[str, str] = {}
    envelopes = []
    for message in data.messages:
        method = next(m for m in e.m.methods.values() if m.message_class == message.name)
        params = method.request or method.notification
        if message.params is None or params is None:
            envelopes.append(message)
            continue
        module = parts.module_of[params]
        modules.setdefault(module, []).append(message)
        used = imports.setdefault(module, set())
        used.add(params)
        if message.kind == "request":
            used.add("RequestId")
        if message.resolved:
            specs[message.name] = e.m.unions[params].spec_name
            used.add(specs[message.name])
    out = {}
    for module, messages in sorted(modules.items()):
        out[f"messages/{module}.py"] = e.env.get_template("messages_module.py.jinja").render(
            header=e.header(),
            rt=_inner(e),
            module=module,
            messages=messages,
            specs=specs,
            imports=_merged((where(n), [n]) for n in imports[module]),
        )
    out["messages/__init__.py"] = e.env.get_template("messages_package.py.jinja").render(
        header=e.header(),
        rt=_inner(e),
        modules=[ImportOut(k, [m.name for m in v]) for k, v in sorted(modules.items())],
        own_imports=_merged((where(n), [n]) for n in ("Error", "RequestId")),
        envelopes=envelopes,
        messages=data.messages,
        omittable=data.omittable,
        responses=data.responses,
        response_imports=data.response_imports,
    )
    return out
