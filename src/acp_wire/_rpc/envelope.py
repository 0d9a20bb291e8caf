"""JSON-RPC 2.0 message classes; the generated typed messages (`_generated/messages.py`) extend
them. Version-neutral: each version's messages declare its own `RequestId` and `Error` (the
generated message classes and `WireResponse`), so this module imports nothing generated.

A message of a method the schema knows is an instance of a generated subclass, such as
`SessionUpdateMessage(Notification[SessionNotification])`, tagged by `method`: msgspec decodes
a whole line into it in one pass, and `message.method` reads the tag. Methods the schema does
not know, and extension methods (`_...`), are `RawRequest` / `RawNotification`, which hold the
method name as a field.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

import msgspec
from msgspec import UNSET, UnsetType

from acp_wire._codec.lightweight import Record
from acp_wire._codec.members import struct_tag
from acp_wire._rpc.methods import MethodSpec

P = TypeVar("P")
R = TypeVar("R")

# The message classes forbid unknown members. A request or notification carries no `result` or
# `error` (JSON-RPC 2.0 §4, §5), a response no `method`: a message that does fails the one msgspec
# pass of `decode_message` at no cost to valid messages, and is judged off the fast path, where
# members JSON-RPC does not name are ignored and conflicting ones are an error naming them.
# (Declaring absence-only fields instead would cost every valid message ~5%.)


class Request(msgspec.Struct, Generic[P], kw_only=True, gc=False, forbid_unknown_fields=True):
    """A JSON-RPC request: a call that expects a response with the same `id`.

    Build one with `Request.of(id, method, params)`, which picks the typed message class of a
    known method (or `RawRequest` for any other).
    """

    jsonrpc: Literal["2.0"] = "2.0"
    id: Any
    """The request id: what the version's `RequestId` allows (its typed messages declare it)."""
    params: P
    """The method's params. `UNSET` when the message has no `params` member (allowed for raw
    messages and for methods in `PARAMS_MAY_BE_OMITTED`); it re-encodes without one. A received
    `"params": null` is kept as None on raw messages only; to send one, build the message class
    directly (`RawRequest(id=1, method="_x", params=None)`)."""
    if TYPE_CHECKING:
        # At run time a property reading the tag (typed messages) or a field (raw ones).
        @property
        def method(self) -> str: ...

    @classmethod
    def of(cls, id: Any, method: str, params: Any) -> "Request[Any]":
        """The request of `method`: its typed message class when the schema knows it.

        `params=None` (or `UNSET`) means no params: the member is left out, as JSON-RPC allows.
        A literal `"params": null` is never produced here (see `Request.params`).
        """
        if params is None:
            params = UNSET
        typed = _TYPED_REQUESTS.get(method)
        if typed is not None:
            return typed(jsonrpc="2.0", id=id, params=params)
        return RawRequest(id=id, method=method, params=params)


class Notification(msgspec.Struct, Generic[P], kw_only=True, gc=False, forbid_unknown_fields=True):
    """A JSON-RPC notification: no response is sent.

    `id` is always `UNSET` on a notification; it is declared only so that a message carrying
    an `id` is recognised as a request sent to a notification-only method.
    """

    jsonrpc: Literal["2.0"] = "2.0"
    params: P
    id: Any = UNSET
    if TYPE_CHECKING:

        @property
        def method(self) -> str: ...

    @classmethod
    def of(cls, method: str, params: Any) -> "Notification[Any]":
        """The notification of `method`: its typed message class when the schema knows it.

        `params=None` (or `UNSET`) leaves `params` out, as in `Request.of`.
        """
        if params is None:
            params = UNSET
        typed = _TYPED_NOTIFICATIONS.get(method)
        if typed is not None:
            return typed(jsonrpc="2.0", params=params)
        return RawNotification(method=method, params=params)


def _method_from_tag(message: msgspec.Struct) -> str:
    return str(struct_tag(message))


# A typed message's method is its tag; msgspec forbids a field of the tag's name, so it is a
# property on the bases, which the raw classes' `method` field shadows.
setattr(Request, "method", property(_method_from_tag))  # noqa: B010
setattr(Notification, "method", property(_method_from_tag))  # noqa: B010


class RawRequest(Request[P], kw_only=True):
    """A request of a method this schema does not know, or an extension method (`_...`)."""

    # A field in place of the bases' tag property, by design: raw messages carry their method.
    method: str  # pyright: ignore[reportIncompatibleMethodOverride]


class RawNotification(Notification[P], kw_only=True):
    """A notification of a method this schema does not know, or an extension method."""

    method: str  # pyright: ignore[reportIncompatibleMethodOverride]  # as in RawRequest


class Response(msgspec.Struct, Generic[R], kw_only=True, gc=False):
    """A JSON-RPC response: exactly one of `result` and `error` is set.

    A received `null` beside the other member (`"result": {...}, "error": null`) is valid by the
    schema's response envelopes and reads as absent; `acp-wire validate` notes it.
    """

    jsonrpc: Literal["2.0"] = "2.0"
    id: Any  # the version's `RequestId` (see `WireResponse`)
    result: R | UnsetType = UNSET
    error: Any = UNSET  # the version's `Error` object, or UNSET


class WireResponse(Response[R], kw_only=True, forbid_unknown_fields=True):
    """What a received response must carry: `jsonrpc` has no default on the wire. Unknown
    members (a `method` among them) send it off the fast path, see the note on the classes.
    Each version's messages module extends it with its `RequestId` and `Error`."""

    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]  # see the docstring


class Envelope(
    msgspec.Struct, tag_field="method", kw_only=True, gc=False, forbid_unknown_fields=True
):
    """A method that is both a request and a notification with different params: the params
    are read once the presence of `id` tells which (see `jsonrpc.decode_message`)."""

    jsonrpc: Literal["2.0"]
    id: Any = UNSET  # the version's `RequestId`: its envelope classes declare it
    params: msgspec.Raw


class MessageTables(Record):
    """One version's message tables (`TABLES` of its generated messages module): what the
    JSON-RPC layer (`acp_wire._rpc.jsonrpc.make_jsonrpc`) reads to decode and build messages."""

    methods: Mapping[str, MethodSpec]
    # Every typed message class by its method (its tag): the union decoded in one pass.
    messages: Mapping[str, type]
    request_messages: Mapping[str, type[Request[Any]]]
    notification_messages: Mapping[str, type[Notification[Any]]]
    params_may_be_omitted: frozenset[str]
    envelopes: Mapping[type[Envelope], str]  # methods that are both kinds
    request_id: Any  # the schema's `RequestId`: what a request's `id` may be
    error: Any  # the schema's `Error`: a response's error object
    wire_response: Any  # the version's `WireResponse`, generic in the result type


# The typed message class of each method that `Request.of` / `Notification.of` build: protocol
# version 1's, registered by `acp_wire.jsonrpc` (the generated messages extend the classes above,
# so they import this module, never the other way round).
_TYPED_REQUESTS: dict[str, type[Request[Any]]] = {}
_TYPED_NOTIFICATIONS: dict[str, type[Notification[Any]]] = {}


def register_messages(
    requests: Mapping[str, type[Request[Any]]], notifications: Mapping[str, type[Notification[Any]]]
) -> None:
    """Make `Request.of` / `Notification.of` build the generated typed message classes."""
    _TYPED_REQUESTS.update(requests)
    _TYPED_NOTIFICATIONS.update(notifications)
