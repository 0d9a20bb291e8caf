"""One authority for every schema fact: the hand-written modules of `src/acp_wire` (generated
code and the examples aside) write no JSON-RPC/ACP error code, name at most five methods by a
string literal, and read a struct's tag only through `acp_wire._codec.members`. The facts are
read here from the schema JSON itself, and the modules with `ast`, so the rules stay true."""

from __future__ import annotations

import ast
import functools
import json
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "acp_wire"

# The error codes JSON-RPC 2.0 reserves (§5.1: -32768 to -32000), which ACP's `ErrorCode`s and
# MCP's own codes are drawn from.
RESERVED_CODES = range(-32768, -32000 + 1)

# Codes MCP defines and ACP's schemas do not: MCP's facts, named once, where MCP is spoken.
MCP_OWN_CODES = {
    ("mcp/constants.py", "HEADER_MISMATCH"),
    ("mcp/constants.py", "MISSING_REQUIRED_CLIENT_CAPABILITY"),
}

# `sessions/` is being rebuilt above the versions on a branch of its own, which takes its
# literals out; drop this exemption when it lands.
REBUILT_ELSEWHERE: tuple[str, ...] = ()

MAX_METHOD_LITERALS = 5

# The one module that reads msgspec's struct configuration for a tag (`struct_tag`).
TAG_READER = "_codec/members.py"


def hand_written(exempt: tuple[str, ...] = REBUILT_ELSEWHERE) -> Iterator[tuple[str, ast.AST]]:
    """(path relative to the package, syntax tree) of each hand-written module."""
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if "_generated" in rel.parts or rel.parts[0] in ("examples", *exempt):
            continue
        yield rel.as_posix(), ast.parse(path.read_text(encoding="utf-8"))


@functools.cache
def schema_methods() -> frozenset[str]:
    """Every method name (`x-method`) of every vendored schema."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("x-method"), str):
                found.add(node["x-method"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted((ROOT / "schema").glob("v*/schema*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return frozenset(found)


def _assigned_names(tree: ast.AST) -> dict[int, str]:
    """id of a value node -> the module-level name it is assigned to."""
    names: dict[int, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    for value in ast.walk(node.value):
                        names[id(value)] = target.id
    return names


def error_code_literals(tree: ast.AST) -> Iterator[tuple[int, int, str | None]]:
    """(line, value, the name it is assigned to) of each int literal in the reserved range."""
    names = _assigned_names(tree)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.UnaryOp)
            and isinstance(node.op, ast.USub)
            and isinstance(node.operand, ast.Constant)
            and type(node.operand.value) is int
            and -node.operand.value in RESERVED_CODES
        ):
            yield node.lineno, -node.operand.value, names.get(id(node))


def test_the_schemas_name_the_methods_this_test_looks_for() -> None:
    methods = schema_methods()
    assert {"initialize", "session/prompt", "$/cancel_request", "session/update"} <= methods


def test_no_error_code_is_written_by_hand() -> None:
    found = [
        f"{rel}:{line}: {value}"
        for rel, tree in hand_written()
        for line, value, name in error_code_literals(tree)
        if (rel, name) not in MCP_OWN_CODES
    ]
    assert found == []


def test_mcps_own_codes_are_named_once_and_are_not_acps() -> None:
    """MCP's codes sit in mcp/constants.py only, and no ACP schema lists their values."""
    acp_codes = {
        entry["const"]
        for path in sorted((ROOT / "schema").glob("v*/schema*.json"))
        for entry in json.loads(path.read_text(encoding="utf-8"))["$defs"]["ErrorCode"]["anyOf"]
        if "const" in entry
    }
    named = {
        (rel, name): value
        for rel, tree in hand_written()
        for _, value, name in error_code_literals(tree)
        if (rel, name) in MCP_OWN_CODES
    }
    assert set(named) == MCP_OWN_CODES
    assert not set(named.values()) & acp_codes


def method_literals(tree: ast.AST, methods: frozenset[str]) -> Iterator[tuple[int, str]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in methods:
            yield node.lineno, node.value


def test_at_most_five_string_literals_are_exactly_a_method_name() -> None:
    methods = schema_methods()
    found = [
        f"{rel}:{line}: {value!r}"
        for rel, tree in hand_written()
        for line, value in method_literals(tree, methods)
    ]
    assert len(found) <= MAX_METHOD_LITERALS, found


def test_a_structs_tag_is_read_only_by_the_codecs_helper() -> None:
    """No `__struct_config__` (attribute or `getattr` name) outside `_codec/members.py`."""
    found = [
        f"{rel}:{node.lineno}"
        for rel, tree in hand_written()
        if rel != TAG_READER
        for node in ast.walk(tree)
        if (isinstance(node, ast.Attribute) and node.attr == "__struct_config__")
        or (isinstance(node, ast.Constant) and node.value == "__struct_config__")
    ]
    assert found == []


def test_the_rules_see_what_they_look_for() -> None:
    """Each walk finds a planted fact: the rules are not vacuous."""
    planted = ast.parse(
        'CODE = -32601\nx = {"method": "session/prompt"}\ny = cls.__struct_config__.tag\n'
    )
    assert [(v, n) for _, v, n in error_code_literals(planted)] == [(-32601, "CODE")]
    assert list(method_literals(planted, schema_methods())) == [(2, "session/prompt")]
    assert any(
        isinstance(n, ast.Attribute) and n.attr == "__struct_config__" for n in ast.walk(planted)
    )
