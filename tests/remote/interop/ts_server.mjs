// The TypeScript SDK's server (experimental/server + experimental/node, ws for WebSocket)
// serving a scripted agent on 127.0.0.1: node ts_server.mjs; prints the port on stdout.
// The prompt's text picks the turn: "count N" streams N chunks, "ask" asks for permission and
// reports the option chosen, "hang" waits for session/cancel.
import http from "node:http";
import * as acp from "@agentclientprotocol/sdk";
import { AcpServer } from "@agentclientprotocol/sdk/experimental/server";
import { createNodeHttpHandler, createNodeWebSocketUpgradeHandler } from "@agentclientprotocol/sdk/experimental/node";
import { WebSocketServer } from "ws";

function makeAgent() {
  let sessions = 0;
  const waiting = new Map();
  const say = (client, sessionId, text) =>
    client.notify(acp.methods.client.session.update, {
      sessionId, update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
    });
  return acp
    .agent({ name: "ts-interop-agent" })
    .onRequest(acp.methods.agent.initialize, ({ params }) => ({ protocolVersion: params.protocolVersion, agentCapabilities: {} }))
    .onRequest(acp.methods.agent.session.new, () => ({ sessionId: `session-${++sessions}` }))
    .onNotification(acp.methods.agent.session.cancel, ({ params }) => { waiting.get(params.sessionId)?.(); })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      const words = params.prompt[0].text.split(" ");
      const sid = params.sessionId;
      if (words[0] === "count") {
        for (let i = 0; i < Number(words[1]); i++) await say(client, sid, String(i));
      } else if (words[0] === "ask") {
        const answer = await client.request(acp.methods.client.session.requestPermission, {
          sessionId: sid, toolCall: { toolCallId: "call_1" },
          options: [{ optionId: "yes", name: "Allow", kind: "allow_once" }],
        });
        await say(client, sid, `chose ${answer.outcome.optionId ?? "none"}`);
      } else if (words[0] === "hang") {
        await say(client, sid, "waiting");
        await new Promise((resolve) => waiting.set(sid, resolve));
        return { stopReason: "cancelled" };
      }
      return { stopReason: "end_turn" };
    });
}

const server = new AcpServer({ createAgent: makeAgent });
const httpServer = http.createServer(createNodeHttpHandler(server));
const wss = new WebSocketServer({ noServer: true });
httpServer.on("upgrade", createNodeWebSocketUpgradeHandler(server, wss));
httpServer.listen(0, "127.0.0.1", () => console.log(httpServer.address().port));
