"""What the package faces share: names loaded on first use, and the one table of the names and
module paths that moved or were renamed after 0.1.0, which keep working with a
`DeprecationWarning` naming their new home.

A face's `__getattr__` comes from `lazy_names`, so importing it stays cheap (the connection
needs asyncio, the remote transports their extra, the JSON-RPC layer its message classes). The
old module paths (`acp_wire.state`, `acp_wire.connection.stdio_transport`, ...) are served by
an import hook installed when `acp_wire` is imported: importing one warns and gives a module
that forwards every attribute to the new home.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import types
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    import importlib.abc

# Face -> deprecated name -> (the module defining it now, its name there).
DEPRECATED_NAMES: Mapping[str, Mapping[str, tuple[str, str]]] = {
    "acp_wire.connection": {
        # Version 1's classes, which the face of a version-free package no longer names.
        **{
            name: ("acp_wire.v1", name)
            for name in (
                "Agent",
                "AgentPeer",
                "AgentSideConnection",
                "Client",
                "ClientPeer",
                "ClientSideConnection",
                "Connection",
                "connect_stdio",
                "run_agent",
                "spawn_agent",
            )
        },
        "ConnectionProtocol": ("acp_wire._rpc.binding", "Binding"),
        "PROTOCOL_V1": ("acp_wire.v1", "BINDING"),
        "StdioTransport": ("acp_wire.connection.lines", "LineTransport"),
    },
    "acp_wire.v2": {"PROTOCOL": ("acp_wire.v2", "BINDING")},
}

# Old module path -> (the module now, {old name there: new name}).
DEPRECATED_MODULES: Mapping[str, tuple[str, Mapping[str, str]]] = {
    "acp_wire.cli": ("acp_wire.tools.cli", {}),
    "acp_wire.conformance": ("acp_wire.tools.check", {}),
    "acp_wire.replay": ("acp_wire.tools.replay", {}),
    "acp_wire.replay_html": ("acp_wire.tools.html.page", {}),
    "acp_wire.safe_markdown": ("acp_wire.tools.html.markdown", {}),
    "acp_wire.state": ("acp_wire.tools.reducer", {}),
    "acp_wire.tap": ("acp_wire.tools.tap", {}),
    "acp_wire.transcript": ("acp_wire.tools.transcript", {}),
    "acp_wire.validate": ("acp_wire.tools.validate", {}),
    "acp_wire.connection.protocol": (
        "acp_wire.v1",
        {"ConnectionProtocol": "Binding", "PROTOCOL_V1": "BINDING"},
    ),
    "acp_wire.connection.stdio_transport": (
        "acp_wire.connection.lines",
        {"StdioTransport": "LineTransport"},
    ),
    "acp_wire.v2._connection": ("acp_wire.v2._generated.connections", {"PROTOCOL": "BINDING"}),
    "acp_wire.remote.commands": ("acp_wire.tools.remote", {}),
    "acp_wire.remote.server": ("acp_wire.remote.app", {}),
}


def lazy_names(
    package: str,
    namespace: dict[str, Any],
    modules: Mapping[str, str],
    extra: tuple[str, frozenset[str]] | None = None,
) -> Callable[[str], Any]:
    """The module `__getattr__` of `package`: a name of `modules` (name -> the module that
    defines it, absolute or relative to `package`) is imported on first use and stored in
    `namespace`, so that later reads are plain attribute reads. A deprecated name of the face
    (`DEPRECATED_NAMES`) warns, naming its new home, and is not stored, so it warns each time.

    This is the one way a package loads on first read: the public faces, the optional extras
    (`extra`: the extra's name and the top-level packages it installs, named in the error when
    one is missing) and each version's generated `types` and `messages` packages."""
    deprecated = DEPRECATED_NAMES.get(package, {})

    def __getattr__(name: str) -> Any:
        module = modules.get(name)
        if module is not None:
            try:
                value = getattr(importlib.import_module(module, package), name)
            except ImportError as exc:
                missing = (exc.name or "").split(".")[0]
                if extra is None or missing not in extra[1]:
                    raise
                raise ImportError(
                    f"{package}.{name} needs the extra {extra[0]!r}: "
                    f"pip install 'acp-wire[{extra[0]}]' ({exc.name} is missing)",
                    name=exc.name,
                ) from exc
            namespace[name] = value
            return value
        moved = deprecated.get(name)
        if moved is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        warnings.warn(
            f"{package}.{name} is deprecated: use {moved[0]}.{moved[1]}",
            DeprecationWarning,
            stacklevel=2,
        )
        return getattr(importlib.import_module(moved[0]), moved[1])

    return __getattr__


class _Forwarding(types.ModuleType):
    """An old module path: every attribute read is the new module's (renamed names too)."""

    def __init__(self, name: str, target: str, renamed: Mapping[str, str]) -> None:
        super().__init__(name, f"Deprecated: moved to {target}.")
        self.__target = target
        self.__renamed = renamed

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        module = importlib.import_module(self.__target)
        return getattr(module, self.__renamed.get(name, name))

    def __dir__(self) -> list[str]:
        module = importlib.import_module(self.__target)
        return sorted({*dir(module), *self.__renamed})


class _OldPaths:
    """Finds the old module paths of `DEPRECATED_MODULES` (nothing else): a meta path finder
    and its loader. Not derived from `importlib.abc`, whose import (importlib.resources,
    tempfile, pathlib, ...) would double what `import acp_wire` costs beyond msgspec."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in DEPRECATED_MODULES:
            return None
        # A loader in all but the base class (see the class's docstring).
        return importlib.machinery.ModuleSpec(fullname, cast("importlib.abc.Loader", self))

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        new, renamed = DEPRECATED_MODULES[spec.name]
        warnings.warn(
            f"{spec.name} is deprecated: its contents moved to {new}",
            DeprecationWarning,
            stacklevel=2,
        )
        return _Forwarding(spec.name, new, renamed)

    def exec_module(self, module: types.ModuleType) -> None:
        pass


def install_old_paths() -> None:
    """Serve the old module paths (once per interpreter)."""
    if not any(isinstance(finder, _OldPaths) for finder in sys.meta_path):
        sys.meta_path.append(_OldPaths())
