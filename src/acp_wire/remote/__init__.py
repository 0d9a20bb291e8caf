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

from .._lazy import lazy_names

if TYPE_CHECKING:
    from .client import RemoteAgent as RemoteAgent
    from .client import connect_http as connect_http
    from .client import connect_ws as connect_ws
    from .server import AcpApp as AcpApp
    from .server import Limits as Limits

_LAZY = {
    "RemoteAgent": "acp_wire.remote.client",
    "connect_http": "acp_wire.remote.client",
    "connect_ws": "acp_wire.remote.client",
    "AcpApp": "acp_wire.remote.server",
    "Limits": "acp_wire.remote.server",
}


__getattr__ = lazy_names(__name__, globals(), _LAZY)


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
