import {
  type AlertCreated,
  type AlertList,
  type ApiErrorBody,
  type PlacedOrder,
  PRIVACY_NOTICE_VERSION,
  type Product,
} from "@shop/shared";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveJwtSecret } from "../../config-jwt-secret";
import { consents, mailOutbox, productAlerts, products, productVariations, users } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { signUpTestUser, testClientAddress, uniqueEmail } from "../../test/auth-helpers";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { createUnsubscribeTokens } from "../privacy/unsubscribe-tokens";
import { purgeAlerts } from "./alerts.repository";

/**
 * Back-in-stock and price-drop alerts as a shopper, a guest and the owner meet them
 * (docs/decisions/059-stock-and-price-alerts.md): asked once, sent once through the outbox when
 * any writer puts the colour back or lowers the price, never when stock stays at 0 or the price
 * rises, with the consent recorded and a one-click unsubscribe that stops them.
 */

const RED = "#d32f2f";
const BLACK = "#000000";
const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)("alerts on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  /** Moves the app's clock (an expired link, a promotion that starts later); 0 = the real time. */
  let offsetMs = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ORDER_RATE_LIMIT: "100000" },
      now: () => new Date(Date.now() + offsetMs),
    });
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(() => t?.close());

  async function bag(name: string, stock: Record<string, number>, price = 1_250_000): Promise<Product> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({
        name,
        price,
        variations: Object.entries(stock).map(([color, left]) => ({ color, images: [], stock: left })),
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Product>();
  }

  /** The owner's edit in the back office: the product as loaded, with `change` applied. */
  async function edit(id: string, change: (product: Product) => Partial<Product>): Promise<void> {
    const loaded = (
      await t.app.inject({ url: `/api/products/${id}`, headers: admin.headers })
    ).json<Product>();
    const { id: _id, createdAt: _c, updatedAt: _u, ...editable } = loaded;
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/products/${id}`,
      headers: admin.headers,
      payload: { ...editable, ...change(loaded) },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.alerts.idle();
  }

  const restock = (id: string, color: string, stock: number) =>
    edit(id, (product) => ({
      variations: product.variations.map((variation) =>
        variation.color === color ? { ...variation, stock } : variation,
      ),
    }));

  function ask(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: { consent: true, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, ...payload },
      headers,
      remoteAddress: testClientAddress(),
    });
  }

  async function customer(): Promise<SignedIn> {
    return signIn(t, { email: uniqueEmail("bao"), emailVerifiedAt: new Date() });
  }

  const mailsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.createdAt);
  const alertsOf = (email: string) => t.db.select().from(productAlerts).where(eq(productAlerts.email, email));
  const consentsOf = (email: string) =>
    t.db
      .select()
      .from(consents)
      .where(and(eq(consents.email, email), eq(consents.purpose, "product_alerts")))
      .orderBy(desc(consents.id));
  async function rowCounts() {
    const [[alerts], [mails], [ledger]] = await Promise.all([
      t.db.select({ n: count() }).from(productAlerts),
      t.db.select({ n: count() }).from(mailOutbox),
      t.db.select({ n: count() }).from(consents),
    ]);
    return { alerts: alerts?.n, mails: mails?.n, consents: ledger?.n };
  }

  it("tells a signed-in customer once when an admin edit brings a sold-out colour back, not while it stays at 0", async () => {
    const product = await bag("Túi báo có hàng", { [RED]: 0, [BLACK]: 4 });
    const me = await customer();
    const first = await ask(
      { productId: product.id, color: RED, kind: "back_in_stock", lang: "en" },
      me.headers,
    );
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json<AlertCreated>()).toEqual({
      status: "waiting",
      kind: "back_in_stock",
      productId: product.id,
      color: RED,
    });
    // Asked again: the same answer, still one alert and one consent.
    const again = await ask(
      { productId: product.id, color: RED, kind: "back_in_stock", lang: "en" },
      me.headers,
    );
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await alertsOf(me.user.email)).toHaveLength(1);
    const ledger = await consentsOf(me.user.email);
    expect(ledger.map((row) => [row.given, row.channel, row.userId])).toEqual([
      [true, "alert_request", me.user.id],
    ]);
    // No confirmation mail for a proved address.
    expect(await mailsTo(me.user.email)).toEqual([]);

    // The owner edits the bag (another colour's stock, the name), the red stays at 0: nothing.
    await edit(product.id, (loaded) => ({
      name: "Túi báo có hàng (mới)",
      variations: loaded.variations.map((variation) =>
        variation.color === BLACK ? { ...variation, stock: 9 } : variation,
      ),
    }));
    expect(await mailsTo(me.user.email)).toEqual([]);

    await restock(product.id, RED, 3);
    const mails = await mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Túi báo có hàng (mới) is back in stock");
    expect(mail?.textBody).toContain(`https://shop.example/products/${product.id}?lang=en`);
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/shop\.example\/api\/unsubscribe\?token=[^>]+&lang=en&purpose=product_alerts>, <mailto:/,
    );
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.textBody).toContain("&purpose=product_alerts");

    // Stock changing again later sends nothing more: the alert was sent once.
    await restock(product.id, RED, 0);
    await restock(product.id, RED, 5);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
    const list = await t.app.inject({ url: "/api/me/alerts", headers: me.headers });
    expect(list.json<AlertList>().items.map((item) => item.status)).toEqual(["sent"]);
  });

  it("fires when a cancelled order puts the last bag back (a writer that knows nothing of alerts)", async () => {
    const product = await bag("Túi cuối cùng", { [RED]: 1 });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: CHECKOUT_CUSTOMER,
        items: [{ productId: product.id, color: RED, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const me = await customer();
    expect(
      (await ask({ productId: product.id, color: RED, kind: "back_in_stock", lang: "vi" }, me.headers))
        .statusCode,
    ).toBe(202);
    await t.alerts.idle();
    expect(await mailsTo(me.user.email)).toEqual([]);
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${placed.json<PlacedOrder>().id}/status`,
      payload: { status: "cancelled" },
      headers: admin.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.alerts.idle();
    const mails = await mailsTo(me.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Túi cuối cùng đã có hàng lại"]);
  });

  it("tells of a price drop when a promotion lowers the price below the one seen, not when it rises", async () => {
    const product = await bag("Túi giảm giá", { [RED]: 10 }, 1_250_000);
    const me = await customer();
    const asked = await ask(
      { productId: product.id, color: RED, kind: "price_drop", lang: "en" },
      me.headers,
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const [stored] = await alertsOf(me.user.email);
    expect(stored?.priceSeen).toBe(1_250_000);

    await edit(product.id, () => ({ price: 1_400_000 }));
    expect(await mailsTo(me.user.email)).toEqual([]);
    const running = (discount: number) => ({
      discount,
      startDate: new Date(Date.now() - HOUR).toISOString(),
      endDate: new Date(Date.now() + 48 * HOUR).toISOString(),
    });
    // 10 % off 1,400,000 is 1,260,000: still above what the shopper saw.
    await edit(product.id, () => ({ promotion: running(10) }));
    expect(await mailsTo(me.user.email)).toEqual([]);
    // 20 % off is 1,120,000.
    await edit(product.id, () => ({ promotion: running(20) }));
    const mails = await mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("The price of Túi giảm giá dropped");
    expect(mails[0]?.textBody).toContain("1.120.000 VNĐ (it was 1.250.000 VNĐ");
  });

  it("tells of a promotion that starts later once it has started (the sweep), not before", async () => {
    const product = await bag("Túi khuyến mãi sau", { [RED]: 10 }, 2_000_000);
    const me = await customer();
    await ask({ productId: product.id, color: RED, kind: "price_drop", lang: "en" }, me.headers);
    await edit(product.id, () => ({
      promotion: {
        discount: 30,
        startDate: new Date(Date.now() + 24 * HOUR).toISOString(),
        endDate: new Date(Date.now() + 72 * HOUR).toISOString(),
      },
    }));
    await t.alerts.sweep();
    expect(await mailsTo(me.user.email)).toEqual([]);
    offsetMs = 25 * HOUR;
    try {
      await t.alerts.sweep();
    } finally {
      offsetMs = 0;
    }
    expect((await mailsTo(me.user.email)).map((mail) => mail.subject)).toEqual([
      "The price of Túi khuyến mãi sau dropped",
    ]);
  });

  it("asks a guest to confirm by a mailed link; only the confirmed alert is sent", async () => {
    const product = await bag("Túi cho khách", { [BLACK]: 0 });
    const email = uniqueEmail("khach");
    const asked = await ask({
      productId: product.id,
      color: BLACK,
      kind: "back_in_stock",
      email,
      lang: "kr",
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<AlertCreated>().status).toBe("pending_confirmation");
    // Asked again before confirming: the same answer, no second mail.
    expect(
      (await ask({ productId: product.id, color: BLACK, kind: "back_in_stock", email, lang: "kr" })).json(),
    ).toEqual(asked.json());
    const [confirmation, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toContain("Túi cho khách");
    expect(await consentsOf(email)).toEqual([]);
    const link = new URL(
      /https:\/\/shop\.example\/api\/alerts\/confirm\?\S+/.exec(confirmation?.textBody ?? "")?.[0] ?? "",
    );
    const path = `${link.pathname}${link.search}`;

    // Not confirmed yet: the restock sends nothing.
    await restock(product.id, BLACK, 2);
    expect(await mailsTo(email)).toHaveLength(1);
    await restock(product.id, BLACK, 0);

    // GET shows the question and a button (link checkers open links), and confirms nothing.
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toContain('<form method="post"');
    expect((await alertsOf(email))[0]?.confirmedAt).toBeNull();

    const confirmed = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain("확인되었습니다");
    expect((await consentsOf(email)).map((row) => [row.given, row.channel])).toEqual([
      [true, "alert_request"],
    ]);
    // A second click says so and changes nothing.
    const twice = await t.app.inject({ method: "POST", url: path });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain("이미 확인된");
    expect(await consentsOf(email)).toHaveLength(1);

    await restock(product.id, BLACK, 4);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([confirmation?.subject, "Túi cho khách 재입고"]);
  });

  it("answers unknown and expired confirmation links with a clear page, changing nothing", async () => {
    const product = await bag("Túi link hết hạn", { [RED]: 0 });
    const email = uniqueEmail("het-han");
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", email, lang: "en" });
    const [mail] = await mailsTo(email);
    const path = new URL(
      /https:\/\/shop\.example\/api\/alerts\/confirm\?\S+/.exec(mail?.textBody ?? "")?.[0] ?? "",
    );
    const unknown = await t.app.inject({ url: "/api/alerts/confirm?token=nope&lang=en" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("This link is not valid or has expired");
    offsetMs = 49 * HOUR;
    try {
      const expired = await t.app.inject({ method: "POST", url: `${path.pathname}${path.search}` });
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain("This link is not valid or has expired");
      // Asking again after the link expired starts over with a new link.
      const again = await ask({
        productId: product.id,
        color: RED,
        kind: "back_in_stock",
        email,
        lang: "en",
      });
      expect(again.json<AlertCreated>().status).toBe("pending_confirmation");
    } finally {
      offsetMs = 0;
    }
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await alertsOf(email)).toHaveLength(1);
    expect(await consentsOf(email)).toEqual([]);
  });

  it("stops after the mail's one-click unsubscribe: the alert is cancelled, marketing is untouched", async () => {
    const first = await bag("Túi huỷ đăng ký một", { [RED]: 0 });
    const second = await bag("Túi huỷ đăng ký hai", { [RED]: 0 });
    const me = await customer();
    await ask({ productId: first.id, color: RED, kind: "back_in_stock", lang: "en" }, me.headers);
    await ask({ productId: second.id, color: RED, kind: "back_in_stock", lang: "en" }, me.headers);
    await restock(first.id, RED, 1);
    const [mail] = await mailsTo(me.user.email);
    const url = new URL(/<(https:[^>]+)>/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
    const clicked = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.body).toContain("no more back-in-stock");
    expect((await consentsOf(me.user.email)).map((row) => [row.given, row.channel])).toEqual([
      [false, "mail_unsubscribe"],
      [true, "alert_request"],
    ]);
    const [marketing] = await t.db
      .select({ n: count() })
      .from(consents)
      .where(and(eq(consents.email, me.user.email), eq(consents.purpose, "marketing")));
    expect(marketing?.n).toBe(0);
    // The account page says so at once: an alert that will never be sent is not "waiting".
    const atOnce = (await t.app.inject({ url: "/api/me/alerts", headers: me.headers })).json<AlertList>();
    expect(atOnce.items.map((item) => [item.productId, item.status])).toEqual([
      [first.id, "sent"],
      [second.id, "cancelled"],
    ]);

    await restock(second.id, RED, 2);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
    const statuses = (await t.app.inject({ url: "/api/me/alerts", headers: me.headers })).json<AlertList>();
    expect(statuses.items.map((item) => [item.productId, item.status])).toEqual([
      [first.id, "sent"],
      [second.id, "cancelled"],
    ]);
  });

  it("sends once when two checks race for the same alert (the claim is a conditional UPDATE)", async () => {
    const product = await bag("Túi hai lần kiểm", { [RED]: 0 });
    const me = await customer();
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", lang: "en" }, me.headers);
    // Stock written behind the alerts' back (no change event), then both checks at once.
    await t.db
      .update(productVariations)
      .set({ stock: 2 })
      .where(and(eq(productVariations.productId, product.id), eq(productVariations.color, RED)));
    const sent = await Promise.all([
      t.alerts.checkProducts([product.id]),
      t.alerts.checkProducts([product.id]),
      t.alerts.sweep(),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
  });

  it.runIf(kind === "postgres")(
    "sends once with two instances hearing the same restock, and when both check at once",
    async () => {
      const second = await createTestApp(kind, { instanceOf: t });
      try {
        const product = await bag("Túi hai máy chủ", { [RED]: 0 });
        const me = await customer();
        await ask({ productId: product.id, color: RED, kind: "back_in_stock", lang: "en" }, me.headers);
        // The edit on the first instance wakes the second one too (NOTIFY): both check.
        await restock(product.id, RED, 1);
        await second.alerts.idle();
        expect(await mailsTo(me.user.email)).toHaveLength(1);

        const other = await customer();
        await ask({ productId: product.id, color: RED, kind: "price_drop", lang: "en" }, other.headers);
        await t.db.update(products).set({ price: 900_000 }).where(eq(products.id, product.id));
        const sent = await Promise.all([
          t.alerts.checkProducts([product.id]),
          second.alerts.checkProducts([product.id]),
          t.alerts.sweep(),
          second.alerts.sweep(),
        ]);
        expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
        expect(await mailsTo(other.user.email)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );

  // A second app of its own, to count its statements: slow to build on a loaded machine.
  it("costs an order no query when none of its products is watched, once the sweep knows which are", async () => {
    const statements: string[] = [];
    const own = await createTestApp(kind, {
      env: { ORDER_RATE_LIMIT: "100000" },
      logQuery: (query) => statements.push(query),
    });
    try {
      const ownAdmin = await signIn(own, { role: "admin" });
      const create = async (name: string, stock: number) => {
        const response = await own.app.inject({
          method: "POST",
          url: "/api/products",
          headers: ownAdmin.headers,
          payload: productInput({ name, variations: [{ color: RED, images: [], stock }] }),
        });
        return response.json<Product>().id;
      };
      const watchedBag = await create("Túi được theo dõi", 0);
      const otherBag = await create("Túi không ai chờ", 5);
      const me = await signIn(own, { email: uniqueEmail("theo-doi"), emailVerifiedAt: new Date() });
      const asked = await own.app.inject({
        method: "POST",
        url: "/api/alerts",
        headers: me.headers,
        payload: { productId: watchedBag, color: RED, kind: "back_in_stock", consent: true },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      await own.alerts.sweep();
      const order = (productId: string) =>
        own.app.inject({
          method: "POST",
          url: "/api/orders",
          payload: {
            paymentMethod: "cod",
            customerInfo: CHECKOUT_CUSTOMER,
            items: [{ productId, color: RED, quantity: 1 }],
          },
        });
      statements.length = 0;
      expect((await order(otherBag)).statusCode).toBe(201);
      await own.alerts.idle();
      expect(statements.filter((query) => query.includes("product_alerts"))).toEqual([]);
      // The watched bag's restock is checked.
      const loaded = (
        await own.app.inject({ url: `/api/products/${watchedBag}`, headers: ownAdmin.headers })
      ).json<Product>();
      const { id: _id, createdAt: _c, updatedAt: _u, ...editable } = loaded;
      statements.length = 0;
      const saved = await own.app.inject({
        method: "PUT",
        url: `/api/products/${watchedBag}`,
        headers: ownAdmin.headers,
        payload: { ...editable, variations: [{ ...editable.variations[0], stock: 2 }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await own.alerts.idle();
      expect(statements.some((query) => query.includes("product_alerts"))).toBe(true);
      const [mails] = await own.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, me.user.email));
      expect(mails?.n).toBe(1);
    } finally {
      await own.close();
    }
  }, 120_000);

  it("refuses bad input with the shop's error shape and writes nothing", async () => {
    const product = await bag("Túi đầu vào sai", { [RED]: 0, [BLACK]: 3 });
    const me = await customer();
    const before = await rowCounts();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { productId: "00000000-0000-4000-8000-000000000000", color: RED, kind: "back_in_stock" },
        404,
        "product_not_found",
      ],
      [{ productId: product.id, color: "#123456", kind: "back_in_stock" }, 400, "color_not_available"],
      [{ productId: product.id, color: BLACK, kind: "back_in_stock" }, 409, "alert_in_stock"],
      [{ productId: product.id, color: RED, kind: "restock" }, 400, "validation_failed"],
      [
        { productId: product.id, color: RED, kind: "back_in_stock", consent: false },
        400,
        "validation_failed",
      ],
      [{ productId: "not-a-uuid", color: RED, kind: "back_in_stock" }, 400, "validation_failed"],
      [
        { productId: product.id, color: RED, kind: "back_in_stock", privacyNoticeVersion: "1999" },
        400,
        "unknown_notice_version",
      ],
    ];
    for (const [payload, status, code] of cases) {
      const response = await ask(payload, me.headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<ApiErrorBody>().error.code).toBe(code);
    }
    // A guest without an address, or with a bad one.
    for (const email of [undefined, "not-an-address"]) {
      const response = await ask({ productId: product.id, color: RED, kind: "back_in_stock", email });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe("validation_failed");
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("limits how often one client asks, as the other guest endpoints do", async () => {
    const product = await bag("Túi giới hạn", { [RED]: 0 });
    const address = testClientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/alerts",
        payload: {
          productId: product.id,
          color: RED,
          kind: "back_in_stock",
          email: uniqueEmail("rl"),
          consent: true,
        },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("lets a customer list and cancel his alerts, not another's", async () => {
    const product = await bag("Túi danh sách", { [RED]: 0 });
    const me = await customer();
    const other = await customer();
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", lang: "vi" }, me.headers);
    const [mine] = (await t.app.inject({ url: "/api/me/alerts", headers: me.headers })).json<AlertList>()
      .items;
    expect(mine?.status).toBe("waiting");
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/me/alerts/${mine?.id}`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/me/alerts/${mine?.id}`,
      headers: me.headers,
    });
    expect(cancelled.statusCode).toBe(204);
    await restock(product.id, RED, 3);
    expect(await mailsTo(me.user.email)).toEqual([]);
  });

  it("puts alerts in the customer's data copy and erases them with the account and a guest's deletion", async () => {
    const product = await bag("Túi dữ liệu", { [RED]: 0 });
    const person = await signUpTestUser(t);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, person.email));
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", lang: "vi" }, person.headers);
    const data = await t.app.inject({ url: "/api/me/data", headers: person.headers });
    expect(data.statusCode).toBe(200);
    const copy = JSON.parse(data.body) as { alerts: Array<{ productId: string; email: string }> };
    expect(copy.alerts.map((alert) => [alert.productId, alert.email])).toEqual([[product.id, person.email]]);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: person.headers,
      payload: { password: person.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await alertsOf(person.email)).toEqual([]);

    const guest = uniqueEmail("xoa");
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", email: guest, lang: "vi" });
    expect(await alertsOf(guest)).toHaveLength(1);
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/data-requests",
      payload: { email: guest, kind: "delete" },
      remoteAddress: testClientAddress(),
    });
    expect(requested.statusCode).toBe(202);
    const request = (await mailsTo(guest)).find((mail) => mail.textBody.includes("/privacy?request="));
    const token = /request=([^\s&]+)/.exec(request?.textBody ?? "")?.[1] ?? "";
    const done = await t.app.inject({
      method: "POST",
      url: "/api/data-requests/confirm",
      payload: { token: decodeURIComponent(token) },
      remoteAddress: testClientAddress(),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await alertsOf(guest)).toEqual([]);
  });

  it("purges links never used and alerts long done, keeping those still waiting", async () => {
    const product = await bag("Túi lưu giữ", { [RED]: 0 });
    const guest = uniqueEmail("cu");
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", email: guest, lang: "vi" });
    const me = await customer();
    await ask({ productId: product.id, color: RED, kind: "back_in_stock", lang: "vi" }, me.headers);
    await purgeAlerts(t.db, new Date(Date.now() + 49 * HOUR), { doneDays: 30, waitingDays: 365 });
    expect(await alertsOf(guest)).toEqual([]);
    expect(await alertsOf(me.user.email)).toHaveLength(1);
    await purgeAlerts(t.db, new Date(Date.now() + 366 * 24 * HOUR), { doneDays: 30, waitingDays: 365 });
    expect(await alertsOf(me.user.email)).toEqual([]);
  });

  it("is unsubscribed by a token only the shop can make", async () => {
    const tokens = createUnsubscribeTokens(await resolveJwtSecret(t.config));
    const response = await t.app.inject({
      method: "POST",
      url: `/api/unsubscribe?token=${encodeURIComponent(`${tokens.tokenFor("a@example.vn")}x`)}&purpose=product_alerts`,
    });
    expect(response.statusCode).toBe(400);
  });
});
