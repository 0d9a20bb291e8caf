"""The `acp-wire` command: one subcommand per tool module (validate, check, replay, tap, serve,
connect)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from . import __version__, conformance, replay, tap, validate
from ._generated import SCHEMA_PACKAGE, SCHEMA_VERSION
from .remote import commands as remote

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
        ("serve", remote.serve),  # imports its extra's libraries only when run
        ("connect", remote.connect),
    ):
        tool.add_command(commands)
        commands.choices[name].add_argument("--version", action="version", version=VERSION)
        runners[name] = tool.run
    args = parser.parse_args(argv)
    return runners[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
