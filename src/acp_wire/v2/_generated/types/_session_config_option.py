# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/fork`, `session/new`, `session/resume`, `session/set_config_option`, `session/update` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_field,
)
from ._values import (
    SessionConfigGroupId,
    SessionConfigId,
    SessionConfigOptionCategory,
    SessionConfigValueId,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class SessionConfigSelectOption(AcpStruct, kw_only=True):
    """A possible value for a session configuration option."""

    value: SessionConfigValueId
    """Unique identifier for this option value."""

    name: str
    """Human-readable label for this option value."""

    description: str | UnsetType | None = UNSET
    """Optional description for this option value.

    Omitted and `null` are equivalent and mean no description is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionConfigSelectGroup(AcpStruct, kw_only=True):
    """A group of possible values for a session configuration option."""

    group_id: SessionConfigGroupId = msgspec.field(name="groupId")
    """Unique identifier for this group."""

    name: str
    """Human-readable label for this group."""

    options: Annotated[list[SessionConfigSelectOption], Meta(min_length=1)]
    """The set of option values in this group. MUST contain at least one value."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


if TYPE_CHECKING:
    SessionConfigSelectOptions: TypeAlias = (
        Annotated[list[SessionConfigSelectOption], Meta(min_length=1)]
        | Annotated[list[SessionConfigSelectGroup], Meta(min_length=1)]
    )
    """Possible values for a session configuration option."""
else:
    SessionConfigSelectOptions = (
        Annotated[list[SessionConfigSelectOption], Meta(min_length=1)]
        | Annotated[list[SessionConfigSelectGroup], Meta(min_length=1)]
    )

# How the union selection rule (acp_wire._codec.resolve.select) sees `SessionConfigSelectOptions`.
_SessionConfigSelectOptionsSpec = UnionSpec(
    "SessionConfigSelectOptions",
    tag_field=None,
    by_tag={},
    untagged=(
        Annotated[list[SessionConfigSelectOption], Meta(min_length=1)],
        Annotated[list[SessionConfigSelectGroup], Meta(min_length=1)],
    ),
    unknown=None,
    classes=(),
)

# A field holding `SessionConfigSelectOptions` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _SessionConfigSelectOptionsField: TypeAlias = SessionConfigSelectOptions
else:
    _SessionConfigSelectOptionsField = Annotated[Any, _SessionConfigSelectOptionsSpec]


class SessionConfigSelect(AcpStruct, kw_only=True):
    """A single-value selector (dropdown) session configuration option payload."""

    current_value: SessionConfigValueId = msgspec.field(name="currentValue")
    """The currently selected value. MUST be one of the `value`s in `options`."""

    options: _SessionConfigSelectOptionsField
    """The set of selectable options. MUST contain at least one value, and each `value` MUST be
    unique within the option, including across groups.
    """

    def __post_init__(self) -> None:
        self.options = resolve_field(
            _SessionConfigSelectOptionsSpec, self.options, "options", nullable=False
        )


class SessionConfigBoolean(AcpStruct, kw_only=True):
    """A boolean on/off toggle session configuration option payload."""

    current_value: bool = msgspec.field(name="currentValue")
    """The current value of the boolean option."""


class BooleanSessionConfigOption(
    SessionConfigBoolean, kw_only=True, tag_field="type", tag="boolean"
):
    """Boolean on/off toggle."""

    config_id: SessionConfigId = msgspec.field(name="configId")
    """Unique identifier for the configuration option."""

    name: str
    """Human-readable label for the option."""

    description: str | UnsetType | None = UNSET
    """Optional description for the Client to display to the user.

    Omitted and `null` are equivalent and mean no description is provided.
    """

    category: SessionConfigOptionCategory | UnsetType | None = UNSET
    """Optional semantic category for this option (UX only).

    Omitted and `null` are equivalent and mean no category is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SelectSessionConfigOption(SessionConfigSelect, kw_only=True, tag_field="type", tag="select"):
    """Single-value selector (dropdown)."""

    config_id: SessionConfigId = msgspec.field(name="configId")
    """Unique identifier for the configuration option."""

    name: str
    """Human-readable label for the option."""

    description: str | UnsetType | None = UNSET
    """Optional description for the Client to display to the user.

    Omitted and `null` are equivalent and mean no description is provided.
    """

    category: SessionConfigOptionCategory | UnsetType | None = UNSET
    """Optional semantic category for this option (UX only).

    Omitted and `null` are equivalent and mean no category is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownSessionConfigOption(UnknownVariant):
    """A `SessionConfigOption` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "SessionConfigOption"
    tag_field = "type"
    requires = (frozenset(("configId", "name", "type")),)


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    SessionConfigOption: TypeAlias = (
        SelectSessionConfigOption | BooleanSessionConfigOption | UnknownSessionConfigOption
    )
    """A session configuration option selector and its current state."""
else:
    SessionConfigOption = SelectSessionConfigOption | BooleanSessionConfigOption

# How the union selection rule (acp_wire._codec.resolve.select) sees `SessionConfigOption`.
_SessionConfigOptionSpec = UnionSpec(
    "SessionConfigOption",
    tag_field="type",
    by_tag={
        "select": (SelectSessionConfigOption,),
        "boolean": (BooleanSessionConfigOption,),
    },
    untagged=(),
    unknown=UnknownSessionConfigOption,
    classes=(
        SelectSessionConfigOption,
        BooleanSessionConfigOption,
        UnknownSessionConfigOption,
    ),
)
