// An ACP agent on the TypeScript SDK 2.4.0's McpOverAcpCaller, written for acp-wire's tests
// (tests/mcp/test_interop.py): it advertises `acp`-type MCP servers and, on each prompt, calls
// server/discover, tools/list and tools/call add {a: 2, b: 3} on every `acp`-type server of the
// session, answering "NAME: add(2, 3) = TEXT" as agent text. Progress notifications the client
// sends for the call are counted and reported in the text ("progress=N").
//
//     node mcp_agent.mjs
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/unstable";

const caller = new acp.McpOverAcpCaller({ clientInfo: { name: "ts-mcp-agent", version: "1" } });
const sessions = new Map();

const app = acp
  .agent({ name: "ts-mcp-agent" })
  .onNotification(acp.methods.agent.mcp.message, caller.handleNotification)
  .onRequest(acp.methods.agent.initialize, async ({ params }) => ({
    protocolVersion: params.protocolVersion,
    agentCapabilities: { mcpCapabilities: { acp: true } },
  }))
  .onRequest(acp.methods.agent.session.new, async ({ params }) => {
    const sessionId = `ts-mcp-${sessions.size + 1}`;
    sessions.set(sessionId, params.mcpServers.filter(acp.isMcpServerAcp));
    return { sessionId };
  })
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    for (const server of sessions.get(params.sessionId) ?? []) {
      const discover = await caller.request(client, server.serverId, "server/discover", {});
      if (!("result" in discover)) throw new Error(`discover failed: ${JSON.stringify(discover)}`);
      const listed = await caller.request(client, server.serverId, "tools/list", {});
      const names = listed.result.tools.map((tool) => tool.name);
      let text;
      if (names.includes("add")) {
        let progress = 0;
        const outcome = await caller.request(
          client,
          server.serverId,
          "tools/call",
          { name: "add", arguments: { a: 2, b: 3 }, _meta: { progressToken: "p1" } },
          { onNotification: (n) => { if (n.method === "notifications/progress") progress += 1; } },
        );
        const result = outcome.result ?? {};
        const texts = (result.content ?? []).filter((c) => c.type === "text").map((c) => c.text);
        text = `${server.name}: add(2, 3) = ${texts.join("")}` + (progress ? ` progress=${progress}` : "");
      } else {
        text = `${server.name}: no add among ${JSON.stringify(names)}`;
      }
      await client.notify(acp.methods.client.session.update, {
        sessionId: params.sessionId,
        update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
      });
    }
    return { stopReason: "end_turn" };
  });

const connection = app.connect(
  acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)),
);
await connection.closed;
