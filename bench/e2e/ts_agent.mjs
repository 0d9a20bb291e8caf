// The end-to-end bench's agent on the official TypeScript SDK (@agentclientprotocol/sdk 2.4.0):
// the same behaviour as acp_wire_agent.py, written on that SDK's public API.
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const CHUNK = "The quick brown fox jumps over the lazy dog. ";
const stream = acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
const app = acp
  .agent({ name: "acp-wire-bench" })
  .onRequest("initialize", ({ params }) => ({ protocolVersion: params.protocolVersion }))
  .onRequest("session/new", () => ({ sessionId: "bench" }))
  .onRequest("session/set_mode", () => ({}))
  .onRequest("session/prompt", async ({ params, client }) => {
    const count = Number(params.prompt[0].text);
    for (let i = 0; i < count; i++) {
      await client.notify("session/update", {
        sessionId: params.sessionId,
        update: { sessionUpdate: "agent_message_chunk", messageId: "m1", content: { type: "text", text: CHUNK } },
      });
    }
    return { stopReason: "end_turn" };
  });
const connection = app.connect(stream);
await connection.closed;
