# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""JSON-RPC methods of the protocol, from the schema's x-method and x-side annotations."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..._rpc.methods import MethodSpec, method_table
from . import types

LIST: Final = "list"
PING: Final = "ping"

# Each method's types by name: `METHODS[name]` reads them from the types package, so that
# looking one method up imports only its own types' modules (see codegen/split.py).
METHODS: Final[Mapping[str, MethodSpec]] = method_table(
    types,
    [
        MethodSpec(
            name="list",
            side="agent",
            handler="list",
            request="ListRequest",
            response="ListResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="ping",
            side="agent",
            handler="ping",
            request="PingRequest",
            response=None,
            notification=None,
            notification_side=None,
            draft=False,
        ),
    ],
)
