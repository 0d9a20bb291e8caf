"""After `nox -s docs`: the pages a reader needs were rendered, with their content.

python docs/check_site.py site
"""

from __future__ import annotations

import sys
from pathlib import Path

# Page -> text it must contain (as rendered HTML).
PAGES = {
    "index.html": "acp-wire",
    "quickstart.html": "HelloAgent",
    "cli.html": "unannounced-tool-call",
    "reference/v1/SessionNotification.html": "sessionId",
    "reference/v1/api-connection.html": "AgentSideConnection",
    "reference/v1/api-messages.html": "decode_message",
    "reference/v2/SessionUpdate.html": "state_update",
    "reference/v1/methods.html": "session/prompt",
}
PAGES_WITH_ANCHORS = {
    "reference/v1/api-connection.html": ["acp_wire.spawn_agent", "acp_wire.AgentSideConnection"],
    "reference/v1/api-messages.html": ["acp_wire.decode_message"],
    "cli.html": ["tap-a-live-connection", "check-a-transcript-against-the-protocol-s-rules"],
}


def main(site: Path) -> int:
    problems = []
    for page, text in PAGES.items():
        path = site / page
        if not path.exists():
            problems.append(f"{page}: missing")
        elif text not in path.read_text(encoding="utf-8"):
            problems.append(f"{page}: does not contain {text!r}")
    for page, anchors in PAGES_WITH_ANCHORS.items():
        html = (site / page).read_text(encoding="utf-8") if (site / page).exists() else ""
        problems += [f"{page}: no #{a}" for a in anchors if f'id="{a}"' not in html]
    for html in site.rglob("*.html"):  # offline: nothing is fetched from elsewhere
        text = html.read_text(encoding="utf-8")
        if "fonts.googleapis" in text or "cdn.jsdelivr" in text or "unpkg.com" in text:
            problems.append(f"{html.relative_to(site)}: loads something from a CDN")
    for problem in problems:
        print(f"check_site: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_site: {len(PAGES)} pages checked, no CDN in {site}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "site")))
