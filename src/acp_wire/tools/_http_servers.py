"""How `acp-wire serve` runs its ASGI app (`AcpApp`) on the socket it bound: under uvicorn (the
default: HTTP/1.1 and WebSocket, with `acp_wire.remote.uvicorn_ws`'s protocol) or hypercorn
(`--http2` or `--server hypercorn`: HTTP/1.1, HTTP/2 and WebSocket). Each serves until
`stopped()` returns, which ends every ACP connection first (`tools/remote.py`).

Why uvicorn by default: measured by `nox -s bench` (docs/remote.md), uvicorn with acp-wire's
WebSocket protocol moves 2.5x to 4.5x hypercorn's messages over WebSocket and more over
HTTP/1.1, and today's ACP clients speak HTTP/1.1; HTTP/2, which only hypercorn serves, is one
option away."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import socket
from typing import Any


def choose(server: str | None, *, http2: bool) -> str:
    """The server `serve` runs: the one asked for, else hypercorn for HTTP/2, else uvicorn."""
    if server is not None:
        return server
    return "hypercorn" if http2 else "uvicorn"


async def hypercorn(
    app: Any, listener: socket.socket, args: argparse.Namespace, stopped: Any
) -> None:
    """Serve under hypercorn (HTTP/1.1, HTTP/2 and WebSocket)."""
    from hypercorn import asyncio as hypercorn_asyncio
    from hypercorn.config import Config

    config = Config()
    # The socket `_listen` bound; hypercorn takes it over (and closes it).
    config.bind = [f"fd://{listener.detach()}"]
    config.accesslog = None
    config.loglevel = "WARNING"  # not its own "Running on fd://...": our line says where
    config.graceful_timeout = args.grace
    if args.certfile:
        config.certfile, config.keyfile = args.certfile, args.keyfile
    # Its ASGI types are narrower than any ASGI app's.
    serve: Any = getattr(hypercorn_asyncio, "serve")  # noqa: B009
    await serve(app, config, shutdown_trigger=stopped)


async def uvicorn(
    app: Any, listener: socket.socket, args: argparse.Namespace, stopped: Any
) -> None:
    """Serve under uvicorn with acp-wire's WebSocket protocol for it (`remote.uvicorn_ws`)."""
    import uvicorn as uvicorn_server

    from acp_wire.remote.uvicorn_ws import WebSocketProtocol

    class Server(uvicorn_server.Server):
        # `serve` stops on its own SIGINT / SIGTERM handlers (`stopped`), so that every ACP
        # connection ends before the HTTP server's shutdown, as under hypercorn.
        @contextlib.contextmanager
        def capture_signals(self) -> Any:
            yield

    config = uvicorn_server.Config(
        app,
        ws=WebSocketProtocol,
        lifespan="off",
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=max(1, round(args.grace)),
        ssl_certfile=args.certfile,
        ssl_keyfile=args.keyfile,
    )
    server = Server(config)

    async def stop_when_stopped() -> None:
        await stopped()
        server.should_exit = True

    stopping = asyncio.ensure_future(stop_when_stopped())
    try:
        await server.serve(sockets=[listener])
    finally:
        stopping.cancel()


__all__ = ["choose", "hypercorn", "uvicorn"]
