# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/request_permission`, `session/update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
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
from ._values import TerminalId, ToolCallId, ToolCallStatus, ToolKind, _UInt32

if TYPE_CHECKING:
    from typing import TypeAlias


class ToolCallLocation(AcpStruct, kw_only=True):
    """A file location being accessed or modified by a tool.

    Enables clients to implement "follow-along" features that track
    which files the agent is working with in real-time.

    See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#following-the-agent)
    """

    path: str
    """The absolute file path being accessed or modified."""

    line: _UInt32 | UnsetType | None = UNSET
    """Optional 1-based line number within the file."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class Content(AcpStruct, kw_only=True, tag_field="type", tag="content"):
    """Standard content block (text, images, resources)."""

    content: ContentBlock
    """The actual content block."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class Diff(AcpStruct, kw_only=True, tag_field="type", tag="diff"):
    """A diff representing file modifications.

    Shows changes to files in a format suitable for display in the client UI.

    See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#content)
    """

    path: str
    """The absolute file path being modified."""

    old_text: str | UnsetType | None = msgspec.field(default=UNSET, name="oldText")
    """The original content (omitted or `null` for new files)."""

    new_text: str = msgspec.field(name="newText")
    """The new content after modification."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class Terminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
    """Embed a terminal created with `terminal/create` by its id.

    The terminal must be added before calling `terminal/release`.

    See protocol docs: [Terminal](https://agentclientprotocol.com/protocol/v1/draft/terminals)
    """

    terminal_id: TerminalId = msgspec.field(name="terminalId")
    """Identifier of the terminal instance to embed in the content stream."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
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

    Tool calls can produce different types of content including
    standard content blocks (text, images) or file diffs.

    See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#content)
    """
else:
    ToolCallContent = Content | Diff | Terminal


class ToolCallUpdate(AcpStruct, kw_only=True):
    """An update to an existing tool call.

    Used to report progress and results as tools execute. All fields except
    the tool call ID are optional - only changed fields need to be included.

    See protocol docs: [Updating](https://agentclientprotocol.com/protocol/v1/draft/tool-calls#updating)
    """

    tool_call_id: ToolCallId = msgspec.field(name="toolCallId")
    """The ID of the tool call being updated."""

    kind: ToolKind | UnsetType | None = UNSET
    """Update the tool kind."""

    status: ToolCallStatus | UnsetType | None = UNSET
    """Update the execution status."""

    title: str | UnsetType | None = UNSET
    """Update the human-readable title."""

    name: str | UnsetType | None = UNSET
    """Update the programmatic name of the tool being invoked.

    This field is optional. Omitting it or sending `null` both mean that
    the existing name is left unchanged.
    """

    content: list[ToolCallContent] | UnsetType | None = UNSET
    """Replace the content collection."""

    locations: list[ToolCallLocation] | UnsetType | None = UNSET
    """Replace the locations collection."""

    raw_input: Any | UnsetType = msgspec.field(default=UNSET, name="rawInput")
    """Update the raw input."""

    raw_output: Any | UnsetType = msgspec.field(default=UNSET, name="rawOutput")
    """Update the raw output."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


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
