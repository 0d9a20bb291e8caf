# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""JSON-RPC methods of the protocol, from the schema's x-method and x-side annotations."""

from __future__ import annotations

from typing import Final

from ..._rpc.methods import MethodSpec
from .types import (
    ListRequest,
    ListResponse,
    PingRequest,
)

LIST: Final = "list"
PING: Final = "ping"

METHODS: Final[dict[str, MethodSpec]] = {
    "list": MethodSpec(
        name="list",
        side="agent",
        handler="list",
        request=ListRequest,
        response=ListResponse,
        notification=None,
        notification_side=None,
        draft=False,
    ),
    "ping": MethodSpec(
        name="ping",
        side="agent",
        handler="ping",
        request=PingRequest,
        response=None,
        notification=None,
        notification_side=None,
        draft=False,
    ),
}
