# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/fork`, `session/new`, `session/resume`, `session/update` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
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

if TYPE_CHECKING:
    from typing import TypeAlias


class TextCommandInput(AcpStruct, kw_only=True, tag_field="type", tag="text"):
    """All text that was typed after the command name is provided as input."""

    hint: str
    """A hint to display when the input hasn't been provided yet"""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownAvailableCommandInput(UnknownVariant):
    """A `AvailableCommandInput` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "AvailableCommandInput"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    AvailableCommandInput: TypeAlias = TextCommandInput | UnknownAvailableCommandInput
    """The input specification for a command."""
else:
    AvailableCommandInput = Annotated[TextCommandInput, "AvailableCommandInput"]

# How the union selection rule (acp_wire._codec.resolve.select) sees `AvailableCommandInput`.
_AvailableCommandInputSpec = UnionSpec(
    "AvailableCommandInput",
    tag_field="type",
    by_tag={
        "text": (TextCommandInput,),
    },
    untagged=(),
    unknown=UnknownAvailableCommandInput,
    classes=(
        TextCommandInput,
        UnknownAvailableCommandInput,
    ),
)

# A field holding `AvailableCommandInput` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AvailableCommandInputField: TypeAlias = AvailableCommandInput
else:
    _AvailableCommandInputField = Annotated[Any, _AvailableCommandInputSpec]


class Command(AcpStruct, kw_only=True, tag_field="type", tag="command"):
    """A slash command the user can invoke by including it in a prompt.

    The `type` discriminator value is `command`.
    """

    name: str
    """Command name without the leading `/` (e.g., `create_plan`, `research_codebase`).

    MUST NOT contain whitespace and MUST be unique within the command list.
    """

    description: str
    """Human-readable description of what the command does."""

    input: _AvailableCommandInputField | UnsetType | None = UNSET
    """Input for the command if required

    Omitted and `null` are equivalent and mean the command takes no input.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.input = resolve_field(_AvailableCommandInputSpec, self.input, "input")


class UnknownAvailableCommand(UnknownVariant):
    """A `AvailableCommand` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "AvailableCommand"
    tag_field = "type"
    requires = (frozenset(("description", "name", "type")),)


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    AvailableCommand: TypeAlias = Command | UnknownAvailableCommand
    """A command the agent advertises to the client.

    The `type` field acts as the discriminator in the serialized JSON form.
    """
else:
    AvailableCommand = Annotated[Command, "AvailableCommand"]

# How the union selection rule (acp_wire._codec.resolve.select) sees `AvailableCommand`.
_AvailableCommandSpec = UnionSpec(
    "AvailableCommand",
    tag_field="type",
    by_tag={
        "command": (Command,),
    },
    untagged=(),
    unknown=UnknownAvailableCommand,
    classes=(
        Command,
        UnknownAvailableCommand,
    ),
)

# A field holding `AvailableCommand` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AvailableCommandField: TypeAlias = AvailableCommand
else:
    _AvailableCommandField = Annotated[Any, _AvailableCommandSpec]
