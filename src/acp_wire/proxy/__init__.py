"""Proxies of ACP proxy chains (RFD "Proxy chains"): a component between the client and the
agent that passes every message through unchanged, except what it overrides.

`Proxy` is the base class a proxy overrides hooks of, `ProxyConnection` serves one over its
conductor's connection, `run_proxy` on stdin/stdout as `acp-wire conduct` starts it. The raw
forwarding layer both use, `acp_wire.proxy.link.Link`, is the conductor's as well. See the
guide, docs/proxies.md.
"""

from __future__ import annotations

from acp_wire.proxy.connection import Forward, Proxy, ProxyConnection, run_proxy, serve_stdio

__all__ = ["Forward", "Proxy", "ProxyConnection", "run_proxy", "serve_stdio"]
