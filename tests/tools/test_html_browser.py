"""`acp-wire replay --html` pages rendered by headless Chromium: what a person sees, what runs,
what is fetched. Skipped, saying how to install it, where Chromium is missing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from acp_wire.tools.html._page import page_model, render_page
from tests.support.browser import (
    INSTALL_HINT,
    Dom,
    find_chromium,
    load,
    synthetic_transcript,
    transcript_line,
)
from tests.support.paths import FIXTURES

REALPEERS = FIXTURES / "realpeers"
FIXTURES = FIXTURES / "replay"
CLAUDE = FIXTURES / "claude_turn_constructed.jsonl"
DRAFT = FIXTURES / "draft_features_constructed.jsonl"
ECHO = FIXTURES / "echo_tap_cancel.jsonl"


@pytest.fixture(scope="module")
def chromium() -> str:
    found = find_chromium()
    if found is None:
        pytest.skip(INSTALL_HINT)
    return found


def page_of(lines: list[str] | list[bytes], tmp_path: Path, name: str = "t.jsonl") -> Path:
    raw = [line.encode() if isinstance(line, str) else line for line in lines]
    out = tmp_path / "page.html"
    out.write_text(render_page(page_model(raw, name)), encoding="utf-8")
    return out


def rendered(chromium: str, page: Path, fragment: str = "") -> Dom:
    result = load(chromium, page, fragment)
    assert result.page_requests == [], result.page_requests
    dom = Dom(result.dom)
    assert dom.body().get("data-ready") == "1", "the page script did not finish"
    return dom


def entries(dom: Dom) -> list[dict[str, str | None]]:
    return dom.find("article")


# --- the recorder itself -----------------------------------------------------------------------


def test_the_request_recorder_sees_a_page_that_fetches(chromium: str, tmp_path: Path) -> None:
    """The no-request assertions below can fail: a page with a remote image is recorded."""
    page = tmp_path / "fetches.html"
    page.write_text('<!DOCTYPE html><img src="http://example.invalid/pixel.png">')
    assert "GET http://example.invalid/pixel.png" in load(chromium, page).page_requests


# --- what a person sees ------------------------------------------------------------------------


def test_claude_turn_shows_tools_text_permissions_and_stop_reasons(
    chromium: str, tmp_path: Path
) -> None:
    dom = rendered(chromium, page_of(CLAUDE.read_bytes().splitlines(), tmp_path, CLAUDE.name))
    text = dom.text
    for line in CLAUDE.read_text().splitlines():
        update = json.loads(line)["message"].get("params", {}).get("update", {})
        if update.get("sessionUpdate") == "tool_call":
            assert update["title"].replace("`", "") in text  # backticks: code spans
    # The agent's text, read as Markdown: the heading is a heading, the code a code block.
    assert "I'll start by running the failing tests to see what breaks." in text
    assert "Fixed. The last commit changed parse() from shlex.split(line)" in text
    assert any(True for tag, _ in dom.elements if tag == "h2")
    assert "A quoted argument now stays one word:" in text
    # Permission requests: the options, the outcome chosen, the one cancelled.
    for option in ("Always Allow", "Allow", "Reject"):
        assert option in text
    assert "selected: Allow" in text
    assert "selected: Always Allow" in text
    assert "outcome: cancelled" in text
    assert len(dom.find("li", class_="chosen")) == 2
    # Turns: their stop reasons, their durations, the cancel.
    assert "End of turn 1 (request 2): end_turn after 14.07 s · no cancel sent" in text
    assert "End of turn 2 (request 3): cancelled" in text
    assert "cancel was sent" in text
    assert "Turn 2 · request 3 · cancelled" in text
    # Terminal output and a diff rendered as a diff.
    assert "2 failed, 3 passed in 0.04s" in text
    assert dom.find("div", class_="del") and dom.find("div", class_="add")
    # Thoughts are collapsed.
    assert all("open" not in d for d in dom.find("details", class_="thought"))
    # A usage chart is drawn.
    assert dom.find("svg", class_="usage")


def test_draft_features_session_nesting_and_findings(chromium: str, tmp_path: Path) -> None:
    dom = rendered(chromium, page_of(DRAFT.read_bytes().splitlines(), tmp_path, DRAFT.name))
    text = dom.text
    assert "4 Conformance findings" in text or "Conformance findings (4)" in text
    for phrase in (
        "Subagent Security reviewer",
        "from sess_sub_9e20 to sess_main_4c1d",
        "Found 2 issues: == compares tokens (timing leak) and random.random() makes reset codes.",
        "Context window 80% full",
        "mode → plan",
        "Model: fast",
        "plan review removed",
        "A session update variant the schema does not know: review_comment",
        "Input data was truncated",
        "unannounced-tool-call",
        "response-unknown-id",
    ):
        assert phrase in text, phrase
    # The child session's entries are indented under the parent.
    child = [a for a in entries(dom) if "depth-1" in (a.get("class") or "")]
    assert len(child) == 3
    # Each finding carries the rule's quoted sentence.
    assert "It MUST be the same as the value of the id member in the Request Object." in text
    # Header links go to the lines.
    assert {"href": "#line-34", "class": "line"} in dom.find("a")


def test_a_line_link_opens_and_marks_its_entry(chromium: str, tmp_path: Path) -> None:
    """`#line-N` for a line inside a group (a tool call update) marks the group's entry."""
    dom = rendered(chromium, page_of(CLAUDE.read_bytes().splitlines(), tmp_path), "line-26")
    (target,) = [a for a in entries(dom) if "target" in (a.get("class") or "").split()]
    assert target["id"] == "line-21"


def test_filters_by_session_kind_and_text_from_the_address(chromium: str, tmp_path: Path) -> None:
    page = page_of(DRAFT.read_bytes().splitlines(), tmp_path)
    by_session = rendered(chromium, page, "session=sess_sub_9e20")
    assert [a["id"] for a in entries(by_session)] == ["line-11", "line-12", "line-13"]
    by_kind = rendered(chromium, page, "kind=usage,notice")
    kinds = {c for a in entries(by_kind) for c in (a.get("class") or "").split()}
    assert {k for k in kinds if k.startswith("k-")} == {"k-usage", "k-notice"}
    by_text = rendered(chromium, page, "q=hmac.compare_digest")
    assert [a["id"] for a in entries(by_text)] == ["line-28"]


def test_recorded_tap_transcript(chromium: str, tmp_path: Path) -> None:
    dom = rendered(chromium, page_of(ECHO.read_bytes().splitlines(), tmp_path))
    assert "Tell me about <script>document.title='pwned'</script> and **bold**" in dom.text
    assert "cancel was sent" in dom.text
    assert dom.title == "acp-wire replay: t.jsonl"


# --- untrusted text runs nothing ---------------------------------------------------------------

MARK = "document.title='pwned';document.body.setAttribute('data-pwned','1')"
PAYLOADS = [
    f"<script>{MARK}</script>",
    f'<img src="x" onerror="{MARK}">',
    f"</script><script>{MARK}</script>",
    f"[click me](javascript:{MARK})",
    f"![x](javascript:{MARK})",
    f'<a href="javascript:{MARK}">link</a>',
    f'<svg onload="{MARK}"></svg>',
    f'**<iframe src="javascript:{MARK}"></iframe>**',
    "`<style>@import url(http://example.invalid/x.css)</style>`",
    "<!-- comment that never ends",
    "\u2028\u2029 line separators </SCRIPT >",
]


def hostile_transcript() -> list[str]:
    sid = PAYLOADS[0]
    lines = [
        transcript_line(
            "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 1}}
        ),
        transcript_line("agent", {"id": 0, "result": {"protocolVersion": 1}}),
        transcript_line(
            "client", {"id": 1, "method": "session/new", "params": {"cwd": "/", "mcpServers": []}}
        ),
        transcript_line("agent", {"id": 1, "result": {"sessionId": sid}}),
    ]

    def update(body: dict[str, Any], session: str = sid) -> str:
        params = {"sessionId": session, "update": body}
        return transcript_line("agent", {"method": "session/update", "params": params})

    text = "\n\n".join(PAYLOADS)
    lines.append(
        transcript_line(
            "client",
            {
                "id": 2,
                "method": "session/prompt",
                "params": {"sessionId": sid, "prompt": [{"type": "text", "text": text}]},
            },
        )
    )
    for n, payload in enumerate(PAYLOADS):
        lines += [
            update(
                {
                    "sessionUpdate": "agent_message_chunk",
                    "content": {"type": "text", "text": payload + "\n\n"},
                }
            ),
            update(
                {
                    "sessionUpdate": "agent_thought_chunk",
                    "content": {"type": "text", "text": payload},
                }
            ),
            update(
                {
                    "sessionUpdate": "tool_call",
                    "toolCallId": f"c{n}",
                    "title": payload,
                    "kind": payload,
                    "status": "pending",
                    "locations": [{"path": payload}],
                    "content": [
                        {
                            "type": "diff",
                            "path": payload,
                            "oldText": payload,
                            "newText": payload + "!",
                        },
                        {"type": "content", "content": {"type": "text", "text": payload}},
                        {
                            "type": "content",
                            "content": {
                                "type": "resource_link",
                                "name": payload,
                                "uri": f"javascript:{MARK}",
                            },
                        },
                        {
                            "type": "content",
                            "content": {
                                "type": "image",
                                "mimeType": "image/svg+xml",
                                "data": "PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
                            },
                        },
                    ],
                    "rawInput": {"html": payload},
                }
            ),
            update({"sessionUpdate": "session_info_update", "title": payload}),
            update(
                {
                    "sessionUpdate": "notice",
                    "severity": "warning",
                    "title": payload,
                    "description": payload,
                }
            ),
            update(
                {
                    "sessionUpdate": "plan",
                    "entries": [{"content": payload, "priority": "high", "status": payload}],
                }
            ),
            update(
                {
                    "sessionUpdate": "available_commands_update",
                    "availableCommands": [{"name": payload, "description": payload}],
                }
            ),
            update({"sessionUpdate": payload, "field": payload}),
            transcript_line(
                "agent",
                {
                    "id": 10 + n,
                    "method": "session/request_permission",
                    "params": {
                        "sessionId": sid,
                        "toolCall": {"toolCallId": f"c{n}", "title": payload},
                        "options": [{"optionId": payload, "name": payload, "kind": "allow_once"}],
                    },
                },
            ),
            transcript_line(
                "client",
                {"id": 10 + n, "result": {"outcome": {"outcome": "selected", "optionId": payload}}},
            ),
            payload,  # a line that is not JSON at all
            transcript_line("agent", {"method": payload, "params": {"x": payload}}),
        ]
    lines.append(transcript_line("agent", {"id": 2, "result": {"stopReason": "end_turn"}}))
    return lines


LOADING_ELEMENTS = {"img", "iframe", "object", "embed", "link", "base", "form", "audio", "video"}


def assert_inert(dom: Dom) -> None:
    assert dom.title.startswith("acp-wire replay: ")
    body = dom.body()
    assert "data-pwned" not in body
    for tag, attrs in dom.elements:
        assert tag not in LOADING_ELEMENTS, tag
        for name, value in attrs.items():
            assert not name.startswith("on"), (tag, name)
            assert name not in {"src", "srcdoc", "style", "action", "formaction"}, (tag, name)
            if name == "href":
                assert value is not None and value.startswith(("#line-", "#session-")), value
    # The page's own script, nothing else (its data block is removed once read).
    assert [tag for tag, _ in dom.elements].count("script") == 1


def test_hostile_transcript_runs_nothing(chromium: str, tmp_path: Path) -> None:
    dom = rendered(chromium, page_of(hostile_transcript(), tmp_path, f"{PAYLOADS[0]}.jsonl"))
    assert_inert(dom)
    # Shown as text, all of it.
    for payload in PAYLOADS[:3]:
        assert payload in dom.text


def test_hostile_transcript_runs_nothing_when_everything_is_opened(
    chromium: str, tmp_path: Path
) -> None:
    """The same page with a filter on every kind of entry, the unknown ones first: rendering
    each entry's raw JSON and details still makes nothing."""
    page = page_of(hostile_transcript(), tmp_path)
    for fragment in ("kind=unknown,broken,rpc", "q=javascript", "line-40"):
        assert_inert(rendered(chromium, page, fragment))


# --- large transcripts -------------------------------------------------------------------------


def test_hundred_thousand_updates_render(chromium: str, tmp_path: Path) -> None:
    """A 100,000-update transcript renders its first page, and a link to its last line opens
    the last page. (Times are measured by bench/replay_html.py, never asserted here.)"""
    lines = synthetic_transcript(100_000)
    page = page_of(lines, tmp_path)
    dom = rendered(chromium, page)
    assert "Page 1 of" in dom.text
    assert len(entries(dom)) == 200
    assert "Read src/module_3.py" in dom.text
    last = len(lines)
    end = rendered(chromium, page, f"line-{last}")
    (target,) = [a for a in entries(end) if "target" in (a.get("class") or "").split()]
    assert target["id"] == f"line-{last}"


# --- what the real transcripts showed (issue 23) -------------------------------------------------


def test_real_claude_turn_reads_for_people(chromium: str, tmp_path: Path) -> None:
    """claude-agent-acp 0.101.0 through acpx: a notification is called one, the 44-command list
    is folded away so the conversation starts on the first screen, the cost is money, turns are
    numbered from 1 with their request id beside."""
    path = REALPEERS / "claude-v1-turn.jsonl"
    dom = rendered(chromium, page_of(path.read_bytes().splitlines(), tmp_path, path.name))
    (status,) = [a for a in entries(dom) if "k-notification" in (a.get("class") or "").split()]
    assert status is not None
    assert "Notification" in dom.text
    assert "0.0027 USD" in dom.text
    assert "0.0026880000000000003" not in dom.text
    assert "Turn 1 \u00b7 request 4" in dom.text
    assert "End of turn 1 (request 4)" in dom.text
    assert "turns1modedefault" in dom.text.replace(" ", "")  # the card reads the state
    # The window is 900 pixels high: the first conversation entry starts inside it.
    top = dom.body().get("data-conversation-top")
    assert top is not None and 0 <= int(top) < 900, top
    commands = dom.find("details", class_="commands")
    assert commands, "the command lists are folded"
    assert all("open" not in c for c in commands)


def test_a_failed_resume_shows_on_the_card(chromium: str, tmp_path: Path) -> None:
    from tests.tools.html.transcripts import failed_resume

    dom = rendered(chromium, page_of(failed_resume(), tmp_path))
    assert "session/resume failed: error -32002: Resource not found: sess_gone" in dom.text


def test_the_page_drops_its_data_block_once_read(chromium: str, tmp_path: Path) -> None:
    """The embedded JSON is read once; kept in the DOM it doubles the page's memory and makes
    Chromium's DOM dump (and the 100,000-update render) several times slower."""
    dom = rendered(chromium, page_of(synthetic_transcript(1000), tmp_path))
    assert not dom.find("script", id="acp-data")
