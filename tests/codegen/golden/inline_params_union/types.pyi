# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Final

from msgspec import UNSET, Meta, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.resolve import (
    UnionSpec,
)

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "AgentRequest",
    "AgentRequestParams",
    "ListRequest",
    "ListResponse",
    "PingRequest",
]

# Integer and string ranges the schema's formats impose.
_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]

class PingRequest(AcpStruct, kw_only=True):
    """PingRequest."""

    target: str

class ListRequest(AcpStruct, kw_only=True):
    """ListRequest."""

    cursor: str | UnsetType | None = UNSET

class ListResponse(AcpStruct, kw_only=True):
    """ListResponse."""

    items: list[str]

class AgentRequest(AcpStruct, kw_only=True):
    """AgentRequest."""

    id: _Int64

    method: str

    params: _AgentRequestParamsField | UnsetType | None = UNSET

    def __post_init__(self) -> None: ...

# Unknown variants: a tag value this schema version does not define, kept as received.

# Enums, aliases and unions. Type checkers see unions with their unknown variant; msgspec sees
# the known members only, so unknown tags take the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    AgentRequestParams: TypeAlias = PingRequest | ListRequest
    """The `params` of `AgentRequest`: one of several object types."""
    _AgentRequestParamsField: TypeAlias = AgentRequestParams
else:
    AgentRequestParams = PingRequest | ListRequest

# How the union selection rule (acp_wire._codec.resolve.select) sees each union.
_AgentRequestParamsSpec = UnionSpec(
    "AgentRequestParams",
    tag_field=None,
    by_tag={},
    untagged=(
        PingRequest,
        ListRequest,
    ),
    unknown=None,
    classes=(
        PingRequest,
        ListRequest,
    ),
    by_method={
        "list": ListRequest,
        "ping": PingRequest,
    },
)

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
    AgentRequestParams: _AgentRequestParamsSpec,
}

# Every union spec by union name (a lookup builds that union only: see acp_wire._codec.lazy).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "AgentRequestParams": "_AgentRequestParamsSpec",
    },
    attribute_of(__name__),
)

if not TYPE_CHECKING:
    # Fields holding a resolved union decode as plain JSON and are resolved in __post_init__.
    _AgentRequestParamsField = Annotated[Any, _AgentRequestParamsSpec]
