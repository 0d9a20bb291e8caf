"""A strict Markdown subset read into a tree of whitelisted element names and plain text.

For untrusted text (an agent's message in a transcript): the result is data, never HTML. A node
is a string (text, to be inserted as text) or a list `[tag, child, ...]` whose tag is one of
`TAGS`; nothing carries attributes, so no URL, handler or style can come from the input. Raw HTML
in the input is text. A link keeps its text and shows its target as text (`url` node) without
making it followable; an image is its alt text and target as text, never loaded.

Blocks: paragraphs, ATX headings, fenced code, block quotes, bullet and numbered lists (one
level), thematic breaks. Inline: code spans, `**strong**`, `*em*` / `_em_`, `~~del~~`, links and
images, hard line breaks inside a paragraph.
"""

from __future__ import annotations

import re
from typing import TypeAlias

Node: TypeAlias = "str | list[Node]"
"""Text, or `[tag, *children]` with `tag` in `TAGS` (the first item of a list is its tag)."""

TAGS = frozenset(
    {
        "p",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "ul",
        "ol",
        "li",
        "pre",
        "code",
        "blockquote",
        "hr",
        "strong",
        "em",
        "del",
        "br",
        "url",  # a link's or image's target, shown as text
    }
)
"""Every element name a tree may contain."""

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$")
_RULE = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_QUOTE = re.compile(r"^ {0,3}> ?(.*)$")
_BULLET = re.compile(r"^ {0,3}[-*+][ \t]+(.*)$")
_NUMBER = re.compile(r"^ {0,3}\d{1,9}[.)][ \t]+(.*)$")
_INLINE = re.compile(
    r"(?P<code>`+)(?P<code_text>.+?)(?P=code)"
    r"|(?P<image>!?)\[(?P<label>[^\]\n]*)\]\((?P<target>[^)\s]*)(?:\s+\"[^\"]*\")?\)"
    r"|\*\*(?P<strong>\S(?:.*?\S)?)\*\*"
    r"|__(?P<strong2>\S(?:.*?\S)?)__"
    r"|~~(?P<del>\S(?:.*?\S)?)~~"
    r"|\*(?P<em>[^*\s](?:[^*]*?[^*\s])?)\*"
    r"|(?<![A-Za-z0-9])_(?P<em2>[^_\s](?:[^_]*?[^_\s])?)_(?![A-Za-z0-9])"
    r"|(?P<br> {2,}\n|\\\n)",
    re.DOTALL,
)
_MAX_DEPTH = 8  # block quotes and emphasis nest at most this deep; deeper stays text


def parse(text: str) -> list[Node]:
    """The blocks of Markdown `text`, as nodes (see the module docstring)."""
    return _blocks(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 0)


def _blocks(lines: list[str], depth: int) -> list[Node]:
    out: list[Node] = []
    paragraph: list[str] = []
    i = 0

    def flush() -> None:
        if paragraph:
            out.append(["p", *_inline("\n".join(paragraph), depth)])
            paragraph.clear()

    while i < len(lines):
        line = lines[i]
        fence = _FENCE.match(line)
        if fence:
            flush()
            marker = fence.group(1)
            body: list[str] = []
            i += 1
            while i < len(lines) and not lines[i].lstrip().startswith(marker):
                body.append(lines[i])
                i += 1
            i += 1  # the closing fence (or the end)
            out.append(["pre", ["code", "\n".join(body)]])
            continue
        if not line.strip():
            flush()
            i += 1
            continue
        heading = _HEADING.match(line)
        if heading:
            flush()
            level = len(heading.group(1))
            out.append([f"h{level}", *_inline(heading.group(2) or "", depth)])
            i += 1
            continue
        if _RULE.match(line):
            flush()
            out.append(["hr"])
            i += 1
            continue
        if _QUOTE.match(line) and depth < _MAX_DEPTH:
            flush()
            quoted: list[str] = []
            while i < len(lines):
                match = _QUOTE.match(lines[i])
                if match is None:
                    break
                quoted.append(match.group(1))
                i += 1
            out.append(["blockquote", *_blocks(quoted, depth + 1)])
            continue
        item_pattern = _BULLET if _BULLET.match(line) else _NUMBER if _NUMBER.match(line) else None
        if item_pattern is not None:
            flush()
            items: list[Node] = []
            while i < len(lines):
                match = item_pattern.match(lines[i])
                if match is not None:
                    items.append(["li", *_inline(match.group(1), depth)])
                elif lines[i].startswith(("  ", "\t")) and lines[i].strip() and items:
                    continuation = items[-1]
                    assert isinstance(continuation, list)
                    continuation.extend(["\n", *_inline(lines[i].strip(), depth)])
                else:
                    break
                i += 1
            out.append(["ul" if item_pattern is _BULLET else "ol", *items])
            continue
        paragraph.append(line)
        i += 1
    flush()
    return out


def _inline(text: str, depth: int) -> list[Node]:
    """Inline nodes of `text`; everything unmatched stays text."""
    out: list[Node] = []
    position = 0
    for match in _INLINE.finditer(text):
        if match.start() > position:
            out.append(text[position : match.start()])
        position = match.end()
        out.extend(_inline_nodes(match, depth))
    if position < len(text):
        out.append(text[position:])
    return out


def _inline_nodes(match: re.Match[str], depth: int) -> list[Node]:
    """The nodes one inline construct reads as."""
    groups = match.groupdict()
    if groups["code"] is not None:
        return [["code", groups["code_text"]]]
    if groups["label"] is not None:
        target: list[Node] = [" ", ["url", groups["target"]]] if groups["target"] else []
        if groups["image"]:
            return [["em", f"[image: {groups['label']}]"], *target]
        return [*_nested(groups["label"], depth), *target]
    if groups["br"] is not None:
        return [["br"]]
    for name, tag in (("strong", "strong"), ("strong2", "strong"), ("del", "del")):
        if groups[name] is not None:
            return [[tag, *_nested(groups[name], depth)]]
    body = groups["em"] if groups["em"] is not None else groups["em2"]
    return [["em", *_nested(body, depth)]]


def _nested(text: str, depth: int) -> list[Node]:
    """Inline nodes inside emphasis or a link label; past `_MAX_DEPTH`, text."""
    if depth >= _MAX_DEPTH:
        return [text]
    return _inline(text, depth + 1)


__all__ = ["TAGS", "Node", "parse"]
