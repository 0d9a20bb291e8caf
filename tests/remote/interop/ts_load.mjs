// The TypeScript SDK's HTTP client resuming a session on a new connection: node ts_load.mjs URL.
// One connection makes a session and a 5-update turn; a second loads the session; prints the
// texts replayed (or the error) as one JSON line.
import * as acp from "@agentclientprotocol/sdk";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
const [url] = process.argv.slice(2);
let texts = [];
const app = () => acp.client({ name: "ts-load" })
  .onNotification(acp.methods.client.session.update, ({ params }) => { texts.push(params.update.content?.text); });
const sid = await app().connectWith(createHttpStream(url), async (ctx) => {
  await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const s = await ctx.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] });
  await ctx.request(acp.methods.agent.session.prompt, { sessionId: s.sessionId, prompt: [{ type: "text", text: "count 5" }] });
  return s.sessionId;
});
texts = [];
try {
  const r = await app().connectWith(createHttpStream(url), async (ctx) => {
    await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
    await ctx.request(acp.methods.agent.session.load, { sessionId: sid, cwd: "/", mcpServers: [] });
    // The answer and the replay come on two streams: wait a moment for the replay to be read.
    for (let i = 0; i < 100 && texts.length < 5; i++) await new Promise((r) => setTimeout(r, 10));
    return texts.slice();
  });
  console.log(JSON.stringify({ loaded: r }));
} catch (e) { console.log(JSON.stringify({ error: String(e).slice(0, 300) })); }
process.exit(0);
