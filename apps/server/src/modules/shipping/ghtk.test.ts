import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarrierError, type PickupAddress, type ShipmentRequest } from "./carrier";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createGhtkCarrier } from "./ghtk";
import { GHTK_MOCK_PDF, type GhtkMock, ghtkMockFee, startGhtkMock } from "./ghtk.mock-server";

const units = createCarrierUnits(fixture);
const SECRET = "a-webhook-secret-of-the-shop";
const pickup: PickupAddress = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
};
const parcel = { weightGrams: 650, lengthCm: 30, widthCm: 20, heightCm: 12, valueDong: 1_250_000 };

let orderNumber = 1_764_140_000_000;
function shipment(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  orderNumber += 1;
  return {
    orderCode: `ORDER${orderNumber}`,
    from: pickup,
    to: { name: "Nguyễn Thị Lan", phone: "0912345678", street: "5 Hàng Bài", provinceCode: 1, wardCode: 70 },
    parcel,
    items: [{ name: "Túi xách Mây", quantity: 2, price: 625_000, weightGrams: 325 }],
    codAmount: 1_280_000,
    ...overrides,
  };
}

let mock: GhtkMock;
beforeAll(async () => {
  mock = await startGhtkMock();
});
afterAll(async () => {
  await mock.close();
});

function carrier(overrides: { token?: string; clientSource?: string } = {}) {
  return createGhtkCarrier(
    {
      token: overrides.token ?? mock.token,
      clientSource: overrides.clientSource ?? mock.clientSource,
      apiUrl: mock.url,
    },
    units,
    { webhookSecret: SECRET },
  );
}

describe("GHTK adapter against the mock of GHTK's documented API", () => {
  it("quotes road delivery by the legacy names, weight in grams", async () => {
    const result = await carrier().quote({
      from: pickup,
      to: { provinceCode: 1, wardCode: 70 },
      parcel,
      codAmount: 0,
    });
    expect(result).toEqual({
      offered: true,
      quotes: [{ carrier: "ghtk", service: "road", fee: ghtkMockFee(650), expectedDeliveryDate: null }],
    });
    const query = mock.requests.at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      pick_province: "Hồ Chí Minh",
      pick_district: "Quận 1",
      province: "Hà Nội",
      district: "Quận Hoàn Kiếm",
      ward: "Phường Hàng Trống",
      weight: "650",
      deliver_option: "none",
    });
  });

  it("is not offered for a ward it has no address for, without asking GHTK", async () => {
    const before = mock.requests.length;
    const result = await carrier().quote({
      from: pickup,
      to: { provinceCode: 1, wardCode: 25 },
      parcel,
      codAmount: 0,
    });
    expect(result).toEqual({ offered: false, reason: "address_not_covered" });
    expect(mock.requests.length).toBe(before);
  });

  it("is not offered where GHTK says it does not deliver", async () => {
    mock.undeliveredProvinces.add("Hà Nội");
    try {
      const result = await carrier().quote({
        from: pickup,
        to: { provinceCode: 1, wardCode: 70 },
        parcel,
        codAmount: 0,
      });
      expect(result).toEqual({ offered: false, reason: "route_not_served" });
    } finally {
      mock.undeliveredProvinces.delete("Hà Nội");
    }
  });

  it("surfaces GHTK's refusal of a wrong token or partner code", async () => {
    for (const wrong of [{ token: "wrong" }, { clientSource: "S000000" }]) {
      const error = await carrier(wrong)
        .quote({ from: pickup, to: { provinceCode: 1, wardCode: 70 }, parcel, codAmount: 0 })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CarrierError);
      expect(error).toMatchObject({ kind: "refused" });
    }
  });

  it("creates the shipment with products in kilograms and the COD as pick_money", async () => {
    const request = shipment();
    const created = await carrier().createShipment(request);
    expect(created).toEqual({
      carrier: "ghtk",
      trackingCode: expect.stringMatching(/^S1\.A1\./),
      fee: ghtkMockFee(650),
      expectedDeliveryDate: "2026-11-29",
    });
    const order = mock.orders.get(created.trackingCode);
    expect(order?.body.products).toEqual([
      { name: "Túi xách Mây", weight: 0.325, quantity: 2, price: 625_000 },
    ]);
    expect(order?.body.order).toMatchObject({
      id: request.orderCode,
      pick_money: 1_280_000,
      value: 1_250_000,
      province: "Hà Nội",
      district: "Quận Hoàn Kiếm",
      ward: "Phường Hàng Trống",
      is_freeship: "1",
    });
  });

  it("sends pick_money 0 for an order paid online", async () => {
    const created = await carrier().createShipment(shipment({ codAmount: 0 }));
    expect(mock.orders.get(created.trackingCode)?.pick_money).toBe(0);
  });

  it("answers the label as GHTK's PDF", async () => {
    const created = await carrier().createShipment(shipment());
    const label = await carrier().label(created.trackingCode);
    expect(label).toEqual({ kind: "pdf", pdf: GHTK_MOCK_PDF });
  });

  it("surfaces GHTK's message for a label it does not know", async () => {
    const error = await carrier()
      .label("S1.A1.0")
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: "refused",
      message: expect.stringContaining("không tìm thấy vận đơn"),
    });
  });

  it("cancels a parcel not yet picked up by POST with Token and X-Client-Source", async () => {
    const created = await carrier().createShipment(shipment());
    await carrier().cancelShipment(created.trackingCode);
    expect(mock.orders.get(created.trackingCode)?.status).toBe(-1);
    const request = mock.requests.at(-1);
    expect(request).toMatchObject({
      method: "POST",
      path: `/services/shipment/cancel/${created.trackingCode}`,
    });
    expect(request?.headers.token).toBe(mock.token);
    expect(request?.headers["x-client-source"]).toBe(mock.clientSource);
  });

  it("surfaces GHTK's refusal to cancel a parcel picked up already, and a missing partner code", async () => {
    const created = await carrier().createShipment(shipment());
    const order = mock.orders.get(created.trackingCode);
    if (order) order.status = 3;
    const error = await carrier()
      .cancelShipment(created.trackingCode)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ kind: "refused", message: "GHTK: Đơn đã lấy hàng, không thể hủy đơn." });
    expect(order?.status).toBe(3);
    if (order) order.status = 2;
    const noSource = await carrier({ clientSource: "" })
      .cancelShipment(created.trackingCode)
      .catch((caught: unknown) => caught);
    expect(noSource).toMatchObject({ kind: "refused" });
    expect(order?.status).toBe(2);
  });

  it("reads the order status as the shop's status", async () => {
    const request = shipment();
    const created = await carrier().createShipment(request);
    const order = mock.orders.get(created.trackingCode);
    if (order) order.status = 21;
    expect(await carrier().shipmentDetail(created.trackingCode)).toEqual({
      carrier: "ghtk",
      trackingCode: created.trackingCode,
      orderCode: request.orderCode,
      status: "returned",
      carrierStatus: "21",
      codAmount: 1_280_000,
    });
  });
});

describe("the GHTK mock holds the adapter to GHTK's units", () => {
  const headers = () => ({ Token: mock.token, "X-Client-Source": mock.clientSource });

  it("refuses a fee weight in kilograms", async () => {
    const query = (weight: string) =>
      new URLSearchParams({
        pick_province: "Hồ Chí Minh",
        pick_district: "Quận 1",
        province: "Hà Nội",
        district: "Quận Hoàn Kiếm",
        weight,
        deliver_option: "none",
      });
    expect(
      (await fetch(`${mock.url}/services/shipment/fee?${query("0.65")}`, { headers: headers() })).status,
    ).toBe(400);
    expect(
      (await fetch(`${mock.url}/services/shipment/fee?${query("650")}`, { headers: headers() })).status,
    ).toBe(200);
  });

  it("refuses product weights in grams", async () => {
    const body = {
      products: [{ name: "Túi", weight: 650, quantity: 1 }],
      order: {
        id: "ORDER1",
        pick_name: "a",
        pick_address: "b",
        pick_province: "c",
        pick_district: "d",
        pick_tel: "0901234567",
        name: "e",
        address: "f",
        province: "g",
        district: "h",
        tel: "0912345678",
        hamlet: "Khác",
        pick_money: 0,
      },
    };
    const response = await fetch(`${mock.url}/services/shipment/order?ver=1.5`, {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("refuses a call without X-Client-Source", async () => {
    const response = await fetch(`${mock.url}/services/shipment/v2/S1.A1.1`, {
      headers: { Token: mock.token },
    });
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe("GHTK callbacks", () => {
  // The form GHTK posts, as its webhook page shows it, parsed to strings.
  const form = Object.fromEntries(
    new URLSearchParams(
      "label_id=S1.A1.17373471&partner_id=ORDER1764140000001&action_time=2016-11-02T12:18:39+07:00&status_id=5&reason_code=&reason=&weight=2.4&fee=15000&pick_money=1280000&return_part_package=0",
    ),
  );

  it("reads a delivered callback that carries the shop's hash", () => {
    expect(carrier().parseWebhook({ secret: SECRET, body: form })).toEqual({
      ok: true,
      event: {
        carrier: "ghtk",
        trackingCode: "S1.A1.17373471",
        orderCode: "ORDER1764140000001",
        status: "delivered",
        carrierStatus: "5",
        at: "2016-11-02T12:18:39+07:00",
        codAmount: 1_280_000,
        fee: 15_000,
      },
    });
  });

  it("reads 21 as returned and -1 as cancelled", () => {
    const returned = carrier().parseWebhook({ secret: SECRET, body: { ...form, status_id: "21" } });
    const cancelled = carrier().parseWebhook({ secret: SECRET, body: { ...form, status_id: "-1" } });
    expect(returned.ok && returned.event.status).toBe("returned");
    expect(cancelled.ok && cancelled.event.status).toBe("cancelled");
  });

  it("refuses a wrong hash, a body without a label, and a status id GHTK never sends", () => {
    expect(carrier().parseWebhook({ secret: "guess", body: form })).toEqual({
      ok: false,
      reason: "bad_secret",
    });
    expect(carrier().parseWebhook({ secret: SECRET, body: { status_id: "5" } })).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(carrier().parseWebhook({ secret: SECRET, body: { ...form, status_id: "99" } })).toEqual({
      ok: false,
      reason: "unknown_status",
    });
  });
});
