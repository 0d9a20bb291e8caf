# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/fork`, `session/load`, `session/new`, `session/resume`, `session/set_config_option`, `session/update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

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
    """Optional description for this option value."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionConfigSelectGroup(AcpStruct, kw_only=True):
    """A group of possible values for a session configuration option."""

    group: SessionConfigGroupId
    """Unique identifier for this group."""

    name: str
    """Human-readable label for this group."""

    options: list[SessionConfigSelectOption]
    """The set of option values in this group."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


if TYPE_CHECKING:
    SessionConfigSelectOptions: TypeAlias = (
        list[SessionConfigSelectOption] | list[SessionConfigSelectGroup]
    )
    """Possible values for a session configuration option."""
else:
    SessionConfigSelectOptions = list[SessionConfigSelectOption] | list[SessionConfigSelectGroup]

# How the union selection rule (acp_wire._codec.resolve.select) sees `SessionConfigSelectOptions`.
_SessionConfigSelectOptionsSpec = UnionSpec(
    "SessionConfigSelectOptions",
    tag_field=None,
    by_tag={},
    untagged=(
        list[SessionConfigSelectOption],
        list[SessionConfigSelectGroup],
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
    """The currently selected value."""

    options: _SessionConfigSelectOptionsField
    """The set of selectable options."""

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

    id: SessionConfigId
    """Unique identifier for the configuration option."""

    name: str
    """Human-readable label for the option."""

    description: str | UnsetType | None = UNSET
    """Optional description for the Client to display to the user."""

    category: SessionConfigOptionCategory | UnsetType | None = UNSET
    """Optional semantic category for this option (UX only)."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SelectSessionConfigOption(SessionConfigSelect, kw_only=True, tag_field="type", tag="select"):
    """Single-value selector (dropdown)."""

    id: SessionConfigId
    """Unique identifier for the configuration option."""

    name: str
    """Human-readable label for the option."""

    description: str | UnsetType | None = UNSET
    """Optional description for the Client to display to the user."""

    category: SessionConfigOptionCategory | UnsetType | None = UNSET
    """Optional semantic category for this option (UX only)."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class UnknownSessionConfigOption(UnknownVariant):
    """A `SessionConfigOption` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "SessionConfigOption"
    tag_field = "type"


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
