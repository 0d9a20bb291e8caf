// The MCP TypeScript SDK's own client (@modelcontextprotocol/client 2.4.0) over Streamable
// HTTP, written for acp-wire's tests (tests/mcp/test_interop.py): connect to URL with the
// Authorization header AUTH, in version-negotiation MODE ("legacy", the client's default:
// the initialize handshake; or "auto": server/discover first), list the tools, call
// add {a: 2, b: 3}, print {"tools": [...], "text": ...} as JSON.
//
//     node mcp_http_client.mjs URL AUTH MODE
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

const [url, auth, mode] = process.argv.slice(2);
const client = new Client(
  { name: "ts-http-client", version: "1" },
  { versionNegotiation: { mode } },
);
const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: auth } },
});
await client.connect(transport);
const tools = (await client.listTools()).tools.map((tool) => tool.name);
const result = await client.callTool({ name: "add", arguments: { a: 2, b: 3 } });
const text = result.content.filter((c) => c.type === "text").map((c) => c.text).join("");
console.log(JSON.stringify({ tools, text }));
await client.close();
