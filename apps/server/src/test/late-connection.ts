import { createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP relay to a PostgreSQL server that hands everything the server sends on to the client
 * `delayMs` late, in order: an instance of the shop connected through it hears every answer and
 * every NOTIFY late, as one on a busy machine or a far network would. What the client sends goes
 * through at once.
 */
export async function startLateConnection(
  databaseUrl: string,
  delayMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const server = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        server.destroy();
      });
    }
    client.on("data", (chunk) => server.write(chunk));
    server.on("data", (chunk) => {
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk);
      }, delayMs);
    });
    client.on("close", () => server.destroy());
    server.on("close", () => setTimeout(() => client.destroy(), delayMs));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address();
  if (address === null || typeof address === "string") throw new Error("the relay has no port");
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(address.port);
  return {
    url: url.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
