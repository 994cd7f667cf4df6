import { Writable } from "node:stream";
import {
  type CodReconciliation,
  type CreateShipmentsResult,
  type CustomerOrder,
  formatVnd,
  type OrderLookup,
  type OrderShipment,
  type PlacedOrder,
  type Product,
  productSchema,
} from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { type SmtpInbox, startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";
import type { PickupAddress } from "./carrier";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createGhnCarrier } from "./ghn";
import { type GhnMock, startGhnMock } from "./ghn.mock-server";
import { createGhtkCarrier } from "./ghtk";
import { GHTK_MOCK_PDF, type GhtkMock, startGhtkMock } from "./ghtk.mock-server";
import { insertShipment } from "./shipments.repository";

/**
 * Shipments end to end through the app: booking confirmed orders with the carriers' local mocks
 * (which refuse a wrong header or unit, ghn.mock-server.ts and ghtk.mock-server.ts), the label and
 * the packing slip, the carriers' callbacks (secret, detail query, idempotence, never backwards)
 * and the COD reconciliation (docs/decisions/055-shipments-callbacks-reconciliation.md).
 */

const SECRET = "shipping-callback-secret_0123";
const RED = "#d32f2f";
const units = createCarrierUnits(fixture);
const pickup: PickupAddress = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
};
/** Hà Nội, a ward the carriers' fixture units know. */
const customerInfo = {
  fullName: "Nguyễn Thị Lan",
  phone: "0912345678",
  email: "lan@example.vn",
  address: "5 Hàng Bài",
  provinceCode: 1,
  wardCode: 70,
};

/** The app's warnings and errors, as pino writes them (one JSON line each). */
function logLines(): { lines: Array<Record<string, unknown>>; stream: Writable } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) {
        if (line.trim()) {
          try {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // Not a JSON line (request log lines are JSON too); nothing to keep.
          }
        }
      }
      done();
    },
  });
  return { lines, stream };
}

describe.each(TEST_DATABASE_KINDS)("shipments on %s", (kind) => {
  let t: TestApp;
  let ghn: GhnMock;
  let ghtk: GhtkMock;
  let inbox: SmtpInbox;
  let owner: SignedIn;
  let packer: SignedIn;
  let productId: string;
  let dearProductId: string;
  const log = logLines();

  beforeAll(async () => {
    [ghn, ghtk, inbox] = await Promise.all([startGhnMock(), startGhtkMock(), startSmtpInbox()]);
    t = await createTestApp(kind, {
      env: { SMTP_URL: inbox.url, ORDER_RATE_LIMIT: "100000", ORDER_LOOKUP_RATE_LIMIT: "100000" },
      logger: { level: "warn", stream: log.stream },
      shipping: {
        carriers: [
          createGhnCarrier({ token: ghn.token, shopId: ghn.shopId, apiUrl: ghn.url }, units, {
            webhookSecret: SECRET,
          }),
          createGhtkCarrier({ token: ghtk.token, clientSource: ghtk.clientSource, apiUrl: ghtk.url }, units, {
            webhookSecret: SECRET,
          }),
        ],
        pickup: async () => pickup,
      },
    });
    owner = await signIn(t, { role: "admin", email: "chu.shop@example.vn" });
    packer = await signIn(t, { role: "staff_orders", email: "dong.goi@example.vn" });
    productId = (
      await insertProduct(
        t.db,
        productInput({
          name: "Túi Mây",
          price: 625_000,
          variations: [{ color: RED, images: [], stock: 50 }],
        }),
        { now: new Date() },
      )
    ).id;
    dearProductId = (
      await insertProduct(
        t.db,
        productInput({
          name: "Túi da cá sấu",
          price: 20_000_000,
          variations: [{ color: RED, images: [], stock: 9 }],
        }),
        { now: new Date() },
      )
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([ghn?.close(), ghtk?.close(), inbox?.close()]);
  });

  async function place(
    options: { quantity?: number; product?: string; ward?: number; paid?: boolean } = {},
  ): Promise<PlacedOrder> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: { ...customerInfo, wardCode: options.ward ?? customerInfo.wardCode },
        items: [{ productId: options.product ?? productId, color: RED, quantity: options.quantity ?? 2 }],
        language: "vi",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<PlacedOrder>();
    if (options.paid) {
      const paid = await t.app.inject({
        method: "PUT",
        url: `/api/orders/${order.id}/payment-status`,
        payload: { paymentStatus: "paid" },
        headers: owner.headers,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return order;
  }

  async function confirmed(options: Parameters<typeof place>[0] = {}): Promise<PlacedOrder> {
    const order = await place(options);
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/status`,
      payload: { status: "confirmed" },
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return order;
  }

  async function book(orderIds: string[], carrier: "ghn" | "ghtk", who = packer) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipments",
      payload: { orderIds, carrier },
      headers: who.headers,
    });
    return { status: response.statusCode, body: response.json<CreateShipmentsResult>() };
  }

  async function statusOf(order: PlacedOrder): Promise<{ status: string; paymentStatus: string }> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}`,
      headers: owner.headers,
    });
    return response.json<{ status: string; paymentStatus: string }>();
  }

  async function shipmentOf(order: PlacedOrder): Promise<OrderShipment> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/shipment`,
      headers: packer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderShipment>();
  }

  async function stockOf(id: string): Promise<number> {
    const response = await t.app.inject({ method: "GET", url: `/api/products/${id}` });
    const product: Product = productSchema.parse(response.json());
    return product.variations[0]?.stock ?? -1;
  }

  /** `hash: null` leaves the hash out of the URL. */
  function ghtkCallback(fields: Record<string, string | number>, hash: string | null = SECRET) {
    // GHTK's own example leaves the offset's "+" unencoded; so does this body.
    const body = Object.entries(fields)
      .map(([name, value]) => `${name}=${name === "action_time" ? value : encodeURIComponent(String(value))}`)
      .join("&");
    return t.app.inject({
      method: "POST",
      url: `/api/shipping/ghtk${hash === null ? "" : `?hash=${encodeURIComponent(hash)}`}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });
  }

  function ghnCallback(body: Record<string, unknown>, secret = SECRET) {
    return t.app.inject({ method: "POST", url: `/api/shipping/ghn/${secret}`, payload: body });
  }

  const mailsAbout = (orderId: string) =>
    inbox.messages.map(readableMail).filter((mail) => mail.includes(orderId));

  it("books a confirmed cash-on-delivery order with GHTK: products in kilograms, the total to collect, the order shipping and mailed with its tracking", async () => {
    const order = await confirmed();
    const { status, body } = await book([order.id], "ghtk");
    expect(status).toBe(200);
    expect(body.failed).toEqual([]);
    const [shipment] = body.created;
    expect(shipment).toMatchObject({ carrier: "ghtk", orderId: order.orderId, codAmount: order.total });
    const sent = ghtk.orders.get(shipment?.trackingCode ?? "");
    // Two bags of the default 500 g: 0.5 kg each, as GHTK's products take kilograms.
    expect(sent?.body.products).toEqual([{ name: "Túi Mây", weight: 0.5, quantity: 2, price: 625_000 }]);
    expect(sent?.body.order).toMatchObject({
      id: order.orderId,
      pick_money: order.total,
      name: customerInfo.fullName,
      tel: customerInfo.phone,
      province: "Hà Nội",
      district: "Quận Hoàn Kiếm",
      ward: "Phường Hàng Trống",
    });
    const booking = ghtk.requests.find((request) => request.path === "/services/shipment/order");
    expect(booking?.headers.token).toBe(ghtk.token);
    expect(booking?.headers["x-client-source"]).toBe(ghtk.clientSource);
    expect(shipment?.fee).toBe(sent?.fee);
    expect((await statusOf(order)).status).toBe("shipping");
    expect((await shipmentOf(order)).shipment?.trackingCode).toBe(shipment?.trackingCode);
    await inbox.waitForMessages(1);
    await expect
      .poll(() => mailsAbout(order.orderId).some((mail) => mail.includes(shipment?.trackingCode ?? "?")))
      .toBe(true);
    const mail = mailsAbout(order.orderId).find((text) => text.includes(shipment?.trackingCode ?? "?")) ?? "";
    expect(mail).toContain("GHTK (Giao Hàng Tiết Kiệm)");
    expect(mail).toContain(`https://i.ghtk.vn/${shipment?.trackingCode}`);
  });

  it("books GHN in grams and centimetres with the documented headers, and nothing to collect for a paid order", async () => {
    const order = await confirmed({ paid: true, quantity: 1 });
    const { body } = await book([order.id], "ghn");
    expect(body.failed).toEqual([]);
    const [shipment] = body.created;
    expect(shipment?.codAmount).toBe(0);
    const create = ghn.requests.find((request) => request.path === "/v2/shipping-order/create");
    expect(create?.headers.token).toBe(ghn.token);
    expect(create?.headers.shopid).toBe(String(ghn.shopId));
    expect(create?.body).toMatchObject({
      client_order_code: order.orderId,
      cod_amount: 0,
      weight: 500,
      length: 30,
      width: 25,
      height: 12,
      to_ward_code: "1A0206",
      to_district_id: 1489,
    });
  });

  it("books many orders at once and lists each it could not book with why; those stay as they were", async () => {
    const a = await confirmed({ quantity: 1 });
    const b = await confirmed({ quantity: 1 });
    const pending = await place({ quantity: 1 });
    const uncovered = await confirmed({ quantity: 1, ward: 8 });
    const tooDear = await confirmed({ product: dearProductId, quantity: 3 });
    const before = ghn.requests.length;
    const { status, body } = await book([a.id, b.id, pending.id, uncovered.id, tooDear.id], "ghn", owner);
    expect(status).toBe(200);
    expect(body.created.map((shipment) => shipment.orderId).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(Object.fromEntries(body.failed.map((failed) => [failed.orderId, failed.code]))).toEqual({
      [pending.orderId]: "not_confirmed",
      [uncovered.orderId]: "address_not_covered",
      // 60,000,000 đồng to collect: GHN refuses cod_amount above 50,000,000.
      [tooDear.orderId]: "carrier_refused",
    });
    // The pending and uncovered orders never reached GHN; the dear one did and was refused.
    expect(ghn.requests.length - before).toBe(3);
    expect((await statusOf(pending)).status).toBe("pending");
    expect((await statusOf(uncovered)).status).toBe("confirmed");
    expect((await statusOf(tooDear)).status).toBe("confirmed");
    expect((await shipmentOf(tooDear)).shipment).toBeNull();
    // Booking again: already shipped, and GHN is not asked twice.
    const again = await book([a.id], "ghn");
    expect(again.body.failed.map((failed) => failed.code)).toEqual(["already_shipped"]);
  });

  it("refuses a carrier the server has no credentials for, and a body out of shape, changing nothing", async () => {
    const order = await confirmed({ quantity: 1 });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipments",
      payload: { orderIds: [order.id], carrier: "viettel" },
      headers: packer.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("validation_failed");
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipments",
      payload: { orderIds: [], carrier: "ghtk" },
      headers: packer.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect((await statusOf(order)).status).toBe("confirmed");
  });

  it("answers GHTK's label as its PDF and GHN's as its print page", async () => {
    const viaGhtk = await confirmed({ quantity: 1 });
    await book([viaGhtk.id], "ghtk");
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${viaGhtk.id}/label`,
      headers: packer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.equals(GHTK_MOCK_PDF)).toBe(true);

    const viaGhn = await confirmed({ quantity: 1 });
    await book([viaGhn.id], "ghn");
    const page = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${viaGhn.id}/label`,
      headers: packer.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const { url } = page.json<{ url: string }>();
    expect(url.startsWith(`${ghn.url}/a5/public-api/printA5?token=`)).toBe(true);
    const printed = await fetch(url);
    expect(await printed.text()).toContain((await shipmentOf(viaGhn)).shipment?.trackingCode);

    const none = await place({ quantity: 1 });
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${none.id}/label`,
      headers: packer.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("shipment_not_found");
  });

  it("prints a packing slip: shop, order code with its QR code, recipient and address, lines with colour and quantity, cash to collect, carrier and code", async () => {
    const order = await confirmed({ quantity: 2 });
    const { body } = await book([order.id], "ghtk");
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/packing-slip?lang=vi`,
      headers: packer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("Phiếu đóng gói");
    expect(html).toContain(order.orderId);
    expect(html).toContain("<svg");
    expect(html).toContain(customerInfo.fullName);
    expect(html).toContain(customerInfo.address);
    expect(html).toContain("Túi Mây");
    expect(html).toContain("Đỏ");
    expect(html).toContain('<td class="n">2</td>');
    expect(html).toContain(formatVnd(order.total));
    expect(html).toContain(body.created[0]?.trackingCode);
    const english = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/packing-slip?lang=en`,
      headers: packer.headers,
    });
    expect(english.body).toContain("Packing slip");
    expect(english.body).toContain("Red");
  });

  describe("callbacks", () => {
    let order: PlacedOrder;
    let code: string;

    beforeAll(async () => {
      order = await confirmed({ quantity: 2 });
      const { body } = await book([order.id], "ghtk");
      code = body.created[0]?.trackingCode ?? "";
    });

    /** GHTK's documented form body: its field table and form example carry no pick_money. */
    function delivered() {
      return {
        label_id: code,
        partner_id: order.orderId,
        status_id: 5,
        action_time: "2026-11-27T10:00:00+07:00",
        reason_code: "",
        reason: "",
        weight: 1,
        fee: 22_000,
        return_part_package: 0,
      };
    }

    it("refuses a GHTK callback without the shop's hash (401), changing nothing, and logs it", async () => {
      const mock = ghtk.orders.get(code);
      if (mock) mock.status = 5;
      for (const hash of [null, "wrong-secret-of-the-shop", ""]) {
        const response = await ghtkCallback(delivered(), hash);
        expect(response.statusCode, `${hash} ${response.body}`).toBe(401);
      }
      expect((await statusOf(order)).status).toBe("shipping");
      expect(log.lines.some((line) => line.msg === "carrier callback refused: wrong secret")).toBe(true);
    });

    it("does not believe a final status GHTK's own order detail does not confirm", async () => {
      const mock = ghtk.orders.get(code);
      if (mock) mock.status = 4;
      const before = ghtk.requests.filter((request) =>
        request.path.startsWith("/services/shipment/v2/"),
      ).length;
      const response = await ghtkCallback(delivered());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: "ignored" });
      const after = ghtk.requests.filter((request) =>
        request.path.startsWith("/services/shipment/v2/"),
      ).length;
      expect(after).toBe(before + 1);
      expect((await statusOf(order)).status).toBe("shipping");
      expect((await shipmentOf(order)).shipment?.status).toBe("awaiting_pickup");
    });

    it("takes a tracking status as it comes, without asking the carrier", async () => {
      const before = ghtk.requests.length;
      const response = await ghtkCallback({
        ...delivered(),
        status_id: 4,
        action_time: "2026-11-27T08:00:00+07:00",
      });
      expect(response.json()).toEqual({ outcome: "applied" });
      expect(ghtk.requests.length).toBe(before);
      expect((await shipmentOf(order)).shipment?.status).toBe("delivering");
    });

    it("moves the order to delivered and paid once GHTK confirms, keeps the cash GHTK's order detail reports, mails the customer once", async () => {
      const mock = ghtk.orders.get(code);
      if (mock) mock.status = 5;
      const response = await ghtkCallback(delivered());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: "applied" });
      expect(await statusOf(order)).toMatchObject({ status: "delivered", paymentStatus: "paid" });
      const shipment = (await shipmentOf(order)).shipment;
      expect(shipment).toMatchObject({ status: "delivered", codCollected: order.total });
      // "delivered" (with the tracking code) and "paid", each mailed once.
      const subject = (status: string) => `Subject: Đơn hàng ${order.orderId}: ${status}`;
      const deliveredMails = () =>
        mailsAbout(order.orderId).filter((mail) => mail.includes(subject("Đã giao")));
      const paidMails = () =>
        mailsAbout(order.orderId).filter((mail) => mail.includes(subject("Đã thanh toán")));
      await expect.poll(() => [deliveredMails().length, paidMails().length]).toEqual([1, 1]);
      expect(deliveredMails()[0]).toContain(code);

      const again = await ghtkCallback(delivered());
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ outcome: "duplicate" });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([deliveredMails().length, paidMails().length]).toEqual([1, 1]);
    });

    it("never moves back: an older status after delivered changes nothing and is logged", async () => {
      const response = await ghtkCallback({
        ...delivered(),
        status_id: 3,
        action_time: "2026-11-26T09:00:00+07:00",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: "ignored" });
      expect((await shipmentOf(order)).shipment?.status).toBe("delivered");
      expect((await statusOf(order)).status).toBe("delivered");
      expect(log.lines.some((line) => String(line.msg).startsWith("carrier callback ignored"))).toBe(true);
    });

    it("answers an unknown parcel with 404 (GHTK sends again) and a malformed body with 200, changing nothing", async () => {
      const unknown = await ghtkCallback({ ...delivered(), label_id: "S1.A1.999", partner_id: "ORDER1" });
      expect(unknown.statusCode).toBe(404);
      const malformed = await ghtkCallback({ status_id: "năm" });
      expect(malformed.statusCode).toBe(200);
      expect(malformed.json()).toEqual({ outcome: "ignored" });
      expect(log.lines.some((line) => line.msg === "carrier callback ignored: unreadable body")).toBe(true);
    });

    it("shows the guest and the account the carrier, the code and the tracking link", async () => {
      const lookup = await t.app.inject({
        method: "GET",
        url: `/api/orders/lookup?orderId=${order.orderId}&phone=${customerInfo.phone}`,
      });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json<OrderLookup>().shipment).toEqual({
        carrier: "ghtk",
        trackingCode: code,
        trackingUrl: `https://i.ghtk.vn/${code}`,
        status: "delivered",
      });
      const customer = await signIn(t, { email: customerInfo.email });
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, customer.user.id));
      const mine = await t.app.inject({ method: "GET", url: "/api/me/orders", headers: customer.headers });
      const listed = mine
        .json<{ items: CustomerOrder[] }>()
        .items.find((item) => item.orderId === order.orderId);
      expect(listed?.shipment?.trackingCode).toBe(code);
    });
  });

  describe("GHN callbacks", () => {
    it("refuses a wrong secret in the path, asks GHN's detail before a final status, and a return puts the stock back", async () => {
      const stockBefore = await stockOf(productId);
      const order = await confirmed({ quantity: 2 });
      expect(await stockOf(productId)).toBe(stockBefore - 2);
      const { body } = await book([order.id], "ghn");
      const code = body.created[0]?.trackingCode ?? "";
      const returned = {
        CODAmount: order.total,
        ClientOrderCode: order.orderId,
        OrderCode: code,
        Status: "returned",
        Time: "2026-11-28T09:00:00.000Z",
        TotalFee: 34_500,
        Type: "switch_status",
      };
      const refused = await ghnCallback(returned, "not-the-shops-secret-0000");
      expect(refused.statusCode).toBe(401);

      // GHN still says delivering: the callback is not believed.
      const detailCalls = () =>
        ghn.requests.filter((request) => request.path === "/v2/shipping-order/detail").length;
      const before = detailCalls();
      const early = await ghnCallback(returned);
      expect(early.json()).toEqual({ outcome: "ignored" });
      expect(detailCalls()).toBe(before + 1);
      expect((await statusOf(order)).status).toBe("shipping");

      const mock = ghn.orders.get(code);
      if (mock) mock.status = "returned";
      const response = await ghnCallback(returned);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: "applied" });
      expect(await statusOf(order)).toMatchObject({ status: "returned", paymentStatus: "unpaid" });
      expect(await stockOf(productId)).toBe(stockBefore);
      await expect
        .poll(() => mailsAbout(order.orderId).some((mail) => mail.includes("Đã hoàn về shop")))
        .toBe(true);
      // Resent by GHN: heard, nothing more back on the shelf.
      expect((await ghnCallback(returned)).json()).toEqual({ outcome: "duplicate" });
      expect(await stockOf(productId)).toBe(stockBefore);
    });
  });

  describe("cancelling an order whose parcel is booked", () => {
    function cancel(order: PlacedOrder) {
      return t.app.inject({
        method: "PUT",
        url: `/api/orders/${order.id}/status`,
        payload: { status: "cancelled" },
        headers: owner.headers,
      });
    }
    const cancelCalls = (mock: GhtkMock | GhnMock) =>
      "clientSource" in mock
        ? mock.requests.filter((request) => request.path.startsWith("/services/shipment/cancel/")).length
        : mock.requests.filter((request) => request.path === "/v2/switch-status/cancel").length;

    it("cancels the parcel with GHTK first, then the order: stock back, no parcel left on the order", async () => {
      const stockBefore = await stockOf(productId);
      const order = await confirmed({ quantity: 2 });
      const { body } = await book([order.id], "ghtk");
      const code = body.created[0]?.trackingCode ?? "";
      const response = await cancel(order);
      expect(response.statusCode, response.body).toBe(200);
      expect(ghtk.orders.get(code)?.status).toBe(-1);
      expect((await statusOf(order)).status).toBe("cancelled");
      expect(await stockOf(productId)).toBe(stockBefore);
      expect((await shipmentOf(order)).shipment).toBeNull();
      // GHTK's own cancelled callback afterwards is heard and changes nothing.
      const late = await ghtkCallback({
        label_id: code,
        partner_id: order.orderId,
        status_id: -1,
        action_time: "2026-11-28T09:00:00+07:00",
      });
      expect(late.statusCode).toBe(200);
      expect((await statusOf(order)).status).toBe("cancelled");
    });

    it("cancels the parcel with GHN first, then the order", async () => {
      const order = await confirmed({ quantity: 1 });
      const { body } = await book([order.id], "ghn");
      const code = body.created[0]?.trackingCode ?? "";
      const response = await cancel(order);
      expect(response.statusCode, response.body).toBe(200);
      expect(ghn.orders.get(code)?.status).toBe("cancel");
      expect((await statusOf(order)).status).toBe("cancelled");
    });

    it("leaves order, parcel and stock as they were when the carrier refuses (picked up meanwhile): 409 with a code", async () => {
      const order = await confirmed({ quantity: 1 });
      const { body } = await book([order.id], "ghtk");
      const code = body.created[0]?.trackingCode ?? "";
      const stockBefore = await stockOf(productId);
      const mock = ghtk.orders.get(code);
      if (mock) mock.status = 3;
      const response = await cancel(order);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("carrier_cancel_refused");
      expect(response.json().error.message).toContain("Đơn đã lấy hàng");
      expect((await statusOf(order)).status).toBe("shipping");
      expect((await shipmentOf(order)).shipment).toMatchObject({
        trackingCode: code,
        status: "awaiting_pickup",
      });
      expect(await stockOf(productId)).toBe(stockBefore);
    });

    it("does not ask the carrier when the parcel is on its way already: 409 shipment_picked_up", async () => {
      const order = await confirmed({ quantity: 1 });
      const { body } = await book([order.id], "ghtk");
      const code = body.created[0]?.trackingCode ?? "";
      const moved = await ghtkCallback({
        label_id: code,
        partner_id: order.orderId,
        status_id: 3,
        action_time: "2026-11-28T08:00:00+07:00",
      });
      expect(moved.json()).toEqual({ outcome: "applied" });
      const before = cancelCalls(ghtk);
      const response = await cancel(order);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("shipment_picked_up");
      expect(cancelCalls(ghtk)).toBe(before);
      expect((await statusOf(order)).status).toBe("shipping");
    });

    it("takes a parcel the carrier has cancelled already as cancelled, and still refuses an order shipped by hand", async () => {
      const order = await confirmed({ quantity: 1 });
      const { body } = await book([order.id], "ghtk");
      const mock = ghtk.orders.get(body.created[0]?.trackingCode ?? "");
      if (mock) mock.status = -1;
      const response = await cancel(order);
      expect(response.statusCode, response.body).toBe(200);
      expect((await statusOf(order)).status).toBe("cancelled");

      const byHand = await confirmed({ quantity: 1 });
      const shipped = await t.app.inject({
        method: "PUT",
        url: `/api/orders/${byHand.id}/status`,
        payload: { status: "shipping" },
        headers: owner.headers,
      });
      expect(shipped.statusCode).toBe(200);
      const refused = await cancel(byHand);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("invalid_transition");
    });
  });

  it("reconciles COD per carrier and period: expected against reported, with the orders that differ, as JSON and CSV", async () => {
    const exact = await confirmed({ quantity: 1 });
    const short = await confirmed({ quantity: 1 });
    const { body } = await book([exact.id, short.id], "ghtk");
    for (const shipment of body.created) {
      // GHTK's record of the parcel's cash (its order detail's pick_money), 100,000 short for one;
      // the callback carries no amount, as GHTK's form body does not.
      const mock = ghtk.orders.get(shipment.trackingCode);
      if (!mock) throw new Error("the GHTK mock has no such parcel");
      mock.status = 5;
      mock.pick_money =
        shipment.orderId === short.orderId ? shipment.codAmount - 100_000 : shipment.codAmount;
      const response = await ghtkCallback({
        label_id: shipment.trackingCode,
        partner_id: shipment.orderId,
        status_id: 5,
        action_time: "2026-11-27T15:00:00+07:00",
      });
      expect(response.json()).toEqual({ outcome: "applied" });
    }
    const query = "from=2026-11-27&to=2026-11-27&carrier=ghtk";
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/cod-reconciliation?${query}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<CodReconciliation>();
    const [ghtkTotals] = result.carriers;
    expect(ghtkTotals?.carrier).toBe("ghtk");
    expect(ghtkTotals?.difference).toBe(-100_000);
    expect(ghtkTotals?.expected).toBe((ghtkTotals?.reported ?? 0) + 100_000);
    expect(result.differences.map((line) => [line.orderId, line.difference])).toEqual([
      [short.orderId, -100_000],
    ]);

    const csv = await t.app.inject({
      method: "GET",
      url: `/api/admin/cod-reconciliation.csv?${query}`,
      headers: owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("orderId,carrier,trackingCode,deliveredAt,expected,reported,difference");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([short.orderId]);

    const otherDay = await t.app.inject({
      method: "GET",
      url: "/api/admin/cod-reconciliation?from=2026-11-28&to=2026-11-28",
      headers: owner.headers,
    });
    expect(otherDay.json<CodReconciliation>().differences.map((line) => line.orderId)).not.toContain(
      short.orderId,
    );

    // The reconciliation is the owner's: a packer's role is refused.
    const packerTry = await t.app.inject({
      method: "GET",
      url: `/api/admin/cod-reconciliation?${query}`,
      headers: packer.headers,
    });
    expect(packerTry.statusCode).toBe(403);
    const backwards = await t.app.inject({
      method: "GET",
      url: "/api/admin/cod-reconciliation?from=2026-11-28&to=2026-11-01",
      headers: owner.headers,
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe("a carrier that does not answer", () => {
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await createTestApp("pglite", {
      shipping: {
        // Nothing listens on port 9 (discard) of this machine: every call fails to connect.
        carriers: [
          createGhtkCarrier({ token: "t", clientSource: "S1", apiUrl: "http://127.0.0.1:9" }, units, {
            webhookSecret: SECRET,
          }),
        ],
        pickup: async () => pickup,
      },
    });
    owner = await signIn(t, { role: "admin" });
  });
  afterAll(() => t?.close());

  it("leaves a booked order shipping when the carrier cannot be asked to cancel its parcel: 409", async () => {
    const product = await insertProduct(t.db, productInput({ name: "Túi hộp" }), { now: new Date() });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo,
        items: [{ productId: product.id, color: RED, quantity: 1 }],
      },
    });
    const order = placed.json<PlacedOrder>();
    // Booked while GHTK still answered: the parcel's row, and the order moved to shipping.
    const now = new Date();
    await insertShipment(t.db, {
      orderUuid: order.id,
      orderCode: order.orderId,
      carrier: "ghtk",
      service: null,
      trackingCode: "S1.A1.1",
      fee: 22_000,
      codAmount: 0,
      status: "awaiting_pickup",
      labelKind: "pdf",
      expectedDeliveryDate: null,
      createdAt: now,
      updatedAt: now,
    });
    await t.db.update(orders).set({ status: "shipping" }).where(eq(orders.id, order.id));
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/status`,
      payload: { status: "cancelled" },
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("carrier_cancel_unavailable");
    const after = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}`,
      headers: owner.headers,
    });
    expect(after.json().status).toBe("shipping");
  });

  it("leaves the order confirmed and says the carrier is unavailable", async () => {
    const product = await insertProduct(t.db, productInput({ name: "Túi nhỏ" }), { now: new Date() });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo,
        items: [{ productId: product.id, color: RED, quantity: 1 }],
      },
    });
    const order = placed.json<PlacedOrder>();
    await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/status`,
      payload: { status: "confirmed" },
      headers: owner.headers,
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipments",
      payload: { orderIds: [order.id], carrier: "ghtk" },
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateShipmentsResult>()).toMatchObject({
      created: [],
      failed: [{ orderId: order.orderId, code: "carrier_unavailable" }],
    });
    const after = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}`,
      headers: owner.headers,
    });
    expect(after.json().status).toBe("confirmed");
    const ghn = await t.app.inject({
      method: "POST",
      url: "/api/admin/shipments",
      payload: { orderIds: [order.id], carrier: "ghn" },
      headers: owner.headers,
    });
    expect(ghn.statusCode).toBe(400);
    expect(ghn.json().error.code).toBe("carrier_not_configured");
  });
});
