# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/fork`, `session/new`, `session/prompt`, `session/request_permission`, `session/resume`, `session/update` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.bounds import check_upper_bound
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_field,
)
from ._values import IconTheme, MediaType, Role, _UInt64

if TYPE_CHECKING:
    from typing import TypeAlias


class Annotations(AcpStruct, kw_only=True):
    """Optional annotations for the client. The client can use annotations to inform how objects are used or displayed"""

    audience: list[Role] | UnsetType | None = UNSET
    """Intended recipients for this content, such as the user or assistant.

    Omitted and `null` are equivalent and mean no audience is specified.
    """

    last_modified: str | UnsetType | None = msgspec.field(default=UNSET, name="lastModified")
    """Timestamp indicating when the underlying resource was last modified.

    Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP.

    Omitted and `null` are equivalent and mean the modification time is not reported.
    """

    priority: float | UnsetType | None = UNSET
    """Relative importance of this content when clients choose what to surface, from 0 (least
    important) to 1 (most important).

    Omitted and `null` are equivalent and mean no priority is specified.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TextContent(AcpStruct, kw_only=True, tag_field="type", tag="text"):
    """Text provided to or from an LLM."""

    text: str
    """Text payload carried by this content block."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content.

    Omitted and `null` are equivalent and mean no annotations are provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ImageContent(AcpStruct, kw_only=True, tag_field="type", tag="image"):
    """An image provided to or from an LLM."""

    data: str
    """Base64-encoded media payload."""

    mime_type: MediaType = msgspec.field(name="mimeType")
    """MIME type describing the encoded media payload."""

    uri: str | UnsetType | None = UNSET
    """URI associated with this resource or media payload.

    Omitted and `null` are equivalent and mean no URI is associated with the image.
    """

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content.

    Omitted and `null` are equivalent and mean no annotations are provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AudioContent(AcpStruct, kw_only=True, tag_field="type", tag="audio"):
    """Audio provided to or from an LLM."""

    data: str
    """Base64-encoded media payload."""

    mime_type: MediaType = msgspec.field(name="mimeType")
    """MIME type describing the encoded media payload."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content.

    Omitted and `null` are equivalent and mean no annotations are provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class Icon(AcpStruct, kw_only=True):
    """An optionally-sized icon that can be displayed in a user interface."""

    src: str
    """A standard URI pointing to an icon resource. MUST be an `https:` or `data:` URI.
    Clients reject other schemes, fetch without credentials, and do not follow
    scheme- or origin-changing redirects.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """Optional MIME type override if the source MIME type is missing or generic.

    Omitted and `null` are equivalent and mean the source MIME type is used.
    """

    sizes: list[str] | UnsetType | None = UNSET
    """Optional array of strings that specify sizes at which the icon can be used.
    Each string should be in `WxH` format (e.g., `"48x48"`, `"96x96"`) or
    `"any"` for scalable formats like SVG.

    If not provided, the client should assume that the icon can be used at any size.

    Omitted and `null` are equivalent and mean no sizes are specified.
    """

    theme: IconTheme | UnsetType | None = UNSET
    """Optional theme this icon is designed for.

    Omitted and `null` are equivalent and mean the icon is not theme-specific.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ResourceLink(AcpStruct, kw_only=True, tag_field="type", tag="resource_link"):
    """A link to a resource that the receiver may be able to read, included in a prompt or tool call result."""

    name: str
    """Human-readable name shown for this protocol object."""

    uri: str
    """URI associated with this resource or media payload."""

    title: str | UnsetType | None = UNSET
    """Optional display title for end-user UI.

    Omitted and `null` are equivalent and mean no title is provided.
    """

    description: str | UnsetType | None = UNSET
    """Optional human-readable details shown with this protocol object.

    Omitted and `null` are equivalent and mean no description is provided.
    """

    icons: list[Icon] | UnsetType | None = UNSET
    """Optional set of sized icons that the client can display in a user interface.

    Omitted and `null` are equivalent and mean no icons are provided.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type describing the encoded media payload.

    Omitted and `null` are equivalent and mean the MIME type is not specified.
    """

    size: _UInt64 | UnsetType | None = UNSET
    """Optional size of the linked resource in bytes, if known.

    Omitted and `null` are equivalent and mean the size is not known.
    """

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content.

    Omitted and `null` are equivalent and mean no annotations are provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """

    def __post_init__(self) -> None:
        check_upper_bound(self.size, 18446744073709551615, "size")


class TextResourceContents(AcpStruct, kw_only=True):
    """Text-based resource contents."""

    text: str
    """Text payload carried by this content block."""

    uri: str
    """URI associated with this resource or media payload."""

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type describing the encoded media payload.

    Omitted and `null` are equivalent and mean the MIME type is not specified.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class BlobResourceContents(AcpStruct, kw_only=True):
    """Binary resource contents."""

    blob: str
    """Base64-encoded bytes for a binary resource payload."""

    uri: str
    """URI associated with this resource or media payload."""

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type describing the encoded media payload.

    Omitted and `null` are equivalent and mean the MIME type is not specified.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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

    resource: _EmbeddedResourceResourceField
    """Embedded resource payload, either text or binary data."""

    annotations: Annotations | UnsetType | None = UNSET
    """Optional annotations that help clients decide how to display or route this content.

    Omitted and `null` are equivalent and mean no annotations are provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    - Language model output reported through `session/update` notifications as
      message updates or streamed chunks
    - Progress updates and results from tool calls

    This structure is compatible with the Model Context Protocol (MCP), so agents can
    forward content from MCP tool outputs without transformation.

    See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/content)
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
