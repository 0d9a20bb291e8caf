"""`ClientSideConnection.initialize()`: a client's `initialize` without building the request,
the mirror of the agents' default `initialize` (issue 24): this version's protocol version,
the client's name, and the capabilities of the handlers its class overrides."""

from __future__ import annotations

import asyncio
from typing import Any

import acp_wire as acp
from acp_wire import v2
from acp_wire.connection import memory_pair


class V1Agent(acp.Agent):
    agent_name = "v1-agent"

    def __init__(self) -> None:
        self.seen: list[acp.InitializeRequest] = []

    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        self.seen.append(params)
        return await super().initialize(params)


class V2Agent(v2.Agent):
    def __init__(self) -> None:
        self.seen: list[v2.InitializeRequest] = []

    async def initialize(self, params: v2.InitializeRequest) -> v2.InitializeResponse:
        self.seen.append(params)
        return await super().initialize(params)


class Reader(acp.Client):
    client_name = "reader"
    client_version = "1.2.3"

    async def fs_read_text_file(self, params: acp.ReadTextFileRequest) -> acp.ReadTextFileResponse:
        return acp.ReadTextFileResponse(content="")


class PlainV2(v2.Client):
    pass


async def _initialize(face: Any, agent: Any, client: Any, **fields: Any) -> Any:
    a, b = memory_pair()
    agent_conn = face.AgentSideConnection(agent, a)
    conn = face.ClientSideConnection(client, b)
    agent_conn.start()
    conn.start()
    try:
        return await conn.initialize(**fields)
    finally:
        await conn.close()
        await agent_conn.close()


def test_v1_sends_the_version_the_name_and_the_overridden_handlers_capabilities() -> None:
    agent = V1Agent()
    answer = asyncio.run(_initialize(acp, agent, Reader()))
    assert answer.protocol_version == acp.PROTOCOL_VERSION
    (params,) = agent.seen
    assert params.protocol_version == acp.PROTOCOL_VERSION
    assert params.client_info == acp.Implementation(name="reader", version="1.2.3")
    assert params.client_capabilities == Reader().advertised_capabilities()
    assert acp.encode(params.client_capabilities) == b'{"fs":{"readTextFile":true}}'


def test_fields_add_to_or_replace_what_it_fills_in() -> None:
    agent = V1Agent()
    info = acp.Implementation(name="other", version="9")
    asyncio.run(_initialize(acp, agent, Reader(), client_info=info, meta={"k": 1}))
    (params,) = agent.seen
    assert params.client_info == info and params.meta == {"k": 1}


def test_v2_fills_its_own_members() -> None:
    agent = V2Agent()
    answer = asyncio.run(_initialize(v2, agent, PlainV2()))
    assert answer.protocol_version == v2.PROTOCOL_VERSION
    (params,) = agent.seen
    assert params.info == v2.Implementation(name="PlainV2", version="0.0.0")
    assert params.capabilities == PlainV2().advertised_capabilities()
