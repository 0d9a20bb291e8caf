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

from typing import TYPE_CHECKING, Any

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


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'acp_wire.remote' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = sorted(_LAZY)  # pyright: ignore[reportUnsupportedDunderAll]
