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
PACKAGES = ("connection", "remote", "mcp", "proxy", "tools/check", "tools/html", "tools/reducer")
PUBLIC_MODULES = {
    "mcp/constants.py",  # the MCP-over-ACP transport's constants
    "remote/uvicorn_ws.py",  # named by uvicorn's `--ws` option
    "tools/reducer/v1.py",  # the reducer's state bound to each version's types
    "tools/reducer/v2.py",
}
MARKED = sorted(
    (path.parent.name, path.stem)
    for folder in PACKAGES
    for path in (PACKAGE / folder).glob("_*.py")
    if path.name != "__init__.py"
)


def test_every_module_of_those_packages_is_marked_or_a_documented_face() -> None:
    unmarked = sorted(
        str(path.relative_to(PACKAGE))
        for folder in PACKAGES
        for path in (PACKAGE / folder).glob("*.py")
        if not path.name.startswith("_")
    )
    assert unmarked == sorted(PUBLIC_MODULES)


def _old_path(new: str) -> str:
    package, _, module = new.rpartition(".")
    return f"{package}.{module.removeprefix('_')}"


def test_every_marked_module_that_had_a_public_path_keeps_it() -> None:
    """What was renamed has its old path in the table (new modules are born marked)."""
    renamed = {new for new, _ in DEPRECATED_MODULES.values()}
    born_private = {"acp_wire.remote._serving"}
    modules = {
        ".".join(("acp_wire", *p.relative_to(PACKAGE).with_suffix("").parts))
        for folder in PACKAGES
        for p in (PACKAGE / folder).glob("_*.py")
        if p.name != "__init__.py"
    }
    assert modules - born_private <= renamed
    for new in modules - born_private:
        assert _old_path(new) in DEPRECATED_MODULES, new


MOVED = sorted(
    old
    for old, (new, _) in DEPRECATED_MODULES.items()
    if new.rpartition(".")[2].startswith("_") and _old_path(new) == old
)


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
