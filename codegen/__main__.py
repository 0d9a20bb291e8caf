"""`python -m codegen [--check]`: regenerate src/acp_wire/_generated from the vendored schema.

Output is formatted with the pinned ruff, so a second run changes no byte. With `--check`
nothing is written; the command fails when the committed files differ from what it would write.
Schema problems are printed one a line (`codegen: $defs.Foo.properties.bar: ...`), all of them,
and the exit status is 2; nothing ends in a traceback unless `--traceback` asks for it.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from .emit import SchemaSource
from .errors import SchemaError, SchemaErrors
from .generate import DRAFT_FILE, ROOT, FormatterMissing, generate

OUT = ROOT / "src" / "acp_wire" / "_generated"


def render(schema_dir: Path = ROOT / "schema") -> dict[str, str]:
    """Every generated module's text, from the vendored schema and its provenance."""
    draft = json.loads((schema_dir / "v1" / "schema.unstable.json").read_text(encoding="utf-8"))
    stable = json.loads((schema_dir / "v1" / "schema.json").read_text(encoding="utf-8"))
    provenance = json.loads((schema_dir / "PROVENANCE.json").read_text(encoding="utf-8"))
    source = SchemaSource(
        package=provenance["package"],
        version=provenance["version"],
        sha256=provenance["files"]["v1/schema.unstable.json"]["sha256"],
    )
    return generate(draft, stable, source=source, draft_file=DRAFT_FILE)


def _check(fresh: dict[str, str]) -> int:
    stale = [
        name
        for name, text in fresh.items()
        if not (OUT / name).exists() or (OUT / name).read_bytes() != text.encode("utf-8")
    ]
    extra = sorted({p.name for p in OUT.glob("*.py")} - set(fresh))
    if stale or extra:
        print(
            f"codegen: generated code is stale ({', '.join(stale + extra)}); "
            "run `nox -s generate` and commit the result",
            file=sys.stderr,
        )
        return 1
    print("codegen: generated code is up to date")
    return 0


def _write(fresh: dict[str, str]) -> None:
    # Clean before writing, so no module of an older schema survives.
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    for name, text in fresh.items():
        (OUT / name).write_bytes(text.encode("utf-8"))
        print(f"codegen: wrote {(OUT / name).relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument(
        "--check",
        action="store_true",
        help="fail if the committed generated code is stale; write nothing",
    )
    parser.add_argument(
        "--traceback", action="store_true", help="show the traceback of an internal error"
    )
    # Another schema directory (laid out as schema/), for the generator's own tests.
    parser.add_argument("--schema-dir", type=Path, default=ROOT / "schema", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        fresh = render(args.schema_dir)
    except SchemaErrors as exc:
        for problem in exc.problems:
            print(f"codegen: {problem}", file=sys.stderr)
        print(f"codegen: {len(exc.problems)} schema problem(s); nothing written", file=sys.stderr)
        return 2
    except SchemaError as exc:  # raised outside a collecting loop: still one line
        print(f"codegen: {exc}", file=sys.stderr)
        return 2
    except FormatterMissing as exc:
        print(f"codegen: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a generator bug: one line, unless asked for the traceback
        if args.traceback:
            raise
        print(
            f"codegen: internal error: {type(exc).__name__}: {exc} (rerun with --traceback)",
            file=sys.stderr,
        )
        return 3
    if args.check:
        return _check(fresh)
    _write(fresh)
    return 0


if __name__ == "__main__":
    sys.exit(main())
