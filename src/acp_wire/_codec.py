"""`decode` and `encode`: the fast path, and the hand-off to the forgiving path."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, overload

import msgspec

from ._base import resolve_annotations
from ._errors import NOT_JSON, DecodeError, Repair
from ._generated.types import RESOLVED_UNIONS
from ._resolve import UnionSpec, resolve

if TYPE_CHECKING:
    # PEP 747: a type expression as a value, so that `decode(data, SessionUpdate)` is typed as
    # the union (a union alias is not a `type[T]`). Only type checkers read it.
    from typing_extensions import TypeForm

T = TypeVar("T")

_encoder = msgspec.json.Encoder()
_any_decoder = msgspec.json.Decoder()
_decoders: dict[Any, Any] = {}


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


def _decoder_for(tp: Any) -> Any:
    decoder = _decoders.get(tp)
    if decoder is None:
        resolve_annotations()
        spec = RESOLVED_UNIONS.get(tp)
        decoder = _ResolvingDecoder(spec) if spec is not None else msgspec.json.Decoder(tp)
        _decoders[tp] = decoder
    return decoder


@overload
def decode(data: bytes | str, type: TypeForm[T], *, strict: bool = False) -> T: ...
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
    except NOT_JSON as exc:
        raise DecodeError.from_msgspec(exc) from None


@overload
def decode_report(data: bytes | str, type: TypeForm[T]) -> tuple[T, list[Repair]]: ...
@overload
def decode_report(data: bytes | str, type: Any) -> tuple[Any, list[Repair]]: ...
def decode_report(data: bytes | str, type: Any) -> tuple[Any, list[Repair]]:
    """Like `decode`, and also return what the forgiving rules changed (empty when valid)."""
    try:
        return _decoder_for(type).decode(data), []
    except msgspec.ValidationError as exc:
        return _forgive(data, type, exc)
    except NOT_JSON as exc:
        raise DecodeError.from_msgspec(exc) from None


def _forgive(
    data: bytes | str, tp: Any, first: msgspec.ValidationError
) -> tuple[Any, list[Repair]]:
    """The forgiving path; `first` is msgspec's verdict, superseded by the walk's own."""
    from ._forgiving import repair

    try:
        raw = _any_decoder.decode(data)
    except NOT_JSON:
        # Not even plain JSON values (a number out of range): the typed error has the path.
        raise DecodeError.from_msgspec(first) from None
    return repair(raw, RESOLVED_UNIONS.get(tp, tp))


def _log(repairs: list[Repair]) -> None:
    if not repairs:
        return
    import logging

    logger = logging.getLogger("acp_wire")
    for r in repairs:
        level = logging.DEBUG if r.rule == "unknown_variant" else logging.WARNING
        logger.log(level, "acp_wire: %s at %s: %s", r.rule, r.path, r.detail)


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
