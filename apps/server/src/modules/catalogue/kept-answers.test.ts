import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Writable } from "node:stream";
import { productSchema } from "@shop/shared";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { createShutdownState } from "../health/health";
import { insertProduct } from "../products/products.repository";

const TOKEN = "metrics-token-for-the-kept-answers-test";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface LogLine {
  msg: string;
  reqId: string;
  route: string | null;
  url: string;
  status: number;
  kept?: boolean;
}

/** The cached catalogue on a listening server, its request log read line by line. */
async function listeningShop(options: { cacheTtlMs?: number } = {}) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const shutdown = createShutdownState();
  const t = await createTestApp("pglite", {
    cacheTtlMs: options.cacheTtlMs ?? 60_000,
    env: { METRICS_TOKEN: TOKEN },
    logger: { level: "info", stream },
    shutdown,
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  }

  /** The request log's lines for this URL, in order. */
  const requestLines = (url: string) => lines.filter((line) => line.msg === "request" && line.url === url);

  return {
    t,
    get,
    requestLines,
    shutdown,
    async close() {
      agent.destroy();
      await t.close();
    },
  };
}

function withoutPerRequestHeaders(headers: IncomingHttpHeaders) {
  const { date: _date, "x-request-id": _id, ...rest } = headers;
  return rest;
}

describe("kept catalogue answers", () => {
  let shop: Awaited<ReturnType<typeof listeningShop>> | undefined;
  let t: TestApp;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  it("answers a URL asked again with the same headers and bytes, logged and counted as every request", async () => {
    shop = await listeningShop();
    t = shop.t;
    await insertProduct(t.db, productInput({ name: "Túi xách đỏ" }), { now: new Date() });
    const url = "/api/products?category=Handbag&sort=price_asc";

    const first = await shop.get(url);
    const second = await shop.get(url);
    const third = await shop.get(url, { "x-request-id": "proxy-42" });

    expect(first.status).toBe(200);
    expect(JSON.parse(first.body.toString()).items[0].name).toBe("Túi xách đỏ");
    for (const again of [second, third]) {
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(withoutPerRequestHeaders(again.headers)).toEqual(withoutPerRequestHeaders(first.headers));
    }
    expect(first.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(third.headers["x-request-id"]).toBe("proxy-42");

    const lines = shop.requestLines(url);
    expect(lines.map((line) => [line.route, line.status, line.kept ?? false])).toEqual([
      ["/api/products", 200, false],
      ["/api/products", 200, true],
      ["/api/products", 200, true],
    ]);
    expect(lines.map((line) => line.reqId)).toEqual([
      first.headers["x-request-id"],
      second.headers["x-request-id"],
      "proxy-42",
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);

    const metrics = await shop.get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(metrics.body.toString()).toContain(
      'shop_http_request_duration_seconds_count{method="GET",route="/api/products",status_code="200"} 3',
    );
  });

  it("shows a product's new price on the next request after a change", async () => {
    shop = await listeningShop();
    t = shop.t;
    const bag = await insertProduct(t.db, productInput({ price: 1_250_000 }), { now: new Date() });
    const url = `/api/products/${bag.id}`;
    await shop.get(url);
    expect(productSchema.parse(JSON.parse((await shop.get(url)).body.toString())).price).toBe(1_250_000);

    await t.products.updateProduct(bag.id, { ...productInput({ price: 990_000 }), version: bag.version });

    expect(productSchema.parse(JSON.parse((await shop.get(url)).body.toString())).price).toBe(990_000);
    // The new answer is kept in turn.
    expect(productSchema.parse(JSON.parse((await shop.get(url)).body.toString())).price).toBe(990_000);
    expect(shop.requestLines(url).map((line) => line.kept ?? false)).toEqual([false, true, false, true]);
  });

  it("keeps nothing while the catalogue cache is off, nor a refused request", async () => {
    shop = await listeningShop({ cacheTtlMs: 0 });
    await shop.get("/api/categories");
    await shop.get("/api/categories");
    await shop.get("/api/products?page=0");
    const refused = await shop.get("/api/products?page=0");
    expect(refused.status).toBe(400);
    expect(shop.requestLines("/api/categories").some((line) => line.kept)).toBe(false);
    expect(shop.requestLines("/api/products?page=0").some((line) => line.kept)).toBe(false);
  });

  it("leaves HEAD requests and a shutdown to the routes, which close the connection", async () => {
    shop = await listeningShop();
    await shop.get("/api/categories");
    const head = await shop.get("/api/categories", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);

    shop.shutdown.beginShutdown();
    const during = await shop.get("/api/categories");
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe("close");
    expect(shop.requestLines("/api/categories").map((line) => line.kept ?? false)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
