"""`acp-wire serve`'s options and their defaults (`tools/remote.py` runs the command): kept
apart so that the command's module stays one reading of what `serve` does."""

from __future__ import annotations

import argparse
from collections.abc import Callable

TOKEN_ENV = "ACP_WIRE_TOKEN"

# Live ACP connections `serve` admits by default (503 above): an in-process `--app` serves as
# many as `AcpApp` does; with an agent command each connection is an agent process of its own.
APP_MAX_CONNECTIONS = 1000  # = acp_wire.remote._serving.DEFAULT_MAX_CONNECTIONS (not imported here)
PROCESS_MAX_CONNECTIONS = 100
# Agent processes `serve -- AGENT` keeps started ahead of connections (`--pool`), and the
# seconds they wait unused before the pool is emptied (`--pool-idle`): one ready agent answers
# a connection's `initialize` at once; an idle server does not keep it running forever.
DEFAULT_POOL = 1
DEFAULT_POOL_IDLE = 600.0


def add_serve_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--app",
        metavar="MODULE:FACTORY",
        help="serve an acp-wire Agent in-process instead of an agent command: FACTORY (in the "
        "importable MODULE) makes one Agent handler per ACP connection",
    )
    command.add_argument(
        "--path", default="/acp", help="the endpoint's path, for both profiles (default /acp)"
    )
    command.add_argument(
        "--max-connections",
        type=positive_int,
        default=None,
        metavar="N",
        help="the most live ACP connections; a client above it gets HTTP 503 (default "
        f"{PROCESS_MAX_CONNECTIONS} with an agent command, one agent process per connection; "
        f"{APP_MAX_CONNECTIONS} with --app, as AcpApp)",
    )
    command.add_argument(
        "--idle-timeout",
        type=non_negative_float,
        default=600.0,
        metavar="SECONDS",
        help="close a connection after this many seconds without traffic and, over HTTP, "
        "without an open SSE stream (default 600; 0: never)",
    )
    command.add_argument(
        "--grace",
        type=non_negative_float,
        default=5.0,
        metavar="SECONDS",
        help="when a connection ends, how long its agent process may take to exit after its "
        "stdin is closed, and again after it is terminated, before it is killed; also how "
        "long the server waits for open requests on shutdown (default 5)",
    )
    command.add_argument(
        "--token-file",
        metavar="FILE",
        help="require 'Authorization: Bearer <token>' on every request, the token read from "
        f"FILE (or from the environment variable {TOKEN_ENV}); others get HTTP 401",
    )
    command.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="a browser origin (scheme://host[:port]) allowed besides the server's own; a "
        "request with another Origin header gets HTTP 403 (repeatable; * allows any)",
    )
    command.add_argument(
        "--server",
        choices=("uvicorn", "hypercorn"),
        default=None,
        help="the HTTP server: uvicorn (the default without --http2: HTTP/1.1 and WebSocket, "
        "with acp-wire's WebSocket protocol for it, the fastest) or hypercorn (the default with "
        "--http2: HTTP/1.1, HTTP/2 and WebSocket)",
    )
    command.add_argument(
        "--http2",
        action="store_true",
        help="serve HTTP/2 as well: h2c (prior knowledge or Upgrade) over http, h2 by ALPN "
        "with --certfile; runs hypercorn, whose WebSocket and HTTP/1.1 are slower",
    )
    command.add_argument(
        "--pool",
        type=non_negative_int,
        default=DEFAULT_POOL,
        metavar="N",
        help="with an agent command: keep N agent processes started ahead of connections, "
        "each given to one connection only and stopped with it, refilled in the background, "
        f"so that a connection does not wait for an agent's start-up (default {DEFAULT_POOL}; "
        "0: start each agent when its connection starts)",
    )
    command.add_argument(
        "--pool-idle",
        type=non_negative_float,
        default=DEFAULT_POOL_IDLE,
        metavar="SECONDS",
        help="stop the agents started ahead once none was taken for this many seconds; the "
        f"next connection starts the pool again (default {DEFAULT_POOL_IDLE:g}; 0: never)",
    )
    command.add_argument(
        "--certfile", metavar="FILE", help="TLS certificate (PEM): serve https and wss"
    )
    command.add_argument("--keyfile", metavar="FILE", help="TLS private key (PEM), with --certfile")
    command.add_argument(
        "--transcript",
        metavar="DIR",
        help="record each connection's traffic to a file of its own in DIR (created if "
        "missing): connection-0001.jsonl, ... in the order connections start, JSON lines as "
        "`acp-wire tap` writes, for `acp-wire check` and `replay`; print what the conformance "
        "checker finds on stderr, each line naming its file (with an agent command)",
    )


def whole_number(least: int) -> Callable[[str], int]:
    """An argparse `type`: a whole number of `least` or more."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = least - 1
        if value < least:
            raise argparse.ArgumentTypeError(f"a whole number of {least} or more, not {text!r}")
        return value

    return parse


positive_int = whole_number(1)
non_negative_int = whole_number(0)


def non_negative_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0:  # (NaN too)
        raise argparse.ArgumentTypeError(f"a number of seconds, 0 or more, not {text!r}")
    return value


__all__ = [
    "APP_MAX_CONNECTIONS",
    "DEFAULT_POOL",
    "DEFAULT_POOL_IDLE",
    "PROCESS_MAX_CONNECTIONS",
    "TOKEN_ENV",
    "add_serve_options",
    "non_negative_float",
    "non_negative_int",
    "positive_int",
]
