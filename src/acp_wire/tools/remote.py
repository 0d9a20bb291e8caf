"""`acp-wire serve` and `acp-wire connect`: a stdio agent behind a URL, and back.

    acp-wire serve 127.0.0.1:8000 -- claude-agent-acp     # one agent process per connection
    acp-wire serve 127.0.0.1:8000 --app mypkg.agent:make   # an acp-wire Agent, in-process
    acp-wire connect http://127.0.0.1:8000/acp            # what an editor launches

Exit codes (`SERVE_EXIT_STATUS`, `CONNECT_EXIT_STATUS`, shown by --help): 0 on a normal end; 1
when `serve` cannot listen or fails, or `connect` cannot connect or loses the connection; 2
for a usage error, or a missing `remote` extra, token file or agent.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import hmac
import importlib
import json
import os
import shutil
import signal
import socket
import sys
from collections.abc import Callable
from typing import IO, Any, TextIO

from acp_wire.tools import _http_servers
from acp_wire.tools._serve_options import (
    APP_MAX_CONNECTIONS,
    PROCESS_MAX_CONNECTIONS,
    TOKEN_ENV,
    add_serve_options,
    non_negative_float,
)

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

SERVE_DESCRIPTION = """\
Serve an ACP agent over ACP's remote transport (the RFD "Streamable HTTP & WebSocket
Transport"), both profiles on one endpoint: http(s)://HOST:PORT/acp for Streamable HTTP and
ws(s)://HOST:PORT/acp for WebSocket. Either each ACP connection gets a stdio agent process of
its own (`-- AGENT_COMMAND...`, started on `initialize` and stopped when the connection
ends), or an acp-wire Agent is served in-process (`--app MODULE:FACTORY`). The line
`acp-wire serve: listening on URL` on stderr says that the server accepts connections."""

SERVE_EXIT_STATUS = """\
exit status:
  0  stopped by SIGINT or SIGTERM: every connection was ended, every agent process stopped
  1  cannot listen on HOST:PORT (the port is in use, the host is not an address of this
     machine, no permission), or the server failed
  2  a usage error: a bad argument, neither or both of an agent command and --app, an agent
     command or --app factory that cannot be found, an unreadable token, certificate or key
     file, or the `remote` extra is not installed"""


def add_serve(commands: Any) -> None:
    command = commands.add_parser(
        "serve",
        help="serve a stdio agent (or an acp-wire agent) over Streamable HTTP and WebSocket",
        description=SERVE_DESCRIPTION,
        epilog=SERVE_EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_serve_options(command)
    # Everything from HOST:PORT on, options included: argparse's subcommands do not end their
    # options at "--", so the options after HOST:PORT are read again by `_split_serve`.
    command.add_argument(
        "rest",
        nargs=argparse.REMAINDER,
        metavar="HOST:PORT [OPTIONS] -- AGENT_COMMAND...",
        help="HOST:PORT: the address to listen on (a host name or IP address, [::1] for IPv6; "
        "PORT 0: any free port, the one chosen is printed); AGENT_COMMAND: the stdio agent "
        "started for each connection, with its arguments (not with --app)",
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
        add_serve_options(parser)
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
    return _run("serve", _import_server, _start_serving, args, err, failures=(ListenError, OSError))


def _import_server() -> None:
    """Import what `serve` needs of the `remote` extra (an ImportError when it is missing)."""
    import hypercorn  # noqa: F401  # pyright: ignore[reportUnusedImport]


def _start_serving(args: argparse.Namespace, stack: contextlib.ExitStack, stderr: TextIO) -> int:
    """Check `serve`'s arguments, listen, then serve until a signal stops the server."""
    address, command = _split_serve(args)
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or int(port) > 65535:
        raise UsageError(f"the address must be HOST:PORT, not {address!r}")
    if command and args.app:
        raise UsageError("give an agent command (-- AGENT...) or --app MODULE:FACTORY, not both")
    if not command and not args.app:
        raise UsageError(
            "an agent to serve is needed: an agent command after -- (acp-wire serve "
            f"{address} -- AGENT...) or --app MODULE:FACTORY"
        )
    if command and shutil.which(command[0]) is None:
        raise UsageError(f"cannot find the agent command {command[0]!r}")
    if bool(args.certfile) != bool(args.keyfile):
        raise UsageError("--certfile and --keyfile go together")
    for path in (args.certfile, args.keyfile):
        if path and not os.access(path, os.R_OK):
            raise UsageError(f"cannot read {path}")
    if args.http2 and args.server == "uvicorn":
        raise UsageError("--http2 needs hypercorn: uvicorn does not serve HTTP/2")
    args.server = _http_servers.choose(args.server, http2=args.http2)
    if args.server == "uvicorn":
        try:
            import uvicorn.protocols.websockets.websockets_sansio_impl  # noqa: F401  # pyright: ignore[reportUnusedImport]
        except ImportError:
            raise UsageError(
                "uvicorn 0.35 or later is needed (the `remote` extra carries it): pip install "
                "'acp-wire[remote]', or serve with --server hypercorn"
            ) from None
    token = _token(args)
    factory = _factory(args.app) if args.app else None
    if args.transcript and args.app:
        raise UsageError("--transcript records an agent command's traffic, not --app's")
    transcripts = _transcripts(args.transcript) if args.transcript else None
    listener = stack.enter_context(_listen(host, int(port)))
    return asyncio.run(_serve(args, listener, host, command, factory, token, transcripts, stderr))


def _transcripts(path: str) -> Any:
    """`serve --transcript DIR`: a `relay.TranscriptFiles` (a file per connection)."""
    from acp_wire.remote._relay import TranscriptFiles

    if os.path.exists(path) and not os.path.isdir(path):
        raise UsageError(f"--transcript takes a directory (a file per connection): {path}")
    try:
        return TranscriptFiles(path)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None


class ListenError(Exception):
    """The server cannot listen on its address: reported in one line, exit status 1."""


def _listen(host: str, port: int) -> socket.socket:
    """A socket listening on HOST:PORT (bound here, before the HTTP server starts, so that
    `listening on` is printed only once it is true and a busy port is one clear line)."""
    name = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    try:
        family, kind, proto, _, where = socket.getaddrinfo(
            name, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror as exc:
        raise ListenError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    listener = socket.socket(family, kind, proto)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(where)
        listener.listen(128)
    except OSError as exc:
        listener.close()
        why = "the port is in use" if exc.errno == errno.EADDRINUSE else exc.strerror
        raise ListenError(f"cannot listen on {host}:{port}: {why}") from None
    return listener


def serve_limits(args: argparse.Namespace) -> Any:
    """The server's `Limits` for `serve`'s options (see `APP_MAX_CONNECTIONS`)."""
    from acp_wire.remote._app import Limits

    default = APP_MAX_CONNECTIONS if args.app else PROCESS_MAX_CONNECTIONS
    return Limits(
        max_connections=args.max_connections or default,
        idle_timeout=args.idle_timeout or None,  # 0: never
    )


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
    # A module beside the user imports, as under uvicorn and hypercorn: the `acp-wire` script,
    # unlike `python -m`, does not put the current directory on the path.
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())
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
    listener: socket.socket,
    host: str,
    command: list[str],
    factory: Any,
    token: str | None,
    transcripts: Any,
    stderr: TextIO,
) -> int:
    from acp_wire.remote._app import AcpApp
    from acp_wire.remote._pool import AgentPool
    from acp_wire.remote._relay import NamedLines, StdioAgentRelay
    from acp_wire.tools import _http_servers as http_servers
    from acp_wire.tools.tap import Recorder

    pool = (
        AgentPool(command, size=args.pool, idle=args.pool_idle or None, grace=args.grace)
        if command and args.pool
        else None
    )

    def relay() -> StdioAgentRelay:
        if transcripts is None:
            return StdioAgentRelay(command, grace=args.grace, pool=pool)
        try:
            name, file = transcripts.open()
        except OSError as exc:  # (the disk filled up): served, not recorded
            print(f"acp-wire serve: cannot write a transcript: {exc.strerror}", file=stderr)
            return StdioAgentRelay(command, grace=args.grace, pool=pool)
        # Its findings name the command and the file (the tap's recorder names itself).
        named: Any = NamedLines(stderr, f"acp-wire serve: {name}: ", "acp-wire tap: ")
        recorder = Recorder(file, named)
        return StdioAgentRelay(
            command, grace=args.grace, recorder=recorder, ended=file.close, pool=pool
        )

    authorize = _bearer(token) if token is not None else None

    app = AcpApp(
        factory if factory is not None else relay,
        path=args.path,
        authorize=authorize,
        allowed_origins=args.allow_origin,
        limits=serve_limits(args),
    )
    port = listener.getsockname()[1]  # (the one chosen, for PORT 0)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    scheme = "https" if args.certfile else "http"
    print(
        f"acp-wire serve: listening on {scheme}://{host}:{port}{app.path}",
        file=stderr,
        flush=True,
    )

    async def stopped() -> None:
        await stop.wait()
        # End every ACP connection first: an open SSE stream or WebSocket would otherwise hold
        # the HTTP server's graceful shutdown (hypercorn 0.18 on Python 3.13 waits for them
        # past its graceful timeout).
        await app.aclose()

    if pool is not None:
        pool.start()  # agents started ahead, before the first client connects
    try:
        run = http_servers.uvicorn if args.server == "uvicorn" else http_servers.hypercorn
        await run(app, listener, args, stopped)
    finally:
        await app.aclose()
        if pool is not None:
            await pool.aclose()  # the agents no connection was given
    return 0


# ---------------------------------------------------------------------------------- connect


CONNECT_DESCRIPTION = """\
Speak stdio to an editor and ACP's remote transport to a server: what an editor launches as
its agent to reach one behind a URL (`acp-wire serve`, or any server of the RFD "Streamable
HTTP & WebSocket Transport"). Messages are relayed unchanged, one line each on stdio."""

CONNECT_EXIT_STATUS = """\
exit status:
  0  the editor closed stdin: the remote connection was ended with it (at once, or once the
     requests still unanswered are answered, within --timeout)
  1  cannot connect (the server is unreachable, or refused the connection: the line names
     the URL and what the server answered), or the connection was lost later (also when the
     server ends, or cannot be reached, before answering requests piped in)
  2  a usage error: a bad argument, an unreadable token file, or the `remote` extra is not
     installed
  128+N  stopped by signal N (129 SIGHUP, 130 SIGINT, 143 SIGTERM): the remote connection
     was ended first (DELETE, or the WebSocket close), within 3 seconds"""

# Signals that end `connect`, as an editor stops its agent (acpx closes stdin, then sends
# SIGTERM about 100 ms later): each ends the remote connection first, then exits 128+N.
STOP_SIGNALS = (signal.SIGHUP, signal.SIGINT, signal.SIGTERM)


def add_connect(commands: Any) -> None:
    command = commands.add_parser(
        "connect",
        help="speak stdio to an editor and ACP's remote transport to a server",
        description=CONNECT_DESCRIPTION,
        epilog=CONNECT_EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
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
    command.add_argument(
        "--timeout",
        type=non_negative_float,
        default=30.0,
        metavar="SECONDS",
        help="for connecting, and for the server to answer each POST (default 30)",
    )
    command.add_argument(
        "--http2",
        action="store_true",
        help="speak HTTP/2 over http:// too, with prior knowledge (h2c); over https:// "
        "HTTP/2 is used where the server offers it",
    )
    command.add_argument(
        "--cafile", metavar="FILE", help="trust this CA certificate (PEM) for https and wss"
    )
    command.add_argument(
        "--transcript",
        metavar="FILE",
        help="record the traffic to FILE (JSON lines, as `acp-wire tap` writes) and print "
        "what the conformance checker finds on stderr",
    )


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
    return asyncio.run(_connect(args, headers, transcript, stderr, _Signals()))


class _Signals:
    """The stop signals, caught from before the event loop runs: the first one's number,
    handed to the loop by `wake`. Once the remote connection has ended (`ended`), they are
    ignored: what is left is to exit with the status decided (the interpreter's winding down
    would otherwise restore their default action, a death by the signal, for its last 100 ms
    or so). `connect` is a command: its process ends right after."""

    def __init__(self) -> None:
        self.first: int | None = None
        self.wake: Callable[[], object] | None = None
        for sig in STOP_SIGNALS:
            signal.signal(sig, self._caught)

    def _caught(self, signum: int, frame: object) -> None:
        if self.first is None:
            self.first = signum
            if self.wake is not None:
                self.wake()

    def ended(self) -> None:
        self.wake = None
        for sig in STOP_SIGNALS:
            signal.signal(sig, signal.SIG_IGN)


async def _connect(
    args: argparse.Namespace,
    headers: dict[str, str],
    transcript: IO[bytes] | None,
    stderr: TextIO,
    signals: _Signals,
) -> int:
    """`connect` in its event loop, a signal handed over by `signals`: the exit status."""
    loop = asyncio.get_running_loop()
    stop: asyncio.Future[int] = loop.create_future()  # the first signal's number

    def stopped() -> None:
        if not stop.done() and signals.first is not None:
            stop.set_result(signals.first)

    signals.wake = lambda: loop.call_soon_threadsafe(stopped)
    stopped()  # (one that came before the loop ran)
    try:
        return await _relay(args, headers, transcript, stderr, stop)
    finally:
        signals.ended()


async def _relay(
    args: argparse.Namespace,
    headers: dict[str, str],
    transcript: IO[bytes] | None,
    stderr: TextIO,
    stop: asyncio.Future[int],
) -> int:
    """Relay stdio to the server until either side ends or `stop` (a signal) comes, then end
    the remote connection: the exit status."""
    import ssl

    from acp_wire.connection._stdio import stdio_streams
    from acp_wire.remote._client import open_http_transport, open_ws_transport
    from acp_wire.remote._relay import relay_stdio
    from acp_wire.tools.tap import Recorder

    context = ssl.create_default_context(cafile=args.cafile) if args.cafile else None
    recorder = Recorder(transcript, stderr) if transcript is not None else None
    transport: Any
    try:
        if args.url.startswith(("ws://", "wss://")):
            opening = asyncio.ensure_future(
                open_ws_transport(
                    args.url,
                    headers=headers,
                    timeout=args.timeout,
                    ssl=context if args.url.startswith("wss://") else None,
                )
            )
            await asyncio.wait((opening, stop), return_when=asyncio.FIRST_COMPLETED)
            if not opening.done():
                opening.cancel()
                await asyncio.gather(opening, return_exceptions=True)
                return 128 + stop.result()
            transport = opening.result()
        else:
            transport = open_http_transport(
                args.url,
                headers=headers,
                timeout=args.timeout,
                http2=True if args.http2 else None,
                verify=context or True,
            )
    except Exception as exc:  # the server refused or is unreachable: one line, not a traceback
        print(f"acp-wire connect: cannot connect to {args.url}: {_refusal(exc)}", file=stderr)
        return 1
    reader, writer = await stdio_streams()
    end = await relay_stdio(reader, writer, transport, recorder, stop, answers_within=args.timeout)
    if end == "lost":
        reason = getattr(transport, "error", None) or "the server closed the connection"
        print(f"acp-wire connect: {reason}", file=stderr)
        return 1
    return 128 + stop.result() if end == "signal" else 0


def _refusal(exc: Exception) -> str:
    """What a failed WebSocket upgrade says: the server's status and, where its body is a
    JSON-RPC error (acp-wire's server), the error's message."""
    import websockets

    if not isinstance(exc, websockets.InvalidStatus):
        return str(exc) or exc.__class__.__name__
    response = exc.response
    why = f"HTTP {response.status_code}"
    try:
        return f"it answered {why}: {json.loads(response.body or b'')['error']['message']}"
    except (ValueError, TypeError, KeyError):
        return f"it answered {why}"


class _Tool:
    """A subcommand as `acp_wire.tools.cli` registers its tools (`add_command`, `run`)."""

    def __init__(self, add: Any, run: Any) -> None:
        self.add_command = add
        self.run = run


serve = _Tool(add_serve, run_serve)
connect = _Tool(add_connect, run_connect)

__all__ = ["connect", "serve"]
