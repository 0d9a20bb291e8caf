"""`_codec/members.py`: which classes may stand in a union-typed field when sending, whether a
capability is advertised. Expected tags are read from the vendored schema, not from the
generated tables."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire
from acp_wire._codec.members import (
    advertised,
    capability_name,
    member_tags,
    not_a_member,
    raw_tag,
)
from acp_wire.v1._generated import types as v1_types
from acp_wire.v2._generated import types as v2_types
from tests.support.paths import SCHEMA_DIR

TYPES = {1: v1_types, 2: v2_types}


def schema_tags(version: int, union: str) -> set[str]:
    """The `const` tag of each member of the union in the vendored schema (`oneOf`, `anyOf`)."""
    defs = json.loads((SCHEMA_DIR / f"v{version}" / "schema.unstable.json").read_text())["$defs"]
    members = defs[union].get("oneOf") or defs[union]["anyOf"]
    return {
        const["const"]
        for member in members
        for const in member.get("properties", {}).values()
        if "const" in const
    }


@pytest.mark.parametrize("version", sorted(TYPES))
def test_member_tags_are_the_schemas_tags_of_the_session_update(version: int) -> None:
    spec = TYPES[version].UNION_SPECS["SessionUpdate"]
    tags = member_tags(spec)
    assert set(tags.values()) == schema_tags(version, "SessionUpdate")
    assert all(cls in spec.classes for cls in tags)


def test_a_class_a_member_is_built_on_is_refused_with_the_member_to_send() -> None:
    """A `ToolCallUpdate` sent as a session update would go out without its tag."""
    spec = v1_types.UNION_SPECS["SessionUpdate"]
    update = acp_wire.ToolCallUpdate(tool_call_id="t")
    error = not_a_member(update, spec)
    assert isinstance(error, TypeError)
    assert "`ToolCallUpdate` is not a member of a `SessionUpdate`" in str(error)
    assert "`ToolCallUpdateSessionUpdate`" in str(error)
    assert "carries the tag" in str(error)


def test_an_unrelated_value_is_refused_with_the_members_listed() -> None:
    spec = v1_types.UNION_SPECS["SessionUpdate"]
    error = not_a_member(acp_wire.TextContent(text="hi"), spec)
    message = str(error)
    assert "`TextContent` is not a member" in message
    assert all(f"`{cls.__name__}`" in message for cls in spec.classes)


def test_raw_tag_is_the_tag_of_an_unknown_variant_only() -> None:
    """An unknown session update is kept whole (forgiving path) and sent back unchanged."""
    spec = v1_types.UNION_SPECS["SessionUpdate"]
    note = {"sessionUpdate": "from_the_future", "x": 1}
    unknown = acp_wire.decode(json.dumps(note), v1_types.SessionUpdate)
    assert raw_tag(unknown, spec) == "from_the_future"
    chunk = acp_wire.AgentMessageChunk(content=acp_wire.TextContent(text="hi"))
    assert raw_tag(chunk, spec) is None


@given(st.lists(st.from_regex(r"[a-z][A-Za-z]{0,8}", fullmatch=True), min_size=1, max_size=4))
def test_capability_name_is_the_dotted_path(path: list[str]) -> None:
    name = capability_name(tuple(path))
    assert name.split(".") == path


class Inner(msgspec.Struct):
    flag: Any = msgspec.UNSET


class Outer(msgspec.Struct):
    inner: Any = msgspec.UNSET


@pytest.mark.parametrize(
    ("capabilities", "expected"),
    [
        (None, False),
        (Outer(), False),
        (Outer(inner=None), False),
        (Outer(inner=Inner()), False),
        (Outer(inner=Inner(flag=None)), False),
        (Outer(inner=Inner(flag=False)), True),
        (Outer(inner=Inner(flag={})), True),
    ],
)
def test_advertised_means_present_and_not_null(capabilities: Any, expected: bool) -> None:
    """Omitted or null at any step of the path means the capability is not supplied; any other
    value (even `false` or `{}`) supplies it: the gate asks the schema's presence question."""
    assert advertised(capabilities, ("inner", "flag")) is expected


def test_advertised_reads_a_real_capabilities_struct() -> None:
    caps = acp_wire.ClientCapabilities(fs=acp_wire.FileSystemCapabilities(read_text_file=True))
    assert advertised(caps, ("fs", "read_text_file"))
    assert not advertised(acp_wire.ClientCapabilities(), ("fs", "read_text_file"))
    assert not advertised(caps, ("terminal",))
