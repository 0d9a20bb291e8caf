"""The generator: determinism, names by rule, every `$defs` name exposed, drafts marked."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import acp_wire
from acp_wire.v1._generated import rules, types
from tests.support.paths import ROOT

DRAFT = json.loads((ROOT / "schema/v1/schema.unstable.json").read_text())
STABLE = json.loads((ROOT / "schema/v1/schema.json").read_text())


def test_every_defs_name_is_exposed_under_its_schema_name() -> None:
    missing = [name for name in DRAFT["$defs"] if not hasattr(acp_wire, name)]
    assert missing == []


def test_no_numbered_names() -> None:
    numbered = [n for n in types.__all__ if re.search(r"\d+$", n)]
    assert numbered == []


def test_variants_are_named_from_their_tag() -> None:
    assert acp_wire.AgentMessageChunk.__struct_config__.tag == "agent_message_chunk"
    assert acp_wire.ToolCall.__struct_config__.tag == "tool_call"
    assert acp_wire.TextContent.__struct_config__.tag == "text"
    # collision rule: ToolCallUpdate is also used outside SessionUpdate
    assert acp_wire.ToolCallUpdateSessionUpdate.__struct_config__.tag == "tool_call_update"
    assert issubclass(acp_wire.ToolCallUpdateSessionUpdate, acp_wire.ToolCallUpdate)
    # single-word tag rule
    assert acp_wire.CancelledRequestPermissionOutcome.__struct_config__.tag == "cancelled"


def test_draft_only_types_are_marked() -> None:
    draft_only = set(DRAFT["$defs"]) - set(STABLE["$defs"])
    assert draft_only <= rules.DRAFT_TYPES
    assert "SessionId" not in rules.DRAFT_TYPES
    assert "Draft only" in (acp_wire.PlanUpdate.__doc__ or "")


def test_attribute_names_are_snake_case_with_wire_names_kept() -> None:
    fields = {
        f.name: f.encode_name for f in __import__("msgspec").structs.fields(acp_wire.ToolCall)
    }
    assert fields["tool_call_id"] == "toolCallId"
    assert fields["meta"] == "_meta"


def test_docstrings_come_from_the_schema() -> None:
    expected = DRAFT["$defs"]["SessionNotification"]["description"].splitlines()[0]
    assert (acp_wire.SessionNotification.__doc__ or "").startswith(expected)


def _v1_draft_source() -> tuple[str, str]:
    """(version or release tag, sha256) of the vendored v1 draft, read from PROVENANCE.json:
    a file from a spec schema release names its tag, one from npm the package's version."""
    provenance = json.loads((ROOT / "schema" / "PROVENANCE.json").read_text())
    entry = provenance["files"]["v1/schema.unstable.json"]
    return entry.get("release") or provenance["version"], entry["sha256"]


def test_generated_files_carry_the_do_not_edit_header() -> None:
    version, sha = _v1_draft_source()
    for path in (ROOT / "src/acp_wire/_generated").glob("*.py"):
        head = path.read_text().splitlines()[:3]
        assert "nox -s generate" in head[0] and "Do not edit" in head[2], path
        # The schema's package version and sha256 in every module.
        assert version in head[1] and sha in head[1], path


def test_schema_version_is_exported() -> None:
    version, sha = _v1_draft_source()
    assert acp_wire.SCHEMA_VERSION == version
    assert acp_wire.SCHEMA_SHA256 == sha


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_error_codes_come_from_the_schema(version: str) -> None:
    """The codes the connection answers with equal every version's `ErrorCode` values. They
    are JSON-RPC 2.0's (and ACP's cancellation), defined once in `rpc_errors`, which the
    generated handler protocols import and which therefore imports nothing generated."""
    from acp_wire import rpc_errors

    schema = json.loads((ROOT / "schema" / version / "schema.unstable.json").read_text())
    by_title = {
        a["title"]: a["const"] for a in schema["$defs"]["ErrorCode"]["anyOf"] if "const" in a
    }
    assert rpc_errors.PARSE_ERROR == by_title["Parse error"]
    assert rpc_errors.INVALID_REQUEST == by_title["Invalid request"]
    assert rpc_errors.METHOD_NOT_FOUND == by_title["Method not found"]
    assert rpc_errors.INVALID_PARAMS == by_title["Invalid params"]
    assert rpc_errors.INTERNAL_ERROR == by_title["Internal error"]
    assert rpc_errors.REQUEST_CANCELLED == by_title["Request cancelled"]


@pytest.mark.skipif(not (ROOT / "codegen").exists(), reason="needs the source checkout")
def test_generation_is_deterministic_and_committed_code_is_fresh() -> None:
    """--check renders afresh and compares byte for byte; run it twice."""
    for _ in range(2):
        result = subprocess.run(
            [sys.executable, "-m", "codegen", "--check"], cwd=ROOT, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stderr


def test_every_method_in_the_schema_is_in_the_table() -> None:
    methods = {v["x-method"] for v in DRAFT["$defs"].values() if "x-method" in v}
    assert set(acp_wire.METHODS) == methods
    prompt = acp_wire.METHODS["session/prompt"]
    assert (prompt.side, prompt.request, prompt.response) == (
        "agent",
        acp_wire.PromptRequest,
        acp_wire.PromptResponse,
    )
    update = acp_wire.METHODS["session/update"]
    assert (update.side, update.notification) == ("client", acp_wire.SessionNotification)
