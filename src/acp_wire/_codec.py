"""`decode` and `encode`: the fast path, and the hand-off to the forgiving path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, overload

import msgspec

from ._errors import DecodeError, Repair
from ._generated.types import UNION_SPECS
from ._resolve import UnionSpec, resolve

T = TypeVar("T")

_encoder = msgspec.json.Encoder()
_any_decoder = msgspec.json.Decoder()
_decoders: dict[Any, Any] = {}

# Union aliases msgspec cannot decode natively, by their runtime alias object.
_RESOLVED_TARGETS: dict[Any, UnionSpec] = {}


def _resolved_targets() -> dict[Any, UnionSpec]:
    if not _RESOLVED_TARGETS:
        from ._generated import types as generated

        for name, spec in UNION_SPECS.items():
            alias = getattr(generated, name)
            if not _native(alias):
                _RESOLVED_TARGETS[alias] = spec
    return _RESOLVED_TARGETS


def _native(tp: Any) -> bool:
    try:
        msgspec.json.Decoder(tp)
    except TypeError:
        return False
    return True


class _ResolvingDecoder:
    """Decoder for a union msgspec cannot express: plain JSON first, then the resolver."""

    def __init__(self, spec: UnionSpec) -> None:
        self.spec = spec

    def decode(self, data: bytes | str) -> Any:
        try:
            return resolve(self.spec, _any_decoder.decode(data))
        except ValueError as exc:
            if isinstance(exc, msgspec.DecodeError):
                raise
            raise msgspec.ValidationError(str(exc)) from None


def _decoder_for(tp: Any) -> Any:
    decoder = _decoders.get(tp)
    if decoder is None:
        spec = _resolved_targets().get(tp)
        decoder = _ResolvingDecoder(spec) if spec is not None else msgspec.json.Decoder(tp)
        _decoders[tp] = decoder
    return decoder


@overload
def decode(data: bytes | str, type: type[T], *, strict: bool = False) -> T: ...
@overload
def decode(data: bytes | str, type: Any, *, strict: bool = False) -> Any: ...
def decode(data: bytes | str, type: Any, *, strict: bool = False) -> Any:
    """Decode JSON into `type` (a generated struct or union alias).

    Valid input takes one msgspec pass. Otherwise, unless `strict`, the schema's forgiving rules
    apply (see `decode_report`); repairs that lose data are logged as warnings on the
    `acp_wire` logger. Raises `DecodeError`, with a JSON path, for input that stays invalid.
    """
    decoder = _decoders.get(type)  # inlined: this is the hot path
    if decoder is None:
        decoder = _decoder_for(type)
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as exc:
        if strict:
            raise DecodeError.from_msgspec(exc) from None
        value, repairs = _forgive(data, type, exc)
        _log(repairs)
        return value
    except (msgspec.DecodeError, RecursionError) as exc:
        raise DecodeError.from_msgspec(exc) from None


def decode_report(data: bytes | str, type: Any) -> tuple[Any, list[Repair]]:
    """Like `decode`, and also return what the forgiving rules changed (empty when valid)."""
    try:
        return _decoder_for(type).decode(data), []
    except msgspec.ValidationError as exc:
        return _forgive(data, type, exc)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise DecodeError.from_msgspec(exc) from None


def _forgive(
    data: bytes | str, tp: Any, first: msgspec.ValidationError
) -> tuple[Any, list[Repair]]:
    """The forgiving path; `first` is msgspec's verdict, superseded by the walk's own."""
    from ._forgiving import repair

    try:
        raw = _any_decoder.decode(data)
    except (msgspec.DecodeError, RecursionError):
        # Not even plain JSON values (a number out of range): the typed error has the path.
        raise DecodeError.from_msgspec(first) from None
    spec = _resolved_targets().get(tp)
    if spec is not None:
        from ._forgiving import Repairer

        repairer = Repairer()
        return repairer.union(raw, spec, "$"), repairer.repairs
    return repair(raw, tp)


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
    shown = [
        f"{r.rule} at {_cut(prefix + r.path[1:])}: {_cut(r.detail)}" for r in repairs[:LOGGED_PATHS]
    ]
    more = len(repairs) - len(shown)
    logger.log(
        level,
        "acp_wire: %d %s in one message (%s): %s%s",
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
