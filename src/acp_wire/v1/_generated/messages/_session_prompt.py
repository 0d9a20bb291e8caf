# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of the package share the types' private helpers: union specs.)
"""The message classes of the methods whose params are in `types._session_prompt`.

Part of the `messages` package of ACP v1: import its names from the package.
"""

from typing import Literal

from ...._rpc.envelope import Request
from ..types._session_prompt import PromptRequest
from ..types._values import RequestId


class SessionPromptMessage(
    Request[PromptRequest], tag_field="method", tag="session/prompt", kw_only=True
):
    """`session/prompt`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: PromptRequest
