"""A version's types and messages are packages of ordinary modules, each imported on the first
read of one of its names (codegen/split.py): importing the version imports none of them, a
first message imports what it reaches, and every class read alone is complete."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

import acp_wire
import acp_wire.v2
from acp_wire._codec.lazy import LazyTable

ROOT = Path(__file__).resolve().parents[2]

UPDATE = (
    '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":'
    '{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}'
)

COUNT_LOADED = """
import json, sys
import acp_wire, acp_wire.v2
from acp_wire._codec.base import AcpStruct
def loaded(version):
    package = f"acp_wire.{version}._generated."
    modules = [m for name, m in sys.modules.items() if name.startswith(package)]
    return sorted(
        n for m in modules for n, v in vars(m).items()
        if isinstance(v, type) and issubclass(v, AcpStruct) and v.__module__ == m.__name__
    )
before = {v: loaded(v) for v in ("v1", "v2")}
acp_wire.decode_message(sys.argv[1])
print(json.dumps({"before": before, "after": loaded("v1")}))
"""

EVERY_CLASS = """
import sys, typing, msgspec, importlib
from acp_wire._codec.base import AcpStruct
types = importlib.import_module(f"acp_wire.{sys.argv[1]}._generated.types")
count = 0
for name in types.__all__:
    value = getattr(types, name)
    if isinstance(value, type) and issubclass(value, AcpStruct):
        assert value.__qualname__ == value.__name__, name
        typing.get_type_hints(value, include_extras=True)
        msgspec.json.Decoder(value)
        count += 1
print(count)
"""


def _run(code: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True
    )
    return done.stdout


def test_import_creates_no_class_and_a_first_update_only_what_it_reaches() -> None:
    seen = json.loads(_run(COUNT_LOADED, UPDATE))
    assert seen["before"] == {"v1": [], "v2": []}
    after = set(seen["after"])
    assert {"SessionNotification", "AgentMessageChunk", "TextContent", "ToolCall"} <= after
    assert not {"InitializeRequest", "PromptRequest", "NewSessionResponse"} & after
    everything = json.loads(_run(COUNT_ALL))
    assert len(after) < everything / 3


COUNT_ALL = """
import acp_wire
from acp_wire._codec.base import AcpStruct
types = acp_wire.v1._generated.types
print(sum(1 for n in types.__all__ if isinstance(getattr(types, n), type)
          and issubclass(getattr(types, n), AcpStruct)))
"""


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_every_class_read_first_is_complete(version: str) -> None:
    """Read in a fresh interpreter, each class resolves its annotations and msgspec builds a
    decoder for it: the modules it needs came with it."""
    assert int(_run(EVERY_CLASS, version)) > 150


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_every_schema_type_is_read_from_the_types_package(version: str) -> None:
    """Each `$defs` name of the vendored schema that the face exports comes from a module of
    the package, named with its module's path (for pickle, reprs, documentation)."""
    schema = json.loads((ROOT / "schema" / version / "schema.unstable.json").read_text())
    package = getattr(acp_wire, version)._generated.types
    exported = set(package.__all__)
    names = [n for n in schema["$defs"] if n in exported]
    assert len(names) > len(schema["$defs"]) * 0.8
    for name in names:
        value = getattr(package, name)
        if isinstance(value, type) and issubclass(value, msgspec.Struct):
            assert value.__module__.startswith(package.__name__ + "._"), name
            # An alias of one class (`AvailableCommandInput`) leaves the class its own name.
            assert value.__qualname__ == value.__name__


def test_the_packages_have_no_stub_and_no_module_of_the_old_layout() -> None:
    for version in ("v1", "v2"):
        generated = ROOT / "src" / "acp_wire" / version / "_generated"
        assert not list(generated.rglob("*.pyi"))
        assert (generated / "types" / "__init__.py").exists()
        assert not (generated / "types.py").exists()


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


def test_a_deferred_binding_field_is_read_once_and_stays_frozen() -> None:
    binding = acp_wire.v2.BINDING
    first = binding.prompt_request
    assert first is acp_wire.v2.PromptRequest and binding.prompt_request is first
    with pytest.raises(AttributeError, match="frozen"):
        binding.prompt_request = None  # type: ignore[misc]
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        _ = binding.nothing  # type: ignore[attr-defined]
