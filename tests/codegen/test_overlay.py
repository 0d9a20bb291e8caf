"""The schema overlay (codegen/overlay.py).

Entries are checked against the vendored schema (the participants' property schema is the one
`SessionMessage` defines) and against what the overlay must refuse.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codegen import update_schema
from codegen.errors import SchemaErrors
from codegen.overlay import OVERLAY, OVERLAY_NOTE, OverlayEntry, apply_overlay, upstream_defines

ROOT = Path(__file__).resolve().parents[2]
DRAFT = json.loads((ROOT / "schema/v1/schema.unstable.json").read_text(encoding="utf-8"))

CHUNK = "$defs.SessionMessageChunk"


def test_first_entries_are_the_chunk_participants_citing_the_spec() -> None:
    assert [(e.target, e.property) for e in OVERLAY] == [
        (CHUNK, "senderSessionId"),
        (CHUNK, "recipientSessionId"),
    ]
    for entry in OVERLAY:
        assert "Include them on the first update when available" in entry.cites
        assert entry.path == f"{CHUNK}.properties.{entry.property}"


def test_participants_copy_session_message_properties() -> None:
    """The chunk's participants read as the upsert's (schema 2.4.0 `SessionMessage`)."""
    upsert = DRAFT["$defs"]["SessionMessage"]["properties"]
    for entry in OVERLAY:
        assert dict(entry.schema) == upsert[entry.property]


def test_apply_adds_optional_properties_to_a_copy() -> None:
    before = json.dumps(DRAFT, sort_keys=True)
    out = apply_overlay(DRAFT)
    assert json.dumps(DRAFT, sort_keys=True) == before  # the input is not touched
    chunk = out["$defs"]["SessionMessageChunk"]
    for entry in OVERLAY:
        added = chunk["properties"][entry.property]
        assert added["anyOf"] == entry.schema["anyOf"]
        assert added["description"].endswith(OVERLAY_NOTE)
        assert entry.property not in chunk["required"]


def test_overlay_refuses_a_property_the_schema_has() -> None:
    caught_up = apply_overlay(DRAFT)  # as if upstream had added both properties
    with pytest.raises(SchemaErrors) as info:
        apply_overlay(caught_up)
    problems = info.value.problems
    assert [p.path for p in problems] == [e.path for e in OVERLAY]
    assert all("already defines this property" in p.message for p in problems)


def test_overlay_refuses_a_missing_target() -> None:
    entry = OverlayEntry("$defs.NoSuchType", "x", {"type": "string"}, "test")
    with pytest.raises(SchemaErrors) as info:
        apply_overlay(DRAFT, [entry])
    (problem,) = info.value.problems
    assert (problem.path, problem.message) == (
        "$defs.NoSuchType",
        "overlay target is not an object schema",
    )


def test_update_schema_reports_entries_upstream_now_defines() -> None:
    assert upstream_defines(DRAFT) == []
    assert "none defined upstream yet" in update_schema.overlay_report(DRAFT, OVERLAY)
    caught_up = apply_overlay(DRAFT, OVERLAY[:1])
    assert upstream_defines(caught_up) == [OVERLAY[0]]
    report = update_schema.overlay_report(caught_up, OVERLAY)
    assert OVERLAY[0].path in report and OVERLAY[1].path not in report
    assert "delete their entries from codegen/overlay.py" in report
