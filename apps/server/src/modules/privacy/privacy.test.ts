import {
  type ApiErrorBody,
  consentOverviewSchema,
  DATA_REQUEST_DUE_DAYS,
  dataRequestListSchema,
  PRIVACY_NOTICE_VERSION,
  sessionSchema,
  TOTP_PERIOD_SECONDS,
} from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveJwtSecret } from "../../config-jwt-secret";
import { consents, mailOutbox, orders, productVariations, users } from "../../db/schema";
import { signIn } from "../../test/admin-fixtures";
import { testClientAddress, uniqueEmail } from "../../test/auth-helpers";
import { type SmtpInbox, startSmtpInbox } from "../../test/smtp-inbox";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { createAlertsForPrivacy } from "../alerts/alerts-privacy";
import { createFavouritesForPrivacy } from "../favourites/favourites-privacy";
import { createOrdersForPrivacy } from "../orders/order-privacy";
import { insertProduct } from "../products/products.repository";
import { createUserAccounts } from "../users/users.service";
import { createPrivacyService, type PrivacyService } from "./privacy.service";
import { createUnsubscribeTokens } from "./unsubscribe-tokens";

/**
 * Personal data as a customer, a guest and the owner meet it (docs/decisions/051-personal-data.md):
 * consents recorded at registration and checkout under the notice shown, the copy of one's data,
 * the deletion of an account that keeps its orders with the buyer erased, marketing mail that stops
 * after one click, and a guest's requests confirmed by a mailed link.
 */

const RED = "#d32f2f";
const PASSWORD = "mat-khau-du-dai";

describe.each(TEST_DATABASE_KINDS)("personal data on %s", (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let productId: string;
  /** Moves the app's clock (an expired link); 0 = the real time. */
  let offsetMs = 0;
  /** The app's own way of queuing marketing mail (the sender later features call). */
  let marketing: PrivacyService;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      env: { SMTP_URL: inbox.url, ORDER_RATE_LIMIT: "100000" },
      now: () => new Date(Date.now() + offsetMs),
    });
    productId = (
      await insertProduct(
        t.db,
        productInput({ name: "Túi riêng tư", variations: [{ color: RED, images: [], stock: 50 }] }),
        {
          now: new Date(),
        },
      )
    ).id;
    marketing = createPrivacyService({
      db: t.db,
      users: createUserAccounts({ db: t.db }),
      auth: {
        checkPassword: async () => {},
        listSessions: async () => [],
        eraseCredentials: async () => {},
      },
      twoFactor: {
        status: async () => ({ enrolled: false, required: false, recoveryCodesLeft: 0 }),
        disableWithCode: async () => {},
      },
      favourites: createFavouritesForPrivacy(t.db),
      alerts: createAlertsForPrivacy(t.db),
      orders: createOrdersForPrivacy(t.db),
      mail: { eraseMailTo: async () => [], removeFiles: async () => 0 },
      payments: { eraseTransferNotesOf: async () => 0 },
      unsubscribeTokens: createUnsubscribeTokens(await resolveJwtSecret(t.config)),
      mailQueued: () => {},
      publicUrl: t.config.publicUrl,
      shopName: t.config.shop.name,
      supportEmail: t.config.shop.supportEmail,
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: testClientAddress(),
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const errorOf = (response: { json(): unknown }) => (response.json() as ApiErrorBody).error;

  async function register(email: string, extra: Record<string, unknown> = {}) {
    const response = await post("/api/register", {
      email,
      password: PASSWORD,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = sessionSchema.parse(response.json());
    return { session, headers: { authorization: `Bearer ${session.accessToken}` } };
  }

  async function placeOrder(
    email: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const response = await post(
      "/api/orders",
      {
        paymentMethod: "cod",
        customerInfo: { ...CHECKOUT_CUSTOMER, email },
        items: [{ productId, color: RED, quantity: 2 }],
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        ...extra,
      },
      headers,
    );
    return response;
  }

  async function ordersOf(email: string) {
    return t.db.select().from(orders).where(eq(orders.email, email));
  }

  /** The token of the newest mailed link to `path` sent to `email`. */
  async function mailedToken(email: string, path: string): Promise<string> {
    const pattern = new RegExp(`https://shop\\.example${path}\\?request=([A-Za-z0-9_%.-]+)`);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mail = inbox.messages
        .map((message) => readableMail(message))
        .filter((message) => message.includes(`To: ${email}`) && pattern.test(message))
        .at(-1);
      const match = mail ? pattern.exec(mail) : null;
      if (match?.[1]) return decodeURIComponent(match[1]);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${path} link mailed to ${email}`);
  }

  describe("consents at registration and checkout", () => {
    it("records the account's consent under the notice shown, and leaves marketing off when the box is unticked", async () => {
      const email = uniqueEmail("dang-ky");
      const { headers } = await register(email);
      const overview = consentOverviewSchema.parse((await get("/api/me/consents", headers)).json());
      expect(overview.marketing).toBe(false);
      expect(overview.history).toEqual([
        {
          id: expect.any(String),
          purpose: "account",
          given: true,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          channel: "web_registration",
          at: expect.any(String),
        },
      ]);
    });

    it("records marketing only when asked for, and the switch on the account page withdraws it", async () => {
      const email = uniqueEmail("tiep-thi");
      const { headers } = await register(email, { marketingOptIn: true });
      expect(consentOverviewSchema.parse((await get("/api/me/consents", headers)).json()).marketing).toBe(
        true,
      );
      const off = await t.app.inject({
        method: "PUT",
        url: "/api/me/consents/marketing",
        headers,
        payload: { marketing: false, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
      });
      expect(off.statusCode, off.body).toBe(200);
      const overview = consentOverviewSchema.parse(off.json());
      expect(overview.marketing).toBe(false);
      expect(overview.history.map((row) => [row.purpose, row.given, row.channel])).toEqual([
        ["account", true, "web_registration"],
        ["marketing", true, "web_registration"],
        ["marketing", false, "account_settings"],
      ]);
    });

    it("refuses a notice version the shop never showed, and makes no account", async () => {
      const email = uniqueEmail("phien-ban");
      const response = await post("/api/register", {
        email,
        password: PASSWORD,
        privacyNoticeVersion: "1999-01-01",
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: "unknown_notice_version",
        fields: { privacyNoticeVersion: "personal_data.error_notice_version" },
      });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it("records the order's consent and the ticked marketing opt-in at checkout; an unknown version places no order", async () => {
      const email = uniqueEmail("mua");
      const placed = await placeOrder(email, { marketingOptIn: true });
      expect(placed.statusCode, placed.body).toBe(201);
      const rows = await t.db.select().from(consents).where(eq(consents.email, email));
      expect(rows.map((row) => [row.purpose, row.given, row.channel, row.noticeVersion]).sort()).toEqual([
        ["marketing", true, "web_checkout", PRIVACY_NOTICE_VERSION],
        ["order_processing", true, "web_checkout", PRIVACY_NOTICE_VERSION],
      ]);

      const other = uniqueEmail("mua");
      const refused = await placeOrder(other, { privacyNoticeVersion: "next-year" });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe("unknown_notice_version");
      expect(await ordersOf(other)).toEqual([]);
    });
  });

  describe("the checkout's consent and its order", () => {
    it("stores neither when the consent cannot be written: no order without its consent", async () => {
      // The ledger refusing this shopper's rows, as a full disk or a broken constraint would.
      await t.db.execute(sql`
        create function refuse_checkout_consent() returns trigger language plpgsql as $$
        begin
          if new.email like 'so-cai-hong%' then raise exception 'the consent ledger is down'; end if;
          return new;
        end $$`);
      await t.db.execute(sql`
        create trigger refuse_checkout_consent before insert on consents
        for each row execute function refuse_checkout_consent()`);
      try {
        const email = uniqueEmail("so-cai-hong");
        const [before] = await t.db
          .select({ stock: productVariations.stock })
          .from(productVariations)
          .where(eq(productVariations.productId, productId));
        const failed = await placeOrder(email);
        expect(failed.statusCode).toBe(500);
        expect(await ordersOf(email)).toEqual([]);
        const [after] = await t.db
          .select({ stock: productVariations.stock })
          .from(productVariations)
          .where(eq(productVariations.productId, productId));
        expect(after?.stock).toBe(before?.stock);
        expect(await t.db.select().from(consents).where(eq(consents.email, email))).toEqual([]);
      } finally {
        await t.db.execute(sql`drop trigger refuse_checkout_consent on consents`);
        await t.db.execute(sql`drop function refuse_checkout_consent()`);
      }
    });

    it("records no consent for a retry of a placed order, and the order's once", async () => {
      const email = uniqueEmail("mua-lai");
      const key = `consent-retry-${Date.now()}`;
      const first = await placeOrder(email, {}, { "idempotency-key": key });
      expect(first.statusCode, first.body).toBe(201);
      const again = await placeOrder(email, {}, { "idempotency-key": key });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      const rows = await t.db.select().from(consents).where(eq(consents.email, email));
      expect(rows.map((row) => row.purpose)).toEqual(["order_processing"]);
    });
  });

  describe("a customer's data", () => {
    it("downloads everything the shop holds about the account as one JSON file", async () => {
      const email = uniqueEmail("sao-chep");
      const { session, headers } = await register(email, { marketingOptIn: true });
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.user.id));
      expect((await placeOrder(email)).statusCode).toBe(201);
      await t.app.inject({ method: "PUT", url: `/api/me/favourites/${productId}`, headers });

      const response = await get("/api/me/data", headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers["cache-control"]).toContain("no-store");
      const data = response.json();
      expect(data.account).toMatchObject({
        id: session.user.id,
        email,
        emailVerified: true,
        hasPassword: true,
      });
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({
        fullName: CHECKOUT_CUSTOMER.fullName,
        phone: CHECKOUT_CUSTOMER.phone,
        total: expect.any(Number),
        lines: [{ productId, quantity: 2, color: RED }],
      });
      expect(data.addresses).toEqual([expect.objectContaining({ address: CHECKOUT_CUSTOMER.address })]);
      expect(data.favourites).toEqual([{ productId }]);
      expect(data.sessions).toHaveLength(1);
      expect(data.consents.map((row: { purpose: string }) => row.purpose)).toEqual(
        expect.arrayContaining(["account", "marketing", "order_processing"]),
      );
      expect(data.dataRequests).toEqual([]);
    });

    it("deletes the account with the password: no sign-in, no export, orders kept with the buyer erased and totals unchanged", async () => {
      const email = uniqueEmail("xoa");
      const { session, headers } = await register(email, { marketingOptIn: true });
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.user.id));
      expect((await placeOrder(email)).statusCode).toBe(201);
      expect((await placeOrder(email)).statusCode).toBe(201);
      const before = await ordersOf(email);
      expect(before).toHaveLength(2);

      // The wrong password changes nothing.
      const wrong = await t.app.inject({
        method: "DELETE",
        url: "/api/me",
        headers,
        payload: { password: "sai-mat-khau-roi" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe("invalid_current_password");
      expect((await get("/api/me/data", headers)).statusCode).toBe(200);
      expect(await ordersOf(email)).toHaveLength(2);

      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/me",
        headers,
        payload: { password: PASSWORD },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true, ordersKept: 2 });

      // He can no longer sign in, and his export is gone with his session.
      const login = await post("/api/login", { email, password: PASSWORD });
      expect(login.statusCode).toBe(401);
      expect(errorOf(login).code).toBe("invalid_credentials");
      expect((await get("/api/me/data", headers)).statusCode).toBe(401);
      const refreshed = await post("/api/token/refresh", { refreshToken: session.refreshToken });
      expect(refreshed.statusCode).toBe(401);
      // A second deletion is refused: the session it would need has ended.
      const again = await t.app.inject({
        method: "DELETE",
        url: "/api/me",
        headers,
        payload: { password: PASSWORD },
      });
      expect(again.statusCode).toBe(401);

      // The orders remain, the buyer anonymised, the money as it was.
      expect(await ordersOf(email)).toEqual([]);
      const after = await t.db
        .select()
        .from(orders)
        .where(eq(orders.email, `deleted-${session.user.id}@deleted.invalid`));
      expect(after.map((row) => row.orderId).sort()).toEqual(before.map((row) => row.orderId).sort());
      for (const row of after) {
        const was = before.find((order) => order.orderId === row.orderId);
        expect(row).toMatchObject({ fullName: "—", phone: "", address: "" });
        expect([row.subtotal, row.discount, row.shippingFee, row.total]).toEqual([
          was?.subtotal,
          was?.discount,
          was?.shippingFee,
          was?.total,
        ]);
        expect(row.provinceCode).toBe(was?.provinceCode);
      }
      // No personal field is left on the account; the proof of the withdrawal is.
      const [account] = await t.db.select().from(users).where(eq(users.id, session.user.id));
      expect(account).toMatchObject({
        email: `deleted-${session.user.id}@deleted.invalid`,
        passwordHash: null,
      });
      const ledger = await t.db.select().from(consents).where(eq(consents.userId, session.user.id));
      expect(ledger.every((row) => row.email !== email)).toBe(true);
      expect(
        ledger.some((row) => row.purpose === "marketing" && !row.given && row.channel === "account_deletion"),
      ).toBe(true);
    });

    it("asks an account with an authenticator for its code too, and deletes nothing without it", async () => {
      const email = uniqueEmail("hai-lop");
      const { headers } = await register(email);
      const begin = await t.app.inject({ method: "POST", url: "/api/me/two-factor/enrolment", headers });
      expect(begin.statusCode, begin.body).toBe(200);
      const totp = new TOTP({ secret: Secret.fromBase32((begin.json() as { secret: string }).secret) });
      const period = TOTP_PERIOD_SECONDS * 1000;
      const confirm = await t.app.inject({
        method: "POST",
        url: "/api/me/two-factor/confirm",
        headers,
        payload: { code: totp.generate({ timestamp: Date.now() - period }) },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);

      const remove = (payload: object) =>
        t.app.inject({ method: "DELETE", url: "/api/me", headers, payload });
      const withoutCode = await remove({ password: PASSWORD });
      expect(withoutCode.statusCode).toBe(400);
      expect(errorOf(withoutCode)).toMatchObject({
        code: "invalid_mfa_code",
        fields: { code: "personal_data.error_code" },
      });
      const wrongCode = await remove({
        password: PASSWORD,
        code: "000000" === totp.generate() ? "111111" : "000000",
      });
      // 400, not the sign-in's 401: a 401 would make the web app end the session.
      expect(wrongCode.statusCode).toBe(400);
      expect(errorOf(wrongCode).code).toBe("invalid_mfa_code");
      expect((await get("/api/me/data", headers)).statusCode).toBe(200);

      const deleted = await remove({ password: PASSWORD, code: totp.generate() });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await post("/api/login", { email, password: PASSWORD })).statusCode).toBe(401);
    });

    it("leaves the orders of an address the account never proved as they are", async () => {
      const email = uniqueEmail("chua-xac-minh");
      expect((await placeOrder(email)).statusCode).toBe(201);
      const { headers } = await register(email);
      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/me",
        headers,
        payload: { password: PASSWORD },
      });
      expect(deleted.json()).toEqual({ deleted: true, ordersKept: 0 });
      expect(await ordersOf(email)).toHaveLength(1);
    });
  });

  describe("marketing mail", () => {
    it("carries a one-click unsubscribe; the click records a withdrawal and the next marketing mail is not sent", async () => {
      const email = uniqueEmail("ban-tin");
      expect((await placeOrder(email, { marketingOptIn: true })).statusCode).toBe(201);
      const offer = {
        to: email,
        language: "en" as const,
        subject: "New bags",
        text: "Look.",
        html: "<p>Look.</p>",
      };
      expect(await t.db.transaction((tx) => marketing.queueMarketingMail(tx, offer))).toBe(true);
      const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "New bags"));
      const unsubscribe = queued?.headers["List-Unsubscribe"] ?? "";
      expect(unsubscribe).toMatch(
        /^<https:\/\/shop\.example\/api\/unsubscribe\?token=[^>]+&lang=en>, <mailto:[^>]+\?subject=unsubscribe>$/,
      );
      expect(queued?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(queued?.textBody).toContain("Unsubscribe: https://shop.example/api/unsubscribe?token=");
      const url = new URL(/<(https:[^>]+)>/.exec(unsubscribe)?.[1] ?? "");

      // Opening the link (a link checker does) changes nothing; it shows the address and a button.
      const page = await get(`${url.pathname}${url.search}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain(email);
      expect(await marketing.marketingAllowed(email)).toBe(true);

      // The mail client's one-click POST (RFC 8058), without any sign-in.
      const click = await t.app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(click.statusCode, click.body).toBe(200);
      const rows = await t.db.select().from(consents).where(eq(consents.email, email));
      expect(
        rows.filter((row) => row.purpose === "marketing").map((row) => [row.given, row.channel]),
      ).toEqual([
        [true, "web_checkout"],
        [false, "mail_unsubscribe"],
      ]);
      expect(
        await t.db.transaction((tx) => marketing.queueMarketingMail(tx, { ...offer, subject: "More bags" })),
      ).toBe(false);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "More bags"))).toEqual([]);
    });

    it("sends no marketing to whom never asked, and refuses a forged unsubscribe link", async () => {
      const email = uniqueEmail("khong-hoi");
      expect((await placeOrder(email)).statusCode).toBe(201);
      expect(
        await t.db.transaction((tx) =>
          marketing.queueMarketingMail(tx, {
            to: email,
            language: "vi",
            subject: "Ưu đãi",
            text: "x",
            html: "x",
          }),
        ),
      ).toBe(false);
      const forged = `${Buffer.from(email).toString("base64url")}.${Buffer.alloc(32).toString("base64url")}`;
      const response = await t.app.inject({ method: "POST", url: `/api/unsubscribe?token=${forged}` });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe("bad_request");
    });
  });

  describe("a guest's requests", () => {
    it("mails a link for a copy of the guest's orders; the link answers them once", async () => {
      const email = uniqueEmail("khach-le");
      expect((await placeOrder(email)).statusCode).toBe(201);
      const asked = await post("/api/data-requests", { email, kind: "export", language: "en" });
      expect(asked.statusCode, asked.body).toBe(202);
      const token = await mailedToken(email, "/privacy");

      const confirmed = await post("/api/data-requests/confirm", { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const answer = confirmed.json();
      expect(answer).toMatchObject({ kind: "export", orders: 1 });
      expect(answer.data.orders[0]).toMatchObject({ email, fullName: CHECKOUT_CUSTOMER.fullName });

      const again = await post("/api/data-requests/confirm", { token });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe("data_request_already_done");
    });

    it("anonymises a guest's orders when the deletion link is clicked, totals unchanged", async () => {
      const email = uniqueEmail("khach-xoa");
      expect((await placeOrder(email, { marketingOptIn: true })).statusCode).toBe(201);
      const [before] = await ordersOf(email);
      expect((await post("/api/data-requests", { email, kind: "delete" })).statusCode).toBe(202);
      const token = await mailedToken(email, "/privacy");
      const confirmed = await post("/api/data-requests/confirm", { token });
      expect(confirmed.json()).toEqual({ kind: "delete", orders: 1 });
      expect(await ordersOf(email)).toEqual([]);
      const [after] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.orderId, before?.orderId ?? ""));
      expect(after).toMatchObject({ fullName: "—", phone: "", address: "", total: before?.total });
      expect(await marketing.marketingAllowed(email)).toBe(false);
    });

    it("refuses an unknown link and changes nothing", async () => {
      const response = await post("/api/data-requests/confirm", { token: "khong-co-lien-ket-nay-dau" });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe("invalid_data_request_token");
    });

    it("shows the owner the open requests with their due dates, and refuses an expired link", async () => {
      const email = uniqueEmail("qua-han");
      expect((await placeOrder(email)).statusCode).toBe(201);
      expect((await post("/api/data-requests", { email, kind: "delete" })).statusCode).toBe(202);
      const token = await mailedToken(email, "/privacy");
      const admin = await signIn(t, { role: "admin" });
      const open = dataRequestListSchema.parse((await get("/api/admin/data-requests", admin.headers)).json());
      const mine = open.items.find((item) => item.email === email);
      expect(mine).toMatchObject({ kind: "delete", source: "guest", status: "pending" });
      expect(new Date(mine?.dueAt ?? 0).getTime() - new Date(mine?.requestedAt ?? 0).getTime()).toBe(
        DATA_REQUEST_DUE_DAYS.delete * 24 * 60 * 60 * 1000,
      );

      offsetMs = 25 * 60 * 60 * 1000;
      try {
        const late = await post("/api/data-requests/confirm", { token });
        expect(late.statusCode).toBe(400);
        expect(errorOf(late).code).toBe("invalid_data_request_token");
        expect(await ordersOf(email)).toHaveLength(1);
      } finally {
        offsetMs = 0;
      }
    });

    it("shows the owner a customer's consents on the customer's page", async () => {
      const email = uniqueEmail("xem-dong-y");
      const { session } = await register(email, { marketingOptIn: true });
      const staff = await signIn(t, { role: "staff_orders" });
      const response = await get(`/api/admin/customers/${session.user.id}/consents`, staff.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(consentOverviewSchema.parse(response.json())).toMatchObject({ marketing: true });
    });
  });
});
