"""Bump the vendored ACP schema: `python -m codegen.update_schema [VERSION] [--release TAG]...`.

Two sources, either or both:

- VERSION: fetches `@agentclientprotocol/sdk@VERSION` (with `npm pack` when npm is installed,
  else a plain HTTPS download) and reads the schema pair of every protocol version the generator
  builds (codegen/versions.py) out of the tarball.
- `--release TAG` (repeatable, one per protocol version): the spec repository's schema release
  (`schema-v1.33.0`, `schema-v2.0.0-alpha.17`; codegen/schema_release.py), downloaded from
  GitHub, or read from `--release-dir DIR` laid out as `DIR/<tag>/<asset>`. It replaces the pair
  of the protocol version its tag names (over VERSION's, when both are given).

Prints what changed per version against the vendored copies (and which entries of that
version's schema overlay upstream now makes redundant), then writes the new files and
`schema/PROVENANCE.json` (each file's sha256 and where it came from) all at once: everything is
fetched and checked first, then written into a copy of schema/ that replaces it, so a failure
leaves schema/ as it was. Generated code is not touched: that is `nox -s generate`, run after
reviewing the diff.

Only the standard library is used (the nox session installs nothing this may rely on).
`--tarball PATH` uses a local .tgz instead of downloading, for tests and offline use;
VERSION is then taken on trust and recorded as given.

Exit status: 0 written (or a dry run printed), 1 an expected failure (one line on stderr: a
missing asset or member, not JSON, not a schema release tag, unreachable, ...), 2 a usage error.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from codegen.overlay import OverlayEntry, upstream_defines
from codegen.schema_diff import diff_schemas, render, summarize
from codegen.schema_release import (
    DOWNLOADS,
    ReleaseFiles,
    ReleaseSource,
    UpdateError,
    http_get,
)
from codegen.versions import VERSIONS, ProtocolVersion

PACKAGE = "@agentclientprotocol/sdk"
# Used only when npm is not on PATH.
TARBALL_URL = "https://registry.npmjs.org/@agentclientprotocol/sdk/-/sdk-{version}.tgz"
SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schema"
# Vendored name (relative to schema/) -> path inside the npm tarball, every version's pair in
# PROVENANCE order.
FILES = {name: path for v in VERSIONS for name, path in v.schema_files.items()}
# An exact semver, so PROVENANCE records what was fetched (not a tag such as `latest`).
VERSION_RE = re.compile(r"^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$")
MAX_MEMBER_BYTES = 64 * 1024 * 1024  # a schema file is ~1 MB; refuse anything absurd


def download(version: str) -> bytes:
    """The package tarball's bytes, via npm if available (it honours the user's npm
    config: proxy, cache, auth), else straight from the registry over HTTPS."""
    npm = shutil.which("npm")
    if npm:
        return _npm_pack(npm, version)
    return http_get(
        TARBALL_URL.format(version=version),
        not_found=f"{PACKAGE}@{version} not found on npm (HTTP 404)",
        failed=f"downloading {PACKAGE}@{version} failed",
        unreachable=f"downloading {PACKAGE}@{version} failed",
    )


def _npm_pack(npm: str, version: str) -> bytes:
    spec = f"{PACKAGE}@{version}"
    with tempfile.TemporaryDirectory(prefix="acp-schema-") as tmp:
        cmd = [npm, "pack", spec, "--pack-destination", tmp, "--ignore-scripts", "--json"]
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise UpdateError(_npm_failure(proc, spec))
        tarballs = list(Path(tmp).glob("*.tgz"))
        if len(tarballs) != 1:
            raise UpdateError(f"npm pack {spec} produced {len(tarballs)} tarballs, expected 1")
        return tarballs[0].read_bytes()


def _npm_failure(proc: subprocess.CompletedProcess[str], spec: str) -> str:
    """Turn npm's JSON (or plain) error output into one line."""
    try:
        error = json.loads(proc.stdout)["error"]
        code, summary = error.get("code", ""), error.get("summary", "")
    except (ValueError, KeyError, TypeError, AttributeError):
        code, summary = "", ""
    if code in ("E404", "ETARGET"):
        return f"{spec} not found on npm ({summary or code})"
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    return f"npm pack {spec} failed: {summary or (lines[-1] if lines else proc.returncode)}"


def read_schemas(tarball: bytes) -> dict[str, bytes]:
    """The two schema files' bytes, read in memory from the named members only.

    Nothing is extracted to disk, so paths, links and other members in the archive
    cannot write anywhere; each member must be a regular file that parses as JSON.
    """
    try:
        archive = tarfile.open(fileobj=io.BytesIO(tarball), mode="r:gz")
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise UpdateError(f"not a readable .tgz package tarball: {exc}") from None
    out: dict[str, bytes] = {}
    with archive:
        for name, member_path in FILES.items():
            try:
                member = archive.getmember(member_path)
            except KeyError:
                raise UpdateError(f"{member_path} is missing from the package tarball") from None
            if not member.isfile() or member.size > MAX_MEMBER_BYTES:
                raise UpdateError(f"{member_path} in the tarball is not a regular schema file")
            handle = archive.extractfile(member)
            data = handle.read() if handle else b""
            try:
                json.loads(data)
            except ValueError as exc:
                raise UpdateError(f"{member_path} in the tarball is not JSON: {exc}") from None
            out[name] = data
    return out


def _load(path: Path) -> dict:
    """A vendored schema, or `{}` when there is none yet (first vendoring)."""
    try:
        return json.loads(path.read_bytes())
    except FileNotFoundError:
        return {}
    except ValueError as exc:
        raise UpdateError(f"vendored {path} is not valid JSON: {exc}") from None


def provenance(version: str, tarball: bytes, files: dict[str, bytes]) -> dict:
    """PROVENANCE.json content of an npm bump: where each vendored file came from, with hashes."""
    return {
        "package": PACKAGE,
        "version": version,
        "tarball_sha256": hashlib.sha256(tarball).hexdigest(),
        "files": {name: _npm_entry(name, data) for name, data in files.items()},
    }


def _npm_entry(name: str, data: bytes) -> dict[str, str]:
    return {"tarball_path": FILES[name], "sha256": hashlib.sha256(data).hexdigest()}


def merged_provenance(old: dict, npm: dict | None, releases: list[ReleaseFiles]) -> dict:
    """The new PROVENANCE.json: each file's entry from the source that now provides it (a
    release over npm over the old record). The npm package's keys stay at the top, as the
    generator and the interop tests read them, while any file still comes from npm."""
    entries: dict[str, dict] = dict(old.get("files", {}))
    top = {key: old[key] for key in ("package", "version", "tarball_sha256") if key in old}
    if npm is not None:
        top = {key: npm[key] for key in ("package", "version", "tarball_sha256")}
        entries.update(npm["files"])
    for release in releases:
        entries.update(release.entries)
    files = {name: entries[name] for name in FILES if name in entries}
    if not any("release" not in entry for entry in files.values()):
        top = {}  # every file comes from a release: no npm package to name
    return {**top, "files": files}


def _source_label(prov: dict, name: str) -> str:
    """Where a vendored file came from, for the diff header: a release tag or an npm version."""
    entry = prov.get("files", {}).get(name, {})
    return str(entry.get("release") or prov.get("version", "(none)"))


def write_schema(schema_dir: Path, files: dict[str, bytes]) -> None:
    """Replace schema/ by a copy holding `files` (names relative to it), so that nothing is
    half-written: the copy is made and filled beside it, then swapped in by two renames."""
    schema_dir = schema_dir.resolve()
    schema_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{schema_dir.name}-", dir=schema_dir.parent))
    try:
        new = staging / "new"
        if schema_dir.is_dir():
            shutil.copytree(schema_dir, new)
        for name, data in files.items():
            (new / name).parent.mkdir(parents=True, exist_ok=True)
            (new / name).write_bytes(data)
        old = staging / "old"
        if schema_dir.is_dir():
            os.replace(schema_dir, old)
        try:
            os.replace(new, schema_dir)
        except OSError:
            if old.is_dir():
                os.replace(old, schema_dir)
            raise
    except OSError as exc:
        raise UpdateError(f"writing {schema_dir} failed (left as it was): {exc}") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def overlay_report(new_draft: dict, overlay: tuple[OverlayEntry, ...]) -> str:
    """What the new draft schema means for a version's overlay (codegen/overlay.py): the entries
    it makes redundant (upstream now defines the property: delete the entry, or generation
    fails)."""
    if not overlay:
        return "\nOverlay: none."
    caught_up = upstream_defines(new_draft, overlay)
    if not caught_up:
        return f"\nOverlay: {len(overlay)} entries, none defined upstream yet."
    lines = [f"\nOverlay: upstream now defines {len(caught_up)} overlaid properties;"]
    lines.append("delete their entries from codegen/overlay.py before `nox -s generate`:")
    lines += [f"  {entry.path}" for entry in caught_up]
    return "\n".join(lines)


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m codegen.update_schema",
        description=(
            f"Fetch {PACKAGE}@VERSION and/or the spec's schema releases, show the schema diff, "
            "vendor the new schema."
        ),
        epilog="Exit status: 0 done, 1 an expected failure (one line on stderr), 2 usage.",
    )
    parser.add_argument(
        "version", metavar="VERSION", nargs="?", help="exact npm package version, e.g. 2.4.0"
    )
    parser.add_argument(
        "--release",
        metavar="TAG",
        action="append",
        default=[],
        help="a spec schema release, e.g. schema-v1.33.0 or schema-v2.0.0-alpha.17 (repeatable, "
        "one per protocol version); replaces that protocol version's schema pair",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--release-dir",
        metavar="DIR",
        type=Path,
        help="read releases from DIR/<tag>/<asset> instead of downloading",
    )
    where.add_argument(
        "--release-url",
        metavar="URL",
        help=f"download releases from URL<tag>/<asset> (default {DOWNLOADS})",
    )
    parser.add_argument("--dry-run", action="store_true", help="print the diff, write nothing")
    parser.add_argument("--tarball", type=Path, help="use this local .tgz instead of downloading")
    parser.add_argument("--docs", action="store_true", help="also list description-only changes")
    parser.add_argument("--schema-dir", type=Path, default=SCHEMA_DIR, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.version is None and not args.release:
        parser.error("give VERSION (npm), --release TAG, or both")
    if args.tarball is not None and args.version is None:
        parser.error("--tarball needs the VERSION it holds")
    if (args.release_dir or args.release_url) and not args.release:
        parser.error("--release-dir and --release-url need --release TAG")
    return args


def _fetch_npm(args: argparse.Namespace) -> dict | None:
    """The npm source's provenance record (its files' bytes under "bytes"), or None."""
    if args.version is None:
        return None
    if not VERSION_RE.match(args.version):
        raise UpdateError(f"VERSION must be an exact version such as 2.4.0, got {args.version!r}")
    if args.tarball is not None:
        try:
            tarball = args.tarball.read_bytes()
        except OSError as exc:
            raise UpdateError(f"cannot read {args.tarball}: {exc.strerror or exc}") from None
        print(f"Using {args.tarball} as {PACKAGE}@{args.version}")
    else:
        print(f"Fetching {PACKAGE}@{args.version} ...")
        tarball = download(args.version)
    files = read_schemas(tarball)
    print(f"tarball sha256 {hashlib.sha256(tarball).hexdigest()}")
    return {**provenance(args.version, tarball, files), "bytes": files}


def _fetch_releases(args: argparse.Namespace) -> list[ReleaseFiles]:
    """Every --release's files, at most one release per protocol version."""
    source = ReleaseSource(url=args.release_url, folder=args.release_dir)
    releases: list[ReleaseFiles] = []
    for tag in args.release:
        print(f"Fetching schema release {tag} from {source.folder or source.url} ...")
        release = source.fetch(tag)
        for other in releases:
            if other.version.protocol == release.version.protocol:
                raise UpdateError(
                    f"{other.tag} and {tag} are both for protocol {release.version.protocol}: "
                    "give one release per protocol version"
                )
        releases.append(release)
    return releases


def _print_diff(
    version: ProtocolVersion,
    old_prov: dict,
    new_prov: dict,
    files: dict[str, bytes],
    args: argparse.Namespace,
) -> None:
    schema_dir: Path = args.schema_dir
    draft_name, stable_name = version.schema_files
    print(
        f"\nProtocol version {version.protocol}, draft schema {draft_name}: "
        f"{_source_label(old_prov, draft_name)} -> {_source_label(new_prov, draft_name)}"
    )
    new_draft = json.loads(files[draft_name])
    draft = diff_schemas(_load(schema_dir / draft_name), new_draft)
    print(render(draft, show_docs=args.docs))
    print(overlay_report(new_draft, version.overlay))
    stable = diff_schemas(_load(schema_dir / stable_name), json.loads(files[stable_name]))
    print(f"\nStable schema {stable_name}: {summarize(stable)}")


def run(args: argparse.Namespace) -> None:
    """Fetch, diff, and (unless --dry-run) write; raises UpdateError on expected failures.
    Everything is fetched and checked before anything is written."""
    schema_dir: Path = args.schema_dir
    npm = _fetch_npm(args)
    releases = _fetch_releases(args)
    files: dict[str, bytes] = dict(npm.pop("bytes")) if npm is not None else {}
    for release in releases:
        files.update(release.files)

    old_prov = _load(schema_dir / "PROVENANCE.json")
    record = merged_provenance(old_prov, npm, releases)
    for version in VERSIONS:
        if all(name in files for name in version.schema_files):
            _print_diff(version, old_prov, record, files, args)
        else:
            print(f"\nProtocol version {version.protocol}: kept as vendored")

    if args.dry_run:
        print("\nDry run: nothing written.")
        return
    written = {**files, "PROVENANCE.json": (json.dumps(record, indent=2) + "\n").encode()}
    write_schema(schema_dir, written)
    print(f"\nWrote {', '.join(files)} and PROVENANCE.json under {schema_dir}.")
    print("Next: run `nox -s generate` to regenerate the package, then review and commit.")


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    try:
        run(args)
    except UpdateError as exc:
        print(f"update_schema: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
