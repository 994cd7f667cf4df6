import { randomUUID } from "node:crypto";
import type { AdminReturn, CustomerReturn, OrderRefunds, PlacedOrder } from "@shop/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders, productVariations } from "../../db/schema";
import { insertOrder, multipartBody, type SignedIn, signIn, testImage } from "../../test/admin-fixtures";
import { signedVnpayQuery, vnpayResultFields } from "../../test/payment-gateway-mock";
import { type RefundMock, startRefundGatewayMock } from "../../test/refund-gateway-mock";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertNotification } from "../payments/payments.repository";

const VNPAY = { tmnCode: "LUMITEST", hashSecret: "VNPAYTESTSECRETKEY0123456789ABCD" };
const MOMO = {
  partnerCode: "MOMOLUMI",
  accessKey: "F8BBA842ECF85",
  secretKey: "K951B6PE1waDMi640xX08PD3vg6EkVlz",
};
const DAY = 24 * 60 * 60 * 1000;
const RED = "#d32f2f";
const BLACK = "#000000";
const WHITE = "#ffffff";

/** A multipart form as the web app sends it: the request as JSON, then the photos. */
function returnForm(
  request: Record<string, unknown>,
  photos: Array<{ name: string; type: string; bytes: Buffer }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody(
    { request: JSON.stringify(request) },
    photos.map((photo) => ({ field: "photos", ...photo })),
  );
}

describe.each(TEST_DATABASE_KINDS)("returns and refunds on %s", (kind) => {
  let t: TestApp;
  let gateways: RefundMock;
  let now = new Date("2026-11-20T03:00:00Z");
  let bagId: string;
  let admin: SignedIn;
  let clerk: SignedIn;
  let photo: Buffer;

  beforeAll(async () => {
    gateways = await startRefundGatewayMock({ vnpay: VNPAY, momo: MOMO });
    t = await createTestApp(kind, {
      now: () => now,
      env: {
        ORDER_RATE_LIMIT: "100000",
        ORDER_LOOKUP_RATE_LIMIT: "100000",
        VNPAY_TMN_CODE: VNPAY.tmnCode,
        VNPAY_HASH_SECRET: VNPAY.hashSecret,
        VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
        VNPAY_API_URL: gateways.vnpayApiUrl,
        MOMO_PARTNER_CODE: MOMO.partnerCode,
        MOMO_ACCESS_KEY: MOMO.accessKey,
        MOMO_SECRET_KEY: MOMO.secretKey,
        MOMO_ENDPOINT: gateways.momoEndpoint,
      },
    });
    bagId = (
      await t.products.createProduct(
        productInput({
          name: "Túi xách Classic",
          price: 1_000_000,
          variations: [
            { color: RED, images: [], stock: 50 },
            { color: BLACK, images: [], stock: 50 },
            { color: WHITE, images: [], stock: 0 },
          ],
        }),
      )
    ).id;
    admin = await signIn(t, { role: "admin" });
    clerk = await signIn(t, { role: "staff_orders" });
    photo = await testImage("jpeg", 800, 600);
  });
  afterAll(async () => {
    await t?.close();
    await gateways?.close();
  });
  beforeEach(() => {
    now = new Date("2026-11-20T03:00:00Z");
    gateways.forgeAnswers = false;
    gateways.vnpayTransactionStatus = "00";
    gateways.momoResultCode = 0;
  });

  /** An order of 2 red and 1 black bag, paid (VNPay through its IPN; COD marked by staff), delivered. */
  async function deliveredOrder(paymentMethod: "vnpay" | "cod"): Promise<PlacedOrder> {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod,
        customerInfo: CHECKOUT_CUSTOMER,
        language: "en",
        items: [
          { productId: bagId, color: RED, quantity: 2 },
          { productId: bagId, color: BLACK, quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PlacedOrder;
    if (paymentMethod === "vnpay") {
      const request = Object.fromEntries(new URL(order.paymentUrl ?? "").searchParams);
      const ipn = await t.app.inject({
        method: "GET",
        url: `/api/payments/vnpay/ipn?${signedVnpayQuery(vnpayResultFields(request, "success"), VNPAY.hashSecret)}`,
      });
      expect(ipn.json().RspCode, ipn.body).toBe("00");
    } else {
      const paid = await t.app.inject({
        method: "PUT",
        url: `/api/orders/${order.id}/payment-status`,
        headers: admin.headers,
        payload: { paymentStatus: "paid" },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const delivered = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "delivered" },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    return order;
  }

  function askReturn(
    order: PlacedOrder,
    request: Record<string, unknown> = {},
    photos: Array<{ name: string; type: string; bytes: Buffer }> = [],
  ) {
    const form = returnForm(
      {
        orderId: order.orderId,
        phone: CHECKOUT_CUSTOMER.phone,
        lines: [{ productId: bagId, color: RED, quantity: 1 }],
        reason: "wrong_item",
        note: "The strap is brown, not red.",
        ...request,
      },
      photos,
    );
    return t.app.inject({ method: "POST", url: "/api/returns", ...form });
  }

  async function guestReturns(order: PlacedOrder): Promise<CustomerReturn[]> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/returns?orderId=${order.orderId}&phone=${CHECKOUT_CUSTOMER.phone}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: CustomerReturn[] }).items;
  }

  async function stock(color: string): Promise<number> {
    const [row] = await t.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(and(eq(productVariations.productId, bagId), eq(productVariations.color, color)));
    return row?.stock ?? -1;
  }

  async function mailsTo(subjectPart: string): Promise<string[]> {
    const rows = await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    return rows.map((row) => row.subject).filter((subject) => subject.includes(subjectPart));
  }

  async function refunds(order: PlacedOrder): Promise<OrderRefunds> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OrderRefunds;
  }

  it("takes a guest's return of one line of a VNPay order through approval, receipt and a partial VNPay refund", async () => {
    const order = await deliveredOrder("vnpay");
    now = new Date(now.getTime() + 3 * DAY);
    const asked = await askReturn(order, {}, [{ name: "strap.jpg", type: "image/jpeg", bytes: photo }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const requested = asked.json() as CustomerReturn;
    expect(requested).toMatchObject({ status: "requested", reason: "wrong_item", linesValue: 1_000_000 });
    expect(requested.photos).toHaveLength(1);
    expect(requested.photos[0]).toMatch(/^\/media\/returns\/[0-9a-f-]+-960\.webp$/);
    const stockBefore = await stock(RED);

    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${requested.id}/approve`,
      headers: clerk.headers,
      payload: { message: "Please send it back with the tag." },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      staffMessage: "Please send it back with the tag.",
    });

    const received = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${requested.id}/receive`,
      headers: clerk.headers,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stock(RED)).toBe(stockBefore + 1);

    // A staff_orders clerk may not give money back; the administrator may.
    const clerkRefund = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${requested.id}/refund`,
      headers: clerk.headers,
      payload: { method: "gateway" },
    });
    expect(clerkRefund.statusCode).toBe(403);
    const refunded = await t.app.inject({
      method: "POST",
      url: `/api/admin/returns/${requested.id}/refund`,
      headers: admin.headers,
      payload: { method: "gateway" },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const body = refunded.json() as { refund: { amount: number; status: string }; return: AdminReturn };
    expect(body.refund).toMatchObject({ amount: 1_000_000, status: "succeeded" });
    expect(body.return.status).toBe("refunded");

    // VNPay was asked once, with a request it could verify: a partial refund (03) of 1,000,000 đ.
    const asks = gateways.requests.filter((request) => request.body.vnp_TxnRef === order.orderId);
    expect(asks).toHaveLength(1);
    expect(asks[0]?.signatureValid).toBe(true);
    expect(asks[0]?.body).toMatchObject({ vnp_TransactionType: "03", vnp_Amount: "100000000" });

    const money = await refunds(order);
    expect(money).toMatchObject({ paymentStatus: "partially_refunded", refunded: 1_000_000 });
    expect(money.refundable).toBe(order.total - 1_000_000);
    const seen = await guestReturns(order);
    expect(seen.map((item) => [item.status, item.refundedAmount])).toEqual([["refunded", 1_000_000]]);
    const lookup = await t.app.inject({
      method: "GET",
      url: `/api/orders/lookup?orderId=${order.orderId}&phone=${CHECKOUT_CUSTOMER.phone}`,
    });
    expect(lookup.json().paymentStatus).toBe("partially_refunded");

    // Every step mailed in the order's language (English) and written to the audit log.
    expect(await mailsTo(order.orderId)).toEqual(
      expect.arrayContaining([
        `We received your return request for order ${order.orderId}`,
        `Your return for order ${order.orderId} is approved`,
        `We received the items you returned from order ${order.orderId}`,
        `Refund for order ${order.orderId}`,
      ]),
    );
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, requested.id));
    expect(audited.map((row) => row.action).sort()).toEqual([
      "return.approved",
      "return.received",
      "return.request",
    ]);
  });

  it("refunds the whole of a VNPay order as a full refund (02) and marks it refunded", async () => {
    const order = await deliveredOrder("vnpay");
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: "gateway" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ask = gateways.requests.filter((request) => request.body.vnp_TxnRef === order.orderId).at(-1);
    expect(ask?.signatureValid).toBe(true);
    expect(ask?.body).toMatchObject({ vnp_TransactionType: "02", vnp_Amount: String(order.total * 100) });
    expect((await refunds(order)).paymentStatus).toBe("refunded");
  });

  it("refuses to send a cash-on-delivery order's money back through a gateway: 400, nothing refunded", async () => {
    const order = await deliveredOrder("cod");
    const before = await refunds(order);
    const asked = gateways.requests.length;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: "gateway" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "validation_failed",
      fields: { method: "manual_only" },
    });
    expect(gateways.requests.length).toBe(asked);
    expect(await refunds(order)).toEqual(before);
  });

  it("refunds part of a MoMo order through MoMo's refund API, with a new refund order id per request", async () => {
    // A MoMo order paid as the IPN records it (the payment itself is payments.routes.test.ts's subject).
    const order = await insertOrder(t.db, { status: "delivered", paymentMethod: "momo" });
    await t.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
    await insertNotification(t.db, {
      provider: "momo",
      orderId: order.orderId,
      dedupeKey: randomUUID(),
      payload: { orderId: order.orderId, transId: 2_824_581_984, amount: 1_250_000 },
      verdict: "paid",
      flagged: false,
      receivedAt: now,
    });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: "gateway", amount: 250_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const asks = gateways.requests.filter(
      (request) => request.provider === "momo" && String(request.body.transId) === "2824581984",
    );
    expect(asks).toHaveLength(1);
    expect(asks[0]?.signatureValid).toBe(true);
    expect(asks[0]?.body).toMatchObject({ amount: 250_000, partnerCode: MOMO.partnerCode });
    expect(asks[0]?.body.orderId).not.toBe(order.orderId);
    const money = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
    });
    expect(money.json()).toMatchObject({
      paymentStatus: "partially_refunded",
      refunded: 250_000,
      refundable: 1_000_000,
    });
  });

  it("leaves everything as it was when VNPay refuses, or answers with a checksum it did not make", async () => {
    const order = await deliveredOrder("vnpay");
    gateways.vnpayTransactionStatus = "09";
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: "gateway", amount: 500_000 },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe("refund_failed");

    gateways.vnpayTransactionStatus = "00";
    gateways.forgeAnswers = true;
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: "gateway", amount: 500_000 },
    });
    expect(forged.statusCode, forged.body).toBe(502);
    expect(forged.json().error).toMatchObject({ code: "refund_failed" });
    expect(forged.json().error.message).toMatch(/could not be verified/);

    const money = await refunds(order);
    expect(money).toMatchObject({ paymentStatus: "paid", refunded: 0, refundable: order.total });
    expect(money.refunds.map((refund) => refund.status)).toEqual(["failed", "failed"]);
    expect(await mailsTo(`Refund for order ${order.orderId}`)).toEqual([]);
  });

  it("refunds once when two administrators refund the whole order at the same moment", async () => {
    const cod = await deliveredOrder("cod");
    const vnpay = await deliveredOrder("vnpay");
    const race = (order: PlacedOrder, payload: Record<string, unknown>) =>
      Promise.all(
        [1, 2].map(() =>
          t.app.inject({
            method: "POST",
            url: `/api/admin/orders/${order.id}/refunds`,
            headers: admin.headers,
            payload,
          }),
        ),
      );
    const byHand = await race(cod, { method: "manual", reference: "Chuyển khoản VCB 123456" });
    expect(byHand.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(byHand.find((response) => response.statusCode === 409)?.json().error.code).toBe(
      "refund_exceeds_paid",
    );
    expect(await refunds(cod)).toMatchObject({
      refunded: cod.total,
      refundable: 0,
      paymentStatus: "refunded",
    });

    const throughGateway = await race(vnpay, { method: "gateway" });
    expect(throughGateway.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(gateways.requests.filter((request) => request.body.vnp_TxnRef === vnpay.orderId)).toHaveLength(1);
    const money = await refunds(vnpay);
    expect(money).toMatchObject({ refunded: vnpay.total, paymentStatus: "refunded" });
    expect(money.refunds).toHaveLength(1);
  });

  it("answers each bad return request with a clear 4xx and changes nothing", async () => {
    const order = await deliveredOrder("cod");
    const mailsBefore = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const expectRefusal = async (
      response: Awaited<ReturnType<typeof askReturn>>,
      status: number,
      code: string,
    ): Promise<void> => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(typeof response.json().error.message).toBe("string");
    };

    now = new Date(now.getTime() + 8 * DAY);
    await expectRefusal(await askReturn(order, { reason: "changed_mind" }), 409, "return_window_closed");
    const sixPhotos = Array.from({ length: 6 }, (_, index) => ({
      name: `p${index}.jpg`,
      type: "image/jpeg",
      bytes: photo,
    }));
    now = new Date(now.getTime() - 6 * DAY);
    await expectRefusal(await askReturn(order, {}, sixPhotos), 400, "too_many_photos");
    await expectRefusal(
      await askReturn(order, {}, [
        { name: "photo.jpg", type: "image/jpeg", bytes: Buffer.from("<svg>not a photo</svg>") },
      ]),
      415,
      "unsupported_media_type",
    );
    await expectRefusal(
      await askReturn(order, { lines: [{ productId: bagId, color: RED, quantity: 3 }] }),
      409,
      "return_quantity_exceeded",
    );
    await expectRefusal(await askReturn(order, { phone: "0900000000" }), 404, "not_found");
    expect(await guestReturns(order)).toEqual([]);
    expect((await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore);

    // Both red bags, then either of them again: the second request is refused.
    const first = await askReturn(order, { lines: [{ productId: bagId, color: RED, quantity: 2 }] });
    expect(first.statusCode, first.body).toBe(201);
    await expectRefusal(await askReturn(order), 409, "return_quantity_exceeded");
    expect((await guestReturns(order)).map((item) => item.lines[0]?.quantity)).toEqual([2]);
  });

  it("exchanges a received red bag for a black one as a linked order of zero đồng, when black is in stock", async () => {
    const order = await deliveredOrder("cod");
    const asked = await askReturn(order);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json() as CustomerReturn).id;
    for (const step of ["approve", "receive"]) {
      const moved = await t.app.inject({
        method: "POST",
        url: `/api/admin/returns/${id}/${step}`,
        headers: clerk.headers,
        ...(step === "approve" ? { payload: { message: "" } } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const exchange = (color: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/returns/${id}/exchange`,
        headers: clerk.headers,
        payload: { lines: [{ productId: bagId, color }] },
      });

    // White has none left: refused, and the return still waits for a refund or an exchange.
    const refused = await exchange(WHITE);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe("out_of_stock");
    expect((await guestReturns(order))[0]?.status).toBe("received");

    const blackBefore = await stock(BLACK);
    const exchanged = await exchange(BLACK);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const body = exchanged.json() as AdminReturn;
    expect(body.status).toBe("exchanged");
    expect(body.exchangeOrderId).toMatch(/^ORDER\d+$/);
    expect(await stock(BLACK)).toBe(blackBefore - 1);
    const [linked] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, body.exchangeOrderId ?? ""));
    expect(linked).toMatchObject({
      total: 0,
      paymentStatus: "paid",
      status: "pending",
      phone: order.customerInfo.phone,
    });
    expect(await mailsTo(`Your exchange for order ${order.orderId}`)).toHaveLength(1);
    // A second click finds it exchanged already.
    expect((await exchange(BLACK)).statusCode).toBe(409);
  });

  it("takes a signed-in buyer's return from the account, and none for another account", async () => {
    const order = await deliveredOrder("cod");
    const buyer = await signIn(t, { email: CHECKOUT_CUSTOMER.email, emailVerifiedAt: new Date() });
    const stranger = await signIn(t, { emailVerifiedAt: new Date() });
    const ask = (caller: SignedIn) => {
      const form = returnForm({
        orderId: order.orderId,
        lines: [{ productId: bagId, color: BLACK, quantity: 1 }],
        reason: "changed_mind",
      });
      return t.app.inject({
        method: "POST",
        url: "/api/me/returns",
        headers: { ...form.headers, ...caller.headers },
        payload: form.payload,
      });
    };
    const mine = (caller: SignedIn) =>
      t.app.inject({
        method: "GET",
        url: `/api/me/returns?orderId=${order.orderId}`,
        headers: caller.headers,
      });

    // Another account cannot even tell the order exists.
    expect((await ask(stranger)).statusCode).toBe(404);
    expect((await mine(stranger)).statusCode).toBe(404);
    expect(await guestReturns(order)).toEqual([]);

    const asked = await ask(buyer);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: "requested", reason: "changed_mind" });
    const listed = await mine(buyer);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { items: CustomerReturn[] }).items).toHaveLength(1);
    // The guest's proof sees the same return.
    expect((await guestReturns(order)).map((item) => item.status)).toEqual(["requested"]);
  });

  it("refuses a form whose parts are not under the boundary it names, with a 400", async () => {
    const order = await deliveredOrder("cod");
    const form = returnForm({
      orderId: order.orderId,
      phone: CHECKOUT_CUSTOMER.phone,
      lines: [],
      reason: "damaged",
    });
    const garbled = await t.app.inject({
      method: "POST",
      url: "/api/returns",
      headers: returnForm({}).headers,
      payload: form.payload,
    });
    expect(garbled.statusCode, garbled.body).toBe(400);
    expect(await guestReturns(order)).toEqual([]);
  });

  it("gives 30 days when the shop's information was wrong, and 7 otherwise", async () => {
    const order = await deliveredOrder("cod");
    now = new Date(now.getTime() + 20 * DAY);
    expect((await askReturn(order, { reason: "damaged" })).statusCode).toBe(409);
    const inaccurate = await askReturn(order, { reason: "inaccurate_information" });
    expect(inaccurate.statusCode, inaccurate.body).toBe(201);
    now = new Date(now.getTime() + 11 * DAY);
    const late = await askReturn(order, {
      reason: "inaccurate_information",
      lines: [{ productId: bagId, color: BLACK, quantity: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("return_window_closed");
  });
});
