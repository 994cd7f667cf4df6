import { fileURLToPath } from "node:url";
import { type CheckoutQuote, checkoutQuoteSchema, type PlacedOrder, placedOrderSchema } from "@shop/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";
import { type GhnMock, ghnMockFee, startGhnMock } from "../shipping/ghn.mock-server";
import { type GhtkMock, ghtkMockFee, startGhtkMock } from "../shipping/ghtk.mock-server";

/**
 * POST /api/checkout/quote and the order that follows it, through the whole app against the local
 * GHN and GHTK mocks (which refuse a wrong header or unit as the carriers document): the quote is
 * what the order charges, a fee the client sends is never read, the free-shipping threshold holds
 * for carriers, a refused voucher says why, and a carrier that cannot take the ward or is down is
 * not offered and refused by the order (docs/decisions/054-shipping-at-checkout.md).
 */

/** Real 2025 wards with stand-in GHN ids (modules/shipping/carrier-units.fixture.json). */
const UNITS_FILE = fileURLToPath(new URL("../shipping/carrier-units.fixture.json", import.meta.url));
const PICKUP = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
};
/** Phường Hàng Trống, Hà Nội: in the fixture, so both carriers take it. */
const HOAN_KIEM = { provinceCode: 1, wardCode: 70 };
/** A Hà Nội ward the fixture does not hold: no carrier can be sent there. */
const NOT_COVERED = { provinceCode: 1, wardCode: 8 };
const RED = "#d32f2f";
const customer = {
  fullName: "Nguyễn Thị Lan",
  phone: "0901234567",
  email: "lan@example.vn",
  address: "5 Hàng Trống",
};
/** The bag weighs 650 g in a 32 × 24 × 12 cm box. */
const GRAMS = 650;

let ghn: GhnMock;
let ghtk: GhtkMock;
beforeAll(async () => {
  [ghn, ghtk] = await Promise.all([startGhnMock(), startGhtkMock()]);
});
afterAll(async () => {
  await Promise.all([ghn?.close(), ghtk?.close()]);
});

describe.each(TEST_DATABASE_KINDS)("checkout quote and order with carriers on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let bag: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        ORDER_RATE_LIMIT: "100000",
        GHN_TOKEN: ghn.token,
        GHN_SHOP_ID: String(ghn.shopId),
        GHN_API_URL: ghn.url,
        GHTK_TOKEN: ghtk.token,
        GHTK_CLIENT_SOURCE: ghtk.clientSource,
        GHTK_API_URL: ghtk.url,
        SHIPPING_CARRIER_UNITS_FILE: UNITS_FILE,
      },
    });
    admin = await signIn(t, { role: "admin" });
    bag = (
      await insertProduct(
        t.db,
        productInput({ price: 900_000, weightGrams: GRAMS, lengthCm: 32, widthCm: 24, heightCm: 12 }),
        { now: new Date() },
      )
    ).id;
    await setShipping({ flatFee: 30_000, freeFrom: null, pickup: PICKUP });
  });
  afterAll(() => t?.close());

  async function setShipping(body: object) {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/settings/shipping",
      payload: body,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const items = (quantity = 1) => [{ productId: bag, color: RED, quantity }];

  async function quote(body: object): Promise<{ status: number; body: CheckoutQuote }> {
    const response = await t.app.inject({ method: "POST", url: "/api/checkout/quote", payload: body });
    const json = response.json();
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? checkoutQuoteSchema.parse(json) : json,
    };
  }

  function place(body: object) {
    return t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: { paymentMethod: "cod", customerInfo: { ...customer, ...HOAN_KIEM }, items: items(), ...body },
    });
  }

  it("answers the flat fee and each carrier with its fee and date, totalling the option picked", async () => {
    const answer = await quote({ items: items(), ...HOAN_KIEM, shipping: { carrier: "ghtk" } });
    expect(answer.status).toBe(200);
    expect(answer.body.options).toEqual([
      { carrier: "flat", service: "standard", fee: 30_000, expectedDeliveryDate: null },
      {
        carrier: "ghn",
        service: "53320",
        fee: ghnMockFee(GRAMS),
        expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      { carrier: "ghtk", service: "road", fee: ghtkMockFee(GRAMS), expectedDeliveryDate: null },
    ]);
    expect(answer.body).toMatchObject({
      subtotal: 900_000,
      discount: 0,
      shippingFee: ghtkMockFee(GRAMS),
      total: 900_000 + ghtkMockFee(GRAMS),
      voucher: null,
      shipping: { carrier: "ghtk", service: "road" },
    });
    // The product's own weight went to GHTK in whole grams, with the shop's documented headers.
    const feeCall = ghtk.requests.filter((request) => request.path === "/services/shipment/fee").at(-1);
    expect(feeCall?.query.get("weight")).toBe(String(GRAMS));
    expect(feeCall?.headers["x-client-source"]).toBe(ghtk.clientSource);
  });

  it("offers only the flat fee without an address, and totals it", async () => {
    const answer = await quote({ items: items(), shipping: { carrier: "ghn" } });
    expect(answer.body.options.map((option) => option.carrier)).toEqual(["flat"]);
    expect(answer.body).toMatchObject({ shippingFee: 30_000, total: 930_000, shipping: { carrier: "flat" } });
  });

  it("charges the order exactly what the quote said, and stores the carrier, service and date", async () => {
    const quoted = await quote({ items: items(), ...HOAN_KIEM, shipping: { carrier: "ghn" } });
    const response = await place({ shipping: { carrier: "ghn", serviceId: quoted.body.shipping.service } });
    expect(response.statusCode, response.body).toBe(201);
    const order: PlacedOrder = placedOrderSchema.parse(response.json());
    expect({ shippingFee: order.shippingFee, total: order.total }).toEqual({
      shippingFee: quoted.body.shippingFee,
      total: quoted.body.total,
    });
    expect(order.shipping).toEqual({
      carrier: "ghn",
      serviceId: "53320",
      expectedDeliveryDate: quoted.body.shipping.expectedDeliveryDate,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      shippingCarrier: "ghn",
      shippingServiceId: "53320",
      expectedDeliveryDate: quoted.body.shipping.expectedDeliveryDate,
      shippingFee: ghnMockFee(GRAMS),
    });
  });

  it("never reads a fee or total the client sends: the server quotes GHTK again and charges its figure", async () => {
    const response = await place({
      shipping: { carrier: "ghtk", serviceId: "road", fee: 1, expectedDeliveryDate: "2020-01-01" },
      shippingFee: 0,
      total: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = placedOrderSchema.parse(response.json());
    expect(order).toMatchObject({
      shippingFee: ghtkMockFee(GRAMS),
      total: 900_000 + ghtkMockFee(GRAMS),
      shipping: { carrier: "ghtk", serviceId: "road", expectedDeliveryDate: null },
    });
  });

  it("takes the flat fee for an order that names no shipping (older clients)", async () => {
    const response = await place({});
    expect(response.statusCode, response.body).toBe(201);
    expect(placedOrderSchema.parse(response.json())).toMatchObject({
      shippingFee: 30_000,
      shipping: { carrier: "flat", serviceId: null, expectedDeliveryDate: null },
    });
  });

  it("makes a carrier's fee free once the subtotal reaches the threshold, in the quote and the order", async () => {
    await setShipping({ flatFee: 30_000, freeFrom: 1_500_000 });
    try {
      const answer = await quote({ items: items(2), ...HOAN_KIEM, shipping: { carrier: "ghtk" } });
      expect(answer.body.options.map((option) => option.fee)).toEqual([0, 0, 0]);
      expect(answer.body).toMatchObject({ subtotal: 1_800_000, shippingFee: 0, total: 1_800_000 });
      const response = await place({ items: items(2), shipping: { carrier: "ghtk" } });
      expect(placedOrderSchema.parse(response.json())).toMatchObject({ shippingFee: 0, total: 1_800_000 });
    } finally {
      await setShipping({ flatFee: 30_000, freeFrom: null });
    }
  });

  it("applies a voucher in the quote as the order does, and says why another does not apply", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/vouchers",
      headers: admin.headers,
      payload: { code: "GIAM10", percentOff: 10, amountOff: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    const applied = await quote({ items: items(), ...HOAN_KIEM, voucherCode: "giam10" });
    expect(applied.body).toMatchObject({
      discount: 90_000,
      total: 900_000 - 90_000 + 30_000,
      voucher: { code: "GIAM10", valid: true },
    });
    const order = placedOrderSchema.parse((await place({ voucherCode: "GIAM10" })).json());
    expect(order.total).toBe(applied.body.total);

    const refused = await quote({ items: items(), ...HOAN_KIEM, voucherCode: "KHONGCO" });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      discount: 0,
      total: 930_000,
      voucher: { code: "KHONGCO", valid: false, reason: "voucher_unknown" },
    });
    // The order refuses the same code with the same reason, and places nothing.
    const refusedOrder = await place({ voucherCode: "KHONGCO" });
    expect(refusedOrder.statusCode).toBe(400);
    expect(refusedOrder.json()).toMatchObject({ error: { code: "voucher_unknown" } });
  });

  it("offers no carrier where the carriers cannot be sent, and the order refuses one with a 400", async () => {
    const answer = await quote({
      items: items(),
      ...NOT_COVERED,
      shipping: { carrier: "ghtk" },
    });
    expect(answer.body.options.map((option) => option.carrier)).toEqual(["flat"]);
    expect(answer.body.shipping.carrier).toBe("flat");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: { ...customer, ...NOT_COVERED },
        items: items(),
        shipping: { carrier: "ghtk" },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: "shipping_not_offered", fields: { shipping: "shipping_checkout.error_not_offered" } },
    });
  });

  it("refuses a service the carrier did not quote", async () => {
    const response = await place({ shipping: { carrier: "ghn", serviceId: "99999" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "shipping_not_offered" } });
  });

  it("answers 400 for an unknown product or a ward outside its province, and 409 for a line short of stock", async () => {
    const unknown = await quote({
      items: [{ productId: "9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f", color: RED, quantity: 1 }],
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: "product_not_found" } } });
    expect(await quote({ items: items(), provinceCode: 79, wardCode: 70 })).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_ward" } },
    });
    expect(await quote({ items: items(), provinceCode: 1 })).toMatchObject({ status: 400 });
    const few = (
      await insertProduct(t.db, productInput({ variations: [{ color: RED, images: [], stock: 1 }] }), {
        now: new Date(),
      })
    ).id;
    expect(await quote({ items: [{ productId: few, color: RED, quantity: 2 }] })).toMatchObject({
      status: 409,
      body: { error: { code: "out_of_stock" } },
    });
  });
});

describe.each(TEST_DATABASE_KINDS)("a carrier that is down, on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        GHN_TOKEN: "ghn-test-token",
        GHN_SHOP_ID: "885",
        // Nothing listens there: every call fails as a network error would.
        GHN_API_URL: "http://127.0.0.1:9",
        SHIPPING_CARRIER_UNITS_FILE: UNITS_FILE,
      },
    });
    const admin = await signIn(t, { role: "admin" });
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/settings/shipping",
      payload: { flatFee: 25_000, freeFrom: null, pickup: PICKUP },
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
  afterAll(() => t?.close());

  it("still offers the flat fee, and refuses an order that picks it with a 409 to try later", async () => {
    const bag = (await insertProduct(t.db, productInput({ price: 500_000 }), { now: new Date() })).id;
    const lines = [{ productId: bag, color: RED, quantity: 1 }];
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/checkout/quote",
      payload: { items: lines, ...HOAN_KIEM },
    });
    expect(answer.statusCode).toBe(200);
    expect(checkoutQuoteSchema.parse(answer.json()).options).toEqual([
      { carrier: "flat", service: "standard", fee: 25_000, expectedDeliveryDate: null },
    ]);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: { ...customer, ...HOAN_KIEM },
        items: lines,
        shipping: { carrier: "ghn" },
      },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({ error: { code: "shipping_unavailable" } });
  });
});
