"""The pieces of `replay --html`'s page model, each a plain JSON view of one thing a
transcript holds: a line's message and raw JSON, content blocks (text as safe Markdown trees),
a diff, a session's state as the reducer left it. Transcript JSON is untrusted: every reader
here takes what it finds and never fails on a wrong shape."""

from __future__ import annotations

import base64
import difflib
from typing import Any, cast

import msgspec

from acp_wire._codec.resolve import UnknownVariant
from acp_wire.tools.html import _markdown as safe_markdown
from acp_wire.tools.reducer import AnySessionState
from acp_wire.tools.transcript import Entry

JSON = dict[str, Any]


def as_object(value: Any) -> JSON:
    """`value` when it is a JSON object, else an empty one (transcript JSON is untrusted)."""
    return cast(JSON, value) if isinstance(value, dict) else {}


def as_array(value: Any) -> list[object]:
    """`value` when it is a JSON array, else an empty one."""
    return cast("list[object]", value) if isinstance(value, list) else []


_DIFF_CONTEXT = 3
_MAX_DIFF_LINES = 4000  # a bigger diff shows its first lines and says how many were left out


def entry_json(entry: Entry) -> JSON | None:
    """The entry's JSON-RPC message as plain JSON; None for a line that is not one."""
    try:
        value = msgspec.json.decode(entry.data)
    except (msgspec.DecodeError, RecursionError):
        return None
    message = as_object(value)
    # A message that breaks the schema is still shown as what it says (with its finding).
    return message if any(k in message for k in ("method", "id", "result", "error")) else None


def is_unknown_variant(message: Any) -> bool:
    """Whether the decoded message's update is a variant its schema version does not know."""
    return isinstance(getattr(getattr(message, "params", None), "update", None), UnknownVariant)


def raw_messages(entry: Entry) -> list[Any]:
    """[line, the message's JSON text] (the whole line's text when it is not a message)."""
    try:
        data = entry.data
    except (msgspec.DecodeError, RecursionError):
        data = entry.raw
    return [entry.line, data.decode("utf-8", "replace")]


def params_of(entry: Entry | None) -> JSON:
    if entry is None:
        return {}
    try:
        message = msgspec.json.decode(entry.data)
    except (msgspec.DecodeError, RecursionError):
        return {}
    return as_object(as_object(message).get("params"))


def duration(start: float | None, end: float | None) -> float | None:
    return None if start is None or end is None else round(end - start, 6)


def content_blocks(value: Any) -> list[JSON]:
    """Content blocks as the page shows them: text kept, images and audio without their data
    (the page loads nothing), everything else as JSON."""
    blocks: list[JSON] = []
    for item in as_array(value):
        block = as_object(item)
        kind = block.get("type")
        if kind == "text":
            text = block.get("text")
            blocks.append({"type": "text", "text": text if isinstance(text, str) else ""})
        elif kind in ("image", "audio"):
            data = block.get("data")
            size = decoded_size(data) if isinstance(data, str) else None
            blocks.append({"type": kind, "mimeType": block.get("mimeType"), "size": size})
        elif kind == "resource_link":
            blocks.append({"type": "link", "name": block.get("name"), "uri": block.get("uri")})
        else:
            blocks.append({"type": "json", "value": item})
    return blocks


def decoded_size(data: str) -> int | None:
    try:
        return len(base64.b64decode(data, validate=True))
    except ValueError:
        return None


def markdown_blocks(blocks: list[JSON]) -> list[JSON]:
    """Adjacent text blocks joined (chunks split text anywhere) and read as Markdown."""
    out: list[JSON] = []
    text: list[str] = []
    for block in blocks:
        if block["type"] == "text":
            text.append(block["text"])
            continue
        if text:
            out.append({"type": "markdown", "tree": safe_markdown.parse("".join(text))})
            text = []
        out.append(block)
    if text:
        out.append({"type": "markdown", "tree": safe_markdown.parse("".join(text))})
    return out


def diff_view(content: JSON) -> JSON:
    """A diff content item as lines marked ` `, `-`, `+` or `@` (a hunk header)."""
    old = content.get("oldText")
    new = content.get("newText")
    old_lines = old.splitlines() if isinstance(old, str) else []
    new_lines = new.splitlines() if isinstance(new, str) else []
    lines: list[list[str]] = []
    for line in difflib.unified_diff(old_lines, new_lines, n=_DIFF_CONTEXT, lineterm=""):
        if line.startswith(("---", "+++")):
            continue
        lines.append([line[:1], line[1:]] if line[:1] in " -+@" else [" ", line])
    left_out = max(0, len(lines) - _MAX_DIFF_LINES)
    return {
        "type": "diff",
        "path": content.get("path"),
        "new": old is None,
        "lines": lines[:_MAX_DIFF_LINES],
        "leftOut": left_out,
    }


def session_state_view(state: AnySessionState) -> JSON:
    """What the page shows of a session's reduced state (its history is the entries)."""
    fields = (
        "title",
        "updated_at",
        "current_mode_id",
        "modes",
        "available_commands",
        "config_options",
        "plan",
        "plans",
        "usage",
        "subagents",
    )
    # Under their JSON (camelCase) names, as the page script reads them.
    value: JSON = {_camel(name): msgspec.to_builtins(getattr(state, name)) for name in fields}
    value["turns"] = len(state.turns)
    value["pendingPermissions"] = sum(1 for p in state.permission_requests if p.pending)
    value["notices"] = len(state.notices)
    value["unknownUpdates"] = len(state.unknown_updates)
    return value


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


__all__ = [
    "JSON",
    "as_array",
    "as_object",
    "content_blocks",
    "decoded_size",
    "diff_view",
    "duration",
    "entry_json",
    "is_unknown_variant",
    "markdown_blocks",
    "params_of",
    "raw_messages",
    "session_state_view",
]
