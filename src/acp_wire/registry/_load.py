"""Reading a registry from a URL or a file, and the cache behind the URL.

A URL's answer is kept in the cache with its `ETag` and `Last-Modified`; the next read asks
with `If-None-Match` / `If-Modified-Since`, and a `304 Not Modified` reads the kept copy. When
the URL cannot be reached (or `offline=True`), the kept copy is read, with a note saying so.
Network access is the standard library's `urllib`, always with a timeout.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import sys
import urllib.error
import urllib.request
from pathlib import Path

import msgspec

from acp_wire import __version__
from acp_wire.registry._errors import RegistryInvalid, RegistryUnavailable
from acp_wire.registry._files import replace_atomically
from acp_wire.registry._format import Registry, parse

DEFAULT_URL = "https://cdn.agentclientprotocol.com/registry/v1/latest/registry.json"
CACHE_ENV = "ACP_WIRE_CACHE"
USER_AGENT = f"acp-wire/{__version__}"
# A registry is a few hundred kilobytes; anything past this is not one.
MAX_REGISTRY_BYTES = 64 * 1024 * 1024


class _Kept(msgspec.Struct):
    """What the cache keeps beside a URL's body: the validators the next request sends."""

    url: str
    fetched: str
    etag: str | None = None
    last_modified: str | None = None


def cache_dir() -> Path:
    """The cache's root: `$ACP_WIRE_CACHE`, else the platform's cache folder (`$XDG_CACHE_HOME`
    or `~/.cache` on Linux, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows) with
    `acp-wire` in it."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return Path(chosen)
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "acp-wire" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "acp-wire"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "acp-wire"


def is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def load(
    source: str | os.PathLike[str] | None = None,
    *,
    cache: str | os.PathLike[str] | None = None,
    offline: bool = False,
    timeout: float = 30.0,
) -> Registry:
    """Read the registry at `source` (a URL or a file; default the official URL), validate each
    entry (`Registry.problems`: one line per bad one) and return it. A URL goes through the
    cache under `cache` (default `cache_dir()`). `RegistryUnavailable` when it cannot be read,
    `RegistryInvalid` when it is not a registry."""
    where = DEFAULT_URL if source is None else os.fspath(source)
    if is_url(where):
        root = Path(cache) if cache is not None else cache_dir()
        return _load_url(where, root, offline=offline, timeout=timeout)
    try:
        data = Path(where).read_bytes()
    except OSError as error:
        raise RegistryUnavailable(
            f"cannot read the registry file {where}: {error.strerror or error}"
        ) from None
    return parse(data, where)


def _load_url(url: str, root: Path, *, offline: bool, timeout: float) -> Registry:
    key = hashlib.sha256(url.encode()).hexdigest()[:16]
    body_path = root / "registry" / f"{key}.json"
    kept_path = root / "registry" / f"{key}.meta.json"
    kept = _read_kept(kept_path) if body_path.is_file() else None
    if offline:
        if kept is None:
            raise RegistryUnavailable(f"offline, and no copy of {url} in the cache {root}")
        return _cached(body_path, url, f"offline: read the copy of {url} cached {kept.fetched}")
    headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
    if kept is not None and kept.etag:
        headers["If-None-Match"] = kept.etag
    if kept is not None and kept.last_modified:
        headers["If-Modified-Since"] = kept.last_modified
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            data = response.read(MAX_REGISTRY_BYTES + 1)
            etag = response.headers.get("ETag")
            last_modified = response.headers.get("Last-Modified")
    except urllib.error.HTTPError as error:
        if error.code == 304 and kept is not None:
            return _cached(body_path, url, None)
        reason = f"HTTP {error.code} {error.reason}"
        return _unreachable(url, root, body_path, kept, reason)
    except (urllib.error.URLError, OSError, ValueError) as error:
        reason = str(getattr(error, "reason", None) or error)
        return _unreachable(url, root, body_path, kept, reason)
    if len(data) > MAX_REGISTRY_BYTES:
        raise RegistryInvalid(f"{url}: larger than {MAX_REGISTRY_BYTES} bytes: not a registry")
    registry = parse(data, url)  # a bad answer never replaces a good copy
    now = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    fresh = _Kept(url=url, fetched=now, etag=etag, last_modified=last_modified)
    try:  # the body first: validators beside an old body would answer 304 for the new one
        replace_atomically(body_path, data)
        replace_atomically(kept_path, msgspec.json.encode(fresh))
    except OSError as error:  # read, just not kept: say so, and go on
        why = error.strerror or str(error)
        return msgspec.structs.replace(registry, note=f"not cached in {root}: {why}")
    return registry


def _read_kept(path: Path) -> _Kept | None:
    try:
        return msgspec.json.decode(path.read_bytes(), type=_Kept)
    except (OSError, msgspec.DecodeError):  # no validators: ask unconditionally
        return None


def _cached(body_path: Path, url: str, note: str | None) -> Registry:
    try:
        data = body_path.read_bytes()
    except OSError as error:
        raise RegistryUnavailable(f"cannot read the cached copy of {url}: {error}") from None
    registry = parse(data, url)
    return msgspec.structs.replace(registry, note=note) if note else registry


def _unreachable(url: str, root: Path, body: Path, kept: _Kept | None, reason: str) -> Registry:
    if kept is None:
        raise RegistryUnavailable(f"cannot reach {url}: {reason} (and no copy in the cache {root})")
    return _cached(body, url, f"{url} unreachable ({reason}): read the copy cached {kept.fetched}")


__all__ = ["CACHE_ENV", "DEFAULT_URL", "cache_dir", "is_url", "load"]
