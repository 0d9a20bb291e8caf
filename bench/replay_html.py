"""File size, build and render time of `acp-wire replay --html` pages, 1,000 to 1,000,000
updates.

    python bench/replay_html.py [--sizes 1000,10000,100000,1000000] [--render-up-to 100000]
                                [--rounds 3]

For each size: a deterministic transcript (tests/support/browser.py `synthetic_transcript`:
turns of 50 updates with agent text, tool calls, updates and usage), the time to build the page
in Python (wall and CPU time: the machine may be shared; its load average is printed), the
page's size, and, up to `--render-up-to` updates, headless Chromium's times: the page script's
own time from its start to the first page drawn (`data-render-ms`: JSON parse, indexes,
filter, first 200 entries), the same with a text search over every entry (`#q=...`), and the
browser process's wall time with start-up (a blank page's wall time is printed beside it).
Best of `--rounds`. Printed, never asserted. Needs Chromium (`apt-get install chromium`).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO))

from acp_wire.tools.html._page import page_model, render_page  # noqa: E402
from tests.support.browser import INSTALL_HINT, Dom, find_chromium, load, synthetic_transcript  # noqa: E402


def _browser(chromium: str, page: Path, fragment: str, rounds: int) -> tuple[int, int, float]:
    """Best of `rounds` loads: the script's milliseconds, the milliseconds from navigation start
    to the first page drawn, and the browser process's seconds."""
    best_ms, best_nav, best_s = 10**9, 10**9, float("inf")
    for _ in range(rounds):
        result = load(chromium, page, fragment, budget_ms=0)
        body = Dom(result.dom).body()
        if body.get("data-ready") != "1":
            raise RuntimeError(f"{page.name}: the page script did not finish")
        best_ms = min(best_ms, int(body.get("data-render-ms") or 0))
        best_nav = min(best_nav, int(body.get("data-since-navigation-ms") or 0))
        best_s = min(best_s, result.seconds)
    return best_ms, best_nav, best_s


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000,1000000")
    parser.add_argument(
        "--render-up-to",
        type=int,
        default=100_000,
        help="render pages of at most this many updates (bigger ones are only built)",
    )
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    chromium = find_chromium()
    if chromium is None:
        print(INSTALL_HINT, file=sys.stderr)
        return 2
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        blank = Path(tmp) / "blank.html"
        blank.write_text("<!DOCTYPE html><body data-ready=1 data-render-ms=0></body>")
        _, _, blank_s = _browser(chromium, blank, "", args.rounds)
        print(f"chromium start-up and a blank page: {blank_s:.2f} s (process wall time)")
        print(f"load average (1, 5, 15 min): {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        print(
            "| updates | transcript | page | page / transcript | build (Python): wall, CPU "
            "| script: first page drawn | load + first page drawn | search all entries "
            "| process wall time |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for n in sizes:
            lines = [line.encode() for line in synthetic_transcript(n)]
            transcript_bytes = sum(len(line) + 1 for line in lines)
            started, cpu = time.perf_counter(), time.process_time()
            html = render_page(page_model(lines, f"synthetic-{n}.jsonl"))
            build_s, build_cpu = time.perf_counter() - started, time.process_time() - cpu
            del lines
            page = Path(tmp) / f"page-{n}.html"
            page.write_text(html, encoding="utf-8")
            del html
            size = page.stat().st_size
            row = (
                f"| {n:,} | {transcript_bytes / 1e6:.1f} MB | {size / 1e6:.1f} MB "
                f"| {size / transcript_bytes:.2f} | {build_s:.2f} s, {build_cpu:.2f} s "
            )
            if n > args.render_up_to:
                print(row + "| not rendered | | | |", flush=True)
                page.unlink()
                continue
            render_ms, navigation_ms, wall_s = _browser(chromium, page, "", args.rounds)
            search_ms, _, _ = _browser(chromium, page, f"q=module_{n - 7}", args.rounds)
            print(
                row + f"| {render_ms} ms | {navigation_ms} ms | {search_ms} ms | {wall_s:.2f} s |",
                flush=True,
            )
            page.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
