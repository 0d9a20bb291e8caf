"""A bench server: acp-wire's ASGI app serving the scripted test agent under one ASGI server.

    python bench/remote/server.py hypercorn|uvicorn|granian PORT [--nodelay|--selfbind|--gather]

`uvicorn --gather` serves WebSocket with `acp_wire.remote.uvicorn_ws.WebSocketProtocol`;
`hypercorn --gather` is an experiment that patches hypercorn's internals (see below).

Prints "ready" once it listens. (Granian is started by its own command line.)"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from acp_wire.remote import AcpApp, Limits
from tests.remote.harness import ScriptedAgent

app = AcpApp(ScriptedAgent, limits=Limits(max_connections=10_000))


def gather_writes() -> None:
    """An experiment (`--servers hypercorn+gather`), not a way to serve: hypercorn's writes to
    a socket gathered into one per event-loop turn, to measure what gathering WebSocket frames
    below ASGI would give (ASGI hands a server one message per `send`, and hypercorn writes
    each at once: one system call per frame). Patches hypercorn's internals."""
    from hypercorn.asyncio import tcp_server
    from hypercorn.events import RawData

    original = tcp_server.TCPServer.protocol_send

    async def protocol_send(self: Any, event: Any) -> None:
        if not isinstance(event, RawData):
            await original(self, event)
            return
        pending: list[bytes] = self.__dict__.setdefault("gathered", [])
        pending.append(event.data)
        if len(pending) == 1:

            def flush() -> None:
                data = b"".join(pending)
                pending.clear()
                try:
                    self.writer.write(data)
                except (ConnectionError, RuntimeError):
                    pass

            asyncio.get_running_loop().call_soon(flush)
        if self.writer.transport.get_write_buffer_size() > 1 << 20:
            await self.writer.drain()

    tcp_server.TCPServer.protocol_send = protocol_send  # type: ignore[method-assign]


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
        if "--gather" in sys.argv:
            gather_writes()
        print("ready", flush=True)
        asyncio.run(serve(app, config))  # type: ignore[arg-type]
    elif server == "uvicorn":
        import uvicorn

        ws: Any = "websockets-sansio"
        if "--gather" in sys.argv:  # acp-wire's WebSocket protocol for uvicorn
            from acp_wire.remote.uvicorn_ws import WebSocketProtocol

            ws = WebSocketProtocol
        print("ready", flush=True)
        uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", ws=ws)
    else:
        raise SystemExit(f"unknown server {server}")


if __name__ == "__main__":
    main()
