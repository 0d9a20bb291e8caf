"""One fixture schema per generator rule (tests/codegen/fixtures): the IR the rule must give,
read against the rule's text in README.md ("Names", "Semantics"), and the printed modules
compared byte for byte with tests/codegen/golden/<rule>/.

Refresh the golden files after an intended change with
`ACP_WIRE_UPDATE_GOLDEN=1 python -m pytest tests/codegen` and review the diff.
"""

from __future__ import annotations

import re

import pytest

from codegen.ir import TypeExpr, Variant
from codegen.overlay import OVERLAY_NOTE, OverlayEntry

from .support import compare_golden, fixture, model_of, render

OVERLAY = [
    OverlayEntry(
        "$defs.Chunk",
        "senderId",
        {"description": "The sender.", "type": ["string", "null"]},
        "test fixture: a spec page showing `senderId` on a chunk",
    )
]
GOLDEN_MODULES = {
    "shared_payload": ["types.py", "rules.py"],
    "collision_suffix": ["types.py"],
    "untagged_fallback": ["types.py"],
    "alternatives": ["types.py"],
    "open_enum": ["types.py"],
    "inline_params_union": ["types.py", "methods.py", "messages.py"],
    "int_formats": ["types.py"],
    "overlay": ["types.py", "rules.py"],
}


@pytest.mark.parametrize("rule", sorted(GOLDEN_MODULES))
def test_golden_output(rule: str) -> None:
    overlay = OVERLAY if rule == "overlay" else None
    compare_golden(rule, render(rule, GOLDEN_MODULES[rule], overlay))


def test_shared_payload() -> None:
    """A payload used by one variant only is that variant; one used elsewhere is extended."""
    m = model_of(fixture("shared_payload"))
    assert m.unions["Shape"].kind == "tagged"
    assert m.unions["Shape"].variants == [
        Variant("Circle", "circle"),
        Variant("SquareBox", "square_box"),
    ]
    circle = m.structs["Circle"]
    assert (circle.tag_field, circle.tag) == ("kind", "circle")
    assert [f.wire_name for f in circle.fields] == ["radius"]  # the tag is not a field
    box = m.structs["SquareBox"]
    assert (box.base, box.tag, box.fields) == ("Square", "square_box", [])
    assert m.structs["Square"].tag is None  # still a plain type for Drawing.frame


def test_collision_suffix() -> None:
    """A single-word tag, or a name already taken, gets the union's name appended."""
    m = model_of(fixture("collision_suffix"))
    assert [(v.type_name, v.tag) for v in m.unions["Event"].variants] == [
        ("CancelledEvent", "cancelled"),
        ("ToolCallEvent", "tool_call"),
        ("AgentMessage", "agent_message"),
    ]
    assert m.structs["ToolCallEvent"].base == "ToolCall"
    assert [f.py_name for f in m.structs["AgentMessage"].fields] == ["text"]
    assert m.unions["Event"].unknown_name == "UnknownEvent"


def test_untagged_fallback() -> None:
    """An untagged member makes the union resolved; its title selects it too."""
    m = model_of(fixture("untagged_fallback"))
    server = m.unions["Server"]
    assert server.kind == "resolved" and server.tag_field == "type"
    assert server.variants == [
        Variant("HttpServer", "http"),
        Variant("StdioServer", None, title_tag="stdio"),
    ]
    assert server.unknown_name == "UnknownServer"


def test_alternatives() -> None:
    """One struct per alternative, each with the type's own properties."""
    m = model_of(fixture("alternatives"))
    union = m.unions["SetOption"]
    assert union.kind == "resolved"
    assert [(v.type_name, v.tag) for v in union.variants] == [
        ("BooleanSetOption", "boolean"),
        ("ValueIdSetOption", None),
    ]
    boolean, value_id = m.structs["BooleanSetOption"], m.structs["ValueIdSetOption"]
    assert [(f.wire_name, f.required) for f in boolean.fields] == [
        ("optionId", True),
        ("value", True),
    ]
    assert boolean.fields[1].type == TypeExpr("bool")
    assert [(f.wire_name, f.type.kind) for f in value_id.fields] == [
        ("optionId", "str"),
        ("value", "str"),
    ]
    assert "SetOption" not in m.structs  # no merged struct


def test_open_enum() -> None:
    m = model_of(fixture("open_enum"))
    severity, kind, code = m.enums["Severity"], m.enums["Kind"], m.enums["Code"]
    assert severity.open and severity.base == "str"
    assert [(v.value, v.constant) for v in severity.values] == [
        ("info", "INFO"),
        ("warning", "WARNING"),
    ]
    assert not kind.open and [v.value for v in kind.values] == ["read", "edit"]
    assert code.open and code.base == "int"
    assert [(v.value, v.constant) for v in code.values] == [(-32700, "PARSE_ERROR")]
    assert code.other is not None and (code.other.ge, code.other.le) == (-(2**31), 2**31 - 1)


def test_inline_params_union() -> None:
    m = model_of(fixture("inline_params_union"))
    params = m.unions["AgentRequestParams"]
    assert params.kind == "resolved"
    # Most specific first: PingRequest has a required field, ListRequest none.
    assert [v.type_name for v in params.variants] == ["PingRequest", "ListRequest"]
    assert params.by_method == {"ping": "PingRequest", "list": "ListRequest"}
    field = next(f for f in m.structs["AgentRequest"].fields if f.wire_name == "params")
    assert (field.type, field.nullable, field.required) == (
        TypeExpr("ref", "AgentRequestParams"),
        True,
        False,
    )
    assert m.methods["list"].response == "ListResponse"
    assert m.methods["ping"].request_side == "agent"


def test_int_formats() -> None:
    fields = {f.wire_name: f for f in model_of(fixture("int_formats")).structs["Counters"].fields}
    ranges = {name: (f.type.ge, f.type.le) for name, f in fields.items() if f.type.kind == "int"}
    assert ranges == {
        "small": (-(2**31), 2**31 - 1),
        "big": (0, 2**64 - 1),
        "port": (1, 1000),
        "plain": (-(2**63), 2**63 - 1),  # no format: the 64-bit range of the peers
        "limit": (0, 2**32 - 1),
    }
    assert fields["limit"].nullable
    assert fields["ratio"].type == TypeExpr("float")
    # A number member takes every integer: the integer member loses its range.
    assert fields["amount"].type == TypeExpr("union", items=(TypeExpr("int"), TypeExpr("float")))


def test_overlay() -> None:
    chunk = model_of(fixture("overlay"), OVERLAY).structs["Chunk"]
    added = chunk.fields[-1]
    assert (added.wire_name, added.py_name, added.required, added.nullable) == (
        "senderId",
        "sender_id",
        False,
        True,
    )
    assert added.doc.endswith(OVERLAY_NOTE)
    assert [f.wire_name for f in model_of(fixture("overlay")).structs["Chunk"].fields] == [
        "messageId",
        "_meta",
    ]


CLOSED_OBJECTS = {
    "$defs": {
        "Strict": {
            "type": "object",
            "properties": {"a": {"type": "string"}},
            "additionalProperties": False,
        },
        "Open": {"type": "object", "properties": {"a": {"type": "string"}}},
        "Square": {
            "type": "object",
            "properties": {"side": {"type": "number"}},
            "additionalProperties": False,
        },
        "Shape": {
            "oneOf": [
                {
                    "type": "object",
                    "properties": {"kind": {"const": "square_box"}},
                    "required": ["kind"],
                    "allOf": [{"$ref": "#/$defs/Square"}],
                },
                {
                    "type": "object",
                    "properties": {"kind": {"const": "dot"}, "x": {"type": "number"}},
                    "required": ["kind"],
                    "additionalProperties": False,
                },
                {
                    "type": "object",
                    "properties": {"kind": {"const": "blob"}},
                    "required": ["kind"],
                },
            ]
        },
        "Drawing": {
            "type": "object",
            "properties": {"frame": {"$ref": "#/$defs/Square"}, "shape": {"$ref": "#/$defs/Shape"}},
        },
    }
}


def test_closed_objects() -> None:
    """`additionalProperties: false` marks a struct closed, and a variant extending a closed
    payload is closed too; the rules module lists them (any other type admits other keys)."""
    m = model_of(CLOSED_OBJECTS)
    closed = {name for name, s in m.structs.items() if s.closed}
    assert closed == {"Strict", "Square", "DotShape"}
    assert m.structs["SquareBox"].base == "Square"  # closed through the payload it extends
    from codegen.generate import generate

    rules = generate(CLOSED_OBJECTS, CLOSED_OBJECTS, overlay=[], modules=["rules.py"])["rules.py"]
    listed = rules.split("CLOSED_TYPES", 1)[1].split(")\n", 1)[0]
    names = re.findall(r"^\s+(\w+),$", listed, re.MULTILINE)
    assert names == ["DotShape", "Square", "SquareBox", "Strict"]
