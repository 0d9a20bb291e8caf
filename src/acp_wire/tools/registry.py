"""`acp-wire registry list | show ID | run ID [-- ARGS]`: the ACP agent registry on the command
line (`acp_wire.registry` does the work).

`run` prepares the agent (a binary downloaded and verified once, an `npx` / `uvx` command
pinned) and then becomes it: on POSIX the process is replaced (`os.execvpe`), so the agent
has this process's stdin and stdout, its pid and its exit status, and an editor, `tap`,
`serve -- acp-wire registry run ID` and `conduct` wrap it like any agent command. Windows has
no exec: the agent runs as a child (as the platform starts it: `npx.cmd` through cmd.exe) and
its exit status is returned. Everything `run` says goes to stderr; stdout is the agent's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import Any, TextIO

import msgspec

from acp_wire import registry
from acp_wire.connection._spawn import resolve
from acp_wire.registry import AgentEntry, Registry, RegistryError
from acp_wire.tools.exits import EXIT_INVALID, EXIT_UNUSABLE, EXIT_VALID

# Windows has no exec (the tests force this on Linux).
WINDOWS = sys.platform == "win32"

EXIT_STATUS = """\
exit status:
  0  list, show: done
  1  the agent cannot be prepared: an unknown id, no distribution for this platform, npx or
     uvx not on PATH, a download that failed or was cut short, a corrupt or unsafe archive,
     a sha256 that differs or is missing, a full disk (nothing is left in the cache)
  2  the registry cannot be read (an unreachable URL with nothing cached, a missing file, not
     JSON, not a registry) or a usage error
  run: once the agent runs, its own exit status"""

DESCRIPTION = """\
The ACP agent registry: list its agents, show one, or run one on stdio. The registry is the
official one (https://cdn.agentclientprotocol.com/registry/v1/latest/registry.json), cached
(conditional requests; the cached copy is used, with a note, when offline), or --registry
URL|FILE. Binaries are downloaded once into the cache ($ACP_WIRE_CACHE, else the platform's
cache folder), their sha256 verified; npx and uvx packages run pinned."""


def add_command(commands: Any) -> None:
    """Register `registry` and its subcommands on the CLI's subcommands."""
    command = commands.add_parser(
        "registry",
        help="list, show or run the agents of the ACP agent registry",
        description=DESCRIPTION,
        epilog=EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    common = _common_options(argparse.ArgumentParser(add_help=False))
    actions = command.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("list", parents=[common], help="the agents, one a line")
    listing.add_argument("--json", action="store_true", help="the agents' entries as JSON")
    show = actions.add_parser("show", parents=[common], help="one agent's entry")
    show.add_argument("id")
    show.add_argument("--json", action="store_true", help="the entry as JSON")
    run_agent = actions.add_parser(
        "run", parents=[common], help="run an agent on stdio (for an editor, tap, serve)"
    )
    _run_options(run_agent)
    # The id inside the remainder: argparse drops a `--` that directly follows a positional,
    # and `run ID -- --acp` must keep `--acp` for the agent.
    run_agent.add_argument(
        "rest",
        nargs=argparse.REMAINDER,
        metavar="ID [-- ARGS]",
        help="the agent's id, then (after --) arguments added to the entry's own",
    )


def _common_options(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--registry", metavar="URL|FILE", help="the registry to read")
    parser.add_argument("--cache", metavar="DIR", help="the cache folder")
    parser.add_argument(
        "--offline", action="store_true", help="read the cached copy of the registry URL"
    )
    return parser


def _run_options(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--via", choices=("binary", "npx", "uvx"), help="the distribution to use")
    parser.add_argument(
        "--allow-unverified",
        action="store_true",
        help="install a binary whose entry gives no sha256",
    )
    return parser


def _options_after_the_id(args: argparse.Namespace) -> None:
    """`run [OPTIONS] ID [OPTIONS] [-- ARGS]`: the id, then this command's own options up to
    `--`, then the agent's arguments."""
    parser = _run_options(_common_options(argparse.ArgumentParser(prog="acp-wire registry run")))
    rest = list(args.rest)
    if not rest or rest[0].startswith("-"):
        parser.error("an agent id is required: acp-wire registry run [OPTIONS] ID [-- ARGS]")
    args.id, rest = rest[0], rest[1:]
    ours, agents = (
        (rest[: rest.index("--")], rest[rest.index("--") + 1 :]) if "--" in rest else (rest, [])
    )
    parser.parse_args(ours, namespace=args)
    args.args = agents


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run `registry ACTION`; its exit status (`run`: the agent's, or it never returns)."""
    stdout: TextIO = out if out is not None else sys.stdout
    stderr: TextIO = err if err is not None else sys.stderr
    if args.action == "run":
        _options_after_the_id(args)
    try:
        loaded = registry.load(args.registry, cache=args.cache, offline=args.offline)
    except RegistryError as error:
        print(f"acp-wire registry: {error}", file=stderr)
        return EXIT_UNUSABLE
    if loaded.note:
        print(f"acp-wire registry: note: {loaded.note}", file=stderr)
    for problem in loaded.problems if args.action != "run" else ():  # run names its agent's
        print(f"acp-wire registry: skipped: {problem}", file=stderr)
    try:
        if args.action == "list":
            return _list(loaded, stdout, as_json=args.json)
        if args.action == "show":
            return _show(loaded.agent(args.id), stdout, as_json=args.json)
        return _run(loaded, args, stderr)
    except RegistryError as error:
        print(f"acp-wire registry: {error}", file=stderr)
        return EXIT_INVALID


def _list(loaded: Registry, out: TextIO, *, as_json: bool) -> int:
    if as_json:
        out.write(msgspec.json.format(msgspec.json.encode(loaded.agents)).decode() + "\n")
        return EXIT_VALID
    for agent in loaded.agents:
        kinds = ",".join(agent.distribution.kinds())
        print(f"{agent.id}  {agent.version}  {kinds}  {agent.name}: {agent.description}", file=out)
    return EXIT_VALID


def _show(agent: AgentEntry, out: TextIO, *, as_json: bool) -> int:
    if as_json:
        out.write(msgspec.json.format(msgspec.json.encode(agent)).decode() + "\n")
        return EXIT_VALID
    lines = [f"{agent.id} {agent.version}: {agent.name}", f"  {agent.description}"]
    lines += [f"  {label}: {value}" for label, value in _facts(agent) if value]
    dist = agent.distribution
    for kind in ("npx", "uvx"):
        package = getattr(dist, kind)
        if package is not None:
            lines.append(f"  {kind}: {package.package} {' '.join(package.args)}".rstrip())
    here = registry.current_platform()
    for name, target in (dist.binary or {}).items():
        mark = " (this platform)" if name == here else ""
        checked = "sha256 given" if target.sha256 else "no sha256"
        lines.append(f"  binary {name}{mark}: {target.archive} ({checked})")
    print("\n".join(lines), file=out)
    return EXIT_VALID


def _facts(agent: AgentEntry) -> list[tuple[str, str | None]]:
    return [
        ("repository", agent.repository),
        ("license", agent.license),
        ("authors", ", ".join(agent.authors)),
    ]


def _run(loaded: Registry, args: argparse.Namespace, err: TextIO) -> int:
    extra = list(args.args)
    prepared = registry.command(
        args.id,
        registry=loaded,
        kind=args.via,
        allow_unverified=args.allow_unverified,
        cache=args.cache,
    )
    argv = [*prepared.argv, *extra]
    env = {**os.environ, **prepared.env}
    err.flush()
    if WINDOWS:  # no exec: a child, started as Windows needs it
        launch = resolve(argv, windows=True)
        if launch.shell is not None:
            return subprocess.run(launch.shell, shell=True, env=env, check=False).returncode
        return subprocess.run(launch.argv or argv, env=env, check=False).returncode
    sys.stdout.flush()
    try:
        os.execvpe(argv[0], argv, env)
    except OSError as error:
        print(f"acp-wire registry: cannot start {argv[0]}: {error.strerror}", file=err)
        return EXIT_INVALID


# A command (`acp-wire registry`): `add_command` and `run` are for `tools/cli.py`, not an API.
__all__: list[str] = []
