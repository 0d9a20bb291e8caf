"""`acp-wire serve` and `acp-wire connect`: a stdio agent behind a URL, and back.

    acp-wire serve 127.0.0.1:8000 -- claude-agent-acp     # one agent process per connection
    acp-wire serve 127.0.0.1:8000 --app mypkg.agent:make   # an acp-wire Agent, in-process
    acp-wire connect http://127.0.0.1:8000/acp            # what an editor launches

Exit codes: 0 on a normal end; 1 when the connection to the server is lost (`connect`) or the
server fails; 2 for a usage error, or a missing `remote` extra, token file or agent.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hmac
import importlib
import os
import signal
import sys
from collections.abc import Callable
from typing import IO, Any, TextIO

TOKEN_ENV = "ACP_WIRE_TOKEN"
EXTRA_MISSING = "the remote transport needs the `remote` extra: pip install 'acp-wire[remote]'"


class UsageError(Exception):
    """A bad argument: reported in one line, exit status 2."""


def _token(args: argparse.Namespace) -> str | None:
    if args.token_file:
        try:
            with open(args.token_file, encoding="utf-8") as file:
                token = file.read().strip()
        except OSError as exc:
            raise UsageError(f"cannot read {args.token_file}: {exc.strerror}") from None
        if not token:
            raise UsageError(f"{args.token_file} is empty")
        return token
    return os.environ.get(TOKEN_ENV) or None


def _open_transcript(path: str | None, stack: contextlib.ExitStack) -> IO[bytes] | None:
    """The transcript file, if one is asked for, closed when the command ends."""
    if path is None:
        return None
    try:
        return stack.enter_context(open(path, "wb"))
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None


def _run(
    name: str,
    import_extra: Callable[[], None],
    start: Callable[[argparse.Namespace, contextlib.ExitStack, TextIO], int],
    args: argparse.Namespace,
    err: TextIO | None,
    *,
    failures: tuple[type[Exception], ...] = (),
) -> int:
    """Run the command `name` (`start`, once `import_extra` has imported what it needs of the
    `remote` extra): a usage error is one line and status 2, one of `failures` one line and
    status 1."""
    stderr: TextIO = err if err is not None else sys.stderr
    with contextlib.ExitStack() as stack:
        try:
            try:
                import_extra()
            except ImportError:
                raise UsageError(EXTRA_MISSING) from None
            return start(args, stack, stderr)
        except UsageError as exc:
            print(f"acp-wire {name}: {exc}", file=stderr)
            return 2
        except failures as exc:
            print(f"acp-wire {name}: {exc}", file=stderr)
            return 1


# ---------------------------------------------------------------------------------- serve


def _serve_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--app", metavar="MODULE:FACTORY", help="an acp-wire Agent factory, served in-process"
    )
    command.add_argument("--path", default="/acp", help="the endpoint (default /acp)")
    command.add_argument("--max-connections", type=int, default=100, metavar="N")
    command.add_argument("--idle-timeout", type=float, default=600.0, metavar="SECONDS")
    command.add_argument(
        "--grace",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="how long an agent may take to exit before being terminated, then killed",
    )
    command.add_argument(
        "--token-file",
        metavar="FILE",
        help=f"require 'Authorization: Bearer <token>' (or set {TOKEN_ENV})",
    )
    command.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="a browser origin allowed besides the server's own (repeatable)",
    )
    command.add_argument("--certfile", help="TLS certificate (PEM): serve https and wss")
    command.add_argument("--keyfile", help="TLS private key (PEM)")
    command.add_argument("--transcript", metavar="FILE", help="record every connection's traffic")


def add_serve(commands: Any) -> None:
    command = commands.add_parser(
        "serve",
        help="serve a stdio agent (or an acp-wire agent) over Streamable HTTP and WebSocket",
    )
    _serve_options(command)
    # Everything from HOST:PORT on, options included: argparse's subcommands do not end their
    # options at "--", so the options after HOST:PORT are read again by `_split_serve`.
    command.add_argument(
        "rest", nargs=argparse.REMAINDER, metavar="HOST:PORT [OPTIONS] -- AGENT_COMMAND..."
    )


def _split_serve(args: argparse.Namespace) -> tuple[str, list[str]]:
    """HOST:PORT and the agent command from `rest`, with the options between them applied."""
    rest = list(args.rest)
    if not rest or rest[0].startswith("-"):
        raise UsageError("HOST:PORT is required: acp-wire serve HOST:PORT -- AGENT...")
    address, rest = rest[0], rest[1:]
    cut = rest.index("--") if "--" in rest else len(rest)
    options, command = rest[:cut], rest[cut + 1 :]
    if options:
        parser = argparse.ArgumentParser(prog="acp-wire serve", add_help=False, exit_on_error=False)
        _serve_options(parser)
        try:
            extra, unknown = parser.parse_known_args(options, namespace=argparse.Namespace())
        except argparse.ArgumentError as exc:
            raise UsageError(str(exc)) from None
        if unknown:
            raise UsageError(
                f"unrecognized arguments: {' '.join(unknown)} (the agent's command goes after --)"
            )
        for name, value in vars(extra).items():
            if value != parser.get_default(name):
                setattr(args, name, value)
    return address, command


def run_serve(args: argparse.Namespace, err: TextIO | None = None) -> int:
    return _run("serve", _import_server, _start_serving, args, err, failures=(OSError,))


def _import_server() -> None:
    """Import what `serve` needs of the `remote` extra (an ImportError when it is missing)."""
    import hypercorn  # noqa: F401  # pyright: ignore[reportUnusedImport]


def _start_serving(args: argparse.Namespace, stack: contextlib.ExitStack, stderr: TextIO) -> int:
    """Check `serve`'s arguments, then serve until a signal stops the server."""
    address, command = _split_serve(args)
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise UsageError(f"the address must be HOST:PORT, not {address!r}")
    if bool(command) == bool(args.app):
        raise UsageError("give an agent command (-- AGENT...) or --app MODULE:FACTORY, not both")
    if bool(args.certfile) != bool(args.keyfile):
        raise UsageError("--certfile and --keyfile go together")
    token = _token(args)
    factory = _factory(args.app) if args.app else None
    transcript = _open_transcript(args.transcript, stack)
    return asyncio.run(_serve(args, host, int(port), command, factory, token, transcript, stderr))


def _bearer(token: str) -> Any:
    """An `authorize` hook admitting `Authorization: Bearer <token>` (compared in constant time)."""
    expected = f"Bearer {token}".encode()

    def authorize(headers: Any) -> bool:
        return hmac.compare_digest(str(headers.get("authorization", "")).encode(), expected)

    return authorize


def _factory(spec: str) -> Any:
    module_name, _, name = spec.partition(":")
    if not module_name or not name:
        raise UsageError(f"--app must be MODULE:FACTORY, not {spec!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise UsageError(f"cannot import {module_name}: {exc}") from None
    factory = getattr(module, name, None)
    if not callable(factory):
        raise UsageError(f"{module_name} has no callable {name}")
    return factory


async def _serve(
    args: argparse.Namespace,
    host: str,
    port: int,
    command: list[str],
    factory: Any,
    token: str | None,
    transcript: IO[bytes] | None,
    stderr: TextIO,
) -> int:
    from hypercorn import asyncio as hypercorn_asyncio
    from hypercorn.config import Config

    from acp_wire.remote.app import AcpApp, Limits
    from acp_wire.remote.relay import StdioAgentRelay
    from acp_wire.tools.tap import Recorder

    def relay() -> StdioAgentRelay:
        recorder = Recorder(transcript, stderr) if transcript is not None else None
        return StdioAgentRelay(command, grace=args.grace, recorder=recorder)

    authorize = _bearer(token) if token is not None else None

    app = AcpApp(
        factory if factory is not None else relay,
        path=args.path,
        authorize=authorize,
        allowed_origins=args.allow_origin,
        limits=Limits(max_connections=args.max_connections, idle_timeout=args.idle_timeout),
    )
    config = Config()
    config.bind = [f"{host}:{port}"]
    config.accesslog = None
    config.graceful_timeout = args.grace
    if args.certfile:
        config.certfile, config.keyfile = args.certfile, args.keyfile
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    scheme = "https" if args.certfile else "http"
    print(
        f"acp-wire serve: listening on {scheme}://{host}:{port}{app.path}", file=stderr, flush=True
    )

    async def stopped() -> None:
        await stop.wait()
        # End every ACP connection first: an open SSE stream or WebSocket would otherwise hold
        # the HTTP server's graceful shutdown (hypercorn 0.18 on Python 3.13 waits for them
        # past its graceful timeout).
        await app.aclose()

    try:
        # Its ASGI types are narrower than any ASGI app's.
        serve: Any = getattr(hypercorn_asyncio, "serve")  # noqa: B009
        await serve(app, config, shutdown_trigger=stopped)
    finally:
        await app.aclose()
    return 0


# ---------------------------------------------------------------------------------- connect


def add_connect(commands: Any) -> None:
    command = commands.add_parser(
        "connect", help="speak stdio to an editor and ACP's remote transport to a server"
    )
    command.add_argument(
        "url", help="http(s)://HOST:PORT/acp (Streamable HTTP) or ws(s)://... (WebSocket)"
    )
    command.add_argument(
        "--header",
        action="append",
        default=[],
        metavar="NAME:VALUE",
        help="sent on every request (repeatable)",
    )
    command.add_argument(
        "--token-file",
        metavar="FILE",
        help=f"send 'Authorization: Bearer <token>' (or set {TOKEN_ENV})",
    )
    command.add_argument("--timeout", type=float, default=30.0, metavar="SECONDS")
    command.add_argument("--http2", action="store_true", help="HTTP/2 over http:// too (h2c)")
    command.add_argument("--cafile", help="trust this CA certificate (PEM) for https and wss")
    command.add_argument("--transcript", metavar="FILE", help="record the traffic")


def run_connect(args: argparse.Namespace, err: TextIO | None = None) -> int:
    return _run("connect", _import_clients, _start_connecting, args, err)


def _import_clients() -> None:
    """Import what `connect` needs of the `remote` extra (an ImportError when it is missing)."""
    import httpx  # noqa: F401  # pyright: ignore[reportUnusedImport]
    import websockets  # noqa: F401  # pyright: ignore[reportUnusedImport]


def _start_connecting(args: argparse.Namespace, stack: contextlib.ExitStack, stderr: TextIO) -> int:
    """Check `connect`'s arguments, then relay stdio to the server until either side ends."""
    headers: dict[str, str] = {}
    for item in args.header:
        name, sep, value = item.partition(":")
        if not sep or not name.strip():
            raise UsageError(f"--header must be NAME:VALUE, not {item!r}")
        headers[name.strip()] = value.strip()
    token = _token(args)
    if token is not None:
        headers["authorization"] = f"Bearer {token}"
    if not args.url.startswith(("http://", "https://", "ws://", "wss://")):
        raise UsageError(f"the URL must start with http(s):// or ws(s)://, not {args.url!r}")
    transcript = _open_transcript(args.transcript, stack)
    return asyncio.run(_connect(args, headers, transcript, stderr))


async def _connect(
    args: argparse.Namespace, headers: dict[str, str], transcript: IO[bytes] | None, stderr: TextIO
) -> int:
    import ssl

    from acp_wire.connection.stdio import stdio_streams
    from acp_wire.remote.client import open_http_transport, open_ws_transport
    from acp_wire.remote.relay import lines_to_transport, transport_to_lines
    from acp_wire.tools.tap import Recorder

    context = ssl.create_default_context(cafile=args.cafile) if args.cafile else None
    recorder = Recorder(transcript, stderr) if transcript is not None else None
    transport: Any
    try:
        if args.url.startswith(("ws://", "wss://")):
            transport = await open_ws_transport(
                args.url,
                headers=headers,
                timeout=args.timeout,
                ssl=context if args.url.startswith("wss://") else None,
            )
        else:
            transport = open_http_transport(
                args.url,
                headers=headers,
                timeout=args.timeout,
                http2=True if args.http2 else None,
                verify=context or True,
            )
    except Exception as exc:  # the server refused or is unreachable: one line, not a traceback
        print(f"acp-wire connect: cannot connect to {args.url}: {exc}", file=stderr)
        return 1
    reader, writer = await stdio_streams()
    from_editor = asyncio.ensure_future(
        lines_to_transport(reader, transport, recorder, "client", None)
    )
    from_server = asyncio.ensure_future(transport_to_lines(transport, writer, recorder, "agent"))
    await asyncio.wait((from_editor, from_server), return_when=asyncio.FIRST_COMPLETED)
    status = 0
    if from_server.done() and not from_editor.done():
        reason = getattr(transport, "error", None) or "the server closed the connection"
        print(f"acp-wire connect: {reason}", file=stderr)
        status = 1
    elif from_editor.done():
        # The editor closed our stdin: give the last messages a moment, then end the connection.
        await asyncio.wait((from_server,), timeout=0.5)
    for task in (from_editor, from_server):
        task.cancel()
    await asyncio.gather(from_editor, from_server, return_exceptions=True)
    transport.end_of_input()
    with contextlib.suppress(Exception):
        await transport.close(2.0)
    with contextlib.suppress(Exception):
        writer.close()
    return status


class _Tool:
    """A subcommand as `acp_wire.tools.cli` registers its tools (`add_command`, `run`)."""

    def __init__(self, add: Any, run: Any) -> None:
        self.add_command = add
        self.run = run


serve = _Tool(add_serve, run_serve)
connect = _Tool(add_connect, run_connect)

__all__ = ["connect", "serve"]
