// The ceiling: a bare node:http server answering every request with the bytes read from stdin.
import { createServer } from "node:http";

const port = Number(process.argv[2]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);

createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
  });
  response.end(body);
}).listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
