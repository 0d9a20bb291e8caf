# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""One typed JSON-RPC message class per method, tagged by `method`.

`acp_wire.decode_message` decodes a whole line into these in one msgspec pass; they are
`Request` / `Notification` subclasses, and `message.method` reads the tag.
"""

from collections.abc import Mapping
from typing import Any, Final, Literal, TypeVar

from msgspec import UNSET, UnsetType

from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._rpc.envelope import (
    Envelope,
    MessageTables,
    Notification,
    Request,
)
from ..._rpc.envelope import WireResponse as _WireResponse
from . import types as _types_module
from .methods import METHODS

R = TypeVar("R")
MESSAGES: Final[Mapping[str, type[Any]]] = LazyTable(
    {
        "list": "ListMessage",
        "ping": "PingMessage",
    },
    attribute_of(__name__),
)
REQUEST_MESSAGES: Final[Mapping[str, type[Request[Any]]]] = LazyTable(
    {
        "list": "ListMessage",
        "ping": "PingMessage",
    },
    attribute_of(__name__),
)
NOTIFICATION_MESSAGES: Final[Mapping[str, type[Notification[Any]]]] = LazyTable(
    {},
    attribute_of(__name__),
)
PARAMS_MAY_BE_OMITTED: Final = frozenset(
    {
        "list",
    }
)
ENVELOPES: Final[dict[type[Envelope], str]] = {}


def _build_ListMessage():
    class ListMessage(
        Request[ListRequest | UnsetType], tag_field="method", tag="list", kw_only=True
    ):
        """`list`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: ListRequest | UnsetType = UNSET

    yield ListMessage
    ListMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": ListRequest | UnsetType,
        }
    )


def _build_PingMessage():
    class PingMessage(Request[PingRequest], tag_field="method", tag="ping", kw_only=True):
        """`ping`: request."""

        # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
        jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
        id: RequestId
        params: PingRequest

    yield PingMessage
    PingMessage.__annotations__.update(
        {
            "jsonrpc": Literal["2.0"],
            "id": RequestId,
            "params": PingRequest,
        }
    )


def _build_WireResponse():
    class WireResponse(_WireResponse[R], kw_only=True, forbid_unknown_fields=True):
        """A response of this protocol version as received: its `RequestId` and `Error`."""

        id: RequestId
        error: Error | UnsetType = UNSET

    yield WireResponse
    WireResponse.__annotations__.update(
        {
            "id": RequestId,
            "error": Error | UnsetType,
        }
    )


def _build_TABLES():
    TABLES: Final = MessageTables(
        methods=METHODS,
        messages=MESSAGES,
        request_messages=REQUEST_MESSAGES,
        notification_messages=NOTIFICATION_MESSAGES,
        params_may_be_omitted=PARAMS_MAY_BE_OMITTED,
        envelopes=ENVELOPES,
        request_id=RequestId,
        error=Error,
        wire_response=WireResponse,
    )
    return TABLES


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "ListMessage": (
            _build_ListMessage,
            (
                "ListRequest",
                "RequestId",
            ),
        ),
        "PingMessage": (
            _build_PingMessage,
            (
                "PingRequest",
                "RequestId",
            ),
        ),
        "WireResponse": (
            _build_WireResponse,
            (
                "Error",
                "RequestId",
            ),
        ),
        "TABLES": (
            _build_TABLES,
            (
                "Error",
                "RequestId",
                "WireResponse",
            ),
        ),
    },
    {
        "Error": _types_module.__name__,
        "ListRequest": _types_module.__name__,
        "PingRequest": _types_module.__name__,
        "RequestId": _types_module.__name__,
    },
)
