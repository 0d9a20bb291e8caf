"""The only hand-made exceptions to the naming rules in `codegen/naming.py`.

Keep this file small. Each entry renames one union variant, keyed by (union name, tag value),
and says why. An entry that no longer matches the schema fails generation, so stale overrides
cannot linger after a schema bump.
"""

from __future__ import annotations

VARIANT_NAMES: dict[tuple[str, str], str] = {}
