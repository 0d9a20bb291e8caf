"""The JSON Schema vocabulary the generator understands: one table, checked before building.

Every keyword and `x-` key the builder reads or deliberately ignores is declared in `VOCABULARY`,
with what it is to the generator. A schema using anything else (a new upstream keyword, a
misspelt `x-` key) is a `SchemaError` at the JSON path of the schema object that carries it, so a
schema bump cannot introduce a rule the generated code silently ignores. `check_vocabulary`
walks the whole document and returns every problem, for one report per run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .errors import SchemaError, json_path

# What a keyword's value is, which also tells the walk where the subschemas are.
Role = Literal["schema", "schemas", "properties", "value", "ignored"]


@dataclass(frozen=True)
class Keyword:
    """One keyword of the vocabulary: what its value is and what the generator does with it."""

    role: Role
    use: str


VOCABULARY: dict[str, Keyword] = {
    # Structure
    "$ref": Keyword("value", "a named `$defs` type"),
    "type": Keyword("value", "the JSON type(s); `null` among them makes a field nullable"),
    "properties": Keyword("properties", "the fields of an object type"),
    "required": Keyword("value", "required fields (others default to UNSET)"),
    "items": Keyword("schema", "the item type of an array"),
    "additionalProperties": Keyword("schema", "the value type of a map (`true`: any JSON)"),
    "allOf": Keyword("schemas", "a one-element `allOf` is a reference; in a variant, its payload"),
    "anyOf": Keyword("schemas", "a union, an enum, or an object type's alternatives"),
    "oneOf": Keyword("schemas", "the same as `anyOf`"),
    "const": Keyword("value", "a tag value or an enum value"),
    "enum": Keyword("value", "a closed set of values"),
    "discriminator": Keyword("value", "the tag field of a union (`propertyName`)"),
    # Ranges
    "format": Keyword("value", "an integer's range (`FORMATS`); other formats are not checked"),
    "minimum": Keyword("value", "an integer's lower bound"),
    "maximum": Keyword("value", "an integer's upper bound"),
    "minLength": Keyword("value", "a string's minimum length"),
    "minItems": Keyword("value", "an array's minimum length"),
    # Documentation
    "title": Keyword("value", "names an alternative; `other` marks an open union's catch-all"),
    "description": Keyword("value", "docstrings"),
    # Read, deliberately without effect
    "default": Keyword(
        "ignored", "not applied: an omitted field stays omitted (UNSET) and re-encodes omitted"
    ),
    "not": Keyword(
        "ignored", "only in catch-all alternatives, excluding the known tags the tag rule selects"
    ),
    "contentEncoding": Keyword(
        "ignored", "documentation (`base64`): an annotation JSON Schema does not assert; a str"
    ),
    "unevaluatedProperties": Keyword(
        "ignored", "only `true`, in catch-all alternatives; unknown keys are ignored anyway"
    ),
    # Extensions
    "x-deserialize-default-on-error": Keyword("value", "a malformed value reads as absent / []"),
    "x-deserialize-skip-invalid-items": Keyword("value", "malformed list items are dropped"),
    "x-deserialize-default-on-null": Keyword("value", "`null` reads as the empty list / object"),
    "x-method": Keyword("value", "the JSON-RPC method whose params or result the type is"),
    "x-side": Keyword("value", "the side that handles the method"),
    "x-docs-ignore": Keyword("ignored", "hides a type from the rendered docs only"),
}
# Keywords of the document root besides those of a schema object.
ROOT_KEYWORDS = {"$schema", "$defs"}
DISCRIMINATOR_KEYS = {"propertyName"}
JSON_TYPES = {"string", "integer", "number", "boolean", "array", "object", "null"}

# Integer formats and the range their values must fit in.
INT_FORMATS = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint8": (0, 2**8 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
    "uint64": (0, 2**64 - 1),
}
# The formats understood per JSON type: an integer's sets its range; the others are documentation.
FORMATS = {
    "integer": set(INT_FORMATS),
    "number": {"double", "float"},
    # Annotations only, as JSON Schema 2020-12 treats formats by default: the string is kept.
    "string": {"uri", "date-time", "regex"},
}


def check_vocabulary(document: dict[str, Any]) -> list[SchemaError]:
    """Every use of a keyword, `x-` key, JSON type or format outside the vocabulary."""
    problems: list[SchemaError] = []
    root = {k: v for k, v in document.items() if k not in ROOT_KEYWORDS}
    _check(root, "$", problems)
    for name, schema in document.get("$defs", {}).items():
        _check(schema, json_path("$defs", name), problems)
    return problems


def _check(schema: object, path: str, problems: list[SchemaError]) -> None:
    if isinstance(schema, bool):  # `true` / `false` are schemas too
        return
    if not isinstance(schema, dict):
        problems.append(SchemaError(path, f"expected a schema object, got {type(schema).__name__}"))
        return
    for key, value in schema.items():
        keyword = VOCABULARY.get(key)
        if keyword is None:
            kind = "extension key" if key.startswith("x-") else "keyword"
            problems.append(SchemaError(path, f"unknown {kind} {key!r}"))
            continue
        if keyword.role == "schema":
            _check(value, json_path(path, key), problems)
        elif keyword.role == "schemas":
            if not isinstance(value, list):
                problems.append(SchemaError(json_path(path, key), "expected a list of schemas"))
                continue
            for i, item in enumerate(value):
                _check(item, json_path(path, key, i), problems)
        elif keyword.role == "properties":
            if not isinstance(value, dict):
                problems.append(SchemaError(json_path(path, key), "expected an object of schemas"))
                continue
            for wire, item in value.items():
                _check(item, json_path(path, key, wire), problems)
    _check_values(schema, path, problems)


def _check_values(schema: dict[str, Any], path: str, problems: list[SchemaError]) -> None:
    """The values of the keywords whose values the generator interprets."""
    types = schema.get("type")
    type_list = [types] if isinstance(types, str) else types if isinstance(types, list) else None
    if "type" in schema and (type_list is None or not set(type_list) <= JSON_TYPES):
        problems.append(SchemaError(json_path(path, "type"), f"unknown JSON type {types!r}"))
    if "format" in schema and type_list:
        known = set().union(*(FORMATS.get(t, set()) for t in type_list))
        if schema["format"] not in known:
            problems.append(
                SchemaError(
                    json_path(path, "format"),
                    f"unknown format {schema['format']!r} for type {types!r}",
                )
            )
    discriminator = schema.get("discriminator")
    if discriminator is not None and (
        not isinstance(discriminator, dict) or set(discriminator) != DISCRIMINATOR_KEYS
    ):
        problems.append(
            SchemaError(json_path(path, "discriminator"), "expected exactly {'propertyName': ...}")
        )
