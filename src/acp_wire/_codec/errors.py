"""The one exception for bad input, and the record of what the forgiving decoder repaired."""

from __future__ import annotations

import re
from types import EllipsisType
from typing import Literal

import msgspec

from acp_wire._codec.lightweight import Record

# The path suffixes of an error message: msgspec's "- at `$.x`", then the "- within `.y`" that
# `acp_wire._codec.resolve` adds from a `__post_init__`. Anchored at the end, and a path holds no
# backtick, so a path quoted inside the text ("No variant ... (... - at `$.x`)") is not one.
# Compiled on first use (`re` caches them): only errors need them, and compiling costs
# start-up time in every agent process `acp-wire serve` starts.
_AT = r" - at `(\$[^`]*)`$"
_WITHIN = r" - within `([^`]*)`$"


def split_path(message: str) -> tuple[str, str, str]:
    """(text, msgspec's `$...` path or "", the `.y` path from a `__post_init__` or "")."""
    outer = inner = ""
    at = re.compile(_AT).search(message)
    if at is not None:
        message, outer = message[: at.start()], at.group(1)
    within = re.compile(_WITHIN).search(message)
    if within is not None:
        message, inner = message[: within.start()], within.group(1)
    return message, outer, inner


Where = Literal["json", "envelope", "params", "result", "error", "value"]
"""Which part of the input a `DecodeError` is about: `json` (not JSON text at all), `envelope`
(the JSON-RPC members: `jsonrpc`, `id`, `method`, the message's shape), a message's `params`,
`result` or `error` member, or `value` (the value given to `decode`)."""

Key = str | int | EllipsisType
"""One step of a path: an object member, an array index, or `...` for "some key of a map"
(msgspec names no key of a map, only that the problem is inside one)."""

# One step of a JSON path as printed here and by msgspec: `.name`, `[index]` or `[...]`.
_STEP = r"\.([^.\[]*)|\[(\d+|\.\.\.)\]"  # compiled on first use, as `_AT`


def path_keys(path: str) -> tuple[Key, ...]:
    """The steps of JSON path `path` (`$.update.content[0]` -> ("update", "content", 0)).

    msgspec reports a path only inside its message text, and every path here is built in the
    same notation, so this is where the text becomes data. A member name holding `.` or `[`
    cannot be told apart from two steps; such names do not occur in the schema.
    """
    keys: list[Key] = []
    for step in re.compile(_STEP).finditer(path, 1):
        name, index = step.groups()
        if name is not None:
            keys.append(name)
        elif index == "...":
            keys.append(...)
        else:
            keys.append(int(index))
    return tuple(keys)


class DecodeError(ValueError):
    """Input that is not a valid message of the requested type.

    `where` says which part of the input is wrong (see `Where`: `params` for every problem with
    a request's or notification's params, a missing `params` included); `path` is a JSON path
    into the input (`$.update.content.type`) and `keys` the same path as data; `reason` is the
    problem without the path. When the input was a JSON-RPC message whose `id` / `method`
    could be read, they are kept so that a JSON-RPC error response can be addressed.
    """

    def __init__(
        self,
        reason: str,
        path: str = "$",
        *,
        id: object = None,
        method: str | None = None,
        where: Where = "value",
    ) -> None:
        super().__init__(f"{reason} at {path}")
        self.reason = reason
        self.path = path
        self.id = id
        self.method = method
        self.where: Where = where

    @property
    def keys(self) -> tuple[Key, ...]:
        """`path` as data: member names, array indices, `...` for a key of a map."""
        return path_keys(self.path)

    def located(
        self, where: Where, *, path: str | None = None, id: object = None, method: str | None = None
    ) -> DecodeError:
        """The same problem, found in part `where` of a message (at `path`, if given)."""
        return DecodeError(
            self.reason, self.path if path is None else path, id=id, method=method, where=where
        )

    @classmethod
    def from_msgspec(
        cls, exc: BaseException, prefix: str = "$", *, where: Where = "value"
    ) -> DecodeError:
        """Convert a msgspec error, whose message ends with "- at `$.x`", into a DecodeError
        whose path is `prefix` joined with msgspec's (and with any "- within" segment that
        `acp_wire._codec.resolve` added from a `__post_init__`). Input that is not JSON text at all
        is `where="json"`, whatever `where` says."""
        if isinstance(exc, RecursionError):
            return cls("Nesting too deep", prefix, where="json")
        if isinstance(exc, UnicodeEncodeError):
            # A str holding a lone surrogate: msgspec encodes str input to UTF-8 first.
            reason = f"Text is not valid Unicode (a lone surrogate at index {exc.start})"
            return cls(reason, prefix, where="json")
        message, outer, inner = split_path(str(exc))
        path = prefix + outer[1:] + inner if outer.startswith("$") else prefix + inner
        if message.startswith("JSON is malformed") or message.startswith(
            "Input data was truncated"
        ):
            return cls(message, prefix, where="json")
        return cls(message, path, where=where)


# What msgspec raises for input that is not JSON text at all (never a schema verdict): syntax
# errors, nesting beyond the recursion limit, and a `str` that cannot be UTF-8 encoded.
NOT_JSON = (msgspec.DecodeError, RecursionError, UnicodeEncodeError)


class Repair(Record):
    """One thing the forgiving decoder changed to accept a message, and where.

    `rule` is one of "default_on_error" (a malformed optional field was dropped),
    "skip_invalid_item" (a malformed list item was dropped), "default_on_null" (a null read as
    the empty value) or "unknown_variant" (a tag value this schema does not know, kept whole).
    """

    path: str
    rule: str
    detail: str  # may end with " at PATH", PATH being `path` or a path inside it

    def under(self, prefix: str) -> Repair:
        """The same repair, for a value found at JSON path `prefix` of a larger document: its
        path, and the path its detail names, both read from that document's root."""
        own = f" at {self.path}"
        detail = self.detail
        cut = detail.rfind(own)
        if cut >= 0 and _continues_path(detail[cut + len(own) :]):
            detail = f"{detail[:cut]} at {prefix}{detail[cut + 4 :][1:]}"
        return Repair(prefix + self.path[1:], self.rule, detail)

    def describe(self) -> str:
        """`rule at path: detail`, the detail not repeating the repair's own path (a path
        inside it, where a nested value failed, stays)."""
        detail = self.detail
        own = f" at {self.path}"
        if detail.endswith(own):
            detail = detail[: -len(own)]
        return f"{self.rule} at {self.path}: {detail}"


def _continues_path(rest: str) -> bool:
    """Whether `rest` is empty or the remainder of a JSON path after its prefix."""
    return not rest or rest[0] in ".["
