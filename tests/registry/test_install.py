"""A binary agent installed from its archive, served from 127.0.0.1: verified, extracted safely,
once; and every bad archive refused with nothing left in the cache."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any, BinaryIO

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire import registry
from acp_wire.registry import _files
from acp_wire.registry._archives import inside
from tests.registry.support import (
    AGENT_SCRIPT,
    Answer,
    Server,
    binary_entry,
    sha256,
    tar_gz,
    write_registry,
    zip_of,
)

PLATFORM = "linux-x86_64"
SCRIPT = AGENT_SCRIPT.encode()


def publish(
    server: Server,
    tmp_path: Path,
    name: str,
    data: bytes,
    *,
    checksum: str | None = "auto",
    **target: Any,
) -> Path:
    """Serve `data` as `name` and write a registry whose agent `tiny` has it for PLATFORM."""
    server.answers[f"/{name}"] = Answer(data)
    entry = {"archive": server.url(f"/{name}"), "cmd": "./bin/agent", **target}
    if checksum is not None:
        entry["sha256"] = sha256(data) if checksum == "auto" else checksum
    return write_registry(tmp_path / "registry.json", [binary_entry("tiny", {PLATFORM: entry})])


def nothing_left(cache: Path) -> bool:
    """No staging folder and no agent folder: nothing half-installed."""
    staged = list((cache / "tmp").iterdir()) if (cache / "tmp").exists() else []
    agents = list((cache / "agents").rglob("*")) if (cache / "agents").exists() else []
    return not staged and not [p for p in agents if p.name.startswith(PLATFORM)]


ARCHIVES = {
    "agent.tar.gz": lambda members: tar_gz(members),
    "agent.tgz": lambda members: tar_gz(members),
    "agent.tar.bz2": lambda members: tar_gz(members, mode="w:bz2"),
    "agent.tar.xz": lambda members: tar_gz(members, mode="w:xz"),
    "agent.zip": lambda members: zip_of(members),
}


@pytest.mark.parametrize("name", sorted(ARCHIVES))
def test_each_archive_kind_installs_once_and_is_reused(
    name: str, server: Server, tmp_path: Path, cache: Path
) -> None:
    data = ARCHIVES[name]({"bin/agent": SCRIPT, "README": b"tiny\n"})
    source = publish(server, tmp_path, name, data, args=["--versions", "1"], env={"A": "1"})
    first = registry.command("tiny", registry=source, platform=PLATFORM)
    program = Path(first.argv[0])
    assert first.kind == "binary" and first.argv[1:] == ["--versions", "1"]
    assert first.env == {"A": "1"}
    assert program.read_bytes() == SCRIPT and os.access(program, os.X_OK)
    assert program.is_relative_to(cache)
    again = registry.command("tiny", registry=source, platform=PLATFORM)
    assert again == first
    assert server.downloads(f"/{name}") == 1  # the second command made no download
    assert list((cache / "tmp").iterdir()) == []


def test_a_bare_executable_is_saved_as_the_entrys_cmd(
    server: Server, tmp_path: Path, cache: Path
) -> None:
    source = publish(server, tmp_path, "agent-linux-amd64", SCRIPT, cmd="./tiny")
    command = registry.command("tiny", registry=source, platform=PLATFORM)
    assert Path(command.argv[0]).name == "tiny" and Path(command.argv[0]).read_bytes() == SCRIPT


def test_a_checksum_mismatch_is_refused(server: Server, tmp_path: Path, cache: Path) -> None:
    data = tar_gz({"bin/agent": SCRIPT})
    source = publish(server, tmp_path, "agent.tar.gz", data, checksum="0" * 64)
    with pytest.raises(registry.ChecksumMismatch) as caught:
        registry.command("tiny", registry=source, platform=PLATFORM)
    message = str(caught.value)
    assert "'tiny'" in message and "agent.tar.gz" in message and sha256(data) in message
    assert "\n" not in message and nothing_left(cache)


def test_no_checksum_is_refused_unless_allowed(server: Server, tmp_path: Path, cache: Path) -> None:
    source = publish(server, tmp_path, "agent.tar.gz", tar_gz({"bin/agent": SCRIPT}), checksum=None)
    with pytest.raises(registry.ChecksumMissing, match="no sha256"):
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert server.downloads("/agent.tar.gz") == 0 and nothing_left(cache)
    command = registry.command("tiny", registry=source, platform=PLATFORM, allow_unverified=True)
    assert Path(command.argv[0]).read_bytes() == SCRIPT


UNSAFE = {
    "tar dot-dot": ("a.tar.gz", tar_gz({"bin/agent": SCRIPT, "../escaped": b"x"})),
    "tar absolute": ("a.tar.gz", tar_gz({"bin/agent": SCRIPT, "/tmp/escaped": b"x"})),
    "tar link out": ("a.tar.gz", tar_gz({"bin/agent": SCRIPT}, links={"bin/out": "../../.."})),
    "tar absolute link": ("a.tar.gz", tar_gz({"bin/agent": SCRIPT}, links={"bin/out": "/etc"})),
    "zip dot-dot": ("a.zip", zip_of({"bin/agent": SCRIPT, "bin/../../escaped": b"x"})),
    "zip link out": ("a.zip", zip_of({"bin/agent": SCRIPT}, links={"out": "../x"})),
    "zip through a link": (
        "a.zip",
        zip_of({"bin/agent": SCRIPT, "here/deeper": b"x"}, links={"here": "."}),
    ),
}


@pytest.mark.parametrize("case", sorted(UNSAFE))
def test_an_archive_reaching_outside_the_folder_is_refused(
    case: str, server: Server, tmp_path: Path, cache: Path
) -> None:
    name, data = UNSAFE[case]
    source = publish(server, tmp_path, name, data)
    with pytest.raises(registry.UnsafeArchive) as caught:
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert "unsafe archive" in str(caught.value) and "'tiny'" in str(caught.value)
    assert nothing_left(cache)
    assert not (tmp_path / "escaped").exists() and not (cache / "escaped").exists()


def test_a_link_inside_the_folder_is_kept(server: Server, tmp_path: Path, cache: Path) -> None:
    data = tar_gz({"lib/agent": SCRIPT}, links={"bin/agent": "../lib/agent"})
    source = publish(server, tmp_path, "agent.tar.gz", data)
    program = Path(registry.command("tiny", registry=source, platform=PLATFORM).argv[0])
    assert program.is_symlink() and program.read_bytes() == SCRIPT


def test_a_truncated_download_is_refused(server: Server, tmp_path: Path, cache: Path) -> None:
    data = tar_gz({"bin/agent": SCRIPT * 500})
    source = publish(server, tmp_path, "agent.tar.gz", data)
    server.answers["/agent.tar.gz"].cut_at = len(data) // 2
    with pytest.raises(registry.InstallError, match="cut short") as caught:
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert "'tiny'" in str(caught.value) and nothing_left(cache)


@pytest.mark.parametrize("name", ["agent.tar.gz", "agent.zip"])
def test_a_corrupt_archive_with_its_own_checksum_is_refused(
    name: str, server: Server, tmp_path: Path, cache: Path
) -> None:
    whole = ARCHIVES[name]({"bin/agent": SCRIPT * 500})
    data = whole[: len(whole) // 2]  # complete as served, its checksum right: a broken archive
    source = publish(server, tmp_path, name, data)
    with pytest.raises(registry.InstallError, match="corrupt archive") as caught:
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert "'tiny'" in str(caught.value) and nothing_left(cache)


def test_an_archive_without_the_command_is_refused(
    server: Server, tmp_path: Path, cache: Path
) -> None:
    source = publish(server, tmp_path, "agent.tar.gz", tar_gz({"other": SCRIPT}))
    with pytest.raises(registry.InstallError, match=r"has no '\./bin/agent'"):
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert nothing_left(cache)


def test_a_full_disk_leaves_nothing_behind(
    server: Server, tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = publish(server, tmp_path, "agent.tar.gz", tar_gz({"bin/agent": SCRIPT}))

    def full(out: BinaryIO, chunk: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(_files, "write_chunk", full)
    monkeypatch.setattr("acp_wire.registry._install.write_chunk", full)
    with pytest.raises(registry.InstallError, match="no space left on device") as caught:
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert "'tiny'" in str(caught.value) and nothing_left(cache)


def test_an_unreachable_archive_is_one_line(tmp_path: Path, cache: Path) -> None:
    entry = {"archive": "http://127.0.0.1:9/agent.tar.gz", "cmd": "./agent", "sha256": "0" * 64}
    source = write_registry(tmp_path / "r.json", [binary_entry("tiny", {PLATFORM: entry})])
    with pytest.raises(registry.InstallError, match="cannot download") as caught:
        registry.command("tiny", registry=source, platform=PLATFORM, timeout=5)
    assert "127.0.0.1:9" in str(caught.value) and nothing_left(cache)


def test_an_http_error_is_one_line(server: Server, tmp_path: Path, cache: Path) -> None:
    source = publish(server, tmp_path, "agent.tar.gz", b"")
    del server.answers["/agent.tar.gz"]
    with pytest.raises(registry.InstallError, match="HTTP 404"):
        registry.command("tiny", registry=source, platform=PLATFORM)
    assert nothing_left(cache)


SEGMENTS = st.lists(st.sampled_from(["a", "b", "..", ".", ""]), min_size=1, max_size=6)


@given(SEGMENTS, st.booleans())
def test_a_member_name_stays_inside_exactly_when_its_walk_never_leaves(
    segments: list[str], absolute: bool
) -> None:
    """`inside` against a walk of the path, one segment at a time: a `..` above the top leaves
    the folder (as it would on disk), and so does an absolute path."""
    name = ("/" if absolute else "") + "/".join(segments)
    depth, left = 0, name.startswith("/")  # an empty first segment is absolute too
    for segment in segments:
        if segment == "..":
            depth -= 1
            left = left or depth < 0
        elif segment not in ("", "."):
            depth += 1
    assert (inside(name) is None) == left


@given(SEGMENTS)
def test_windows_separators_and_drives_are_read_as_such(segments: list[str]) -> None:
    name = "/".join(segments)
    assert inside(name.replace("/", "\\")) == inside(name)
    assert inside("C:\\" + name) is None and inside("c:" + name) is None
