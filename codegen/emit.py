"""Turn the IR into Python modules.

This module prepares every string (annotations, defaults, docstrings, class headers) and decides
the order of definitions; the Jinja templates in `codegen/templates/` only print them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from . import naming
from .errors import SchemaError, json_path
from .ir import EnumDef, Field, MethodDef, Model, StructDef, TypeExpr, UnionDef
from .versions import V1, CapabilityTable, ProtocolVersion

TEMPLATES = Path(__file__).parent / "templates"
REBUILD = "nox -s generate"

# Flags of the forgiving decoder; mirrored by acp_wire._codec.forgiving.
FLAG_BITS = {"default_on_error": 1, "skip_invalid_items": 2, "default_on_null": 4}
# Their constants in the generated rules module.
FLAG_CONSTANTS = {
    "default_on_error": "DEFAULT_ON_ERROR",
    "skip_invalid_items": "SKIP_INVALID_ITEMS",
    "default_on_null": "DEFAULT_ON_NULL",
}


def docstring(text: str, indent: str = "") -> str:
    """A triple-quoted docstring literal for schema text (Markdown kept as written)."""
    text = text.strip().replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if not text:
        return ""
    if text.endswith('"'):
        text += " "
    lines = text.splitlines()
    if len(lines) == 1:
        return f'"""{text}"""'
    body = "\n".join((indent + line) if line.strip() else "" for line in lines[1:])
    return f'"""{lines[0]}\n{body}\n{indent}"""'


@dataclass
class FieldOut:
    name: str
    annotation: str
    default: str
    doc: str


@dataclass
class StructOut:
    name: str
    header: str
    doc: str
    fields: list[FieldOut]
    post_init: list[str] = field(default_factory=list)
    calls_super: bool = False


@dataclass
class AliasOut:
    """A module-level name that is not a class: printed in dependency order."""

    name: str
    static: str  # the type checkers' view
    runtime: str  # what msgspec sees, when it differs
    doc: str


@dataclass
class UnionSpecOut:
    """One `UnionSpec(...)` of the generated module: what the selection rule reads."""

    name: str  # the private module-level name of the spec
    union: str  # repr of the union's name
    tag_field: str  # repr of the tag field, or "None"
    by_tag: list[TagOut]
    untagged: list[str]
    unknown: str
    classes: list[str]
    resolved: bool  # msgspec cannot decode the union natively
    alias: str  # the public alias of the union
    by_method: list[MethodMemberOut]


@dataclass
class UnknownOut:
    """The unknown-variant class of one tagged union."""

    name: str
    union: str
    union_repr: str
    tag_field: str
    requires: list[str]  # reprs of the wire-name sets the catch-all alternative requires


@dataclass
class MessageOut:
    """One typed JSON-RPC message class."""

    name: str
    base: str
    method: str  # repr of the wire name
    method_text: str
    params: str | None
    params_field: str | None  # the annotation msgspec decodes params with
    params_default: str  # " = UNSET" where the method's params may be omitted
    resolved: str | None  # repr of the params union's name when msgspec cannot decode it
    kind: str


@dataclass
class TypedResponseOut:
    """One `decode_message` overload: a request method and the result type of its response."""

    method: str  # repr of the wire name
    result: str


@dataclass
class MessagesData:
    """What the messages package prints: its classes and tables."""

    messages: list[MessageOut]
    omittable: list[str]  # reprs of the methods whose params may be omitted
    responses: list[TypedResponseOut]
    response_imports: list[str]


@dataclass
class ConstOut:
    """A named constant: `NAME: Final = value` (known enum values, error codes, flag bits)."""

    name: str
    value: str  # a Python literal
    doc: str = ""


@dataclass
class KnownOut:
    """The `Known<Enum>` class of an open enum."""

    name: str
    enum: str
    values: list[ConstOut]


@dataclass
class TagOut:
    """A tag value of a union spec and the members it selects."""

    tag: str  # repr of the tag value
    members: list[str]


@dataclass
class MethodMemberOut:
    """A method of a params union's spec and the member its params are."""

    method: str  # repr of the method name
    member: str


@dataclass
class ScalarOut:
    """A private alias of a constrained str or int (`_Int32 = Annotated[...]`)."""

    name: str
    definition: str


@dataclass
class ResolvedFieldOut:
    """The private field alias of a union resolved after decoding."""

    alias: str  # `_McpServerField`
    union: str  # `McpServer`
    spec: str  # `_McpServerSpec`


@dataclass
class FlagOut:
    """One field's forgiving-decoding flags."""

    wire: str  # repr of the wire name
    bits: int


@dataclass
class RuleRowOut:
    """The flagged fields of one struct."""

    cls: str
    flags: list[FlagOut]


@dataclass
class VariantUnionOut:
    """A variant class and the union it belongs to."""

    cls: str
    union: str  # repr of the union's name


@dataclass
class MethodRowOut:
    """One entry of the generated `METHODS` table."""

    const: str
    name: str  # repr of the wire name
    side: str
    notification_side: str
    handler: str
    request: str
    response: str
    notification: str
    draft: str


@dataclass(frozen=True)
class SchemaSource:
    """Where the schema comes from (schema/PROVENANCE.json): printed into every module."""

    package: str
    version: str
    sha256: str  # of the draft schema file


@dataclass
class CapabilityOut:
    """One gated variant: its tag and the Python attribute path of its capability."""

    tag: str  # repr of the tag value
    path: str  # repr of the tuple of attribute names
    cites: str


@dataclass
class OfferedOut:
    """One struct holding offered lists: its class name (repr) and, per gated member, the
    printed row (attribute, union, tag, capability attribute path) with its citation."""

    struct: str
    members: list[tuple[str, str]]


def _list_of(t: TypeExpr, union: str) -> bool:
    """Whether type expression `t` is (or has as a member) a list of `union`."""
    if t.kind == "list":
        return bool(t.items) and t.items[0].kind == "ref" and t.items[0].name == union
    return t.kind == "union" and any(_list_of(item, union) for item in t.items)


# The runtime modules generated code imports, relative to the `acp_wire` package: where the
# runtime keeps each is decided here once, and every template prints these names.
RUNTIME_MODULES = {
    "base": "_codec.base",
    "bounds": "_codec.bounds",
    "codec": "_codec.codec",
    "forgiving": "_codec.forgiving",
    "faces": "_faces",
    "lazy": "_codec.lazy",
    "resolve": "_codec.resolve",
    "binding": "_rpc.binding",
    "defaults": "_rpc.defaults",
    "envelope": "_rpc.envelope",
    "jsonrpc": "_rpc.jsonrpc",
    "methods": "_rpc.methods",
    "routes": "_rpc.routes",
    "rpc_errors": "rpc_errors",
    "driver": "connection._driver",
    "stdio": "connection._stdio",
    "sessions": "sessions",
    "opening": "sessions._opening",  # what a client connection's sessions will serve
    "transport": "connection._transport",
    "router": "connection._router",
    "sides": "connection._sides",
    "versions": "_generated.versions",  # the one table of versions (codegen/emit_shared.py)
    "bindings": "bindings",  # loads a version's binding by that table
}


class Emitter:
    def __init__(
        self,
        model: Model,
        source: str,
        schema: SchemaSource | None = None,
        version: ProtocolVersion = V1,
    ) -> None:
        self.m = model
        self.source = source
        self.schema = schema or SchemaSource("unknown", "0", "")
        self.version = version
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(TEMPLATES),
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
            undefined=jinja2.StrictUndefined,
            autoescape=False,
        )
        # Every template imports the runtime relative to the package it is generated into,
        # each module by the name RUNTIME_MODULES gives it.
        self.env.globals["rt"] = {
            key: version.runtime + module for key, module in RUNTIME_MODULES.items()
        }
        self.env.globals["protocol"] = version.protocol
        self.scalars: dict[str, str] = {}  # private alias name -> definition
        self.resolved = {n for n, u in model.unions.items() if u.kind == "resolved"}
        # Problems found while printing (a shape no template can print), collected so that one
        # run reports them all (`codegen.generate` raises them together).
        self.problems: list[SchemaError] = []

    # ------------------------------------------------------------------------ type printing

    def type_str(self, t: TypeExpr) -> str:
        if t.kind == "ref":
            assert t.name
            return self.m.unions[t.name].field_alias if t.name in self.resolved else t.name
        if t.kind == "str":
            if t.min_length and t.alias:
                return self._scalar(t.alias, f"Annotated[str, Meta(min_length={t.min_length})]")
            return "str"
        if t.kind == "int":
            if (t.ge is None and t.le is None) or not t.alias:
                return "int"
            bounds = [f"ge={t.ge}"] if t.ge is not None else []
            # msgspec bounds must fit in int64; above that only the lower bound is checked.
            if t.le is not None and t.le <= 2**63 - 1:
                bounds.append(f"le={t.le}")
            return self._scalar(t.alias, f"Annotated[int, Meta({', '.join(bounds)})]")
        if t.kind == "float":
            return "float"
        if t.kind == "bool":
            return "bool"
        if t.kind == "any":
            return "Any"
        if t.kind == "list":
            if t.min_length:
                item = self.type_str(t.items[0])
                return f"Annotated[list[{item}], Meta(min_length={t.min_length})]"
            return f"list[{self.type_str(t.items[0])}]"
        if t.kind == "dict":
            return f"dict[str, {self.type_str(t.items[0])}]"
        if t.kind == "literal":
            if t.literals == (None,):
                return "None"
            return "Literal[" + ", ".join(repr(v) for v in t.literals) + "]"
        if t.kind == "union":
            return " | ".join(self.type_str(i) for i in t.items)
        raise ValueError(t)

    def _scalar(self, alias: str, definition: str) -> str:
        self.scalars[alias] = definition
        return alias

    def annotation(self, f: Field) -> str:
        text = self.type_str(f.type)
        if not f.required:
            text += " | UnsetType"
        if f.nullable:
            text += " | None"
        return text

    @staticmethod
    def default(f: Field) -> str:
        args = []
        if not f.required:
            args.append("default=UNSET")
        if f.py_name != f.wire_name:
            args.append(f"name={f.wire_name!r}")
        if not args:
            return ""
        if args == ["default=UNSET"]:
            return " = UNSET"
        return f" = msgspec.field({', '.join(args)})"

    # ---------------------------------------------------------------------------- structs

    def all_fields(self, s: StructDef) -> list[Field]:
        inherited = self.all_fields(self.m.structs[s.base]) if s.base else []
        return inherited + s.fields

    def resolve_lines(self, fields: list[Field]) -> list[str]:
        """`__post_init__` statements for fields that hold resolved unions."""
        lines = []
        has_method = any(f.wire_name == "method" for f in fields)
        for f in fields:
            shape = self._resolved_shape(f)
            if shape is None:
                continue
            helper, union = shape
            if has_method and helper == "resolve_field" and self.m.unions[union].by_method:
                # A JSON-RPC envelope: its `method` selects the params type.
                lines.append(
                    f"self.{f.py_name} = resolve_by_method({self.m.unions[union].spec_name}, "
                    f"self.method, self.{f.py_name}, {f.wire_name!r})"
                )
                continue
            # A required or optional field that the schema does not let be null rejects null.
            strict_null = ", nullable=False" if helper == "resolve_field" and not f.nullable else ""
            lines.append(
                f"self.{f.py_name} = {helper}({self.m.unions[union].spec_name}, self.{f.py_name}, "
                f"{f.wire_name!r}{strict_null})"
            )
        return lines

    def bound_lines(self, fields: list[Field]) -> list[str]:
        """`__post_init__` checks of integer upper bounds beyond int64 (uint64), which msgspec's
        `Meta(le=...)` cannot express; they run only for structs with such a field."""
        lines = []
        for f in fields:
            if f.type.kind == "int" and f.type.le is not None and f.type.le > 2**63 - 1:
                lines.append(f"check_upper_bound(self.{f.py_name}, {f.type.le}, {f.wire_name!r})")
            elif f.type.kind in ("list", "dict", "union") and any(
                i.kind == "int" and i.le is not None and i.le > 2**63 - 1 for i in f.type.items
            ):
                self.problem(f.path, "an integer above the int64 range inside a list, map or union")
        return lines

    def _resolved_shape(self, f: Field) -> tuple[str, str] | None:
        t = f.type
        if t.kind == "ref" and t.name in self.resolved:
            return "resolve_field", t.name
        if t.kind == "list" and t.items[0].kind == "ref" and t.items[0].name in self.resolved:
            return "resolve_list_field", t.items[0].name  # type: ignore[return-value]
        if t.refs() & self.resolved:
            unions = ", ".join(sorted(t.refs() & self.resolved))
            self.problem(
                f.path,
                f"a union resolved after decoding ({unions}) is supported only as the field's "
                "type or its list item type",
            )
        return None

    def problem(self, path: str, message: str) -> None:
        """Record a problem found while printing; generation fails after the run."""
        self.problems.append(SchemaError(path, message))

    def struct_out(self, s: StructDef) -> StructOut:
        header_args = [s.base or "AcpStruct", "kw_only=True"]  # msgspec does not inherit it
        if s.tag_field:
            header_args += [f"tag_field={s.tag_field!r}", f"tag={s.tag!r}"]
        doc = s.doc
        if s.draft:
            doc = (
                doc.strip() + "\n\n" if doc.strip() else ""
            ) + "Draft only: not in the stable schema."
        fields = []
        for f in s.fields:
            fdoc = f.doc
            if f.draft and not s.draft:
                fdoc = (fdoc.strip() + "\n\n" if fdoc.strip() else "") + "Draft only."
            fields.append(
                FieldOut(f.py_name, self.annotation(f), self.default(f), docstring(fdoc, "    "))
            )
        own = self.resolve_lines(s.fields) + self.bound_lines(s.fields)
        parents = self.all_fields(s)[: len(self.all_fields(s)) - len(s.fields)]
        inherited = self.resolve_lines(parents) + self.bound_lines(parents)
        return StructOut(
            name=s.name,
            header=", ".join(header_args),
            doc=docstring(doc, "    ") or f'"""{s.name}."""',
            fields=fields,
            post_init=own,
            calls_super=bool(own and inherited),
        )

    def struct_order(self) -> list[StructDef]:
        """Schema order, with every base before the structs that extend it."""
        order: list[StructDef] = []
        done: set[str] = set()

        def visit(s: StructDef) -> None:
            if s.name in done:
                return
            if s.base:
                visit(self.m.structs[s.base])
            done.add(s.name)
            order.append(s)

        for s in self._in_schema_order(self.m.structs):
            visit(s)
        return order

    def _in_schema_order(self, table: dict[str, StructDef]) -> list[StructDef]:
        rank = {n: i for i, n in enumerate(self.m.schema_names)}
        # Variants made up by the generator sort after the schema type they come from.
        return sorted(
            table.values(), key=lambda s: (rank.get(s.schema_name or "", len(rank)), s.name)
        )

    # ----------------------------------------------------------------- aliases and unions

    def union_members(self, u: UnionDef) -> list[str]:
        if u.variants:
            return [v.type_name for v in u.variants]
        return [self.type_str(t) for t in u.members]

    def alias_outs(self) -> tuple[list[AliasOut], list[KnownOut]]:
        outs: dict[str, AliasOut] = {}
        deps: dict[str, set[str]] = {}
        knowns: list[KnownOut] = []
        for name, a in self.m.aliases.items():
            target = self.type_str(a.target)
            outs[name] = AliasOut(name, target, target, self._doc(a.doc, a.draft))
            deps[name] = a.target.refs()
        for name, e in self.m.enums.items():
            outs[name] = self._enum_alias(e)
            deps[name] = set()
            if e.known_name:
                values = [
                    ConstOut(v.constant, repr(v.value), docstring(v.doc, "    ")) for v in e.values
                ]
                knowns.append(KnownOut(e.known_name, name, values))
        for name, u in self.m.unions.items():
            members = self.union_members(u)
            runtime = " | ".join(members)
            static = runtime + (f" | {u.unknown_name}" if u.unknown_name else "")
            if u.kind == "resolved" and len(members) == 1:
                # `decode` finds a resolved union by its alias object: one of its own, not the
                # member's class (msgspec reads the annotated type as the member itself).
                runtime = f"Annotated[{runtime}, {name!r}]"
            outs[name] = AliasOut(name, static, runtime, self._doc(u.doc, u.draft))
            deps[name] = {m for m in members} | {r for t in u.members for r in t.refs()}
        order = self._topological(outs, deps)
        return [outs[n] for n in order], knowns

    def _enum_alias(self, e: EnumDef) -> AliasOut:
        text = e.doc.strip()
        if e.open:
            accepted = e.base
            if e.other is not None and (e.other.ge, e.other.le) in naming.RANGE_NAMES:
                accepted = naming.RANGE_NAMES[(e.other.ge, e.other.le)].lower()  # type: ignore[index]
            text = (text + "\n\n" if text else "") + (
                f"Open enum: any {accepted} is accepted and kept; known values are on "
                f"`{e.known_name}`."
            )
        doc = self._doc(text, e.draft)
        if e.open:
            accepted = self.type_str(e.other) if e.other is not None else e.base
            return AliasOut(e.name, accepted, accepted, doc)
        literal = "Literal[" + ", ".join(repr(v.value) for v in e.values) + "]"
        return AliasOut(e.name, literal, literal, doc)

    @staticmethod
    def _doc(text: str, draft: bool) -> str:
        text = text.strip()
        if draft:
            text = (text + "\n\n" if text else "") + "Draft only: not in the stable schema."
        return docstring(text, "    ")

    def _topological(self, outs: dict[str, AliasOut], deps: dict[str, set[str]]) -> list[str]:
        rank = {n: i for i, n in enumerate(self.m.schema_names)}
        order: list[str] = []
        state: dict[str, int] = {}

        def visit(name: str) -> None:
            if state.get(name) == 2:
                return
            if state.get(name) == 1:
                self.problem(json_path("$defs", name), "the alias refers to itself in a cycle")
                return
            state[name] = 1
            for dep in sorted(deps.get(name, ()), key=lambda d: rank.get(d, 0)):
                if dep in outs:
                    visit(dep)
            state[name] = 2
            order.append(name)

        for name in sorted(outs, key=lambda n: rank.get(n, len(rank))):
            visit(name)
        return order

    # ---------------------------------------------------------------------------- modules

    def header(self) -> str:
        return (
            f"# Generated from {self.source} by `python -m codegen`; rebuild with `{REBUILD}`.\n"
            f"# Schema: {self.schema.package} {self.schema.version}, sha256 {self.schema.sha256}.\n"
            "# Do not edit by hand: change codegen/ or its templates and regenerate."
        )

    def member_ref(self, type_name: str) -> str:
        """How a union spec names one member: the spec of a nested resolved union, otherwise the
        class or alias itself."""
        return self.m.unions[type_name].spec_name if type_name in self.resolved else type_name

    def union_specs(self) -> list[UnionSpecOut]:
        """Every union the runtime selects members of, nested specs before the specs using them."""
        outs: dict[str, UnionSpecOut] = {}
        deps: dict[str, set[str]] = {}
        for u in sorted(self.m.unions.values(), key=lambda u: u.name):
            if not u.variants and u.kind != "resolved":
                continue
            by_tag: dict[str, list[str]] = {}
            for v in u.variants:
                tag = v.tag if v.tag is not None else v.title_tag
                if tag is not None:
                    by_tag.setdefault(tag, []).append(self.member_ref(v.type_name))
            if u.variants:
                untagged = [self.member_ref(v.type_name) for v in u.variants if v.tag is None]
                classes = [v.type_name for v in u.variants if v.type_name in self.m.structs]
            else:
                untagged = [self.type_str(t) for t in u.members]
                classes = []
            if u.unknown_name:
                classes.append(u.unknown_name)
            outs[u.name] = UnionSpecOut(
                name=u.spec_name,
                union=repr(u.name),
                tag_field=repr(u.tag_field),
                by_tag=[TagOut(repr(tag), members) for tag, members in by_tag.items()],
                untagged=untagged,
                unknown=u.unknown_name or "None",
                classes=classes,
                resolved=u.kind == "resolved",
                alias=u.name,
                by_method=[
                    MethodMemberOut(repr(m), self.member_ref(t))
                    for m, t in sorted(u.by_method.items())
                ],
            )
            deps[u.name] = {v.type_name for v in u.variants if v.type_name in self.resolved}
        order: list[str] = []

        def visit(name: str) -> None:
            if name in order:
                return
            for dep in sorted(deps[name]):
                visit(dep)
            order.append(name)

        for name in outs:
            visit(name)
        return [outs[n] for n in order]

    def unknown_outs(self) -> list[UnknownOut]:
        return [
            UnknownOut(
                name=u.unknown_name,
                union=u.name,
                union_repr=repr(u.name),
                tag_field=repr(u.tag_field),
                requires=[repr(tuple(sorted(keys))) for keys in u.unknown_requires],
            )
            for u in sorted(self.m.unions.values(), key=lambda u: u.name)
            if u.unknown_name
        ]

    def render_rules(self) -> str:
        rows = []
        for s in self.struct_order():
            flags = []
            for f in self.all_fields(s):
                bits = sum(b for attr, b in FLAG_BITS.items() if getattr(f, attr))
                if bits:
                    flags.append(FlagOut(repr(f.wire_name), bits))
            if flags:
                rows.append(RuleRowOut(s.name, flags))
        variant_unions = self.variant_unions()
        draft = sorted(n for n in self.m.schema_names if self._is_draft(n)) + sorted(
            s.name for s in self.m.structs.values() if s.schema_name is None and s.draft
        )
        closed = sorted(s.name for s in self.struct_order() if self._closed(s))
        return self.env.get_template("rules.py.jinja").render(
            header=self.header(),
            rows=rows,
            variant_unions=variant_unions,
            closed=closed,
            draft=[repr(n) for n in sorted(set(draft))],
            bits=[ConstOut(FLAG_CONSTANTS[n], repr(b)) for n, b in FLAG_BITS.items()],
            imports=sorted({r.cls for r in rows} | {v.cls for v in variant_unions} | set(closed)),
        )

    def _closed(self, s: StructDef) -> bool:
        """Whether a struct, or a struct whose fields it inherits, admits no other property."""
        return s.closed or (s.base is not None and self._closed(self.m.structs[s.base]))

    def variant_unions(self) -> list[VariantUnionOut]:
        """Every struct member of an object union, with its union.

        A class in two unions would make the forgiving walk's choice ambiguous: not supported.
        """
        owner: dict[str, str] = {}
        for u in sorted(self.m.unions.values(), key=lambda u: u.name):
            for v in u.variants:
                if v.type_name not in self.m.structs:
                    continue
                if v.type_name in owner and owner[v.type_name] != u.name:
                    self.problem(
                        json_path("$defs", u.name),
                        f"member {v.type_name} is also a member of {owner[v.type_name]}; a "
                        "class may belong to one union only",
                    )
                    continue
                owner[v.type_name] = u.name
        return [VariantUnionOut(cls, repr(union)) for cls, union in sorted(owner.items())]

    def _is_draft(self, name: str) -> bool:
        definition = self.m.find(name)
        return definition is not None and definition.draft

    def render_methods(self) -> str:
        methods: list[MethodDef] = sorted(self.m.methods.values(), key=lambda m: m.name)
        rows = []
        for m in methods:
            rows.append(
                MethodRowOut(
                    const=m.const_name,
                    name=repr(m.name),
                    side=repr(m.side),
                    notification_side=repr(m.notification_side),
                    handler=repr(m.handler),
                    request=repr(m.request) if m.request else "None",
                    response=repr(m.response) if m.request and m.response else "None",
                    notification=repr(m.notification) if m.notification else "None",
                    draft=repr(m.draft),
                )
            )
        return self.env.get_template("methods.py.jinja").render(header=self.header(), rows=rows)

    def message_data(self) -> MessagesData:
        """One typed message class per method, tagged by `method`, so that msgspec decodes a
        whole JSON-RPC line in one pass (see acp_wire._rpc.envelope)."""
        messages = []
        for m in sorted(self.m.methods.values(), key=lambda m: m.name):
            name = m.message_class
            if name in self.m.schema_names:
                self.problem(
                    json_path("$defs", name),
                    f"the message class of method {m.name!r} would take this type's name",
                )
            if m.request and m.notification:
                # Different params as request and as notification: read them once the
                # presence of `id` tells which.
                base, params, kind = "Envelope", None, "request or notification"
            elif m.request:
                base, params, kind = f"Request[{m.request}]", m.request, "request"
            else:
                base, params, kind = (
                    f"Notification[{m.notification}]",
                    str(m.notification),
                    "notification",
                )
            resolved = params if params in self.resolved else None
            omittable = params is not None and self.params_may_be_omitted(params)
            if omittable:
                # JSON-RPC lets `params` be omitted; absent stays absent (UNSET) on re-encoding.
                params = f"{params} | UnsetType"
                base = f"{base.split('[')[0]}[{params}]"
            messages.append(
                MessageOut(
                    name=name,
                    base=base,
                    method=repr(m.name),
                    method_text=m.name,
                    params=params,
                    params_field=m.params_alias if resolved else params,
                    params_default=" = UNSET" if omittable else "",
                    resolved=repr(resolved) if resolved else None,
                    kind=kind,
                )
            )
        omittable_methods = sorted(
            m.name
            for m in self.m.methods.values()
            if not (m.request and m.notification)
            and self.params_may_be_omitted(str(m.request or m.notification))
        )
        # `decode_message(data, method=...)` is typed by the method's result type.
        responses = [
            TypedResponseOut(repr(m.name), m.response)
            for m in sorted(self.m.methods.values(), key=lambda m: m.name)
            if m.request and m.response
        ]
        return MessagesData(
            messages=messages,
            omittable=[repr(n) for n in omittable_methods],
            responses=responses,
            response_imports=sorted({r.result for r in responses}),
        )

    def params_may_be_omitted(self, type_name: str) -> bool:
        """Whether a request or notification of these params may leave `params` out: the params
        type is an object with no required property (so absent reads as the empty object)."""
        struct = self.m.structs.get(type_name)
        return struct is not None and not any(f.required for f in self.all_fields(struct))

    def render_init(self) -> str:
        return self.env.get_template("init.py.jinja").render(
            header=self.header(),
            package=repr(self.schema.package),
            version=repr(self.schema.version),
            module=self.version.package,
            sha256=repr(self.schema.sha256),
        )

    def render_error_codes(self) -> str:
        """The schema's `ErrorCode` values as constants, named from their titles."""
        name = self.version.error_codes
        codes = self.m.enums.get(name)
        if codes is None:
            self.problem(json_path("$defs", name), f"the schema defines no {name} enum")
            return ""
        return self.env.get_template("error_codes.py.jinja").render(
            header=self.header(),
            codes=[ConstOut(v.constant, repr(v.value), v.doc) for v in codes.values],
        )

    def render_capabilities(self) -> str:
        """The version's capability table (codegen/versions.py), checked against the schema:
        the union has each tag, and each path names fields of the capabilities type."""
        table = self.version.capabilities
        union = self.m.unions.get(table.union)
        tags = {v.tag for v in union.variants} if union is not None else set()
        rows = []
        for rule in table.rules:
            where = json_path("$defs", table.union)
            if rule.tag not in tags:
                self.problem(where, f"the capability table gates {rule.tag!r}, not a variant here")
                continue
            attrs = self._capability_attrs(table.capabilities, rule.path)
            if attrs is not None:
                rows.append(CapabilityOut(repr(rule.tag), repr(tuple(attrs)), rule.cites))
        fallback = sorted(repr(r.tag) for r in table.rules if r.fallback)
        return self.env.get_template("capabilities.py.jinja").render(
            header=self.header(),
            rows=rows,
            fallback=fallback,
            offered=self._offered(table),
            requests=self._requests(table),
        )

    def _requests(self, table: CapabilityTable) -> list[tuple[str, str, str]]:
        """The request rules of the table, by method: (repr of the method, repr of the rows of
        (params variant tag or None, capability attribute path), citations). Each method must
        be one the client handles, each tag a variant of its params union."""
        by_method: dict[str, list[tuple[str | None, str, str]]] = {}
        for rule in table.requests:
            prefix = rule.method.removesuffix("*")
            methods = [
                m
                for name, m in sorted(self.m.methods.items())
                if (name.startswith(prefix) if rule.method.endswith("/*") else name == rule.method)
                and m.request_side == "client"
                and m.request is not None
            ]
            if not methods:
                self.problem(
                    json_path("$defs"),
                    f"the capability table gates {rule.method!r}: no request the client handles",
                )
                continue
            attrs = self._capability_attrs(table.capabilities, rule.path)
            if attrs is None:
                continue
            for method in methods:
                if rule.tag is not None:
                    union = self.m.unions.get(str(method.request))
                    if union is None or rule.tag not in {v.tag for v in union.variants}:
                        self.problem(
                            json_path("$defs", str(method.request)),
                            f"the capability table gates {method.name!r} params tagged "
                            f"{rule.tag!r}: no such variant",
                        )
                        continue
                by_method.setdefault(method.name, []).append(
                    (rule.tag, repr(tuple(attrs)), rule.cites)
                )
        return [
            (
                repr(name),
                "(" + "".join(f"({tag!r}, {path}), " for tag, path, _ in rows) + ")",
                "; ".join(sorted({cites for _, _, cites in rows})),
            )
            for name, rows in by_method.items()
        ]

    def _offered(self, table: CapabilityTable) -> list[OfferedOut]:
        """The offer rules of the table, by every struct holding a list of the rule's union
        (inherited members included): the union and its tag must exist, and the path."""
        gates: list[tuple[str, str, str, str]] = []  # union, tag, capability path, cites
        for rule in table.offers:
            union = self.m.unions.get(rule.union)
            if union is None or rule.tag not in {v.tag for v in union.variants}:
                self.problem(
                    json_path("$defs", rule.union),
                    f"the capability table gates {rule.union} entries tagged {rule.tag!r}: "
                    "no such variant",
                )
                continue
            attrs = self._capability_attrs(table.capabilities, rule.path)
            if attrs is not None:
                gates.append((rule.union, rule.tag, repr(tuple(attrs)), rule.cites))
        out: list[OfferedOut] = []
        for name in sorted(self.m.structs):
            members = []
            for f in self.all_fields(self.m.structs[name]):
                for union, tag, path, cites in gates:
                    if _list_of(f.type, union):
                        members.append((f"({f.py_name!r}, {union!r}, {tag!r}, {path})", cites))
            if members:
                out.append(OfferedOut(repr(name), members))
        if table.offers and not out:
            self.problem(json_path("$defs"), "no struct holds a list the offer rules gate")
        return out

    def _capability_attrs(self, start: str, path: tuple[str, ...]) -> list[str] | None:
        """The Python attribute names along wire-name `path` from struct `start`, or None (a
        problem is recorded) when a step is not a field of an object type."""
        attrs: list[str] = []
        current: str | None = start
        for wire in path:
            struct = self.m.structs.get(current or "")
            found = (
                next((f for f in self.all_fields(struct) if f.wire_name == wire), None)
                if (struct)
                else None
            )
            if found is None:
                self.problem(
                    json_path("$defs", current or start),
                    f"capability path {'.'.join(path)!r}: no field {wire!r}",
                )
                return None
            attrs.append(found.py_name)
            current = found.type.name if found.type.kind == "ref" else None
        return attrs
