// The TypeScript SDK's remote clients against a server: node ts_client.mjs URL http|ws
// Runs initialize, session/new, a streamed turn ("count 50"), a permission request answered
// here ("ask"), and a cancelled turn ("hang"); prints what happened as one JSON line.
import * as acp from "@agentclientprotocol/sdk";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import { WebSocket } from "ws";

const [url, profile] = process.argv.slice(2);
const texts = [];
let onUpdate = null;
const app = acp
  .client({ name: "ts-interop-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    const content = params.update.content;
    if (content && content.type === "text") texts.push(content.text);
    if (onUpdate) onUpdate();
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => ({
    outcome: { outcome: "selected", optionId: params.options[0].optionId },
  }));
const stream = profile === "ws" ? createWebSocketStream(url, { WebSocket }) : createHttpStream(url);
const prompt = (sessionId, text) => ({ sessionId, prompt: [{ type: "text", text }] });
const timer = setTimeout(() => { console.error("timed out"); process.exit(3); }, 30000);
const result = await app.connectWith(stream, async (ctx) => {
  const init = await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const session = await ctx.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] });
  const sid = session.sessionId;
  const counted = await ctx.request(acp.methods.agent.session.prompt, prompt(sid, "count 50"));
  const streamed = texts.length;
  const asked = await ctx.request(acp.methods.agent.session.prompt, prompt(sid, "ask"));
  const chose = texts[texts.length - 1];
  const first = new Promise((resolve) => { onUpdate = resolve; });
  const hanging = ctx.request(acp.methods.agent.session.prompt, prompt(sid, "hang"));
  await first;
  await ctx.notify(acp.methods.agent.session.cancel, { sessionId: sid });
  const cancelled = await hanging;
  return {
    protocolVersion: init.protocolVersion, streamed, counted: counted.stopReason,
    asked: asked.stopReason, chose, cancelled: cancelled.stopReason,
  };
});
clearTimeout(timer);
console.log(JSON.stringify(result));
process.exit(0);
