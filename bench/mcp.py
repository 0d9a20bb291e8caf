"""MCP-over-ACP benchmark rows: the round trip of one MCP tool call (`tools/call add`), side
by side in one run:

    python bench/mcp.py [--calls 2000] [--reps 3]

- direct: the MCP SDK's own in-process client and server (`mcp.Client(server)`, its
  DirectDispatcher pair on the 2026-07-28 path: no ACP, no JSON);
- acp-wire in process, MCP SDK `ClientSession` over `mcp/message` (acp_wire.mcp.open_mcp_session)
  to an MCP SDK server offered by the client (acp_wire.mcp.offer), over acp-wire's memory pair;
- acp-wire in process, the bare caller (`McpCaller.request`, no ClientSession);
- acp-wire over stdio: the same ClientSession calls from an agent subprocess (this script with
  `--agent`) to the client here;
- the TypeScript SDK 2.4.0's pair in process: `McpOverAcpCaller` in an agent app connected to a
  client app serving an `@modelcontextprotocol/server` McpServer through `McpOverAcpProvider` +
  `fromMcpServer` (node, from the interop cache `nox -s interop` fills; "n/a" without it).

Each row: (time for `--calls` sequential calls) / calls, the best of `--reps` runs taken round
robin over the rows (other load on the machine slows a run, never speeds it up); the load
average is printed with the table.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# This file is named mcp.py: keep its directory off the path so `import mcp` is the MCP SDK.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]

import argparse  # noqa: E402
import asyncio  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from typing import Any  # noqa: E402

import acp_wire as acp  # noqa: E402
from acp_wire import Connection  # noqa: E402
from acp_wire import mcp as acp_mcp  # noqa: E402
from acp_wire.connection import memory_pair  # noqa: E402

ARGS = {"a": 2, "b": 3}
CACHE = Path(os.environ.get("ACP_WIRE_INTEROP_DIR", Path.home() / ".cache" / "acp-wire-interop"))


def calc() -> Any:
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("calc")

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    return server


class Offering(acp.Client):
    def __init__(self) -> None:
        self.mcp = acp_mcp.McpProvider()
        self.text: list[str] = []

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message(self, params: Any) -> Any:
        return await self.mcp.handle_request(params)

    async def session_update(self, params: Any) -> None:
        if isinstance(params.update, acp.AgentMessageChunk):
            self.text.append(params.update.content.text)


class Calling(acp.Agent):
    """The agent of the in-process rows, and of the stdio row (`--agent`)."""

    def __init__(self) -> None:
        self.mcp = acp_mcp.McpCaller(client_info={"name": "bench", "version": "1"})
        self.servers: list[Any] = []

    def on_connect(self, conn: Any) -> None:
        self.conn = conn
        self.mcp.bind(conn)

    async def mcp_message_notification(self, params: Any) -> None:
        await self.mcp.handle_notification(params)

    async def initialize(self, params: Any) -> Any:
        caps = acp.AgentCapabilities(mcp_capabilities=acp.McpCapabilities(acp=True))
        return acp.InitializeResponse(
            protocol_version=params.protocol_version, agent_capabilities=caps
        )

    async def session_new(self, params: Any) -> Any:
        self.servers = acp_mcp.acp_servers(params.mcp_servers)
        return acp.NewSessionResponse(session_id="bench")

    async def session_prompt(self, params: Any) -> Any:
        calls, reps = (int(x) for x in params.prompt[0].text.split())
        per_call = await session_calls(self.mcp, self.servers[0], calls, reps)
        await self.conn.send_update(params.session_id, acp.agent_text(str(per_call)))
        return acp.PromptResponse(stop_reason="end_turn")


async def timed(loop: Any, calls: int, reps: int) -> float:
    """Seconds per call: the median of `reps` runs of `calls` sequential `await loop()`."""
    await loop()  # warm up
    runs = []
    for _ in range(reps):
        start = time.perf_counter()
        for _ in range(calls):
            await loop()
        runs.append((time.perf_counter() - start) / calls)
    return statistics.median(runs)


async def session_calls(caller: acp_mcp.McpCaller, server: Any, calls: int, reps: int) -> float:
    async with acp_mcp.open_mcp_session(caller, server) as session:

        async def call() -> None:
            await session.call_tool("add", ARGS)

        return await timed(call, calls, reps)


async def direct(calls: int, reps: int) -> float:
    from mcp import Client

    async with Client(calc()) as client:

        async def call() -> None:
            await client.call_tool("add", ARGS)

        return await timed(call, calls, reps)


async def in_process(calls: int, reps: int, bare: bool) -> float:
    agent_end, client_end = memory_pair()
    agent, client = Calling(), Offering()
    conns = [
        Connection(agent, agent_end, side="agent"),
        Connection(client, client_end, side="client"),
    ]
    for conn in conns:
        conn.start()
    reg = acp_mcp.offer(client.mcp, calc())
    try:
        if not bare:
            return await session_calls(agent.mcp, reg.declaration, calls, reps)

        async def call() -> None:
            await agent.mcp.request(reg.server_id, "tools/call", {"name": "add", "arguments": ARGS})

        return await timed(call, calls, reps)
    finally:
        for conn in conns:
            await conn.close()


async def over_stdio(calls: int, reps: int) -> float:
    client = Offering()
    command = [sys.executable, str(Path(__file__).resolve()), "--agent"]
    async with acp.spawn_agent(command, client) as (conn, _):
        await conn.agent.initialize(acp.InitializeRequest(protocol_version=acp.PROTOCOL_VERSION))
        reg = acp_mcp.offer(client.mcp, calc())
        session = await conn.agent.session_new(
            acp.NewSessionRequest(cwd=os.getcwd(), mcp_servers=[reg.declaration])
        )
        prompt = [acp.TextContent(text=f"{calls} {reps}")]
        await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=prompt)
        )
    return float("".join(client.text))


TS_PAIR = r"""
import * as acp from "@agentclientprotocol/sdk/unstable";
import { fromMcpServer } from "@agentclientprotocol/sdk/experimental/mcp-server";
import { McpServer } from "@modelcontextprotocol/server";
import * as z from "zod/v4";
const [calls, reps] = process.argv.slice(2).map(Number);
const tools = fromMcpServer(() => {
  const server = new McpServer({ name: "calc", version: "1.0.0" });
  server.registerTool("add", { inputSchema: z.object({ a: z.number(), b: z.number() }) },
    async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }));
  return server;
});
const caller = new acp.McpOverAcpCaller();
let servers = [];
const agentApp = acp.agent({ name: "bench" })
  .onNotification(acp.methods.agent.mcp.message, caller.handleNotification)
  .onRequest(acp.methods.agent.initialize, async ({ params }) => ({
    protocolVersion: params.protocolVersion,
    agentCapabilities: { mcpCapabilities: { acp: true } },
  }))
  .onRequest(acp.methods.agent.session.new, async ({ params }) => {
    servers = params.mcpServers.filter(acp.isMcpServerAcp); return { sessionId: "bench" }; })
  .onRequest(acp.methods.agent.session.prompt, async ({ client }) => {
    const id = servers[0].serverId;
    const params = { name: "add", arguments: { a: 2, b: 3 } };
    const call = () => caller.request(client, id, "tools/call", params);
    await call();
    const runs = [];
    for (let r = 0; r < reps; r++) {
      const start = performance.now();
      for (let i = 0; i < calls; i++) await call();
      runs.push((performance.now() - start) / 1000 / calls);
    }
    runs.sort((x, y) => x - y);
    console.log(JSON.stringify({ perCall: runs[Math.floor(runs.length / 2)] }));
    return { stopReason: "end_turn" };
  });
const provider = new acp.McpOverAcpProvider();
const clientApp = acp.client({ name: "bench" })
  .onRequest(acp.methods.client.mcp.message, provider.handleRequest);
await clientApp.connectWith(agentApp, async (agent) => {
  await agent.request(acp.AGENT_METHODS.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const reg = provider.registerServer(agent, { name: "calc", handler: tools.handler });
  await agent.buildSession(process.cwd()).withMcpServer(reg.declaration)
    .withSession(async (session) => { await session.prompt("go"); });
});
await tools.close();
"""


def typescript(calls: int, reps: int) -> float | str:
    node_dir = CACHE / "node"
    needed = ["@agentclientprotocol/sdk", "@modelcontextprotocol/server", "zod"]
    if shutil.which("node") is None:
        return "node is not on PATH"
    if any(not (node_dir / "node_modules" / p).is_dir() for p in needed):
        return f"the TypeScript packages are not in {node_dir} (nox -s interop)"
    script = node_dir / "bench_mcp_pair.mjs"
    script.write_text(TS_PAIR)
    out = subprocess.run(
        ["node", str(script), str(calls), str(reps)], capture_output=True, text=True, timeout=600
    )
    if out.returncode != 0:
        return f"failed: {out.stderr.strip().splitlines()[-1:]}"
    return float(json.loads(out.stdout.strip().splitlines()[-1])["perCall"])


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--agent", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.agent:
        acp.run_agent(Calling())
        return
    calls = args.calls
    rows: list[tuple[str, Any]] = [
        ("MCP SDK direct, in process (mcp.Client(server))", lambda: asyncio.run(direct(calls, 1))),
        (
            "acp-wire MCP-over-ACP, in process, ClientSession",
            lambda: asyncio.run(in_process(calls, 1, False)),
        ),
        (
            "acp-wire MCP-over-ACP, in process, bare McpCaller",
            lambda: asyncio.run(in_process(calls, 1, True)),
        ),
        (
            "acp-wire MCP-over-ACP, over stdio, ClientSession",
            lambda: asyncio.run(over_stdio(calls, 1)),
        ),
        ("TypeScript SDK 2.4.0 provider/caller, in process", lambda: typescript(calls, 1)),
    ]
    # Round robin, best of the runs: other load on the machine slows a run, never speeds it up.
    best: dict[str, float | str] = {}
    for _ in range(args.reps):
        for name, measure in rows:
            value = measure()
            previous = best.get(name)
            if isinstance(value, str) or previous is None or isinstance(previous, str):
                best[name] = value if previous is None or isinstance(value, float) else previous
            else:
                best[name] = min(previous, value)
    base = best[rows[0][0]]
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"MCP tool call round trip (tools/call add), {calls} calls, best of {args.reps} "
        f"round-robin runs (load average {load})"
    )
    for name, _ in rows:
        value = best[name]
        if isinstance(value, str):
            print(f"  {name:<52} n/a ({value})")
            continue
        ratio = f"{value / base:5.2f}x direct" if isinstance(base, float) else ""
        print(f"  {name:<52} {value * 1e6:8.1f} us/call  {1 / value:8.0f} calls/s  {ratio}")


if __name__ == "__main__":
    main()
