"""Which session updates need which client capability, and the agent-message fallback
(`acp_wire.capabilities`)."""

from __future__ import annotations

import json
from typing import Any

from acp_wire import AgentMessageChunk, ClientCapabilities, ClientSessionCapabilities
from acp_wire.capabilities import REQUIRED_CAPABILITY
from tests.connection.pair import notice, prompt, run, setup
from tests.support.paths import ROOT


def test_capability_gate_falls_back_to_an_agent_message() -> None:
    async def test() -> None:
        _, client, agent_conn, client_conn = await setup()
        await agent_conn.session_update(notice(), fallback_to_message=True)
        await client_conn.request("session/prompt", prompt("hi"))
        assert len(client.updates) == 1
        assert isinstance(client.updates[0].update, AgentMessageChunk)
        assert "MCP server unavailable" in client.texts()[0]
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_capability_table_matches_the_schema() -> None:
    schema = json.loads((ROOT / "schema" / "v1" / "schema.unstable.json").read_text())
    defs = schema["$defs"]
    tags = set()
    for variant in defs["SessionUpdate"].get("oneOf", []) + defs["SessionUpdate"].get("anyOf", []):
        tag = variant.get("properties", {}).get("sessionUpdate", {}).get("const")
        tags.add(tag)
    for tag, path in REQUIRED_CAPABILITY.items():
        assert tag in tags, f"{tag} is no longer a SessionUpdate variant"
        # The capability path still names fields (by their Python names) of the structs.
        owner: Any = ClientCapabilities
        for attr in path:
            assert attr in owner.__struct_fields__, f"{'.'.join(path)} left ClientCapabilities"
            owner = ClientSessionCapabilities if attr == "session" else None
