"""Internal modules are marked with `_` in every package (connection/, remote/, mcp/, proxy/
and the tools' packages, as sessions/ and otel/ always did); every module path that was public
before keeps importing, with a `DeprecationWarning` naming its new home, and gives the very
objects of that home (`acp_wire._faces.DEPRECATED_MODULES`, one table)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from acp_wire._faces import DEPRECATED_MODULES
from tests.support.paths import PACKAGE

# The packages whose modules are the package's internals; their faces are `__init__.py` and
# the modules a user is told to import.
PACKAGES = (
    "connection",
    "remote",
    "mcp",
    "proxy",
    "registry",
    "tools/check",
    "tools/html",
    "tools/reducer",
)
PUBLIC_MODULES = {
    "mcp/constants.py",  # the MCP-over-ACP transport's constants
    "remote/uvicorn_ws.py",  # named by uvicorn's `--ws` option
    "tools/reducer/v1.py",  # the reducer's state bound to each version's types
    "tools/reducer/v2.py",
}


def test_every_module_of_those_packages_is_marked_or_a_documented_face() -> None:
    unmarked = sorted(
        str(path.relative_to(PACKAGE))
        for folder in PACKAGES
        for path in (PACKAGE / folder).glob("*.py")
        if not path.name.startswith("_")
    )
    assert unmarked == sorted(PUBLIC_MODULES)


# The module paths of these packages that 0.1.0 (and main before the mark) had without `_`:
# each still imports. Written out, not read from `_faces`, so that the table cannot lose one.
MOVED = (
    "acp_wire.connection.driver",
    "acp_wire.connection.endpoint",
    "acp_wire.connection.framing",
    "acp_wire.connection.lines",
    "acp_wire.connection.memory",
    "acp_wire.connection.observers",
    "acp_wire.connection.router",
    "acp_wire.connection.sides",
    "acp_wire.connection.stdio",
    "acp_wire.connection.transport",
    "acp_wire.connection.versions",
    "acp_wire.mcp.adapter",
    "acp_wire.mcp.admission",
    "acp_wire.mcp.bridge",
    "acp_wire.mcp.caller",
    "acp_wire.mcp.handshake",
    "acp_wire.mcp.provider",
    "acp_wire.mcp.wire",
    "acp_wire.proxy.connection",
    "acp_wire.proxy.link",
    "acp_wire.remote.app",
    "acp_wire.remote.asgi",
    "acp_wire.remote.client",
    "acp_wire.remote.gathering",
    "acp_wire.remote.http",
    "acp_wire.remote.inbox",
    "acp_wire.remote.outbox",
    "acp_wire.remote.relay",
    "acp_wire.remote.routing",
    "acp_wire.remote.sse",
    "acp_wire.remote.websocket",
    "acp_wire.remote.websocket_client",
    "acp_wire.remote.wsframes",
    "acp_wire.tools.check.catalogue",
    "acp_wire.tools.check.checker",
    "acp_wire.tools.check.command",
    "acp_wire.tools.check.memory",
    "acp_wire.tools.check.rules",
    "acp_wire.tools.html.markdown",
    "acp_wire.tools.html.model",
    "acp_wire.tools.html.page",
    "acp_wire.tools.html.views",
    "acp_wire.tools.http_servers",
    "acp_wire.tools.processes",
    "acp_wire.tools.reducer.apply",
    "acp_wire.tools.reducer.model",
    "acp_wire.tools.reducer.updates",
)


def test_the_table_serves_every_moved_path_from_its_marked_module() -> None:
    for old in MOVED:
        new, _ = DEPRECATED_MODULES[old]
        package, _, module = old.rpartition(".")
        assert new == f"{package}._{module}", old


@pytest.mark.parametrize("old", MOVED)
def test_an_old_path_warns_and_gives_the_new_modules_objects(old: str) -> None:
    new, renamed = DEPRECATED_MODULES[old]
    target = importlib.import_module(new)
    sys.modules.pop(old, None)
    with pytest.warns(
        DeprecationWarning, match=rf"^{old} is deprecated: its contents moved to {new}$"
    ):
        forwarding = importlib.import_module(old)
    for name in getattr(target, "__all__", ()):
        assert getattr(forwarding, name) is getattr(target, name), name
    for old_name, new_name in renamed.items():
        assert getattr(forwarding, old_name) is getattr(target, new_name)


def test_from_an_old_path_import_works_in_a_fresh_interpreter() -> None:
    code = (
        "import warnings\n"
        "warnings.simplefilter('error')\n"
        "try:\n"
        "    from acp_wire.connection.endpoint import Endpoint\n"
        "except DeprecationWarning as w:\n"
        "    print(w)\n"
        "warnings.simplefilter('ignore')\n"
        "from acp_wire.connection.endpoint import Endpoint\n"
        "from acp_wire.proxy.connection import Proxy\n"
        "import acp_wire.connection, acp_wire.proxy\n"
        "print(Endpoint is acp_wire.connection.Endpoint,\n"
        "      Proxy is acp_wire.proxy.PassThroughProxy)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "acp_wire.connection.endpoint is deprecated: its contents moved to "
        "acp_wire.connection._endpoint",
        "True True",
    ]
