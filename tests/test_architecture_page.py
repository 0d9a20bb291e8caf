"""docs/architecture.md names every hand-written module: its tree gives each folder of
`src/acp_wire` an entry, and each module of the folder is named in that entry (a package by
its folder). Read from the files on disk, so a new module fails here until the page says what
it is."""

from __future__ import annotations

import re

from tests.support.paths import DOCS, PACKAGE

PAGE = DOCS / "architecture.md"
# An entry of the tree: two spaces, then what it describes (a folder ending in `/`, or modules
# ending in `.py`), then its description, continued on deeper-indented lines.
_ENTRY = re.compile(r"^  (?P<key>\S.*?)(?:\s{2,}(?P<text>.*))?$")


def tree_entries(page: str) -> dict[str, str]:
    """Each entry of the `src/acp_wire/` tree: its key (`connection/`, `jsonrpc.py, ...`) ->
    its description."""
    block = page.split("```text", 1)[1].split("```", 1)[0]
    lines = block.split("src/acp_wire/\n", 1)[1].splitlines()
    entries: dict[str, str] = {}
    key = None
    for line in lines:
        if not line.startswith("  "):
            break  # the next top-level folder (tests/)
        match = _ENTRY.match(line)
        if match and not line.startswith("   "):
            key = match["key"].strip()
            entries[key] = match["text"] or ""
        elif key is not None:
            entries[key] += " " + line.strip()
    return entries


def unnamed_modules(page: str) -> list[str]:
    entries = tree_entries(page)
    keys = {k for key in entries for k in re.split(r",\s*", key)}
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if "_generated" in relative.parts or relative.parts[0] in ("v1", "v2"):
            continue  # generated: the v1/, v2/ entry names the generated modules by kind
        if len(relative.parts) == 1:
            named = relative.name in keys
        else:
            folder = "/".join(relative.parts[:-1]) + "/"
            text = entries.get(folder)
            if text is None:  # a folder without an entry of its own: named in its parent's
                parent = "/".join(relative.parts[:-2]) + "/"
                text = entries.get(parent, "")
                named = relative.stem == "__init__" and relative.parts[-2] in text
            else:
                named = (
                    relative.stem == "__init__"
                    or re.search(rf"(?<![\w.]){re.escape(relative.stem)}(?!\w)", text) is not None
                )
        if not named:
            missing.append(str(relative))
    return missing


def test_the_architecture_page_names_every_hand_written_module() -> None:
    assert unnamed_modules(PAGE.read_text(encoding="utf-8")) == []


def test_a_module_the_page_does_not_name_is_reported() -> None:
    page = PAGE.read_text(encoding="utf-8")
    without = page.replace("_gathering", "_gatherer")
    assert unnamed_modules(without) == ["remote/_gathering.py"]
    assert "examples/" in tree_entries(page)
