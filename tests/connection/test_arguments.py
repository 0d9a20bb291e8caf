"""What `Connection(...)` is given, checked (`connection/_arguments.py`): each missing piece is a
`TypeError` saying what to pass, and streams become a newline-delimited JSON transport."""

from __future__ import annotations

import asyncio

import pytest

import acp_wire
from acp_wire.connection import memory_pair
from acp_wire.connection._driver import Connection
from acp_wire.connection._lines import LineTransport


class Editor(acp_wire.Client):
    pass


def test_a_side_is_needed() -> None:
    a, _ = memory_pair()
    with pytest.raises(TypeError, match="side='agent' or side='client'"):
        Connection(Editor(), a, binding=acp_wire.BINDING)


def test_a_binding_is_needed() -> None:
    a, _ = memory_pair()
    with pytest.raises(TypeError, match=r"needs binding=\.\.\."):
        Connection(Editor(), a, side="client")


def test_a_transport_is_needed() -> None:
    with pytest.raises(TypeError, match="needs a transport"):
        Connection(Editor(), side="client", binding=acp_wire.BINDING)


def test_a_reader_needs_its_writer() -> None:
    async def main() -> None:
        with pytest.raises(TypeError, match="needs its StreamWriter"):
            Connection(Editor(), asyncio.StreamReader(), side="client", binding=acp_wire.BINDING)

    asyncio.run(main())


def test_a_handler_per_version_needs_bindings() -> None:
    a, _ = memory_pair()
    with pytest.raises(TypeError, match=r"bindings=acp_wire\.bindings\.binding_for"):
        Connection({1: Editor()}, a, side="client", binding=acp_wire.BINDING)


def test_streams_become_a_line_transport_and_presets_fill_in() -> None:
    async def main() -> None:
        reader = asyncio.StreamReader()
        loop = asyncio.get_running_loop()
        transport, protocol = await loop.connect_write_pipe(
            asyncio.Protocol, open("/dev/null", "wb")
        )
        writer = asyncio.StreamWriter(transport, protocol, reader, loop)  # type: ignore[arg-type]
        conn = acp_wire.ClientSideConnection(Editor(), reader, writer)
        assert isinstance(conn.transport, LineTransport)
        assert (conn.side, conn.binding) == ("client", acp_wire.BINDING)
        transport.close()

    asyncio.run(main())


def test_protocol_is_the_deprecated_name_of_binding() -> None:
    a, _ = memory_pair()
    with pytest.warns(DeprecationWarning, match="use binding="):
        conn = Connection(Editor(), a, side="client", protocol=acp_wire.BINDING)
    assert conn.binding is acp_wire.BINDING
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Connection(Editor(), a, side="client", colour="red")
