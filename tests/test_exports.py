"""Each public face exports exactly what its submodules export, so its table of names loaded
on first use cannot drift from the modules it points at (websockets' `test_exports` is the
model): every name a face lists resolves, is the very object of the module it is taken from,
and that module lists it in its own `__all__`."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

import acp_wire
import acp_wire.connection
import acp_wire.v1
import acp_wire.v2
from acp_wire import helpers

# A face and the table it loads names from (name -> defining module).
LAZY_FACES = {
    "acp_wire": acp_wire._LAZY,  # pyright: ignore[reportPrivateUsage]
    "acp_wire.v1": acp_wire.v1.LAZY_NAMES,
    "acp_wire.v2": acp_wire.v2.LAZY_NAMES,
    "acp_wire.connection": acp_wire.connection._LAZY,  # pyright: ignore[reportPrivateUsage]
}
# Names a version's face takes from its binding's JSON-RPC layer, not from a module.
BOUND = {"JSONRPC", "decode_message", "handler_params"}


def _exported(module: ModuleType) -> set[str]:
    names = getattr(module, "__all__", None)
    if names is None:  # a generated module without `__all__`: its public names
        return {n for n in vars(module) if not n.startswith("_")}
    return set(names)


@pytest.mark.parametrize("face", sorted(LAZY_FACES))
def test_every_lazy_name_is_exported_by_the_module_it_comes_from(face: str) -> None:
    problems = []
    for name, module_name in LAZY_FACES[face].items():
        if name in BOUND:
            continue
        module = importlib.import_module(module_name)
        if name not in _exported(module):
            problems.append(f"{face}.{name}: not in {module_name}.__all__")
        elif getattr(importlib.import_module(face), name) is not getattr(module, name):
            problems.append(f"{face}.{name} is not {module_name}.{name}")
    assert problems == []


@pytest.mark.parametrize("face", ["acp_wire", "acp_wire.v1", "acp_wire.v2", "acp_wire.connection"])
def test_every_listed_name_resolves_and_dir_shows_it(face: str) -> None:
    module = importlib.import_module(face)
    missing = [name for name in module.__all__ if getattr(module, name, None) is None]
    assert missing == []
    assert set(module.__all__) <= set(dir(module))


def test_acp_wire_is_exactly_version_1_and_the_helpers() -> None:
    assert set(acp_wire.__all__) == set(acp_wire.v1.__all__) | set(helpers.__all__)
    for name in acp_wire.v1.__all__:
        assert getattr(acp_wire, name) is getattr(acp_wire.v1, name), name


@pytest.mark.parametrize("version", [acp_wire.v1, acp_wire.v2])
def test_a_version_face_is_its_types_tables_and_lazy_names(version: ModuleType) -> None:
    """A version's face: every generated type, every connection preset, its lazy names, and the
    shared codec names; nothing else."""
    generated = importlib.import_module(f"{version.__name__}._generated.types")
    connections = importlib.import_module(f"{version.__name__}._generated.connections")
    shared = {
        "BINDING",
        "METHODS",
        "PROTOCOL_VERSION",
        "SCHEMA_SHA256",
        "SCHEMA_VERSION",
        "UNSET",
        "Binding",
        "DecodeError",
        "MethodSpec",
        "Repair",
        "UnknownVariant",
        "UnsetType",
        "decode",
        "decode_report",
        "encode",
        "encode_into",
        "to_builtins",
    }
    expected = set(generated.__all__) | set(version.LAZY_NAMES) | BOUND | shared
    assert set(version.__all__) == expected
    assert set(connections.__all__) <= set(version.__all__)


def test_both_versions_export_the_same_non_type_names() -> None:
    """v1 and v2 have the same shape: apart from their schemas' types and the message classes
    a version's face exports besides, the same names."""

    def shape(version: ModuleType) -> set[str]:
        generated = importlib.import_module(f"{version.__name__}._generated.types")
        return set(version.__all__) - set(generated.__all__)

    assert shape(acp_wire.v1) - {"SessionUpdateMessage"} == shape(acp_wire.v2)


def test_remote_exports_its_modules_names() -> None:
    import acp_wire.remote as remote

    table = remote._LAZY  # pyright: ignore[reportPrivateUsage]
    for name, module_name in table.items():
        module = importlib.import_module(module_name)
        assert name in module.__all__, (name, module_name)
        assert getattr(remote, name) is getattr(module, name)
