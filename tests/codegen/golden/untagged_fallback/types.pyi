# Generated from tests/codegen/fixtures/untagged_fallback.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Final

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "HttpServer",
    "Server",
    "StdioServer",
    "UnknownServer",
]

# Integer and string ranges the schema's formats impose.

class HttpServer(AcpStruct, kw_only=True, tag_field="type", tag="http"):
    """HttpServer."""

    url: str

class StdioServer(AcpStruct, kw_only=True):
    """StdioServer."""

    command: str

# Unknown variants: a tag value this schema version does not define, kept as received.

class UnknownServer(UnknownVariant):
    """A `Server` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "Server"
    tag_field = "type"

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    Server: TypeAlias = HttpServer | StdioServer | UnknownServer
    _ServerField: TypeAlias = Server
else:
    Server = HttpServer | StdioServer

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.
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

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
    Server: _ServerSpec,
}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Server": "_ServerSpec",
    },
    attribute_of(__name__),
)

if not TYPE_CHECKING:
    # Fields holding a resolved union decode as plain JSON and are resolved in __post_init__.
    _ServerField = Annotated[Any, _ServerSpec]
