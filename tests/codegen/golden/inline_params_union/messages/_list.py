# Generated from tests/codegen/fixtures/inline_params_union.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: unknown 0, sha256 .
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of the package share the types' private helpers: union specs.)
"""The message classes of the methods whose params are in `types._list`.

Part of the `messages` package of ACP v1: import its names from the package.
"""

from typing import Literal

from msgspec import UNSET, UnsetType

from ...._rpc.envelope import Request
from ..types._list import ListRequest


class ListMessage(Request[ListRequest | UnsetType], tag_field="method", tag="list", kw_only=True):
    """`list`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: ListRequest | UnsetType = UNSET
