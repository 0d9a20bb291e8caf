"""`python -m codegen [--check]`: regenerate src/acp_wire/_generated from the vendored schema.

Output is formatted with the pinned ruff, so a second run changes no byte. With `--check`
nothing is written; the command fails when the committed files differ from what it would write.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .build import SchemaError, load_model
from .emit import Emitter, SchemaSource
from .emit_wire import render_dispatch, render_peers, render_protocols

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "schema" / "v1"
OUT = ROOT / "src" / "acp_wire" / "_generated"


def render(out_dir: Path) -> list[Path]:
    """Write every generated module into `out_dir` (which must be empty) and format them."""
    model = load_model(SCHEMA / "schema.unstable.json", SCHEMA / "schema.json")
    provenance = json.loads((ROOT / "schema" / "PROVENANCE.json").read_text(encoding="utf-8"))
    emitter = Emitter(
        model,
        "schema/v1/schema.unstable.json",
        SchemaSource(
            package=provenance["package"],
            version=provenance["version"],
            sha256=provenance["files"]["v1/schema.unstable.json"]["sha256"],
        ),
    )
    files = {
        "__init__.py": emitter.render_init(),
        "error_codes.py": emitter.render_error_codes(),
        "types.py": emitter.render_types(),
        "rules.py": emitter.render_rules(),
        "methods.py": emitter.render_methods(),
        "messages.py": emitter.render_messages(),
        "protocols.py": render_protocols(emitter),
        "dispatch.py": render_dispatch(emitter),
        "peers.py": render_peers(emitter),
    }
    paths = []
    for name, text in files.items():
        path = out_dir / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    _format(paths)
    return paths


def _format(paths: list[Path]) -> None:
    ruff = shutil.which("ruff")
    if ruff is None:
        sys.exit(
            "codegen: ruff is needed to format the output; run `nox -s generate`, "
            "which installs the pinned version"
        )
    config = ["--config", str(ROOT / "pyproject.toml")]
    subprocess.run(
        [ruff, "check", "--fix-only", "--quiet", "--select", "I,F401", *config, *map(str, paths)],
        check=False,
    )
    subprocess.run([ruff, "format", "--quiet", *config, *map(str, paths)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument(
        "--check",
        action="store_true",
        help="fail if the committed generated code is stale; write nothing",
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            fresh = render(Path(tmp))
        except SchemaError as exc:
            print(f"codegen: {exc}", file=sys.stderr)
            return 2
        if args.check:
            stale = [
                p.name
                for p in fresh
                if not (OUT / p.name).exists() or (OUT / p.name).read_bytes() != p.read_bytes()
            ]
            extra = sorted({p.name for p in OUT.glob("*.py")} - {p.name for p in fresh})
            if stale or extra:
                print(
                    f"codegen: generated code is stale ({', '.join(stale + extra)}); "
                    "run `nox -s generate` and commit the result",
                    file=sys.stderr,
                )
                return 1
            print("codegen: generated code is up to date")
            return 0
        # Clean before writing, so no module of an older schema survives.
        if OUT.exists():
            shutil.rmtree(OUT)
        OUT.mkdir(parents=True)
        for path in fresh:
            shutil.copyfile(path, OUT / path.name)
            print(f"codegen: wrote {(OUT / path.name).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
