"""Tests for the schema-bump tooling: codegen.schema_diff and codegen.update_schema.

The expected changes below were written by hand from tests/fixtures/schema_diff/*.json
(and, for the real schema, from reading schema/v1/*.json), not copied from the output.
"""

from __future__ import annotations

import copy
import hashlib
import io
import json
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from codegen import update_schema
from codegen.schema_diff import Change, diff_schemas, render, summarize
from tests.support.paths import FIXTURES, ROOT

SCHEMA_DIFF = FIXTURES / "schema_diff"
OLD = json.loads((SCHEMA_DIFF / "old.json").read_text())
NEW = json.loads((SCHEMA_DIFF / "new.json").read_text())

# Every change between old.json and new.json, as (kind, subject, member).
EXPECTED = {
    ("type_added", "Notice", ""),
    ("type_added", "SetSessionTitleRequest", ""),
    ("type_added", "ToolCallStart", ""),
    ("type_removed", "KillTerminalRequest", ""),
    ("type_removed", "Plan", ""),
    ("type_removed", "ToolCall", ""),
    ("method_added", "session/set_title", ""),
    ("method_removed", "terminal/kill", ""),
    ("method_side_changed", "fs/read_text_file", ""),
    ("type_changed", "ProtocolVersion", ""),
    ("type_changed", "StopReason", ""),
    ("doc_changed", "SessionId", ""),
    ("doc_changed", "WriteTextFileRequest", "path"),
    ("doc_changed", "SessionUpdate", 'sessionUpdate="user_message_chunk"'),
    ("doc_changed", "ToolKind", '"read"'),
    ("property_added", "WriteTextFileRequest", "encoding"),
    ("property_removed", "WriteTextFileRequest", "append"),
    ("property_changed", "WriteTextFileRequest", "content"),
    ("property_changed", "SessionMode", "description"),
    ("required_changed", "ReadTextFileRequest", "line"),
    ("variant_added", "(root)", 'title="Proxy"'),
    ("variant_added", "SessionUpdate", 'sessionUpdate="notice"'),
    ("variant_added", "StopReason", 'title="other"'),
    ("variant_added", "McpServer", 'type="sse"'),
    ("variant_removed", "SessionUpdate", 'sessionUpdate="plan"'),
    ("variant_removed", "RequestId", 'title="Null"'),
    ("variant_changed", "SessionUpdate", 'sessionUpdate="tool_call"'),
    ("enum_value_added", "ToolKind", '"search"'),
    ("enum_value_added", "StopReason", '"max_tokens"'),
    ("enum_value_added", "SessionConfigOptionCategory", '"thought_level"'),
    ("enum_value_removed", "ToolKind", '"delete"'),
}


def keys(changes: list[Change]) -> set[tuple[str, str, str]]:
    return {(c.kind, c.subject, c.member) for c in changes}


def find(changes: list[Change], kind: str, subject: str, member: str = "") -> Change:
    (match,) = [c for c in changes if (c.kind, c.subject, c.member) == (kind, subject, member)]
    return match


@pytest.fixture(scope="module")
def changes() -> list[Change]:
    return diff_schemas(OLD, NEW)


def test_reports_exactly_the_fixture_changes(changes: list[Change]) -> None:
    assert keys(changes) == EXPECTED
    assert len(changes) == len(EXPECTED)  # nothing reported twice


@pytest.mark.parametrize("change", sorted(EXPECTED))
def test_each_expected_change_is_reported(changes: list[Change], change: tuple) -> None:
    assert change in keys(changes)


def test_details_carry_the_useful_facts(changes: list[Change]) -> None:
    assert find(changes, "property_added", "WriteTextFileRequest", "encoding").detail == "optional"
    required = find(changes, "required_changed", "ReadTextFileRequest", "line")
    assert required.detail == "now required"
    side = find(changes, "method_side_changed", "fs/read_text_file").detail
    assert "client -> agent" in side and "ReadTextFileRequest" in side
    assert "terminal/kill" in {c.subject for c in changes if c.kind == "method_removed"}
    assert "client" in find(changes, "method_removed", "terminal/kill").detail
    assert "agent" in find(changes, "method_added", "session/set_title").detail
    tool_call = find(changes, "variant_changed", "SessionUpdate", 'sessionUpdate="tool_call"')
    assert "+ToolCallStart" in tool_call.detail and "-ToolCall" in tool_call.detail
    assert "oneOf -> anyOf" in find(changes, "type_changed", "StopReason").detail
    protocol = find(changes, "type_changed", "ProtocolVersion").detail
    assert "format" in protocol and "maximum" in protocol and "minimum" not in protocol
    content = find(changes, "property_changed", "WriteTextFileRequest", "content").detail
    assert "null" in content


def test_unchanged_parts_are_silent(changes: list[Change]) -> None:
    subjects = {c.subject for c in changes}
    # Identical types, an unchanged method, and an unchanged "other" catch-all.
    for name in ("ContentChunk", "McpServerHttp", "McpServerStdio", "SessionNotification"):
        assert name not in subjects
    assert "session/update" not in subjects
    assert "fs/write_text_file" not in subjects
    category = {c.member for c in changes if c.subject == "SessionConfigOptionCategory"}
    assert category == {'"thought_level"'}
    mcp = {c.member for c in changes if c.subject == "McpServer"}
    assert mcp == {'type="sse"'}  # the stdio entry is matched by its $ref, not reported


def test_description_only_property_change_is_not_a_schema_change(changes: list[Change]) -> None:
    path = [c for c in changes if c.subject == "WriteTextFileRequest" and c.member == "path"]
    assert [c.kind for c in path] == ["doc_changed"]


def test_property_named_description_is_not_mistaken_for_docs() -> None:
    variant = {"title": "a", "properties": {"description": {"type": "string"}}}
    old = {"$defs": {"T": {"oneOf": [variant]}}}
    new = copy.deepcopy(old)
    new["$defs"]["T"]["oneOf"][0]["properties"]["description"]["type"] = "integer"
    assert keys(diff_schemas(old, new)) == {("variant_changed", "T", 'title="a"')}


def test_identical_schemas_give_no_changes() -> None:
    assert diff_schemas(OLD, copy.deepcopy(OLD)) == []
    assert diff_schemas(NEW, NEW) == []
    assert summarize([]) == "no changes"
    assert render([]).splitlines()[-1] == "Summary: no changes"


def test_output_is_deterministic_and_sorted(changes: list[Change]) -> None:
    # Same content with every dict's keys in reverse order: same list, same text.
    def reverse(node):
        if isinstance(node, dict):
            return {k: reverse(node[k]) for k in reversed(list(node))}
        if isinstance(node, list):
            return [reverse(x) for x in node]
        return node

    again = diff_schemas(reverse(OLD), reverse(NEW))
    assert again == changes
    assert render(again, show_docs=True) == render(changes, show_docs=True)
    # Types added/removed first, then methods, then per-type details grouped by type.
    kinds = [c.kind for c in changes]
    assert kinds[:6] == ["type_added"] * 3 + ["type_removed"] * 3
    assert [c.subject for c in changes[6:9]] == [
        "fs/read_text_file",
        "session/set_title",
        "terminal/kill",
    ]
    rest = [c.subject for c in changes[9:]]
    assert rest == sorted(rest)


def test_render_lists_changes_and_summary(changes: list[Change]) -> None:
    text = render(changes)
    assert "  + Notice (object, 1 property)" in text
    assert "  - terminal/kill (client: KillTerminalRequest)" in text
    assert '    + variant sessionUpdate="notice"' in text
    assert '    - enum value "delete"' in text
    assert "    ~ property line (now required)" in text
    assert "~ doc" not in text
    assert "(4 description-only changes not listed)" in text
    assert text.splitlines()[-1] == (
        "Summary: 3 types added, 3 types removed, 1 method added, 1 method removed, "
        "1 method side changed, 2 types changed, 1 property added, 1 property removed, "
        "2 properties changed, 1 required-ness change, 4 variants added, 2 variants removed, "
        "1 variant changed, 3 enum values added, 1 enum value removed, 4 doc changes"
    )
    with_docs = render(changes, show_docs=True)
    assert "    ~ doc path" in with_docs and "not listed" not in with_docs


def test_real_stable_to_draft_diff() -> None:
    """Facts checked by reading schema/v1/schema.json and schema.unstable.json by hand."""
    stable = json.loads((ROOT / "schema/v1/schema.json").read_text())
    draft = json.loads((ROOT / "schema/v1/schema.unstable.json").read_text())
    changes = diff_schemas(stable, draft)
    found = keys(changes)
    for tag in ("plan_update", "plan_removed", "subagent_update", "session_message"):
        assert ("variant_added", "SessionUpdate", f'sessionUpdate="{tag}"') in found
    # `notice` and `compaction_update` are already in the stable schema: not draft-only.
    for tag in ("notice", "compaction_update", "plan", "tool_call"):
        assert ("variant_added", "SessionUpdate", f'sessionUpdate="{tag}"') not in found
    assert ("variant_added", "McpServer", 'type="acp"') in found
    assert ("property_added", "McpCapabilities", "acp") in found
    assert ("type_added", "ForkSessionRequest", "") in found
    assert ("method_added", "session/fork", "") in found
    assert ("method_added", "proxy/successor", "") in found
    assert ("variant_added", "(root)", 'title="Proxy"') in found
    # The draft only adds to the stable schema.
    assert not [c for c in changes if c.kind in ("type_removed", "method_removed")]


# ---------------------------------------------------------------- update_schema


def make_tarball(path: Path, members: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    path.write_bytes(buf.getvalue())
    return buf.getvalue()


@pytest.fixture
def schema_dir(tmp_path: Path) -> Path:
    """A vendored schema dir holding the `old` fixture as both draft and stable, at 1.0.0."""
    target = tmp_path / "schema"
    old = (SCHEMA_DIFF / "old.json").read_bytes()
    for version in ("v1", "v2"):  # every protocol version of codegen/versions.py
        (target / version).mkdir(parents=True)
        (target / version / "schema.unstable.json").write_bytes(old)
        (target / version / "schema.json").write_bytes(old)
    prov = {"package": "@agentclientprotocol/sdk", "version": "1.0.0", "files": {}}
    (target / "PROVENANCE.json").write_text(json.dumps(prov, indent=2) + "\n")
    return target


@pytest.fixture
def tarball(tmp_path: Path) -> Path:
    path = tmp_path / "sdk-1.1.0.tgz"
    make_tarball(
        path,
        {
            "package/package.json": b'{"name": "@agentclientprotocol/sdk"}',
            "package/schema/v1/schema.unstable.json": (SCHEMA_DIFF / "new.json").read_bytes(),
            "package/schema/v1/schema.json": (SCHEMA_DIFF / "old.json").read_bytes(),
            "package/schema/v2/schema.unstable.json": (SCHEMA_DIFF / "old.json").read_bytes(),
            "package/schema/v2/schema.json": (SCHEMA_DIFF / "new.json").read_bytes(),
        },
    )
    return path


def run_update(*args: str) -> int:
    return update_schema.main(list(args))


def dry_run(tarball: Path, schema_dir: Path) -> int:
    return run_update(
        "1.1.0", "--dry-run", "--tarball", str(tarball), "--schema-dir", str(schema_dir)
    )


def test_dry_run_prints_diff_and_writes_nothing(
    schema_dir: Path, tarball: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = {p: p.read_bytes() for p in schema_dir.rglob("*") if p.is_file()}
    code = dry_run(tarball, schema_dir)
    out = capsys.readouterr().out
    assert code == 0
    assert "1.0.0 -> 1.1.0" in out
    assert '+ variant sessionUpdate="notice"' in out
    assert "Summary: 3 types added" in out
    assert "Stable schema v1/schema.json: no changes" in out
    # Both protocol versions are reported (issue 9): v2's stable schema changed here.
    assert "Protocol version 2, draft schema v2/schema.unstable.json" in out
    assert "Stable schema v2/schema.json: 3 types added" in out
    assert "Dry run" in out
    assert {p: p.read_bytes() for p in schema_dir.rglob("*") if p.is_file()} == before


def test_update_writes_schemas_and_provenance(
    schema_dir: Path, tarball: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = run_update("1.1.0", "--tarball", str(tarball), "--schema-dir", str(schema_dir))
    out = capsys.readouterr().out
    assert code == 0
    assert "nox -s generate" in out
    new_bytes = (SCHEMA_DIFF / "new.json").read_bytes()
    assert (schema_dir / "v1/schema.unstable.json").read_bytes() == new_bytes
    prov = json.loads((schema_dir / "PROVENANCE.json").read_text())
    assert prov == {
        "package": "@agentclientprotocol/sdk",
        "version": "1.1.0",
        "tarball_sha256": hashlib.sha256(tarball.read_bytes()).hexdigest(),
        "files": {
            "v1/schema.unstable.json": {
                "tarball_path": "package/schema/v1/schema.unstable.json",
                "sha256": hashlib.sha256(new_bytes).hexdigest(),
            },
            "v1/schema.json": {
                "tarball_path": "package/schema/v1/schema.json",
                "sha256": hashlib.sha256((SCHEMA_DIFF / "old.json").read_bytes()).hexdigest(),
            },
            "v2/schema.unstable.json": {
                "tarball_path": "package/schema/v2/schema.unstable.json",
                "sha256": hashlib.sha256((SCHEMA_DIFF / "old.json").read_bytes()).hexdigest(),
            },
            "v2/schema.json": {
                "tarball_path": "package/schema/v2/schema.json",
                "sha256": hashlib.sha256(new_bytes).hexdigest(),
            },
        },
    }
    assert (schema_dir / "v2/schema.json").read_bytes() == new_bytes
    # Running again is a no-op diff.
    assert dry_run(tarball, schema_dir) == 0
    assert "Summary: no changes" in capsys.readouterr().out


def test_provenance_format_matches_the_vendored_file() -> None:
    """Writing the vendored 2.4.0 files back would reproduce PROVENANCE.json byte for byte."""
    current = (ROOT / "schema/PROVENANCE.json").read_text()
    files = {name: (ROOT / "schema" / name).read_bytes() for name in update_schema.FILES}
    record = update_schema.provenance("2.4.0", b"", files)
    record["tarball_sha256"] = json.loads(current)["tarball_sha256"]
    assert json.dumps(record, indent=2) + "\n" == current


def test_missing_member_is_a_clear_error(
    schema_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.tgz"
    make_tarball(bad, {"package/schema/v1/schema.unstable.json": b"{}"})
    code = dry_run(bad, schema_dir)
    err = capsys.readouterr().err
    assert code == 1
    assert "package/schema/v1/schema.json is missing from the package tarball" in err
    assert "Traceback" not in err


def test_other_expected_failures_exit_nonzero_without_traceback(
    schema_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    not_tgz = tmp_path / "not.tgz"
    not_tgz.write_text("hello")
    link = tmp_path / "link.tgz"
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        info = tarfile.TarInfo("package/schema/v1/schema.unstable.json")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        tar.addfile(info)
    link.write_bytes(buf.getvalue())
    cases = [
        (["latest", "--tarball", str(not_tgz)], "exact version"),
        (["1.1.0", "--tarball", str(tmp_path / "absent.tgz")], "cannot read"),
        (["1.1.0", "--tarball", str(not_tgz)], "not a readable .tgz"),
        (["1.1.0", "--tarball", str(link)], "not a regular schema file"),
    ]
    for args, message in cases:
        assert run_update(*args, "--dry-run", "--schema-dir", str(schema_dir)) == 1
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err


def test_command_line_entry_point(schema_dir: Path, tarball: Path) -> None:
    """`python -m codegen.update_schema` runs as the nox session does."""
    cmd = [sys.executable, "-m", "codegen.update_schema", "1.1.0", "--dry-run"]
    cmd += ["--tarball", str(tarball), "--schema-dir", str(schema_dir)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "Summary:" in proc.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "codegen.update_schema", "1.1.0", "--tarball", "/nonexistent.tgz"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 1
    assert bad.stderr.startswith("update_schema: error:") and "Traceback" not in bad.stderr
