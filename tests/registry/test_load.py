"""The registry behind a URL: cached, asked again with its validators (a 304 reads the cached
copy), read from the cache with a note when the URL cannot be reached or offline."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from acp_wire import registry
from acp_wire.registry import _files
from tests.registry.support import Answer, Server

ENTRY = {
    "id": "tiny",
    "name": "Tiny",
    "version": "1.0.0",
    "description": "a tiny agent",
    "distribution": {"npx": {"package": "tiny@1.0.0"}},
}
BODY = json.dumps({"version": "1.0.0", "agents": [ENTRY], "extensions": []}).encode()


def test_a_second_read_asks_with_the_etag_and_honours_a_304(server: Server, cache: Path) -> None:
    server.answers["/registry.json"] = Answer(BODY, etag='"v1"')
    first = registry.load(server.url("/registry.json"))
    assert [a.id for a in first.agents] == ["tiny"] and first.note is None
    second = registry.load(server.url("/registry.json"))
    assert second == first
    (_, asked_first), (_, asked_again) = server.asked
    assert "If-None-Match" not in asked_first
    assert asked_again["If-None-Match"] == '"v1"'


def test_a_changed_registry_replaces_the_cached_copy(server: Server, cache: Path) -> None:
    server.answers["/r.json"] = Answer(BODY, etag='"v1"')
    registry.load(server.url("/r.json"))
    renamed = json.loads(BODY)
    renamed["agents"][0]["name"] = "Renamed"
    server.answers["/r.json"] = Answer(json.dumps(renamed).encode(), etag='"v2"')
    assert registry.load(server.url("/r.json")).agents[0].name == "Renamed"
    assert registry.load(server.url("/r.json"), offline=True).agents[0].name == "Renamed"


def test_an_unreachable_url_reads_the_cached_copy_with_a_note(server: Server, cache: Path) -> None:
    server.answers["/r.json"] = Answer(BODY)
    url = server.url("/r.json")
    registry.load(url)
    del server.answers["/r.json"]  # now a 404: the cached copy serves
    stale = registry.load(url)
    assert stale.note is not None and "HTTP 404" in stale.note and url in stale.note
    assert [a.id for a in stale.agents] == ["tiny"]


def test_offline_reads_the_cache_without_asking(server: Server, cache: Path) -> None:
    server.answers["/r.json"] = Answer(BODY)
    registry.load(server.url("/r.json"))
    asked = len(server.asked)
    offline = registry.load(server.url("/r.json"), offline=True)
    assert len(server.asked) == asked and offline.note is not None and "offline" in offline.note


def test_nothing_cached_and_unreachable_is_one_line(cache: Path) -> None:
    with pytest.raises(registry.RegistryUnavailable) as caught:
        registry.load("http://127.0.0.1:9/registry.json", timeout=5)
    assert "cannot reach http://127.0.0.1:9/registry.json" in str(caught.value)
    with pytest.raises(registry.RegistryUnavailable, match="offline, and no copy"):
        registry.load("http://127.0.0.1:9/registry.json", offline=True)


def test_a_bad_answer_never_replaces_a_good_copy(server: Server, cache: Path) -> None:
    server.answers["/r.json"] = Answer(BODY)
    registry.load(server.url("/r.json"))
    server.answers["/r.json"] = Answer(b"<html>maintenance</html>")
    with pytest.raises(registry.RegistryInvalid, match="not JSON"):
        registry.load(server.url("/r.json"))
    assert [a.id for a in registry.load(server.url("/r.json"), offline=True).agents] == ["tiny"]


def test_a_full_disk_keeps_the_old_copy_and_no_stray_file(
    server: Server, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server.answers["/r.json"] = Answer(BODY)
    registry.load(server.url("/r.json"))
    before = sorted(p.name for p in (cache / "registry").iterdir())

    def full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(_files, "write_chunk", full)
    read = registry.load(server.url("/r.json"))
    assert [a.id for a in read.agents] == ["tiny"]
    assert read.note is not None and "not cached" in read.note and "No space left" in read.note
    assert sorted(p.name for p in (cache / "registry").iterdir()) == before


def test_a_file_is_read_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "registry.json"
    path.write_bytes(BODY)
    assert registry.load(path).source == str(path)
    with pytest.raises(registry.RegistryUnavailable, match="cannot read the registry file"):
        registry.load(tmp_path)


def test_the_cache_folder_follows_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ACP_WIRE_CACHE", str(tmp_path / "mine"))
    assert registry.cache_dir() == tmp_path / "mine"
    monkeypatch.delenv("ACP_WIRE_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert registry.cache_dir() == tmp_path / "xdg" / "acp-wire"
