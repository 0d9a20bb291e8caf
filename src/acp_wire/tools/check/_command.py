"""The `acp-wire check` command: its arguments, its run, and `--rules` (`rules_text`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from acp_wire.bindings import binding_for
from acp_wire.tools.check._catalogue import RULE_SETS
from acp_wire.tools.check._checker import check
from acp_wire.tools.exits import EXIT_INVALID, EXIT_UNUSABLE, EXIT_VALID
from acp_wire.tools.transcript import CountedLines


def rules_text(version: int = 1) -> str:
    """The rule registry of version `version` as text: id, level and what each rule checks."""
    rules = RULE_SETS[version]
    width = max(len(rule.id) for rule in rules)
    return "".join(f"{rule.id:<{width}}  {rule.level:<7}  {rule.checks}\n" for rule in rules)


DESCRIPTION = """\
Check captured ACP traffic against the protocol's rules (`--rules` lists them). Prints
`LINE: rule-id: explanation` at each message that breaks a rule, `LINE: warning: rule-id: ...`
for SHOULD-level findings, then the counts. Every message is also checked against the schema
(rule `schema`: the findings of `acp-wire validate`)."""

EXIT_CODES = """\
exit status:
  0    no rule is broken (warnings allowed)
  1    at least one violation
  2    the transcript cannot be read (a missing file, a directory) or was not given
  141  standard output was closed early (`| head`): stopped quietly"""


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def add_command(commands: Any) -> None:
    """Register `check` on the CLI's subcommands (an argparse subparsers object)."""
    command = commands.add_parser(
        "check",
        help="check a transcript against the protocol's rules",
        description=DESCRIPTION,
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument(
        "transcript", nargs="?", help="a transcript or message log, or - for stdin"
    )
    command.add_argument("--rules", action="store_true", help="list the rules and exit")
    command.add_argument(
        "--protocol",
        type=int,
        choices=sorted(RULE_SETS),
        help="the ACP protocol version whose rules apply (default: initialize's "
        "protocolVersion, else 1; with --rules: 1)",
    )


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run `check`: 0 when no rule is broken, 1 on any violation, 2 for unusable input."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    version: int | None = getattr(args, "protocol", None)
    if args.rules:
        print(rules_text(version or 1), file=out, end="")
        return EXIT_VALID
    if args.transcript is None:
        print("acp-wire check: a transcript is required (or --rules)", file=err)
        return EXIT_UNUSABLE
    try:
        source = sys.stdin.buffer if args.transcript == "-" else open(args.transcript, "rb")
    except OSError as exc:
        print(f"acp-wire check: cannot read {args.transcript}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    violations = warnings = 0
    lines = CountedLines(source)
    with source:
        try:
            binding = binding_for(version) if version is not None else None
            for finding in check(lines, binding):
                print(finding, file=out)
                if finding.level == "warning":
                    warnings += 1
                else:
                    violations += 1
        except BrokenPipeError:
            raise  # writing failed, not reading: `acp-wire` ends quietly (exit 141)
        except OSError as exc:  # e.g. reading a directory opened on some platforms
            print(f"acp-wire check: cannot read {args.transcript}: {exc.strerror}", file=err)
            return EXIT_UNUSABLE
    empty = "" if lines.messages else " (the input has no messages)"
    print(f"{_plural(violations, 'violation')}, {_plural(warnings, 'warning')}{empty}", file=out)
    return EXIT_INVALID if violations else EXIT_VALID


__all__ = ["add_command", "rules_text", "run"]
