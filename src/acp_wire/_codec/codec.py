"""`decode` and `encode`: the fast path, and the hand-off to the forgiving path."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar, overload

import msgspec

from acp_wire._codec.base import resolve_annotations, resolve_reachable
from acp_wire._codec.errors import NOT_JSON, DecodeError, Repair
from acp_wire._codec.lightweight import Record, Signature
from acp_wire._codec.resolve import UnionSpec, resolve

if TYPE_CHECKING:
    # PEP 747: a type expression as a value, so that `decode(data, SessionUpdate)` is typed as
    # the union (a union alias is not a `type[T]`). Only type checkers read it.
    from typing_extensions import TypeForm

    from acp_wire._codec.forgiving import RepairFunction

T = TypeVar("T")

_encoder = msgspec.json.Encoder()
_any_decoder = msgspec.json.Decoder()


class _ResolvingDecoder:
    """Decoder for a union msgspec cannot express: plain JSON first, then the resolver."""

    def __init__(self, spec: UnionSpec) -> None:
        self.spec = spec

    def decode(self, data: bytes | str) -> Any:
        try:
            return resolve(self.spec, _any_decoder.decode(data))
        except ValueError as exc:
            if isinstance(exc, NOT_JSON):
                raise
            raise msgspec.ValidationError(str(exc)) from None


class Decode(Signature):
    """The signature of `decode`: typed by the type expression it is given, so that
    `decode(data, SessionUpdate)` is the union (a union alias is not a `type[T]`)."""

    @overload
    def __call__(self, data: bytes | str, type: TypeForm[T], *, strict: bool = False) -> T: ...
    @overload
    def __call__(self, data: bytes | str, type: Any, *, strict: bool = False) -> Any: ...


class DecodeReport(Signature):
    """The signature of `decode_report`."""

    @overload
    def __call__(self, data: bytes | str, type: TypeForm[T]) -> tuple[T, list[Repair]]: ...
    @overload
    def __call__(self, data: bytes | str, type: Any) -> tuple[Any, list[Repair]]: ...


class Codec(Record):
    """`decode` and `decode_report` bound to one protocol version's generated tables."""

    decode: Decode
    decode_report: DecodeReport
    # Evaluates the version's struct annotations once; call before building a decoder.
    resolve_annotations: Callable[[], None]
    # The version's forgiving path on a plain JSON value: (value, type, JSON path).
    repair: RepairFunction
    # The spec of a union msgspec cannot decode (it refuses them with TypeError), by its alias;
    # None for any other type.
    resolved_union: Callable[[Any], UnionSpec | None]
    # Evaluates the annotations of only the structs some type expressions reach (a connection's
    # first messages, before `resolve_annotations` has run).
    resolve_reachable: Callable[[Iterable[Any]], None]


def make_codec(types: ModuleType, forgiving: Callable[[], RepairFunction]) -> Codec:
    """The codec of one protocol version: `types` is its generated types package (its
    `RESOLVED_UNIONS` imported on the first decode that needs it), `forgiving` what returns its
    forgiving path (`acp_wire._codec.forgiving.repair` bound to its rules), called on the first
    repair: valid input never loads it. Each codec keeps its own decoder cache; the closures
    read it without a lookup."""
    decoders: dict[Any, Any] = {}
    loaded: list[RepairFunction] = []

    def resolved_union(tp: Any) -> UnionSpec | None:
        table: Mapping[Any, UnionSpec] = types.RESOLVED_UNIONS  # a plain read after the first
        return table.get(tp)

    def repair(raw: Any, tp: Any, path: str = "$") -> tuple[Any, list[Repair]]:
        """The version's forgiving path on the plain JSON value `raw` found at `path`."""
        if not loaded:
            resolve_annotations(types)  # the forgiving walk may convert to any struct
            loaded.append(forgiving())
        return loaded[0](raw, tp, path)

    def prepare() -> None:
        resolve_annotations(types)

    def prepare_reachable(roots: Iterable[Any]) -> None:
        resolve_reachable(types, roots)

    def decoder_for(tp: Any) -> Any:
        decoder = decoders.get(tp)
        if decoder is None:
            resolve_annotations(types)
            spec = resolved_union(tp)
            decoder = _ResolvingDecoder(spec) if spec is not None else msgspec.json.Decoder(tp)
            decoders[tp] = decoder
        return decoder

    @overload
    def decode(data: bytes | str, type: TypeForm[T], *, strict: bool = False) -> T: ...
    @overload
    def decode(data: bytes | str, type: Any, *, strict: bool = False) -> Any: ...
    def decode(data: bytes | str, type: Any, *, strict: bool = False) -> Any:
        """Decode JSON into `type` (a generated struct or union alias).

        Valid input takes one msgspec pass. Otherwise, unless `strict`, the schema's forgiving
        rules apply (see `decode_report`); repairs that lose data are logged as warnings on the
        `acp_wire` logger. Raises `DecodeError`, with a JSON path, for input that stays invalid.
        """
        decoder = decoders.get(type)  # inlined: this is the hot path
        if decoder is None:
            decoder = decoder_for(type)
        try:
            return decoder.decode(data)
        except msgspec.ValidationError as exc:
            if strict:
                raise DecodeError.from_msgspec(exc) from None
            value, repairs = forgive(data, type, exc)
            _log(repairs)
            return value
        except NOT_JSON as exc:
            raise DecodeError.from_msgspec(exc) from None

    @overload
    def decode_report(data: bytes | str, type: TypeForm[T]) -> tuple[T, list[Repair]]: ...
    @overload
    def decode_report(data: bytes | str, type: Any) -> tuple[Any, list[Repair]]: ...
    def decode_report(data: bytes | str, type: Any) -> tuple[Any, list[Repair]]:
        """Like `decode`, and also return what the forgiving rules changed (empty when valid)."""
        try:
            return decoder_for(type).decode(data), []
        except msgspec.ValidationError as exc:
            return forgive(data, type, exc)
        except NOT_JSON as exc:
            raise DecodeError.from_msgspec(exc) from None

    def forgive(
        data: bytes | str, tp: Any, first: msgspec.ValidationError
    ) -> tuple[Any, list[Repair]]:
        """The forgiving path; `first` is msgspec's verdict, superseded by the walk's own."""
        try:
            raw = _any_decoder.decode(data)
        except NOT_JSON:
            # Not even plain JSON values (a number out of range): the typed error has the path.
            raise DecodeError.from_msgspec(first) from None
        spec = resolved_union(tp)
        return repair(raw, tp if spec is None else spec, "$")

    return Codec(decode, decode_report, prepare, repair, resolved_union, prepare_reachable)


# One log record names this many repairs; the counts per rule cover the rest. Details are
# cut to a bounded length: a peer controls them (an unknown tag can be megabytes long).
LOGGED_PATHS = 3
LOGGED_DETAIL = 200


def _log(repairs: list[Repair], prefix: str = "$") -> None:
    """Log one message's repairs as ONE record: a count per rule and the first few paths.

    WARNING when any repair lost data, DEBUG when all are unknown variants (kept whole).
    `prefix` replaces the leading `$` of each path (`$.params` for a message's params), applied
    only to the paths printed: a message with 200,000 repairs costs one record, not 200,000.
    """
    if not repairs:
        return
    import logging

    logger = logging.getLogger("acp_wire")
    losing = any(r.rule != "unknown_variant" for r in repairs)
    level = logging.WARNING if losing else logging.DEBUG
    if not logger.isEnabledFor(level):
        return
    counts: dict[str, int] = {}
    for r in repairs:
        counts[r.rule] = counts.get(r.rule, 0) + 1
    # The record names the logger already; each shown repair says its path once.
    shown = [_cut(r.under(prefix).describe()) for r in repairs[:LOGGED_PATHS]]
    more = len(repairs) - len(shown)
    logger.log(
        level,
        "%d %s in one message (%s): %s%s",
        len(repairs),
        "repair" if len(repairs) == 1 else "repairs",
        ", ".join(f"{rule}: {n}" for rule, n in sorted(counts.items())),
        "; ".join(shown),
        f"; and {more} more" if more else "",
        extra={"acp_wire_repairs": counts},
    )


def _cut(text: str) -> str:
    return text if len(text) <= LOGGED_DETAIL else text[:LOGGED_DETAIL] + "..."


# `encode` is the encoder's own bound method: no Python frame between the caller and msgspec on
# the hot path. Omitted (UNSET) fields are left out, None is null, unknown variants (dicts)
# re-encode unchanged.
encode: Callable[[Any], bytes] = _encoder.encode
"""Encode a message value to JSON bytes."""

# Encode into a caller's reusable buffer (at `offset`), sparing an allocation per message.
encode_into: Callable[..., None] = _encoder.encode_into


def to_builtins(value: Any) -> Any:
    """The JSON-shaped Python value (dicts, lists, str ...) of a message value."""
    return msgspec.to_builtins(value)
