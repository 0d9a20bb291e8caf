# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final

from msgspec import UNSET, Meta, UnsetType

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
    resolve_by_method,
)

__all__ = [
    "AgentRequest",
    "AgentRequestParams",
    "ListRequest",
    "ListResponse",
    "PingRequest",
]
_Int64 = Annotated[int, Meta(ge=-9223372036854775808, le=9223372036854775807)]
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "AgentRequestParams": "_AgentRequestParamsSpec",
    },
    attribute_of(__name__),
)


def _build_PingRequest():
    class PingRequest(AcpStruct, kw_only=True):
        """PingRequest."""

        target: str

    yield PingRequest
    PingRequest.__annotations__.update(
        {
            "target": str,
        }
    )


def _build_ListRequest():
    class ListRequest(AcpStruct, kw_only=True):
        """ListRequest."""

        cursor: str | UnsetType | None = UNSET

    yield ListRequest
    ListRequest.__annotations__.update(
        {
            "cursor": str | UnsetType | None,
        }
    )


def _build_ListResponse():
    class ListResponse(AcpStruct, kw_only=True):
        """ListResponse."""

        items: list[str]

    yield ListResponse
    ListResponse.__annotations__.update(
        {
            "items": list[str],
        }
    )


def _build_AgentRequest():
    class AgentRequest(AcpStruct, kw_only=True):
        """AgentRequest."""

        id: _Int64

        method: str

        params: _AgentRequestParamsField | UnsetType | None = UNSET

        def __post_init__(self) -> None:
            self.params = resolve_by_method(
                _AgentRequestParamsSpec, self.method, self.params, "params"
            )

    yield AgentRequest
    AgentRequest.__annotations__.update(
        {
            "id": _Int64,
            "method": str,
            "params": _AgentRequestParamsField | UnsetType | None,
        }
    )


def _build_AgentRequestParams():
    AgentRequestParams = PingRequest | ListRequest
    return AgentRequestParams


def _build__AgentRequestParamsSpec():
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
    return _AgentRequestParamsSpec


def _build_RESOLVED_UNIONS():
    RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
        AgentRequestParams: _AgentRequestParamsSpec,
    }
    return RESOLVED_UNIONS


def _build__AgentRequestParamsField():
    _AgentRequestParamsField = Annotated[Any, _AgentRequestParamsSpec]
    return _AgentRequestParamsField


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "PingRequest": (_build_PingRequest, ()),
        "ListRequest": (_build_ListRequest, ()),
        "ListResponse": (_build_ListResponse, ()),
        "AgentRequest": (
            _build_AgentRequest,
            (
                "_AgentRequestParamsField",
                "_AgentRequestParamsSpec",
            ),
        ),
        "AgentRequestParams": (
            _build_AgentRequestParams,
            (
                "ListRequest",
                "PingRequest",
            ),
        ),
        "_AgentRequestParamsSpec": (
            _build__AgentRequestParamsSpec,
            (
                "ListRequest",
                "PingRequest",
            ),
        ),
        "RESOLVED_UNIONS": (
            _build_RESOLVED_UNIONS,
            (
                "AgentRequestParams",
                "_AgentRequestParamsSpec",
            ),
        ),
        "_AgentRequestParamsField": (_build__AgentRequestParamsField, ("_AgentRequestParamsSpec",)),
    },
)
