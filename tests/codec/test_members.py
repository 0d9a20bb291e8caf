"""`acp_wire._codec.members`: the one reader of a struct's tag (`struct_tag`, `tag_of`), held to
the tags the schema JSON gives each `SessionUpdate` variant, in every version."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from acp_wire._codec.members import member_tags, struct_tag, tag_of
from acp_wire.bindings import PROTOCOL_VERSIONS, binding_for

SCHEMA = Path(__file__).resolve().parents[2] / "schema"


def _update_tags(version: int) -> set[str]:
    data = json.loads((SCHEMA / f"v{version}" / "schema.unstable.json").read_text("utf-8"))
    union = data["$defs"]["SessionUpdate"]
    variants = union.get("oneOf") or union["anyOf"]
    # Every tagged variant names its tag as the const of the `sessionUpdate` member (the
    # catch-all for future variants has none).
    members = [v.get("properties", {}).get("sessionUpdate", {}) for v in variants]
    return {member["const"] for member in members if "const" in member}


@pytest.mark.parametrize("version", sorted(PROTOCOL_VERSIONS))
def test_each_update_class_is_tagged_as_the_schema_says(version: int) -> None:
    spec = binding_for(version).session_update_union
    tags = member_tags(spec)
    assert set(tags.values()) == _update_tags(version)
    for cls, tag in tags.items():
        assert struct_tag(cls) == tag


def test_an_instance_reads_its_classs_tag() -> None:
    update = msgspec.json.decode(
        b'{"sessionId": "s", "update": {"sessionUpdate": "user_message_chunk",'
        b' "content": {"type": "text", "text": "hi"}}}',
        type=binding_for(1).session_update,
    ).update
    assert struct_tag(update) == "user_message_chunk"
    assert tag_of(update) == "user_message_chunk"


def test_an_untagged_value_has_none() -> None:
    class Plain(msgspec.Struct):
        x: int = 0

    assert struct_tag(Plain) is None
    assert struct_tag(Plain()) is None
    assert struct_tag({"type": "text"}) is None
    assert tag_of(Plain()) is None


def test_an_unknown_variant_keeps_its_own_tag() -> None:
    class Unknown(msgspec.Struct):
        tag: str = "from_the_future"

    assert struct_tag(Unknown()) is None
    assert tag_of(Unknown()) == "from_the_future"


def test_a_tagged_class_wins_over_a_tag_attribute() -> None:
    class Tagged(msgspec.Struct, tag="text"):
        tag: str = "other"

    assert tag_of(Tagged()) == "text"
