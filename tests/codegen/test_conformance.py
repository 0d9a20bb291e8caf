"""codegen/conformance.py: the capability ties and negotiation rule read from the schema."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

import acp_wire as acp
import acp_wire.v2 as acp2
from acp_wire.rpc_errors import RequestError
from codegen.build import build_model
from codegen.conformance import advertised, initialize_default
from codegen.emit import Emitter
from codegen.versions import V1, V2, ProtocolVersion

ROOT = Path(__file__).resolve().parents[2]


def emitter(version: ProtocolVersion) -> Emitter:
    folder = ROOT / "schema" / version.schema_dir
    draft = json.loads((folder / "schema.unstable.json").read_text())
    stable = json.loads((folder / "schema.json").read_text())
    model = build_model(draft, stable, version.overlay, version.variant_names)
    return Emitter(model, version.draft_file, None, version)


def ties(version: ProtocolVersion, side: str) -> dict[tuple[str, ...], tuple[str, ...]]:
    found = advertised(emitter(version), side)
    assert found is not None
    return {t.path: t.methods for t in found.ties}


def test_v1_agent_ties_come_from_the_capability_descriptions() -> None:
    table = ties(V1, "agent")
    assert table[("loadSession",)] == (
        "session/load",
    )  # "Whether the agent supports `session/load`."
    assert table[("sessionCapabilities", "close")] == ("session/close",)
    assert table[("sessionCapabilities", "resume")] == ("session/resume",)
    assert table[("auth", "logout")] == ("logout",)  # "supports the logout method"
    # "Agents that also support `session/list` may return ..." ties nothing to it.
    assert ("sessionCapabilities", "additionalDirectories") not in table
    # Content types and transports name no method.
    assert not any(path[0] in ("promptCapabilities", "mcpCapabilities") for path in table)


def test_v1_client_ties() -> None:
    table = ties(V1, "client")
    assert table[("fs", "readTextFile")] == ("fs/read_text_file",)
    assert table[("fs", "writeTextFile")] == ("fs/write_text_file",)
    assert set(table[("terminal",)]) == {  # "support all `terminal/*` methods"
        "terminal/create",
        "terminal/kill",
        "terminal/output",
        "terminal/release",
        "terminal/wait_for_exit",
    }


def test_v2_session_needs_every_baseline_method() -> None:
    table = ties(V2, "agent")
    assert set(table[("session",)]) == {
        "session/new",
        "session/list",
        "session/resume",
        "session/close",
        "session/prompt",
        "session/cancel",
    }


@pytest.mark.parametrize(("version", "at_or_below"), [(V1, False), (V2, True)])
def test_the_negotiation_rule_follows_the_error_codes(
    version: ProtocolVersion, at_or_below: bool
) -> None:
    init = initialize_default(emitter(version), "agent")
    assert init is not None
    assert (init.supported, init.at_or_below) == ((version.protocol,), at_or_below)


def test_the_default_initialize_advertises_what_the_class_overrides() -> None:
    class Loads(acp.Agent):
        agent_name, agent_title = "loads", "Loads Sessions"

        async def session_load(self, params: acp.LoadSessionRequest) -> acp.LoadSessionResponse:
            return acp.LoadSessionResponse()

    answer = asyncio.run(Loads().initialize(acp.InitializeRequest(protocol_version=7)))
    assert json.loads(acp.encode(answer)) == {
        "protocolVersion": 1,
        "agentCapabilities": {"loadSession": True},
        "agentInfo": {"name": "loads", "title": "Loads Sessions", "version": "0.0.0"},
    }


def test_a_v2_nested_capability_needs_its_parent() -> None:
    class DeletesOnly(acp2.Agent):
        async def session_delete(
            self, params: acp2.DeleteSessionRequest
        ) -> acp2.DeleteSessionResponse:
            return acp2.DeleteSessionResponse()

    caps = DeletesOnly().advertised_capabilities()
    assert json.loads(acp2.encode(caps)) == {}  # no `session`, so no `session.delete`


def test_v2_refuses_a_version_below_every_supported_one() -> None:
    info = acp2.Implementation(name="c", version="1")
    with pytest.raises(RequestError) as refused:
        asyncio.run(_V2().initialize(_init(1, info)))
    assert (refused.value.code, refused.value.data) == (-32022, {"requested": 1, "supported": [2]})
    answer = asyncio.run(_V2().initialize(_init(3, info)))
    assert answer.protocol_version == 2


class _V2(acp2.Agent):
    pass


def _init(version: int, info: acp2.Implementation) -> acp2.InitializeRequest:
    return acp2.InitializeRequest(protocol_version=version, info=info)


def test_session_ids_are_unique_and_registered() -> None:
    agent = _V2()
    first, second = agent.new_session_id(), agent.new_session_id()
    assert first != second
    agent.require_session(first)
    agent.end_session(first)
    with pytest.raises(RequestError) as refused:
        agent.require_session(first)
    assert (refused.value.code, refused.value.data) == (-32002, {"sessionId": first})
