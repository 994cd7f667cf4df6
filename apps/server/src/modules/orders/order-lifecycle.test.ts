import {
  type AdminOrderEvent,
  type ApiErrorBody,
  adminOrderTimelineSchema,
  customerOrderListSchema,
  type OrderLookup,
  orderLookupSchema,
  type PlacedOrder,
} from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema";
import { insertOrder, type SignedIn, signIn } from "../../test/admin-fixtures";
import { type SmtpInbox, startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { ORDER_LOOKUP_LIMITS } from "../auth/attempt-limiter";
import { insertProduct } from "../products/products.repository";

const RED = "#d32f2f";
const customerInfo = {
  fullName: "Lê Văn Hùng",
  phone: "0911222333",
  email: "hung@example.vn",
  address: "8 Trần Phú",
  provinceCode: 79,
  wardCode: 26740,
};

describe.each(TEST_DATABASE_KINDS)("the order lifecycle on %s", (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let admin: SignedIn;
  let productId: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      env: { SMTP_URL: inbox.url, ORDER_RATE_LIMIT: "100000", ORDER_LOOKUP_RATE_LIMIT: "100000" },
    });
    admin = await signIn(t, { role: "admin", email: "chu.shop@example.vn" });
    productId = (
      await insertProduct(
        t.db,
        productInput({ name: "Túi vòng đời", variations: [{ color: RED, images: [], stock: 50 }] }),
        { now: new Date() },
      )
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  async function place(language = "vi"): Promise<PlacedOrder> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo,
        items: [{ productId, color: RED, quantity: 1 }],
        language,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PlacedOrder>();
  }

  const setStatus = (id: string, status: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/orders/${id}/status`,
      payload: { status },
      headers: admin.headers,
    });
  const setPayment = (id: string, paymentStatus: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/orders/${id}/payment-status`,
      payload: { paymentStatus },
      headers: admin.headers,
    });

  async function timeline(id: string): Promise<AdminOrderEvent[]> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/orders/${id}/timeline`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderTimelineSchema.parse(response.json()).items;
  }

  async function stored(id: string) {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    return { status: row?.status, paymentStatus: row?.paymentStatus };
  }

  it("confirms, ships and delivers an order; the timeline says who and when", async () => {
    const order = await place();
    for (const status of ["confirmed", "shipping", "delivered"]) {
      const response = await setStatus(order.id, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status });
    }
    const events = await timeline(order.id);
    expect(events.map((event) => [event.kind, event.from, event.to, event.actor, event.actorEmail])).toEqual([
      ["placed", null, "pending", "customer", null],
      ["status", "pending", "confirmed", "shop", "chu.shop@example.vn"],
      ["status", "confirmed", "shipping", "shop", "chu.shop@example.vn"],
      ["status", "shipping", "delivered", "shop", "chu.shop@example.vn"],
    ]);
    const times = events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("refuses a move the lifecycle does not allow with 409 invalid_transition, changing nothing", async () => {
    const order = await place();
    expect((await setStatus(order.id, "shipping")).statusCode).toBe(200);
    const before = await timeline(order.id);
    for (const status of ["cancelled", "pending", "confirmed"]) {
      const response = await setStatus(order.id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>().error.code).toBe("invalid_transition");
    }
    expect(await stored(order.id)).toEqual({ status: "shipping", paymentStatus: "unpaid" });
    expect(await timeline(order.id)).toEqual(before);
  });

  it("keeps the admin's delivered checkbox working: ticked is delivered, unticked is pending", async () => {
    const order = await place();
    expect((await setStatus(order.id, "delivered")).statusCode).toBe(200);
    expect((await setStatus(order.id, "pending")).statusCode).toBe(200);
    expect(await stored(order.id)).toEqual({ status: "pending", paymentStatus: "unpaid" });
  });

  it("marks cash on delivery paid, refuses refunded → paid, and answers 404 for a missing order", async () => {
    const order = await place();
    expect((await setPayment(order.id, "paid")).statusCode).toBe(200);
    // Marking it paid again (a double click, a repeated notification) changes and mails nothing.
    expect((await setPayment(order.id, "paid")).statusCode).toBe(200);
    expect((await setPayment(order.id, "refunded")).statusCode).toBe(200);
    const refused = await setPayment(order.id, "paid");
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.code).toBe("invalid_transition");
    expect((await stored(order.id)).paymentStatus).toBe("refunded");
    const payments = (await timeline(order.id)).filter((event) => event.kind === "payment");
    expect(payments.map((event) => [event.from, event.to])).toEqual([
      ["unpaid", "paid"],
      ["paid", "refunded"],
    ]);
    const missing = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";
    expect((await setPayment(missing, "paid")).statusCode).toBe(404);
    expect((await setStatus(missing, "confirmed")).statusCode).toBe(404);
    expect((await setPayment(order.id, "lost")).statusCode).toBe(400);
  });

  it("mails the customer each change in the order's language", async () => {
    const order = await place("en");
    const already = inbox.messages.length;
    expect((await setStatus(order.id, "confirmed")).statusCode).toBe(200);
    expect((await setPayment(order.id, "paid")).statusCode).toBe(200);
    let mine: string[] = [];
    // Mails leave after the commit: wait for the confirmation and both status mails of this order.
    for (let count = already + 1; mine.length < 3; count += 1) {
      mine = (await inbox.waitForMessages(count))
        .map((raw) => readableMail(raw))
        .filter((mail) => mail.includes(order.orderId));
    }
    mine = mine.filter((mail) => !mail.includes("Order confirmation"));
    expect(mine.some((mail) => mail.includes(`Subject: Order ${order.orderId}: Confirmed`))).toBe(true);
    expect(mine.some((mail) => mail.includes(`Payment of your order ${order.orderId}: Paid.`))).toBe(true);
    expect(mine.every((mail) => mail.includes(`/order-lookup?orderId=${order.orderId}`))).toBe(true);
    expect(mine.every((mail) => mail.includes("To: hung@example.vn"))).toBe(true);
  });

  describe("the guest order lookup", () => {
    const lookUp = (query: string) => t.app.inject({ method: "GET", url: `/api/orders/lookup?${query}` });

    it("shows status, payment, lines, totals and timeline, never the e-mail, name or street", async () => {
      const order = await place();
      expect((await setStatus(order.id, "confirmed")).statusCode).toBe(200);
      const response = await lookUp(`orderId=${order.orderId}&phone=${customerInfo.phone}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const found: OrderLookup = orderLookupSchema.parse(response.json());
      expect(found).toMatchObject({
        orderId: order.orderId,
        status: "confirmed",
        paymentStatus: "unpaid",
        total: order.total,
        items: [{ name: "Túi vòng đời", color: RED, quantity: 1 }],
      });
      expect(found.timeline.map((event) => [event.kind, event.to, event.actor])).toEqual([
        ["placed", "pending", "customer"],
        ["status", "confirmed", "shop"],
      ]);
      for (const secret of [customerInfo.email, customerInfo.address, customerInfo.fullName, "chu.shop"]) {
        expect(response.body).not.toContain(secret);
      }
    });

    it("finds the order with the phone written with spaces", async () => {
      const order = await place();
      const response = await lookUp(`orderId=${order.orderId}&phone=${encodeURIComponent("0911 222 333")}`);
      expect(response.statusCode).toBe(200);
    });

    it("answers a wrong phone exactly like a missing order", async () => {
      const order = await place();
      const wrongPhone = await lookUp(`orderId=${order.orderId}&phone=0999999999`);
      const missing = await lookUp("orderId=ORDER1000000000000&phone=0911222333");
      const malformed = await lookUp("orderId=nothing&phone=abc");
      expect(wrongPhone.statusCode).toBe(404);
      for (const other of [missing, malformed]) {
        expect(other.statusCode).toBe(404);
        expect(other.body).toBe(wrongPhone.body);
      }
      expect(wrongPhone.json<ApiErrorBody>().error.code).toBe("not_found");
      expect((await lookUp(`orderId=${order.orderId}`)).statusCode).toBe(400);
    });

    it("shows the account page's orders with their payment status and timeline", async () => {
      const customer = await signIn(t, { email: customerInfo.email });
      // Guest orders join an account only through a verified address (auth/account-trust.test.ts).
      await t.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.email, customerInfo.email));
      const order = await place();
      expect((await setPayment(order.id, "paid")).statusCode).toBe(200);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/me/orders",
        headers: customer.headers,
      });
      const mine = customerOrderListSchema
        .parse(response.json())
        .items.find((item) => item.orderId === order.orderId);
      expect(mine?.paymentStatus).toBe("paid");
      expect(mine?.timeline.map((event) => [event.kind, event.to])).toEqual([
        ["placed", "pending"],
        ["payment", "paid"],
      ]);
      expect(response.body).not.toContain("chu.shop@example.vn");
    });
  });
});

describe("the guest order lookup's rate limit", () => {
  it("answers 429 past ORDER_LOOKUP_RATE_LIMIT lookups a minute from one address", async () => {
    const t = await createTestApp("pglite", { env: { ORDER_LOOKUP_RATE_LIMIT: "3" } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await t.app.inject({
          method: "GET",
          url: `/api/orders/lookup?orderId=ORDER100000000000${attempt}&phone=0911222333`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it("caps the wrong phones tried on one order code across rotating addresses", async () => {
    const t = await createTestApp("pglite");
    try {
      const { orderId } = await insertOrder(t.db, { createdAt: new Date() });
      const cap = ORDER_LOOKUP_LIMITS.failuresPerOrderAcrossAddresses.limit;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < cap + 3; attempt += 1) {
        const response = await t.app.inject({
          method: "GET",
          url: `/api/orders/lookup?orderId=${orderId}&phone=09${String(attempt).padStart(8, "0")}`,
          remoteAddress: `10.9.${Math.floor(attempt / 200)}.${attempt % 200}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, cap).every((status) => status === 404)).toBe(true);
      expect(statuses.slice(cap)).toEqual([429, 429, 429]);
      // Another order's code is not held back by it.
      const other = await insertOrder(t.db, { createdAt: new Date() });
      const response = await t.app.inject({
        method: "GET",
        url: `/api/orders/lookup?orderId=${other.orderId}&phone=0900000000`,
        remoteAddress: "10.9.99.1",
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
    // A whole app on a fresh database and two dozen lookups: slow on a loaded machine.
  }, 120_000);
});
