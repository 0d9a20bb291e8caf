# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `providers/set` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import LlmProtocol, ProviderId


class SetProviderResponse(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Response to `providers/set`.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SetProviderRequest(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Request parameters for `providers/set`.

    Replaces the full configuration for one provider ID.

    Draft only: not in the stable schema.
    """

    provider_id: ProviderId = msgspec.field(name="providerId")
    """Provider ID to configure."""

    api_type: LlmProtocol = msgspec.field(name="apiType")
    """Protocol type for this provider."""

    base_url: str = msgspec.field(name="baseUrl")
    """Base URL for requests sent through this provider."""

    headers: dict[str, str] | UnsetType = UNSET
    """Full headers map for this provider.
    May include authorization, routing, or other integration-specific headers.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
