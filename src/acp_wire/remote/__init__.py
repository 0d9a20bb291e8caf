"""Remote ACP: the RFD "Streamable HTTP & WebSocket Transport" over the connection core.

- `AcpApp` (`_app`): an ASGI application serving an acp-wire `Agent` over Streamable HTTP and
  WebSocket on one endpoint; `Limits`, its limits.
- `connect_http`, `connect_ws` (`_client`): client connections to a remote agent, with the API
  of `spawn_agent`.
- `uvicorn_ws`: the WebSocket protocol class for uvicorn's `--ws` (public, see docs/remote.md).
- private: `_routing`, the RFD's routing rules without I/O; `_sse`, server-sent events; the
  server transports and what they share with the app (`_http`, `_websocket`, `_serving`, ...).

Needs the `remote` extra (`pip install "acp-wire[remote]"`): `import acp_wire` never imports
this package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

if TYPE_CHECKING:
    from acp_wire.remote._app import AcpApp as AcpApp
    from acp_wire.remote._app import Limits as Limits
    from acp_wire.remote._client import RemoteAgent as RemoteAgent
    from acp_wire.remote._client import connect_http as connect_http
    from acp_wire.remote._client import connect_ws as connect_ws

_LAZY = {
    "AcpApp": "acp_wire.remote._app",
    "Limits": "acp_wire.remote._app",
    "RemoteAgent": "acp_wire.remote._client",
    "connect_http": "acp_wire.remote._client",
    "connect_ws": "acp_wire.remote._client",
}


__getattr__ = lazy_names(__name__, globals(), _LAZY)


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
