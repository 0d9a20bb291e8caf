"""The binding's sessions fields (what client sessions send and serve, where a permission
request names its tool call, how an option is selected) against an independent reading of each
version's schema JSON: the `x-method` of each request definition, the permission request's
members and the permission outcome's alternatives."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

import acp_wire
import acp_wire.v2
from acp_wire._rpc.binding import Binding

ROOT = Path(__file__).resolve().parents[2]
BINDINGS: dict[str, Binding] = {"v1": acp_wire.BINDING, "v2": acp_wire.v2.BINDING}
VERSIONS = pytest.mark.parametrize("version", sorted(BINDINGS))

# The binding field naming each method, by the schema definition of the method's params.
FIELDS = {
    "NewSessionRequest": "session_new_method",
    "PromptRequest": "session_prompt_method",
    "CloseSessionRequest": "session_close_method",
    "LoadSessionRequest": "session_load_method",
    "ResumeSessionRequest": "session_resume_method",
    "ForkSessionRequest": "session_fork_method",
    "SetSessionModeRequest": "session_set_mode_method",
    "ReadTextFileRequest": "read_text_file_method",
    "WriteTextFileRequest": "write_text_file_method",
}


def defs(version: str) -> dict[str, Any]:
    schema = json.loads((ROOT / "schema" / version / "schema.unstable.json").read_text())
    found: dict[str, Any] = schema["$defs"]
    return found


@VERSIONS
def test_each_method_a_session_sends_is_the_schemas_and_only_where_it_has_it(version: str) -> None:
    binding, schema = BINDINGS[version], defs(version)
    for definition, field in FIELDS.items():
        method = getattr(binding, field)
        if definition in schema:
            assert method == schema[definition]["x-method"], field
            assert binding.methods[method].request.__name__ == definition
        else:  # the version lacks it: the binding's method table has no such method
            assert method not in binding.methods, field


def _alternative(schema: dict[str, Any], union: str, tag_member: str, tag: str) -> dict[str, Any]:
    """The members (properties and required) of `union`'s alternative whose `tag_member` is
    the const `tag`, with those of the definitions it refers to by `allOf`."""
    for alternative in schema[union].get("oneOf", []) + schema[union].get("anyOf", []):
        if alternative.get("properties", {}).get(tag_member, {}).get("const") != tag:
            continue
        properties = dict(alternative.get("properties", {}))
        required = set(alternative.get("required", []))
        for part in alternative.get("allOf", []):
            referred = schema[part["$ref"].removeprefix("#/$defs/")]
            properties |= referred.get("properties", {})
            required |= set(referred.get("required", []))
        return {"properties": properties, "required": required}
    raise LookupError(f"{union} has no alternative {tag_member}={tag!r}")


@VERSIONS
def test_selecting_an_option_answers_with_the_schemas_selected_outcome(version: str) -> None:
    binding, schema = BINDINGS[version], defs(version)
    wire = json.loads(msgspec.json.encode(binding.selected_permission("yes")))
    (member,) = wire  # the response carries the outcome alone
    outcome = wire[member]
    declared = schema["RequestPermissionResponse"]["properties"][member]
    assert "#/$defs/RequestPermissionOutcome" in json.dumps(declared)
    selected = _alternative(schema, "RequestPermissionOutcome", member, outcome[member])
    assert outcome[member] == "selected"
    (option,) = set(outcome) - {member}
    assert option in selected["required"] and outcome[option] == "yes"


def _request(version: str, **members: Any) -> Any:
    binding = BINDINGS[version]
    option = {"optionId": "yes", "name": "Allow", "kind": "allow_once"}
    base: dict[str, Any] = {"sessionId": "s1", "options": [option]}
    if version == "v2":
        base["title"] = "May I?"
    return msgspec.convert(base | members, binding.permission_request)


def test_v1_names_the_tool_call_in_its_tool_call_member() -> None:
    assert "toolCall" in defs("v1")["RequestPermissionRequest"]["required"]
    params = _request("v1", toolCall={"toolCallId": "t1", "title": "Read"})
    update, tool_call_id = acp_wire.BINDING.permission_tool_call(params)
    assert tool_call_id == "t1" and update.title == "Read"


def test_v2_names_the_tool_call_in_its_subject_or_only_its_id() -> None:
    schema, binding = defs("v2"), acp_wire.v2.BINDING
    subject = schema["RequestPermissionRequest"]["properties"]["subject"]
    assert "subject" not in schema["RequestPermissionRequest"]["required"]
    assert "RequestPermissionSubject" in json.dumps(subject)
    tool_call = _alternative(schema, "RequestPermissionSubject", "type", "tool_call")
    command = _alternative(schema, "RequestPermissionSubject", "type", "command")
    assert "toolCall" in tool_call["required"] and "toolCallId" in command["properties"]

    params = _request("v2", subject={"type": "tool_call", "toolCall": {"toolCallId": "t1"}})
    update, tool_call_id = binding.permission_tool_call(params)
    assert tool_call_id == "t1" and update.tool_call_id == "t1"
    command_subject = {"type": "command", "command": "ls", "cwd": "/", "toolCallId": "t2"}
    assert binding.permission_tool_call(_request("v2", subject=command_subject)) == (None, "t2")
    del command_subject["toolCallId"]
    assert binding.permission_tool_call(_request("v2", subject=command_subject)) == (None, None)
    assert binding.permission_tool_call(_request("v2")) == (None, None)
