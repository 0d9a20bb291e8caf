"""Each side's protocol rules (`acp_wire.connection._sides`): the capability gate on what an agent
sends, and the members a union-typed field takes."""

from __future__ import annotations

import json

import pytest

import acp_wire
from acp_wire import ClientCapabilities, ClientSessionCapabilities, SessionNotification
from acp_wire.rpc_errors import CapabilityError
from tests.connection.pair import chunk, notice, prompt, run, setup


def plan_removed() -> SessionNotification:
    return acp_wire.decode(
        json.dumps(
            {"sessionId": "s1", "update": {"sessionUpdate": "plan_removed", "planId": "p1"}}
        ),
        SessionNotification,
    )


def test_capability_gate_refuses_unadvertised_updates() -> None:
    async def test() -> None:
        _, client, agent_conn, client_conn = await setup(
            ClientCapabilities(session=ClientSessionCapabilities(notices=None))
        )
        with pytest.raises(CapabilityError, match=r"session\.notices"):
            await agent_conn.session_update(notice())
        with pytest.raises(CapabilityError, match="plan"):
            await agent_conn.session_update(plan_removed(), fallback_to_message=True)
        with pytest.raises(CapabilityError):
            await agent_conn.notify("session/update", notice())
        await agent_conn.session_update(chunk("ordinary"))  # needs no capability
        await client_conn.request("session/prompt", prompt("hi"))  # flush the inbox
        assert client.texts() == ["ordinary"]
        await client_conn.close()
        await agent_conn.close()

    run(test)


def test_capability_gate_lets_advertised_updates_through() -> None:
    async def test() -> None:
        caps = acp_wire.decode(b'{"session":{"notices":{}},"plan":{}}', ClientCapabilities)
        _, client, agent_conn, client_conn = await setup(caps)
        await agent_conn.session_update(notice())
        await agent_conn.session_update(plan_removed())
        await client_conn.request("session/prompt", prompt("hi"))
        tags = [type(u.update).__name__ for u in client.updates]
        assert tags == ["Notice", "PlanRemoved"]
        await client_conn.close()
        await agent_conn.close()

    run(test)
