# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/prompt`, `session/update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ._values import _UInt64


class Usage(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Token usage information for a prompt turn.

    Draft only: not in the stable schema.
    """

    total_tokens: _UInt64 = msgspec.field(name="totalTokens")
    """Sum of all token types across session."""

    input_tokens: _UInt64 = msgspec.field(name="inputTokens")
    """Total input tokens across all turns."""

    output_tokens: _UInt64 = msgspec.field(name="outputTokens")
    """Total output tokens across all turns."""

    thought_tokens: _UInt64 | UnsetType | None = msgspec.field(default=UNSET, name="thoughtTokens")
    """Total thought/reasoning tokens"""

    cached_read_tokens: _UInt64 | UnsetType | None = msgspec.field(
        default=UNSET, name="cachedReadTokens"
    )
    """Total cache read tokens."""

    cached_write_tokens: _UInt64 | UnsetType | None = msgspec.field(
        default=UNSET, name="cachedWriteTokens"
    )
    """Total cache write tokens."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    def __post_init__(self) -> None:
        check_upper_bound(self.total_tokens, 18446744073709551615, "totalTokens")
        check_upper_bound(self.input_tokens, 18446744073709551615, "inputTokens")
        check_upper_bound(self.output_tokens, 18446744073709551615, "outputTokens")
        check_upper_bound(self.thought_tokens, 18446744073709551615, "thoughtTokens")
        check_upper_bound(self.cached_read_tokens, 18446744073709551615, "cachedReadTokens")
        check_upper_bound(self.cached_write_tokens, 18446744073709551615, "cachedWriteTokens")
