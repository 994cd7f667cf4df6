import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarrierError, type PickupAddress, type ShipmentRequest } from "./carrier";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createGhnCarrier } from "./ghn";
import { type GhnMock, ghnMockFee, startGhnMock } from "./ghn.mock-server";

const units = createCarrierUnits(fixture);
const SECRET = "a-webhook-secret-of-the-shop";
// Phường Bến Thành (HCM) → Phường Hoàn Kiếm (Hà Nội), both in the fixture.
const pickup: PickupAddress = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
};
const parcel = { weightGrams: 650, lengthCm: 30, widthCm: 20, heightCm: 12, valueDong: 1_250_000 };

function shipment(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    orderCode: "ORDER1764140000000",
    from: pickup,
    to: { name: "Nguyễn Thị Lan", phone: "0912345678", street: "5 Hàng Bài", provinceCode: 1, wardCode: 70 },
    parcel,
    items: [{ name: "Túi xách Mây", quantity: 1, price: 1_250_000, weightGrams: 650 }],
    codAmount: 1_280_000,
    ...overrides,
  };
}

let mock: GhnMock;
beforeAll(async () => {
  mock = await startGhnMock();
});
afterAll(async () => {
  await mock.close();
});

function carrier(overrides: { token?: string; shopId?: number } = {}) {
  return createGhnCarrier(
    { token: overrides.token ?? mock.token, shopId: overrides.shopId ?? mock.shopId, apiUrl: mock.url },
    units,
    { webhookSecret: SECRET },
  );
}

describe("GHN adapter against the mock of GHN's documented API", () => {
  it("quotes each available service with its fee and the expected delivery day", async () => {
    const result = await carrier().quote({
      from: pickup,
      to: { provinceCode: 1, wardCode: 70 },
      parcel,
      codAmount: 1_280_000,
    });
    expect(result.offered).toBe(true);
    if (!result.offered) return;
    expect(result.quotes).toEqual([
      {
        carrier: "ghn",
        service: "53320",
        fee: ghnMockFee(650),
        expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    const fee = mock.requests.filter((request) => request.path === "/v2/shipping-order/fee").at(-1);
    expect(fee?.headers.token).toBe(mock.token);
    expect(fee?.headers.shopid).toBe(String(mock.shopId));
    expect(fee?.body).toMatchObject({
      to_district_id: 1489,
      to_ward_code: "1A0206",
      weight: 650,
      length: 30,
      cod_value: 1_280_000,
    });
  });

  it("quotes and books a parcel dearer than GHN insures at GHN's ceiling", async () => {
    const dear = { ...parcel, valueDong: 7_500_000 };
    const result = await carrier().quote({
      from: pickup,
      to: { provinceCode: 1, wardCode: 70 },
      parcel: dear,
      codAmount: 7_530_000,
    });
    expect(result.offered).toBe(true);
    const fee = mock.requests.filter((request) => request.path === "/v2/shipping-order/fee").at(-1);
    expect(fee?.body).toMatchObject({ insurance_value: 5_000_000, cod_value: 5_000_000 });
    const created = await carrier().createShipment(shipment({ parcel: dear, codAmount: 7_530_000 }));
    expect(mock.orders.get(created.trackingCode)?.body).toMatchObject({
      insurance_value: 5_000_000,
      cod_amount: 7_530_000,
    });
  });

  it("is not offered, without asking GHN, for a ward it has no address for", async () => {
    const before = mock.requests.length;
    const result = await carrier().quote({
      from: pickup,
      to: { provinceCode: 1, wardCode: 8 },
      parcel,
      codAmount: 0,
    });
    expect(result).toEqual({ offered: false, reason: "address_not_covered" });
    expect(mock.requests.length).toBe(before);
  });

  it("is not offered for a ward asked under another province", async () => {
    const result = await carrier().quote({
      from: pickup,
      to: { provinceCode: 79, wardCode: 70 },
      parcel,
      codAmount: 0,
    });
    expect(result).toEqual({ offered: false, reason: "address_not_covered" });
  });

  it("is not offered where GHN serves no service", async () => {
    mock.unservedDistricts.add(1484);
    try {
      const result = await carrier().quote({
        from: pickup,
        to: { provinceCode: 1, wardCode: 4 },
        parcel,
        codAmount: 0,
      });
      expect(result).toEqual({ offered: false, reason: "route_not_served" });
    } finally {
      mock.unservedDistricts.delete(1484);
    }
  });

  it("surfaces GHN's refusal of a wrong token", async () => {
    const error = await carrier({ token: "wrong" })
      .quote({ from: pickup, to: { provinceCode: 1, wardCode: 70 }, parcel, codAmount: 0 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ kind: "refused", carrierCode: 401 });
  });

  it("surfaces GHN's SHOP_NOT_FOUND for a wrong shop id", async () => {
    const error = await carrier({ shopId: 1 })
      .createShipment(shipment())
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "refused", carrierCode: "SHOP_NOT_FOUND" });
  });

  it("creates the shipment with COD, grams, centimetres and a documented required note", async () => {
    const created = await carrier().createShipment(shipment());
    expect(created).toMatchObject({ carrier: "ghn", fee: ghnMockFee(650) });
    const order = mock.orders.get(created.trackingCode);
    expect(order?.body).toMatchObject({
      client_order_code: "ORDER1764140000000",
      cod_amount: 1_280_000,
      weight: 650,
      length: 30,
      width: 20,
      height: 12,
      required_note: "CHOXEMHANGKHONGTHU",
      payment_type_id: 1,
      to_district_id: 1489,
      to_ward_code: "1A0206",
      to_address: "5 Hàng Bài",
    });
  });

  it("sends a COD amount of 0 for an order paid online", async () => {
    const created = await carrier().createShipment(shipment({ codAmount: 0 }));
    expect(mock.orders.get(created.trackingCode)?.cod_amount).toBe(0);
  });

  it("refuses to create a shipment to a ward it cannot name", async () => {
    const error = await carrier()
      .createShipment(shipment({ to: { ...shipment().to, wardCode: 8 } }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "not_offered" });
  });

  it("answers a print link that GHN serves", async () => {
    const created = await carrier().createShipment(shipment());
    const label = await carrier().label(created.trackingCode);
    expect(label.kind).toBe("url");
    if (label.kind !== "url") return;
    expect(label.url).toContain("/a5/public-api/printA5?token=");
    const page = await fetch(label.url);
    expect(await page.text()).toContain(created.trackingCode);
  });

  it("reads the shipment's detail as the shop's status", async () => {
    const created = await carrier().createShipment(shipment());
    const order = mock.orders.get(created.trackingCode);
    if (order) order.status = "delivered";
    expect(await carrier().shipmentDetail(created.trackingCode)).toEqual({
      carrier: "ghn",
      trackingCode: created.trackingCode,
      orderCode: "ORDER1764140000000",
      status: "delivered",
      carrierStatus: "delivered",
      codAmount: 1_280_000,
    });
  });

  it("cancels a parcel not yet picked up, with the Token and ShopId headers and its order code", async () => {
    const created = await carrier().createShipment(shipment());
    await carrier().cancelShipment(created.trackingCode);
    expect(mock.orders.get(created.trackingCode)?.status).toBe("cancel");
    const request = mock.requests.at(-1);
    expect(request?.path).toBe("/v2/switch-status/cancel");
    expect(request?.headers.token).toBe(mock.token);
    expect(request?.headers.shopid).toBe(String(mock.shopId));
    expect(request?.body).toEqual({ order_codes: [created.trackingCode] });
  });

  it("surfaces GHN's refusal to cancel a parcel it has picked up, and a wrong shop id", async () => {
    const created = await carrier().createShipment(shipment());
    const order = mock.orders.get(created.trackingCode);
    if (order) order.status = "picked";
    const error = await carrier()
      .cancelShipment(created.trackingCode)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ kind: "refused" });
    expect(order?.status).toBe("picked");
    const wrongShop = await carrier({ shopId: 1 })
      .cancelShipment(created.trackingCode)
      .catch((caught: unknown) => caught);
    expect(wrongShop).toMatchObject({ kind: "refused", carrierCode: "SHOP_NOT_FOUND" });
  });

  it("says GHN is unavailable when nothing answers", async () => {
    const down = createGhnCarrier({ token: "t", shopId: 1, apiUrl: "http://127.0.0.1:9" }, units, {
      webhookSecret: SECRET,
    });
    const error = await down.label("X").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "unavailable" });
  });
});

describe("the GHN mock holds the adapter to GHN's units", () => {
  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${mock.url}/shiip/public-api${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Token: mock.token,
        ShopId: String(mock.shopId),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  }
  const route = {
    from_district_id: 1442,
    from_ward_code: "20109",
    to_district_id: 1489,
    to_ward_code: "1A0206",
    service_id: 53320,
  };

  it("refuses a weight in kilograms and sizes in millimetres", async () => {
    expect(
      (await post("/v2/shipping-order/fee", { ...route, weight: 0.65, length: 30, width: 20, height: 12 }))
        .status,
    ).toBe(400);
    expect(
      (await post("/v2/shipping-order/fee", { ...route, weight: 650, length: 300, width: 200, height: 120 }))
        .status,
    ).toBe(400);
    expect(
      (await post("/v2/shipping-order/fee", { ...route, weight: 650, length: 30, width: 20, height: 12 }))
        .body.code,
    ).toBe(200);
  });

  it("refuses a missing token and a missing ShopId", async () => {
    const body = { ...route, weight: 650, length: 30, width: 20, height: 12 };
    expect((await post("/v2/shipping-order/fee", body, { Token: "" })).status).toBe(401);
    expect((await post("/v2/shipping-order/fee", body, { ShopId: "" })).body).toMatchObject({ code: 400 });
  });
});

describe("GHN callbacks", () => {
  const body = {
    CODAmount: 1_280_000,
    ClientOrderCode: "ORDER1764140000000",
    OrderCode: "Z82BS",
    Status: "delivered",
    Time: "2026-11-26T03:52:50.158Z",
    TotalFee: 30_000,
    Type: "switch_status",
  };

  it("reads a delivered callback that carries the shop's secret", () => {
    expect(carrier().parseWebhook({ secret: SECRET, body })).toEqual({
      ok: true,
      event: {
        carrier: "ghn",
        trackingCode: "Z82BS",
        orderCode: "ORDER1764140000000",
        status: "delivered",
        carrierStatus: "delivered",
        at: "2026-11-26T03:52:50.158Z",
        codAmount: 1_280_000,
        fee: 30_000,
      },
    });
  });

  it("refuses a wrong or missing secret, a body without an order code, and an unknown status", () => {
    expect(carrier().parseWebhook({ secret: "guess", body })).toEqual({ ok: false, reason: "bad_secret" });
    expect(carrier().parseWebhook({ secret: undefined, body })).toEqual({ ok: false, reason: "bad_secret" });
    expect(carrier().parseWebhook({ secret: SECRET, body: { Status: "delivered" } })).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(carrier().parseWebhook({ secret: SECRET, body: { ...body, Status: "teleported" } })).toEqual({
      ok: false,
      reason: "unknown_status",
    });
  });

  it("reads returned-to-sender as returned", () => {
    const result = carrier().parseWebhook({ secret: SECRET, body: { ...body, Status: "returned" } });
    expect(result.ok && result.event.status).toBe("returned");
  });

  it("accepts no callback at all while no secret is configured", () => {
    const unconfigured = createGhnCarrier({ token: "t", shopId: 1, apiUrl: mock.url }, units, {
      webhookSecret: null,
    });
    expect(unconfigured.parseWebhook({ secret: "", body })).toEqual({ ok: false, reason: "bad_secret" });
  });
});
