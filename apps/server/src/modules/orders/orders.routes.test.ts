import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type ApiErrorBody, ORDER_ID_PATTERN, type PlacedOrder, placedOrderSchema } from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orderItems, orders } from "../../db/schema";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";

const now = new Date("2025-06-15T03:00:00Z");
const customerInfo = {
  fullName: "Nguyễn Thị Lan",
  phone: "0901234567",
  email: "lan@example.vn",
  address: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26740,
};
/** The names the server stores beside the codes (modules/addresses). */
const storedCustomerInfo = {
  ...customerInfo,
  provinceName: "Thành phố Hồ Chí Minh",
  wardName: "Phường Sài Gòn",
};

interface Catalogue {
  /** 1.250.000 đ, black and red. */
  classic: string;
  /** 990.000 đ with 20 % off during June 2025: 792.000 đ. */
  tote: string;
  /** 450.000 đ, no variations: nothing in stock to sell. */
  wallet: string;
}

async function fillCatalogue(t: TestApp): Promise<Catalogue> {
  const add = async (input: ReturnType<typeof productInput>) =>
    (await insertProduct(t.db, input, { now })).id;
  return {
    classic: await add(
      productInput({
        name: "Túi xách Classic",
        price: 1_250_000,
        variations: [
          { color: "#000000", images: [], stock: 10_000 },
          { color: "#d32f2f", images: [], stock: 10_000 },
        ],
      }),
    ),
    tote: await add(
      productInput({
        name: "Túi tote vải",
        price: 990_000,
        promotion: { discount: 20, startDate: "2025-06-01T00:00:00Z", endDate: "2025-06-30T23:59:59Z" },
        variations: [{ color: "#e3d3b5", images: [], stock: 10_000 }],
      }),
    ),
    wallet: await add(productInput({ name: "Ví cầm tay", price: 450_000, variations: [] })),
  };
}

function orderBody(items: unknown[], extra: Record<string, unknown> = {}) {
  return { paymentMethod: "cod", customerInfo, items, ...extra };
}

async function storedCounts(t: TestApp) {
  const [orderRow] = await t.db.select({ n: count() }).from(orders);
  const [itemRow] = await t.db.select({ n: count() }).from(orderItems);
  return { orders: orderRow?.n ?? 0, items: itemRow?.n ?? 0 };
}

describe.each(TEST_DATABASE_KINDS)("POST /api/orders on %s", (kind) => {
  let t: TestApp;
  let bags: Catalogue;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDER_RATE_LIMIT: "100000" }, now: () => now });
    bags = await fillCatalogue(t);
  });
  afterAll(() => t?.close());

  function post(body: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({ method: "POST", url: "/api/orders", payload: body as object, headers });
  }

  async function expectRefused(
    body: unknown,
    status: number,
    code: string,
    headers?: Record<string, string>,
  ) {
    const before = await storedCounts(t);
    const response = await post(body, headers);
    expect(response.statusCode, response.body).toBe(status);
    const error = response.json<ApiErrorBody>().error;
    expect(error.code).toBe(code);
    expect(error.message).toEqual(expect.any(String));
    expect(await storedCounts(t)).toEqual(before);
    return error;
  }

  it("prices every line from the database, promotion applied, and ignores prices the client sends", async () => {
    const response = await post({
      ...orderBody([
        { productId: bags.classic, color: "#000000", quantity: 2, price: 1 },
        { productId: bags.tote, color: "#E3D3B5", quantity: 1, price: 1, unitPrice: 1 },
      ]),
      total: 3,
      orderId: "ORDER1",
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = placedOrderSchema.parse(response.json());
    expect(order.orderId).toMatch(ORDER_ID_PATTERN);
    expect(order.total).toBe(2 * 1_250_000 + 792_000);
    expect(order.items).toEqual([
      {
        productId: bags.classic,
        name: "Túi xách Classic",
        color: "#000000",
        unitPrice: 1_250_000,
        quantity: 2,
      },
      { productId: bags.tote, name: "Túi tote vải", color: "#e3d3b5", unitPrice: 792_000, quantity: 1 },
    ]);
    expect(order.customerInfo).toEqual(storedCustomerInfo);
    expect(order.status).toBe("pending");

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.total).toBe(3_292_000);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => [item.name, item.color, item.unitPrice, item.quantity]).sort()).toEqual([
      ["Túi tote vải", "#e3d3b5", 792_000, 1],
      ["Túi xách Classic", "#000000", 1_250_000, 2],
    ]);
  });

  it("has no stock to sell of a product without variations (stock is kept per colour)", async () => {
    const response = await post(orderBody([{ productId: bags.wallet, color: "#000000", quantity: 1 }]));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<ApiErrorBody>().error.code).toBe("out_of_stock");
  });

  it("accepts five of one product across its colours", async () => {
    const response = await post(
      orderBody([
        { productId: bags.classic, color: "#000000", quantity: 3 },
        { productId: bags.classic, color: "#d32f2f", quantity: 2 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([0, 6, -1, 1.5])("refuses a quantity of %s and writes nothing", async (quantity) => {
    const error = await expectRefused(
      orderBody([{ productId: bags.classic, color: "#000000", quantity }]),
      400,
      "validation_failed",
    );
    expect(Object.keys(error.fields ?? {})).toContain("items.0.quantity");
  });

  it("refuses a sixth bag of one model across colours", async () => {
    const error = await expectRefused(
      orderBody([
        { productId: bags.classic, color: "#000000", quantity: 3 },
        { productId: bags.classic, color: "#d32f2f", quantity: 3 },
      ]),
      400,
      "validation_failed",
    );
    expect(error.fields?.items).toMatch(/^cart\.quantity_max_alert/);
  });

  it("refuses an unknown product rather than pricing it at 0", async () => {
    const error = await expectRefused(
      orderBody([
        { productId: bags.classic, color: "#000000", quantity: 1 },
        { productId: "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11", color: "#000000", quantity: 1 },
      ]),
      400,
      "product_not_found",
    );
    expect(error.fields).toEqual({ "items.1.productId": "product_not_found" });
  });

  it("refuses a colour the product does not come in", async () => {
    const error = await expectRefused(
      orderBody([{ productId: bags.tote, color: "#000000", quantity: 1 }]),
      400,
      "color_not_available",
    );
    expect(error.fields).toEqual({ "items.0.color": "color_not_available" });
  });

  it("names every missing shipping field with the form's message key", async () => {
    const error = await expectRefused(
      {
        paymentMethod: "cod",
        customerInfo: {},
        items: [{ productId: bags.classic, color: "#000000", quantity: 1 }],
      },
      400,
      "validation_failed",
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      "customerInfo.address",
      "customerInfo.email",
      "customerInfo.fullName",
      "customerInfo.phone",
      "customerInfo.provinceCode",
      "customerInfo.wardCode",
    ]);
    await expectRefused({}, 400, "validation_failed");
    await expectRefused(orderBody([]), 400, "validation_failed");
  });

  it.each(["090123456", "090123456789", "09012345a7", "+84901234567"])(
    "refuses the phone number %s with checkout.error_phone",
    async (phone) => {
      const error = await expectRefused(
        {
          ...orderBody([{ productId: bags.classic, color: "#000000", quantity: 1 }]),
          customerInfo: { ...customerInfo, phone },
        },
        400,
        "validation_failed",
      );
      expect(error.fields).toEqual({ "customerInfo.phone": "checkout.error_phone" });
    },
  );

  it("refuses other payment methods, a malformed body, another media type and a huge body", async () => {
    const line = { productId: bags.classic, color: "#000000", quantity: 1 };
    await expectRefused(orderBody([line], { paymentMethod: "paypal" }), 400, "validation_failed");
    // MoMo is a method the shop knows, but this one is not configured for it.
    await expectRefused(orderBody([line], { paymentMethod: "momo" }), 400, "payment_method_unavailable");
    const before = await storedCounts(t);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "content-type": "application/xml" },
      payload: "<order/>",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<ApiErrorBody>().error.code).toBe("unsupported_media_type");
    const huge = await post(orderBody([line], { note: "x".repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ApiErrorBody>().error.code).toBe("payload_too_large");
    expect(await storedCounts(t)).toEqual(before);
  });

  describe("with an Idempotency-Key", () => {
    const line = () => ({ productId: bags.classic, color: "#d32f2f", quantity: 1 });

    it("answers a repeated submit with the first order and writes nothing", async () => {
      const headers = { "idempotency-key": "checkout-7f3c9a51-sequential" };
      const first = await post(orderBody([line()]), headers);
      expect(first.statusCode, first.body).toBe(201);
      const afterFirst = await storedCounts(t);
      const again = await post(orderBody([line()]), headers);
      expect(again.statusCode).toBe(201);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json<PlacedOrder>()).toEqual(first.json<PlacedOrder>());
      expect(await storedCounts(t)).toEqual(afterFirst);
    });

    it("makes one order of many simultaneous submits", async () => {
      const headers = { "idempotency-key": "checkout-7f3c9a51-concurrent" };
      const before = await storedCounts(t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(orderBody([line()]), headers)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((answer) => answer.json<PlacedOrder>().orderId)).size).toBe(1);
      expect(await storedCounts(t)).toEqual({ orders: before.orders + 1, items: before.items + 1 });
    });

    it("refuses the same key for a different order", async () => {
      const headers = { "idempotency-key": "checkout-7f3c9a51-reused" };
      expect((await post(orderBody([line()]), headers)).statusCode).toBe(201);
      await expectRefused(orderBody([{ ...line(), quantity: 2 }]), 409, "idempotency_key_reused", headers);
      await expectRefused(
        { ...orderBody([line()]), customerInfo: { ...customerInfo, email: "someone@else.vn" } },
        409,
        "idempotency_key_reused",
        headers,
      );
    });

    it("refuses the same key with any other detail, and still replays the same body", async () => {
      const headers = { "idempotency-key": "checkout-7f3c9a51-other-details" };
      const first = await post(orderBody([line()]), headers);
      expect(first.statusCode, first.body).toBe(201);
      for (const changed of [
        { ...orderBody([line()]), customerInfo: { ...customerInfo, fullName: "Người khác" } },
        { ...orderBody([line()]), customerInfo: { ...customerInfo, address: "1 Trần Hưng Đạo, Hà Nội" } },
        { ...orderBody([line()]), customerInfo: { ...customerInfo, phone: "0987654321" } },
        { ...orderBody([line()]), language: "en" },
      ]) {
        await expectRefused(changed, 409, "idempotency_key_reused", headers);
      }
      const again = await post(orderBody([line()]), headers);
      expect(again.statusCode).toBe(201);
      expect(again.json<PlacedOrder>()).toEqual(first.json<PlacedOrder>());
    });

    it("refuses a malformed key", async () => {
      await expectRefused(orderBody([line()]), 400, "validation_failed", { "idempotency-key": "a b" });
    });
  });

  it("stores 200 simultaneous orders, each with its own order id and the right total", async () => {
    const before = await storedCounts(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(
          orderBody([
            { productId: bags.classic, color: "#000000", quantity: 1 + (index % 5) },
            { productId: bags.tote, color: "#e3d3b5", quantity: 1 },
          ]),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201)).toEqual([]);
    const placed = answers.map((answer) => answer.json<PlacedOrder>());
    expect(new Set(placed.map((order) => order.orderId)).size).toBe(200);
    for (const [index, order] of placed.entries()) {
      expect(order.total).toBe((1 + (index % 5)) * 1_250_000 + 792_000);
    }
    expect(await storedCounts(t)).toEqual({ orders: before.orders + 200, items: before.items + 400 });
    const stored = await t.db.select({ orderId: orders.orderId, total: orders.total }).from(orders);
    const storedTotals = new Map(stored.map((row) => [row.orderId, row.total]));
    for (const order of placed) expect(storedTotals.get(order.orderId)).toBe(order.total);
  });

  it("writes the confirmation to the outbox in the shopper's language", async () => {
    const response = await post(
      orderBody([{ productId: bags.tote, color: "#e3d3b5", quantity: 2 }], { language: "en" }),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json<PlacedOrder>();
    const outbox = join(t.dataDir, "outbox");
    let mail = "";
    // Mails go out after the answer (and after the 200 orders' mails above): wait for this one.
    const deadline = Date.now() + 15_000;
    while (!mail && Date.now() < deadline) {
      const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith(".eml"));
      for (const file of files) {
        const text = readableMail(await readFile(join(outbox, file), "utf8"));
        if (text.includes(order.orderId)) mail = text;
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toContain(`Subject: Order confirmation ${order.orderId}`);
    expect(mail).toContain("To: lan@example.vn");
    expect(mail).toContain("Túi tote vải (Colour: Beige · Quantity: 2 · 792.000 VNĐ): 1.584.000 VNĐ");
    expect(mail).toContain("Total: 1.584.000 VNĐ");
    expect(mail).toContain("Delivery address: 12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh");
    expect(mail).toContain("We will call you to confirm your order");
  });
});

describe("order limits per client address", () => {
  it("answers 429 past ORDER_RATE_LIMIT orders a minute", async () => {
    const t = await createTestApp("pglite", { env: { ORDER_RATE_LIMIT: "3" } });
    try {
      const bags = await fillCatalogue(t);
      const body = orderBody([{ productId: bags.classic, color: "#000000", quantity: 1 }]);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await t.app.inject({ method: "POST", url: "/api/orders", payload: body })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await t.app.inject({ method: "POST", url: "/api/orders", payload: body });
      expect(refused.json<ApiErrorBody>().error.code).toBe("too_many_requests");
      expect((await storedCounts(t)).orders).toBe(3);
    } finally {
      await t.close();
    }
  });
});

describe("the confirmation e-mail over SMTP", () => {
  it("reaches a real SMTP server in the language of the order", async () => {
    const inbox = await startSmtpInbox();
    const t = await createTestApp("pglite", { env: { SMTP_URL: inbox.url } });
    try {
      const bags = await fillCatalogue(t);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderBody([{ productId: bags.classic, color: "#d32f2f", quantity: 1 }], { language: "kr" }),
      });
      expect(response.statusCode).toBe(201);
      const order = response.json<PlacedOrder>();
      const [raw] = await inbox.waitForMessages(1);
      const mail = readableMail(raw ?? "");
      expect(mail).toContain(`Subject: 주문 확인 ${order.orderId}`);
      expect(mail).toContain("Túi xách Classic (색상: 빨강 · 수량: 1 · 1.250.000 VNĐ)");
      expect(mail).toContain("합계: 1.250.000 VNĐ");
      expect(mail).toContain("배송 전에 주문 확인을 위해 전화드리겠습니다.");
    } finally {
      await t.close();
      await inbox.close();
    }
  });

  // Two whole apps, one after the other: on a busy machine that takes longer than the default.
  it("never fails or loses the order when the mail server refuses or is away", {
    timeout: 90_000,
  }, async () => {
    const refusing = await startSmtpInbox({ refuse: true });
    for (const smtpUrl of [refusing.url, "smtp://127.0.0.1:9"]) {
      const t = await createTestApp("pglite", { env: { SMTP_URL: smtpUrl } });
      try {
        const bags = await fillCatalogue(t);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderBody([{ productId: bags.classic, color: "#000000", quantity: 1 }]),
        });
        expect(response.statusCode).toBe(201);
        expect(await storedCounts(t)).toEqual({ orders: 1, items: 1 });
        // The mail is not lost either: it waits in the outbox for the next attempt.
        const { orderId } = response.json<PlacedOrder>();
        const [owed] = await t.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `order-confirmation:${orderId}`));
        expect(owed?.sentAt ?? null).toBeNull();
      } finally {
        await t.close();
      }
    }
    await refusing.close();
  });
});
