"""Protocol version 2 (issue 9): `acp_wire.v2` from the same generator, tables and runtime.

Checked against the vendored v2 schema (schema/v2, read here directly) and `jsonschema`, never
against the generator's own output.
"""

from __future__ import annotations

import asyncio
import io
import json
import re
import subprocess
import sys
from typing import Any

import jsonschema
import msgspec
import pytest

import acp_wire
from acp_wire import v2
from acp_wire._rpc.dispatch import answer, call
from acp_wire.tools.validate import validate
from acp_wire.v2._generated import rules as v2_rules
from acp_wire.v2._generated import types as v2_types
from tests.support.paths import ROOT

DRAFT: dict[str, Any] = json.loads((ROOT / "schema/v2/schema.unstable.json").read_text())
V1_SCHEMA = ROOT / "schema/v1/schema.unstable.json"
STABLE: dict[str, Any] = json.loads((ROOT / "schema/v2/schema.json").read_text())


def schema_valid(name: str, value: Any) -> bool:
    """The reference judge: the v2 draft schema itself."""
    schema = {"$ref": f"#/$defs/{name}", "$defs": DRAFT["$defs"]}
    return jsonschema.Draft202012Validator(schema).is_valid(value)


def test_every_v2_defs_name_is_exposed() -> None:
    assert [name for name in DRAFT["$defs"] if not hasattr(v2, name)] == []


def test_no_numbered_names() -> None:
    assert [n for n in v2_types.__all__ if re.search(r"\d+$", n)] == []


def test_draft_only_types_are_marked() -> None:
    assert set(DRAFT["$defs"]) - set(STABLE["$defs"]) <= v2_rules.DRAFT_TYPES


def test_methods_come_from_the_v2_schema() -> None:
    methods = {d["x-method"] for d in DRAFT["$defs"].values() if "x-method" in d}
    assert set(v2.METHODS) == methods
    assert v2.PROTOCOL_VERSION == 2 and acp_wire.METHODS is not v2.METHODS


def test_import_acp_wire_does_not_import_v2() -> None:
    code = "import sys, acp_wire; acp_wire.decode_message; print('acp_wire.v2' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


STATE_UPDATE = {
    "sessionId": "s1",
    "update": {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"},
}


def test_state_update_is_one_natively_tagged_struct_and_round_trips() -> None:
    """v2's `state_update` carries a second tag (`state`): one struct with `state` as an open
    string, so that `SessionUpdate` stays natively tagged (issue 9, round 2, item a)."""
    assert schema_valid("UpdateSessionNotification", STATE_UPDATE)
    note = v2.decode(json.dumps(STATE_UPDATE), v2.UpdateSessionNotification, strict=True)
    assert isinstance(note.update, v2.StateUpdateSessionUpdate)
    assert (note.update.state, note.update.stop_reason) == ("idle", "end_turn")
    assert msgspec.json.decode(v2.encode(note)) == STATE_UPDATE
    future = {"sessionUpdate": "state_update", "state": "_paused", "background": []}
    assert schema_valid("SessionUpdate", future)  # StateUpdate's catch-all admits it
    kept = v2.decode(json.dumps(future), v2.SessionUpdate, strict=True)
    assert isinstance(kept, v2.StateUpdateSessionUpdate) and kept.state == "_paused"
    assert msgspec.json.decode(v2.encode(kept)) == future


def test_state_update_struct_has_every_state_s_properties() -> None:
    """The merged struct has the properties of every `StateUpdate` member and of their own
    alternatives (`idle`'s, by `stopReason`), read from the schema; `state` is required."""
    defs = DRAFT["$defs"]
    members = [ref for alt in defs["StateUpdate"]["anyOf"] for ref in _refs(alt)]
    wanted = {"state"} | {p for m in members for p in _properties(defs[m], defs)}
    fields = v2.StateUpdateSessionUpdate.__struct_encode_fields__
    assert set(fields) - {"sessionUpdate"} == wanted
    with pytest.raises(v2.DecodeError, match="state"):
        v2.decode(b'{"sessionUpdate": "state_update"}', v2.SessionUpdate, strict=True)


def _refs(schema: Any) -> list[str]:
    return [x["$ref"].rsplit("/", 1)[1] for x in schema.get("allOf", []) if "$ref" in x]


def _properties(schema: Any, defs: Any) -> set[str]:
    """The properties an object schema may have: its own, its alternatives' and their refs'."""
    found = set(schema.get("properties", {}))
    for alt in schema.get("anyOf", []) + schema.get("oneOf", []):
        found |= _properties(alt, defs)
        found |= {p for ref in _refs(alt) for p in _properties(defs[ref], defs)}
    return found


@pytest.mark.parametrize("package", ["acp_wire.v1", "acp_wire.v2"])
def test_session_update_decodes_natively_in_both_versions(package: str) -> None:
    """Every alternative of `SessionUpdate` is tagged by a `sessionUpdate` const (the schema
    says so), so no version resolves it off msgspec's one pass."""
    import importlib

    module = importlib.import_module(package)
    types = importlib.import_module(package + "._generated.types")
    assert module.SessionUpdate not in types.RESOLVED_UNIONS


def test_unknown_session_update_is_kept_whole() -> None:
    raw = {"sessionUpdate": "future_update", "x": [1]}
    value = v2.decode(json.dumps(raw), v2.SessionUpdate)
    assert isinstance(value, v2.UnknownSessionUpdate) and value.tag == "future_update"
    assert msgspec.json.decode(v2.encode(value)) == raw


@pytest.mark.parametrize(
    "prompt", [[], [{"type": "text", "text": "hi"}]], ids=["empty", "one-block"]
)
def test_min_items_agrees_with_the_schema(prompt: list[Any]) -> None:
    """`minItems` (new in the v2 schema's vocabulary) is enforced on both paths."""
    params = {"sessionId": "s1", "prompt": prompt}
    expected = schema_valid("PromptRequest", params)
    for strict in (True, False):
        try:
            v2.decode(json.dumps(params), v2.PromptRequest, strict=strict)
            decoded = True
        except v2.DecodeError:
            decoded = False
        assert decoded == expected


def test_decode_message_uses_the_v2_tables() -> None:
    line = json.dumps({"jsonrpc": "2.0", "method": "session/update", "params": STATE_UPDATE})
    message = v2.decode_message(line)
    assert isinstance(message.params, v2.UpdateSessionNotification)
    assert msgspec.json.decode(v2.encode(message)) == json.loads(line)
    # The same line by version 1's tables is a different type (v1 has no state_update variant).
    assert not isinstance(acp_wire.decode_message(line).params, v2.UpdateSessionNotification)
    reply = b'{"jsonrpc":"2.0","id":3,"result":{"sessionId":"s9"}}'
    response = v2.decode_message(reply, method="session/new")
    assert isinstance(response.result, v2.NewSessionResponse)


def test_v2_only_method_decodes_typed() -> None:
    only_v2 = sorted(set(v2.METHODS) - set(acp_wire.METHODS))
    assert only_v2, "the v2 schema has methods v1 lacks"
    spec = v2.METHODS[only_v2[0]]
    assert spec.request is not None or spec.notification is not None


def test_v2_dispatch_gives_omitted_params_as_the_empty_object() -> None:
    """Routes carry the version's own omittable params (session/list here), through the one
    dispatch pipeline (`_dispatch.call` and `answer`, as the connection runs them)."""
    seen: list[Any] = []

    class Echo(v2.Agent):
        async def session_list(self, params: Any) -> Any:
            seen.append(params)
            return v2.ListSessionsResponse(sessions=[])

    message = v2.decode_message(b'{"jsonrpc":"2.0","id":1,"method":"session/list"}')
    assert isinstance(message, v2.Request)
    result = asyncio.run(call(v2.AGENT_ROUTES, Echo(), message))
    assert isinstance(seen[0], v2.ListSessionsRequest)
    assert json.loads(answer(message.id, result)) == {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {"sessions": []},
    }


def test_validate_picks_the_protocol_from_initialize() -> None:
    init = {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "initialize",
        "params": {"protocolVersion": 2, "info": {"name": "test", "version": "1"}},
    }
    update = {"jsonrpc": "2.0", "method": "session/update", "params": STATE_UPDATE}
    lines = [json.dumps(init).encode(), json.dumps(update).encode()]
    out = io.StringIO()
    summary = validate(lines, out, strict=True)
    assert (summary.valid, summary.invalid) == (2, 0), out.getvalue()
    v1 = validate(lines, io.StringIO(), strict=True, version=1)
    assert v1.invalid >= 1  # v1 knows no state_update variant
    assert validate(lines[1:], io.StringIO(), strict=True, version=2).invalid == 0
    transcript = [json.dumps({"from": "client", "message": init}).encode(), lines[1]]
    assert validate(transcript, io.StringIO(), strict=True).invalid == 0


PROMPT_PARAMS = {"sessionId": "s", "prompt": [{"type": "text", "text": "x"}]}
NULL_ID_LINES = {
    "request (fast path)": {"jsonrpc": "2.0", "id": None, "method": "session/prompt"},
    "extension request (loose path)": {"jsonrpc": "2.0", "id": None, "method": "_x"},
    "response (loose path)": {"jsonrpc": "2.0", "id": None, "result": {}},
}


@pytest.mark.parametrize("kind", sorted(NULL_ID_LINES))
def test_null_request_id_follows_each_version_s_schema(kind: str) -> None:
    """Issue 9 round 2 item c: v2's RequestId may not be null, v1's may; one rule per version
    (its generated RequestId) on the fast and the fallback path, judged against the schema."""
    line = dict(NULL_ID_LINES[kind])
    if "method" in line:
        line["params"] = PROMPT_PARAMS if line["method"] == "session/prompt" else {}
    data = json.dumps(line).encode()
    for package, schema in ((acp_wire, json.loads(V1_SCHEMA.read_text())), (v2, DRAFT)):
        allowed = jsonschema.Draft202012Validator(
            {"$ref": "#/$defs/RequestId", "$defs": schema["$defs"]}
        ).is_valid(None)
        try:
            package.decode_message(data)
            accepted = True
        except package.DecodeError as exc:
            assert exc.path == "$.id", exc
            accepted = False
        assert accepted == allowed, (package.__name__, kind)
    assert v2.JSONRPC.tables.request_id is not acp_wire.RequestId


def test_typed_v2_response_with_null_id_is_rejected() -> None:
    data = b'{"jsonrpc":"2.0","id":null,"result":{"stopReason":"end_turn"}}'
    acp_wire.decode_message(data, method="session/prompt")  # v1: a null id is a RequestId
    with pytest.raises(v2.DecodeError, match=r"int \| str"):
        v2.decode_message(data, method="session/prompt")
