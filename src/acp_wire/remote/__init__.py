"""Remote ACP: the RFD "Streamable HTTP & WebSocket Transport" over the connection core.

- `AcpApp` (`server`): an ASGI application serving an acp-wire `Agent` over Streamable HTTP and
  WebSocket on one endpoint; `Limits`, its limits.
- `connect_http`, `connect_ws` (`client`): client connections to a remote agent, with the API
  of `spawn_agent`.
- `routing`: the RFD's routing rules without I/O; `sse`: server-sent events.

Needs the `remote` extra (`pip install "acp-wire[remote]"`): `import acp_wire` never imports
this package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

if TYPE_CHECKING:
    from acp_wire.remote.client import RemoteAgent as RemoteAgent
    from acp_wire.remote.client import connect_http as connect_http
    from acp_wire.remote.client import connect_ws as connect_ws
    from acp_wire.remote.server import AcpApp as AcpApp
    from acp_wire.remote.server import Limits as Limits

_LAZY = {
    "RemoteAgent": "acp_wire.remote.client",
    "connect_http": "acp_wire.remote.client",
    "connect_ws": "acp_wire.remote.client",
    "AcpApp": "acp_wire.remote.server",
    "Limits": "acp_wire.remote.server",
}


__getattr__ = lazy_names(__name__, globals(), _LAZY)


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
