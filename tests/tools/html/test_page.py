"""The page of `replay --html` (`acp_wire.tools.html._page`): JSON embedded so that it cannot end
its element, and the command that writes the page."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.tools.html._page import embed_json, page_model, render_page
from tests.support.browser import transcript_line
from tests.tools.html.transcripts import CLAUDE, model_of


@given(st.recursive(st.text() | st.integers() | st.none(), lambda c: st.lists(c, max_size=4)))
def test_embedded_json_cannot_end_its_script_element(value: Any) -> None:
    """No `<`, `>`, `&`, U+2028 or U+2029 is left in the text, and it reads back equal."""
    text = embed_json(value)
    assert not re.search("[<>&\u2028\u2029]", text)
    assert json.loads(text) == value


def test_a_transcript_line_cannot_close_the_data_block() -> None:
    hostile = '</script><script>document.title="pwned"</script><!--'
    lines = [
        transcript_line("client", {"id": 0, "method": "initialize", "params": {"x": hostile}}),
        hostile,
    ]
    page = render_page(page_model([line.encode() for line in lines]))
    assert page.count("</script>") == 2  # the data block's and the page script's
    assert page.count("<script") == 2
    assert "<!--" not in page


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "acp_wire", "replay", *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
    )


def test_cli_writes_the_page(tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    done = run_cli("--html", str(out), str(CLAUDE))
    assert done.returncode == 0, done.stderr
    assert done.stdout == b""
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>")
    assert "<title>acp-wire replay: claude_turn_constructed.jsonl</title>" in page


def test_cli_writes_the_page_to_stdout_and_reads_stdin() -> None:
    done = run_cli("--html", "-", "-", stdin=CLAUDE.read_bytes())
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"<!DOCTYPE html>")
    assert b"acp-wire replay: stdin" in done.stdout


def test_cli_reports_an_unreadable_transcript_in_one_line(tmp_path: Path) -> None:
    done = run_cli("--html", str(tmp_path / "x.html"), str(tmp_path / "missing.jsonl"))
    assert done.returncode == 2
    assert done.stderr.decode().count("\n") == 1
    assert "cannot read" in done.stderr.decode()
    assert not (tmp_path / "x.html").exists()


def test_cli_reports_an_unwritable_page_in_one_line(tmp_path: Path) -> None:
    done = run_cli("--html", str(tmp_path / "no" / "such" / "dir.html"), str(CLAUDE))
    assert done.returncode == 2
    assert done.stderr.decode().startswith("acp-wire replay: cannot write")
    assert done.stderr.decode().count("\n") == 1


def test_page_has_no_network_address_in_any_attribute() -> None:
    """No `src`, `href` or CSS `url()` names an http(s) address (the transcript's own URLs are
    data inside the JSON block, escaped, never attributes)."""
    page = render_page(model_of(CLAUDE))
    markup = re.sub(
        r'<script type="application/json" id="acp-data">.*?</script>', "", page, flags=re.S
    )
    assert not re.search(r"""(src|href)\s*=\s*["']?\s*(https?:)?//""", markup, re.I)
    assert not re.search(r"url\(\s*['\"]?\s*(https?:)?//", markup, re.I)
    assert not re.search(r"@import", markup, re.I)
    assert "default-src 'none'" in page


def test_cli_until_stops_the_page_at_a_line() -> None:
    done = run_cli("--html", "-", "--until", "6", str(CLAUDE))
    assert done.returncode == 0, done.stderr
    data = re.search(rb'<script type="application/json" id="acp-data">(.*?)</script>', done.stdout)
    assert data is not None
    model = json.loads(data.group(1))
    assert model["lines"] == 6
    assert [e["kind"] for e in model["entries"]] == ["rpc", "rpc", "commands", "user"]


def test_cli_reports_unusable_lines_on_stderr_as_replay_does(tmp_path: Path) -> None:
    """`--help` says unusable lines go to stderr: with `--html` too, the same lines as the text
    replay prints, besides their place in the page."""
    transcript = tmp_path / "t.jsonl"
    lines = [
        transcript_line(
            "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 1}}
        ),
        "not json",
        transcript_line("agent", {"method": "session/update", "params": {}}),
    ]
    transcript.write_text("\n".join(lines) + "\n")
    page = run_cli("--html", str(tmp_path / "page.html"), str(transcript))
    text = run_cli(str(transcript))
    assert page.returncode == text.returncode == 0
    reported = page.stderr.decode().splitlines()
    assert [line.split(":", 1)[0] for line in reported] == ["2", "3"]
    assert reported == text.stderr.decode().splitlines()
