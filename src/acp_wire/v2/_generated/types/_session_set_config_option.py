# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/set_config_option` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    value: bool
    """The boolean value.

    Draft only.
    """


class IdSetSessionConfigOptionRequest(AcpStruct, kw_only=True, tag_field="type", tag="id"):
    """A `SessionConfigValueId` string value (`type: "id"`)."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to set the configuration option for."""

    config_id: SessionConfigId = msgspec.field(name="configId")
    """The ID of the configuration option to set."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    value: SessionConfigValueId
    """The value ID.

    Draft only.
    """


class UnknownSetSessionConfigOptionRequest(UnknownVariant):
    """A `SetSessionConfigOptionRequest` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "SetSessionConfigOptionRequest"
    tag_field = "type"
    requires = (frozenset(("configId", "sessionId", "type", "value")),)


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    SetSessionConfigOptionRequest: TypeAlias = (
        IdSetSessionConfigOptionRequest
        | BooleanSetSessionConfigOptionRequest
        | UnknownSetSessionConfigOptionRequest
    )
    """Request parameters for setting a session configuration option.

    Agents MUST support this method for any session where they advertise config options.
    Agents MUST reject an unknown `configId` or invalid value with `-32602` and leave the
    configuration unchanged.

    See protocol docs: [Session Config Options](https://agentclientprotocol.com/protocol/v2/draft/session-config-options#setting-a-config-option)
    """
else:
    SetSessionConfigOptionRequest = (
        IdSetSessionConfigOptionRequest | BooleanSetSessionConfigOptionRequest
    )

# How the union selection rule (acp_wire._codec.resolve.select) sees `SetSessionConfigOptionRequest`.
_SetSessionConfigOptionRequestSpec = UnionSpec(
    "SetSessionConfigOptionRequest",
    tag_field="type",
    by_tag={
        "id": (IdSetSessionConfigOptionRequest,),
        "boolean": (BooleanSetSessionConfigOptionRequest,),
    },
    untagged=(),
    unknown=UnknownSetSessionConfigOptionRequest,
    classes=(
        IdSetSessionConfigOptionRequest,
        BooleanSetSessionConfigOptionRequest,
        UnknownSetSessionConfigOptionRequest,
    ),
)
