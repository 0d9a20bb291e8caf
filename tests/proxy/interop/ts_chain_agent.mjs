// The TypeScript SDK's agent over stdio, for proxy chains: node ts_chain_agent.mjs
// Each prompt is answered with one chunk: its blocks' texts joined by spaces, then the
// prompt's `_meta` as JSON; a prompt with a block "ask" first asks for permission and says
// which option the client chose.
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const say = (client, sessionId, text) =>
  client.notify(acp.methods.client.session.update, {
    sessionId, update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
  });
const app = acp
  .agent({ name: "ts-chain-agent" })
  .onRequest(acp.methods.agent.initialize, ({ params }) => ({
    protocolVersion: params.protocolVersion, agentCapabilities: {},
  }))
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: "ts-1" }))
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    const texts = params.prompt.map((b) => b.text);
    if (texts.includes("ask")) {
      const answer = await client.request(acp.methods.client.session.requestPermission, {
        sessionId: params.sessionId, toolCall: { toolCallId: "call_1" },
        options: [{ optionId: "yes", name: "Allow", kind: "allow_once" }],
      });
      await say(client, params.sessionId, `chose ${answer.outcome.optionId ?? "none"}`);
    }
    await say(client, params.sessionId, texts.join(" "));
    await say(client, params.sessionId, JSON.stringify(params._meta ?? null));
    return { stopReason: "end_turn" };
  });
const stream = acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
await app.connect(stream).closed;
