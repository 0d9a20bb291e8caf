"""The transport seam (`acp_wire.connection._transport`): every transport the library ships has
each member of `Transport`, with the seam's parameters, and imports no I/O."""

from __future__ import annotations

import inspect
import subprocess
import sys

import pytest

from acp_wire.connection._lines import LineTransport
from acp_wire.connection._memory import MemoryTransport
from acp_wire.connection._observers import ObservedTransport
from acp_wire.connection._transport import TooLong, Transport
from acp_wire.remote._client import HttpClientTransport
from acp_wire.remote._http import HttpServerTransport
from acp_wire.remote._websocket import WebSocketServerTransport
from acp_wire.remote._websocket_client import WebSocketClientTransport

MEMBERS = ["receive", "send", "has_room", "writable", "end_of_input", "close"]
TRANSPORTS = [
    LineTransport,
    MemoryTransport,
    ObservedTransport,
    HttpClientTransport,
    HttpServerTransport,
    WebSocketServerTransport,
    WebSocketClientTransport,
]


def test_the_seam_is_these_members() -> None:
    declared = [name for name in vars(Transport) if name in MEMBERS]
    assert sorted(declared) == sorted(MEMBERS)


@pytest.mark.parametrize("transport", TRANSPORTS, ids=lambda t: t.__name__)
@pytest.mark.parametrize("member", MEMBERS)
def test_every_transport_has_each_member_with_the_seams_parameters(
    transport: type, member: str
) -> None:
    seam = getattr(Transport, member)
    mine = getattr(transport, member)
    assert inspect.iscoroutinefunction(mine) == inspect.iscoroutinefunction(seam), member
    wanted = list(inspect.signature(seam).parameters)
    assert list(inspect.signature(mine).parameters)[: len(wanted)] == wanted


def test_too_long_keeps_the_first_and_last_bytes() -> None:
    frame = TooLong(b"{head", b"tail}")
    assert (frame.head, frame.tail) == (b"{head", b"tail}")
    assert isinstance(frame, tuple)


def test_the_seam_imports_no_io() -> None:
    """A transport for another event loop can implement it without asyncio."""
    code = (
        "import sys\n"
        "import acp_wire.connection._transport\n"
        "assert 'asyncio' not in sys.modules, 'asyncio'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
