# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/fork`, `session/load`, `session/new`, `session/prompt`, `session/request_permission`, `session/resume` and 1 more reach, and no other.

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
from ._values import Role, _Int64

if TYPE_CHECKING:
    from typing import TypeAlias


class Annotations(AcpStruct, kw_only=True):
    """Optional annotations for the client. The client can use annotations to inform how objects are used or displayed"""

    audience: list[Role] | UnsetType | None = UNSET
    """Intended recipients for this content, such as the user or assistant."""

    last_modified: str | UnsetType | None = msgspec.field(default=UNSET, name="lastModified")
    """Timestamp indicating when the underlying resource was last modified."""

    priority: float | UnsetType | None = UNSET
    """Relative importance of this content when clients choose what to surface."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class TextContent(AcpStruct, kw_only=True, tag_field="type", tag="text"):
    """Text provided to or from an LLM."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content."""

    text: str
    """Text payload carried by this content block."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ImageContent(AcpStruct, kw_only=True, tag_field="type", tag="image"):
    """An image provided to or from an LLM."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content."""

    data: str
    """Base64-encoded media payload."""

    mime_type: str = msgspec.field(name="mimeType")
    """MIME type describing the encoded media payload."""

    uri: str | UnsetType | None = UNSET
    """URI associated with this resource or media payload."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AudioContent(AcpStruct, kw_only=True, tag_field="type", tag="audio"):
    """Audio provided to or from an LLM."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content."""

    data: str
    """Base64-encoded media payload."""

    mime_type: str = msgspec.field(name="mimeType")
    """MIME type describing the encoded media payload."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ResourceLink(AcpStruct, kw_only=True, tag_field="type", tag="resource_link"):
    """A resource that the server is capable of reading, included in a prompt or tool call result."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content."""

    description: str | UnsetType | None = UNSET
    """Optional human-readable details shown with this protocol object."""

    mime_type: str | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type describing the encoded media payload."""

    name: str
    """Human-readable name shown for this protocol object."""

    size: _Int64 | UnsetType | None = UNSET
    """Optional size of the linked resource in bytes, if known."""

    title: str | UnsetType | None = UNSET
    """Optional display title for end-user UI."""

    uri: str
    """URI associated with this resource or media payload."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class TextResourceContents(AcpStruct, kw_only=True):
    """Text-based resource contents."""

    mime_type: str | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type describing the encoded media payload."""

    text: str
    """Text payload carried by this content block."""

    uri: str
    """URI associated with this resource or media payload."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class BlobResourceContents(AcpStruct, kw_only=True):
    """Binary resource contents."""

    blob: str
    """Base64-encoded bytes for a binary resource payload."""

    mime_type: str | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type describing the encoded media payload."""

    uri: str
    """URI associated with this resource or media payload."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


if TYPE_CHECKING:
    EmbeddedResourceResource: TypeAlias = TextResourceContents | BlobResourceContents
    """Resource content that can be embedded in a message."""
else:
    EmbeddedResourceResource = TextResourceContents | BlobResourceContents

# How the union selection rule (acp_wire._codec.resolve.select) sees `EmbeddedResourceResource`.
_EmbeddedResourceResourceSpec = UnionSpec(
    "EmbeddedResourceResource",
    tag_field=None,
    by_tag={},
    untagged=(
        TextResourceContents,
        BlobResourceContents,
    ),
    unknown=None,
    classes=(
        TextResourceContents,
        BlobResourceContents,
    ),
)

# A field holding `EmbeddedResourceResource` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _EmbeddedResourceResourceField: TypeAlias = EmbeddedResourceResource
else:
    _EmbeddedResourceResourceField = Annotated[Any, _EmbeddedResourceResourceSpec]


class EmbeddedResource(AcpStruct, kw_only=True, tag_field="type", tag="resource"):
    """The contents of a resource, embedded into a prompt or tool call result."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content."""

    resource: _EmbeddedResourceResourceField
    """Embedded resource payload, either text or binary data."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.resource = resolve_field(
            _EmbeddedResourceResourceSpec, self.resource, "resource", nullable=False
        )


class UnknownContentBlock(UnknownVariant):
    """A `ContentBlock` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "ContentBlock"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    ContentBlock: TypeAlias = (
        TextContent
        | ImageContent
        | AudioContent
        | ResourceLink
        | EmbeddedResource
        | UnknownContentBlock
    )
    """Content blocks represent displayable information in the Agent Client Protocol.

    Content blocks appear in:
    - User prompts sent via `session/prompt`
    - Language model output streamed through `session/update` notifications
    - Progress updates and results from tool calls

    This structure is compatible with the Model Context Protocol (MCP), so agents can
    forward content from MCP tool outputs without transformation.

    See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/draft/content)
    """
else:
    ContentBlock = TextContent | ImageContent | AudioContent | ResourceLink | EmbeddedResource

# How the union selection rule (acp_wire._codec.resolve.select) sees `ContentBlock`.
_ContentBlockSpec = UnionSpec(
    "ContentBlock",
    tag_field="type",
    by_tag={
        "text": (TextContent,),
        "image": (ImageContent,),
        "audio": (AudioContent,),
        "resource_link": (ResourceLink,),
        "resource": (EmbeddedResource,),
    },
    untagged=(),
    unknown=UnknownContentBlock,
    classes=(
        TextContent,
        ImageContent,
        AudioContent,
        ResourceLink,
        EmbeddedResource,
        UnknownContentBlock,
    ),
)
