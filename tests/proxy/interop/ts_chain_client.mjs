// The TypeScript SDK's client over stdio: node ts_chain_client.mjs AGENT_COMMAND...
// Spawns the agent, runs initialize, session/new and two prompts ("hello", and "ask", whose
// permission request it answers with the first option); prints what it saw as one JSON line.
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
const texts = [];
const app = acp
  .client({ name: "ts-chain-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    const content = params.update.content;
    if (content && content.type === "text") texts.push(content.text);
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => ({
    outcome: { outcome: "selected", optionId: params.options[0].optionId },
  }));
const timer = setTimeout(() => { console.error("timed out"); child.kill(); process.exit(3); }, 30000);
const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));
const result = await app.connectWith(stream, async (ctx) => {
  const init = await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const session = await ctx.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] });
  const prompt = (text) => ({
    sessionId: session.sessionId, prompt: [{ type: "text", text }], _meta: { "example.com/trace": "t-1" },
  });
  const hello = await ctx.request(acp.methods.agent.session.prompt, prompt("hello"));
  const asked = await ctx.request(acp.methods.agent.session.prompt, prompt("ask"));
  return {
    protocolVersion: init.protocolVersion, sessionId: session.sessionId,
    hello: hello.stopReason, asked: asked.stopReason, texts,
  };
});
clearTimeout(timer);
child.stdin.end();
const code = await new Promise((resolve) => child.on("exit", (c, s) => resolve(c ?? s)));
console.log(JSON.stringify({ ...result, conductExit: code }));
process.exit(0);
