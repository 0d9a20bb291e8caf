"""`codegen.update_schema --release TAG`: schema bumps from the spec repository's own releases.

The release layout is read from the spec repository's `.github/workflows/publish-schema.yml`:
a `schema-v1*` release carries `schema/v1/*.json`, a `schema-v2*` one `schema/v2/*.json`, flat
(`schema.json`, `schema.unstable.json`, `meta.json`, `meta.unstable.json`), downloaded from
`releases/download/<tag>/<asset>`. The tests build such releases from the vendored schema
(and a modified copy), in a folder and behind a 127.0.0.1 http.server.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import http.server
import json
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from codegen import update_schema

ROOT = Path(__file__).resolve().parents[2]
VENDORED = ROOT / "schema"
V1 = "schema-v1.33.0"
V2 = "schema-v2.0.0-alpha.17"
ADDED_TYPE = "ReleaseOnlyProbe"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def snapshot(folder: Path) -> dict[Path, bytes]:
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def make_release(releases: Path, tag: str, protocol: int, *, modified: bool) -> Path:
    """A release's assets as publish-schema.yml uploads them, from the vendored `v{protocol}`
    pair; `modified` adds a type to the draft schema, so the diff has something to say."""
    folder = releases / tag
    folder.mkdir(parents=True)
    source = VENDORED / f"v{protocol}"
    draft = json.loads((source / "schema.unstable.json").read_bytes())
    if modified:
        draft = copy.deepcopy(draft)
        draft["$defs"][ADDED_TYPE] = {"type": "object", "properties": {"probe": {"type": "string"}}}
    (folder / "schema.unstable.json").write_text(json.dumps(draft, indent=2) + "\n")
    shutil.copy(source / "schema.json", folder / "schema.json")
    # meta.json: the protocol version (and the method tables, not read here).
    for meta in ("meta.json", "meta.unstable.json"):
        (folder / meta).write_text(json.dumps({"version": protocol, "agentMethods": {}}))
    return folder


@pytest.fixture
def schema_dir(tmp_path: Path) -> Path:
    """A copy of the vendored schema/ (npm 2.4.0), to bump."""
    target = tmp_path / "schema"
    shutil.copytree(VENDORED, target)
    return target


@pytest.fixture
def releases(tmp_path: Path) -> Path:
    folder = tmp_path / "releases"
    make_release(folder, V1, 1, modified=True)
    make_release(folder, V2, 2, modified=False)
    return folder


@pytest.fixture
def served(releases: Path) -> Iterator[str]:
    """The release folder behind http://127.0.0.1:PORT/, as GitHub's releases/download/."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(releases))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def update(*args: str) -> int:
    return update_schema.main(list(args))


def test_a_v1_release_from_a_folder_replaces_v1_only_and_records_its_provenance(
    schema_dir: Path, releases: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = json.loads((schema_dir / "PROVENANCE.json").read_text())
    v2_before = {p: b for p, b in snapshot(schema_dir).items() if p.parts[0] == "v2"}
    code = update("--release", V1, "--release-dir", str(releases), "--schema-dir", str(schema_dir))
    out = capsys.readouterr().out
    assert code == 0
    # The diff summary names the sources and what the modified draft adds.
    assert f"draft schema v1/schema.unstable.json: 2.4.0 -> {V1}" in out
    assert f"+ {ADDED_TYPE} (object, 1 property)" in out
    assert "Summary: 1 type added" in out
    assert "Stable schema v1/schema.json: no changes" in out
    assert "Protocol version 2: kept as vendored" in out
    for asset in ("schema.unstable.json", "schema.json"):
        assert (schema_dir / "v1" / asset).read_bytes() == (releases / V1 / asset).read_bytes()
    assert {p: b for p, b in snapshot(schema_dir).items() if p.parts[0] == "v2"} == v2_before
    prov = json.loads((schema_dir / "PROVENANCE.json").read_text())
    # npm still provides v2: its package stays named at the top, its entries unchanged.
    assert {k: prov[k] for k in ("package", "version", "tarball_sha256")} == {
        k: before[k] for k in ("package", "version", "tarball_sha256")
    }
    assert list(prov["files"]) == list(before["files"])
    for name in ("v2/schema.unstable.json", "v2/schema.json"):
        assert prov["files"][name] == before["files"][name]
    for asset in ("schema.unstable.json", "schema.json"):
        data = (releases / V1 / asset).read_bytes()
        assert prov["files"][f"v1/{asset}"] == {
            "release": V1,
            "asset": asset,
            "folder": str((releases / V1).resolve()),
            "sha256": sha(data),
        }
    # Bumping again from the same release changes nothing.
    assert update("--release", V1, "--release-dir", str(releases), "--dry-run",
                  "--schema-dir", str(schema_dir)) == 0  # fmt: skip
    assert "Summary: no changes" in capsys.readouterr().out


def test_both_releases_over_http_leave_no_npm_source_and_the_generator_reads_them(
    schema_dir: Path, releases: Path, served: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--release", V1, "--release", V2, "--release-url", served]
    assert update(*args, "--schema-dir", str(schema_dir)) == 0
    out = capsys.readouterr().out
    assert f"2.4.0 -> {V2}" in out
    prov = json.loads((schema_dir / "PROVENANCE.json").read_text())
    assert set(prov) == {"files"}  # no file comes from npm any more
    for tag, protocol in ((V1, 1), (V2, 2)):
        for asset in ("schema.unstable.json", "schema.json"):
            data = (releases / tag / asset).read_bytes()
            assert (schema_dir / f"v{protocol}" / asset).read_bytes() == data
            assert prov["files"][f"v{protocol}/{asset}"] == {
                "release": tag,
                "asset": asset,
                "url": f"{served}{tag}/{asset}",
                "sha256": sha(data),
            }
    # The generator names the release in every module it would write.
    from codegen.__main__ import schema_source

    source = schema_source(prov, "v2/schema.unstable.json")
    assert (source.package, source.version) == ("agentclientprotocol/agent-client-protocol", V2)
    assert source.sha256 == sha((releases / V2 / "schema.unstable.json").read_bytes())


def test_npm_and_a_release_together_the_release_wins_for_its_version(
    schema_dir: Path, releases: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """VERSION gives every pair from npm; --release replaces its protocol version's."""
    import io
    import tarfile

    members = {f"package/schema/{n}": (VENDORED / n).read_bytes() for n in update_schema.FILES}
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    tarball = schema_dir.parent / "sdk.tgz"
    tarball.write_bytes(buf.getvalue())
    args = ["2.5.0", "--tarball", str(tarball), "--release", V1, "--release-dir", str(releases)]
    assert update(*args, "--schema-dir", str(schema_dir)) == 0
    prov = json.loads((schema_dir / "PROVENANCE.json").read_text())
    assert prov["version"] == "2.5.0" and prov["tarball_sha256"] == sha(buf.getvalue())
    assert prov["files"]["v1/schema.unstable.json"]["release"] == V1
    assert prov["files"]["v2/schema.json"]["tarball_path"] == "package/schema/v2/schema.json"
    assert "2.4.0 -> 2.5.0" in capsys.readouterr().out


def _unused_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("missing asset", "release schema-v1.33.0 has no asset schema.json"),
        ("not json", "schema.unstable.json of release schema-v1.33.0"),
        ("wrong meta", "declares protocol version 2, but the tag is for 1"),
        ("not a tag", "'v1.33.0' is not a schema release tag"),
        ("unknown protocol", "schema-v9.0.0 is for protocol 9; the generator builds 1, 2"),
        ("two for one protocol", "are both for protocol 1"),
        ("absent tag over http", "(HTTP 404 from http://127.0.0.1:"),
        ("unreachable", "cannot reach http://127.0.0.1:"),
    ],
)
def test_bad_releases_are_one_line_and_write_nothing(
    case: str,
    message: str,
    schema_dir: Path,
    releases: Path,
    served: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = snapshot(schema_dir)
    where = ["--release-dir", str(releases)]
    tags = [V1]
    if case == "missing asset":
        (releases / V1 / "schema.json").unlink()
    elif case == "not json":
        (releases / V1 / "schema.unstable.json").write_text("<html>rate limited</html>")
    elif case == "wrong meta":
        (releases / V1 / "meta.json").write_text('{"version": 2}')
    elif case == "not a tag":
        tags = ["v1.33.0"]
    elif case == "unknown protocol":
        tags = ["schema-v9.0.0"]
    elif case == "two for one protocol":
        shutil.copytree(releases / V1, releases / "schema-v1.34.0")
        tags = [V1, "schema-v1.34.0"]
    elif case == "absent tag over http":
        where, tags = ["--release-url", served], ["schema-v1.99.0"]
    elif case == "unreachable":
        where = ["--release-url", f"http://127.0.0.1:{_unused_port()}/"]
    args = [arg for tag in tags for arg in ("--release", tag)]
    assert update(*args, *where, "--schema-dir", str(schema_dir)) == 1
    err = capsys.readouterr().err
    assert err.startswith("update_schema: error:") and message in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert snapshot(schema_dir) == before
    # No staging copy is left beside schema/.
    assert sorted(p.name for p in schema_dir.parent.iterdir()) == ["releases", "schema"]


def test_a_failed_swap_leaves_schema_as_it_was(
    schema_dir: Path,
    releases: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Written into a copy first: when putting the copy in place fails, schema/ is restored."""
    before = snapshot(schema_dir)
    real_replace = update_schema.os.replace

    def refuse_new(src: object, dst: object) -> None:
        if Path(str(src)).name == "new":
            raise OSError(28, "No space left on device")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(update_schema.os, "replace", refuse_new)
    args = ["--release", V1, "--release-dir", str(releases), "--schema-dir", str(schema_dir)]
    assert update(*args) == 1
    assert "left as it was" in capsys.readouterr().err
    assert snapshot(schema_dir) == before
    assert sorted(p.name for p in schema_dir.parent.iterdir()) == ["releases", "schema"]


@pytest.mark.parametrize(
    "args",
    [[], ["--release-dir", "x"], ["--tarball", "x.tgz", "--release", V1]],
)
def test_usage_errors_exit_2(args: list[str]) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "codegen.update_schema", *args, "--dry-run"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_the_generator_builds_from_a_release_bump(
    schema_dir: Path, releases: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """After a bump of both versions from releases, the generator reads the new provenance:
    every v1 module names the release and its draft's sha256, and the type the release adds
    is generated."""
    from codegen.__main__ import render_version
    from codegen.versions import VERSIONS

    args = ["--release", V1, "--release", V2, "--release-dir", str(releases)]
    assert update(*args, "--schema-dir", str(schema_dir)) == 0
    capsys.readouterr()
    modules = render_version(VERSIONS[0], schema_dir)
    draft_sha = sha((releases / V1 / "schema.unstable.json").read_bytes())
    header = f"# Schema: agentclientprotocol/agent-client-protocol {V1}, sha256 {draft_sha}."
    assert all(text.splitlines()[1] == header for text in modules.values())
    assert f'SCHEMA_VERSION: Final = "{V1}"' in modules["__init__.py"]
    assert any(f"class {ADDED_TYPE}(" in text for text in modules.values())
