"""The JSON-RPC 2.0 layer of one protocol version (`make_jsonrpc`): `decode_message`, the hot
path of every connection, and the builders of its typed messages.

A request or notification of a known method decodes in one msgspec pass straight into its
generated typed message class (a `Request` / `Notification` subclass tagged by `method`), with
typed params; nothing is copied afterwards. Responses are typed when the caller names the method
of their request. Extension methods (`_...`) and methods the schema does not know come back as
`RawRequest` / `RawNotification` with plain JSON params. Each version's binding
(`Binding.jsonrpc`) holds its layer; `acp_wire.jsonrpc` is version 1's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, overload

import msgspec
from msgspec import UNSET

from acp_wire._codec.codec import Codec, _log  # pyright: ignore[reportPrivateUsage]  # one package
from acp_wire._codec.errors import NOT_JSON, DecodeError, Where
from acp_wire._codec.lazy import LazyTable
from acp_wire._codec.lightweight import Record, Signature
from acp_wire._codec.resolve import UnionSpec, json_type
from acp_wire._rpc.envelope import (
    Envelope,
    MessageTables,
    Notification,
    RawNotification,
    RawRequest,
    Request,
    Response,
)


class _Loose(msgspec.Struct, gc=False):
    """Any JSON object, with the JSON-RPC members picked out; for messages off the fast path."""

    jsonrpc: Any = UNSET
    id: Any = UNSET
    method: Any = UNSET
    params: Any = UNSET
    result: Any = UNSET
    error: Any = UNSET


_loose_decoder = msgspec.json.Decoder(_Loose)


class _Method(msgspec.Struct, gc=False):
    """A JSON object's `method` member, all else skipped: the first messages' dispatch."""

    method: Any = UNSET


_method_decoder = msgspec.json.Decoder(_Method)
# How many messages a JSON-RPC layer decodes by their method before the union's decoder takes
# over (see `make_jsonrpc`): a connection's start-up, initialize and the first session calls.
FIRST_BY_METHOD = 16


def tuple_to_union(types: tuple[type, ...]) -> Any:
    union: Any = types[0]
    for t in types[1:]:
        union = union | t
    return union


def _structured(params: object) -> bool:
    """Whether `params` is what JSON-RPC 2.0 §4.2 allows: an object or an array (or absent; a
    `null` is kept on raw messages, see `Request.params`)."""
    return params is UNSET or params is None or isinstance(params, dict | list)


def _id_problem(value: object, request_id: Any) -> str | None:
    """Why `value` is not a `request_id` (the version's generated `RequestId` type), or None.

    The fast path's rule (the same type, so the same verdict and wording), with one addition
    of the schema's: JSON Schema counts an integral number such as `1.0` as an integer.
    """
    if value is UNSET:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    try:
        msgspec.convert(value, request_id, strict=True)
    except msgspec.ValidationError as exc:
        return DecodeError.from_msgspec(exc).reason
    return None


def _request_id(value: Any) -> Any:
    """A valid RequestId as the fast path would give it (`1.0` becomes `1`)."""
    return int(value) if isinstance(value, float) else value


class DecodeMessage(Signature):
    """The signature of `decode_message`."""

    @overload
    def __call__(self, data: bytes | str, method: str) -> Response[Any]: ...
    @overload
    def __call__(
        self, data: bytes | str, method: None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...


class JsonRpc(Record):
    """The JSON-RPC layer bound to one protocol version's tables (`make_jsonrpc`)."""

    decode_message: DecodeMessage
    handler_params: Callable[[Request[Any] | Notification[Any]], Any]
    tables: MessageTables
    codec: Codec  # the same version's `decode` / `decode_report`
    # `Request.of` / `Notification.of` of this version: its typed message class of a method.
    request_of: Callable[[Any, str, Any], Request[Any]]
    notification_of: Callable[[str, Any], Notification[Any]]
    # Whether an error response may carry a null id: the version's `RequestId` decides.
    null_id_allowed: bool


def make_jsonrpc(
    tables: MessageTables, codec: Codec, *, first_by_method: int = FIRST_BY_METHOD
) -> JsonRpc:
    """`decode_message` and `handler_params` of the protocol version whose generated message
    tables and codec are given. The functions are closures over the tables, so the hot path
    reads them as fast as module globals. The first `first_by_method` messages are decoded by
    their method, then by the union of every message class (the same results, see below)."""
    # The typed notification classes looked up so far (see `_known`).
    _NOTIFICATION_CLASSES: set[type] = set()
    generated_notifications = tables.notification_messages

    def _known(method: str, cls: Any) -> Any:
        """Ready the typed message class of `method`: the generated tables build their classes
        on first lookup (acp_wire._codec.lazy), so this runs once per class, when the layer's
        tables first hand it out. The method becomes a plain class attribute, read on every
        message, instead of the bases' property, which builds the string from the tag on each
        access."""
        setattr(cls, "method", method)  # noqa: B010
        if method in generated_notifications:
            _NOTIFICATION_CLASSES.add(cls)
        return cls

    def _readied(table: Mapping[str, type[Any]]) -> Mapping[str, type[Any]]:
        return LazyTable({method: method for method in table}, lambda m: _known(m, table[m]))

    tables = tables._replace(
        messages=_readied(tables.messages),
        request_messages=_readied(tables.request_messages),
        notification_messages=_readied(tables.notification_messages),
    )
    METHODS = tables.methods
    MESSAGES = tables.messages
    ENVELOPES = tables.envelopes
    PARAMS_MAY_BE_OMITTED = tables.params_may_be_omitted
    REQUEST_MESSAGES = tables.request_messages
    REQUEST_ID = tables.request_id
    ERROR = tables.error
    WIRE_RESPONSE = tables.wire_response
    # The JSON-RPC response envelope admits a null id; the version's RequestId may not.
    NULL_ID_OK = _id_problem(None, REQUEST_ID) is None
    NOTIFICATION_MESSAGES = tables.notification_messages
    _response_decoders: dict[str, msgspec.json.Decoder[Any]] = {}
    _resolved_results: dict[str, UnionSpec | None] = {}  # per method: its result union's spec

    _decode_envelope: Callable[[bytes | str], Any]

    def _union_envelope_decode(data: bytes | str) -> Any:
        """Build the decoder of the union of every message class (one pass per message: the
        hot path), then rebind the name to its bound `decode`, so later calls pay no lookup."""
        nonlocal _decode_envelope
        codec.resolve_annotations()
        members = tuple(MESSAGES.values())
        _decode_envelope = msgspec.json.Decoder(tuple_to_union(members)).decode
        return _decode_envelope(data)

    # A process's first messages (the layer is made once per version) are decoded by their
    # method instead: the method read first, then the line decoded into that one message class
    # with a decoder built for it alone. The union's decoder costs about as much to build as
    # importing the package, and `acp-wire serve` starts one agent process per connection,
    # which would pay it before its first answer. Two passes cost a third more per message, so
    # after `first_by_method` messages the union takes over. Both ways give the same message or
    # a ValidationError (which sends the line to `_decode_loose`): the union picks its member by
    # the same tag and decodes it with the same class. A line that is not a JSON object goes to
    # the union straight away, so its error is worded as before.
    method_decoders: dict[str, msgspec.json.Decoder[Any]] = {}
    left = [first_by_method]

    def _decode_by_method(data: bytes | str) -> Any:
        nonlocal _decode_envelope
        left[0] -= 1
        if left[0] <= 0:  # not `== 0`: threads decoding at once may both step past it
            _decode_envelope = _union_envelope_decode
        try:
            method = _method_decoder.decode(data).method
        except (msgspec.ValidationError, *NOT_JSON):
            # Not a JSON object: the union's decoder words the error (the same msgspec message).
            return _union_envelope_decode(data)
        decoder = method_decoders.get(method) if isinstance(method, str) else None
        if decoder is None:
            cls = MESSAGES.get(method) if isinstance(method, str) else None
            if cls is None:  # what the union says of an unknown or missing tag
                raise msgspec.ValidationError("not a method with a message class")
            codec.resolve_reachable((cls,))
            decoder = method_decoders[method] = msgspec.json.Decoder(cls)
        return decoder.decode(data)

    _decode_envelope = _decode_by_method if first_by_method > 0 else _union_envelope_decode

    def request_of(id: Any, method: str, params: Any) -> Request[Any]:
        typed = REQUEST_MESSAGES.get(method)
        if typed is not None:
            return typed(jsonrpc="2.0", id=id, params=params)
        return RawRequest(id=id, method=method, params=params)

    def notification_of(method: str, params: Any) -> Notification[Any]:
        typed = NOTIFICATION_MESSAGES.get(method)
        if typed is not None:
            return typed(jsonrpc="2.0", params=params)
        return RawNotification(method=method, params=params)

    @overload
    def decode_message(data: bytes | str, method: str) -> Response[Any]: ...
    @overload
    def decode_message(
        data: bytes | str, method: None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...
    def decode_message(
        data: bytes | str, method: str | None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]:
        """Decode one JSON-RPC 2.0 message.

        Requests and notifications come back with params typed by their method. A response is
        typed when `method` names the method of its request; otherwise its result is plain JSON.
        Raises `DecodeError` (with `.id` / `.method` set when they could be read) for anything
        that is not a valid message; the forgiving rules of `decode` apply to params and results.
        """
        if method is not None:
            return _decode_response(data, method)
        try:
            message = _decode_envelope(data)
        except msgspec.ValidationError:
            return _decode_loose(data)
        except NOT_JSON as exc:
            raise DecodeError.from_msgspec(exc) from None
        kind = message.__class__
        if kind in _NOTIFICATION_CLASSES:
            if message.id is UNSET:
                return message  # type: ignore[no-any-return]
            return _decode_loose(data)  # an `id`: a request sent to a notification-only method
        if kind in ENVELOPES:
            return _open_envelope(message)
        return message  # type: ignore[no-any-return]

    repair = codec.repair

    def handler_params(message: Request[Any] | Notification[Any]) -> Any:
        """The params a handler is called with: an omitted `params` reads as the method's empty
        params object (the method's params have no required property), or None for raw messages."""
        params = message.params
        if params is not UNSET:
            return params
        spec = METHODS.get(message.method)
        if spec is None or message.method not in PARAMS_MAY_BE_OMITTED:
            return None
        tp = spec.request if isinstance(message, Request) else spec.notification
        return None if tp is None else tp()

    def _open_envelope(envelope: Envelope) -> Request[Any] | Notification[Any]:
        """A method that is both request and notification: type the params by the presence of id."""
        method = ENVELOPES[type(envelope)]
        spec = METHODS[method]
        if envelope.id is UNSET:
            params = _typed_params(envelope.params, spec.notification, None, method)
            return RawNotification(method=method, params=params)
        params = _typed_params(envelope.params, spec.request, envelope.id, method)
        return RawRequest(id=envelope.id, method=method, params=params)

    def _typed_params(raw: msgspec.Raw, tp: Any, id: Any, method: str) -> Any:
        decode_report = codec.decode_report

        try:
            value, repairs = decode_report(bytes(raw), tp)
        except DecodeError as exc:
            path = "$.params" + exc.path[1:]
            raise exc.located("params", path=path, id=id, method=method) from None
        _log(repairs, "$.params")  # one record; the prefix only on the paths it prints
        return value

    def _decode_loose(data: bytes | str) -> Request[Any] | Notification[Any] | Response[Any]:
        """Everything off the fast path: responses, unknown and extension methods, bad params."""
        try:
            loose = _loose_decoder.decode(data)
        except msgspec.ValidationError:
            raise DecodeError("Expected a JSON-RPC message object", where="envelope") from None
        except NOT_JSON as exc:
            raise DecodeError.from_msgspec(exc) from None
        id_problem = _id_problem(loose.id, REQUEST_ID)
        if id_problem is None and loose.id is not UNSET:
            loose.id = _request_id(loose.id)
        id = loose.id if id_problem is None and loose.id is not UNSET else None
        method = loose.method if isinstance(loose.method, str) else None
        if loose.jsonrpc != "2.0":
            raise DecodeError(
                'Expected `"2.0"`', "$.jsonrpc", id=id, method=method, where="envelope"
            )
        if id_problem is not None:
            raise DecodeError(id_problem, "$.id", method=method, where="envelope")
        if loose.method is UNSET:
            return _response_from_loose(loose, None)
        conflict = [name for name in ("result", "error") if getattr(loose, name) is not UNSET]
        if conflict:
            members = " and ".join(f"`{name}`" for name in ["method", *conflict])
            raise DecodeError(
                f"Conflicting members {members}: a request or notification has no `result` or "
                "`error`, a response no `method`",
                "$",
                id=id,
                method=method,
                where="envelope",
            )
        if method is None:
            raise DecodeError("Expected `str`", "$.method", id=id, where="envelope")
        spec = METHODS.get(method)
        params = loose.params
        if spec is None and not _structured(params):
            # JSON-RPC 2.0 §4.2: params is a structured value. A known method's params type says
            # so itself (and names the one structure it takes).
            raise DecodeError(
                f"Expected `object | array`, got `{json_type(params)}`",
                "$.params",
                id=id,
                method=method,
                where="params",
            )
        if spec is not None and not (params is UNSET and method in PARAMS_MAY_BE_OMITTED):
            tp = spec.request if loose.id is not UNSET else spec.notification
            if tp is None:
                kind = "request" if loose.id is not UNSET else "notification"
                raise DecodeError(
                    f"Method {method!r} cannot be sent as a {kind}",
                    id=id,
                    method=method,
                    where="envelope",
                )
            params = _repair(params, tp, "params", id, method)
        elif spec is None:  # raw: params kept as received, `null` included
            if loose.id is UNSET:
                return RawNotification(method=method, params=params)
            return RawRequest(id=loose.id, method=method, params=params)
        if params is None:
            params = UNSET
        if loose.id is UNSET:
            return notification_of(method, params)
        return request_of(loose.id, method, params)

    def _repair(raw: Any, tp: Any, member: Where, id: Any, method: str | None) -> Any:
        """`raw`, the message's `member` (params, result or error), read as `tp`."""
        if raw is UNSET:
            raise DecodeError(
                "Object missing required field `params`", id=id, method=method, where=member
            )
        try:
            value, repairs = repair(raw, tp, f"$.{member}")
        except DecodeError as exc:
            raise exc.located(member, id=id, method=method) from None
        _log(repairs)
        return value

    def _response_from_loose(loose: _Loose, result_type: Any) -> Response[Any]:
        """A response off the fast path. The schema's response envelopes are an `anyOf` of
        `{id, result}` and `{id, error}` that admit other members, so a `null` beside the other
        member (`"error": null` next to a result) is valid: it reads as absent (`null_member`)."""
        id = loose.id
        if loose.error is None and loose.result is not UNSET:
            loose.error = UNSET
        elif loose.result is None and loose.error is not UNSET:
            loose.result = UNSET
        if id is UNSET or (loose.result is UNSET) == (loose.error is UNSET):
            raise DecodeError(
                "Expected a request, a notification or a response with exactly "
                "one of `result` and `error`",
                "$",
                id=None if id is UNSET else id,
                where="envelope",
            )
        error = UNSET
        if loose.error is not UNSET:
            error = _repair(loose.error, ERROR, "error", loose.id, None)
            return Response(id=loose.id, error=error)
        result = loose.result
        if result_type is not None:
            result = _repair(result, result_type, "result", loose.id, None)
        return Response(id=loose.id, result=result)

    def _decode_response(data: bytes | str, method: str) -> Response[Any]:
        decoder = _response_decoders.get(method)
        resolved = _resolved_results.get(method)
        if decoder is None:
            spec = METHODS.get(method)
            result_type = spec.response if spec is not None and spec.response is not None else Any
            resolved = _resolved_results[method] = codec.resolved_union(result_type)
            if resolved is not None:
                result_type = Any  # a union msgspec cannot take: resolved below, by its spec
            # The result type is known only at run time: Response parametrized by a variable.
            codec.resolve_annotations()
            response_type: Any = WIRE_RESPONSE[result_type]
            decoder = _response_decoders[method] = msgspec.json.Decoder(response_type)
        response: Response[Any] | None
        try:
            response = decoder.decode(data)
        except msgspec.ValidationError:
            response = None
        except NOT_JSON as exc:
            raise DecodeError.from_msgspec(exc) from None
        if (
            response is not None
            and (response.result is UNSET) != (response.error is UNSET)
            and (NULL_ID_OK or response.id is not None)
        ):
            if resolved is not None and response.result is not UNSET:
                response.result = _repair(response.result, resolved, "result", response.id, method)
            return response
        message = _decode_loose(data)
        if not isinstance(message, Response):
            raise DecodeError(
                "Expected a response", id=getattr(message, "id", None), where="envelope"
            )
        spec = METHODS.get(method)
        if spec is not None and spec.response is not None and message.result is not UNSET:
            message.result = _repair(message.result, spec.response, "result", message.id, method)
        return message

    return JsonRpc(
        decode_message, handler_params, tables, codec, request_of, notification_of, NULL_ID_OK
    )
