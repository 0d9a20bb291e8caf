"""The spec repository's own schema releases as a source for `codegen.update_schema`.

agentclientprotocol/agent-client-protocol publishes GitHub releases tagged `schema-vX.Y.Z`
(protocol 1) and `schema-v2.0.0-alpha.N` (the protocol 2 draft). Its workflow
`.github/workflows/publish-schema.yml` uploads `schema/v1/*.json` to a `schema-v1*` release and
`schema/v2/*.json` to a `schema-v2*` one: `schema.json`, `schema.unstable.json`, `meta.json`
and `meta.unstable.json`, flat, under `releases/download/<tag>/<asset>`. So a tag names one
protocol version (its major), and its assets replace that version's vendored schema pair.

A local folder laid out as the downloads (`DIR/<tag>/<asset>`) serves the same files offline
and to the tests; another base URL (a mirror) may replace GitHub's.

Standard library only, like `update_schema`.
"""

from __future__ import annotations

import hashlib
import json
import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from codegen.versions import VERSIONS, ProtocolVersion

# Where the releases live; recorded as the schema's "package" in the generated modules.
REPOSITORY = "agentclientprotocol/agent-client-protocol"
DOWNLOADS = f"https://github.com/{REPOSITORY}/releases/download/"
# The tags publish-schema.yml uploads assets for: `schema-v` + the schema crate's semver, whose
# major is the protocol version.
TAG_RE = re.compile(r"^schema-v(?P<protocol>[1-9]\d*)\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$")
# Read besides the schema pair, to check that the release is of the protocol its tag names.
META_ASSET = "meta.json"
MAX_ASSET_BYTES = 64 * 1024 * 1024  # a schema file is ~1 MB; refuse anything absurd


class UpdateError(Exception):
    """An expected failure: reported as one line on stderr, exit status 1, no traceback."""


def http_get(
    url: str, *, not_found: str, failed: str, unreachable: str, limit: int | None = None
) -> bytes:
    """The body at `url` (at most `limit` bytes read); an UpdateError saying `not_found` for a
    404, `failed` with the status for another HTTP error, `unreachable` with the reason when
    the server cannot be reached."""
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return bytes(response.read() if limit is None else response.read(limit))
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            raise UpdateError(not_found) from None
        raise UpdateError(f"{failed}: HTTP {exc.code}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise UpdateError(f"{unreachable}: {reason}") from None


@dataclass(frozen=True)
class ReleaseFiles:
    """One release's files for the vendored schema: name (relative to schema/) -> bytes, and
    the provenance entry of each."""

    version: ProtocolVersion
    tag: str
    files: dict[str, bytes]
    entries: dict[str, dict[str, str]]


def protocol_of(tag: str) -> ProtocolVersion:
    """The protocol version a release tag is for; an UpdateError for any other tag."""
    match = TAG_RE.match(tag)
    if match is None:
        raise UpdateError(
            f"{tag!r} is not a schema release tag (schema-vX.Y.Z, e.g. schema-v1.33.0 or "
            "schema-v2.0.0-alpha.17)"
        )
    protocol = int(match["protocol"])
    for version in VERSIONS:
        if version.protocol == protocol:
            return version
    known = ", ".join(str(v.protocol) for v in VERSIONS)
    raise UpdateError(f"{tag} is for protocol {protocol}; the generator builds {known}")


class ReleaseSource:
    """Release assets from a base URL (GitHub's downloads, or a mirror) or a local folder."""

    def __init__(self, *, url: str | None = None, folder: Path | None = None) -> None:
        if folder is None:
            base = url or DOWNLOADS
            self.url: str | None = base if base.endswith("/") else base + "/"
        else:
            self.url = None
        self.folder = folder

    def where(self, tag: str, asset: str) -> tuple[str, str]:
        """("url" or "folder", the address) of one asset, as PROVENANCE.json records it."""
        if self.folder is not None:
            return "folder", str((self.folder / tag).resolve())
        assert self.url is not None
        quoted = "/".join(urllib.parse.quote(part) for part in (tag, asset))
        return "url", self.url + quoted

    def read(self, tag: str, asset: str) -> bytes:
        """One asset's bytes, parsed once as JSON (else an UpdateError naming it)."""
        if self.folder is not None:
            data = self._read_file(tag, asset)
        else:
            data = self._download(tag, asset)
        try:
            json.loads(data)
        except ValueError as exc:
            where = self.where(tag, asset)[1]
            raise UpdateError(f"{asset} of release {tag} ({where}) is not JSON: {exc}") from None
        return data

    def _read_file(self, tag: str, asset: str) -> bytes:
        assert self.folder is not None
        path = self.folder / tag / asset
        if not path.is_file():
            raise UpdateError(f"release {tag} has no asset {asset}: {path} is not a file")
        if path.stat().st_size > MAX_ASSET_BYTES:
            raise UpdateError(f"{path} is larger than a schema file can be")
        try:
            return path.read_bytes()
        except OSError as exc:
            raise UpdateError(f"cannot read {path}: {exc.strerror or exc}") from None

    def _download(self, tag: str, asset: str) -> bytes:
        url = self.where(tag, asset)[1]
        data = http_get(
            url,
            not_found=f"release {tag} has no asset {asset} (HTTP 404 from {url}): is {tag} a "
            "published schema release?",
            failed=f"downloading {url} failed",
            unreachable=f"cannot reach {url}",
            limit=MAX_ASSET_BYTES + 1,
        )
        if len(data) > MAX_ASSET_BYTES:
            raise UpdateError(f"{url} is larger than a schema file can be")
        return data

    def fetch(self, tag: str) -> ReleaseFiles:
        """The release's schema pair for its protocol version, after checking (by its
        `meta.json`) that the release is of that protocol."""
        version = protocol_of(tag)
        meta = json.loads(self.read(tag, META_ASSET))
        declared = meta.get("version") if isinstance(meta, dict) else None
        if declared != version.protocol:
            where = self.where(tag, META_ASSET)[1]
            raise UpdateError(
                f"{META_ASSET} of release {tag} ({where}) declares protocol version "
                f"{declared!r}, but the tag is for {version.protocol}"
            )
        files: dict[str, bytes] = {}
        entries: dict[str, dict[str, str]] = {}
        for name in version.schema_files:
            asset = name.rsplit("/", 1)[-1]
            data = self.read(tag, asset)
            kind, address = self.where(tag, asset)
            files[name] = data
            entries[name] = {
                "release": tag,
                "asset": asset,
                kind: address,
                "sha256": hashlib.sha256(data).hexdigest(),
            }
        return ReleaseFiles(version, tag, files, entries)
