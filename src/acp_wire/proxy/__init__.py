"""Proxies of ACP proxy chains (RFD "Proxy chains"): a component between the client and the
agent that passes every message through unchanged, except what it overrides.

`PassThroughProxy` is the base class a proxy overrides hooks of (named apart from each
version's generated `Proxy` handler protocol), `ProxyConnection` serves one over its
conductor's connection, `run_proxy` on stdin/stdout as `acp-wire conduct` starts it. The raw
forwarding layer both use (the private `_link.Link`) is the conductor's as well. See the
guide, docs/proxies.md.
"""

from __future__ import annotations

from acp_wire._faces import lazy_names
from acp_wire.proxy._connection import (
    Forward,
    PassThroughProxy,
    ProxyConnection,
    run_proxy,
    serve_stdio,
)

# Only the deprecated names (`Proxy`) are served on use: everything else is imported above.
__getattr__ = lazy_names(__name__, globals(), {})

__all__ = ["Forward", "PassThroughProxy", "ProxyConnection", "run_proxy", "serve_stdio"]
