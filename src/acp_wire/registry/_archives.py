"""Extracting an agent's archive without letting it write outside the agent's folder.

The kinds are the registry's: `.tar.gz` / `.tgz`, `.tar.bz2`, `.tar.xz`, `.zip`, and a bare
executable (an archive URL that is the program itself, named by the entry's `cmd`). Every member
is checked before anything is written: no absolute path, no `..` out of the folder, no link
(symbolic or hard) whose target is outside it, nothing but files, folders and links. A corrupt
archive (a bad gzip stream, a zip without its directory, a member cut short) is `InstallError`.
"""

from __future__ import annotations

import lzma
import posixpath
import shutil
import stat
import tarfile
import zipfile
import zlib
from pathlib import Path
from urllib.parse import urlparse

from acp_wire.registry._errors import InstallError, UnsafeArchive

TAR_ENDINGS = {
    ".tar.gz": "r:gz",
    ".tgz": "r:gz",
    ".tar.bz2": "r:bz2",
    ".tbz2": "r:bz2",
    ".tar.xz": "r:xz",
    ".tar": "r:",
}
ZIP = "zip"
BARE = "bare"


def archive_kind(url: str) -> str:
    """A tar mode (`r:gz`, ...), `zip`, or `bare` (the download is the program), by the URL's
    path."""
    path = urlparse(url).path.lower()
    for ending, mode in TAR_ENDINGS.items():
        if path.endswith(ending):
            return mode
    return ZIP if path.endswith(".zip") else BARE


def inside(name: str) -> str | None:
    """`name` (an archive member's path or a link's resolved target) normalized, when it stays
    inside the folder; None when it leaves it."""
    name = name.replace("\\", "/")
    if name.startswith("/") or (len(name) > 1 and name[1] == ":"):  # absolute, or a drive
        return None
    normal = posixpath.normpath(name)
    if normal == ".." or normal.startswith("../"):
        return None
    return normal


def _member_name(name: str, what: str) -> str:
    normal = inside(name)
    if normal is None:
        raise UnsafeArchive(f"{what}: unsafe archive: member {name!r} is outside the folder")
    return normal


def _link_target(name: str, target: str, what: str) -> None:
    resolved = inside(posixpath.join(posixpath.dirname(name), target)) if target else None
    if resolved is None or target.startswith("/"):
        raise UnsafeArchive(
            f"{what}: unsafe archive: link {name!r} points outside the folder ({target!r})"
        )


def extract(archive: Path, kind: str, folder: Path, what: str, cmd: str) -> None:
    """Extract `archive` of `kind` into `folder` (empty); a bare program is moved there as
    `cmd`. `UnsafeArchive` / `InstallError` before anything unsafe is written."""
    if kind == BARE:
        target = folder / _member_name(cmd, what)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(archive), target)
    elif kind == ZIP:
        _extract_zip(archive, folder, what)
    else:
        _extract_tar(archive, kind, folder, what)


def _extract_tar(archive: Path, mode: str, folder: Path, what: str) -> None:
    try:
        with _open_tar(archive, mode) as tar:
            members = tar.getmembers()
            for member in members:
                name = _member_name(member.name, what)
                if member.issym():
                    _link_target(name, member.linkname, what)
                elif member.islnk():
                    _member_name(member.linkname, what)
                elif not (member.isfile() or member.isdir()):
                    raise UnsafeArchive(
                        f"{what}: unsafe archive: member {member.name!r} is a device or a pipe"
                    )
            if hasattr(tarfile, "data_filter"):  # the standard library's own check, too
                tar.extractall(folder, members=members, filter="data")
            else:  # pragma: no cover - Pythons before the filters (checked above all the same)
                tar.extractall(folder, members=members)
    except UnsafeArchive:
        raise
    except tarfile.FilterError as error:
        raise UnsafeArchive(f"{what}: unsafe archive: {error}") from None
    except (tarfile.TarError, EOFError, zlib.error, lzma.LZMAError) as error:
        raise InstallError(f"{what}: corrupt archive: {error or type(error).__name__}") from None


def _open_tar(archive: Path, mode: str) -> tarfile.TarFile:
    return tarfile.open(archive, mode)  # type: ignore[call-overload,no-any-return]  # pyright: ignore[reportCallIssue, reportArgumentType, reportUnknownVariableType]


def _extract_zip(archive: Path, folder: Path, what: str) -> None:
    try:
        with zipfile.ZipFile(archive) as bundle:
            entries = bundle.infolist()
            links: list[tuple[str, str]] = []
            for entry in entries:
                name = _member_name(entry.filename, what)
                if stat.S_ISLNK(entry.external_attr >> 16):
                    target = bundle.read(entry).decode("utf-8", "replace")
                    _link_target(name, target, what)
                    links.append((name, target))
            linked = {name for name, _ in links}
            for entry in entries:  # a path through a link could land where the link points
                parts = _member_name(entry.filename, what).split("/")
                if any("/".join(parts[:i]) in linked for i in range(1, len(parts))):
                    raise UnsafeArchive(
                        f"{what}: unsafe archive: member {entry.filename!r} is inside a link"
                    )
            for entry in entries:
                mode = entry.external_attr >> 16
                path = folder / _member_name(entry.filename, what)
                if entry.is_dir():
                    path.mkdir(parents=True, exist_ok=True)
                elif not stat.S_ISLNK(mode):
                    path.parent.mkdir(parents=True, exist_ok=True)
                    with bundle.open(entry) as source, path.open("wb") as out:
                        shutil.copyfileobj(source, out)
                    if mode & 0o111:  # zipfile drops the executable bits: keep them
                        path.chmod(0o755)
            for name, target in links:
                (folder / name).parent.mkdir(parents=True, exist_ok=True)
                (folder / name).symlink_to(target)
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as error:
        raise InstallError(f"{what}: corrupt archive: {error}") from None


__all__ = ["BARE", "ZIP", "archive_kind", "extract", "inside"]
