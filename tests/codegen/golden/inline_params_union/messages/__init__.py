# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""One typed JSON-RPC message class per method, tagged by `method`.

`acp_wire.decode_message` decodes a whole line into these in one msgspec pass; they are
`Request` / `Notification` subclasses, and `message.method` reads the tag. Each class lives in
the module named as the `types` module of its params; this package imports a module on the
first read of one of its names, as the `types` package does.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, Literal, TypeVar, overload

from msgspec import UNSET, UnsetType

from ...._codec.lazy import LazyTable, attribute_of
from ...._faces import lazy_names
from ...._rpc.envelope import (
    Envelope,
    MessageTables,
    Notification,
    Request,
    Response,
)
from ...._rpc.envelope import WireResponse as _WireResponse
from ..methods import METHODS

if TYPE_CHECKING:
    from ..types import (
        ListResponse,
    )
    from ._list import (
        ListMessage as ListMessage,
    )
    from ._ping import (
        PingMessage as PingMessage,
    )

MODULES: Final = {
    "._list": ("ListMessage",),
    "._ping": ("PingMessage",),
}
"""Each module of the package with the message classes it defines."""

__getattr__ = lazy_names(
    __name__, globals(), {name: module for module, names in MODULES.items() for name in names}
)


def __dir__() -> list[str]:
    return sorted({*globals(), *(name for names in MODULES.values() for name in names)})


R = TypeVar("R")


class WireResponse(_WireResponse[R], kw_only=True, forbid_unknown_fields=True):
    """A response of this protocol version as received: its `RequestId` and `Error`."""

    id: RequestId
    error: Error | UnsetType = UNSET


# Every message class by its method (its tag): the members of the union `decode_message`
# decodes into. The tables name the classes, so that a lookup imports only the class it reads.
MESSAGES: Final[Mapping[str, type[Any]]] = LazyTable(
    {
        "list": "ListMessage",
        "ping": "PingMessage",
    },
    attribute_of(__name__),
)

# Method name -> typed message class, for building outgoing messages.
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
# Methods whose params type has no required property: a message of theirs may omit `params`
# (JSON-RPC 2.0 allows it), which decodes as UNSET and re-encodes without `params`.
PARAMS_MAY_BE_OMITTED: Final = frozenset(
    {
        "list",
    }
)
# Methods that are both: their params are read after decoding.
ENVELOPES: Final[dict[type[Envelope], str]] = {}

# What the JSON-RPC layer (acp_wire.jsonrpc) reads for this protocol version.
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

if TYPE_CHECKING:
    # What type checkers see as this version's `decode_message`: a response is typed by the
    # method of its request. The function that runs is the one `make_jsonrpc` binds to TABLES.

    @overload
    def decode_message(data: bytes | str, method: Literal["list"]) -> Response[ListResponse]: ...

    @overload
    def decode_message(data: bytes | str, method: str) -> Response[Any]: ...

    @overload
    def decode_message(
        data: bytes | str, method: None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...

    def decode_message(
        data: bytes | str, method: str | None = None
    ) -> Request[Any] | Notification[Any] | Response[Any]: ...
