"""The pieces of the page model (`acp_wire.tools.html._views`): each reads untrusted transcript
JSON, takes what it finds and never fails on a wrong shape."""

from __future__ import annotations

import base64
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.tools.html._views import (
    as_array,
    as_object,
    content_blocks,
    decoded_size,
    diff_view,
    duration,
    markdown_blocks,
)

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@given(JSON_VALUES)
def test_as_object_and_as_array_keep_their_shape_or_give_an_empty_one(value: Any) -> None:
    assert as_object(value) == (value if isinstance(value, dict) else {})
    assert as_array(value) == (value if isinstance(value, list) else [])


@given(JSON_VALUES)
def test_content_blocks_read_any_json_one_block_per_item(value: Any) -> None:
    blocks = content_blocks(value)
    assert len(blocks) == (len(value) if isinstance(value, list) else 0)
    assert all(isinstance(block["type"], str) for block in blocks)


def test_content_blocks_keep_text_and_drop_media_data() -> None:
    data = base64.b64encode(b"12345").decode()
    blocks = content_blocks(
        [
            {"type": "text", "text": "hi"},
            {"type": "text", "text": 3},
            {"type": "image", "mimeType": "image/png", "data": data},
            {"type": "audio", "mimeType": "audio/wav", "data": "not base64!"},
            {"type": "resource_link", "name": "r", "uri": "file:///r"},
            {"type": "resource", "resource": {"uri": "x"}},
        ]
    )
    assert blocks == [
        {"type": "text", "text": "hi"},
        {"type": "text", "text": ""},
        {"type": "image", "mimeType": "image/png", "size": 5},
        {"type": "audio", "mimeType": "audio/wav", "size": None},
        {"type": "link", "name": "r", "uri": "file:///r"},
        {"type": "json", "value": {"type": "resource", "resource": {"uri": "x"}}},
    ]


@given(st.binary(max_size=64))
def test_decoded_size_is_the_size_of_the_bytes(data: bytes) -> None:
    assert decoded_size(base64.b64encode(data).decode()) == len(data)


def test_markdown_blocks_join_adjacent_text_around_other_blocks() -> None:
    link = {"type": "link", "name": "r", "uri": "u"}
    blocks = [{"type": "text", "text": "*a"}, {"type": "text", "text": "b*"}, link]
    blocks.append({"type": "text", "text": "c"})
    out = markdown_blocks(blocks)
    assert [block["type"] for block in out] == ["markdown", "link", "markdown"]
    assert out[1] is link
    assert out[0]["tree"] == [["p", ["em", "ab"]]]


@given(st.lists(st.text(alphabet="ab\n", max_size=5), max_size=8), st.data())
def test_a_diff_view_marks_every_line_it_shows(old_lines: list[str], data: st.DataObject) -> None:
    new_lines = data.draw(st.lists(st.sampled_from([*old_lines, "x"]), max_size=8))
    view = diff_view(
        {"path": "/f", "oldText": "\n".join(old_lines), "newText": "\n".join(new_lines)}
    )
    assert view["path"] == "/f" and view["new"] is False and view["leftOut"] == 0
    assert all(mark in " -+@" for mark, _ in view["lines"])
    added = [text for mark, text in view["lines"] if mark == "+"]
    assert all(text in "\n".join(new_lines).splitlines() for text in added)


def test_a_diff_without_old_text_is_a_new_file() -> None:
    view = diff_view({"path": "/f", "newText": "one\ntwo"})
    assert view["new"] is True
    assert [mark for mark, _ in view["lines"]] == ["@", "+", "+"]


@given(st.none() | st.floats(0, 1e6), st.none() | st.floats(0, 1e6))
def test_duration_needs_both_ends(start: float | None, end: float | None) -> None:
    result = duration(start, end)
    if start is None or end is None:
        assert result is None
    else:
        assert result == round(end - start, 6)
