"""Sphinx configuration of the acp-wire documentation (`nox -s docs` builds it into site/)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))

project = "acp-wire"
author = "the acp-wire authors"
copyright = "the acp-wire authors"

extensions = ["myst_parser", "acp_reference"]
myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build", "screenshots", "README.md"]
templates_path: list[str] = []

html_theme = "furo"
html_title = "acp-wire"
html_static_path: list[str] = []
# Offline: furo uses the system fonts and ships its own assets; no CDN, no web fonts.
html_theme_options = {"navigation_with_keys": True}
html_show_sourcelink = False
html_copy_source = False
# The reference pages are many and small; their names are the schema's.
suppress_warnings: list[str] = []
python_use_unqualified_type_names = True
