"""Which module of a version's `types` package each type is printed into.

A process's first message needs a few dozen of a version's hundreds of types, and creating a
msgspec Struct class costs about 12 µs; `acp-wire serve` starts one agent process per
connection, so each connection would pay for every class of an eager module. The types are
therefore split into ordinary modules along the IR's reference graph ("type A's fields name type
B"), grouped by the methods that reach them: two types share a module exactly when the same
set of methods (and JSON-RPC's own `Error` and `RequestId`) reaches both. Loading the types of a
method then loads the modules of what it reaches and nothing else, and the modules import one
another without a cycle: what A refers to is reached by every method that reaches A, and more,
so it is in A's module or in a module A imports. A cycle of references is reached by the same
methods throughout, so it never crosses modules.

Definitions that reach no class (string and number aliases, enums, their `Known<Enum>` values)
cost nothing to create: they share one module, `_values`, whatever reaches them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .ir import Model

# The module of the definitions that reach no class.
VALUES = "_values"
# The module of `RESOLVED_UNIONS`, which names every resolved union.
RESOLVED = "_resolved_unions"
# What the JSON-RPC layer itself reads of every version: `WireResponse`'s fields.
JSONRPC_ROOTS = ("Error", "RequestId")


@dataclass(frozen=True)
class Split:
    """Every named type of the model -> the module (`_session_update`) it is printed into,
    and each module's methods (for its docstring)."""

    module_of: dict[str, str]
    methods_of: dict[str, tuple[str, ...]]


def references(model: Model, name: str) -> set[str]:
    """The named types the definition `name` refers to (fields, base, members, target)."""
    if name in model.structs:
        s = model.structs[name]
        found = {r for f in s.fields for r in f.type.refs()}
        return found | ({s.base} if s.base else set())
    if name in model.unions:
        u = model.unions[name]
        return {v.type_name for v in u.variants} | {r for t in u.members for r in t.refs()}
    if name in model.aliases:
        return model.aliases[name].target.refs()
    return set()  # an enum


def reached(model: Model, roots: Iterable[str | None]) -> set[str]:
    """Every named type the types `roots` refer to, directly or not, themselves included."""
    seen: set[str] = set()
    stack = [r for r in roots if r]
    while stack:
        name = stack.pop()
        if name not in seen:
            seen.add(name)
            stack.extend(references(model, name))
    return seen


def split(model: Model) -> Split:
    names = [*model.structs, *model.unions, *model.enums, *model.aliases]
    classes = {n for n in names if n in model.structs or _has_unknown(model, n)}
    users: dict[str, set[str]] = {n: set() for n in names}  # type -> methods that reach it
    roots = {m.name: (m.request, m.response, m.notification) for m in model.methods.values()}
    for method, types in [*roots.items(), ("", JSONRPC_ROOTS)]:
        for name in reached(model, types) & users.keys():
            users[name].add(method)
    groups: dict[frozenset[str], list[str]] = {}
    for name in names:
        if reached(model, [name]) & classes:
            groups.setdefault(frozenset(users[name]), []).append(name)
    module_of = {n: VALUES for n in names}
    methods_of: dict[str, tuple[str, ...]] = {VALUES: ()}
    rank = {n: i for i, n in enumerate(model.schema_names)}
    for methods, members in sorted(groups.items(), key=lambda g: sorted(g[0])):
        module = _module_name(model, methods, members, rank)
        if module in methods_of:
            raise ValueError(f"two groups of types would share the module {module}")
        methods_of[module] = tuple(sorted(m for m in methods if m))
        module_of.update(dict.fromkeys(members, module))
    return Split(module_of, methods_of)


def _has_unknown(model: Model, name: str) -> bool:
    union = model.unions.get(name)
    return union is not None and union.unknown_name is not None


def _module_name(
    model: Model, methods: frozenset[str], members: list[str], rank: dict[str, int]
) -> str:
    """A method's own types are named after it (`session/update` -> `_session_update`); types
    several methods share, after the first of them no other member refers to, in schema
    order (`_content_block`)."""
    if len(methods) == 1 and "" not in methods:
        (method,) = methods
        return "_" + re.sub(r"\W+", "_", method).strip("_")
    inner = set(members)
    referred = {r for m in members for r in references(model, m)} & inner
    principal = min(
        [m for m in members if m not in referred] or members,
        key=lambda m: (m not in model.structs, rank.get(m, len(rank)), m),
    )
    return "_" + re.sub(r"(?<!^)(?=[A-Z])", "_", principal).lower()
