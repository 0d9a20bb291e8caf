"""Bump the vendored ACP schema: `python -m codegen.update_schema VERSION [--dry-run]`.

Fetches `@agentclientprotocol/sdk@VERSION` (with `npm pack` when npm is installed, else
a plain HTTPS download), reads the schema pair of every protocol version the generator builds
(codegen/versions.py) out of the tarball, prints what changed per version against the vendored
copies (and which entries of that version's schema overlay upstream now makes redundant), then
writes them and `schema/PROVENANCE.json`.
Generated code is not touched: that is `nox -s generate`, run after reviewing the diff.

Only the standard library is used (the nox session installs nothing this may rely on).
`--tarball PATH` uses a local .tgz instead of downloading, for tests and offline use;
VERSION is then taken on trust and recorded as given.
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
import urllib.error
import urllib.request
from pathlib import Path

from codegen.overlay import OverlayEntry, upstream_defines
from codegen.schema_diff import diff_schemas, render, summarize
from codegen.versions import VERSIONS

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


class UpdateError(Exception):
    """An expected failure: reported as one line on stderr, exit status 1, no traceback."""


def download(version: str) -> bytes:
    """The package tarball's bytes, via npm if available (it honours the user's npm
    config: proxy, cache, auth), else straight from the registry over HTTPS."""
    npm = shutil.which("npm")
    if npm:
        return _npm_pack(npm, version)
    return _http_get(TARBALL_URL.format(version=version), version)


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


def _http_get(url: str, version: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return bytes(response.read())
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            raise UpdateError(f"{PACKAGE}@{version} not found on npm (HTTP 404)") from None
        raise UpdateError(f"downloading {PACKAGE}@{version} failed: HTTP {exc.code}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise UpdateError(f"downloading {PACKAGE}@{version} failed: {reason}") from None


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
    """PROVENANCE.json content: where each vendored file came from, with hashes."""
    return {
        "package": PACKAGE,
        "version": version,
        "tarball_sha256": hashlib.sha256(tarball).hexdigest(),
        "files": {
            name: {"tarball_path": FILES[name], "sha256": hashlib.sha256(data).hexdigest()}
            for name, data in files.items()
        },
    }


def _write(path: Path, data: bytes) -> None:
    """Replace `path` atomically, so an interrupted run never leaves half a schema."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


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
        description=f"Fetch {PACKAGE}@VERSION, show the schema diff, vendor the new schema.",
    )
    parser.add_argument("version", metavar="VERSION", help="exact package version, e.g. 2.4.0")
    parser.add_argument("--dry-run", action="store_true", help="print the diff, write nothing")
    parser.add_argument("--tarball", type=Path, help="use this local .tgz instead of downloading")
    parser.add_argument("--docs", action="store_true", help="also list description-only changes")
    parser.add_argument("--schema-dir", type=Path, default=SCHEMA_DIR, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def run(args: argparse.Namespace) -> None:
    """Fetch, diff, and (unless --dry-run) write; raises UpdateError on expected failures."""
    if not VERSION_RE.match(args.version):
        raise UpdateError(f"VERSION must be an exact version such as 2.4.0, got {args.version!r}")
    schema_dir: Path = args.schema_dir
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

    old_prov = _load(schema_dir / "PROVENANCE.json")
    for version in VERSIONS:
        draft_name, stable_name = version.schema_files
        print(
            f"\nProtocol version {version.protocol}, draft schema {draft_name}: "
            f"{old_prov.get('version', '(none)')} -> {args.version}"
        )
        new_draft = json.loads(files[draft_name])
        draft = diff_schemas(_load(schema_dir / draft_name), new_draft)
        print(render(draft, show_docs=args.docs))
        print(overlay_report(new_draft, version.overlay))
        stable = diff_schemas(_load(schema_dir / stable_name), json.loads(files[stable_name]))
        print(f"\nStable schema {stable_name}: {summarize(stable)}")

    if args.dry_run:
        print("\nDry run: nothing written.")
        return
    for name, data in files.items():
        _write(schema_dir / name, data)
    record = provenance(args.version, tarball, files)
    _write(schema_dir / "PROVENANCE.json", (json.dumps(record, indent=2) + "\n").encode())
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
