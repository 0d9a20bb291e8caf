"""Dependencies run one way: generated → runtime → connection → remote/tools. Generated code
imports only modules that never import generated code; the runtime (`_codec`, `_rpc`) and
`connection/` never import a version, the tools or `remote/`; `src/acp_wire` has no import
cycle. The graph is read from the source with `ast`:
every `import` statement that can run counts, those inside functions included; those under
`if TYPE_CHECKING:` never run, and type checkers read them without importing anything."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "acp_wire"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def is_generated(module: str) -> bool:
    return "._generated" in f".{module}" or module.endswith("_generated")


# The version-neutral generated package (what every version shares, the table of versions):
# below the runtime, it imports nothing of the package when it runs.
SHARED = "acp_wire._generated"


def is_versions_generated(module: str) -> bool:
    """Generated code of one protocol version (`acp_wire.vN._generated`)."""
    return is_generated(module) and not (module == SHARED or module.startswith(SHARED + "."))


def resolve(module: str, level: int, target: str | None) -> str:
    """The absolute name of `from <level dots><target>` inside `module`."""
    if level == 0:
        return target or ""
    path = MODULES[module]
    base = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, target] if target else base)


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under `if TYPE_CHECKING:` (not its `else:`)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in {
            "TYPE_CHECKING",
            "typing.TYPE_CHECKING",
        }:
            for child in node.body:
                skipped |= {id(n) for n in ast.walk(child)}
    return skipped


def imports_of(module: str, *, typing_too: bool = False) -> Iterator[str]:
    """The modules of this package that `module` imports, anywhere in its body (and with
    `typing_too`, under `if TYPE_CHECKING:` as well: what a type checker reads)."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    skipped = set() if typing_too else _type_checking_only(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            source = resolve(module, node.level, node.module)
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in MODULES:
                    yield submodule  # `from . import rules`: the module itself
                elif source in MODULES:
                    yield source


GRAPH = {module: set(imports_of(module)) - {module} for module in MODULES}


def reach(start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in GRAPH[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_the_graph_sees_function_level_imports() -> None:
    """The reader follows imports inside functions (the binding loads its messages so)."""
    assert "acp_wire.v1._generated.messages" in GRAPH["acp_wire.v1._generated.binding"]
    assert "acp_wire.v1._generated.rules" in GRAPH["acp_wire.v1._generated.binding"]
    assert "acp_wire._generated.versions" in GRAPH["acp_wire.bindings"]


RUNTIME = ("acp_wire._codec", "acp_wire._rpc", "acp_wire.connection")
ABOVE_THE_RUNTIME = (
    "acp_wire.tools",
    "acp_wire.remote",
    "acp_wire.v1",
    "acp_wire.v2",
    "acp_wire.otel",
    "acp_wire.mcp",
    "acp_wire.proxy",
    "acp_wire.sessions",
    "acp_wire.registry",
)


def _under(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_the_runtime_and_the_connection_never_import_a_version_the_tools_or_remote() -> None:
    """What `connection/` and the private runtime reach, at any depth, holds no version's
    generated code (each version hands them its binding), no tool and nothing remote."""
    problems = []
    for module in MODULES:
        if not _under(module, RUNTIME) or module == "acp_wire.connection":
            continue  # the face `acp_wire.connection` loads version 1's names by string
        reached = sorted(m for m in reach(module) if _under(m, ABOVE_THE_RUNTIME))
        if reached:
            problems.append(f"{module} -> ... -> {reached[0]}")
    assert problems == []


def test_generated_code_imports_only_modules_that_never_import_generated_code() -> None:
    """A version's generated code imports only modules that never import a version's generated
    code (the shared generated package is below them all: see the next test)."""
    problems = []
    for module in MODULES:
        if not is_generated(module):
            continue
        for runtime in sorted(m for m in GRAPH[module] if not is_generated(m)):
            reached = sorted(m for m in reach(runtime) if is_versions_generated(m))
            if reached:
                problems.append(f"{module} -> {runtime} -> ... -> {reached[0]}")
    assert problems == []


def test_the_shared_generated_package_imports_nothing_of_the_package() -> None:
    """`acp_wire._generated` (error codes and method names every version shares, the table of
    versions) sits below the runtime: it loads a version's binding by the module's name, on
    first use, so no version's package imports another's."""
    shared = [m for m in MODULES if m == SHARED or m.startswith(SHARED + ".")]
    assert sorted(shared) == [
        SHARED,
        *(f"{SHARED}.{n}" for n in ("error_codes", "methods", "versions")),
    ]
    assert {m: sorted(GRAPH[m] - {SHARED}) for m in shared} == {m: [] for m in shared}


def test_no_version_imports_another() -> None:
    """No arrow from one version into another: each version's generated connections find the
    other versions' bindings through the table of versions."""
    problems = [
        f"{module} -> {target}"
        for module in MODULES
        for target in GRAPH[module]
        for version in ("acp_wire.v1", "acp_wire.v2")
        if _under(module, (version,))
        and _under(target, ("acp_wire.v1", "acp_wire.v2"))
        and not _under(target, (version,))
    ]
    assert problems == []


def test_no_import_cycles() -> None:
    cycles = [sorted(m for m in reach(module) if module in reach(m)) for module in MODULES]
    circular = sorted({tuple(c) for c in cycles if c})
    assert circular == []


def test_no_version_is_picked_by_a_module_name_string() -> None:
    """Only the package faces load public names lazily by module name (through `_faces`, which
    also serves the old module paths; so that `acp_wire.connection`'s I/O-free modules import
    without asyncio); nothing else imports by string (a version is a binding, not a module
    path)."""
    by_string = sorted(
        module
        for module, path in MODULES.items()
        if "import_module(" in path.read_text(encoding="utf-8")
    )
    # `acp_wire.tools.remote` imports the user's `--app module:factory`, a name the user
    # gives on the command line; `acp_wire.bindings` loads a version's binding by the module the
    # generator's one table of versions names (`acp_wire._generated.versions`).
    assert by_string == ["acp_wire._faces", "acp_wire.bindings", "acp_wire.tools.remote"]


# What a reader and a type checker follow: every import, those under `if TYPE_CHECKING:` too.
TYPED_GRAPH = {module: set(imports_of(module, typing_too=True)) - {module} for module in MODULES}


def _cycles(graph: dict[str, set[str]], modules: set[str]) -> list[list[str]]:
    """The strongly connected components of more than one module of `graph` restricted to
    `modules` (Tarjan's algorithm): each is a circle of imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for nxt in sorted(graph[module] & modules):
            if nxt not in index:
                visit(nxt)
                low[module] = min(low[module], low[nxt])
            elif nxt in on_stack:
                low[module] = min(low[module], index[nxt])
        if low[module] == index[module]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(modules):
        if module not in index:
            visit(module)
    return sorted(found)


def test_no_import_cycle_among_hand_written_modules_type_only_ones_included() -> None:
    """A circle through an `if TYPE_CHECKING:` import is still a circle for a reader and a type
    checker: a module that needs another's type takes a small `Protocol` or a piece moved
    below both (`remote/_serving.ServingApp`, `tools/check/rules.CheckerState`)."""
    hand_written = {module for module in MODULES if not is_generated(module)}
    assert _cycles(TYPED_GRAPH, hand_written) == []


def test_the_cycle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph, set(graph)) == [["a", "b", "c"]]
    assert _cycles(graph, {"a", "b", "d"}) == []
