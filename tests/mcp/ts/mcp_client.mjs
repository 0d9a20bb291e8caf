// An ACP client on the TypeScript SDK 2.4.0's McpOverAcpProvider and fromMcpServer, written for
// acp-wire's tests (tests/mcp/test_interop.py): it offers an @modelcontextprotocol/server
// McpServer named `calc` (tool `add(a, b)`) over ACP, spawns AGENT_COMMAND..., sends one
// prompt and prints {"text": ..., "stopReason": ...} as JSON.
//
//     node mcp_client.mjs AGENT_COMMAND...
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/unstable";
import { fromMcpServer } from "@agentclientprotocol/sdk/experimental/mcp-server";
import { McpServer } from "@modelcontextprotocol/server";
import * as z from "zod/v4";

const tools = fromMcpServer(() => {
  const server = new McpServer({ name: "calc", version: "1.0.0" });
  server.registerTool(
    "add",
    { description: "Add two integers.", inputSchema: z.object({ a: z.number().int(), b: z.number().int() }) },
    async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }),
  );
  return server;
});

const provider = new acp.McpOverAcpProvider();
const child = spawn(process.argv[2], process.argv.slice(3), { stdio: ["pipe", "pipe", "inherit"] });
const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));
const texts = [];
const app = acp
  .client({ name: "ts-mcp-client" })
  .onRequest(acp.methods.client.mcp.message, provider.handleRequest);
const result = await app.connectWith(stream, async (agent) => {
  const init = await agent.request(acp.AGENT_METHODS.initialize, {
    protocolVersion: acp.PROTOCOL_VERSION,
    clientCapabilities: {},
  });
  if (init.agentCapabilities?.mcpCapabilities?.acp !== true) {
    throw new Error("the agent does not advertise acp MCP servers");
  }
  const calc = provider.registerServer(agent, { name: "calc", handler: tools.handler });
  return agent
    .buildSession(process.cwd())
    .withMcpServer(calc.declaration)
    .withSession(async (session) => {
      session.prompt("add 2 and 3");
      for (;;) {
        const next = await session.nextUpdate();
        if (next.kind === "stop") return next.response;
        const update = next.notification.update;
        if (update.sessionUpdate === "agent_message_chunk") texts.push(update.content.text);
      }
    });
});
console.log(JSON.stringify({ text: texts.join(""), stopReason: result.stopReason }));
await tools.close();
child.stdin.end();
await new Promise((resolve) => child.on("exit", resolve));
