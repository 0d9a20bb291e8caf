"""`python -m codegen [--check]`: regenerate every protocol version's bindings from the vendored
schemas (codegen/versions.py: v1 into src/acp_wire/v1, v2 into src/acp_wire/v2: each its
_generated/ modules and its face, __init__.py).

Output is formatted with the pinned ruff, so a second run changes no byte. With `--check`
nothing is written; the command fails when the committed files differ from what it would write.
Schema problems are printed one a line (`codegen: $defs.Foo.properties.bar: ...`), all of them,
and the exit status is 2; nothing ends in a traceback unless `--traceback` asks for it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .emit import SchemaSource
from .emit_shared import SHARED_OUT, VersionModel, render_shared
from .errors import SchemaError, SchemaErrors
from .generate import ROOT, FormatterMissing, format_sources, generate, model_of, path_of
from .schema_release import REPOSITORY as RELEASE_REPOSITORY
from .versions import VERSIONS, ProtocolVersion


def render_version(version: ProtocolVersion, schema_dir: Path = ROOT / "schema") -> dict[str, str]:
    """One version's generated modules' text, from its vendored schema pair and provenance."""
    draft, stable, source = _read(version, schema_dir)
    return generate(draft, stable, version=version, source=source)


def _read(
    version: ProtocolVersion, schema_dir: Path
) -> tuple[dict[str, Any], dict[str, Any], SchemaSource]:
    """A version's vendored schema pair and where it came from."""
    folder = schema_dir / version.schema_dir
    draft = json.loads((folder / "schema.unstable.json").read_text(encoding="utf-8"))
    stable = json.loads((folder / "schema.json").read_text(encoding="utf-8"))
    provenance = json.loads((schema_dir / "PROVENANCE.json").read_text(encoding="utf-8"))
    return draft, stable, schema_source(provenance, f"{version.schema_dir}/schema.unstable.json")


def schema_source(provenance: dict[str, Any], name: str) -> SchemaSource:
    """Where one vendored file came from, by its PROVENANCE.json entry: a spec schema release
    (the repository and the tag) or the npm package named at the top."""
    entry = provenance["files"][name]
    if "release" in entry:
        return SchemaSource(
            package=RELEASE_REPOSITORY, version=entry["release"], sha256=entry["sha256"]
        )
    return SchemaSource(
        package=provenance["package"], version=provenance["version"], sha256=entry["sha256"]
    )


def render_shared_package(schema_dir: Path = ROOT / "schema") -> dict[str, str]:
    """The version-neutral package's modules (codegen/emit_shared.py), formatted."""
    models = []
    for version in VERSIONS:
        draft, stable, source = _read(version, schema_dir)
        models.append(VersionModel(version, model_of(draft, stable, version), source))
    return format_sources(render_shared(models))


def render(schema_dir: Path = ROOT / "schema") -> dict[Path, str]:
    """Every generated module of every version, by its path, with all problems reported once."""
    out: dict[Path, str] = {}
    problems: list[SchemaError] = []
    for version in VERSIONS:
        try:
            texts = render_version(version, schema_dir)
        except SchemaErrors as exc:
            problems += exc.problems
            continue
        out.update({ROOT / path_of(version, name): text for name, text in texts.items()})
    if problems:  # the shared package is read off every version's IR: it needs them all
        raise SchemaErrors(problems)
    try:
        shared = render_shared_package(schema_dir)
    except SchemaErrors as exc:
        problems += exc.problems
        shared = {}
    if problems:
        raise SchemaErrors(problems)
    out.update({ROOT / SHARED_OUT / name: text for name, text in shared.items()})
    return out


def _check(fresh: dict[Path, str]) -> int:
    stale = [
        path
        for path, text in fresh.items()
        if not path.exists() or path.read_bytes() != text.encode("utf-8")
    ]
    folders = {path.parent for path in fresh}
    # A module no longer generated, or a stub of an older layout, is stale too.
    extra = sorted({p for folder in folders for p in folder.glob("*.py*")} - set(fresh))
    if stale or extra:
        names = ", ".join(str(p.relative_to(ROOT)) for p in stale + extra)
        print(
            f"codegen: generated code is stale ({names}); "
            "run `nox -s generate` and commit the result",
            file=sys.stderr,
        )
        return 1
    print("codegen: generated code is up to date")
    return 0


def _write(fresh: dict[Path, str], root: Path = ROOT) -> None:
    """Write the modules whose text changed, leaving the others untouched (their times too),
    remove modules an older schema left behind, and say what was done."""
    written = 0
    for folder in sorted({path.parent for path in fresh}):
        folder.mkdir(parents=True, exist_ok=True)
        for old in sorted(set(folder.glob("*.py*")) - set(fresh)):
            old.unlink()
            print(f"codegen: removed {old.relative_to(root)}")
    for path, text in fresh.items():
        data = text.encode("utf-8")
        if path.exists() and path.read_bytes() == data:
            continue
        path.write_bytes(data)
        written += 1
        print(f"codegen: wrote {path.relative_to(root)}")
    print(f"codegen: {written} written, {len(fresh) - written} unchanged")


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
