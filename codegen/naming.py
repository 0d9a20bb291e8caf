"""Naming rules: every generated name is traceable to the schema.

Rules (documented in README.md, "Names"):

1. `$defs` names are public names, unchanged.
2. Attributes are snake_case of the wire name (`toolCallId` -> `tool_call_id`); `_meta` becomes
   `meta`; a Python keyword gets a trailing underscore. The wire name is kept for the wire.
3. A tagged-union variant whose payload is a `$defs` type used nowhere else, and which adds
   nothing but the tag, *is* that type (`tool_call` -> `ToolCall`, `text` -> `TextContent`).
4. Any other variant gets a class of its own, named PascalCase of its tag value
   (`agent_message_chunk` -> `AgentMessageChunk`). When that name is a single word, or is
   already taken, the union's name is appended (`cancelled` in `RequestPermissionOutcome` ->
   `CancelledRequestPermissionOutcome`, `tool_call_update` in `SessionUpdate` ->
   `ToolCallUpdateSessionUpdate`).
5. Unknown tag values of union `U` decode to `UnknownU` (`UnrecognizedU` where the schema
   itself defines `UnknownU`, as for `StateUpdate`); known values of an open enum `E` are
   constants on `KnownE`.
6. Handler methods are snake_case of the method name with `/` as `_` (`session/prompt` ->
   `session_prompt`); a leading `$/` is dropped (`$/cancel_request` -> `cancel_request`).

`codegen/overrides.py` may rename a variant explicitly; it is the only place for exceptions.
"""

from __future__ import annotations

import keyword
import re

_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def snake_case(wire_name: str) -> str:
    """Python attribute name for a wire property name."""
    if wire_name == "_meta":
        return "meta"
    words = _CAMEL_BOUNDARY.sub("_", wire_name.lstrip("_")).replace("-", "_")
    name = words.lower()
    # Hard keywords only: soft ones (`type`, `match`) are valid attribute names, and the set
    # of soft keywords grows with Python versions, which would make the output vary.
    if keyword.iskeyword(name):
        name += "_"
    return name


def pascal_case(value: str) -> str:
    """Class name for a tag value: `agent_message_chunk` -> `AgentMessageChunk`."""
    parts = re.split(r"[^0-9A-Za-z]+", value)
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def is_single_word(value: str) -> bool:
    return len([p for p in re.split(r"[^0-9A-Za-z]+", value) if p]) == 1


def constant_name(value: object) -> str:
    """Constant name for an enum value: `in_progress` -> `IN_PROGRESS`, `-32700` -> `M32700`."""
    text = str(value)
    if text.startswith("-"):
        text = "M" + text[1:]
    name = re.sub(r"[^0-9A-Za-z]+", "_", text).strip("_").upper()
    if not name or name[0].isdigit():
        name = "V_" + name
    return name


def handler_name(method: str) -> str:
    """Handler method name for a JSON-RPC method: `session/set_mode` -> `session_set_mode`."""
    if method.startswith("$/"):
        method = method[2:]
    return snake_case(method.replace("/", "_"))


def private_name(name: str, role: str) -> str:
    """Module-private name of a generated helper for `name`: `_McpServerSpec`, `_McpServerField`."""
    return f"_{name}{role}"


def alternative_name(owner: str, parts: list[str]) -> str:
    """Class name of one alternative of an object type with alternatives of its own: the
    alternative's tag or title (and those of the alternatives it includes), then the type's
    name (`value_id` of `SetSessionConfigOptionRequest` -> `ValueIdSetSessionConfigOptionRequest`,
    `form` with the `Session` scope of `CreateElicitationRequest` ->
    `FormSessionCreateElicitationRequest`)."""
    return "".join(pascal_case(p) for p in parts) + owner
