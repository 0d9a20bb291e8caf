"""The run-time form of a generated module whose definitions are built on first use, and
its stub.

The types and messages modules are rendered eagerly, as a reader expects them. `lazify` turns
that text into the `.py` that runs: each class, and each assignment that refers to one, moves
into a builder function, listed with the names it refers to, and `acp_wire._codec.lazy.install`
builds it on its first read. Everything else (imports, constants, `__all__`) stays as it is.
Only what runs is kept: `if TYPE_CHECKING:` blocks are left to the stub, their `else:`
branches stand on their own. `stubify` makes the `.pyi` of the same text, for type checkers.

The references are read off the definition's syntax tree (annotations included, which the
module postpones), so the list is exact for what the generator prints, and this pass knows
nothing of the schema.
"""

from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass

from .errors import SchemaError, SchemaErrors


@dataclass(frozen=True)
class _Definition:
    name: str
    source: str  # the statement's text, dedented
    refs: frozenset[str]  # every name it reads
    # A class's own annotations: (attribute, the expression's text), evaluated by the builder
    # once the names they read exist (see `_builder`).
    annotations: tuple[tuple[str, str], ...] = ()


def lazify(source: str, *, module: str, runtime_lazy: str, lazy_imports: frozenset[str]) -> str:
    """The lazy run-time text of the eager module `source` (named `module` in errors).

    `runtime_lazy` is the import path of `acp_wire._codec.lazy` as the module imports its
    runtime; `lazy_imports` are the sibling modules (`from .types import ...`) that are lazy
    themselves: their names are read from them when a definition here needs them."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    imports: list[str] = []  # the module's docstring, then its imports
    eager: list[str] = []
    imported: dict[str, str] = {}  # name -> the sibling module it comes from
    definitions: list[_Definition] = []
    lazy_names: set[str] = set()

    def problem(node: ast.AST, detail: str) -> SchemaErrors:
        line = getattr(node, "lineno", 0)
        return SchemaErrors([SchemaError(f"(generated {module}, line {line})", detail)])

    def text_of(node: ast.stmt) -> str:
        first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
        assert node.end_lineno is not None
        return textwrap.dedent("".join(lines[first - 1 : node.end_lineno]))

    def visit(statements: list[ast.stmt]) -> None:
        for node in statements:
            if isinstance(node, ast.If) and _is_type_checking(node.test):
                visit(node.orelse)  # the body is for type checkers only: the .pyi has it
                continue
            if isinstance(node, ast.If) and _is_not_type_checking(node.test):
                visit(node.body)
                continue
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module in lazy_imports:
                for alias in node.names:
                    imported[alias.asname or alias.name] = node.module
                continue
            refs = frozenset(_names_read(node))
            name = _defined_name(node)
            if isinstance(node, ast.ClassDef) or (
                name is not None and refs & (lazy_names | imported.keys())
            ):
                assert name is not None
                annotations = _annotations(node, lines) if isinstance(node, ast.ClassDef) else ()
                definitions.append(_Definition(name, text_of(node), refs, annotations))
                lazy_names.add(name)
                continue
            if refs & (lazy_names | imported.keys()):
                raise problem(node, "a statement that is not a definition reads a lazy name")
            leading = isinstance(node, ast.Import | ast.ImportFrom) or node is tree.body[0]
            (imports if leading else eager).append(text_of(node))

    visit(tree.body)
    known = lazy_names | imported.keys()
    # The header comment (what generated the module, from which schema) comes first.
    header = lines[: tree.body[0].lineno - 1] if tree.body else []
    out = [
        "".join(header),
        "# The run-time form: each definition is built on its first read (codegen/lazify.py);\n"
        "# type checkers and readers take the `.pyi` beside this file, its eager form.\n",
        "".join(imports),
    ]
    for sibling in sorted(set(imported.values())):
        out.append(f"from . import {sibling} as _{sibling}_module\n")
    out.append(f"from {runtime_lazy} import install as _install_lazy_names\n\n")
    out.append("".join(eager))
    for d in definitions:
        out.append(_builder(d))
    out.append("\n\n__getattr__, __dir__ = _install_lazy_names(\n    globals(),\n    {\n")
    for d in definitions:
        refs = sorted((d.refs & known) - {d.name})
        listed = "".join(f"{r!r}, " for r in refs)
        out.append(f"        {d.name!r}: (_build_{d.name}, ({listed})),\n")
    out.append("    },\n")
    if imported:
        out.append("    {\n")
        for name, sibling in sorted(imported.items()):
            out.append(f"        {name!r}: _{sibling}_module.__name__,\n")
        out.append("    },\n")
    out.append(")\n")
    return "".join(out)


def _builder(d: _Definition) -> str:
    """The builder of one definition. A class's builder is a generator: it yields the class,
    then, resumed once the walk has built every name the class refers to, gives its annotations
    their values from compiled expressions. The module's postponed annotations are strings,
    which msgspec or `typing.get_type_hints` would otherwise compile at run time, one by one."""
    lines = [f"\n\ndef _build_{d.name}():\n", textwrap.indent(d.source, "    ")]
    if not d.annotations:
        lines.append(f"    return {d.name}\n")
        return "".join(lines)
    lines.append(f"    yield {d.name}\n")
    lines.append(f"    {d.name}.__annotations__.update(\n        {{\n")
    for attribute, expression in d.annotations:
        lines.append(f"            {attribute!r}: {expression},\n")
    lines.append("        }\n    )\n")
    return "".join(lines)


def _annotations(node: ast.ClassDef, lines: list[str]) -> tuple[tuple[str, str], ...]:
    found = []
    for statement in node.body:
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            text = _segment(lines, statement.annotation)
            found.append((statement.target.id, f"({text})" if "\n" in text else text))
    return tuple(found)


def _segment(lines: list[str], node: ast.expr) -> str:
    """The source text of `node` (`ast.get_source_segment` splits the whole module per call,
    which makes a module of thousands of annotations take minutes)."""
    assert node.end_lineno is not None and node.end_col_offset is not None
    # Offsets count UTF-8 bytes.
    chosen = [line.encode("utf-8") for line in lines[node.lineno - 1 : node.end_lineno]]
    chosen[-1] = chosen[-1][: node.end_col_offset]
    chosen[0] = chosen[0][node.col_offset :]
    return b"".join(chosen).decode("utf-8")


def stubify(source: str) -> str:
    """The eager module `source` as a stub: each function's body (after its docstring) is
    `...`, since a stub declares what a body would compute."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    cuts: list[tuple[int, int, str]] = []  # (first line, last line, indentation), 1-based
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        body = node.body
        if _is_docstring(body[0]):
            body = body[1:]
        if not body or body[0].lineno == node.lineno:
            continue  # a docstring alone, or a body on the `def` line (`: ...`)
        if len(body) == 1 and _is_ellipsis(body[0]):
            continue
        first = body[0].lineno
        indent = lines[first - 1][: len(lines[first - 1]) - len(lines[first - 1].lstrip())]
        assert body[-1].end_lineno is not None
        cuts.append((first, body[-1].end_lineno, indent))
    for first, last, indent in sorted(cuts, reverse=True):
        lines[first - 1 : last] = [f"{indent}...\n"]
    return "".join(lines)


def _is_docstring(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def _is_ellipsis(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and (node.value.value is Ellipsis)
    )


def _is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


def _is_not_type_checking(test: ast.expr) -> bool:
    return (
        isinstance(test, ast.UnaryOp)
        and isinstance(test.op, ast.Not)
        and _is_type_checking(test.operand)
    )


def _defined_name(node: ast.stmt) -> str | None:
    """The one module name a class or a plain assignment defines (None for anything else)."""
    if isinstance(node, ast.ClassDef):
        return node.name
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        target = node.targets[0]
        return target.id if isinstance(target, ast.Name) else None
    if isinstance(node, ast.AnnAssign) and node.value is not None:
        return node.target.id if isinstance(node.target, ast.Name) else None
    return None


def _names_read(node: ast.AST) -> set[str]:
    """Every bare name `node` reads, in code and in (postponed) annotations alike."""
    return {
        child.id
        for child in ast.walk(node)  # annotations are nodes of the tree like any expression
        if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Load)
    }
