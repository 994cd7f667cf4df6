import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";
import { createShopMetrics } from "./metrics";

const TOKEN = "scrape-me-please-0123456789";
const customerInfo = {
  fullName: "Nguyễn Thị Lan",
  phone: "0901234567",
  email: "lan@example.vn",
  address: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26740,
};

/** The value of one sample line, e.g. `shop_orders_placed_total 2`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(TEST_DATABASE_KINDS)("GET /metrics on %s", (kind) => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN, ORDER_RATE_LIMIT: "1000" } });
    const blackBag = productInput({ variations: [{ color: "#000000", images: [] }] });
    productId = (await insertProduct(t.db, blackBag, { now: new Date() })).id;
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    return response.body;
  };

  it("refuses a scraper without the right token, in the shop's error shape", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "unauthorized", message: expect.stringContaining("METRICS_TOKEN") },
      });
    }
  });

  it("times requests by route pattern, not by raw URL", async () => {
    await t.app.inject({ url: `/api/products/${productId}` });
    await t.app.inject({ url: "/api/products/khong-co-tui-nay" });
    const text = await scrape();
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:[a-zA-Z]+",status_code="200"\} 1/,
    );
    expect(text).not.toContain("khong-co-tui-nay");
    expect(text).not.toContain(productId);
  });

  it("counts placed orders, cash-on-delivery payments and confirmation mail; not replays", async () => {
    const order = {
      paymentMethod: "cod",
      customerInfo,
      items: [{ productId, color: "#000000", quantity: 1 }],
    };
    const headers = { "idempotency-key": "0f6d1c1e-4a8b-4d8e-9a57-2f1d3a8c9b10" };
    const first = await t.app.inject({ method: "POST", url: "/api/orders", payload: order, headers });
    expect(first.statusCode).toBe(201);
    const replay = await t.app.inject({ method: "POST", url: "/api/orders", payload: order, headers });
    expect(replay.statusCode).toBe(201);
    const second = await t.app.inject({ method: "POST", url: "/api/orders", payload: order });
    expect(second.statusCode).toBe(201);
    await t.app.inject({ method: "POST", url: "/api/orders", payload: { ...order, items: [] } });

    const text = await scrape();
    expect(sample(text, "shop_orders_placed_total")).toBe(2);
    expect(sample(text, 'shop_payments_total{method="cod",outcome="pending"}')).toBe(2);
    await expect.poll(async () => sample(await scrape(), "shop_mail_sent_total")).toBe(2);
    expect(sample(text, "shop_mail_failed_total")).toBe(0);
  });

  it(`reports the database pool ${kind === "postgres" ? "in use" : "only on PostgreSQL"}`, async () => {
    const text = await scrape();
    if (kind === "postgres") {
      expect(sample(text, "shop_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "shop_db_pool_waiting_requests")).toBe(0);
    } else {
      expect(text).not.toContain("shop_db_pool_connections");
    }
  });
});

describe("metrics switched off", () => {
  it("has no /metrics without METRICS_TOKEN", async () => {
    const t = await createTestApp("pglite");
    try {
      const response = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: "not_found" } });
    } finally {
      await t.close();
    }
  });

  it("refuses a short METRICS_TOKEN and reads SHUTDOWN_DELAY_SECONDS in milliseconds", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: "2.5" }).shutdownDelayMs).toBe(2500);
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
  });
});

describe("the mail outbox hook", () => {
  it("reports whatever depth the outbox gives at each scrape", async () => {
    const metrics = createShopMetrics();
    let depth = 3;
    metrics.observeOutboxDepth(() => depth);
    expect(sample(await metrics.registry.metrics(), "shop_mail_outbox_depth")).toBe(3);
    depth = 0;
    expect(sample(await metrics.registry.metrics(), "shop_mail_outbox_depth")).toBe(0);
  });

  it("counts a failed send and passes the error on", async () => {
    const metrics = createShopMetrics();
    const mailer = metrics.instrumentMailer({
      send: async () => {
        throw new Error("SMTP said no");
      },
    });
    await expect(mailer.send({ to: "a@b.vn", subject: "s", text: "t", html: "h" })).rejects.toThrow(
      "SMTP said no",
    );
    expect(sample(await metrics.registry.metrics(), "shop_mail_failed_total")).toBe(1);
  });
});
