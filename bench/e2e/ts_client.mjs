// The end-to-end bench's client on the official TypeScript SDK (@agentclientprotocol/sdk
// 2.4.0): the same measurement as acp_wire_client.py, on that SDK's public API.
//     node ts_client.mjs UPDATES ROUND_TRIPS -- AGENT_COMMAND...
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const [n, rtts, , cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "inherit"] });
const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));
let updates = 0;
const app = acp.client({ name: "acp-wire-bench" }).onNotification("session/update", () => {
  updates += 1;
});
const out = await app.connectWith(stream, async (agent) => {
  await agent.request("initialize", { protocolVersion: 1, clientCapabilities: {} });
  const session = await agent.request("session/new", { cwd: process.cwd(), mcpServers: [] });
  const times = [];
  for (let i = 0; i < Number(rtts); i++) {
    const start = process.hrtime.bigint();
    await agent.request("session/set_mode", { sessionId: session.sessionId, modeId: "code" });
    times.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
  const start = process.hrtime.bigint();
  const result = await agent.request("session/prompt", {
    sessionId: session.sessionId,
    prompt: [{ type: "text", text: String(n) }],
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.stopReason !== "end_turn") throw new Error(result.stopReason);
  for (let i = 0; i < 1000 && updates < Number(n); i++) await new Promise((r) => setTimeout(r, 1));
  times.sort((a, b) => a - b);
  return { updates, seconds, rtt_us: times[Math.floor(times.length / 2)] };
});
console.log(JSON.stringify(out));
child.stdin.end();
child.kill();
