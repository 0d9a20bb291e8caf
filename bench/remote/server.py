"""A bench server: acp-wire's ASGI app serving the scripted test agent under one ASGI server.

    python bench/remote/server.py hypercorn|uvicorn|granian PORT

Prints "ready" once it listens. (Granian is started by its own command line.)"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from acp_wire.remote import AcpApp, Limits
from tests.remote.harness import ScriptedAgent

app = AcpApp(ScriptedAgent, limits=Limits(max_connections=10_000))


def main() -> None:
    server, port = sys.argv[1], int(sys.argv[2])
    if server == "hypercorn":
        import socket

        from hypercorn.asyncio import serve
        from hypercorn.config import Config

        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if "--nodelay" in sys.argv:  # inherited by the accepted sockets (Linux)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.bind(("127.0.0.1", port))
        sock.set_inheritable(True)
        config = Config()
        config.bind = [f"fd://{sock.fileno()}"]
        if "--selfbind" in sys.argv:  # hypercorn binds the address itself
            sock.close()
            config.bind = [f"127.0.0.1:{port}"]
        config.accesslog = None
        config.errorlog = None
        print("ready", flush=True)
        asyncio.run(serve(app, config))  # type: ignore[arg-type]
    elif server == "uvicorn":
        import uvicorn

        print("ready", flush=True)
        uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", ws="websockets-sansio")
    else:
        raise SystemExit(f"unknown server {server}")


if __name__ == "__main__":
    main()
