"""`acp-wire replay TRANSCRIPT [--json] [--until LINE]`: the reduced state of every session.

Reads a transcript (or a plain log of messages), applies it with
`acp_wire.tools.reducer.Reducer` and prints each session's state at the end (or after line
`--until`), as readable text or as JSON.
Lines that cannot be used, and what the decoder repaired in a line, are reported on stderr as
`LINE: finding`; they do not stop the replay.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import math
import sys
from collections.abc import Generator, Iterable, Iterator
from typing import Any, TextIO, cast

import msgspec

from acp_wire._codec.members import tag_of
from acp_wire._rpc.binding import Binding
from acp_wire.tools.exits import EXIT_UNUSABLE, EXIT_VALID
from acp_wire.tools.reducer import (
    AnyHistoryItem,
    AnySessionState,
    AnyState,
    CompactionItem,
    MessageItem,
    Reducer,
    SessionMessageItem,
    ToolCallItem,
)
from acp_wire.tools.transcript import CountedLines, TranscriptReader, capture_binding


def replay(
    lines: Iterable[bytes],
    until: int | None = None,
    findings: TextIO | None = None,
    binding: Binding | None = None,
) -> AnyState:
    """The state after the transcript `lines` (up to line `until`) of `binding`'s protocol
    version (by default, the version its `initialize` declares); unusable lines, and what the
    decoder repaired in a line, are printed to `findings` when given."""
    if binding is None:
        binding, lines = capture_binding(lines)
    reducer = Reducer(binding)
    with _logged_repairs(findings is not None) as repairs:
        for entry in TranscriptReader(binding).read(lines):
            if until is not None and entry.line > until:
                break
            if findings is not None:
                if entry.finding is not None:
                    print(f"{entry.line}: {entry.finding}", file=findings)
                for repair in repairs:
                    print(f"{entry.line}: {repair}", file=findings)
            repairs.clear()
            reducer.apply_entry(entry)
    return reducer.state


class _Collect(logging.Handler):
    """Keeps the text of the `acp_wire` logger's records (a message's repairs) for replay to
    number them with their line."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@contextlib.contextmanager
def _logged_repairs(wanted: bool) -> Generator[list[str]]:
    """The repairs the decoder logs while the block runs, as they come (when `wanted`)."""
    if not wanted:
        yield []
        return
    logger = logging.getLogger("acp_wire")
    collect = _Collect()
    logger.addHandler(collect)
    try:
        yield collect.messages
    finally:
        logger.removeHandler(collect)


def render(state: AnyState) -> str:
    """A readable account of every session's state."""
    if not state.sessions:
        return "no sessions\n"
    return "".join(
        "\n".join(_elide(line) for line in _session(s)) + "\n" for s in state.sessions.values()
    )


def _session(s: AnySessionState) -> Iterator[str]:
    header = f"session {s.session_id}"
    if s.title is not None:
        header += f" {s.title!r}"
    if s.current_mode_id is not None:
        header += f" (mode {s.current_mode_id})"
    yield header
    if s.updated_at is not None:
        yield f"  updated at {s.updated_at}"
    if s.history:
        yield "  history:"
        for item in s.history:
            yield "    " + _item(item)
    if s.plan is not None:
        yield "  plan:"
        for entry in s.plan:
            yield f"    [{entry.status}] {entry.content} ({entry.priority})"
    for plan_id, plan in s.plans.items():
        yield f"  plan {plan_id}: {_plan(plan)}"
    if s.available_commands:
        yield "  commands: " + ", ".join("/" + c.name for c in s.available_commands)
    if s.config_options:
        yield "  config options: " + ", ".join(_option_text(o) for o in s.config_options)
    if s.usage is not None:
        line = f"  usage: {s.usage.used} of {s.usage.size} tokens"
        cost = s.usage.cost
        if cost is not None and not isinstance(cost, msgspec.UnsetType):
            line += f", cost {amount_text(cost.amount)} {cost.currency}"
        yield line
    for child in s.subagents.values():
        title = f" {child.title!r}" if child.title is not None else ""
        state = _json(child.state) if child.state is not None else "state unset"
        yield f"  subagent {child.session_id}{title}: {state}"
    for terminal in s.terminals.values():
        command = f" {terminal.command!r}" if terminal.command is not None else ""
        exited = " (exited)" if terminal.exit_status is not None else ""
        yield f"  terminal {terminal.terminal_id}{command}{exited}"
    for notice in s.notices:
        detail = f": {notice.description}" if isinstance(notice.description, str) else ""
        yield f"  notice [{notice.severity}] {notice.title}{detail}"
    for unknown in s.unknown_updates:
        yield f"  unknown update {unknown.tag!r}"
    for permission in s.permission_requests:
        answer = "pending"
        if permission.outcome is not None:
            answer = _json(permission.outcome)
        elif permission.error is not None:
            answer = f"error {permission.error.code}: {permission.error.message}"
        call = permission.tool_call.tool_call_id if permission.tool_call is not None else "-"
        yield f"  permission request {permission.request_id} for {call}: {answer}"
    if s.state is not None:
        yield f"  state: {s.state}"
    # Turns are numbered from 1 in each session, as the page numbers them; the request id
    # is beside the number (ids are the client's choice and need not count turns).
    for number, turn in enumerate(s.turns, 1):
        end: str = turn.stop_reason or ("ended" if turn.ended else "running")
        if turn.error is not None:
            end = f"error {turn.error.code}: {turn.error.message}"
        cancel = ", cancel requested" if turn.cancel_requested else ""
        yield f"  prompt turn {number} (request {_json(turn.request_id)}): {end}{cancel}"


def _item(item: AnyHistoryItem) -> str:
    if isinstance(item, MessageItem):
        return f"{item.role}: {_blocks(item.content)}"
    if isinstance(item, ToolCallItem):
        flag = "" if item.announced else " (update for an unannounced tool call)"
        kind = f" ({item.kind})" if item.kind is not None else ""
        text = f"tool call {item.tool_call_id} [{item.status or 'no status'}] {item.title or ''}"
        contents: list[Any] = item.content  # any version's tool call content
        content = _blocks([c.content for c in contents if _tag(c) == "content"])
        return text + kind + flag + (f": {content}" if content else "")
    if isinstance(item, CompactionItem):
        text = f"compaction {item.compaction_id} [{item.status}]"
        if item.summary:
            text += f": {_blocks(item.summary)}"
        if item.error is not None:
            text += f" (error: {item.error})"
        if item.ignored_statuses:
            text += f" (statuses after the terminal one: {', '.join(item.ignored_statuses)})"
        return text
    assert isinstance(item, SessionMessageItem)
    text = f"session message {item.message_id}"
    if item.sender_session_id is not None:
        text += f" from {item.sender_session_id}"
    if item.recipient_session_id is not None:
        text += f" to {item.recipient_session_id}"
    return text + f": {_blocks(item.content)}"


def _blocks(blocks: Iterable[Any]) -> str:
    """Text blocks as their text, every other content block as a short bracketed label."""
    return "".join(_block(block) for block in blocks).replace("\n", "\\n")


def _block(block: Any) -> str:
    """One content block of any protocol version, by its `type` tag (an unknown one is kept
    as a dict or an unknown variant and shows its tag)."""
    tag = _tag(block)
    if tag == "text":
        return str(block.text)
    if tag == "resource_link":
        return f"[{block.uri}]"
    if tag in ("image", "audio"):
        return f"[{tag} {block.mime_type}]"
    if tag == "resource":
        resource = block.resource
        kind = "text" if getattr(resource, "text", None) is not None else "blob"
        return f"[resource {getattr(resource, 'uri', '?')} ({kind})]"
    return f"[{tag}]"


# Text replay prints one line per history item; a streamed message can be megabytes long.
LINE_LIMIT = 1000


def _elide(line: str) -> str:
    """`line`, or its start and end around a count of the characters left out."""
    if len(line) <= LINE_LIMIT:
        return line
    head, tail = LINE_LIMIT * 3 // 4, LINE_LIMIT // 5
    left_out = len(line) - head - tail
    return f"{line[:head]} [... {left_out:,} characters ...] {line[-tail:]}"


def _tag(value: Any) -> object:
    """A content block's or plan's `type` (any protocol version's class, or an unknown one
    kept as a dict or an unknown variant)."""
    if isinstance(value, dict):
        return cast("dict[str, object]", value).get("type")
    return tag_of(value)


def _option_id(option: Any) -> str:
    """A config option's id: v1's `id`, v2's `configId` (an option of a type this schema does
    not know is a dict)."""
    if isinstance(option, dict):
        fields = cast("dict[str, object]", option)
        return str(fields.get("id", fields.get("configId")))
    return str(getattr(option, "id", None) or getattr(option, "config_id", None))


def _option_text(option: Any) -> str:
    """A config option as `id=value`: its id and current value, where it has one (a select's
    `currentValue`, a boolean's `currentValue`)."""
    value = (
        cast("dict[str, object]", option).get("currentValue")
        if isinstance(option, dict)
        else getattr(option, "current_value", None)
    )
    if value is None or isinstance(value, msgspec.UnsetType):
        return _option_id(option)
    return f"{_option_id(option)}={json.dumps(value) if isinstance(value, bool) else value}"


def _plan(plan: Any) -> str:
    tag = _tag(plan)
    if tag == "items":
        return "; ".join(f"[{e.status}] {e.content}" for e in plan.entries)
    if tag == "markdown":
        return str(plan.content).replace("\n", "\\n")
    if tag == "file":
        return str(plan.uri)
    return _json(plan)


def amount_text(amount: object) -> str:
    """A money amount (or any float) for people: two decimals from 1 up (`1,234.50`), two
    significant digits below 1 (`0.0027`, not the float's `0.0026880000000000003`); other
    values as they are. `--json` keeps the exact number."""
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        return str(amount)
    if not math.isfinite(amount):
        return str(amount)
    size = abs(amount)
    if size >= 1 or size == 0:
        return f"{amount:,.2f}"
    decimals = 1 - math.floor(math.log10(size))  # two significant digits
    return f"{amount:.{decimals}f}"


def _json(value: Any) -> str:
    return msgspec.json.encode(value).decode()


DESCRIPTION = """\
Replay a transcript (or a plain log of JSON-RPC messages) and print the state of every
session at its end, or after line --until: history (messages, tool calls, compactions),
plans, commands, modes, usage, subagents, notices, permission requests and prompt turns.
Lines that cannot be used are reported on stderr as `LINE: finding` and skipped."""

EXIT_CODES = """\
exit status:
  0    the state was printed
  2    the transcript cannot be read, or --until is not a line number (1 or more)
  141  standard output was closed early (`| head`): stopped quietly"""


def _line_number(text: str) -> int:
    """`--until`'s value: a line number, counted from 1 (else a usage error, exit 2)."""
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a line number (1 or more)")
    return number


def add_command(commands: Any) -> None:
    """Register `replay` on the CLI's subcommands (an argparse subparsers object)."""
    command = commands.add_parser(
        "replay",
        help="print the session state a transcript leads to",
        description=DESCRIPTION,
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument("transcript", help="a transcript or message log, or - for stdin")
    command.add_argument("--json", action="store_true", help="print the state as JSON")
    command.add_argument(
        "--html", metavar="OUT", help="write a self-contained HTML view to OUT (- for stdout)"
    )
    command.add_argument(
        "--until",
        type=_line_number,
        metavar="LINE",
        help="stop after line LINE of the transcript (1 or more)",
    )


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run `replay` with parsed arguments; 2 when the transcript cannot be opened."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    if args.html is not None:
        from acp_wire.tools.html import _page as replay_html  # only the page needs it

        return replay_html.run(args, out, err)
    try:
        source = sys.stdin.buffer if args.transcript == "-" else open(args.transcript, "rb")
    except OSError as exc:
        print(f"acp-wire replay: cannot read {args.transcript}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    lines = CountedLines(source)
    with source:
        state = replay(lines, args.until, err)
    if not lines.messages:
        print("acp-wire replay: note: the input has no messages", file=err)
    elif args.until is not None and args.until > lines.lines:
        print(
            f"acp-wire replay: note: --until {args.until} is past the end "
            f"(the transcript has {lines.lines} lines): the state at its end",
            file=err,
        )
    if args.json:
        print(msgspec.json.format(msgspec.json.encode(state)).decode(), file=out)
    else:
        print(render(state), file=out, end="")
    return EXIT_VALID


# The command's `add_command` and `run` are the entry point's (`cli`), not a user's: every
# tool has its own, so no face exports them.
__all__ = ["render", "replay"]
