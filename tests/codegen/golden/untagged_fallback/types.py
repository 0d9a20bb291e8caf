# Generated from tests/codegen/fixtures/untagged_fallback.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# The run-time form: each definition is built on its first read (codegen/lazify.py);
# type checkers and readers take the `.pyi` beside this file, its eager form.
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final

from ..._codec.base import AcpStruct
from ..._codec.lazy import LazyTable, attribute_of
from ..._codec.lazy import install as _install_lazy_names
from ..._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)

__all__ = [
    "HttpServer",
    "Server",
    "StdioServer",
    "UnknownServer",
]
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "Server": "_ServerSpec",
    },
    attribute_of(__name__),
)


def _build_HttpServer():
    class HttpServer(AcpStruct, kw_only=True, tag_field="type", tag="http"):
        """HttpServer."""

        url: str

    yield HttpServer
    HttpServer.__annotations__.update(
        {
            "url": str,
        }
    )


def _build_StdioServer():
    class StdioServer(AcpStruct, kw_only=True):
        """StdioServer."""

        command: str

    yield StdioServer
    StdioServer.__annotations__.update(
        {
            "command": str,
        }
    )


def _build_UnknownServer():
    class UnknownServer(UnknownVariant):
        """A `Server` whose tag this schema version does not know; encodes back unchanged."""

        __slots__ = ()
        union = "Server"
        tag_field = "type"

    return UnknownServer


def _build_Server():
    Server = HttpServer | StdioServer
    return Server


def _build__ServerSpec():
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
    return _ServerSpec


def _build_RESOLVED_UNIONS():
    RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
        Server: _ServerSpec,
    }
    return RESOLVED_UNIONS


def _build__ServerField():
    _ServerField = Annotated[Any, _ServerSpec]
    return _ServerField


__getattr__, __dir__ = _install_lazy_names(
    globals(),
    {
        "HttpServer": (_build_HttpServer, ()),
        "StdioServer": (_build_StdioServer, ()),
        "UnknownServer": (_build_UnknownServer, ()),
        "Server": (
            _build_Server,
            (
                "HttpServer",
                "StdioServer",
            ),
        ),
        "_ServerSpec": (
            _build__ServerSpec,
            (
                "HttpServer",
                "StdioServer",
                "UnknownServer",
            ),
        ),
        "RESOLVED_UNIONS": (
            _build_RESOLVED_UNIONS,
            (
                "Server",
                "_ServerSpec",
            ),
        ),
        "_ServerField": (_build__ServerField, ("_ServerSpec",)),
    },
)
