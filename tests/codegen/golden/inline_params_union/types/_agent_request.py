# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Types no method's messages reach (the schema's own unions of every message).

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    resolve_by_method,
)
from ._list import ListRequest
from ._ping import PingRequest
from ._values import _Int64

if TYPE_CHECKING:
    from typing import TypeAlias

if TYPE_CHECKING:
    AgentRequestParams: TypeAlias = PingRequest | ListRequest
    """The `params` of `AgentRequest`: one of several object types."""
else:
    AgentRequestParams = PingRequest | ListRequest

# How the union selection rule (acp_wire._codec.resolve.select) sees `AgentRequestParams`.
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

# A field holding `AgentRequestParams` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AgentRequestParamsField: TypeAlias = AgentRequestParams
else:
    _AgentRequestParamsField = Annotated[Any, _AgentRequestParamsSpec]


class AgentRequest(AcpStruct, kw_only=True):
    """AgentRequest."""

    id: _Int64

    method: str

    params: _AgentRequestParamsField | UnsetType | None = UNSET

    def __post_init__(self) -> None:
        self.params = resolve_by_method(_AgentRequestParamsSpec, self.method, self.params, "params")
