"""The two MCP example proxies in real chains: `acp-wire conduct` with
`acp_wire.examples.mcp_inject_proxy` (the proxy offers its own MCP server over MCP-over-ACP)
and `acp_wire.examples.mcp_bridge_proxy` (the client's `acp`-type servers as loopback HTTP for
an agent that knows only HTTP MCP), driven by acp-wire's client; and each proxy's hooks with a
scripted conductor."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from typing import Any

import msgspec
import pytest
from mcp.server.mcpserver import Context, MCPServer

import acp_wire as acp
from acp_wire import mcp as acp_mcp
from acp_wire.examples.mcp_bridge_proxy import McpBridge, with_acp
from acp_wire.examples.mcp_inject_proxy import McpInject, calc_server
from tests.proxy.harness import parse, proxy_under_test, raw, unwrap
from tests.support.paths import ROOT

PY = sys.executable
INJECT = f"{PY} -m acp_wire.examples.mcp_inject_proxy"
BRIDGE = f"{PY} -m acp_wire.examples.mcp_bridge_proxy"
MCP_AGENT = [PY, "-m", "acp_wire.examples.mcp_agent"]
HTTP_AGENT = [PY, "-m", "tests.proxy.http_mcp_agent"]
ECHO_AGENT = [PY, "-m", "acp_wire.examples.echo_agent"]
TIMEOUT = 60.0


def conduct(*proxies: str, agent: list[str]) -> list[str]:
    command = [PY, "-m", "acp_wire", "conduct"]
    for proxy in proxies:
        command += ["--proxy", proxy]
    return [*command, "--", *agent]


class OfferingClient(acp.Client):
    """acp-wire's client: offers `calc` over ACP when asked, records what its tool was
    called with and the agent's text."""

    def __init__(self) -> None:
        self.mcp = acp_mcp.McpProvider()
        self.text: list[str] = []
        self.calls: list[tuple[int, int]] = []

    def on_connect(self, conn: acp.ClientSideConnection) -> None:
        self.mcp.bind(conn)

    def calc(self, *, progress: bool = False) -> Any:
        """The MCP SDK server offered; with `progress`, `add` reports progress 1/2 first."""

        server = MCPServer("calc")
        calls = self.calls

        @server.tool()
        async def add(a: int, b: int, ctx: Context) -> int:  # pyright: ignore[reportUnusedFunction]
            """Add two integers."""
            calls.append((a, b))
            if progress:
                await ctx.report_progress(1, 2)
            return a + b

        return server

    async def mcp_message(self, params: acp.MessageMcpRequest) -> acp.MessageMcpResponse:
        return await self.mcp.handle_request(params)

    async def session_update(self, params: acp.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            self.text.append(update.content.text)


async def one_turn(
    command: list[str], *, offer: bool, progress: bool = False
) -> tuple[OfferingClient, acp.InitializeResponse]:
    """initialize, session/new (offering `calc` over ACP when `offer`), one prompt."""
    client = OfferingClient()
    async with acp.spawn_agent(command, client, own_process_group=True) as (conn, _):
        init = await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
        servers = []
        if offer:
            acp_mcp.require_acp(init)
            servers.append(acp_mcp.offer(client.mcp, client.calc(progress=progress)).declaration)
        session = await conn.agent.session_new(
            acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=servers)
        )
        await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text="go")])
        )
    return client, init


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, TIMEOUT))


# ------------------------------------------------------------------ the inject proxy, in chains


def test_the_inject_proxy_offers_its_calc_to_the_mcp_agent_which_calls_add() -> None:
    client, init = run(one_turn(conduct(INJECT, agent=MCP_AGENT), offer=False))
    assert acp_mcp.agent_supports_acp(init)
    assert client.text == ["calc: add(2, 3) = 5"]


def test_the_inject_proxy_passes_the_clients_own_servers_and_their_messages_through() -> None:
    # The example client offers its calc; the proxy adds its own under another name: the agent
    # uses both, the client's through the proxy to the client, the proxy's answered there.
    chain = conduct(f"{INJECT} --name proxy-calc", agent=MCP_AGENT)
    done = subprocess.run(
        [PY, "-m", "acp_wire.examples.mcp_client", "--", *chain],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=ROOT,
    )
    assert (done.returncode, done.stdout) == (0, "calc: add(2, 3) = 5\nproxy-calc: add(2, 3) = 5\n")


def test_the_inject_proxy_offers_nothing_to_an_agent_without_acp_servers() -> None:
    client, init = run(one_turn(conduct(INJECT, agent=ECHO_AGENT), offer=False))
    assert not acp_mcp.agent_supports_acp(init)
    assert client.text  # the echo agent answered the prompt; session/new reached it unchanged


# ------------------------------------------------------------------ the bridge proxy, in chains


def test_the_bridge_proxy_gives_an_http_only_agent_the_clients_acp_server() -> None:
    client, init = run(one_turn(conduct(BRIDGE, agent=HTTP_AGENT), offer=True))
    mcp = init.agent_capabilities.mcp_capabilities
    assert (mcp.acp, mcp.http) == (True, True)  # acp added by the proxy, http the agent's
    assert client.calls == [(2, 3)]  # the client's own MCP server ran the tool
    assert client.text == ["calc: add(2, 3) = 5"]


def test_the_clients_progress_reaches_the_http_agents_call_through_the_bridge_proxy() -> None:
    # The client's server reports progress: an mcp/message notification to the proxy, which
    # hands it to the bridge, which streams it (SSE) to the agent's HTTP request.
    client, _ = run(one_turn(conduct(BRIDGE, agent=HTTP_AGENT), offer=True, progress=True))
    assert client.text == ["calc: add(2, 3) = 5 (progress 1/2)"]


def test_the_bridge_proxy_passes_everything_through_before_an_agent_with_acp_servers() -> None:
    client, init = run(one_turn(conduct(BRIDGE, agent=MCP_AGENT), offer=True))
    assert init.agent_capabilities.mcp_capabilities.http is msgspec.UNSET  # the agent's answer
    assert client.calls == [(2, 3)]
    assert client.text == ["calc: add(2, 3) = 5"]


def test_inject_then_bridge_gives_an_http_only_agent_the_proxys_server() -> None:
    client, _ = run(one_turn(conduct(INJECT, BRIDGE, agent=HTTP_AGENT), offer=False))
    assert client.calls == []  # served by the inject proxy, not the client
    assert client.text == ["calc: add(2, 3) = 5"]


def test_the_bridge_proxy_refuses_acp_servers_for_an_agent_with_neither() -> None:
    async def main() -> acp.InitializeResponse:
        client = OfferingClient()
        async with acp.spawn_agent(conduct(BRIDGE, agent=ECHO_AGENT), client) as (conn, _):
            init = await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
            declaration = acp_mcp.offer(client.mcp, client.calc()).declaration
            with pytest.raises(acp.RequestError) as refused:
                await conn.agent.session_new(
                    acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[declaration])
                )
            assert refused.value.code == -32602
            session = await conn.agent.session_new(
                acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[])
            )
            assert session.session_id
        return init

    init = run(main())
    assert not acp_mcp.agent_supports_acp(init)


def test_with_acp_keeps_every_other_member_as_the_agent_sent_it() -> None:
    result = (
        b'{"protocolVersion":1,"agentCapabilities":{"mcpCapabilities":{"http":true},"x":{}},'
        b'"y":"\xc3\xa9"}'
    )
    assert json.loads(with_acp(result)) == {
        "protocolVersion": 1,
        "agentCapabilities": {"mcpCapabilities": {"http": True, "acp": True}, "x": {}},
        "y": "é",
    }
    assert json.loads(with_acp(b'{"protocolVersion":1}'))["agentCapabilities"] == {
        "mcpCapabilities": {"acp": True}
    }


# ------------------------------------------------------------------ hooks, scripted conductor

INIT = b'{"jsonrpc":"2.0","id":0,"method":"proxy/initialize","params":{"protocolVersion":1}}'
ACP_AGENT = b'{"protocolVersion":1,"agentCapabilities":{"mcpCapabilities":{"acp":true}}}'
META = (
    b'{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",'
    b'"io.modelcontextprotocol/clientCapabilities":{}}}'
)


def successor_request(request_id: int, method: str, params: bytes) -> bytes:
    wrapped = b'{"method":"%s","params":%s}' % (method.encode(), params)
    return b'{"jsonrpc":"2.0","id":%d,"method":"proxy/successor","params":%s}' % (
        request_id,
        wrapped,
    )


def test_the_inject_proxy_appends_its_server_on_load_and_answers_only_its_own_server() -> None:
    async def main() -> None:
        proxy = McpInject(calc_server())
        server_id = proxy.registration.server_id
        async with proxy_under_test(proxy) as conductor:
            conductor.send(INIT)
            asked = parse(await conductor.next())
            assert unwrap(asked)[0] == "initialize"
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (raw(asked.id), ACP_AGENT))
            assert raw(parse(await conductor.next()).result) == ACP_AGENT  # unchanged
            # session/load: the client's servers kept, the proxy's declaration appended.
            conductor.send(
                b'{"jsonrpc":"2.0","id":1,"method":"session/load","params":{"sessionId":"s",'
                b'"cwd":"/","mcpServers":[{"type":"acp","name":"mine","serverId":"c1"}]}}'
            )
            method, params = unwrap(parse(await conductor.next()))
            assert method == "session/load"
            assert json.loads(params or b"")["mcpServers"] == [
                {"type": "acp", "name": "mine", "serverId": "c1"},
                {"type": "acp", "name": "calc", "serverId": server_id},
            ]
            conductor.send(
                b'{"jsonrpc":"2.0","id":2,"method":"session/fork","params":{"sessionId":"s",'
                b'"cwd":"/"}}'
            )
            method, params = unwrap(parse(await conductor.next()))
            assert method == "session/fork"
            assert json.loads(params or b"")["mcpServers"] == [
                {"type": "acp", "name": "calc", "serverId": server_id}
            ]
            # The agent lists the proxy's tools: answered by the proxy, not sent on.
            conductor.send(
                successor_request(
                    7,
                    "mcp/message",
                    b'{"serverId":"%s","requestId":"r1","method":"tools/list","params":%s}'
                    % (server_id.encode(), META),
                )
            )
            answer = parse(await conductor.next())
            assert raw(answer.id) == b"7"
            tools = json.loads(raw(answer.result) or b"")["result"]["tools"]
            assert [tool["name"] for tool in tools] == ["add"]
            # The client's server: the request goes to the client, as the client's bytes.
            mine = b'{"serverId":"c1","requestId":"r2","method":"tools/list","params":%s}' % META
            conductor.send(successor_request(8, "mcp/message", mine))
            forwarded = parse(await conductor.next())
            assert (forwarded.method, raw(forwarded.params)) == ("mcp/message", mine)

    run(main())


def test_the_bridge_proxy_rewrites_acp_entries_to_loopback_http_with_a_token() -> None:
    async def main() -> None:
        proxy = McpBridge()
        async with proxy_under_test(proxy) as conductor:
            conductor.send(INIT)
            asked = parse(await conductor.next())
            http_agent = (
                b'{"protocolVersion":1,"agentCapabilities":{"mcpCapabilities":{"http":true}}}'
            )
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (raw(asked.id), http_agent))
            answered = json.loads(raw(parse(await conductor.next()).result) or b"")
            assert answered["agentCapabilities"]["mcpCapabilities"] == {"http": True, "acp": True}
            stdio = {"name": "files", "command": "files-mcp", "args": [], "env": []}
            servers = [{"type": "acp", "name": "calc", "serverId": "c1"}, stdio]
            conductor.send(
                b'{"jsonrpc":"2.0","id":1,"method":"session/new","params":%s}'
                % json.dumps({"cwd": "/", "mcpServers": servers}).encode()
            )
            method, params = unwrap(parse(await conductor.next()))
            assert method == "session/new"
            http, kept = json.loads(params or b"")["mcpServers"]
            conductor.send(
                b'{"jsonrpc":"2.0","id":2,"method":"session/fork","params":%s}'
                % json.dumps({"sessionId": "s", "cwd": "/", "mcpServers": servers[:1]}).encode()
            )
            method, forked = unwrap(parse(await conductor.next()))
            assert method == "session/fork"
            assert json.loads(forked or b"")["mcpServers"] == [http]  # the same endpoint
            assert kept == stdio
            assert http["type"] == "http" and http["name"] == "calc"
            assert http["url"].startswith(f"http://127.0.0.1:{proxy.bridge.port}/mcp-")
            [header] = http["headers"]
            assert header["name"] == "Authorization" and header["value"].startswith("Bearer ")
        assert proxy.bridge.port  # started by initialize
        await proxy.bridge.aclose()

    run(main())


def test_closing_the_bridge_ends_its_open_connections_before_the_loop_ends() -> None:
    """What the bridge proxy does when its conductor leaves with an HTTP connection still open
    (Claude Code keeps its `subscriptions/listen` stream): `aclose()` waits for the handler,
    so none is cancelled by the loop's end (which Python 3.11 reports as unhandled)."""
    reported: list[dict[str, Any]] = []

    async def main() -> None:
        asyncio.get_running_loop().set_exception_handler(lambda _, ctx: reported.append(ctx))
        bridge = acp_mcp.HttpBridge(acp_mcp.McpCaller())
        await bridge.start()
        _, writer = await asyncio.open_connection("127.0.0.1", bridge.port)
        writer.write(b"POST /mcp-x HTTP/1.1\r\n")  # and no more: the handler waits
        await writer.drain()
        while not bridge._handlers:  # pyright: ignore[reportPrivateUsage]
            await asyncio.sleep(0.01)
        await bridge.aclose()
        assert not bridge._handlers  # pyright: ignore[reportPrivateUsage]
        writer.close()

    run(main())
    assert reported == []
