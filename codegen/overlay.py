"""The schema overlay: properties the spec defines ahead of the vendored schema.

The generator follows the schema, except where ACP's own spec pages already show a field that
the published schema package lacks. Each such field is one `OverlayEntry` below: the JSON path
of the object schema it patches, the property schema it adds, and the spec sentence it rests on.
The overlay is applied to the loaded draft schema before the IR is built (`apply_overlay`), so
the rest of the generator cannot tell an overlaid property from an upstream one.

Entries are temporary. The overlay refuses (`SchemaError`) to add a property the schema already
has, so a schema bump that catches up fails generation at the entry to delete; `nox -s
update_schema` says so before that (`upstream_defines`). Standard library only: `update_schema`
imports this module in a session that installs nothing else.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import SchemaError, SchemaErrors

Schema = dict[str, Any]

SPEC_PROMPT_TURN = 'ACP draft spec, Prompt Turn, section "Session-directed messages (unstable)"'
# Appended to an overlaid property's description, so the generated docstring says where it is from.
OVERLAY_NOTE = "From the spec, ahead of the schema package (codegen/overlay.py)."


@dataclass(frozen=True)
class OverlayEntry:
    """One property added to one object schema, and the spec text that asks for it."""

    target: str  # JSON path of the object schema that gains the property: "$defs.Foo"
    property: str  # its wire name
    schema: Mapping[str, Any]  # the property's JSON Schema
    cites: str  # the spec page and the sentence this entry rests on

    @property
    def path(self) -> str:
        """The JSON path of the property this entry adds."""
        return f"{self.target}.properties.{self.property}"


def _participant(role: str) -> Schema:
    """`senderSessionId` / `recipientSessionId` as `SessionMessage` defines them in schema 2.4.0
    (copied, so that the overlaid chunk field reads exactly as the upsert's)."""
    return {
        "description": f"The {role} session.\n\nOmitted leaves the stored value unchanged. "
        "`null` clears it. A value replaces it.",
        "anyOf": [{"$ref": "#/$defs/SessionId"}, {"type": "null"}],
        "x-deserialize-default-on-error": True,
    }


_FIRST_UPDATE = (
    f"{SPEC_PROMPT_TURN}: 'Optional senderSessionId and recipientSessionId metadata identify "
    "the participants. Include them on the first update when available; later updates may omit "
    "them or add missing identities.' Its example session_message_chunk carries both."
)

OVERLAY: tuple[OverlayEntry, ...] = (
    OverlayEntry(
        "$defs.SessionMessageChunk", "senderSessionId", _participant("sending"), _FIRST_UPDATE
    ),
    OverlayEntry(
        "$defs.SessionMessageChunk", "recipientSessionId", _participant("receiving"), _FIRST_UPDATE
    ),
)


def _target(schema: Schema, entry: OverlayEntry) -> Schema | None:
    node: Any = schema
    for key in entry.target.split("."):
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node if isinstance(node, dict) else None


def apply_overlay(schema: Schema, entries: Iterable[OverlayEntry] = OVERLAY) -> Schema:
    """A copy of `schema` with every entry's property added (optional, not required).

    Raises `SchemaErrors` listing every entry whose target is missing or not an object schema,
    or whose property the schema already defines (upstream caught up: delete the entry).
    """
    out = copy.deepcopy(schema)
    problems = []
    for entry in entries:
        target = _target(out, entry)
        if target is None or not isinstance(target.get("properties"), dict):
            problems.append(SchemaError(entry.target, "overlay target is not an object schema"))
            continue
        if entry.property in target["properties"]:
            problems.append(
                SchemaError(
                    entry.path,
                    "the schema already defines this property; delete its overlay entry "
                    "(codegen/overlay.py)",
                )
            )
            continue
        prop = copy.deepcopy(dict(entry.schema))
        description = str(prop.get("description", "")).strip()
        prop["description"] = f"{description}\n\n{OVERLAY_NOTE}" if description else OVERLAY_NOTE
        target["properties"][entry.property] = prop
    if problems:
        raise SchemaErrors(problems)
    return out


def upstream_defines(
    schema: Schema, entries: Iterable[OverlayEntry] = OVERLAY
) -> list[OverlayEntry]:
    """The entries whose property `schema` defines already: they can be deleted."""
    found = []
    for entry in entries:
        target = _target(schema, entry)
        if target is not None and entry.property in target.get("properties", {}):
            found.append(entry)
    return found
