"""`acp-wire validate FILE|-`: check captured ACP traffic, one message a line, against the schema.

Lines are transcript lines (`{"from": "client" | "agent", "message": ...}`, see
`acp_wire.tools.transcript`) or plain JSON-RPC messages. Requests and notifications are typed by
their method; a response by the method of the request it answers, ids tracked per direction.
Anything
the forgiving decoder would have to repair is a finding: the message counts as invalid. A
variant or a non-extension method this schema version does not know is a warning (a finding
with `strict`). A note (such as `"error": null` beside a result, which the schema allows, or,
with `--roundtrip`, an unknown property that re-encoding drops where its type admits other
properties) and an unchecked response (its request is not in the capture) are printed but are
not invalid; `strict` makes a dropped property a finding.
The protocol version is `--protocol 1|2`, else the `protocolVersion` of the capture's
`initialize` request, else 1.
"""

from __future__ import annotations

import argparse
import codecs
import functools
import logging
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TextIO, cast

import msgspec

from acp_wire._codec.codec import encode
from acp_wire._codec.errors import DecodeError, Repair
from acp_wire._rpc.binding import Binding
from acp_wire._rpc.envelope import Response
from acp_wire.bindings import PROTOCOL_VERSIONS, binding_for
from acp_wire.tools.exits import (
    EXIT_INVALID,
    EXIT_STDOUT_CLOSED,
    EXIT_UNUSABLE,
    EXIT_VALID,
    stdout_closed,
)
from acp_wire.tools.transcript import Entry, TranscriptReader, with_declared_version

EXIT_CODES = f"""\
exit status:
  {EXIT_VALID}    every message is valid (warnings, notes and unchecked responses allowed)
  {EXIT_INVALID}    at least one message is invalid
  {EXIT_UNUSABLE}    the input cannot be read (a missing file, a directory, a read error)
  {EXIT_STDOUT_CLOSED}  standard output was closed early (`| head`): stopped quietly"""


class _Parts(msgspec.Struct):
    """The members of a message, params / result / error kept as raw JSON."""

    id: Any = msgspec.UNSET  # UNSET when absent (a null id is still an id)
    method: Any = None
    params: msgspec.Raw = msgspec.Raw()  # empty when absent
    result: msgspec.Raw = msgspec.Raw()
    error: msgspec.Raw = msgspec.Raw()


def _located(finding: str) -> str:
    """A reader's finding about the line as a whole (not JSON, not an object) located at `$`."""
    return finding if " at $" in finding else f"{finding} at $"


class Validator:
    """Validates lines in order, following each side's requests to type the responses.

    `strict` (the default, which `acp-wire check` relies on) makes an unknown variant, and with
    `roundtrip` an unknown property the round trip drops, a finding; otherwise they are one of
    the line's `warnings` and `notes`. An unknown non-extension method is always a
    warning: `acp-wire validate --strict` counts warnings as findings.
    """

    def __init__(
        self,
        roundtrip: bool = False,
        *,
        strict: bool = True,
        version: int = 1,
        binding: Binding | None = None,
    ) -> None:
        """`binding` is the version's (by default the binding of version `version`)."""
        self.roundtrip = roundtrip
        self.strict = strict
        binding = binding_for(version) if binding is None else binding
        self.binding = binding
        self.methods = binding.methods
        self.decode_report = binding.codec.decode_report
        self.reader = TranscriptReader(binding)
        self._count = 0
        # Of the last line checked, what does not make it invalid:
        self.notes: list[str] = []
        self.warnings: list[str] = []
        self.unchecked: str | None = None  # why a response could not be typed by its method

    def check(self, line: bytes, number: int | None = None) -> list[str]:
        """The findings for one transcript line or plain message line (empty when it is valid);
        `number` is its line number (by default, one more than the last)."""
        self._count = self._count + 1 if number is None else number
        entry = self.reader.line(line, self._count)
        self.notes = []
        self.warnings = []
        self.unchecked = None
        try:
            line.decode("utf-8")  # msgspec skips unknown keys unread: check the whole text once
        except UnicodeDecodeError as exc:
            return [f"Invalid UTF-8 encoded string (byte {exc.start}) at $"]
        if entry.message is None:
            return [_located(entry.finding or "not a JSON-RPC message")]
        try:
            return self._check_message(entry)
        except DecodeError as exc:
            return [f"{exc.reason} at {exc.path}"]

    def _check_message(self, entry: Entry) -> list[str]:
        """The findings for a line whose message was read (typed, or a raw message)."""
        message = entry.message
        data = entry.data
        parts = msgspec.json.decode(data, type=_Parts)
        if isinstance(message, Response):
            if entry.request is None and parts.result:
                self.unchecked = (
                    f"no open request with id {msgspec.json.encode(parts.id).decode()} in "
                    "the capture: its result is not checked against a method"
                )
            method = entry.method
        else:
            method = None
            self._unknown_method(entry.method or "")
        findings = self._repairs(parts, method)
        ignored = self._null_beside(parts)
        if self.roundtrip and not findings:
            closed = self.binding.closed_types
            changed, dropped = _roundtrip_differences(data, message, ignored, closed)
            findings += changed
            for path in dropped:
                # The type admits other properties: the schema allows the key, acp-wire's
                # types do not keep it.
                drop = f"round trip drops an unknown property its type allows at {path}"
                (findings if self.strict else self.notes).append(drop)
        return findings

    def _unknown_method(self, method: str) -> None:
        """Warn of a method this schema does not know; `_`-prefixed ones are extensions."""
        if method not in self.methods and not method.startswith("_"):
            self.warnings.append(
                f"unknown method {method!r} (extension methods start with `_`) at $.method"
            )

    def _null_beside(self, parts: _Parts) -> str | None:
        """Note a response whose `result` or `error` is null beside the other member: valid by
        the schema's response envelopes (an anyOf that admits other members), read as absent."""
        if parts.method is not None or not (parts.result and parts.error):
            return None
        for name, raw in (("error", parts.error), ("result", parts.result)):
            if bytes(raw).strip() == b"null":
                other = "result" if name == "error" else "error"
                self.notes.append(f"`{name}` is null beside `{other}`: read as absent at $.{name}")
                return name
        return None

    def _repairs(self, parts: _Parts, response_method: str | None) -> list[str]:
        """What the strict check refuses: repairs of the typed parts (findings) and unknown
        variants (warnings)."""
        method = parts.method if isinstance(parts.method, str) else response_method or ""
        spec = self.methods.get(method)
        targets: list[tuple[str, msgspec.Raw, Any]] = [("$.error", parts.error, self.binding.error)]
        if spec is not None and parts.method is not None:
            is_request = parts.id is not msgspec.UNSET
            targets.append(
                ("$.params", parts.params, spec.request if is_request else spec.notification)
            )
        elif spec is not None:
            targets.append(("$.result", parts.result, spec.response))
        findings: list[str] = []
        for prefix, raw, tp in targets:
            if not raw or tp is None or bytes(raw).strip() == b"null":
                continue  # absent, or a null the envelope reads as absent (see _null_beside)
            _, repairs = self.decode_report(bytes(raw), tp)
            for r in repairs:
                if r.rule == "unknown_variant":
                    explained = _explain(r.under(prefix), "unknown variant")
                    (findings if self.strict else self.warnings).append(explained)
                else:
                    findings.append(_explain(r.under(prefix), r.rule))
        return findings


def _explain(repair: Repair, what: str) -> str:
    """`what at path: detail`, the detail's path (if any) the same as, or inside, the location."""
    return what + repair.describe()[len(repair.rule) :]


def _roundtrip_differences(
    line: bytes, message: Any, ignored: str | None, closed: frozenset[type]
) -> tuple[list[str], list[str]]:
    """The findings of re-encoding `message`, and the paths of the unknown properties it
    dropped where its type admits them (a struct not in `closed`)."""
    original = msgspec.json.decode(line)
    if ignored is not None:
        del original[ignored]  # a null member already noted as read as absent
    again = msgspec.json.decode(encode(message))
    changed: list[str] = []
    dropped: list[str] = []
    for path, parent in _differences_within(original, again, message):
        if isinstance(parent, msgspec.Struct) and type(parent) not in closed:
            dropped.append(path)
        else:
            changed.append(f"round trip changes the value at {path}")
    return changed, dropped


def _differences_within(a: Any, b: Any, typed: Any, path: str = "$") -> Iterator[tuple[str, Any]]:
    """`_differences` of `a` and `b`, each with the decoded value that held the key when a
    key of `a` is missing from `b` (`typed` is the decoded value at `path`), else None."""
    if isinstance(a, dict) and isinstance(b, dict):
        left = cast("dict[str, object]", a)
        right = cast("dict[str, object]", b)
        for key in sorted(left.keys() | right.keys()):
            if key not in right:
                yield f"{path}.{key}", typed
            elif key not in left:
                yield f"{path}.{key}", None
            else:
                inner = _typed_member(typed, key)
                yield from _differences_within(left[key], right[key], inner, f"{path}.{key}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):  # pyright: ignore[reportUnknownArgumentType]  # JSON arrays
        items = cast("list[object]", a)
        others = cast("list[object]", b)
        typed_items = cast("list[object]", typed) if isinstance(typed, list) else []
        for i, (x, y) in enumerate(zip(items, others, strict=True)):
            inner = typed_items[i] if len(typed_items) == len(items) else None
            yield from _differences_within(x, y, inner, f"{path}[{i}]")
    else:
        for difference in _differences(a, b, path):
            yield difference, None


def _typed_member(value: Any, key: str) -> Any:
    """The member of a decoded value that encodes as `key` (a struct field by its wire name, a
    map's entry), or None."""
    if isinstance(value, msgspec.Struct):
        for field in _struct_fields(type(value)):
            if field.encode_name == key:
                return getattr(value, field.name)
        return None
    if isinstance(value, dict):
        return cast("dict[str, Any]", value).get(key)
    return None


@functools.cache
def _struct_fields(cls: type[msgspec.Struct]) -> tuple[msgspec.structs.FieldInfo, ...]:
    return msgspec.structs.fields(cls)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _differences(a: Any, b: Any, path: str = "$") -> Iterator[str]:
    """JSON paths where two JSON values differ. Numbers compare by value, as JSON Schema does
    (5 re-encoded as 5.0 by a `number` field is the same value); 1 and true still differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        left = cast("dict[str, object]", a)
        right = cast("dict[str, object]", b)
        for key in sorted(left.keys() | right.keys()):
            if key not in left or key not in right:
                yield f"{path}.{key}"
            else:
                yield from _differences(left[key], right[key], f"{path}.{key}")
    elif isinstance(a, list) and isinstance(b, list):
        items = cast("list[object]", a)
        others = cast("list[object]", b)
        if len(items) != len(others):
            yield path
            return
        for i, (x, y) in enumerate(zip(items, others, strict=True)):
            yield from _differences(x, y, f"{path}[{i}]")
    else:
        first = cast(object, a)
        second = cast(object, b)
        if _is_number(first) and _is_number(second):
            if first != second:
                yield path
        elif first != second or type(first) is not type(second):
            yield path


class Summary(msgspec.Struct):
    """What a run of `validate` counted, by message."""

    valid: int = 0
    invalid: int = 0
    warned: int = 0  # valid messages with warnings
    unchecked: int = 0  # responses whose request is not in the capture

    def __str__(self) -> str:
        text = f"{self.valid} valid, {self.invalid} invalid"
        if not self.valid and not self.invalid:
            text += " (the input has no messages)"
        if self.warned:
            text += f", {self.warned} with warnings"
        if self.unchecked:
            text += f", {self.unchecked} unchecked"
        return text


def validate(
    lines: Iterable[bytes],
    out: TextIO,
    roundtrip: bool = False,
    *,
    strict: bool = False,
    version: int | None = None,
    binding: Binding | None = None,
) -> Summary:
    """Print the findings of each line and a summary line; return the counts.

    The version is `binding`'s, else `version`, else the one the capture's `initialize`
    declares, else 1."""
    if binding is None:
        if version is None:
            version, lines = with_declared_version(lines)
        binding = binding_for(version)
    validator = Validator(roundtrip, strict=strict, binding=binding)
    summary = Summary()
    for number, line in enumerate(lines, start=1):
        if number == 1:
            line = line.removeprefix(codecs.BOM_UTF8)  # some editors save UTF-8 with one
        if not line.strip():
            continue
        findings = validator.check(line, number)
        if strict:
            findings += validator.warnings
            validator.warnings = []
        for note in validator.notes:
            print(f"{number}: note: {note}", file=out)
        if validator.unchecked is not None:
            summary.unchecked += 1
            print(f"{number}: unchecked: {validator.unchecked}", file=out)
        for warning in validator.warnings:
            print(f"{number}: warning: {warning}", file=out)
        for finding in findings:
            print(f"{number}: {finding}", file=out)
        if findings:
            summary.invalid += 1
        else:
            summary.valid += 1
            summary.warned += bool(validator.warnings)
    print(summary, file=out)
    return summary


def add_command(commands: Any) -> None:
    """Register `validate` on the CLI's subparsers."""
    parser = commands.add_parser(
        "validate",
        help=__doc__.splitlines()[0] if __doc__ else None,
        description=__doc__,
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "file",
        help="a transcript or a file of JSON-RPC messages, one per line, or - for stdin",
    )
    parser.add_argument(
        "--roundtrip",
        action="store_true",
        help="also check that re-encoding each message gives the same JSON value",
    )
    parser.add_argument(
        "--strict",
        action="store_true",
        help="unknown variants, unknown non-extension methods and (with --roundtrip) unknown "
        "properties that re-encoding drops make a message invalid",
    )
    parser.add_argument(
        "--protocol",
        type=int,
        choices=sorted(PROTOCOL_VERSIONS),
        help="the ACP protocol version (default: initialize's protocolVersion, else 1)",
    )


class _Unreadable(Exception):
    """The input failed while it was being read."""


def _read(source: Iterable[bytes]) -> Iterator[bytes]:
    """The lines of `source`; a read error becomes `_Unreadable` (an error writing the output
    must not pass for one: both are `OSError`)."""
    try:
        yield from source
    except OSError as exc:
        raise _Unreadable(exc) from None


def run(args: argparse.Namespace) -> int:
    """`acp-wire validate`: the exit status is one of `EXIT_CODES`."""
    try:
        source = sys.stdin.buffer if args.file == "-" else open(args.file, "rb")
    except OSError as exc:
        return _unusable(args.file, exc)
    # The findings report every repair: the library's own log lines would repeat them.
    logger = logging.getLogger("acp_wire")
    disabled, logger.disabled = logger.disabled, True
    try:
        summary = validate(
            _read(source), sys.stdout, args.roundtrip, strict=args.strict, version=args.protocol
        )
        sys.stdout.flush()  # here, where a closed stdout can still be handled
    except BrokenPipeError:
        return stdout_closed()
    except _Unreadable as exc:
        return _unusable(args.file, exc.args[0])
    finally:
        logger.disabled = disabled
        if source is not sys.stdin.buffer:
            source.close()
    return EXIT_INVALID if summary.invalid else EXIT_VALID


def _unusable(name: str, exc: OSError) -> int:
    """Say in one line why the input cannot be read."""
    print(f"acp-wire validate: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
    return EXIT_UNUSABLE


# The command's `add_command` and `run` are the entry point's (`cli`), not a user's: every
# tool has its own, so no face exports them.
__all__ = ["Summary", "Validator", "validate"]
