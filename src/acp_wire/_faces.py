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
        "StdioTransport": ("acp_wire.connection._lines", "LineTransport"),
    },
    "acp_wire.v2": {"PROTOCOL": ("acp_wire.v2", "BINDING")},
    # One meaning per name: a name two faces export is one object, so the face whose name
    # meant something else renamed its own.
    "acp_wire.mcp": {
        # An MCP client session, not an ACP one (`acp_wire.sessions.open_session`).
        "open_session": ("acp_wire.mcp", "open_mcp_session"),
        # The face keeps what a user calls; the transport's constants have a module.
        **{
            name: ("acp_wire.mcp.constants", name)
            for name in (
                "BACKEND_FAILED",
                "DEFAULT_MAX_ACTIVE_REQUESTS",
                "INVALID_PARAMS",
                "MCP_MESSAGE",
                "MCP_PROTOCOL_VERSION",
                "META_CLIENT_CAPABILITIES",
                "META_CLIENT_INFO",
                "META_PROTOCOL_VERSION",
                "REQUEST_CANCELLED",
                "RESOURCE_LIMIT_EXCEEDED",
                "SERVER_UNAVAILABLE",
            )
        },
    },
    # The base class of a proxy, not each version's generated `Proxy` handler protocol.
    "acp_wire.proxy": {"Proxy": ("acp_wire.proxy", "PassThroughProxy")},
    # Who a reduced message is from, not the schema's `Role` (a content's audience).
    "acp_wire.tools.reducer": {"Role": ("acp_wire.tools.reducer", "MessageRole")},
}

# Old module path -> (the module now, {old name there: new name}).
DEPRECATED_MODULES: Mapping[str, tuple[str, Mapping[str, str]]] = {
    "acp_wire.cli": ("acp_wire.tools.cli", {}),
    "acp_wire.conformance": ("acp_wire.tools.check", {}),
    "acp_wire.replay": ("acp_wire.tools.replay", {}),
    "acp_wire.replay_html": ("acp_wire.tools.html._page", {}),
    "acp_wire.safe_markdown": ("acp_wire.tools.html._markdown", {}),
    "acp_wire.state": ("acp_wire.tools.reducer", {}),
    "acp_wire.tap": ("acp_wire.tools.tap", {}),
    "acp_wire.transcript": ("acp_wire.tools.transcript", {}),
    "acp_wire.validate": ("acp_wire.tools.validate", {}),
    "acp_wire.connection.protocol": (
        "acp_wire.v1",
        {"ConnectionProtocol": "Binding", "PROTOCOL_V1": "BINDING"},
    ),
    "acp_wire.connection.stdio_transport": (
        "acp_wire.connection._lines",
        {"StdioTransport": "LineTransport"},
    ),
    "acp_wire.v2._connection": ("acp_wire.v2._generated.connections", {"PROTOCOL": "BINDING"}),
    "acp_wire.remote.commands": ("acp_wire.tools.remote", {}),
    "acp_wire.remote.server": ("acp_wire.remote._app", {}),
    # The internal modules of connection/, remote/, mcp/, proxy/ and tools/, marked with `_`
    # after 0.1.0 as sessions/ and otel/ mark theirs (names renamed with them: beside).
    "acp_wire.connection.driver": ("acp_wire.connection._driver", {}),
    "acp_wire.connection.endpoint": ("acp_wire.connection._endpoint", {}),
    "acp_wire.connection.framing": ("acp_wire.connection._framing", {}),
    "acp_wire.connection.lines": ("acp_wire.connection._lines", {}),
    "acp_wire.connection.memory": ("acp_wire.connection._memory", {}),
    "acp_wire.connection.observers": ("acp_wire.connection._observers", {}),
    "acp_wire.connection.router": ("acp_wire.connection._router", {}),
    "acp_wire.connection.sides": ("acp_wire.connection._sides", {}),
    "acp_wire.connection.stdio": ("acp_wire.connection._stdio", {}),
    "acp_wire.connection.transport": ("acp_wire.connection._transport", {}),
    "acp_wire.connection.versions": ("acp_wire.connection._versions", {}),
    "acp_wire.remote.app": ("acp_wire.remote._app", {}),
    "acp_wire.remote.asgi": ("acp_wire.remote._asgi", {}),
    "acp_wire.remote.client": ("acp_wire.remote._client", {}),
    "acp_wire.remote.gathering": ("acp_wire.remote._gathering", {}),
    "acp_wire.remote.http": ("acp_wire.remote._http", {}),
    "acp_wire.remote.inbox": ("acp_wire.remote._inbox", {}),
    "acp_wire.remote.outbox": ("acp_wire.remote._outbox", {}),
    "acp_wire.remote.relay": ("acp_wire.remote._relay", {}),
    "acp_wire.remote.routing": ("acp_wire.remote._routing", {}),
    "acp_wire.remote.sse": ("acp_wire.remote._sse", {}),
    "acp_wire.remote.websocket": ("acp_wire.remote._websocket", {}),
    "acp_wire.remote.websocket_client": ("acp_wire.remote._websocket_client", {}),
    "acp_wire.remote.wsframes": ("acp_wire.remote._wsframes", {}),
    "acp_wire.mcp.adapter": ("acp_wire.mcp._adapter", {"open_session": "open_mcp_session"}),
    "acp_wire.mcp.admission": ("acp_wire.mcp._admission", {}),
    "acp_wire.mcp.bridge": ("acp_wire.mcp._bridge", {}),
    "acp_wire.mcp.caller": ("acp_wire.mcp._caller", {}),
    "acp_wire.mcp.handshake": ("acp_wire.mcp._handshake", {}),
    "acp_wire.mcp.provider": ("acp_wire.mcp._provider", {}),
    "acp_wire.mcp.wire": ("acp_wire.mcp._wire", {"binding_error": "transport_error"}),
    "acp_wire.proxy.connection": ("acp_wire.proxy._connection", {"Proxy": "PassThroughProxy"}),
    "acp_wire.proxy.link": ("acp_wire.proxy._link", {}),
    "acp_wire.tools.processes": ("acp_wire.tools._processes", {}),
    "acp_wire.tools.http_servers": ("acp_wire.tools._http_servers", {}),
    "acp_wire.tools.check.catalogue": ("acp_wire.tools.check._catalogue", {}),
    "acp_wire.tools.check.checker": ("acp_wire.tools.check._checker", {}),
    "acp_wire.tools.check.command": ("acp_wire.tools.check._command", {}),
    "acp_wire.tools.check.memory": ("acp_wire.tools.check._memory", {}),
    "acp_wire.tools.check.rules": ("acp_wire.tools.check._rules", {}),
    "acp_wire.tools.html.markdown": ("acp_wire.tools.html._markdown", {}),
    "acp_wire.tools.html.model": ("acp_wire.tools.html._model", {}),
    "acp_wire.tools.html.page": ("acp_wire.tools.html._page", {}),
    "acp_wire.tools.html.views": ("acp_wire.tools.html._views", {}),
    "acp_wire.tools.reducer.apply": ("acp_wire.tools.reducer._apply", {}),
    "acp_wire.tools.reducer.model": ("acp_wire.tools.reducer._model", {"Role": "MessageRole"}),
    "acp_wire.tools.reducer.updates": ("acp_wire.tools.reducer._updates", {}),
}


def lazy_names(
    package: str,
    namespace: dict[str, Any],
    modules: Mapping[str, str],
    extra: tuple[str, frozenset[str]] | None = None,
    *,
    stacklevel: int = 2,
) -> Callable[[str], Any]:
    """The module `__getattr__` of `package`: a name of `modules` (name -> the module that
    defines it, absolute or relative to `package`) is imported on first use and stored in
    `namespace`, so that later reads are plain attribute reads. A deprecated name of the face
    (`DEPRECATED_NAMES`) warns, naming its new home, and is not stored, so it warns each time;
    the warning points at the user's line (`stacklevel` 3 where the face's own `__getattr__`
    calls this one).

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
            stacklevel=stacklevel,
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
