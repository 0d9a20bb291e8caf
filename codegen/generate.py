"""Generate the package's modules from a schema pair held in memory.

`generate(draft, stable)` is the whole generator as one function: overlay, IR, emitters,
formatting. `python -m codegen` calls it with the vendored schema; tests call it with small
fixture schemas (tests/codegen/fixtures).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from .build import build_model
from .emit import Emitter, SchemaSource
from .emit_binding import render_binding
from .emit_face import render_connections, render_face
from .emit_types import render_messages_package, render_types_package
from .emit_wire import render_dispatch, render_peers, render_protocols
from .errors import SchemaError, SchemaErrors
from .ir import Model
from .overlay import OverlayEntry
from .versions import V1, ProtocolVersion

ROOT = Path(__file__).resolve().parent.parent

# The version's face, `acp_wire/vN/__init__.py`: beside `out`, not in it (`path_of`).
FACE = "face.py"

# Module file name -> how the emitter renders it, in the order they are written. `types.py` and
# `messages.py` stand for packages: their renderers give each file of the package by its path.
MODULES: dict[str, Callable[[Emitter], str | dict[str, str]]] = {
    "__init__.py": Emitter.render_init,
    "error_codes.py": Emitter.render_error_codes,
    "types.py": render_types_package,
    "rules.py": Emitter.render_rules,
    "methods.py": Emitter.render_methods,
    "messages.py": render_messages_package,
    "protocols.py": render_protocols,
    "dispatch.py": render_dispatch,
    "peers.py": render_peers,
    "capabilities.py": Emitter.render_capabilities,
    "binding.py": render_binding,
    "connections.py": render_connections,
    FACE: render_face,
}


def path_of(version: ProtocolVersion, name: str) -> Path:
    """Where module `name` of `version` is written, relative to the repository root."""
    out = Path(version.out)
    return out.parent / "__init__.py" if name == FACE else out / name


def model_of(draft: dict[str, Any], stable: dict[str, Any], version: ProtocolVersion = V1) -> Model:
    """The IR of one version's schema pair, as `generate` reads it."""
    return build_model(draft, stable, version.overlay, version.variant_names)


class FormatterMissing(Exception):
    """ruff, which formats the output, is not installed."""


def generate(
    draft: dict[str, Any],
    stable: dict[str, Any],
    *,
    version: ProtocolVersion = V1,
    source: SchemaSource | None = None,
    draft_file: str | None = None,
    overlay: Iterable[OverlayEntry] | None = None,
    modules: Iterable[str] | None = None,
) -> dict[str, str]:
    """Module file name -> formatted source, for `modules` (default: all of `MODULES`).

    `version` (codegen/versions.py) supplies the overlay, naming overrides, runtime package and
    tables the schema states only in prose; `draft_file` and `overlay` override its own.
    Raises `SchemaErrors` with every problem of the schema or of the emitters, and
    `FormatterMissing` when ruff is not on PATH.
    """
    entries = version.overlay if overlay is None else overlay
    model = build_model(draft, stable, entries, version.variant_names)
    emitter = Emitter(model, draft_file or version.draft_file, source, version)
    names = list(MODULES) if modules is None else list(modules)
    texts: dict[str, str] = {}
    for name in names:
        rendered = MODULES[name](emitter)
        texts.update(rendered if isinstance(rendered, dict) else {name: rendered})
    if emitter.problems:
        raise SchemaErrors(emitter.problems)
    return format_sources(texts)


def format_sources(texts: dict[str, str]) -> dict[str, str]:
    """The same modules formatted with the pinned ruff (import order, unused imports, format)."""
    if not texts:
        return {}  # ruff given no file would read the working directory
    ruff = shutil.which("ruff")
    if ruff is None:
        raise FormatterMissing(
            "ruff is needed to format the output; run `nox -s generate`, "
            "which installs the pinned version"
        )
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name, text in texts.items():
            path = Path(tmp) / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            paths.append(str(path))
        config = ["--config", str(ROOT / "pyproject.toml")]
        select = ["--select", "I,F401"]
        subprocess.run(
            [ruff, "check", "--fix-only", "--quiet", *select, *config, *paths], check=False
        )
        done = subprocess.run([ruff, "format", *config, *paths], capture_output=True, text=True)
        if done.returncode != 0:
            # The emitters printed something that is not Python: a generator bug, reported
            # like a schema problem (one line, the module named) rather than as a traceback.
            detail = (done.stderr.strip().splitlines() or ["ruff format failed"])[0]
            raise SchemaErrors([SchemaError("(generated code)", detail.replace(tmp + "/", ""))])
        return {name: (Path(tmp) / name).read_text(encoding="utf-8") for name in texts}
