"""The `acp-wire` command: one subcommand per tool module (validate, check, replay, tap, conduct,
serve, connect, registry)."""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys
from collections.abc import Callable, Generator

from acp_wire import __version__
from acp_wire.tools import check as conformance
from acp_wire.tools import conduct, registry, remote, replay, tap, validate
from acp_wire.tools.exits import stdout_closed
from acp_wire.v1._generated import SCHEMA_PACKAGE, SCHEMA_VERSION

VERSION = f"acp-wire {__version__} (schema from {SCHEMA_PACKAGE} {SCHEMA_VERSION})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="acp-wire", description="ACP wire tools.")
    parser.add_argument("--version", action="version", version=VERSION)
    commands = parser.add_subparsers(dest="command", required=True)
    runners: dict[str, Callable[[argparse.Namespace], int]] = {}
    for name, tool in (
        ("validate", validate),
        ("check", conformance),
        ("replay", replay),
        ("tap", tap),
        ("conduct", conduct),
        ("serve", remote.serve),  # imports its extra's libraries only when run
        ("connect", remote.connect),
        ("registry", registry),
    ):
        tool.add_command(commands)
        commands.choices[name].add_argument("--version", action="version", version=VERSION)
        runners[name] = tool.run
    args = parser.parse_args(argv)
    try:
        with library_log_quiet():
            status = runners[args.command](args)
        if not sys.stdout.closed:  # tap hands its stdout over to the agent and closes it
            sys.stdout.flush()  # here, where a closed pipe can still be handled
    except BrokenPipeError:
        return stdout_closed()
    return status


@contextlib.contextmanager
def library_log_quiet() -> Generator[None]:
    """Keep the `acp_wire` logger's records off the terminal while a tool runs: each tool
    reports what the library logs (a message's repairs) as its own numbered findings,
    `LINE: ...`, and the raw, unnumbered log line would repeat them."""
    logger = logging.getLogger("acp_wire")
    quiet = logging.NullHandler()
    propagate = logger.propagate
    logger.addHandler(quiet)  # with no handler, Python's last-resort one prints warnings
    logger.propagate = False
    try:
        yield
    finally:
        logger.propagate = propagate
        logger.removeHandler(quiet)


__all__ = ["main"]


if __name__ == "__main__":
    sys.exit(main())
