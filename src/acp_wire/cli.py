"""`acp-wire validate FILE|-`: check a log of JSON-RPC messages, one per line, against the schema.

Requests and notifications are typed by their method; a response by the method of the earlier
request with the same id. Anything the forgiving decoder would have to repair, and any variant
this schema version does not know, is a finding: the message counts as invalid.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TextIO, cast

import msgspec

from ._codec import decode_report, encode
from ._errors import DecodeError
from ._generated.methods import METHODS
from ._generated.types import Error
from .jsonrpc import Request, Response, decode_message


class _Parts(msgspec.Struct):
    """The members of a message, params / result / error kept as raw JSON."""

    id: Any = None
    method: Any = None
    params: msgspec.Raw = msgspec.Raw()  # empty when absent
    result: msgspec.Raw = msgspec.Raw()
    error: msgspec.Raw = msgspec.Raw()


def _id_key(value: Any) -> tuple[str, Any]:
    return (type(value).__name__, value)  # 1 and "1" are different ids


class Validator:
    """Validates lines in order, remembering request ids to type the responses."""

    def __init__(self, roundtrip: bool = False) -> None:
        self.roundtrip = roundtrip
        self.methods_by_id: dict[tuple[str, Any], str] = {}

    def check(self, line: bytes) -> list[str]:
        """The findings for one line (empty when it is valid)."""
        try:
            message = decode_message(line)
            if isinstance(message, Request):
                self.methods_by_id[_id_key(message.id)] = message.method
            method = None
            if isinstance(message, Response):
                method = self.methods_by_id.get(_id_key(message.id))
                if method is not None:
                    message = decode_message(line, method=method)
        except DecodeError as exc:
            return [f"{exc.reason} at {exc.path}"]
        findings = self._repairs(line, method)
        if self.roundtrip and not findings:
            findings += _roundtrip_differences(line, message)
        return findings

    def _repairs(self, line: bytes, response_method: str | None) -> list[str]:
        """What the strict check refuses: repairs and unknown variants of the typed parts."""
        parts = msgspec.json.decode(line, type=_Parts)
        spec = METHODS.get(parts.method if isinstance(parts.method, str) else response_method or "")
        targets: list[tuple[str, msgspec.Raw, Any]] = [("$.error", parts.error, Error)]
        if spec is not None and parts.method is not None:
            is_request = "id" in msgspec.json.decode(line)  # id may be null: not the default
            targets.append(
                ("$.params", parts.params, spec.request if is_request else spec.notification)
            )
        elif spec is not None:
            targets.append(("$.result", parts.result, spec.response))
        findings: list[str] = []
        for prefix, raw, tp in targets:
            if not raw or tp is None:
                continue
            _, repairs = decode_report(bytes(raw), tp)
            for r in repairs:
                what = "unknown variant" if r.rule == "unknown_variant" else r.rule
                findings.append(f"{what} at {prefix}{r.path[1:]}: {r.detail}")
        return findings


def _roundtrip_differences(line: bytes, message: Any) -> list[str]:
    original = msgspec.json.decode(line)
    again = msgspec.json.decode(encode(message))
    return [f"round trip changes the value at {path}" for path in _differences(original, again)]


def _differences(a: Any, b: Any, path: str = "$") -> Iterator[str]:
    """JSON paths where two JSON values differ (1 and 1.0, or 1 and true, count as different)."""
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
        if first != second or type(first) is not type(second):
            yield path


def validate(lines: Iterable[bytes], out: TextIO, roundtrip: bool = False) -> int:
    """Print the findings of each line and a summary; return the number of invalid messages."""
    validator = Validator(roundtrip)
    valid = invalid = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        findings = validator.check(line)
        if findings:
            invalid += 1
            for finding in findings:
                print(f"{number}: {finding}", file=out)
        else:
            valid += 1
    print(f"{valid} valid, {invalid} invalid", file=out)
    return invalid


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="acp-wire", description="ACP wire tools.")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("validate", help=__doc__.splitlines()[0] if __doc__ else None)
    check.add_argument("file", help="a file of JSON-RPC messages, one per line, or - for stdin")
    check.add_argument(
        "--roundtrip",
        action="store_true",
        help="also check that re-encoding each message gives the same JSON value",
    )
    from . import replay  # imported here: `validate` does not need the state reducers

    replay.add_command(commands)
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay.run(args)
    if args.file == "-":
        invalid = validate(sys.stdin.buffer, sys.stdout, args.roundtrip)
    else:
        with open(args.file, "rb") as f:
            invalid = validate(f, sys.stdout, args.roundtrip)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
