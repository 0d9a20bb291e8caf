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
   A method that is both a request and a notification gets `<handler>_notification` for the
   notification.
7. Generated helpers are derived from the names above (`SessionPromptMessage`, `_McpServerSpec`,
   `AgentPeer`, `AGENT_ROUTES`, ...).

The builder calls these functions and stores every name on the IR (`codegen/ir.py`); emitters
and templates only read names from the IR and never compute one.

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


def variant_name(union: str, tag: str, taken: set[str]) -> str:
    """Class name of a tagged variant with a class of its own (rule 4): PascalCase of its tag,
    with the union's name appended when the tag is a single word or the name is taken."""
    name = pascal_case(tag)
    if is_single_word(tag) or name in taken:
        name += union
    return name


def unknown_names(union: str) -> tuple[str, ...]:
    """Candidate names of the unknown-variant class of `union`, in order of preference (rule 5):
    `UnknownU`, else `UnrecognizedU` where the schema itself has `UnknownU`."""
    return (f"Unknown{union}", f"Unrecognized{union}")


def inline_union_name(owner: str, wire_name: str) -> str:
    """Name of a property's inline union of object types: `<Owner><Property>`
    (`params` of `ClientRequest` -> `ClientRequestParams`)."""
    return owner + pascal_case(wire_name)


def known_name(enum: str) -> str:
    """Class holding the known values of an open enum (rule 5): `KnownNoticeSeverity`."""
    return f"Known{enum}"


def spec_name(union: str) -> str:
    """Private name of a union's selection table: `_McpServerSpec`."""
    return private_name(union, "Spec")


def field_alias_name(union: str) -> str:
    """Private alias a field holding a union resolved after decoding is annotated with:
    `_McpServerField`."""
    return private_name(union, "Field")


def params_alias_name(params: str) -> str:
    """Private alias of a message's params when they are a union resolved after decoding."""
    return private_name(params, "Params")


def message_class_name(handler: str) -> str:
    """Typed JSON-RPC message class of a method: `session_prompt` -> `SessionPromptMessage`."""
    return pascal_case(handler) + "Message"


def method_constant_name(handler: str) -> str:
    """Module constant holding a method's wire name: `session_prompt` -> `SESSION_PROMPT`."""
    return handler.upper()


def notification_handler_name(handler: str) -> str:
    """Handler of a method's notification when the method is also a request (rule 6):
    `mcp_message` -> `mcp_message_notification`."""
    return handler + "_notification"


def protocol_name(side: str) -> str:
    """Handler protocol class of an `x-side`: `agent` -> `Agent`."""
    return pascal_case(side)


def peer_name(protocol: str) -> str:
    """Peer class that implements a protocol by sending: `Agent` -> `AgentPeer`."""
    return protocol + "Peer"


def routes_name(protocol: str) -> str:
    """Dispatcher table constant of a protocol: `Agent` -> `AGENT_ROUTES`."""
    return protocol.upper() + "_ROUTES"


# Friendly names of the schema's integer formats' ranges.
RANGE_NAMES = {
    (-(2**31), 2**31 - 1): "Int32",
    (-(2**63), 2**63 - 1): "Int64",
    (0, 2**16 - 1): "UInt16",
    (0, 2**32 - 1): "UInt32",
    (0, 2**64 - 1): "UInt64",
}


def int_alias_name(ge: int | None, le: int | None) -> str:
    """Private alias of an integer range: `_Int32`, else `_Int_1_1000` (`m` for minus)."""
    name = RANGE_NAMES.get((ge, le))  # type: ignore[arg-type]
    return "_" + (name or f"Int_{ge}_{le}".replace("-", "m"))


def str_alias_name(min_length: int) -> str:
    """Private alias of a string with a minimum length: `_NonEmptyStr`, `_NonEmptyStr3`."""
    return "_NonEmptyStr" + (str(min_length) if min_length > 1 else "")
