"""The per-version record a connection is built on, under its former names: a connection takes a
`Binding` (`acp_wire._binding`), one generated per protocol version (`acp_wire.BINDING`,
`acp_wire.v2.BINDING`). `ConnectionProtocol` and `PROTOCOL_V1` stay importable from here.
"""

from __future__ import annotations

from .._binding import Binding
from .._generated.binding import BINDING

ConnectionProtocol = Binding
"""The former name of `Binding`."""

PROTOCOL_V1: Binding = BINDING
"""Protocol version 1, what `AgentSideConnection` / `ClientSideConnection` serve by default."""

__all__ = ["PROTOCOL_V1", "ConnectionProtocol"]
