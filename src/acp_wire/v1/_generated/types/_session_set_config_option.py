# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/set_config_option` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
)
from ._session_config_option import SessionConfigOption
from ._values import SessionConfigId, SessionConfigValueId, SessionId

if TYPE_CHECKING:
    from typing import TypeAlias


class SetSessionConfigOptionResponse(AcpStruct, kw_only=True):
    """Response to `session/set_config_option` method."""

    config_options: list[SessionConfigOption] = msgspec.field(name="configOptions")
    """The full set of configuration options and their current values."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class BooleanSetSessionConfigOptionRequest(
    AcpStruct, kw_only=True, tag_field="type", tag="boolean"
):
    """A boolean value (`type: "boolean"`)."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to set the configuration option for."""

    config_id: SessionConfigId = msgspec.field(name="configId")
    """The ID of the configuration option to set."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    value: bool
    """The boolean value.

    Draft only.
    """


class ValueIdSetSessionConfigOptionRequest(AcpStruct, kw_only=True):
    """A `SessionConfigValueId` string value.

    This is the default when `type` is absent on the wire. Unknown `type`
    values with string payloads also gracefully deserialize into this
    variant.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to set the configuration option for."""

    config_id: SessionConfigId = msgspec.field(name="configId")
    """The ID of the configuration option to set."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    value: SessionConfigValueId
    """The value ID.

    Draft only.
    """


if TYPE_CHECKING:
    SetSessionConfigOptionRequest: TypeAlias = (
        BooleanSetSessionConfigOptionRequest | ValueIdSetSessionConfigOptionRequest
    )
    """Request parameters for setting a session configuration option."""
else:
    SetSessionConfigOptionRequest = (
        BooleanSetSessionConfigOptionRequest | ValueIdSetSessionConfigOptionRequest
    )

# How the union selection rule (acp_wire._codec.resolve.select) sees `SetSessionConfigOptionRequest`.
_SetSessionConfigOptionRequestSpec = UnionSpec(
    "SetSessionConfigOptionRequest",
    tag_field="type",
    by_tag={
        "boolean": (BooleanSetSessionConfigOptionRequest,),
    },
    untagged=(ValueIdSetSessionConfigOptionRequest,),
    unknown=None,
    classes=(
        BooleanSetSessionConfigOptionRequest,
        ValueIdSetSessionConfigOptionRequest,
    ),
)

# A field holding `SetSessionConfigOptionRequest` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _SetSessionConfigOptionRequestField: TypeAlias = SetSessionConfigOptionRequest
else:
    _SetSessionConfigOptionRequestField = Annotated[Any, _SetSessionConfigOptionRequestSpec]
