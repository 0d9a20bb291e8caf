"""`acp-wire replay --html OUT TRANSCRIPT`: one self-contained HTML page that shows a transcript.

`model.page_model` reads a transcript into the data the page shows. `render_page` embeds that
model as JSON in the page beside its stylesheet and script (package data files
`assets/replay_page*`); the script builds the DOM from it with text nodes only. Nothing in the
page loads anything: its Content-Security-Policy allows no fetch at all and runs only the page's
own script.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import sys
from collections.abc import Iterator
from importlib import resources
from typing import Any, TextIO, cast

import msgspec

from acp_wire.tools.exits import EXIT_UNUSABLE, EXIT_VALID
from acp_wire.tools.html._model import page_model
from acp_wire.tools.html._views import JSON

# The page's script, in parts of one job each (every asset within the 700-line rule), joined in
# this order inside one strict function: one script, one CSP hash, names shared as before.
_SCRIPT_PARTS = (
    "replay_page_state.js",
    "replay_page_chrome.js",
    "replay_page_entries.js",
    "replay_page_start.js",
)
# Inside a <script type="application/json">, "</script>" or "<!--" would end or confuse the
# block, and U+2028 / U+2029 are line breaks to some JavaScript readers: each is a \u escape.
_JSON_ESCAPES = (
    (b"<", b"\\u003c"),
    (b">", b"\\u003e"),
    (b"&", b"\\u0026"),
    ("\u2028".encode(), b"\\u2028"),
    ("\u2029".encode(), b"\\u2029"),
)


def embed_json(value: Any) -> str:
    """`value` as JSON text safe inside a `<script type="application/json">` element."""
    data = msgspec.json.encode(value)
    for raw, escaped in _JSON_ESCAPES:
        data = data.replace(raw, escaped)
    return data.decode()


def _asset(name: str) -> str:
    assets = resources.files("acp_wire.tools.html").joinpath("assets")
    return assets.joinpath(name).read_text(encoding="utf-8")


def _script() -> str:
    parts = "".join(_asset(name) for name in _SCRIPT_PARTS)
    return '"use strict";\n(function () {\n' + parts + "})();\n"


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def render_page(model: JSON) -> str:
    """The HTML page of `model` (from `page_model`): one file, nothing fetched."""
    template, css, script = _asset("replay_page.html"), _asset("replay_page.css"), _script()
    parts = {
        "{{title}}": html.escape(f"acp-wire replay: {model['name']}"),
        "{{csp}}": f"default-src 'none'; style-src {_csp_hash(css)}; "
        f"script-src {_csp_hash(script)}; img-src 'none'; base-uri 'none'; form-action 'none'",
        "{{css}}": css,
        "{{js}}": script,
        "{{data}}": embed_json(model),
    }
    return "".join(_fill(template, parts))


def _fill(template: str, parts: dict[str, str]) -> Iterator[str]:
    """The template with each `{{name}}` replaced once, in one pass (a part's text is never
    searched for further placeholders)."""
    rest = template
    while True:
        found = [(rest.find(key), key) for key in parts if key in rest]
        if not found:
            yield rest
            return
        at, key = min(found)
        yield rest[:at]
        yield parts[key]
        rest = rest[at + len(key) :]


def write_html(transcript: str, out_path: str, until: int | None, out: TextIO, err: TextIO) -> int:
    """Write the page of `transcript` (a path, or - for stdin) to `out_path` (or - for
    `out`); 2 when the transcript cannot be read or the page cannot be written."""
    try:
        if transcript == "-":
            lines = sys.stdin.buffer.read().splitlines()
            name = "stdin"
        else:
            with open(transcript, "rb") as source:
                lines = source.read().splitlines()
            name = transcript.replace("\\", "/").rsplit("/", 1)[-1]
    except OSError as exc:
        print(f"acp-wire replay: cannot read {transcript}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    model = page_model(lines, name, until)
    # The lines that cannot be used are in the page, and on stderr as `replay` reports them.
    for line, finding in _unusable_lines(model):
        print(f"{line}: {finding}", file=err)
    page = render_page(model)
    if out_path == "-":
        out.write(page)
        return EXIT_VALID
    try:
        with open(out_path, "w", encoding="utf-8") as target:
            target.write(page)
    except OSError as exc:
        print(f"acp-wire replay: cannot write {out_path}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    return EXIT_VALID


def _unusable_lines(model: JSON) -> list[tuple[int, str]]:
    """The page's `(line, finding)` pairs of lines it could not use, in line order."""
    found = [
        (int(line), str(finding))
        for entry in model["entries"]
        for line, finding in entry.get("readFindings", ())
    ]
    return sorted(found)


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """`replay --html`: see `write_html` (standard output and error by default)."""
    # Typeshed allows None for sys.stdout (a process without one); this command needs them.
    out = out if out is not None else cast(TextIO, sys.stdout)
    err = err if err is not None else cast(TextIO, sys.stderr)
    return write_html(args.transcript, args.html, getattr(args, "until", None), out, err)


__all__ = ["embed_json", "page_model", "render_page", "write_html"]
