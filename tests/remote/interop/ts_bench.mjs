// The TypeScript SDK's client timing a turn of N updates and the median round trip of a short
// turn against a server: node ts_bench.mjs URL http|ws N TRIPS; prints {"rate", "trip_ms"}.
import * as acp from "@agentclientprotocol/sdk";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import { WebSocket } from "ws";

const [url, profile, n, trips] = process.argv.slice(2);
let updates = 0;
const app = acp
  .client({ name: "ts-bench" })
  .onNotification(acp.methods.client.session.update, () => { updates++; });
const stream = profile === "ws" ? createWebSocketStream(url, { WebSocket }) : createHttpStream(url);
const result = await app.connectWith(stream, async (ctx) => {
  await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const { sessionId } = await ctx.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] });
  const prompt = (text) => ctx.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });
  await prompt("count 100");
  let t = performance.now();
  await prompt(`count ${n}`);
  const rate = Number(n) / ((performance.now() - t) / 1000);
  const times = [];
  for (let i = 0; i < Number(trips); i++) {
    t = performance.now();
    await prompt("count 0");
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { rate, trip_ms: times[Math.floor(times.length / 2)] };
});
console.log(JSON.stringify(result));
process.exit(0);
