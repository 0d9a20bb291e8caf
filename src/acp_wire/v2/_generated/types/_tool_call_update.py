# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/request_permission`, `session/update` reach, and no other.

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
from ._content_block import ContentBlock
from ._values import (
    AbsolutePath,
    DiffFileType,
    DiffPatchFormat,
    MediaType,
    TerminalId,
    ToolCallId,
    ToolCallStatus,
    ToolKind,
    _Int_1_4294967295,
)

if TYPE_CHECKING:
    from typing import TypeAlias


class ToolCallLocation(AcpStruct, kw_only=True):
    """A file location being accessed or modified by a tool.

    Enables clients to implement "follow-along" features that track
    which files the agent is working with in real-time.

    See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#following-the-agent)
    """

    path: AbsolutePath
    """The absolute file path being accessed or modified."""

    line: _Int_1_4294967295 | UnsetType | None = UNSET
    """Optional 1-based line number within the file. Omitted and `null` are equivalent and
    mean no specific line. `0` is invalid.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ToolCallCancelCapabilities(AcpStruct, kw_only=True):
    """Capability to cancel a tool call with `tool_call/cancel`.

    Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ToolCallCapabilities(AcpStruct, kw_only=True):
    """Client-initiated controls a tool call currently supports.

    A malformed value falls back to no controls, so the Client never sends a request the
    Agent did not advertise.

    See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls)
    """

    cancel: ToolCallCancelCapabilities | UnsetType | None = UNSET
    """Permits the Client to cancel this tool call with `tool_call/cancel`.

    Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    means supported. Agents SHOULD stop advertising it once the tool call reaches a final status.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class Content(AcpStruct, kw_only=True, tag_field="type", tag="content"):
    """Standard content block (text, images, resources)."""

    content: ContentBlock
    """The actual content block."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class DiffPatch(AcpStruct, kw_only=True):
    """Renderable patch text and its format."""

    format: DiffPatchFormat
    """Patch format. The only ACP-defined value is `git_patch`."""

    text: str
    """Patch text in the format named by `format`."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class DiffPathChange(AcpStruct, kw_only=True):
    """Operation metadata for add, delete, and modify changes."""

    path: AbsolutePath
    """Absolute path for the operation."""


class AddDiffChange(DiffPathChange, kw_only=True, tag_field="operation", tag="add"):
    """A file was added."""

    file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
    """File content kind after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the content kind is unknown.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type of the file contents after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the MIME type is unknown.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class DiffPathPairChange(AcpStruct, kw_only=True):
    """Operation metadata for move and copy changes."""

    old_path: AbsolutePath = msgspec.field(name="oldPath")
    """Absolute path before the operation."""

    path: AbsolutePath
    """Absolute path after the operation."""


class CopyDiffChange(DiffPathPairChange, kw_only=True, tag_field="operation", tag="copy"):
    """A file was copied."""

    file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
    """File content kind after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the content kind is unknown.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type of the file contents after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the MIME type is unknown.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class DeleteDiffChange(DiffPathChange, kw_only=True, tag_field="operation", tag="delete"):
    """A file was deleted."""

    file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
    """File content kind after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the content kind is unknown.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type of the file contents after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the MIME type is unknown.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ModifyDiffChange(DiffPathChange, kw_only=True, tag_field="operation", tag="modify"):
    """A file was modified in place."""

    file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
    """File content kind after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the content kind is unknown.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type of the file contents after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the MIME type is unknown.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class MoveDiffChange(DiffPathPairChange, kw_only=True, tag_field="operation", tag="move"):
    """A file was moved or renamed."""

    file_type: DiffFileType | UnsetType | None = msgspec.field(default=UNSET, name="fileType")
    """File content kind after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the content kind is unknown.
    """

    mime_type: MediaType | UnsetType | None = msgspec.field(default=UNSET, name="mimeType")
    """MIME type of the file contents after the operation (for `delete`, of the deleted file).

    Omitted and `null` are equivalent and mean the MIME type is unknown.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownDiffChange(UnknownVariant):
    """A `DiffChange` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "DiffChange"
    tag_field = "operation"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    DiffChange: TypeAlias = (
        AddDiffChange
        | DeleteDiffChange
        | ModifyDiffChange
        | MoveDiffChange
        | CopyDiffChange
        | UnknownDiffChange
    )
    """One file-level change described by a `Diff`.

    Structured change metadata lets clients identify affected files and
    operations without parsing the text patch.
    """
else:
    DiffChange = (
        AddDiffChange | DeleteDiffChange | ModifyDiffChange | MoveDiffChange | CopyDiffChange
    )


class Diff(AcpStruct, kw_only=True, tag_field="type", tag="diff"):
    """File changes produced by a tool call.

    `changes` is authoritative for affected absolute paths and operations.
    `patch` optionally carries renderable text for some or all of those changes
    and MUST be consistent with `changes`. Agents SHOULD provide `patch` whenever
    feasible. Clients MUST handle diffs where `patch` is omitted or `null`.

    See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content)
    """

    changes: list[DiffChange]
    """Structured file changes described by this diff.

    Clients can use this field without parsing patch text to determine affected paths.
    """

    patch: DiffPatch | UnsetType | None = UNSET
    """Renderable patch text for some or all of the structured changes.

    Agents SHOULD provide patch text whenever feasible. Omitted and `null` are
    equivalent and mean no renderable patch text was provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class Terminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
    """A display-only reference to an agent-owned terminal.

    Terminal state and output are delivered separately through
    `terminal_update` and `terminal_output_chunk` session updates.
    """

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """The ID of the terminal to display."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownToolCallContent(UnknownVariant):
    """A `ToolCallContent` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "ToolCallContent"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    ToolCallContent: TypeAlias = Content | Diff | Terminal | UnknownToolCallContent
    """Content produced by a tool call.

    Tool calls can produce different types of content including standard
    content blocks (text, images), file diffs, or display-only terminals.

    See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content)
    """
else:
    ToolCallContent = Content | Diff | Terminal


class ToolCallUpdate(AcpStruct, kw_only=True):
    """Represents an upsert for a tool call that the language model has requested.

    Tool calls are actions that the agent executes on behalf of the language model,
    such as reading files, executing code, or fetching data from external sources.

    Only `toolCallId` is required. Other fields have patch semantics:
    omitted fields leave the existing tool call value unchanged, `null` clears or
    unsets the value, and concrete values replace the previous value. For
    collection fields, concrete arrays replace the previous collection, and both
    `null` and `[]` clear the collection. A concrete `_meta` object instead
    patches the stored metadata by top-level key. When a client receives a tool
    call ID it has not seen before, omitted fields start at their protocol defaults.

    See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls)
    """

    tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
    """Unique identifier for this tool call within the session."""

    name: str | UnsetType | None = UNSET
    """Programmatic name of the tool being invoked.

    This field is optional and has patch semantics. Omission means no
    change, `null` clears the name, and a string replaces it. For a tool
    call ID the client has not seen before, omission or `null` means that no
    tool name is available.
    """

    title: str | UnsetType | None = UNSET
    """Human-readable title describing what the tool is doing.

    Omission leaves the title unchanged, `null` unsets it, and a string replaces it.
    A new tool call starts without a title.
    """

    kind: ToolKind | UnsetType | None = UNSET
    """The category of tool being invoked.
    Helps clients choose appropriate icons and UI treatment.

    Omission leaves the kind unchanged, `null` resets it to `other`, and a value replaces it.
    A new tool call starts as `other`.
    """

    status: ToolCallStatus | UnsetType | None = UNSET
    """Current execution status of the tool call.

    Omission leaves the status unchanged, `null` resets it to `pending`, and a value
    replaces it. A new tool call starts as `pending`.
    """

    content: list[ToolCallContent] | UnsetType | None = UNSET
    """Content produced by the tool call."""

    locations: list[ToolCallLocation] | UnsetType | None = UNSET
    """File locations affected by this tool call.
    Enables "follow-along" features in clients.
    """

    raw_input: Any | UnsetType = msgspec.field(default=UNSET, name="rawInput")
    """Raw input parameters sent to the tool."""

    raw_output: Any | UnsetType = msgspec.field(default=UNSET, name="rawOutput")
    """Raw output returned by the tool."""

    capabilities: ToolCallCapabilities | UnsetType | None = UNSET
    """Client-initiated controls this tool call currently supports, such as cancellation.

    Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    the whole previous value. A new tool call starts with none.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    clears it. An object patches the stored metadata by top-level key: keys it omits are
    unchanged, a key set to `null` is removed, and any other value replaces that key's
    stored value without merging nested objects. Beyond this patch rule, implementations
    MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
    """


# How the union selection rule (acp_wire._codec.resolve.select) sees `DiffChange`.
_DiffChangeSpec = UnionSpec(
    "DiffChange",
    tag_field="operation",
    by_tag={
        "add": (AddDiffChange,),
        "delete": (DeleteDiffChange,),
        "modify": (ModifyDiffChange,),
        "move": (MoveDiffChange,),
        "copy": (CopyDiffChange,),
    },
    untagged=(),
    unknown=UnknownDiffChange,
    classes=(
        AddDiffChange,
        DeleteDiffChange,
        ModifyDiffChange,
        MoveDiffChange,
        CopyDiffChange,
        UnknownDiffChange,
    ),
)

# How the union selection rule (acp_wire._codec.resolve.select) sees `ToolCallContent`.
_ToolCallContentSpec = UnionSpec(
    "ToolCallContent",
    tag_field="type",
    by_tag={
        "content": (Content,),
        "diff": (Diff,),
        "terminal": (Terminal,),
    },
    untagged=(),
    unknown=UnknownToolCallContent,
    classes=(
        Content,
        Diff,
        Terminal,
        UnknownToolCallContent,
    ),
)
