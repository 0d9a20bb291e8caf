"""The generated types and messages modules build each definition on its first read
(acp_wire._codec.lazy): importing builds none, a first message builds what it reaches, and
every name read alone is complete, as the eager text (the `.pyi`) declares it."""

from __future__ import annotations

import ast
import functools
import importlib
import json
import pickle
import subprocess
import sys
import types
import typing
from pathlib import Path

import msgspec
import pytest

import acp_wire
import acp_wire.v2
from acp_wire._codec.base import AcpStruct
from acp_wire._codec.lazy import LazyMapping, LazyTable

GENERATED = {
    "v1": Path(acp_wire.v1.__file__).parent / "_generated",
    "v2": Path(acp_wire.v2.__file__).parent / "_generated",
}

UPDATE = (
    '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":'
    '{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}'
)

COUNT_BUILT = """
import json, sys
import acp_wire, acp_wire.v2
from acp_wire._codec.base import AcpStruct
def built(version):
    module = sys.modules.get(f"acp_wire.{version}._generated.types")
    return sorted(
        n for n, v in vars(module).items()
        if isinstance(v, type) and issubclass(v, AcpStruct) and v is not AcpStruct
    )
before = {v: built(v) for v in ("v1", "v2")}
messages_before = "acp_wire.v1._generated.messages" in sys.modules
acp_wire.decode_message(sys.argv[1])
print(json.dumps({"before": before, "messages_before": messages_before, "after": built("v1")}))
"""


def _public_structs(module: types.ModuleType) -> set[str]:
    return {
        name
        for name in module.__all__
        if isinstance(getattr(module, name), type) and issubclass(getattr(module, name), AcpStruct)
    }


def test_import_builds_no_class_and_a_first_update_only_what_it_reaches() -> None:
    done = subprocess.run(
        [sys.executable, "-c", COUNT_BUILT, UPDATE], capture_output=True, text=True, check=True
    )
    seen = json.loads(done.stdout)
    assert seen["before"] == {"v1": [], "v2": []}
    assert not seen["messages_before"]
    after = set(seen["after"])
    assert {"SessionNotification", "AgentMessageChunk", "TextContent", "ToolCall"} <= after
    assert not {"InitializeRequest", "PromptRequest", "NewSessionResponse"} & after
    everything = _public_structs(acp_wire.v1._generated.types)
    assert len(after) < len(everything) / 3


@functools.cache
def _code(path: Path) -> types.CodeType:
    return compile(path.read_text(encoding="utf-8"), str(path), "exec")


def _fresh(version: str, module: str) -> types.ModuleType:
    """A new copy of a generated module, run from its file: nothing of it built yet."""
    path = GENERATED[version] / f"{module}.py"
    fresh = types.ModuleType(f"acp_wire.{version}._generated._fresh_{module}")
    fresh.__package__ = f"acp_wire.{version}._generated"
    fresh.__file__ = str(path)
    sys.modules[fresh.__name__] = fresh
    exec(_code(path), fresh.__dict__)
    return fresh


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_every_class_read_alone_is_complete(version: str) -> None:
    """Read first in a fresh module, each class resolves all its annotations in the module and
    msgspec builds a decoder for it: what it refers to was built with it."""
    names = sorted(_public_structs(getattr(acp_wire, version)._generated.types))
    assert len(names) > 150
    for name in names:
        fresh = _fresh(version, "types")
        try:
            cls = getattr(fresh, name)
            assert cls.__module__ == fresh.__name__
            # An alias of one class (`AvailableCommandInput`) leaves the class its own name.
            assert cls.__qualname__ == cls.__name__
            typing.get_type_hints(cls, include_extras=True)
            msgspec.json.Decoder(cls)
        finally:
            del sys.modules[fresh.__name__]


def _declared(stub: Path) -> dict[str, list[str] | None]:
    """The stub's module-level definitions: a class's annotated fields in order (None for any
    other definition), each read from the eager text."""
    found: dict[str, list[str] | None] = {}

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.If):
                visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.ClassDef):
                found[node.name] = [
                    s.target.id
                    for s in node.body
                    if isinstance(s, ast.AnnAssign)
                    and isinstance(s.target, ast.Name)
                    and "ClassVar" not in ast.unparse(s.annotation)
                ]
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        found.setdefault(target.id, None)

    visit(ast.parse(stub.read_text(encoding="utf-8")).body)
    return found


@pytest.mark.parametrize("version", ["v1", "v2"])
@pytest.mark.parametrize("module", ["types", "messages"])
def test_the_module_defines_what_its_stub_declares(version: str, module: str) -> None:
    live = importlib.import_module(f"acp_wire.{version}._generated.{module}")
    declared = _declared(GENERATED[version] / f"{module}.pyi")
    type_only = {"TypeAlias", "decode_message"}  # names the stub declares for checkers only
    for name, fields in declared.items():
        if name in type_only:
            continue
        value = getattr(live, name)
        if fields is not None and isinstance(value, type) and issubclass(value, msgspec.Struct):
            own = [f for f in value.__struct_fields__ if f in fields]
            assert own == fields, name


def test_a_decoded_struct_pickles_by_its_module_path() -> None:
    note = acp_wire.decode_message(UPDATE)
    assert pickle.loads(pickle.dumps(note.params)) == note.params


def test_a_lazy_table_builds_each_value_once_on_lookup() -> None:
    made: list[str] = []

    def make(entry: str) -> str:
        made.append(entry)
        return entry.upper()

    table: LazyTable[str, str] = LazyTable({"a": "x", "b": "y"}, make)
    assert list(table) == ["a", "b"] and len(table) == 2 and "a" in table and "c" not in table
    assert made == []
    assert table["a"] == "X" and table["a"] == "X" and table.get("c") is None
    assert made == ["x"]
    with pytest.raises(KeyError):
        table["c"]
    assert dict(table.items()) == {"a": "X", "b": "Y"} and made == ["x", "y"]


def test_a_lazy_mapping_is_made_on_first_use() -> None:
    calls: list[int] = []
    mapping = LazyMapping(lambda: calls.append(1) or {1: "one"})
    assert calls == []
    assert mapping[1] == "one" and mapping.get(2) is None and list(mapping) == [1]
    assert calls == [1]


def test_a_deferred_binding_field_is_read_once_and_stays_frozen() -> None:
    binding = acp_wire.v2.BINDING
    first = binding.prompt_request
    assert first is acp_wire.v2.PromptRequest and binding.prompt_request is first
    with pytest.raises(AttributeError, match="frozen"):
        binding.prompt_request = None  # type: ignore[misc]
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        _ = binding.nothing  # type: ignore[attr-defined]
