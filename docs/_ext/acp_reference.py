"""The API reference, generated at build time from the package's own tables.

Every public name of `acp_wire` and `acp_wire.v2` gets an entry: generated structs with their
fields (attribute name, wire name from msgspec's struct info, type, what omitted and `null`
mean, the forgiving rules from `FIELD_RULES`) and the schema's descriptions (the attribute
docstrings the generator printed, read with Sphinx's own source analyser); unions with their
variants and tags (`UNION_SPECS`, msgspec's tag config); enums with their values; every method
from `METHODS`; the hand-written functions and classes with their signatures and docstrings.
Nothing here is written per type: a schema bump changes the reference by regenerating the
package. `write_reference(directory)` is what the Sphinx hook calls; the tests call it too.
"""

from __future__ import annotations

import importlib
import inspect
import re
import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

# The packages documented, the folder of each under reference/, and the page title.
PACKAGES = (
    ("acp_wire", "v1", "acp_wire: protocol version 1"),
    ("acp_wire.v2", "v2", "acp_wire.v2: protocol version 2 (draft)"),
)
# The forgiving rules' bits in FIELD_RULES (acp_wire.v1._generated.rules), as the reader sees them.
RULE_TEXT = (
    ("DEFAULT_ON_ERROR", "malformed reads as omitted"),
    ("SKIP_INVALID_ITEMS", "invalid items dropped"),
    ("DEFAULT_ON_NULL", "`null` reads as empty"),
)
# Hand-written names are grouped by what they are for, one page per group; the key is the
# name's defining module (prefix match, first wins), the value the page and its title.
GROUPS: tuple[tuple[str, str, str], ...] = (
    ("acp_wire.jsonrpc", "messages", "JSON-RPC messages"),
    ("acp_wire._rpc.envelope", "messages", "JSON-RPC messages"),
    ("acp_wire._rpc.jsonrpc", "messages", "JSON-RPC messages"),
    ("acp_wire.v1._generated.messages", "messages", "JSON-RPC messages"),
    ("acp_wire.v2._generated.messages", "messages", "JSON-RPC messages"),
    ("acp_wire.v1._generated.protocols", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire.v2._generated.protocols", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire.v1._generated.peers", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire.v2._generated.peers", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire.v1._generated.dispatch", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire.v2._generated.dispatch", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire._rpc.dispatch", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire._rpc.routes", "handlers", "Handler protocols, peers and routes"),
    ("acp_wire.connection", "connection", "Connections"),
    ("acp_wire.v1._generated.connections", "connection", "Connections"),
    ("acp_wire.v2._generated.connections", "connection", "Connections"),
    ("acp_wire.rpc_errors", "connection", "Connections"),
    ("acp_wire.helpers", "helpers", "Session update helpers"),
    ("acp_wire._rpc.binding", "constants", "Versions and tables"),
    ("acp_wire", "codec", "Decoding and encoding"),
    ("msgspec", "codec", "Decoding and encoding"),
    ("", "constants", "Versions and tables"),
)
# Values, which carry no docstring of their own at run time: where each is described.
VALUE_DOCS = {
    "METHODS": "Every JSON-RPC method of the schema by name: a `MethodSpec` each "
    "(the methods page lists them).",
    "PROTOCOL_VERSION": "The ACP protocol version these bindings speak "
    "(`initialize`'s `protocolVersion`).",
    "SCHEMA_VERSION": "The version of the schema package the bindings were generated from.",
    "SCHEMA_SHA256": "sha256 of the draft schema file the bindings were generated from.",
    "UNSET": "msgspec's marker for an omitted field: an absent optional field decodes as "
    "`UNSET` and `UNSET` fields are left out when encoding (`None` is `null`).",
    "BINDING": "This protocol version as the runtime is given it (a `Binding`): tables, codec, "
    "JSON-RPC layer, routes, peers, error codes, capability table and the connection's rules. "
    "Pass it as `binding=` to a connection (the package's own connection classes do) and as "
    "`binding=` to the tools.",
    "PROTOCOL": "The former name of `BINDING`.",
    "AGENT_ROUTES": "How an agent-side connection calls its `Agent`: method name to handler.",
    "CLIENT_ROUTES": "How a client-side connection calls its `Client`: method name to handler.",
    "JSONRPC": "The JSON-RPC layer bound to this version's tables.",
}


@dataclass
class Package:
    """What the pages of one package are made from: its module, tables and source notes."""

    name: str
    folder: str
    title: str
    module: Any
    generated: Any  # the package's _generated.types module
    rules: Any  # the package's _generated.rules module
    attr_docs: dict[tuple[str, str], list[str]]
    annotations: dict[tuple[str, str], str]  # (class, attribute) -> annotation as written
    type_names: set[str] = field(default_factory=set)
    unknown_of: dict[str, str] = field(default_factory=dict)  # union name -> unknown class
    used_by: dict[str, list[str]] = field(default_factory=dict)  # type -> methods using it
    name_of: dict[int, str] = field(default_factory=dict)  # id of a generated value -> name


def attribute_docs(
    module: Any, annotations: dict[tuple[str, str], str] | None = None
) -> dict[tuple[str, str], list[str]]:
    """The docstrings the generator printed under attributes (a string right after an
    assignment), keyed by (class name, attribute); module level is class "". Read from the
    source, as docstring tools do: Python keeps no such docstring at run time. The annotations
    as written (alias names kept; the runtime evaluates them in place) go to `annotations`."""
    import ast

    path = Path(inspect.getfile(module))
    # A generated package (types, messages) holds its definitions in its modules.
    paths = sorted(path.parent.glob("*.py")) if path.name == "__init__.py" else [path]
    docs: dict[tuple[str, str], list[str]] = {}

    def visit(body: list[ast.stmt], owner: str) -> None:
        for statement, following in zip(body, [*body[1:], None], strict=True):
            if isinstance(statement, ast.ClassDef):
                visit(statement.body, statement.name)
            elif isinstance(statement, ast.If):  # the TYPE_CHECKING branch of the aliases
                visit(statement.body, owner)
            target = None
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                target = statement.target.id
                if annotations is not None and owner:
                    annotations[(owner, target)] = ast.unparse(statement.annotation)
            elif isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name):
                target = statement.targets[0].id
            if (
                target is not None
                and isinstance(following, ast.Expr)
                and isinstance(following.value, ast.Constant)
                and isinstance(following.value.value, str)
            ):
                docs.setdefault((owner, target), following.value.value.splitlines())

    for source in paths:
        visit(ast.parse(source.read_text(encoding="utf-8")).body, "")
    return docs


def load(name: str, folder: str, title: str) -> Package:
    module = importlib.import_module(name)
    # `acp_wire` is version 1's face: its generated modules are `acp_wire.v1`'s.
    version_package = "acp_wire.v1" if name == "acp_wire" else name
    generated = importlib.import_module(f"{version_package}._generated.types")
    rules = importlib.import_module(f"{version_package}._generated.rules")
    annotations: dict[tuple[str, str], str] = {}
    docs = attribute_docs(generated, annotations)
    package = Package(name, folder, title, module, generated, rules, docs, annotations)
    package.type_names = set(generated.__all__)
    for type_name in generated.__all__:
        value = getattr(generated, type_name)
        if isinstance(value, type) and issubclass(value, module.UnknownVariant):
            package.unknown_of[value.union] = type_name
    for type_name in generated.__all__:
        package.name_of.setdefault(id(getattr(generated, type_name)), type_name)
    for spec in module.METHODS.values():
        for role, cls in (
            ("params", spec.request),
            ("result", spec.response),
            ("params", spec.notification),
        ):
            if cls is not None:
                used = cls.__name__ if isinstance(cls, type) else package.name_of[id(cls)]
                package.used_by.setdefault(used, []).append(
                    f"{role} of [`{spec.name}`](methods.md)"
                )
    return package


# ------------------------------------------------------------------------------ rendering


def _doc_lines(lines: list[str] | None) -> str:
    return inspect.cleandoc("\n".join(lines)) if lines else ""


def _docstring(obj: Any) -> str:
    doc = obj.__doc__ if isinstance(obj, type) else inspect.getdoc(obj)
    return inspect.cleandoc(doc) if doc else ""


def _first_sentence(text: str) -> str:
    first = text.split("\n\n", 1)[0].replace("\n", " ").strip()
    return first.replace("|", "\\|")


def _fence(directive: str, argument: str, body: str, options: dict[str, str], depth: int) -> str:
    """A MyST colon-fenced directive; `depth` extra colons let directives nest."""
    colons = ":" * (3 + depth)
    head = f"{colons}{{{directive}}} {argument}".rstrip()
    opts = "".join(f":{key}: {value}\n" for key, value in options.items())
    return f"{head}\n{opts}\n{body.strip()}\n{colons}\n"


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _linked(annotation: str, package: Package) -> str:
    """A field's annotation as Markdown, each public type linking to its page."""

    def link(match: re.Match[str]) -> str:
        word = match.group(0)
        if word in package.type_names:
            return f"[{word}]({word}.md)"
        return word

    parts = [p for p in annotation.split(" | ") if p not in ("UnsetType", "None")]
    text = " \\| ".join(parts) or annotation
    text = text.replace("[", "\\[").replace("]", "\\]")
    return _IDENT.sub(link, text)


def _runtime_type(value: Any, package: Package) -> str:
    """A runtime type expression (an alias's value, a union member) as Markdown."""
    name = getattr(value, "__name__", None) if isinstance(value, type) else None
    name = name if name in package.type_names else package.name_of.get(id(value), name)
    if name in package.type_names and (isinstance(value, type) or id(value) in package.name_of):
        return f"[{name}]({name}.md)"
    origin = typing.get_origin(value)
    if origin is typing.Annotated:
        base, *meta = typing.get_args(value)
        bounds = [f"{m.ge} ≤ x ≤ {m.le}" for m in meta if isinstance(m, msgspec.Meta) and m.le]
        return _runtime_type(base, package) + (f" ({', '.join(bounds)})" if bounds else "")
    if origin is typing.Literal:
        return " \\| ".join(f"`{v!r}`" for v in typing.get_args(value))
    if origin in (typing.Union, types.UnionType):
        return " \\| ".join(_runtime_type(a, package) for a in typing.get_args(value))
    if origin is not None:
        args = ", ".join(_runtime_type(a, package) for a in typing.get_args(value))
        return f"{getattr(origin, '__name__', str(origin))}\\[{args}\\]"
    if value is type(None):
        return "`None`"
    if value is typing.Any:
        return "any JSON value"
    return f"`{name or value!r}`"


def _annotation(cls: type, attribute: str, package: Package) -> str:
    for klass in cls.__mro__:
        annotation = package.annotations.get((klass.__name__, attribute))
        if annotation is not None:
            return annotation
    return "Any"


def _field_rules(cls: type, package: Package) -> dict[str, int]:
    for klass in cls.__mro__:
        rules = package.rules.FIELD_RULES.get(klass)
        if rules is not None:
            return dict(rules)
    return {}


def _field_doc(cls: type, attribute: str, package: Package) -> str:
    for klass in cls.__mro__:
        doc = package.attr_docs.get((klass.__name__, attribute))
        if doc:
            return _doc_lines(doc)
    return ""


def _omitted(info: msgspec.structs.FieldInfo) -> str:
    if info.required:
        return "required"
    if info.default is msgspec.UNSET:
        return "`UNSET`"
    if info.default_factory is not msgspec.NODEFAULT:
        return f"`{info.default_factory()!r}`"
    return f"`{info.default!r}`"


def _null(annotation: str, rules: int, package: Package) -> str:
    if rules & package.rules.DEFAULT_ON_NULL:
        return "reads as empty"
    if re.search(r"\b(None|Any)\b", annotation):
        return "`None`"
    return "invalid"


def _forgiving(rules: int, package: Package) -> str:
    return "; ".join(text for bit, text in RULE_TEXT if rules & getattr(package.rules, bit))


def _struct_page(name: str, cls: type, package: Package) -> str:
    config = cls.__struct_config__
    lines: list[str] = []
    facts: list[str] = []
    if config.tag_field is not None and config.tag is not None:
        facts.append(f"Tag: `{config.tag_field}` = `{config.tag!r}`.")
    unions = [
        u
        for u, spec in package.generated.UNION_SPECS.items()
        if cls in spec.classes or any(cls in m for m in spec.by_tag.values())
    ]
    unions += [u for u in _native_unions(package) if cls in _members(package, u)]
    if unions:
        listed = ", ".join(f"[{u}]({u}.md)" for u in sorted(set(unions)))
        facts.append(f"Variant of {listed}.")
    if name in package.used_by:
        facts.append("Used as " + ", ".join(package.used_by[name]) + ".")
    facts.append(
        "Draft only: not in the stable schema."
        if name in package.rules.DRAFT_TYPES
        else "In the stable schema."
    )
    lines.append(" ".join(facts))
    fields = msgspec.structs.fields(cls)
    if fields:
        lines.append("")
        lines.append(
            "| attribute | wire name | type | when omitted | `null` | forgiving decoding |"
        )
        lines.append("| --- | --- | --- | --- | --- | --- |")
        for info in fields:
            annotation = _annotation(cls, info.name, package)
            rules = _field_rules(cls, package).get(info.encode_name, 0)
            lines.append(
                f"| `{info.name}` | `{info.encode_name}` | {_linked(annotation, package)} "
                f"| {_omitted(info)} | {_null(annotation, rules, package)} "
                f"| {_forgiving(rules, package) or '-'} |"
            )
    body = _docstring(cls) + "\n\n" + "\n".join(lines) + "\n"
    for info in fields:
        doc = _field_doc(cls, info.name, package)
        if doc:
            annotation = _annotation(cls, info.name, package)
            body += "\n" + _fence("py:attribute", info.name, doc, {"type": annotation}, 0)
    options = {"module": package.name}
    if not fields:
        body += "\nNo fields of its own: the tag alone says it.\n"
    return f"# {name}\n\n" + _fence("py:class", name, body, options, 1)


def _native_unions(package: Package) -> list[str]:
    return [
        n
        for n in sorted(package.type_names)
        if n not in package.generated.UNION_SPECS
        and typing.get_origin(getattr(package.generated, n)) in (typing.Union, types.UnionType)
    ]


def _members(package: Package, name: str) -> list[Any]:
    return list(typing.get_args(getattr(package.generated, name)))


def _union_page(name: str, value: Any, package: Package) -> str:
    spec = package.generated.UNION_SPECS.get(name)
    rows: list[str] = []
    tag_field = spec.tag_field if spec is not None else None
    if spec is not None:
        tagged = {m: tag for tag, members in spec.by_tag.items() for m in members}
        order = [*spec.classes] or _members(package, name)
        for member in order:
            if isinstance(member, type) and issubclass(member, package.module.UnknownVariant):
                continue
            tag = tagged.get(member)
            how = f"`{tag_field}` = `{tag!r}`" if tag is not None else "-"
            if member in spec.untagged:
                how += " (also untagged: selected by shape)"
            rows.append(f"| {_runtime_type(member, package)} | {how} |")
        resolved = {s.name for s in package.generated.RESOLVED_UNIONS.values()}
        how = (
            "resolved by the rule of `acp_wire._codec.resolve`: tag first, then shape"
            if name in resolved
            else f"tagged by `{tag_field}`, decoded natively by msgspec"
        )
    else:
        for member in _members(package, name):
            config = getattr(member, "__struct_config__", None)
            if config is not None and config.tag is not None:
                tag_field = config.tag_field
                rows.append(
                    f"| {_runtime_type(member, package)} | `{tag_field}` = `{config.tag!r}` |"
                )
            else:
                rows.append(f"| {_runtime_type(member, package)} | - |")
        how = (
            f"tagged by `{tag_field}`, decoded natively by msgspec"
            if tag_field
            else "told apart by JSON type"
        )
    unknown = package.unknown_of.get(name)
    text = [_docstring_of_alias(name, package), "", f"A union, {how}.", ""]
    text += ["| variant | selected by |", "| --- | --- |", *rows]
    if unknown:
        text += [
            "",
            f"A `{tag_field}` this schema version does not know decodes to "
            f"[{unknown}]({unknown}.md), which keeps the whole object and encodes back "
            "unchanged.",
        ]
    return f"# {name}\n\n" + _fence("py:data", name, "\n".join(text), {"module": package.name}, 0)


def _docstring_of_alias(name: str, package: Package) -> str:
    return _doc_lines(package.attr_docs.get(("", name)))


def _enum_page(name: str, value: Any, package: Package) -> str:
    known = getattr(package.generated, f"Known{name}", None)
    text = [_docstring_of_alias(name, package), ""]
    if typing.get_origin(value) is typing.Literal:
        text += ["A closed enum: any other value is invalid.", "", "| value |", "| --- |"]
        text += [f"| `{v!r}` |" for v in typing.get_args(value)]
    elif known is not None:
        text += [
            f"An open enum: any {_runtime_type(value, package)} is accepted and kept; the "
            f"known values are constants of [Known{name}](Known{name}.md).",
        ]
    else:
        text += [f"Type: {_runtime_type(value, package)}."]
    if name in package.rules.DRAFT_TYPES:
        text += ["", "Draft only: not in the stable schema."]
    return f"# {name}\n\n" + _fence("py:data", name, "\n".join(text), {"module": package.name}, 0)


def _known_page(name: str, cls: type, package: Package) -> str:
    enum = name.removeprefix("Known")
    rows = ["| constant | value | meaning |", "| --- | --- | --- |"]
    for attribute, value in vars(cls).items():
        if attribute.isupper():
            doc = _first_sentence(_doc_lines(package.attr_docs.get((name, attribute))))
            rows.append(f"| `{attribute}` | `{value!r}` | {doc} |")
    body = _docstring(cls) + f"\n\nThe values of [{enum}]({enum}.md).\n\n" + "\n".join(rows)
    return f"# {name}\n\n" + _fence("py:class", name, body, {"module": package.name}, 0)


def _unknown_page(name: str, cls: type, package: Package) -> str:
    body = (
        _docstring(cls)
        + f"\n\nA `dict` subclass (`acp_wire.UnknownVariant`): the received object, whose "
        f"`{cls.tag_field}` names no variant of [{cls.union}]({cls.union}.md) this schema "
        f"version knows. `.tag` is that value."
    )
    return f"# {name}\n\n" + _fence("py:class", name, body, {"module": package.name}, 0)


def type_page(name: str, package: Package) -> tuple[str, str]:
    """The page of one generated name and its kind (struct, union, enum, ...)."""
    value = getattr(package.generated, name)
    if isinstance(value, type) and value.__name__ != name and value.__name__ in package.type_names:
        other = value.__name__
        text = _docstring_of_alias(name, package) + f"\n\nAn alias of [{other}]({other}.md)."
        return "alias", f"# {name}\n\n" + _fence("py:data", name, text, {"module": package.name}, 0)
    if isinstance(value, type) and issubclass(value, msgspec.Struct):
        return "struct", _struct_page(name, value, package)
    if isinstance(value, type) and issubclass(value, package.module.UnknownVariant):
        return "unknown variant", _unknown_page(name, value, package)
    if isinstance(value, type) and name.startswith("Known"):
        return "known values", _known_page(name, value, package)
    origin = typing.get_origin(value)
    if origin in (typing.Union, types.UnionType) and (
        name in package.generated.UNION_SPECS or name in package.unknown_of
    ):
        return "union", _union_page(name, value, package)
    if origin is typing.Literal or hasattr(package.generated, f"Known{name}"):
        return "enum", _enum_page(name, value, package)
    if origin in (typing.Union, types.UnionType):
        return "union", _union_page(name, value, package)
    return "alias", _enum_page(name, value, package)


# ----------------------------------------------------------------------- hand-written names


def _group(obj: Any, name: str) -> tuple[str, str]:
    module = getattr(obj, "__module__", None) if not _is_value(obj) else None
    if name in VALUE_DOCS or module is None:
        return "constants", "Versions and tables"
    for prefix, page, title in GROUPS:
        if module == prefix or module.startswith(prefix + "."):
            return page, title
    return "constants", "Versions and tables"


def _is_value(obj: Any) -> bool:
    return not (inspect.isclass(obj) or callable(obj))


def _signature(obj: Any, package: Package | None = None) -> str:
    """The signature, type names qualified by the package so that Sphinx links each to the
    right version's page (`python_use_unqualified_type_names` prints them short)."""
    try:
        text = str(inspect.signature(obj)).replace("'", "")
    except (TypeError, ValueError):
        return "(...)"
    if package is None:
        return text

    def qualify(match: re.Match[str]) -> str:
        word = match.group(0)
        before = text[max(0, match.start() - 1)]
        if word in package.module.__all__ and before not in ".=":
            return f"{package.name}.{word}"
        return word

    return _IDENT.sub(qualify, text)


def _members_of(cls: type) -> Iterator[tuple[str, Any]]:
    """Public methods and properties a class defines itself (not msgspec's or object's)."""
    for name, value in vars(cls).items():
        if name.startswith("_"):
            continue
        if isinstance(value, (staticmethod, classmethod)):
            yield name, value.__func__
        elif inspect.isfunction(value) or isinstance(value, property):
            yield name, value


def _runtime_entry(name: str, obj: Any, package: Package) -> str:
    options = {"module": package.name}
    if inspect.isclass(obj):
        body = _docstring(obj) or "(no docstring)"
        bases = [
            b.__name__
            for b in obj.__bases__
            if b.__name__ in package.module.__all__ and getattr(package.module, b.__name__) is b
        ]
        if bases:
            body += "\n\nAlso has the methods of " + ", ".join(f"`{b}`" for b in bases) + "."
        for member, value in _members_of(obj):
            doc = _docstring(value.fget if isinstance(value, property) else value)
            if isinstance(value, property):
                body += "\n\n" + _fence("py:property", member, doc or "-", {}, 0)
            else:
                signature = _signature(value, package)
                body += "\n\n" + _fence("py:method", member + signature, doc or "-", {}, 0)
        signature = "" if issubclass(obj, BaseException) else _signature(obj, package)
        return _fence("py:class", name + signature, body, options, 1)
    if callable(obj) and not _is_value(obj):
        return _fence("py:function", name + _signature(obj, package), _docstring(obj), options, 0)
    text = VALUE_DOCS.get(name, "")
    short = repr(obj) if len(repr(obj)) < 80 else type(obj).__name__
    return _fence("py:data", name, f"{text}\n\nValue: `{short}`", options, 0)


def _same_as_v1(name: str, obj: Any) -> bool:
    v1 = importlib.import_module("acp_wire")
    return name in v1.__all__ and getattr(v1, name) is obj


# ------------------------------------------------------------------------------ the pages


def _methods_page(package: Package) -> str:
    rows = [
        "| method | kind | params | result | handled by | handler | status |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, spec in sorted(package.module.METHODS.items()):
        kinds, params, sides = [], [], []
        if spec.request is not None:
            kinds.append("request")
            params.append(_runtime_type(spec.request, package))
            sides.append(spec.side)
        if spec.notification is not None:
            kinds.append("notification")
            params.append(_runtime_type(spec.notification, package))
            sides.append(spec.notification_side or spec.side)
        result = _runtime_type(spec.response, package) if spec.response is not None else "-"
        rows.append(
            f"| `{name}` | {' and '.join(kinds)} | {' / '.join(params)} | {result} "
            f"| {' / '.join(dict.fromkeys(sides))} | `{spec.handler}` "
            f"| {'draft' if spec.draft else 'stable'} |"
        )
    intro = (
        f"Every JSON-RPC method of `{package.name}.METHODS`, from the schema's `x-method` and "
        "`x-side`. *Handled by* is the side that receives the method (`protocol`: the "
        "connection itself); *handler* is the method name on the `Agent` or `Client` protocol. "
        "A draft method is absent from the stable schema."
    )
    return f"# Methods ({package.folder})\n\n{intro}\n\n" + "\n".join(rows) + "\n"


def build_pages(package: Package) -> dict[str, str]:
    """Every page of one package: relative path -> MyST Markdown."""
    pages: dict[str, str] = {}
    rows: dict[str, list[str]] = {}
    for name in sorted(package.type_names):
        kind, page = type_page(name, package)
        # Out of the navigation tree (the index links each): a sidebar of 600 entries on
        # every page would make the build quadratic.
        back = f"\n[All names of `{package.name}`](index.md)\n"
        pages[f"{name}.md"] = "---\norphan: true\n---\n\n" + page + back
        value = getattr(package.generated, name)
        summary = _first_sentence(
            _docstring(value) if isinstance(value, type) else _docstring_of_alias(name, package)
        )
        rows.setdefault(kind, []).append(f"| [{name}]({name}.md) | {summary} |")

    groups: dict[str, tuple[str, list[str]]] = {}
    for name in sorted(set(package.module.__all__) - package.type_names):
        obj = getattr(package.module, name)
        page, title = _group(obj, name)
        if package.folder != "v1" and _same_as_v1(name, obj):
            v1_page = f"../v1/api-{_group(obj, name)[0]}.md"
            entry = f"## `{name}`\n\nThe same object as [`acp_wire.{name}`]({v1_page}).\n"
        else:
            entry = _runtime_entry(name, obj, package)
        groups.setdefault(page, (title, []))[1].append(entry)
    for page, (title, entries) in sorted(groups.items()):
        pages[f"api-{page}.md"] = f"# {title} ({package.folder})\n\n" + "\n".join(entries)

    pages["methods.md"] = _methods_page(package)
    toc = sorted(p.removesuffix(".md") for p in pages if p.startswith(("api-", "methods")))
    index = [
        f"# {package.title}",
        "",
        f"Generated from the schema of {package.module.SCHEMA_VERSION} "
        f"(sha256 `{package.module.SCHEMA_SHA256[:16]}…`) when the site is built: every name "
        f"of `{package.name}.__all__`.",
        "",
        "```{toctree}",
        ":hidden:",
        ":titlesonly:",
        "",
        *toc,
        "```",
        "",
        "## Functions, classes and tables",
        "",
        *(
            f"- [{title}](api-{page}.md)"
            for page, (title, _) in sorted(groups.items(), key=lambda g: g[1][0])
        ),
        "- [Methods](methods.md): every JSON-RPC method, its params, result and side",
    ]
    for kind in ("struct", "union", "enum", "known values", "unknown variant", "alias"):
        if kind in rows:
            index += ["", f"## Types: {kind}", "", "| name | what |", "| --- | --- |", *rows[kind]]
    pages["index.md"] = "\n".join(index) + "\n"
    return pages


def write_reference(directory: Path) -> list[str]:
    """Write the reference under `directory` (one folder per package), touching only pages
    whose text changed and removing stale ones; returns the public names documented."""
    documented: list[str] = []
    for name, folder, title in PACKAGES:
        package = load(name, folder, title)
        pages = build_pages(package)
        target = directory / folder
        target.mkdir(parents=True, exist_ok=True)
        for stale in set(p.name for p in target.glob("*.md")) - set(pages):
            (target / stale).unlink()
        for relative, text in pages.items():
            path = target / relative
            if not path.exists() or path.read_text() != text:
                path.write_text(text)
        documented += [f"{name}.{n}" for n in package.module.__all__]
    return documented


def setup(app: Any) -> dict[str, Any]:
    """Sphinx hook: regenerate the reference before the sources are read."""

    def generate(app: Any) -> None:
        write_reference(Path(app.srcdir) / "reference")

    app.connect("builder-inited", generate)
    return {"parallel_read_safe": True, "parallel_write_safe": True}


__all__: list[str] = ["build_pages", "load", "setup", "type_page", "write_reference"]
