# Generated from tests/codegen/fixtures/untagged_fallback.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class HttpServer(AcpStruct, kw_only=True, tag_field="type", tag="http"):
    """HttpServer."""

    url: str


class StdioServer(AcpStruct, kw_only=True):
    """StdioServer."""

    command: str


class UnknownServer(UnknownVariant):
    """A `Server` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "Server"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Server: TypeAlias = HttpServer | StdioServer | UnknownServer
else:
    Server = HttpServer | StdioServer

# How the union selection rule (acp_wire._codec.resolve.select) sees `Server`.
_ServerSpec = UnionSpec(
    "Server",
    tag_field="type",
    by_tag={
        "http": (HttpServer,),
        "stdio": (StdioServer,),
    },
    untagged=(StdioServer,),
    unknown=UnknownServer,
    classes=(
        HttpServer,
        StdioServer,
        UnknownServer,
    ),
)

# A field holding `Server` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _ServerField: TypeAlias = Server
else:
    _ServerField = Annotated[Any, _ServerSpec]
