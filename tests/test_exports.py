"""Each public face exports exactly what its submodules export, so its table of names loaded
on first use cannot drift from the modules it points at (websockets' `test_exports` is the
model): every name a face lists resolves, is the very object of the module it is taken from,
and that module lists it in its own `__all__`."""

from __future__ import annotations

import importlib
import warnings
from pathlib import Path
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


# Every public face: the package, each public module or package at its top, and each command of
# the tools (`acp-wire COMMAND` is `acp_wire.tools.COMMAND`).
FACES = (
    "acp_wire",
    "acp_wire.bindings",
    "acp_wire.capabilities",
    "acp_wire.connection",
    "acp_wire.helpers",
    "acp_wire.jsonrpc",
    "acp_wire.mcp",
    "acp_wire.mcp.constants",
    "acp_wire.otel",
    "acp_wire.proxy",
    "acp_wire.registry",
    "acp_wire.remote",
    "acp_wire.remote.uvicorn_ws",
    "acp_wire.rpc_errors",
    "acp_wire.sessions",
    "acp_wire.tools",
    "acp_wire.tools.check",
    "acp_wire.tools.cli",
    "acp_wire.tools.conduct",
    "acp_wire.tools.exits",
    "acp_wire.tools.html",
    "acp_wire.tools.reducer",
    "acp_wire.tools.registry",
    "acp_wire.tools.remote",
    "acp_wire.tools.replay",
    "acp_wire.tools.tap",
    "acp_wire.tools.transcript",
    "acp_wire.tools.validate",
    "acp_wire.v1",
    "acp_wire.v2",
)
# The faces of one protocol version each: the same name on two of them is each version's own
# (`acp_wire.SessionNotification` is v1's, `acp_wire.v2.SessionNotification` v2's).
# `acp_wire.jsonrpc` is the JSON-RPC layer of version 1, the package's own.
VERSION_FACES = {"acp_wire": 1, "acp_wire.v1": 1, "acp_wire.jsonrpc": 1, "acp_wire.v2": 2}


def test_the_faces_are_every_public_module_at_the_top_and_every_command() -> None:
    """Read from the tree, not from a face: what does not start with `_` at the top of the
    package (bar the examples, programs rather than an API) and in `tools/`."""
    from tests.support.paths import PACKAGE

    def public(folder: Path) -> set[str]:
        return {
            p.stem
            for p in folder.iterdir()
            if not p.name.startswith("_") and (p.suffix == ".py" or (p / "__init__.py").exists())
        }

    top = {f"acp_wire.{name}" for name in public(PACKAGE) - {"examples"}}
    tools = {f"acp_wire.tools.{name}" for name in public(PACKAGE / "tools")}
    assert {"acp_wire", *top, *tools, *DOCUMENTED_MODULES} == set(FACES)


# Public modules inside a package: the MCP-over-ACP transport's constants, and the class
# uvicorn's `--ws` option names (docs/remote.md).
DOCUMENTED_MODULES = ("acp_wire.mcp.constants", "acp_wire.remote.uvicorn_ws")


@pytest.mark.parametrize("face", FACES)
def test_every_face_has_all_and_every_name_in_it_resolves(face: str) -> None:
    module = importlib.import_module(face)
    names = module.__dict__.get("__all__")
    assert isinstance(names, list), f"{face} has no __all__"
    assert len(set(names)) == len(names)
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # no deprecated name is listed
        missing = [name for name in names if not hasattr(module, name)]
    assert missing == []
    assert set(names) <= set(dir(module))


def test_a_name_exported_by_two_faces_is_the_same_object() -> None:
    """websockets' rule: one name, one meaning. Faces of two protocol versions are the one
    exception: each version's schema has its own classes under the same names."""
    exported: dict[str, list[tuple[str, object]]] = {}
    for face in FACES:
        module = importlib.import_module(face)
        for name in module.__all__:
            exported.setdefault(name, []).append((face, getattr(module, name)))
    problems = []
    for name, owners in sorted(exported.items()):
        for i, (face, value) in enumerate(owners):
            for other, other_value in owners[i + 1 :]:
                versions = {VERSION_FACES.get(face), VERSION_FACES.get(other)}
                if None not in versions and len(versions) == 2:
                    continue  # v1's and v2's own
                if value is not other_value:
                    problems.append(f"{name}: {face}.{name} is not {other}.{name}")
    assert problems == []


def _deprecated_names() -> list[tuple[str, str]]:
    from acp_wire._faces import DEPRECATED_NAMES

    return [(face, name) for face, names in DEPRECATED_NAMES.items() for name in names]


@pytest.mark.parametrize(("face", "old"), _deprecated_names())
def test_a_renamed_name_warns_names_its_new_home_and_is_that_object(face: str, old: str) -> None:
    from acp_wire._faces import DEPRECATED_NAMES

    new_module, new_name = DEPRECATED_NAMES[face][old]
    module = importlib.import_module(face)
    assert old not in module.__all__
    with pytest.warns(DeprecationWarning, match=rf"^{face}\.{old} is deprecated: use "):
        value = getattr(module, old)
    assert value is getattr(importlib.import_module(new_module), new_name)


def test_the_renamed_collisions_of_issue_30() -> None:
    """The names that meant two things across faces, each old spelling still importable."""
    import acp_wire.mcp
    import acp_wire.proxy
    import acp_wire.rpc_errors
    import acp_wire.sessions
    import acp_wire.tools.reducer

    with pytest.warns(DeprecationWarning, match="open_mcp_session"):
        assert acp_wire.mcp.open_session is acp_wire.mcp.open_mcp_session  # type: ignore[attr-defined]
    assert acp_wire.mcp.open_mcp_session is not acp_wire.sessions.open_session
    with pytest.warns(DeprecationWarning, match="PassThroughProxy"):
        assert acp_wire.proxy.Proxy is acp_wire.proxy.PassThroughProxy  # type: ignore[attr-defined]
    assert acp_wire.proxy.PassThroughProxy is not acp_wire.Proxy
    with pytest.warns(DeprecationWarning, match="MessageRole"):
        assert acp_wire.tools.reducer.Role is acp_wire.tools.reducer.MessageRole  # type: ignore[attr-defined]
    for code in ("INVALID_PARAMS", "REQUEST_CANCELLED"):
        with pytest.warns(DeprecationWarning, match=rf"acp_wire\.mcp\.constants\.{code}"):
            value = getattr(acp_wire.mcp, code)
        assert value is getattr(acp_wire.rpc_errors, code)


def test_a_renamed_name_warns_at_the_users_line() -> None:
    """The warning names the line that read the old name, on a face with its own
    `__getattr__` (mcp's, which explains a missing extra) as on the others."""
    import acp_wire.mcp
    import acp_wire.proxy

    for face, old in ((acp_wire.mcp, "open_session"), (acp_wire.proxy, "Proxy")):
        with pytest.warns(DeprecationWarning) as caught:
            getattr(face, old)
        assert caught[0].filename == __file__, (face.__name__, caught[0].filename)
