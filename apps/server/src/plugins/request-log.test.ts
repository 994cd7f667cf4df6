import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createRequestLog, lineDestinationOf, type RequestLine } from "./request-log";

/** A logger writing into an array of lines, as the server's writes to standard output. */
function capturingLogger(level: string) {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const app = Fastify({ logger: { level, stream } });
  return { app, lines, stream };
}

const line: RequestLine = {
  reqId: 'proxy-"7"',
  method: "GET",
  route: "/api/products/:id",
  url: "/api/products?q=t%C3%BAi%20x%C3%A1ch&limit=24",
  status: 200,
  ms: 1.2345,
  kept: true,
};

describe("request log", () => {
  it("writes the very line pino writes for it, field for field, in the same order", async () => {
    const { app, lines, stream } = capturingLogger("info");
    const direct = createRequestLog(app.log, lineDestinationOf({ level: "info", stream }));
    const throughPino = createRequestLog(app.log, null);
    direct.write(line);
    throughPino.write(line);
    direct.write({ ...line, route: null, status: 404, kept: undefined });
    throughPino.write({ ...line, route: null, status: 404, kept: undefined });
    await app.close();

    const [mine, pinos, mine404, pinos404] = lines.map((text) => {
      const { time, ...rest } = JSON.parse(text) as { time: number };
      expect(time).toBeGreaterThan(0);
      return { text: text.replace(/"time":\d+/, ""), rest };
    });
    expect(mine?.text).toBe(pinos?.text);
    expect(mine404?.text).toBe(pinos404?.text);
    expect(mine?.rest).toMatchObject({ level: 30, pid: process.pid, ms: 1.2, kept: true, msg: "request" });
    expect(mine404?.rest).not.toHaveProperty("kept");
  });

  it("writes nothing when the level is above info", async () => {
    const { app, lines, stream } = capturingLogger("warn");
    createRequestLog(app.log, lineDestinationOf({ level: "warn", stream })).write(line);
    await app.close();
    expect(lines).toEqual([]);
  });
});
