"""The package's non-Python files (the replay page's HTML, stylesheet and script parts) keep the
size rule of its modules: no file past 700 lines, so each stays one readable job."""

from __future__ import annotations

from tests.support.paths import PACKAGE

MAX_LINES = 700
TEXT_ASSETS = (".js", ".css", ".html")


def test_no_text_asset_is_over_700_lines() -> None:
    assets = [p for p in PACKAGE.rglob("*") if p.suffix in TEXT_ASSETS]
    assert assets, "the replay page's assets are under src/acp_wire/tools/html/assets"
    long = {
        str(path.relative_to(PACKAGE)): n
        for path in assets
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}
