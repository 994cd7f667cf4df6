import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  ApiErrorBody,
  PlacedOrder,
  Product,
  WebhookDeliveryPage,
  WebhookEndpointCreated,
  WebhookEndpointList,
} from "@shop/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { verifyWebhookSignature, webhookSignature } from "./webhook-signature";
import { isAllowedWebhookUrl, isPublicAddress } from "./webhook-target";
import { insertEndpoint } from "./webhooks.repository";

/** What the owner's receiver saw: every request, as it came. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/**
 * The owner's tool: a local HTTP server that checks each delivery's signature with the secret the
 * shop gave out, as docs/webhooks.md tells a receiver to, and answers with `answer(count)` (a
 * failing first attempt, say) once the signature holds; a forged one gets 401.
 */
async function startReceiver(answer: (attempt: number) => number) {
  const received: Received[] = [];
  let secret = "";
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const signature = request.headers["x-shop-signature"];
      const valid = verifyWebhookSignature(
        secret,
        typeof signature === "string" ? signature : undefined,
        body,
      );
      const status = valid ? answer(received.length + 1) : 401;
      received.push({ headers: request.headers, body, answered: status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/shop`,
    port,
    received,
    useSecret(value: string) {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function placeOrder(t: TestApp, productId: string): Promise<PlacedOrder> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    payload: {
      paymentMethod: "cod",
      customerInfo: CHECKOUT_CUSTOMER,
      items: [{ productId, color: "#d32f2f", quantity: 1 }],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<PlacedOrder>();
}

async function register(t: TestApp, admin: SignedIn, url: string, events: string[]) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/webhooks",
    headers: admin.headers,
    payload: { url, events, description: "Kế toán" },
  });
}

const fast = { backoffMs: () => 0, maxAttempts: 3, pollIntervalMs: 50 };

describe.each(TEST_DATABASE_KINDS)("outgoing webhooks on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let productId: string;
  const receivers: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true", ORDER_RATE_LIMIT: "1000" },
      webhookRetries: fast,
    });
    admin = await signIn(t, { role: "admin" });
    productId = (await t.products.createProduct(productInput({ name: "Túi Sen" }))).id;
  });
  afterEach(async () => {
    // Each test's endpoints go, so the next test's orders reach only its own receiver.
    const list = await t.app.inject({ method: "GET", url: "/api/admin/webhooks", headers: admin.headers });
    for (const endpoint of list.json<WebhookEndpointList>().items) {
      await t.app.inject({
        method: "DELETE",
        url: `/api/admin/webhooks/${endpoint.id}`,
        headers: admin.headers,
      });
    }
    while (receivers.length > 0) await receivers.pop()?.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it("delivers order.created once, signed, although the receiver's first attempt failed", async () => {
    const receiver = await startReceiver((attempt) => (attempt === 1 ? 500 : 204));
    receivers.push(receiver);
    const created = await register(t, admin, receiver.url, ["order.created"]);
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json<WebhookEndpointCreated>();
    receiver.useSecret(secret);
    expect(secret).toMatch(/^whsec_/);

    const order = await placeOrder(t, productId);
    await vi.waitFor(() => expect(receiver.received.some((r) => r.answered === 204)).toBe(true), {
      timeout: 10_000,
    });

    // Two attempts of one event: the same id and body, each validly signed; one accepted.
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 204]);
    const [first, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    expect(second?.headers["x-shop-event-id"]).toBe(first?.headers["x-shop-event-id"]);
    const body = JSON.parse(second?.body ?? "{}");
    expect(body).toMatchObject({
      id: second?.headers["x-shop-event-id"],
      type: "order.created",
      data: { id: order.id, orderId: order.orderId, total: order.total, status: "pending" },
    });
    expect(second?.headers["x-shop-event"]).toBe("order.created");
    expect(second?.headers["content-type"]).toBe("application/json");
    const timestamp = Number(second?.headers["x-shop-timestamp"]);
    expect(second?.headers["x-shop-signature"]).toBe(webhookSignature(secret, timestamp, second?.body ?? ""));

    // The owner sees it delivered on the second attempt; nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(2);
    const deliveries = await t.app.inject({
      method: "GET",
      url: `/api/admin/webhooks/${endpoint.id}/deliveries`,
      headers: admin.headers,
    });
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json<WebhookDeliveryPage>().items).toEqual([
      expect.objectContaining({
        eventId: body.id,
        event: "order.created",
        state: "delivered",
        attempts: 2,
        lastStatus: 204,
        lastError: null,
      }),
    ]);
    // The secret was shown once: the list never answers it.
    const list = await t.app.inject({ method: "GET", url: "/api/admin/webhooks", headers: admin.headers });
    expect(list.body).not.toContain(secret);
    expect(list.json<WebhookEndpointList>().items).toEqual([
      expect.objectContaining({ id: endpoint.id, failingSince: null, waiting: 0, failed: 0 }),
    ]);
  });

  it("refuses a forged, altered or old signature", async () => {
    const secret = "whsec_the-owners-secret";
    const body = JSON.stringify({ id: "e1", type: "order.paid", data: { total: 1_250_000 } });
    const now = Math.floor(Date.now() / 1000);
    const signed = webhookSignature(secret, now, body);
    expect(verifyWebhookSignature(secret, signed, body)).toBe(true);
    expect(verifyWebhookSignature(secret, webhookSignature("whsec_a-guess", now, body), body)).toBe(false);
    expect(verifyWebhookSignature(secret, signed, body.replace("1250000", "1"))).toBe(false);
    expect(verifyWebhookSignature(secret, signed.replace(`t=${now}`, `t=${now + 1}`), body)).toBe(false);
    expect(verifyWebhookSignature(secret, webhookSignature(secret, now - 3_600, body), body)).toBe(false);
    expect(verifyWebhookSignature(secret, undefined, body)).toBe(false);
    expect(verifyWebhookSignature(secret, "t=abc,v1=00", body)).toBe(false);

    // A receiver with another secret refuses the shop's deliveries, and the owner sees why.
    const receiver = await startReceiver(() => 204);
    receivers.push(receiver);
    const { endpoint } = (
      await register(t, admin, receiver.url, ["order.created"])
    ).json<WebhookEndpointCreated>();
    receiver.useSecret("whsec_not-the-one-the-shop-gave");
    await placeOrder(t, productId);
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    expect(receiver.received[0]?.answered).toBe(401);
    await vi.waitFor(
      async () => {
        const page = await t.app.inject({
          method: "GET",
          url: `/api/admin/webhooks/${endpoint.id}/deliveries`,
          headers: admin.headers,
        });
        expect(page.json<WebhookDeliveryPage>().items[0]).toMatchObject({ lastStatus: 401 });
      },
      { timeout: 10_000 },
    );
  });

  it("tells of status changes and payments, each to the endpoints that asked for them", async () => {
    const receiver = await startReceiver(() => 200);
    receivers.push(receiver);
    const { secret } = (
      await register(t, admin, receiver.url, ["order.status_changed", "order.paid"])
    ).json<WebhookEndpointCreated>();
    receiver.useSecret(secret);
    const order = await placeOrder(t, productId);
    const confirm = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "confirmed" },
    });
    expect(confirm.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/payment-status`,
      headers: admin.headers,
      payload: { paymentStatus: "paid" },
    });
    expect(paid.statusCode).toBe(200);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 10_000 });
    const events = receiver.received
      .map((r) => JSON.parse(r.body))
      .sort((a, b) => (a.type < b.type ? -1 : 1));
    // order.created was not asked for: only the two changes came.
    expect(events).toEqual([
      expect.objectContaining({
        type: "order.paid",
        data: expect.objectContaining({
          orderId: order.orderId,
          total: order.total,
          from: "unpaid",
          by: "shop",
        }),
      }),
      expect.objectContaining({
        type: "order.status_changed",
        data: expect.objectContaining({
          orderId: order.orderId,
          from: "pending",
          to: "confirmed",
          by: "shop",
        }),
      }),
    ]);
    expect(receiver.received.every((r) => r.answered === 200)).toBe(true);
  });

  it("gives up after the last attempt and shows the endpoint failing, until a delivery succeeds", async () => {
    let down = true;
    const receiver = await startReceiver(() => (down ? 503 : 200));
    receivers.push(receiver);
    const { endpoint, secret } = (
      await register(t, admin, receiver.url, ["order.created"])
    ).json<WebhookEndpointCreated>();
    receiver.useSecret(secret);
    await placeOrder(t, productId);
    const listed = async () =>
      (
        await t.app.inject({ method: "GET", url: "/api/admin/webhooks", headers: admin.headers })
      ).json<WebhookEndpointList>().items[0];
    await vi.waitFor(async () => expect((await listed())?.failed).toBe(1), { timeout: 10_000 });
    // Exactly the bounded number of attempts, then nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(fast.maxAttempts);
    expect((await listed())?.failingSince).not.toBeNull();
    const page = await t.app.inject({
      method: "GET",
      url: `/api/admin/webhooks/${endpoint.id}/deliveries`,
      headers: admin.headers,
    });
    expect(page.json<WebhookDeliveryPage>().items[0]).toMatchObject({
      state: "failed",
      attempts: fast.maxAttempts,
      lastStatus: 503,
      lastError: "answered 503",
      nextAttemptAt: null,
    });

    down = false;
    await placeOrder(t, productId);
    await vi.waitFor(async () => expect((await listed())?.failingSince).toBeNull(), { timeout: 10_000 });
  });

  /** Bodies the receiver accepted (a valid signature: a forged one is answered 401), by type. */
  function accepted(receiver: { received: Received[] }, type?: string) {
    return receiver.received
      .filter((r) => r.answered === 200)
      .map((r) => JSON.parse(r.body))
      .filter((body) => type === undefined || body.type === type);
  }

  it("tells a return's every move and its refund, signed, to the endpoint that asked", async () => {
    const receiver = await startReceiver(() => 200);
    receivers.push(receiver);
    const { secret } = (
      await register(t, admin, receiver.url, ["return.updated", "refund.created"])
    ).json<WebhookEndpointCreated>();
    receiver.useSecret(secret);

    // A COD order, paid and delivered; the buyer asks to return it as a guest.
    const order = await placeOrder(t, productId);
    for (const [url, payload] of [
      [`/api/orders/${order.id}/payment-status`, { paymentStatus: "paid" }],
      [`/api/orders/${order.id}/status`, { status: "delivered" }],
    ] as const) {
      const moved = await t.app.inject({ method: "PUT", url, headers: admin.headers, payload });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const boundary = "----return-webhook";
    const request = {
      orderId: order.orderId,
      phone: CHECKOUT_CUSTOMER.phone,
      lines: [{ productId, color: "#d32f2f", quantity: 1 }],
      reason: "wrong_item",
      note: "",
    };
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/returns",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n--${boundary}--\r\n`,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<{ id: string }>().id;
    await vi.waitFor(() => expect(accepted(receiver, "return.updated")).toHaveLength(1), { timeout: 10_000 });

    // Staff approve it: the receiver hears of it.
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${returnId}/approve`,
      headers: admin.headers,
      payload: { message: "Gửi lại kèm nhãn." },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await vi.waitFor(() => expect(accepted(receiver, "return.updated")).toHaveLength(2), { timeout: 10_000 });

    // Received, then refunded by hand.
    const received = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${returnId}/receive`,
      headers: admin.headers,
    });
    expect(received.statusCode, received.body).toBe(200);
    const refunded = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${returnId}/refund`,
      headers: admin.headers,
      payload: { method: "manual", reference: "Chuyển khoản VCB 778899" },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refundId = refunded.json<{ refund: { id: string; amount: number } }>().refund.id;
    await vi.waitFor(() => expect(accepted(receiver)).toHaveLength(5), { timeout: 10_000 });

    // Every delivery was validly signed (the receiver checked each one), and nothing else came.
    expect(receiver.received.every((r) => r.answered === 200)).toBe(true);
    const steps = ["requested", "approved", "received", "refunded"];
    const moves = accepted(receiver, "return.updated").sort(
      (a, b) => steps.indexOf(a.data.to) - steps.indexOf(b.data.to),
    );
    expect(moves.map((body) => [body.data.from, body.data.to, body.data.by])).toEqual([
      [null, "requested", "customer"],
      ["requested", "approved", "shop"],
      ["approved", "received", "shop"],
      ["received", "refunded", "shop"],
    ]);
    for (const body of moves) expect(body.data).toMatchObject({ id: returnId, orderId: order.orderId });
    expect(moves[3]?.data.refund).toMatchObject({
      id: refundId,
      method: "manual",
      status: "succeeded",
      reference: "Chuyển khoản VCB 778899",
    });
    expect(accepted(receiver, "refund.created")).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ id: refundId, orderId: order.orderId, returnId, method: "manual" }),
      }),
    ]);
    // One event, one id: the ids are all different.
    expect(new Set(receiver.received.map((r) => r.headers["x-shop-event-id"])).size).toBe(5);
  });

  it("tells a colour's stock after the owner edits it and after an order takes some, and nothing for a text edit", async () => {
    const receiver = await startReceiver(() => 200);
    receivers.push(receiver);
    const bag = await t.products.createProduct(
      productInput({
        name: "Túi Mây",
        variations: [
          { color: "#d32f2f", images: [], stock: 5 },
          { color: "#000000", images: [], stock: 2 },
        ],
      }),
    );
    const { secret } = (
      await register(t, admin, receiver.url, ["stock.changed"])
    ).json<WebhookEndpointCreated>();
    receiver.useSecret(secret);
    const stockOf = (color: string) =>
      accepted(receiver, "stock.changed")
        .filter((body) => body.data.productId === bag.id && body.data.color === color)
        .map((body) => body.data.stock);

    // The owner sets the red bag's stock from 5 to 12 in the back office.
    const load = await t.app.inject({ url: `/api/products/${bag.id}`, headers: admin.headers });
    const { id: _id, createdAt: _c, updatedAt: _u, ...editable } = load.json<Product>();
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/products/${bag.id}`,
      headers: admin.headers,
      payload: {
        ...editable,
        variations: editable.variations.map((variation) =>
          variation.color === "#d32f2f" ? { ...variation, stock: 12 } : variation,
        ),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The first change told of a product after the endpoint was added names each of its colours.
    await vi.waitFor(() => expect(stockOf("#d32f2f")).toEqual([12]), { timeout: 10_000 });
    await vi.waitFor(() => expect(stockOf("#000000")).toEqual([2]), { timeout: 10_000 });
    const [event] = accepted(receiver, "stock.changed").filter(
      (body) => body.data.productId === bag.id && body.data.color === "#d32f2f",
    );
    expect(event).toMatchObject({ type: "stock.changed", data: { productId: bag.id, stock: 12 } });
    const delivery = receiver.received.find((r) => r.body.includes('"stock":12'));
    expect(delivery?.headers["x-shop-event"]).toBe("stock.changed");
    expect(delivery?.headers["x-shop-event-id"]).toBe(event?.id);

    // An order takes one red bag: 11.
    await placeOrder(t, bag.id);
    await vi.waitFor(() => expect(stockOf("#d32f2f")).toEqual([12, 11]), { timeout: 10_000 });

    // A change of the name alone moves no stock, and the order took no black bag: nothing more is
    // told of this bag. (An order of another bag, after the rename, shows the watcher read past it.)
    const again = await t.app.inject({ url: `/api/products/${bag.id}`, headers: admin.headers });
    const { id: _i, createdAt: _c2, updatedAt: _u2, ...current } = again.json<Product>();
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/products/${bag.id}`,
      headers: admin.headers,
      payload: { ...current, name: "Túi Mây (mới)" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await placeOrder(t, productId);
    await vi.waitFor(
      () =>
        expect(accepted(receiver, "stock.changed").some((body) => body.data.productId === productId)).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stockOf("#d32f2f")).toEqual([12, 11]);
    expect(stockOf("#000000")).toEqual([2]);
    expect(receiver.received.every((r) => r.answered === 200)).toBe(true);
  });

  it("answers the owner's mistakes with a clear 4xx and stores nothing", async () => {
    const bad = [
      { url: "ftp://tools.example.vn/hook", events: ["order.created"] },
      { url: "https://user:pass@tools.example.vn/hook", events: ["order.created"] },
      { url: "https://tools.example.vn/hook", events: [] },
      { url: "https://tools.example.vn/hook", events: ["order.deleted"] },
    ];
    for (const payload of bad) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/webhooks",
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe("validation_failed");
    }
    const missing = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/webhooks/00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/webhooks", headers: admin.headers });
    expect(list.json<WebhookEndpointList>().items).toEqual([]);
  });
});

describe.each(TEST_DATABASE_KINDS)("webhooks never reach the shop's own network on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { webhookRetries: { ...fast, maxAttempts: 1 } });
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a loopback or private URL when the owner registers it", async () => {
    for (const url of [
      "http://127.0.0.1:8080/hook",
      "http://localhost/hook",
      "http://LOCALHOST./hook",
      "http://10.1.2.3/hook",
      "http://192.168.1.10/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
    ]) {
      const response = await register(t, admin, url, ["order.created"]);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe("webhook_url_not_allowed");
    }
    const list = await t.app.inject({ method: "GET", url: "/api/admin/webhooks", headers: admin.headers });
    expect(list.json<WebhookEndpointList>().items).toEqual([]);
  });

  it("does not send to a name that resolves to this machine at delivery", async () => {
    const receiver = await startReceiver(() => 200);
    try {
      // As if a public name had been registered and now resolves to 127.0.0.1 (DNS rebinding).
      const endpoint = await insertEndpoint(t.db, {
        url: `http://localhost:${receiver.port}/hook`,
        events: ["order.created"],
        description: "",
        secret: "whsec_x",
      });
      const productId = (await t.products.createProduct(productInput())).id;
      await placeOrder(t, productId);
      await vi.waitFor(
        async () => {
          const page = await t.app.inject({
            method: "GET",
            url: `/api/admin/webhooks/${endpoint.id}/deliveries`,
            headers: admin.headers,
          });
          expect(page.json<WebhookDeliveryPage>().items[0]).toMatchObject({
            state: "failed",
            lastStatus: null,
            lastError: expect.stringContaining("private or reserved address"),
          });
        },
        { timeout: 10_000 },
      );
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("judges addresses as the checks above rely on", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "169.254.169.254",
      "0.0.0.0",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["::1", "fe80::1", "fd00::1", "::ffff:10.0.0.1"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["1.1.1.1", "14.225.0.1", "2606:4700:4700::1111"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isAllowedWebhookUrl("https://hooks.example.vn/shop", false)).toBe(true);
    expect(isAllowedWebhookUrl("http://127.0.0.1/x", true)).toBe(true);
  });
});
