"""The agent's capability gate beyond session updates (issue 24): entries of offered lists the
client must advertise support for are left out of what it is sent, and requests it must
advertise are refused before they are sent.

- A `boolean` session config option needs `clientCapabilities.session.configOptions.boolean`
  (schema, `SessionConfigOptionsCapabilities.boolean`: "Supplying `{}` means agents may include
  `type: "boolean"` entries in `configOptions`"): in every answer holding `configOptions`
  (`session/new`, `load`, `fork`, `resume`, `set_config_option`) and in `config_option_update`.
- A `terminal` auth method needs `clientCapabilities.auth.terminal` (schema,
  `AuthCapabilities.terminal`: "When `true`, the agent may include `terminal` entries in its
  authentication methods") in the `initialize` answer.
- `fs/read_text_file` / `fs/write_text_file` need `fs.readTextFile` / `fs.writeTextFile`, every
  `terminal/*` request `terminal` (v1 docs: "the Agent MUST NOT attempt to call" them
  otherwise), and `elicitation/create` the mode's `elicitation.form` / `elicitation.url` (schema,
  `ClientCapabilities.elicitation`: "Determines which elicitation modes the agent may use"), in
  v1 and v2.

Bytes in, actions out at the endpoint (as tests/connection/test_endpoint.py), then over a memory
pair with the generated connection classes.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

import acp_wire as acp
import acp_wire.v2 as acp2
from acp_wire import BINDING
from acp_wire.connection import memory_pair
from acp_wire.connection._endpoint import Endpoint, Start
from acp_wire.connection._sides import AgentRules, ClientRules
from acp_wire.rpc_errors import CapabilityError

BOUND = 10  # seconds: only a hang reaches it, never a timing assertion

BOOLEAN_CAPABLE = {"session": {"configOptions": {"boolean": {}}}}
SELECT = {
    "type": "select",
    "id": "model",
    "name": "Model",
    "currentValue": "a",
    "options": [{"value": "a", "name": "A"}],
}
BOOLEAN = {"type": "boolean", "id": "fast", "name": "Fast", "currentValue": True}
UNKNOWN = {"type": "_slider", "id": "level", "name": "Level"}
OPTIONS = [SELECT, BOOLEAN, UNKNOWN]


def line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode()


def request(id: int, method: str, params: dict[str, Any]) -> bytes:
    return line({"jsonrpc": "2.0", "id": id, "method": method, "params": params})


def initialized(client_capabilities: dict[str, Any] | None) -> Endpoint:
    """An agent endpoint that has read an `initialize` with these capabilities (None: none)."""
    endpoint = Endpoint(BINDING, AgentRules(BINDING))
    params: dict[str, Any] = {"protocolVersion": 1}
    if client_capabilities is not None:
        params["clientCapabilities"] = client_capabilities
    endpoint.receive(request(0, "initialize", params))
    endpoint.take_actions()
    return endpoint


def answered(endpoint: Endpoint, frame: bytes, result: Any) -> dict[str, Any]:
    """The JSON answer the endpoint gives to the request `frame` when its handler returns
    `result`."""
    endpoint.receive(frame)
    [start] = endpoint.take_actions()
    assert isinstance(start, Start)
    out = endpoint.finish(start.entry, result)
    assert out is not None
    answer: dict[str, Any] = json.loads(out)
    return answer


def option_ids(result: dict[str, Any]) -> list[str]:
    return [option["id"] for option in result["configOptions"]]


NEW = request(1, "session/new", {"cwd": "/w", "mcpServers": []})
ANSWERS: dict[str, tuple[bytes, type[Any], dict[str, Any]]] = {
    "session/new": (NEW, acp.NewSessionResponse, {"sessionId": "s1"}),
    "session/load": (
        request(1, "session/load", {"sessionId": "s1", "cwd": "/w", "mcpServers": []}),
        acp.LoadSessionResponse,
        {},
    ),
    "session/fork": (
        request(1, "session/fork", {"sessionId": "s1", "cwd": "/w"}),
        acp.ForkSessionResponse,
        {"sessionId": "s2"},
    ),
    "session/resume": (
        request(1, "session/resume", {"sessionId": "s1", "cwd": "/w"}),
        acp.ResumeSessionResponse,
        {},
    ),
    "session/set_config_option": (
        request(
            1,
            "session/set_config_option",
            {"sessionId": "s1", "configId": "model", "value": "a"},
        ),
        acp.SetSessionConfigOptionResponse,
        {},
    ),
}


@pytest.mark.parametrize("method", list(ANSWERS))
def test_a_boolean_option_is_left_out_for_a_client_that_did_not_advertise_it(method: str) -> None:
    frame, result_type, rest = ANSWERS[method]
    result = acp.decode(json.dumps({**rest, "configOptions": OPTIONS}), result_type)
    answer = answered(initialized({}), frame, result)
    assert option_ids(answer["result"]) == ["model", "level"]  # unknown kinds pass unchanged
    assert answer["result"]["configOptions"][1] == UNKNOWN


@pytest.mark.parametrize(
    "capabilities",
    [None, {"session": {"configOptions": {"boolean": None}}}, {"session": {"configOptions": {}}}],
)
def test_omitted_or_null_is_not_advertised(capabilities: dict[str, Any] | None) -> None:
    result = acp.decode(
        json.dumps({"sessionId": "s1", "configOptions": OPTIONS}), acp.NewSessionResponse
    )
    answer = answered(initialized(capabilities), NEW, result)
    assert option_ids(answer["result"]) == ["model", "level"]


def test_a_client_that_advertised_boolean_options_gets_them_unchanged() -> None:
    result = acp.decode(
        json.dumps({"sessionId": "s1", "configOptions": OPTIONS}), acp.NewSessionResponse
    )
    answer = answered(initialized(BOOLEAN_CAPABLE), NEW, result)
    assert answer["result"]["configOptions"] == OPTIONS


def test_answers_without_offered_lists_are_untouched() -> None:
    """Nothing to leave out: the handler's own object is encoded (no copy made)."""
    rules = AgentRules(BINDING)
    result = acp.NewSessionResponse(session_id="s1")
    assert rules.answer(result) is result
    only_select = acp.decode(
        json.dumps({"sessionId": "s1", "configOptions": [SELECT]}), acp.NewSessionResponse
    )
    assert rules.answer(only_select) is only_select
    prompt = acp.PromptResponse(stop_reason="end_turn")
    assert rules.answer(prompt) is prompt


def test_a_terminal_auth_method_needs_auth_terminal() -> None:
    methods = [{"id": "agent", "name": "Log in"}, {"type": "terminal", "id": "tty", "name": "TTY"}]
    result = acp.decode(
        json.dumps({"protocolVersion": 1, "authMethods": methods}), acp.InitializeResponse
    )
    for capabilities, ids in (
        ({}, ["agent"]),
        ({"auth": {"terminal": False}}, ["agent"]),
        ({"auth": {"terminal": True}}, ["agent", "tty"]),
    ):
        endpoint = Endpoint(BINDING, AgentRules(BINDING))
        frame = request(0, "initialize", {"protocolVersion": 1, "clientCapabilities": capabilities})
        answer = answered(endpoint, frame, result)
        assert [m["id"] for m in answer["result"]["authMethods"]] == ids, capabilities


def test_config_option_update_passes_the_gate_without_its_boolean_options() -> None:
    update = acp.decode(
        json.dumps({"sessionUpdate": "config_option_update", "configOptions": OPTIONS}),
        acp.SessionUpdate,
    )
    notification = acp.SessionNotification(session_id="s1", update=update)
    rules = AgentRules(BINDING)
    rules.client_capabilities = acp.decode(b"{}", acp.ClientCapabilities)
    gated = rules.gate(notification, False)
    assert json.loads(acp.encode(gated))["update"]["configOptions"] == [SELECT, UNKNOWN]
    rules.client_capabilities = acp.decode(json.dumps(BOOLEAN_CAPABLE), acp.ClientCapabilities)
    assert rules.gate(notification, False) is notification


# --- over a memory pair ---------------------------------------------------------------------


class ConfigAgent:
    """An agent that offers a select and a boolean option, at `session/new` and in an update."""

    def __init__(self) -> None:
        self.conn: Any = None

    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(protocol_version=1)

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        options = acp.decode(json.dumps(OPTIONS[:2]), list[acp.SessionConfigOption])
        await self.conn.session_update(
            acp.SessionNotification(
                session_id="s1", update=acp.ConfigOptionUpdate(config_options=options)
            )
        )
        return acp.NewSessionResponse(session_id="s1", config_options=options)


class RecordingClient:
    def __init__(self) -> None:
        self.updates: list[Any] = []

    async def session_update(self, params: Any) -> None:
        self.updates.append(params)


async def offered_over_a_pair(capabilities: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The config option ids the client gets at `session/new` and in the update."""
    agent = ConfigAgent()
    client = RecordingClient()
    a, b = memory_pair()
    agent_conn = acp.AgentSideConnection(agent, a)
    agent.conn = agent_conn
    conn = acp.ClientSideConnection(client, b)
    agent_conn.start()
    conn.start()
    try:
        caps = acp.decode(json.dumps(capabilities), acp.ClientCapabilities)
        await conn.agent.initialize(
            acp.InitializeRequest(protocol_version=1, client_capabilities=caps)
        )
        new = await conn.agent.session_new(acp.NewSessionRequest(cwd="/w", mcp_servers=[]))
        while not client.updates:
            await asyncio.sleep(0)
        [update] = client.updates
        return [o.id for o in new.config_options], [o.id for o in update.update.config_options]
    finally:
        await conn.close()
        await agent_conn.close()


@pytest.mark.parametrize(
    ("capabilities", "ids"),
    [({}, ["model"]), (BOOLEAN_CAPABLE, ["model", "fast"])],
)
def test_over_a_memory_pair(capabilities: dict[str, Any], ids: list[str]) -> None:
    got = asyncio.run(asyncio.wait_for(offered_over_a_pair(capabilities), BOUND))
    assert got == (ids, ids)


# --- the table: data in codegen/versions.py, checked against the schema ----------------------


def test_the_offer_table_is_checked_against_the_schema() -> None:
    """A wrong variant tag or capability path is a generation problem, not a silent no-op; the
    table reaches every struct holding a list of the union (answers and the session update)."""
    import dataclasses
    from pathlib import Path

    from codegen.build import build_model
    from codegen.emit import Emitter
    from codegen.versions import V1, OfferRule

    root = Path(__file__).resolve().parents[2]
    draft = json.loads((root / "schema" / "v1" / "schema.unstable.json").read_text())
    stable = json.loads((root / "schema" / "v1" / "schema.json").read_text())
    model = build_model(draft, stable, V1.overlay, V1.variant_names)
    bad = (
        OfferRule("SessionConfigOption", "toggle", ("session", "configOptions", "boolean"), "x"),
        OfferRule("SessionConfigOption", "boolean", ("session", "configOptions", "bool"), "x"),
    )
    table = dataclasses.replace(V1.capabilities, offers=bad)
    version = dataclasses.replace(V1, capabilities=table)
    emitter = Emitter(model, version.draft_file, None, version)
    emitter.render_capabilities()
    messages = [str(problem) for problem in emitter.problems]
    assert len(messages) == 3, messages  # the tag, the path, and nothing left to gate
    assert any("'toggle'" in m for m in messages) and any("'bool'" in m for m in messages)
    holders = {cls.__name__ for cls in BINDING.offered}
    assert holders == {
        "ConfigOptionUpdate",
        "ForkSessionResponse",
        "InitializeResponse",
        "LoadSessionResponse",
        "NewSessionResponse",
        "ResumeSessionResponse",
        "SetSessionConfigOptionResponse",
    }
    assert acp2.BINDING.offered == {}  # v2's client capabilities are auth and elicitation


# --- requests ---------------------------------------------------------------------------------


READ = acp.ReadTextFileRequest(session_id="s1", path="/w/a.txt")
WRITE = acp.WriteTextFileRequest(session_id="s1", path="/w/a.txt", content="")
TERMINAL = acp.CreateTerminalRequest(session_id="s1", command="ls")


def elicitation(face: Any, mode: str) -> Any:
    body: dict[str, Any] = {"sessionId": "s1", "message": "?", "mode": mode}
    if mode == "form":
        body["requestedSchema"] = {"type": "object", "properties": {}}
    else:
        body.update(elicitationId="e1", url="https://example.com/")
    return face.decode(json.dumps(body), face.CreateElicitationRequest)


@pytest.mark.parametrize(
    ("method", "params", "capabilities"),
    [
        ("fs/read_text_file", READ, {"fs": {"readTextFile": True}}),
        ("fs/write_text_file", WRITE, {"fs": {"writeTextFile": True}}),
        ("terminal/create", TERMINAL, {"terminal": True}),
        ("elicitation/create", elicitation(acp, "form"), {"elicitation": {"form": {}}}),
        ("elicitation/create", elicitation(acp, "url"), {"elicitation": {"url": {}}}),
    ],
)
def test_a_request_the_client_did_not_advertise_is_refused_unsent(
    method: str, params: Any, capabilities: dict[str, Any]
) -> None:
    refusing = initialized({})
    with pytest.raises(CapabilityError, match=f"cannot send a `{method}` request"):
        refusing.request(method, params, waiter=None)
    assert refusing.take_actions() == [] and refusing.abandon(0, sent=True) is None
    allowing = initialized(capabilities)
    request_id, message = allowing.request(method, params, waiter=None)
    assert request_id == 0 and message.method == method


def test_false_and_the_other_mode_are_not_advertised() -> None:
    with pytest.raises(CapabilityError):
        initialized({"fs": {"readTextFile": False}}).request("fs/read_text_file", READ, None)
    with pytest.raises(CapabilityError, match="mode `url`"):
        endpoint = initialized({"elicitation": {"form": {}}})
        endpoint.request("elicitation/create", elicitation(acp, "url"), None)
    with pytest.raises(CapabilityError):  # nothing is advertised before `initialize`
        Endpoint(BINDING, AgentRules(BINDING)).request("terminal/create", TERMINAL, None)


def test_v2_gates_elicitation_modes_and_the_client_side_sends_freely() -> None:
    v2 = acp2.BINDING
    endpoint = Endpoint(v2, AgentRules(v2))
    info = {"name": "c", "version": "1"}
    init = {"protocolVersion": 2, "info": info, "capabilities": {"elicitation": {"url": {}}}}
    endpoint.receive(request(0, "initialize", init))
    with pytest.raises(CapabilityError, match="mode `form`"):
        endpoint.request("elicitation/create", elicitation(acp2, "form"), None)
    endpoint.request("elicitation/create", elicitation(acp2, "url"), None)
    client = Endpoint(BINDING, ClientRules(BINDING))
    client.request("session/new", acp.NewSessionRequest(cwd="/w", mcp_servers=[]), None)


class ReadingAgent:
    """Reads a file from its client in `session/new`, reporting what came of it."""

    def __init__(self) -> None:
        self.conn: Any = None
        self.outcome: object = None

    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(protocol_version=1)

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        try:
            self.outcome = (await self.conn.client.fs_read_text_file(READ)).content
        except CapabilityError as exc:
            self.outcome = exc
        return acp.NewSessionResponse(session_id="s1")


class FileClient:
    def __init__(self) -> None:
        self.reads: list[Any] = []

    async def fs_read_text_file(self, params: Any) -> acp.ReadTextFileResponse:
        self.reads.append(params)
        return acp.ReadTextFileResponse(content="text")


async def read_over_a_pair(capabilities: dict[str, Any]) -> tuple[object, int]:
    agent, client = ReadingAgent(), FileClient()
    a, b = memory_pair()
    agent.conn = acp.AgentSideConnection(agent, a)
    conn = acp.ClientSideConnection(client, b)
    agent.conn.start()
    conn.start()
    try:
        caps = acp.decode(json.dumps(capabilities), acp.ClientCapabilities)
        await conn.agent.initialize(
            acp.InitializeRequest(protocol_version=1, client_capabilities=caps)
        )
        await conn.agent.session_new(acp.NewSessionRequest(cwd="/w", mcp_servers=[]))
        return agent.outcome, len(client.reads)
    finally:
        await conn.close()
        await agent.conn.close()


def test_a_refused_request_reaches_the_agent_as_capability_error_and_never_the_client() -> None:
    outcome, reads = asyncio.run(asyncio.wait_for(read_over_a_pair({}), BOUND))
    assert isinstance(outcome, CapabilityError) and reads == 0
    assert "clientCapabilities.fs.read_text_file" in str(outcome)
    advertised = {"fs": {"readTextFile": True}}
    assert asyncio.run(asyncio.wait_for(read_over_a_pair(advertised), BOUND)) == ("text", 1)


def test_the_request_table_is_data_from_the_versions_record() -> None:
    table = dict(BINDING.request_capability)
    assert table["fs/read_text_file"] == ((None, ("fs", "read_text_file")),)
    assert {m for m in table if m.startswith("terminal/")} == {
        m
        for m, spec in BINDING.methods.items()
        if m.startswith("terminal/") and spec.side == "client"
    }
    assert table["elicitation/create"] == (
        ("form", ("elicitation", "form")),
        ("url", ("elicitation", "url")),
    )
    assert dict(acp2.BINDING.request_capability) == {
        "elicitation/create": table["elicitation/create"]
    }
