// The ceiling: a bare node:http server answering every request with the shop's answer as it was
// recorded (bench/api.bench.ts): its body from stdin and its headers from CEILING_HEADERS (JSON),
// so both servers put the same bytes on the wire.
import { createServer } from "node:http";

const port = Number(process.argv[2]);
const headers = JSON.parse(process.env.CEILING_HEADERS ?? "{}");
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);

createServer((_request, response) => {
  response.writeHead(200, { ...headers, "content-length": body.length });
  response.end(body);
}).listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
