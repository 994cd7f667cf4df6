import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import type { PaymentNotification, PaymentState, PlacedOrder } from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, orders } from "../../db/schema";
import { signIn } from "../../test/admin-fixtures";
import {
  type GatewayMock,
  signedMomoIpn,
  signedVnpayQuery,
  startPaymentGatewayMock,
  vnpayResultFields,
} from "../../test/payment-gateway-mock";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { createOrderLifecycle } from "../orders/order-lifecycle.service";
import { createOrderMailSender } from "../orders/order-mail-sender";
import { createOrdersForPayments } from "../orders/order-payments";
import { insertProduct } from "../products/products.repository";
import { createWebhookEvents } from "../webhooks/webhook-events";
import { createPaymentService } from "./payments.service";

const VNPAY = { tmnCode: "LUMITEST", hashSecret: "VNPAYTESTSECRETKEY0123456789ABCD" };
const MOMO = {
  partnerCode: "MOMOLUMI",
  accessKey: "F8BBA842ECF85",
  secretKey: "K951B6PE1waDMi640xX08PD3vg6EkVlz",
};
const BANK = { bankBin: "970436", accountNumber: "0011001234567", accountName: "CONG TY LUMI BAGS" };
const PRICE = 1_250_000;

const customerInfo = {
  fullName: "Trần Minh Anh",
  phone: "0901234567",
  email: "anh@example.vn",
  address: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26740,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** CRC-16/CCITT-FALSE over the payload up to and including "6304", as EMVCo's QR specification says. */
function emvCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** An EMVCo payload's top-level fields (id → value). */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe.each(TEST_DATABASE_KINDS)("online payments on %s", (kind) => {
  let t: TestApp;
  let gateways: GatewayMock;
  let shopUrl: string;
  let bagId: string;
  let now = new Date("2026-11-24T03:00:00Z");
  const vnpayMerchant = { ...VNPAY, ipnUrl: "" };

  beforeAll(async () => {
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    vnpayMerchant.ipnUrl = `${shopUrl}/api/payments/vnpay/ipn`;
    gateways = await startPaymentGatewayMock({ vnpay: vnpayMerchant, momo: MOMO });
    t = await createTestApp(kind, {
      now: () => now,
      env: {
        PUBLIC_URL: shopUrl,
        ORDER_RATE_LIMIT: "100000",
        VNPAY_TMN_CODE: VNPAY.tmnCode,
        VNPAY_HASH_SECRET: VNPAY.hashSecret,
        VNPAY_URL: gateways.vnpayUrl,
        MOMO_PARTNER_CODE: MOMO.partnerCode,
        MOMO_ACCESS_KEY: MOMO.accessKey,
        MOMO_SECRET_KEY: MOMO.secretKey,
        MOMO_ENDPOINT: gateways.momoEndpoint,
        BANK_BIN: BANK.bankBin,
        BANK_ACCOUNT_NUMBER: BANK.accountNumber,
        BANK_ACCOUNT_NAME: BANK.accountName,
      },
    });
    await t.app.listen({ port, host: "127.0.0.1" });
    bagId = (
      await insertProduct(
        t.db,
        productInput({
          name: "Túi xách Classic",
          price: PRICE,
          variations: [{ color: "#000000", images: [] }],
        }),
        { now },
      )
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await gateways?.close();
  });
  beforeEach(() => {
    gateways.holdNotifications = false;
  });

  async function placeOrder(paymentMethod: string, quantity = 1): Promise<PlacedOrder> {
    const response = await fetch(`${shopUrl}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        paymentMethod,
        customerInfo,
        items: [{ productId: bagId, color: "#000000", quantity }],
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as PlacedOrder;
  }

  async function paymentState(order: PlacedOrder, key = order.id): Promise<Response> {
    return fetch(`${shopUrl}/api/payments/orders/${order.orderId}?key=${key}`);
  }

  async function outcome(order: PlacedOrder): Promise<PaymentState["outcome"]> {
    return ((await (await paymentState(order)).json()) as PaymentState).outcome;
  }

  /** The shopper on the gateway's page: open it, then press pay (or cancel); the redirect back is not followed. */
  async function payAtGateway(paymentUrl: string, result: "success" | "fail"): Promise<string> {
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const back = await fetch(`${gateways.url}${action}?token=${token}&result=${result}`, {
      redirect: "manual",
    });
    expect(back.status).toBe(302);
    return back.headers.get("location") ?? "";
  }

  async function vnpayIpn(query: string): Promise<{ RspCode: string; Message: string }> {
    const response = await fetch(`${shopUrl}/api/payments/vnpay/ipn?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { RspCode: string; Message: string };
  }

  async function notifications(): Promise<PaymentNotification[]> {
    const admin = await signIn(t, { role: "admin" });
    const response = await fetch(`${shopUrl}/api/payments/notifications?limit=500`, {
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { notifications: PaymentNotification[] }).notifications;
  }

  async function paymentStatusOf(orderId: string) {
    const [row] = await t.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    return row;
  }

  describe("VNPay", () => {
    it("signs the payment URL as VNPay checks it, and a paid IPN pays the order once", async () => {
      const order = await placeOrder("vnpay", 2);
      expect(order.paymentStatus).toBe("unpaid");
      expect(order.paymentUrl?.startsWith(`${gateways.vnpayUrl}?`)).toBe(true);
      const params = new URL(order.paymentUrl ?? "").searchParams;
      expect(params.get("vnp_Amount")).toBe(String(2 * PRICE * 100));
      expect(params.get("vnp_TxnRef")).toBe(order.orderId);
      expect(params.get("vnp_Version")).toBe("2.1.0");
      expect(params.get("vnp_ReturnUrl")).toBe(`${shopUrl}/payment/result`);

      const back = await payAtGateway(order.paymentUrl ?? "", "success");
      const page = gateways.events.find(
        (e) => e.kind === "vnpay_payment_page" && e.params.vnp_TxnRef === order.orderId,
      );
      expect(page).toMatchObject({ signatureValid: true });
      expect(back.startsWith(`${shopUrl}/payment/result?`)).toBe(true);
      expect(gateways.events.at(-1)).toEqual({
        kind: "vnpay_ipn",
        status: 200,
        answer: { RspCode: "00", Message: "Confirm Success" },
      });
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "paid" });
      expect(await outcome(order)).toBe("paid");
    });

    it("answers 97 to a forged signature and changes nothing", async () => {
      const order = await placeOrder("vnpay");
      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const forged = signedVnpayQuery(vnpayResultFields(request, "success"), "not-the-shops-secret");
      expect(await vnpayIpn(forged)).toEqual({ RspCode: "97", Message: "Invalid signature" });
      // A correctly signed query whose amount was changed afterwards is forged too.
      const tampered = signedVnpayQuery(vnpayResultFields(request, "success"), VNPAY.hashSecret).replace(
        /vnp_Amount=\d+/,
        "vnp_Amount=100",
      );
      expect((await vnpayIpn(tampered)).RspCode).toBe("97");
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "unpaid" });
      // Unverified, so not the gateway's word: not stored, where anyone could fill the table.
      const stored = (await notifications()).filter((n) => n.orderId === order.orderId);
      expect(stored).toEqual([]);
    });

    it("checks the signature over the texts as VNPay sent them, decomposed (NFD) ones too", async () => {
      const order = await placeOrder("vnpay");
      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const fields = vnpayResultFields(request, "success", {
        vnp_OrderInfo: `Thanh toán đơn hàng ${order.orderId}`.normalize("NFD"),
      });
      expect((await vnpayIpn(signedVnpayQuery(fields, VNPAY.hashSecret))).RspCode).toBe("00");
    });

    it("answers a notification with a repeated parameter in VNPay's words (97), not with a 400", async () => {
      const order = await placeOrder("vnpay");
      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const query = signedVnpayQuery(vnpayResultFields(request, "success"), VNPAY.hashSecret);
      for (const repeated of [
        `${query}&vnp_Amount=100`,
        `${query}&vnp_SecureHash=00`,
        `vnp_TxnRef=a&vnp_TxnRef=b`,
      ]) {
        expect(await vnpayIpn(repeated)).toEqual({ RspCode: "97", Message: "Invalid signature" });
      }
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "unpaid" });
      expect((await notifications()).filter((n) => n.orderId === order.orderId)).toEqual([]);
    });

    it("answers 04 to a signed notification of another amount, and 01 to an unknown order", async () => {
      const order = await placeOrder("vnpay");
      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const cheaper = vnpayResultFields(request, "success", { vnp_Amount: String(1000 * 100) });
      expect(await vnpayIpn(signedVnpayQuery(cheaper, VNPAY.hashSecret))).toEqual({
        RspCode: "04",
        Message: "Invalid amount",
      });
      const unknown = vnpayResultFields(request, "success", { vnp_TxnRef: "ORDER1000000000000" });
      expect((await vnpayIpn(signedVnpayQuery(unknown, VNPAY.hashSecret))).RspCode).toBe("01");
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "unpaid" });
    });

    it("stores a repeated notification once, counts it, and answers 02 the second time", async () => {
      const order = await placeOrder("vnpay");
      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const query = signedVnpayQuery(vnpayResultFields(request, "success"), VNPAY.hashSecret);
      expect((await vnpayIpn(query)).RspCode).toBe("00");
      expect(await vnpayIpn(query)).toEqual({ RspCode: "02", Message: "Order already confirmed" });
      const stored = (await notifications()).filter((n) => n.orderId === order.orderId);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ verdict: "paid", timesReceived: 2, flagged: false });
      expect(stored[0]?.payload.vnp_TxnRef).toBe(order.orderId);
    });

    it("lists one order's payment records for its detail view, and no other order's", async () => {
      const order = await placeOrder("vnpay");
      const other = await placeOrder("vnpay");
      for (const placed of [order, other]) {
        const request = Object.fromEntries(new URL(placed.paymentUrl ?? "").searchParams);
        await vnpayIpn(signedVnpayQuery(vnpayResultFields(request, "success"), VNPAY.hashSecret));
      }
      const admin = await signIn(t, { role: "admin" });
      // The code as an owner might type it, in lower case.
      const response = await fetch(
        `${shopUrl}/api/payments/notifications?orderId=${order.orderId.toLowerCase()}`,
        { headers: admin.headers },
      );
      expect(response.status).toBe(200);
      const { notifications: records } = (await response.json()) as { notifications: PaymentNotification[] };
      expect(records.map((record) => [record.orderId, record.verdict])).toEqual([[order.orderId, "paid"]]);
    });

    it("shows pending on a return before the IPN, then paid once it arrives", async () => {
      const order = await placeOrder("vnpay");
      gateways.holdNotifications = true;
      const back = await payAtGateway(order.paymentUrl ?? "", "success");
      // The return URL says "00", but the shop believes only VNPay's IPN.
      expect(new URL(back).searchParams.get("vnp_ResponseCode")).toBe("00");
      expect(await outcome(order)).toBe("pending");
      await gateways.releaseNotifications();
      expect(await outcome(order)).toBe("paid");
    });

    it("shows failed when VNPay reports a cancelled payment, and the order waits unpaid", async () => {
      const order = await placeOrder("vnpay");
      await payAtGateway(order.paymentUrl ?? "", "fail");
      expect(gateways.events.at(-1)).toMatchObject({ kind: "vnpay_ipn", answer: { RspCode: "00" } });
      expect(await outcome(order)).toBe("failed");
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "unpaid" });
    });

    it("tells nobody else's payment: a wrong key is 404", async () => {
      const order = await placeOrder("vnpay");
      const other = await placeOrder("vnpay");
      expect((await paymentState(order, other.id)).status).toBe(404);
      expect((await paymentState(order, "not-a-uuid")).status).toBe(400);
    });
  });

  describe("expiry", () => {
    it("cancels unpaid gateway orders after the TTL, mails the customer, and flags money that comes later", async () => {
      const order = await placeOrder("vnpay");
      const transfer = await placeOrder("bank_transfer");
      const payments = createPaymentService({
        db: t.db,
        config: t.config.payments,
        publicUrl: shopUrl,
        orders: createOrdersForPayments(
          t.db,
          createOrderLifecycle({
            db: t.db,
            products: t.products,
            changes: t.changes,
            mail: createOrderMailSender({ wake: () => {} }),
            webhooks: createWebhookEvents({}),
            shop: t.config.shop,
            publicUrl: shopUrl,
            clock: () => now,
          }),
        ),
        logger: { error: () => {}, warn: () => {} },
        shop: t.config.shop,
        clock: () => now,
      });
      const placedAt = now;
      try {
        now = new Date(placedAt.getTime() + 14 * 60_000);
        expect(await payments.expireWaiting()).not.toContain(order.orderId);
        now = new Date(placedAt.getTime() + 16 * 60_000);
        const expired = await payments.expireWaiting();
        expect(expired).toContain(order.orderId);
        expect(expired).not.toContain(transfer.orderId);
      } finally {
        now = placedAt;
      }
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "cancelled", paymentStatus: "unpaid" });
      expect(await outcome(order)).toBe("expired");
      // Queued in the mail outbox with the cancellation (its worker sends it).
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Đơn hàng ${order.orderId} đã bị huỷ`));
      expect(mail?.recipient).toBe(customerInfo.email);

      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const late = signedVnpayQuery(vnpayResultFields(request, "success"), VNPAY.hashSecret);
      expect((await vnpayIpn(late)).RspCode).toBe("02");
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "cancelled", paymentStatus: "unpaid" });
      const admin = await signIn(t, { role: "admin" });
      const flagged = (await (
        await fetch(`${shopUrl}/api/payments/notifications?flagged=true`, { headers: admin.headers })
      ).json()) as { notifications: PaymentNotification[] };
      expect(flagged.notifications.find((n) => n.orderId === order.orderId)).toMatchObject({
        verdict: "after_expiry",
        flagged: true,
      });
    });
  });

  describe("MoMo", () => {
    it("creates the payment with MoMo's signature and a paid IPN (answered 204) pays the order", async () => {
      const order = await placeOrder("momo");
      const create = gateways.events.findLast((e) => e.kind === "momo_create");
      expect(create).toMatchObject({ signatureValid: true, body: { orderId: order.orderId, amount: PRICE } });
      expect(order.paymentUrl?.startsWith(`${gateways.url}/momo/pay?`)).toBe(true);
      const back = await payAtGateway(order.paymentUrl ?? "", "success");
      expect(back.startsWith(`${shopUrl}/payment/result?`)).toBe(true);
      expect(gateways.events.at(-1)).toEqual({ kind: "momo_ipn", status: 204 });
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "paid" });
      expect(await outcome(order)).toBe("paid");
    });

    it("leaves the order unpaid on a forged signature, a wrong amount, or a refused payment", async () => {
      const order = await placeOrder("momo");
      const post = (body: Record<string, unknown>) =>
        fetch(`${shopUrl}/api/payments/momo/ipn`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const forged = signedMomoIpn(
        { ...MOMO, secretKey: "someone-elses-secret" },
        {
          orderId: order.orderId,
          amount: PRICE,
          resultCode: 0,
        },
      );
      expect((await post(forged)).status).toBe(204);
      // Any JSON object at all, naming the order: answered as MoMo wants, but not stored.
      expect((await post({ orderId: order.orderId, note: "x".repeat(1000) })).status).toBe(204);
      const cheaper = signedMomoIpn(MOMO, { orderId: order.orderId, amount: 1000, resultCode: 0 });
      expect((await post(cheaper)).status).toBe(204);
      const refused = signedMomoIpn(MOMO, { orderId: order.orderId, amount: PRICE, resultCode: 1006 });
      expect((await post(refused)).status).toBe(204);
      const unknown = signedMomoIpn(MOMO, { orderId: "ORDER1000000000001", amount: PRICE, resultCode: 0 });
      expect((await post(unknown)).status).toBe(204);
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "unpaid" });
      expect(await outcome(order)).toBe("failed");
      const verdicts = (await notifications())
        .filter((n) => n.orderId === order.orderId)
        .map((n) => n.verdict)
        .sort();
      expect(verdicts).toEqual(["failed", "wrong_amount"]);
      expect((await notifications()).find((n) => n.orderId === "ORDER1000000000001")?.verdict).toBe(
        "unknown_order",
      );
    });
  });

  describe("bank transfer", () => {
    it("answers a VietQR payload with CRC, the QR image to the order's holder, and the mail carries it", async () => {
      const order = await placeOrder("bank_transfer");
      const transfer = order.bankTransfer;
      expect(transfer).toMatchObject({ ...BANK, amount: PRICE, note: order.orderId });
      const payload = transfer?.payload ?? "";
      expect(payload.slice(-4)).toBe(emvCrc(payload.slice(0, -4)));
      const fields = emvFields(payload);
      expect(fields.get("53")).toBe("704"); // VND
      expect(fields.get("54")).toBe(String(PRICE));
      expect(fields.get("58")).toBe("VN");
      expect(fields.get("38")).toContain("A000000727"); // NAPAS
      expect(fields.get("38")).toContain(BANK.bankBin);
      expect(fields.get("38")).toContain(BANK.accountNumber);
      expect(fields.get("62")).toContain(order.orderId);

      const image = await fetch(`${shopUrl}${transfer?.qrImageUrl}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(200);
      const other = await placeOrder("bank_transfer");
      const stolen = await fetch(
        `${shopUrl}/api/payments/orders/${order.orderId}/vietqr.png?key=${other.id}`,
      );
      expect(stolen.status).toBe(404);

      const mail = await waitForMail(order.orderId);
      expect(mail).toContain("Chuyển khoản ngân hàng (VietQR)");
      expect(mail).toContain(`${BANK.accountNumber}`);
      expect(mail).toContain(`Nội dung chuyển khoản: ${order.orderId}`);
      // The bank by the short name of its BIN, as the transfer page names it.
      expect(mail).toContain("Ngân hàng: Vietcombank");
      // The QR travels inside the mail, as an inline PNG the HTML names by its Content-ID: webmail
      // blocks a remote image, and the shop's image is only for the page (same-origin).
      const cid = /<img src="cid:([^"]+)"/.exec(mail)?.[1] ?? "";
      expect(cid).toContain(order.orderId);
      expect(mail).toMatch(/Content-Type: image\/png/i);
      expect(mail).toContain(`<${cid}>`);
      expect(mail).not.toContain("vietqr.png?key=");
    });

    it("lets the owner mark a transfer paid, and only a transfer", async () => {
      const order = await placeOrder("bank_transfer");
      const cod = await placeOrder("cod");
      const admin = await signIn(t, { role: "admin" });
      const mark = (orderId: string) =>
        fetch(`${shopUrl}/api/payments/orders/${orderId}/paid`, { method: "POST", headers: admin.headers });
      expect((await mark(order.orderId)).status).toBe(200);
      expect(await paymentStatusOf(order.orderId)).toEqual({ status: "pending", paymentStatus: "paid" });
      expect((await mark(cod.orderId)).status).toBe(409);
      expect(await paymentStatusOf(cod.orderId)).toEqual({ status: "pending", paymentStatus: "unpaid" });
    });
  });

  async function waitForMail(orderId: string): Promise<string> {
    const outbox = join(t.dataDir, "outbox");
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      for (const file of (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith(".eml"))) {
        const text = readableMail(await readFile(join(outbox, file), "utf8"));
        if (text.includes(`Xác nhận đơn hàng ${orderId}`)) return text;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return "";
  }
});

describe("checkout without payment configuration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("offers cash on delivery only and refuses an online method before writing anything", async () => {
    expect(t.config.shop.paymentMethods).toEqual(["cod"]);
    const bag = await insertProduct(t.db, productInput({ variations: [] }), { now: new Date() });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "vnpay",
        customerInfo,
        items: [{ productId: bag.id, color: "#000000", quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "payment_method_unavailable" } });
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });
});
