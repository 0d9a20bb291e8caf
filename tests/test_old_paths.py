"""The module paths and names of 0.1.0 keep working after the layout change, each with a
`DeprecationWarning` that names the new home (one table: `acp_wire._faces`)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import acp_wire
from acp_wire import v2
from acp_wire._rpc.binding import Binding

# Every module path the 0.1.0 docs and README showed, and one name that must come through it.
OLD_MODULES = {
    "acp_wire.cli": ("main", "acp_wire.tools.cli"),
    "acp_wire.conformance": ("RULES", "acp_wire.tools.check"),
    "acp_wire.replay": ("render", "acp_wire.tools.replay"),
    "acp_wire.replay_html": ("render_page", "acp_wire.tools.html._page"),
    "acp_wire.safe_markdown": ("parse", "acp_wire.tools.html._markdown"),
    "acp_wire.state": ("Reducer", "acp_wire.tools.reducer"),
    "acp_wire.tap": ("Recorder", "acp_wire.tools.tap"),
    "acp_wire.transcript": ("read_transcript", "acp_wire.tools.transcript"),
    "acp_wire.validate": ("validate", "acp_wire.tools.validate"),
    "acp_wire.connection.stdio_transport": ("StdioTransport", "acp_wire.connection._lines"),
    "acp_wire.connection.protocol": ("PROTOCOL_V1", "acp_wire.v1"),
    "acp_wire.remote.server": ("AcpApp", "acp_wire.remote._app"),
    "acp_wire.remote.commands": ("serve_limits", "acp_wire.tools.remote"),
}


@pytest.mark.parametrize("old", sorted(OLD_MODULES))
def test_an_old_module_path_imports_and_names_its_new_home(old: str) -> None:
    name, new = OLD_MODULES[old]
    code = (
        "import warnings, importlib\n"
        "warnings.simplefilter('error')\n"
        "import acp_wire\n"
        "try:\n"
        f"    importlib.import_module({old!r})\n"
        "except DeprecationWarning as w:\n"
        "    print(w)\n"
        "warnings.simplefilter('ignore')\n"
        f"m = importlib.import_module({old!r})\n"
        f"print(getattr(m, {name!r}) is not None)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    warning, found = done.stdout.splitlines()
    assert warning == f"{old} is deprecated: its contents moved to {new}"
    assert found == "True"


def test_an_old_module_forwards_to_the_same_objects() -> None:
    with pytest.warns(DeprecationWarning, match="acp_wire.tools.reducer"):
        state = importlib.import_module("acp_wire.state")
    from acp_wire.tools import reducer

    assert state.Reducer is reducer.Reducer
    with pytest.warns(DeprecationWarning):
        lines = importlib.import_module("acp_wire.connection.stdio_transport")
    from acp_wire.connection._lines import LineTransport

    assert lines.StdioTransport is LineTransport


def test_the_old_names_of_the_binding_warn_and_are_the_binding() -> None:
    with pytest.warns(DeprecationWarning, match="use acp_wire._rpc.binding.Binding"):
        assert acp_wire.connection.ConnectionProtocol is Binding
    with pytest.warns(DeprecationWarning, match="use acp_wire.v1.BINDING"):
        assert acp_wire.connection.PROTOCOL_V1 is acp_wire.BINDING
    with pytest.warns(DeprecationWarning, match="use acp_wire.v2.BINDING"):
        assert v2.PROTOCOL is v2.BINDING
    with pytest.warns(DeprecationWarning, match="LineTransport"):
        assert acp_wire.connection.StdioTransport is acp_wire.connection.LineTransport


def test_the_protocol_keyword_warns_and_means_binding() -> None:
    from acp_wire.connection import memory_pair
    from acp_wire.connection._driver import Connection

    class Agent(v2.Agent):
        pass

    end, _ = memory_pair()
    with pytest.warns(DeprecationWarning, match="use binding="):
        conn = Connection(Agent(), end, side="agent", protocol=v2.BINDING)
    assert conn.binding is v2.BINDING


def test_an_unknown_old_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        _ = acp_wire.connection.NoSuchName  # type: ignore[attr-defined]
