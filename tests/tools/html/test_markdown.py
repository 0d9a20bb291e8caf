"""The strict Markdown subset of `replay --html` (`acp_wire.tools.html._markdown`): trees of
whitelisted elements and plain text, never HTML."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.tools.html import markdown as safe_markdown


def tags_of(nodes: list[safe_markdown.Node]) -> set[str]:
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, list):
            assert node and isinstance(node[0], str), node
            found.add(node[0])
            found |= tags_of(node[1:])
    return found


def text_of(nodes: list[safe_markdown.Node]) -> str:
    return "".join(n if isinstance(n, str) else text_of(n[1:]) for n in nodes)


@given(st.text())
def test_markdown_trees_hold_only_whitelisted_elements(text: str) -> None:
    """Whatever the text, the tree names only elements of `TAGS`, and every element is a list
    whose first item is its name (no attributes anywhere)."""
    assert tags_of(safe_markdown.parse(text)) <= safe_markdown.TAGS


@given(st.text(alphabet="<>/=\"' scriptimgonerrorjavascript:()[]!*_`#->\n", max_size=80))
def test_markdown_keeps_markup_characters_as_text(text: str) -> None:
    """Raw HTML is never read as HTML: every `<` of the input is still text in the tree."""
    assert text_of(safe_markdown.parse(text)).count("<") == text.count("<")


def test_markdown_reads_the_common_subset() -> None:
    tree = safe_markdown.parse(
        "## Plan\n\nUse **bold**, *em*, `code` and ~~old~~.\n\n- one\n- two\n\n1. first\n\n"
        "```py\nx = '<b>'\n```\n> quoted\n\n---\n"
    )
    assert [node[0] for node in tree if isinstance(node, list)] == [
        "h2",
        "p",
        "ul",
        "ol",
        "pre",
        "blockquote",
        "hr",
    ]
    assert ["pre", ["code", "x = '<b>'"]] in tree
    assert ["strong", "bold"] in tree[1]


def test_markdown_links_and_images_show_their_target_as_text() -> None:
    """A link cannot be followed and an image is never loaded: both become text."""
    tree = safe_markdown.parse("[click](javascript:alert(1)) ![logo](https://example.com/x.png)")
    assert tags_of(tree) == {"p", "url", "em"}
    assert "javascript:alert(1" in text_of(tree)
    assert "[image: logo]" in text_of(tree)
