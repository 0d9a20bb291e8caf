"""claude-agent-acp, which knows nothing of MCP-over-ACP, calling an MCP SDK tool of acp-wire's
client through `acp-wire conduct` and the bridging proxy (`acp_wire.examples.mcp_bridge_proxy`):
the client offers `calc` as an `acp`-type server, the proxy turns it into a loopback HTTP one,
Claude Code's MCP client calls it there, and each call reaches the client as `mcp/message`."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import acp_wire as acp
from acp_wire import mcp as acp_mcp

from . import harness
from .client import ScriptedClient
from .mock_models import Text, ToolUse
from .peers import PINS
from .scenarios import (
    Context,
    Recording,
    agent_text,
    initialize_v1,
    prompt_v1,
    scenario,
    tool_statuses,
)
from .scenarios_claude import ASKING_MODE

GROUP = f"acp-wire client -> conduct (MCP bridge) -> claude-agent-acp {PINS[harness.CLAUDE]} v1"
BRIDGE = f"{sys.executable} -m acp_wire.examples.mcp_bridge_proxy"
INJECT = f"{sys.executable} -m acp_wire.examples.mcp_inject_proxy"
# Claude Code names a tool of an MCP server `mcp__<server>__<tool>`.
TOOL = "mcp__calc__add"


def calc_server(calls: list[tuple[int, int]]) -> Any:
    """The MCP SDK server the client offers; each call of `add` is recorded in `calls`."""
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("calc")

    @server.tool()
    def add(a: int, b: int) -> int:  # pyright: ignore[reportUnusedFunction]
        """Add two integers."""
        calls.append((a, b))
        return a + b

    return server


@dataclass
class McpOfferingClient(ScriptedClient):
    """The suite's client, answering `mcp/message` with the servers registered on `mcp`."""

    mcp: acp_mcp.McpProvider = field(default_factory=acp_mcp.McpProvider)
    mcp_requests: list[str] = field(default_factory=list)

    def on_connect(self, conn: Any) -> None:
        self.mcp.bind(conn)

    async def mcp_message(self, params: acp.MessageMcpRequest) -> acp.MessageMcpResponse:
        self.mcp_requests.append(params.method)
        return await self.mcp.handle_request(params)


def completed_outputs(client: ScriptedClient) -> list[Any]:
    """The `rawOutput` of each tool call update that reports the call completed."""
    return [
        note.update.raw_output
        for note in client.updates
        if isinstance(note.update, acp.ToolCallUpdateSessionUpdate)
        and note.update.status == "completed"
    ]


def tool_results(context: Context) -> list[str]:
    """The text of each tool result the model was sent in this scenario's requests."""
    texts = []
    for logged in context.server.script.requests:
        if logged.scenario != context.name:
            continue
        for message in logged.body.get("messages") or []:
            for part in message.get("content") or []:
                if isinstance(part, dict) and part.get("type") == "tool_result":
                    texts.append(json.dumps(part.get("content")))
    return texts


@dataclass
class Turn:
    """What one turn through the chain left."""

    client: McpOfferingClient
    result: acp.PromptResponse
    to_agent: list[dict[str, Any]]  # the conductor's hop to claude-agent-acp, message by message
    transcript: Path


async def turn_through(context: Context, proxies: list[str], offered: Any | None) -> Turn:
    """acp-wire's client (offering the MCP SDK server `offered` over ACP, if any) ->
    `acp-wire tap` -> `acp-wire conduct --proxy P...` -> claude-agent-acp on the mock model,
    scripted to call `mcp__calc__add` with 2 and 3, then answer "The sum is 5."."""
    box = context.sandbox()
    marker = context.script(
        [
            (Text(("Adding.",)), ToolUse(TOOL, {"a": 2, "b": 3})),
            (Text(("The sum is ", "5.")),),
        ]
    )
    argv, env = harness.claude_command(context.installed, context.server.url, 1)
    hops = context.root / "conduct" / f"{context.name}.jsonl"
    hops.parent.mkdir(exist_ok=True)
    conduct = [sys.executable, "-m", "acp_wire", "conduct", "--transcript", str(hops)]
    for proxy in proxies:
        conduct += ["--proxy", proxy]
    conduct += ["--", *box.command(argv, env)]
    transcript = context.transcript()
    client = McpOfferingClient(box.workspace)
    run = harness.Run(transcript, client)
    try:
        async with acp.spawn_agent(
            harness.tap_command(transcript, conduct),
            client,
            exit_timeout=harness.CLIENT_EXIT_TIMEOUT,
            own_process_group=True,
        ) as (conn, process):
            init = await initialize_v1(conn)
            acp_mcp.require_acp(init)  # the bridge proxy's: claude-agent-acp has http and sse
            servers = [] if offered is None else [acp_mcp.offer(client.mcp, offered).declaration]
            session = await harness.bounded(
                conn.agent.session_new(
                    acp.NewSessionRequest(cwd=str(box.workspace), mcp_servers=servers)
                )
            )
            # Claude Code's default "auto" mode asks the model to classify each tool call, which
            # the mock cannot; in "default" (Manual) it asks the client, which allows it.
            await harness.bounded(
                conn.agent.session_set_mode(
                    acp.SetSessionModeRequest(session_id=session.session_id, mode_id=ASKING_MODE)
                )
            )
            result = await prompt_v1(conn, session.session_id, f"Add 2 and 3. {marker}")
            await client.close_terminals()
        run.exit_status = process.returncode
    finally:
        run.leftovers = await harness.stop_leftovers(box.home)
    context.runs.append(run)
    last_hop = hops.with_name(f"{hops.stem}.{len(proxies) + 1}{hops.suffix}")
    to_agent = [line["message"] for line in map(json.loads, last_hop.read_text().splitlines())]
    return Turn(client, result, to_agent, transcript)


def assert_the_tool_ran(context: Context, turn: Turn) -> None:
    """The call completed with the MCP SDK tool's result, the model got it, the turn ended;
    claude-agent-acp was given the server as a loopback `http` one."""
    client = turn.client
    assert turn.result.stop_reason == "end_turn"
    assert list(tool_statuses(client).values()) == ["completed"], tool_statuses(client)
    # Claude Code reports the MCP SDK's structured result ({"result": 5}) as the tool's output.
    assert completed_outputs(client) == ['{"result":5}'], completed_outputs(client)
    assert [method for method, _ in client.requests] == ["session/request_permission"]
    assert any("5" in text for text in tool_results(context)), tool_results(context)
    assert "The sum is 5." in agent_text(client)
    [declared] = [
        m["params"]["mcpServers"] for m in turn.to_agent if m.get("method") == "session/new"
    ]
    assert [(s["type"], s["name"]) for s in declared] == [("http", "calc")]
    assert declared[0]["url"].startswith("http://127.0.0.1:")
    assert not any(m.get("method") == "mcp/message" for m in turn.to_agent)  # HTTP, not ACP


@scenario("claude-mcp-bridge", GROUP)
async def claude_mcp_bridge(context: Context) -> Recording:
    """The client offers `calc` over ACP (the bridge proxy advertising `acp` servers for the
    agent); the model calls `mcp__calc__add` with 2 and 3: the client's MCP server runs
    `add(2, 3)`, the tool call completes with 5, the model gets 5 back and the turn ends."""
    calls: list[tuple[int, int]] = []
    turn = await turn_through(context, [BRIDGE], calc_server(calls))
    assert calls == [(2, 3)], (calls, turn.client.mcp_requests)
    assert_the_tool_ran(context, turn)
    # Its MCP client's calls, each one mcp/message to the client. Claude Code 2.1.318 (in
    # claude-agent-acp 0.101.0) speaks MCP 2026-07-28 over HTTP itself: it opens with
    # `server/discover` (no `initialize`), then `subscriptions/listen`, the lists and the call.
    requests = turn.client.mcp_requests
    assert requests[0] == "server/discover" and "tools/call" in requests, requests
    return context.recording(GROUP, [turn.transcript], *context.sandboxes[-1:])


@scenario("claude-mcp-inject-bridge", GROUP)
async def claude_mcp_inject_bridge(context: Context) -> Recording:
    """Two proxies: the inject proxy offers its own `calc` (it sees `acp` servers advertised by
    the bridge proxy after it), the bridge proxy turns it into loopback HTTP; the client offers
    nothing and gets no `mcp/message`: the call is answered inside the chain."""
    turn = await turn_through(context, [INJECT, BRIDGE], None)
    assert turn.client.mcp_requests == []
    assert_the_tool_ran(context, turn)
    return context.recording(GROUP, [turn.transcript], *context.sandboxes[-1:])
