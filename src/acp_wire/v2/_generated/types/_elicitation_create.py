# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `elicitation/create` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_field,
)
from ._values import (
    ElicitationContentValue,
    ElicitationId,
    ElicitationSchemaType,
    RequestId,
    SessionId,
    StringFormat,
    ToolCallId,
    _Int64,
    _UInt32,
    _UInt64,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class EnumOption(AcpStruct, kw_only=True):
    """A titled enum option with a const value, human-readable title, and optional description."""

    const: str
    """The constant value for this option."""

    title: str
    """Human-readable title for this option."""

    description: str | UnsetType | None = UNSET
    """Human-readable description.

    Optional. Omitted and `null` are equivalent and mean no description is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class StringPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="string"):
    """Schema for string properties in an elicitation form.

    When `enum` or `oneOf` is set, this represents a single-select enum
    with `"type": "string"`.
    """

    title: str | UnsetType | None = UNSET
    """Optional title for the property.

    Optional. Omitted and `null` are equivalent and mean no title is provided.
    """

    description: str | UnsetType | None = UNSET
    """Human-readable description.

    Optional. Omitted and `null` are equivalent and mean no description is provided.
    """

    min_length: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="minLength")
    """Minimum string length.

    Optional. Omitted and `null` are equivalent and mean there is no minimum length constraint.
    """

    max_length: _UInt32 | UnsetType | None = msgspec.field(default=UNSET, name="maxLength")
    """Maximum string length.

    Optional. Omitted and `null` are equivalent and mean there is no maximum length constraint.
    """

    pattern: str | UnsetType | None = UNSET
    """Pattern the string must match, in ECMA-262 regular expression syntax.

    Optional. Omitted and `null` are equivalent and mean there is no pattern constraint.
    """

    format: StringFormat | UnsetType | None = UNSET
    """String format.

    Optional. Omitted and `null` are equivalent and mean there is no format constraint.
    """

    default: str | UnsetType | None = UNSET
    """Default value.

    Optional. Omitted and `null` are equivalent and mean no default value is provided.
    """

    enum: Annotated[list[str], Meta(min_length=1)] | UnsetType | None = UNSET
    """Enum values for untitled single-select enums.
    Must contain at least one value when present.
    Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    declared by `enum`.
    """

    one_of: Annotated[list[EnumOption], Meta(min_length=1)] | UnsetType | None = msgspec.field(
        default=UNSET, name="oneOf"
    )
    """Titled enum options for titled single-select enums.
    Must contain at least one option when present.
    Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    declared by `oneOf`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class NumberPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="number"):
    """Schema for number (floating-point) properties in an elicitation form."""

    title: str | UnsetType | None = UNSET
    """Optional title for the property.

    Optional. Omitted and `null` are equivalent and mean no title is provided.
    """

    description: str | UnsetType | None = UNSET
    """Human-readable description.

    Optional. Omitted and `null` are equivalent and mean no description is provided.
    """

    minimum: float | UnsetType | None = UNSET
    """Minimum value (inclusive).

    Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    """

    maximum: float | UnsetType | None = UNSET
    """Maximum value (inclusive).

    Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    """

    default: float | UnsetType | None = UNSET
    """Default value.

    Optional. Omitted and `null` are equivalent and mean no default value is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class IntegerPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="integer"):
    """Schema for integer properties in an elicitation form."""

    title: str | UnsetType | None = UNSET
    """Optional title for the property.

    Optional. Omitted and `null` are equivalent and mean no title is provided.
    """

    description: str | UnsetType | None = UNSET
    """Human-readable description.

    Optional. Omitted and `null` are equivalent and mean no description is provided.
    """

    minimum: _Int64 | UnsetType | None = UNSET
    """Minimum value (inclusive).

    Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    """

    maximum: _Int64 | UnsetType | None = UNSET
    """Maximum value (inclusive).

    Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    """

    default: _Int64 | UnsetType | None = UNSET
    """Default value.

    Optional. Omitted and `null` are equivalent and mean no default value is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class BooleanPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="boolean"):
    """Schema for boolean properties in an elicitation form."""

    title: str | UnsetType | None = UNSET
    """Optional title for the property.

    Optional. Omitted and `null` are equivalent and mean no title is provided.
    """

    description: str | UnsetType | None = UNSET
    """Human-readable description.

    Optional. Omitted and `null` are equivalent and mean no description is provided.
    """

    default: bool | UnsetType | None = UNSET
    """Default value.

    Optional. Omitted and `null` are equivalent and mean no default value is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class StringMultiSelectItems(AcpStruct, kw_only=True, tag_field="type", tag="string"):
    """String item schema for multi-select enum properties."""

    enum: Annotated[list[str], Meta(min_length=1)]
    """Allowed enum values. Must contain at least one value."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TitledMultiSelectItems(AcpStruct, kw_only=True):
    """Items definition for titled multi-select enum properties."""

    any_of: Annotated[list[EnumOption], Meta(min_length=1)] = msgspec.field(name="anyOf")
    """Titled enum options. Must contain at least one option."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownMultiSelectItems(UnknownVariant):
    """A `MultiSelectItems` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "MultiSelectItems"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    MultiSelectItems: TypeAlias = (
        StringMultiSelectItems | TitledMultiSelectItems | UnknownMultiSelectItems
    )
    """Items for a multi-select (array) property schema."""
else:
    MultiSelectItems = StringMultiSelectItems | TitledMultiSelectItems

# How the union selection rule (acp_wire._codec.resolve.select) sees `MultiSelectItems`.
_MultiSelectItemsSpec = UnionSpec(
    "MultiSelectItems",
    tag_field="type",
    by_tag={
        "string": (StringMultiSelectItems,),
        "titled": (TitledMultiSelectItems,),
    },
    untagged=(TitledMultiSelectItems,),
    unknown=UnknownMultiSelectItems,
    classes=(
        StringMultiSelectItems,
        TitledMultiSelectItems,
        UnknownMultiSelectItems,
    ),
)

# A field holding `MultiSelectItems` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _MultiSelectItemsField: TypeAlias = MultiSelectItems
else:
    _MultiSelectItemsField = Annotated[Any, _MultiSelectItemsSpec]


class MultiSelectPropertySchema(AcpStruct, kw_only=True, tag_field="type", tag="array"):
    """Schema for multi-select (array) properties in an elicitation form."""

    title: str | UnsetType | None = UNSET
    """Optional title for the property.

    Optional. Omitted and `null` are equivalent and mean no title is provided.
    """

    description: str | UnsetType | None = UNSET
    """Human-readable description.

    Optional. Omitted and `null` are equivalent and mean no description is provided.
    """

    min_items: _UInt64 | UnsetType | None = msgspec.field(default=UNSET, name="minItems")
    """Minimum number of items to select.

    Optional. Omitted and `null` are equivalent and mean there is no minimum selection count.
    """

    max_items: _UInt64 | UnsetType | None = msgspec.field(default=UNSET, name="maxItems")
    """Maximum number of items to select.

    Optional. Omitted and `null` are equivalent and mean there is no maximum selection count.
    """

    items: _MultiSelectItemsField
    """The items definition describing allowed values."""

    default: list[str] | UnsetType | None = UNSET
    """Default selected values.

    Optional. Omitted and `null` are equivalent and mean no default selections are provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.items = resolve_field(_MultiSelectItemsSpec, self.items, "items", nullable=False)
        check_upper_bound(self.min_items, 18446744073709551615, "minItems")
        check_upper_bound(self.max_items, 18446744073709551615, "maxItems")


class UnknownElicitationPropertySchema(UnknownVariant):
    """A `ElicitationPropertySchema` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "ElicitationPropertySchema"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    ElicitationPropertySchema: TypeAlias = (
        StringPropertySchema
        | NumberPropertySchema
        | IntegerPropertySchema
        | BooleanPropertySchema
        | MultiSelectPropertySchema
        | UnknownElicitationPropertySchema
    )
    """Property schema for elicitation form fields.

    Each variant corresponds to a JSON Schema `"type"` value.
    Single-select enums use `type: "string"` with `enum` or `oneOf` set.
    Multi-select enums use `type: "array"`.
    """
else:
    ElicitationPropertySchema = (
        StringPropertySchema
        | NumberPropertySchema
        | IntegerPropertySchema
        | BooleanPropertySchema
        | MultiSelectPropertySchema
    )


class ElicitationSchema(AcpStruct, kw_only=True):
    """Type-safe elicitation schema for requesting structured user input.

    This represents a JSON Schema object with primitive-typed properties,
    as required by the elicitation specification.
    """

    type: ElicitationSchemaType
    """Type discriminator. Always `"object"`. Any other value is rejected."""

    title: str | UnsetType | None = UNSET
    """Optional title for the schema.

    Optional. Omitted and `null` are equivalent and mean no title is provided.
    """

    properties: dict[str, ElicitationPropertySchema]
    """Property definitions (must be primitive types)."""

    required: list[str] | UnsetType | None = UNSET
    """List of required property names.

    Optional. Omitted and `null` are equivalent and mean no property names are required.
    """

    description: str | UnsetType | None = UNSET
    """Optional description of what this schema represents.

    Optional. Omitted and `null` are equivalent and mean no schema description is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ElicitationAcceptAction(AcpStruct, kw_only=True):
    """The user accepted the elicitation and provided content."""

    content: dict[str, ElicitationContentValue] | UnsetType | None = UNSET
    """The user-provided content, if any, as an object matching the requested schema.

    Omitted and `null` are equivalent and mean no content is provided.
    """


class AcceptCreateElicitationResponse(
    ElicitationAcceptAction, kw_only=True, tag_field="action", tag="accept"
):
    """The user accepted and provided content."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CancelCreateElicitationResponse(AcpStruct, kw_only=True, tag_field="action", tag="cancel"):
    """The elicitation was cancelled."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class DeclineCreateElicitationResponse(AcpStruct, kw_only=True, tag_field="action", tag="decline"):
    """The user declined the elicitation."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class FormRequestCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="form"):
    """Form-based elicitation where the client renders a form from the provided schema."""

    message: str
    """A human-readable message describing what input is needed."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
    """A JSON Schema describing the form fields to present to the user."""

    request_id: RequestId = msgspec.field(name="requestId")
    """The pending Client-to-Agent request this elicitation is tied to."""


class FormSessionCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="form"):
    """Form-based elicitation where the client renders a form from the provided schema."""

    message: str
    """A human-readable message describing what input is needed."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    requested_schema: ElicitationSchema = msgspec.field(name="requestedSchema")
    """A JSON Schema describing the form fields to present to the user."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session this elicitation is tied to."""

    tool_call_id: ToolCallId | UnsetType | None = msgspec.field(default=UNSET, name="toolCallId")
    """Optional tool call within the session.

    Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    session without a specific tool call.
    """


class UrlRequestCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="url"):
    """URL-based elicitation where the client directs the user to a URL."""

    message: str
    """A human-readable message describing what input is needed."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
    """The unique identifier for this elicitation."""

    url: str
    """The URL to direct the user to."""

    request_id: RequestId = msgspec.field(name="requestId")
    """The pending Client-to-Agent request this elicitation is tied to."""


class UrlSessionCreateElicitationRequest(AcpStruct, kw_only=True, tag_field="mode", tag="url"):
    """URL-based elicitation where the client directs the user to a URL."""

    message: str
    """A human-readable message describing what input is needed."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    elicitation_id: ElicitationId = msgspec.field(name="elicitationId")
    """The unique identifier for this elicitation."""

    url: str
    """The URL to direct the user to."""

    session_id: SessionId = msgspec.field(name="sessionId")
    """The session this elicitation is tied to."""

    tool_call_id: ToolCallId | UnsetType | None = msgspec.field(default=UNSET, name="toolCallId")
    """Optional tool call within the session.

    Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    session without a specific tool call.
    """


class UnknownCreateElicitationRequest(UnknownVariant):
    """A `CreateElicitationRequest` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "CreateElicitationRequest"
    tag_field = "mode"
    requires = (
        frozenset(("message", "mode", "sessionId")),
        frozenset(("message", "mode", "requestId")),
    )


class UnknownCreateElicitationResponse(UnknownVariant):
    """A `CreateElicitationResponse` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "CreateElicitationResponse"
    tag_field = "action"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    CreateElicitationRequest: TypeAlias = (
        FormSessionCreateElicitationRequest
        | FormRequestCreateElicitationRequest
        | UrlSessionCreateElicitationRequest
        | UrlRequestCreateElicitationRequest
        | UnknownCreateElicitationRequest
    )
    """Request from the agent to elicit structured user input.

    The agent sends this to the client to request information from the user,
    either via a form or by directing them to a URL.
    Elicitations are tied to a session (optionally a tool call) or a request.

    A session-scoped request follows the aggregate foreground-state contract:
    agents SHOULD report `requires_action` when the whole foreground workflow is
    blocked on user action. Once reported, they MUST report `running` when progress
    resumes, or `idle` if work ends without resuming. Independent background requests
    and request-scoped elicitations do not themselves change session state.
    Accepting a URL does not mean the external interaction completed.

    Agents SHOULD cancel pending elicitations no longer needed by cancelled work.
    The request's scope alone does not establish that dependency.

    See protocol docs: [Elicitation](https://agentclientprotocol.com/protocol/v2/draft/elicitation)
    """
else:
    CreateElicitationRequest = (
        FormSessionCreateElicitationRequest
        | FormRequestCreateElicitationRequest
        | UrlSessionCreateElicitationRequest
        | UrlRequestCreateElicitationRequest
    )

# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    CreateElicitationResponse: TypeAlias = (
        AcceptCreateElicitationResponse
        | DeclineCreateElicitationResponse
        | CancelCreateElicitationResponse
        | UnknownCreateElicitationResponse
    )
    """Response from the client to an elicitation request."""
else:
    CreateElicitationResponse = (
        AcceptCreateElicitationResponse
        | DeclineCreateElicitationResponse
        | CancelCreateElicitationResponse
    )

# How the union selection rule (acp_wire._codec.resolve.select) sees `CreateElicitationRequest`.
_CreateElicitationRequestSpec = UnionSpec(
    "CreateElicitationRequest",
    tag_field="mode",
    by_tag={
        "form": (
            FormSessionCreateElicitationRequest,
            FormRequestCreateElicitationRequest,
        ),
        "url": (
            UrlSessionCreateElicitationRequest,
            UrlRequestCreateElicitationRequest,
        ),
    },
    untagged=(),
    unknown=UnknownCreateElicitationRequest,
    classes=(
        FormSessionCreateElicitationRequest,
        FormRequestCreateElicitationRequest,
        UrlSessionCreateElicitationRequest,
        UrlRequestCreateElicitationRequest,
        UnknownCreateElicitationRequest,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `CreateElicitationResponse`.
_CreateElicitationResponseSpec = UnionSpec(
    "CreateElicitationResponse",
    tag_field="action",
    by_tag={
        "accept": (AcceptCreateElicitationResponse,),
        "decline": (DeclineCreateElicitationResponse,),
        "cancel": (CancelCreateElicitationResponse,),
    },
    untagged=(),
    unknown=UnknownCreateElicitationResponse,
    classes=(
        AcceptCreateElicitationResponse,
        DeclineCreateElicitationResponse,
        CancelCreateElicitationResponse,
        UnknownCreateElicitationResponse,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `ElicitationPropertySchema`.
_ElicitationPropertySchemaSpec = UnionSpec(
    "ElicitationPropertySchema",
    tag_field="type",
    by_tag={
        "string": (StringPropertySchema,),
        "number": (NumberPropertySchema,),
        "integer": (IntegerPropertySchema,),
        "boolean": (BooleanPropertySchema,),
        "array": (MultiSelectPropertySchema,),
    },
    untagged=(),
    unknown=UnknownElicitationPropertySchema,
    classes=(
        StringPropertySchema,
        NumberPropertySchema,
        IntegerPropertySchema,
        BooleanPropertySchema,
        MultiSelectPropertySchema,
        UnknownElicitationPropertySchema,
    ),
)

# A field holding `CreateElicitationRequest` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _CreateElicitationRequestField: TypeAlias = CreateElicitationRequest
else:
    _CreateElicitationRequestField = Annotated[Any, _CreateElicitationRequestSpec]
