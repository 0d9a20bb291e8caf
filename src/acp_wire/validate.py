"""`acp-wire validate FILE|-`: check a log of JSON-RPC messages, one per line, against the schema.

Requests and notifications are typed by their method; a response by the method of the earlier
request with the same id. The protocol version is `--protocol 1|2`, else the `protocolVersion`
of the capture's `initialize` request, else 1. Anything the forgiving decoder would have to
repair, and any variant this schema version does not know, is a finding: the message counts
as invalid. A note (such as `"error": null` beside a result, which the schema allows) is
printed but is not invalid.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TextIO, cast

import msgspec

from ._codec import encode
from ._errors import NOT_JSON, DecodeError
from ._generated.types import Error
from ._methods import MethodSpec
from .jsonrpc import Request, Response

# Protocol version -> the package of its bindings (`decode_message`, `decode_report`, `METHODS`).
PROTOCOLS: Mapping[int, str] = {1: "acp_wire", 2: "acp_wire.v2"}


class _InitializeParams(msgspec.Struct):
    """Just enough of `initialize`'s params: the protocol version."""

    protocol_version: Any = msgspec.field(default=None, name="protocolVersion")


class _Initialize(msgspec.Struct):
    """Just enough of a line to find `initialize`."""

    method: Any = None
    params: Any = None


def declared_protocol(lines: Iterable[bytes]) -> int | None:
    """The `protocolVersion` of the first `initialize` request among `lines`, when this
    library has bindings for it."""
    for line in lines:
        try:
            head = msgspec.json.decode(line, type=_Initialize)
            if head.method != "initialize":
                continue
            version = msgspec.convert(head.params, _InitializeParams).protocol_version
        except (msgspec.ValidationError, msgspec.DecodeError):
            continue
        if isinstance(version, int) and version in PROTOCOLS:
            return version
    return None


class _Parts(msgspec.Struct):
    """The members of a message, params / result / error kept as raw JSON."""

    id: Any = msgspec.UNSET  # UNSET when absent (a null id is still an id)
    method: Any = None
    params: msgspec.Raw = msgspec.Raw()  # empty when absent
    result: msgspec.Raw = msgspec.Raw()
    error: msgspec.Raw = msgspec.Raw()


def _id_key(value: Any) -> tuple[str, Any]:
    return (type(value).__name__, value)  # 1 and "1" are different ids


class Validator:
    """Validates lines in order, remembering request ids to type the responses."""

    def __init__(self, roundtrip: bool = False, protocol: int = 1) -> None:
        self.roundtrip = roundtrip
        bindings = importlib.import_module(PROTOCOLS[protocol])
        self.decode_message: Any = bindings.decode_message
        self.decode_report: Any = bindings.decode_report
        self.methods: Mapping[str, MethodSpec] = bindings.METHODS
        self.methods_by_id: dict[tuple[str, Any], str] = {}
        self.notes: list[str] = []  # of the last line checked: remarks that are not invalid

    def check(self, line: bytes) -> list[str]:
        """The findings for one line (empty when it is valid); remarks go to `self.notes`."""
        self.notes = []
        try:
            line.decode("utf-8")  # msgspec skips unknown keys unread: check the whole text once
        except UnicodeDecodeError as exc:
            return [f"Invalid UTF-8 encoded string (byte {exc.start}) at $"]
        try:
            message = self.decode_message(line)
            if isinstance(message, Request):
                self.methods_by_id[_id_key(message.id)] = message.method
            method = None
            if isinstance(message, Response):
                method = self.methods_by_id.get(_id_key(message.id))
                if method is not None:
                    message = self.decode_message(line, method=method)
            parts = msgspec.json.decode(line, type=_Parts)
            findings = self._repairs(parts, method)
            ignored = self._null_beside(parts)
            if self.roundtrip and not findings:
                findings += _roundtrip_differences(line, message, ignored)
        except DecodeError as exc:
            return [f"{exc.reason} at {exc.path}"]
        except NOT_JSON as exc:  # a full read of text decode_message skipped parts of
            error = DecodeError.from_msgspec(exc)
            return [f"{error.reason} at {error.path}"]
        return findings

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
        """What the strict check refuses: repairs and unknown variants of the typed parts."""
        method = parts.method if isinstance(parts.method, str) else response_method or ""
        spec = self.methods.get(method)
        targets: list[tuple[str, msgspec.Raw, Any]] = [("$.error", parts.error, Error)]
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
                what = "unknown variant" if r.rule == "unknown_variant" else r.rule
                findings.append(f"{what} at {prefix}{r.path[1:]}: {r.detail}")
        return findings


def _roundtrip_differences(line: bytes, message: Any, ignored: str | None) -> list[str]:
    original = msgspec.json.decode(line)
    if ignored is not None:
        del original[ignored]  # a null member already noted as read as absent
    again = msgspec.json.decode(encode(message))
    return [f"round trip changes the value at {path}" for path in _differences(original, again)]


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


def validate(
    lines: Iterable[bytes], out: TextIO, roundtrip: bool = False, protocol: int | None = None
) -> int:
    """Print the findings of each line and a summary; return the number of invalid messages.

    `protocol` None: the version the capture's `initialize` declares, else 1."""
    lines = list(lines)
    if protocol is None:
        protocol = declared_protocol(lines) or 1
    validator = Validator(roundtrip, protocol)
    valid = invalid = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        findings = validator.check(line)
        for note in validator.notes:
            print(f"{number}: note: {note}", file=out)
        if findings:
            invalid += 1
            for finding in findings:
                print(f"{number}: {finding}", file=out)
        else:
            valid += 1
    print(f"{valid} valid, {invalid} invalid", file=out)
    return invalid


def add_command(commands: Any) -> None:
    """Register `validate` on the CLI's subparsers."""
    parser = commands.add_parser("validate", help=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("file", help="a file of JSON-RPC messages, one per line, or - for stdin")
    parser.add_argument(
        "--roundtrip",
        action="store_true",
        help="also check that re-encoding each message gives the same JSON value",
    )
    parser.add_argument(
        "--protocol",
        type=int,
        choices=sorted(PROTOCOLS),
        help="the ACP protocol version (default: initialize's protocolVersion, else 1)",
    )


def run(args: argparse.Namespace) -> int:
    """`acp-wire validate`: exit status 1 when any message is invalid."""
    if args.file == "-":
        invalid = validate(sys.stdin.buffer, sys.stdout, args.roundtrip, args.protocol)
    else:
        with open(args.file, "rb") as f:
            invalid = validate(f, sys.stdout, args.roundtrip, args.protocol)
    return 1 if invalid else 0
