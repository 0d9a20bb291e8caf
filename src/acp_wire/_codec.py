"""`decode` and `encode`: the fast path, and the hand-off to the forgiving path."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, Protocol, TypeVar, overload

import msgspec

from ._errors import NOT_JSON, DecodeError, Repair
from ._generated.types import RESOLVED_UNIONS
from ._resolve import UnionSpec, resolve

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


class Decode(Protocol):
    """The signature of `decode`."""

    @overload
    def __call__(self, data: bytes | str, type: type[T], *, strict: bool = False) -> T: ...
    @overload
    def __call__(self, data: bytes | str, type: Any, *, strict: bool = False) -> Any: ...


class Codec(NamedTuple):
    """`decode` and `decode_report` bound to one protocol version's generated tables."""

    decode: Decode
    decode_report: Callable[[bytes | str, Any], tuple[Any, list[Repair]]]


def make_codec(resolved_unions: Mapping[Any, UnionSpec], rules: str) -> Codec:
    """The codec of one protocol version: `resolved_unions` is its types module's
    `RESOLVED_UNIONS`, `rules` the name of its rules module, imported by the forgiving path on
    first use. Each codec keeps its own decoder cache; the closures read it without a lookup."""
    decoders: dict[Any, Any] = {}

    def decoder_for(tp: Any) -> Any:
        decoder = decoders.get(tp)
        if decoder is None:
            spec = resolved_unions.get(tp)
            decoder = _ResolvingDecoder(spec) if spec is not None else msgspec.json.Decoder(tp)
            decoders[tp] = decoder
        return decoder

    @overload
    def decode(data: bytes | str, type: type[T], *, strict: bool = False) -> T: ...
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
        import importlib

        from ._forgiving import repair

        try:
            raw = _any_decoder.decode(data)
        except NOT_JSON:
            # Not even plain JSON values (a number out of range): the typed error has the path.
            raise DecodeError.from_msgspec(first) from None
        return repair(raw, resolved_unions.get(tp, tp), rules=importlib.import_module(rules))

    return Codec(decode, decode_report)


# Protocol version 1, the package's own: `acp_wire.decode`.
_V1 = make_codec(RESOLVED_UNIONS, "acp_wire._generated.rules")
decode: Decode = _V1.decode
decode_report = _V1.decode_report


def _log(repairs: list[Repair]) -> None:
    if not repairs:
        return
    import logging

    logger = logging.getLogger("acp_wire")
    for r in repairs:
        level = logging.DEBUG if r.rule == "unknown_variant" else logging.WARNING
        logger.log(level, "%s", r.describe())  # the record already names the logger


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
