"""Each protocol version's generated binding states the schema's facts: held here against the
schema files themselves (schema/v1, schema/v2), read with `json`, not against the generator."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Any

import msgspec
import pytest

import acp_wire
import acp_wire.connection
from acp_wire import Binding, v2
from acp_wire.bindings import binding_for
from tests.support.paths import ROOT

BINDINGS = {"v1": acp_wire.BINDING, "v2": v2.BINDING}
each_binding = pytest.mark.parametrize("version", sorted(BINDINGS))

# Every attribute the connection read of the former `ConnectionProtocol`, by the same name,
# and the typed `session/update` message class the connection looked up itself.
CONNECTION_NAMES = (
    "agent_routes",
    "client_routes",
    "agent_peer",
    "client_peer",
    "jsonrpc",
    "cancel_request_method",
    "cancel_request",
    "initialize_request",
    "capabilities_of",
    "client_capabilities",
    "session_cancel",
    "prompt_request",
    "permission_request",
    "session_update",
    "session_update_union",
    "required_capability",
    "fallback_allowed",
    "fallback_message",
    "cancelled_turn",
    "cancelled_permission",
    "null_id_allowed",
    "session_update_message",
)


@cache
def defs(version: str) -> dict[str, Any]:
    path = ROOT / "schema" / version / "schema.unstable.json"
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["$defs"]
    return found


def ref(schema: dict[str, Any]) -> str | None:
    """The `$defs` name a property refers to, directly or through `allOf` / `anyOf` (a
    nullable reference)."""
    options = [*schema.get("allOf", ()), *schema.get("anyOf", ())]
    target = schema.get("$ref") or next((s["$ref"] for s in options if "$ref" in s), None)
    return None if target is None else str(target).rsplit("/", 1)[-1]


def alternatives(name: str, version: str) -> list[dict[str, Any]]:
    schema = defs(version)[name]
    return list(schema.get("oneOf") or schema.get("anyOf") or ())


def method_params(method: str, version: str) -> str:
    """The `$defs` name of the params of `method` (request or notification)."""
    return next(
        name
        for name, schema in defs(version).items()
        if schema.get("x-method") == method and "Response" not in name
    )


@each_binding
def test_the_binding_has_every_name_the_connection_reads(version: str) -> None:
    binding = BINDINGS[version]
    missing = [name for name in CONNECTION_NAMES if not hasattr(binding, name)]
    assert missing == []


@each_binding
def test_identity_is_the_schema_files(version: str) -> None:
    binding = BINDINGS[version]
    data = (ROOT / "schema" / version / "schema.unstable.json").read_bytes()
    assert binding.schema_sha256 == hashlib.sha256(data).hexdigest()
    assert binding.protocol_version == int(version[1:])
    assert binding_for(binding.protocol_version) is binding


@each_binding
def test_methods_are_the_schemas_x_methods(version: str) -> None:
    named = {s["x-method"] for s in defs(version).values() if "x-method" in s}
    assert set(BINDINGS[version].methods) == named


@each_binding
def test_methods_the_connection_handles_exist_in_the_schema(version: str) -> None:
    binding = BINDINGS[version]
    assert binding.cancel_request_method in binding.methods
    assert binding.session_cancel_method == "session/cancel"
    assert binding.session_update_message.method == binding.session_update_method
    for method, params in [
        (binding.cancel_request_method, binding.cancel_request),
        ("initialize", binding.initialize_request),
        (binding.session_cancel_method, binding.session_cancel),
        ("session/prompt", binding.prompt_request),
        ("session/request_permission", binding.permission_request),
        (binding.session_update_method, binding.session_update),
    ]:
        assert params.__name__ == method_params(method, version)


@each_binding
def test_error_codes_are_the_schemas(version: str) -> None:
    consts = {a["const"] for a in alternatives("ErrorCode", version) if "const" in a}
    assert set(BINDINGS[version].error_codes.values()) == consts


@each_binding
def test_capability_paths_exist_in_the_schema(version: str) -> None:
    """Each gated tag is a `SessionUpdate` variant; each capability path walks properties of
    `ClientCapabilities` (through `$ref`s)."""
    binding = BINDINGS[version]
    tags = {
        a["properties"]["sessionUpdate"]["const"]
        for a in alternatives("SessionUpdate", version)
        if "const" in a.get("properties", {}).get("sessionUpdate", {})
    }
    names = {v.__name__: v for v in vars(binding.types).values() if isinstance(v, type)}
    for tag, path in binding.required_capability.items():
        assert tag in tags
        current: str | None = "ClientCapabilities"
        for attr in path:
            struct = names[current or ""]
            wire = {f.name: f.encode_name for f in msgspec.structs.fields(struct)}[attr]
            prop = defs(version)[current or ""]["properties"][wire]
            current = ref(prop)
    assert binding.fallback_allowed <= set(binding.required_capability)


@each_binding
def test_client_capabilities_are_read_where_the_schema_puts_them(version: str) -> None:
    """The `initialize` params member whose type is `ClientCapabilities` is what
    `capabilities_of` reads."""
    binding = BINDINGS[version]
    params = defs(version)[binding.initialize_request.__name__]["properties"]
    (member,) = [name for name, p in params.items() if ref(p) == "ClientCapabilities"]
    wire = {"protocolVersion": binding.protocol_version, member: {"_meta": {"x": 1}}}
    required = defs(version)[binding.initialize_request.__name__].get("required", [])
    if "info" in required:
        wire["info"] = {"name": "t", "version": "1"}
    request = binding.codec.decode(json.dumps(wire), binding.initialize_request)
    capabilities = binding.capabilities_of(request)
    assert isinstance(capabilities, binding.client_capabilities)
    assert capabilities.meta == {"x": 1}


@each_binding
def test_cancelled_permission_is_the_schemas_cancelled_outcome(version: str) -> None:
    binding = BINDINGS[version]
    consts = [
        a["properties"]["outcome"]["const"]
        for a in alternatives("RequestPermissionOutcome", version)
        if "const" in a.get("properties", {}).get("outcome", {})
    ]
    assert "cancelled" in consts
    answer = msgspec.json.decode(acp_wire.encode(binding.cancelled_permission()))
    assert answer == {"outcome": {"outcome": "cancelled"}}


@each_binding
def test_a_cancelled_turn_is_answered_only_where_the_schema_allows_one(version: str) -> None:
    """v1's prompt response needs only `stopReason` (with a `cancelled` value); v2's names the
    inserted user message (`messageId`), which nothing provides: no answer is made up."""
    binding = BINDINGS[version]
    response = defs(version)["PromptResponse"]
    stop_reasons = (
        {a.get("const") for a in alternatives("StopReason", version)}
        if "StopReason" in defs(version)
        else set()
    )
    answerable = response.get("required") == ["stopReason"] and "cancelled" in stop_reasons
    assert (binding.cancelled_turn is not None) == answerable
    if binding.cancelled_turn is not None:
        made = msgspec.json.decode(acp_wire.encode(binding.cancelled_turn(None)))
        assert made == {"stopReason": "cancelled"}
        kept = binding.cancelled_turn(
            acp_wire.PromptResponse(stop_reason="end_turn", meta={"k": 1})
        )
        assert kept.stop_reason == "cancelled" and kept.meta == {"k": 1}


@each_binding
def test_terminal_compaction_statuses_are_the_finished_ones(version: str) -> None:
    """A status is terminal when its description says the compaction finished or was
    cancelled, not that it "has not finished"."""
    known = {
        a["const"]: a["description"]
        for a in alternatives("CompactionStatus", version)
        if "const" in a
    }
    finished = {value for value, text in known.items() if "has not finished" not in text}
    assert BINDINGS[version].terminal_compaction_statuses == finished


def test_terminal_compaction_statuses_are_defined_once() -> None:
    """The reducers and the checker read them from the binding, not from a constant of their own."""
    tools = ROOT / "src" / "acp_wire" / "tools"
    for module in ("reducer", "check"):
        files = [tools / f"{module}.py"] if (tools / f"{module}.py").exists() else []
        files += sorted((tools / module).glob("*.py"))  # a module split into a package
        if module == "reducer":  # its state and patch rule, shared with client sessions
            files += sorted((ROOT / "src" / "acp_wire" / "_state").glob("*.py"))
        text = "".join(path.read_text(encoding="utf-8") for path in files)
        assert "KnownCompactionStatus.COMPLETED" not in text
        assert "terminal_compaction_statuses" in text


def test_the_fallback_message_rule_is_v1s() -> None:
    binding = acp_wire.BINDING
    notice = acp_wire.Notice(title="Low disk", description="2 GB left", severity="warning")
    compaction = acp_wire.CompactionUpdate(compaction_id="c", status="in_progress", error="late")
    chunk = acp_wire.CompactionSummaryChunk(
        compaction_id="c", content=acp_wire.TextContent(text="so far")
    )
    assert binding.fallback_message(notice).content.text == "Low disk: 2 GB left"
    assert (
        binding.fallback_message(compaction).content.text == "Context compaction in progress: late"
    )
    assert binding.fallback_message(chunk).content.text == "so far"
    assert {type(u).__name__ for u in (notice, compaction, chunk)} == {
        c.__name__ for c in binding.fallback_rules
    }
    with pytest.raises(TypeError):
        binding.fallback_message(acp_wire.AgentMessageChunk(content=acp_wire.TextContent(text="x")))
    with pytest.raises(TypeError):
        v2.BINDING.fallback_message(notice)


@each_binding
def test_null_ids_follow_the_schemas_request_id(version: str) -> None:
    request_id = alternatives("RequestId", version)
    admits_null = any(a.get("type") == "null" for a in request_id)
    assert BINDINGS[version].null_id_allowed == admits_null


def test_a_binding_is_frozen_and_takes_exactly_its_fields() -> None:
    with pytest.raises(AttributeError):
        acp_wire.BINDING.protocol_version = 3  # type: ignore[misc]
    with pytest.raises(TypeError, match="missing"):
        Binding(protocol_version=1)  # type: ignore[call-arg]
    assert repr(v2.BINDING) == "<Binding of ACP protocol version 2>"


def _update_tags(version: str) -> set[str]:
    union = defs(version)["SessionUpdate"]
    variants = union.get("oneOf", union.get("anyOf", []))
    return {
        v["properties"]["sessionUpdate"]["const"]
        for v in variants
        if "const" in v.get("properties", {}).get("sessionUpdate", {})
    }


@each_binding
def test_a_turn_ends_where_the_schema_says(version: str) -> None:
    """v1: the prompt response requires `stopReason`. v2: "Processing and completion are
    reported through `state_update` session updates" (PromptResponse), which requires the
    inserted user message's `messageId`; the idle state carries the stop reason."""
    binding = BINDINGS[version]
    turn = binding.turn_end
    prompt = defs(version)[binding.prompt_response.__name__]
    tags = _update_tags(version)
    if turn.response_stop_reason is not None:
        assert "stopReason" in prompt["required"] and turn.update is None
        assert turn.inserted_message is None
    else:
        assert "state_update" in prompt["description"] and "messageId" in prompt["required"]
        assert turn.update is not None and turn.update.__struct_config__.tag == "state_update"
        states = defs(version)["StateUpdate"]["anyOf"]
        idle = [
            s for s in states if s.get("properties", {}).get("state", {}).get("const") == "idle"
        ]
        assert turn.idle == "idle" and len(idle) == 1
        assert "stopReason" in defs(version)[ref(idle[0]["allOf"][0]) or ""]["properties"]
        assert turn.inserted_message == "message_id"
    if turn.tool_call_announcement is None:
        assert "tool_call" not in tags and "tool_call_update" in tags
    else:
        assert turn.tool_call_announcement in tags
