"""A binary agent installed once into the cache: downloaded, its sha256 checked, extracted
safely, and only then moved into place.

Everything happens in a staging folder under the cache's `tmp/`, which is removed on every way
out; the agent's folder appears by one rename when its archive was complete, verified and
extracted, so a folder that exists is a whole install and is reused as it is. A full disk, a
cut download, a corrupt or unsafe archive, a wrong checksum: `InstallError` (one line naming
the agent, the URL and what failed) and nothing left behind.
"""

from __future__ import annotations

import errno
import hashlib
import http.client
import os
import posixpath
import shutil
import stat
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

from acp_wire.registry._archives import archive_kind, extract
from acp_wire.registry._errors import ChecksumMismatch, ChecksumMissing, InstallError
from acp_wire.registry._files import write_chunk
from acp_wire.registry._format import AgentEntry, BinaryTarget
from acp_wire.registry._load import USER_AGENT

CHUNK = 1 << 16


def agent_folder(root: Path, agent: AgentEntry, platform: str, target: BinaryTarget) -> Path:
    """Where the agent's binary for `platform` is installed (its sha256 in the name, so that a
    changed archive is a new install)."""
    tag = target.sha256.lower()[:16] if target.sha256 else "unverified"
    return root / "agents" / agent.id / agent.version / f"{platform}-{tag}"


def command_path(folder: Path, cmd: str) -> Path:
    """The entry's `cmd` inside the agent's folder; `InstallError` when it points out of it."""
    relative = posixpath.normpath(cmd.replace("\\", "/"))
    if relative.startswith(("/", "../")) or relative == ".." or ":" in relative:
        raise InstallError(f"the command {cmd!r} is outside the agent's folder")
    return folder / relative


def install(
    root: Path,
    agent: AgentEntry,
    platform: str,
    target: BinaryTarget,
    *,
    allow_unverified: bool = False,
    timeout: float = 60.0,
) -> Path:
    """The agent's installed command for `platform` (downloading it the first time)."""
    folder = agent_folder(root, agent, platform, target)
    program = command_path(folder, target.cmd)
    if folder.is_dir():
        return program
    what = f"agent {agent.id!r} ({platform}, {target.archive})"
    if target.sha256 is None and not allow_unverified:
        raise ChecksumMissing(
            f"{what}: the registry gives no sha256 for the archive, so it cannot be verified; "
            "refused (allow it with --allow-unverified / allow_unverified=True)"
        )
    staging_root = root / "tmp"
    try:
        staging_root.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=staging_root, prefix=f"{agent.id}-"))
    except OSError as error:
        raise InstallError(f"{what}: cannot write the cache {root}: {_why(error)}") from None
    try:
        download = staging / "download"
        digest = fetch(target.archive, download, timeout=timeout, what=what)
        if target.sha256 is not None and digest != target.sha256.lower():
            raise ChecksumMismatch(
                f"{what}: sha256 mismatch: the registry gives {target.sha256.lower()}, "
                f"the download is {digest}; refused"
            )
        unpacked = staging / "agent"
        unpacked.mkdir()
        try:
            extract(download, archive_kind(target.archive), unpacked, what, target.cmd)
        except OSError as error:
            raise InstallError(f"{what}: cannot extract into the cache: {_why(error)}") from None
        inside = command_path(unpacked, target.cmd)
        if not inside.is_file():
            raise InstallError(f"{what}: the archive has no {target.cmd!r}")
        if not platform.startswith("windows"):
            inside.chmod(inside.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        folder.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.rename(unpacked, folder)
        except OSError:
            if not folder.is_dir():  # not another process installing the same agent first
                raise
        return program
    except OSError as error:
        raise InstallError(f"{what}: cannot install into the cache: {_why(error)}") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def fetch(url: str, path: Path, *, timeout: float, what: str) -> str:
    """Download `url` to `path`; its sha256. `InstallError` when it cannot be downloaded whole
    (an HTTP error, a cut connection, fewer bytes than announced) or written."""
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    digest = hashlib.sha256()
    size = 0
    try:
        response = urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as error:
        raise InstallError(f"{what}: download failed: HTTP {error.code} {error.reason}") from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        reason = getattr(error, "reason", None) or error
        raise InstallError(f"{what}: cannot download: {reason}") from None
    announced = response.headers.get("Content-Length")
    with response, path.open("wb") as out:
        while True:
            try:
                chunk = response.read(CHUNK)
            except (http.client.HTTPException, OSError) as error:
                raise InstallError(
                    f"{what}: the download was cut short after {size} bytes ({error!r})"
                ) from None
            if not chunk:
                break
            digest.update(chunk)
            size += len(chunk)
            try:
                write_chunk(out, chunk)
            except OSError as error:
                raise InstallError(f"{what}: cannot write the download: {_why(error)}") from None
    if announced is not None and announced.isdigit() and size != int(announced):
        raise InstallError(f"{what}: the download was cut short: {size} of {announced} bytes")
    return digest.hexdigest()


def _why(error: OSError) -> str:
    if error.errno == errno.ENOSPC:
        return f"no space left on device ({error.filename or 'the cache'})"
    return error.strerror or str(error)


__all__ = ["agent_folder", "command_path", "fetch", "install"]
