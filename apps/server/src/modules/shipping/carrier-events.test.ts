import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarrierEvent, ShipmentRequest } from "./carrier";
import { checkCarrierEvent } from "./carrier-events";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createGhnCarrier } from "./ghn";
import { type GhnMock, startGhnMock } from "./ghn.mock-server";

const units = createCarrierUnits(fixture);
const request: ShipmentRequest = {
  orderCode: "ORDER1764140000000",
  from: { name: "Lumi Bags", phone: "0901234567", street: "12 Lê Lợi", provinceCode: 79, wardCode: 26743 },
  to: { name: "Nguyễn Thị Lan", phone: "0912345678", street: "5 Hàng Bài", provinceCode: 1, wardCode: 70 },
  parcel: { weightGrams: 650, lengthCm: 30, widthCm: 20, heightCm: 12, valueDong: 1_250_000 },
  items: [{ name: "Túi xách Mây", quantity: 1, price: 1_250_000, weightGrams: 650 }],
  codAmount: 1_280_000,
};

let mock: GhnMock;
beforeAll(async () => {
  mock = await startGhnMock();
});
afterAll(async () => {
  await mock.close();
});

function ghn(apiUrl = mock.url) {
  return createGhnCarrier({ token: mock.token, shopId: mock.shopId, apiUrl }, units, { webhookSecret: "s" });
}

async function shipped(): Promise<string> {
  return (await ghn().createShipment(request)).trackingCode;
}

function event(trackingCode: string, overrides: Partial<CarrierEvent> = {}): CarrierEvent {
  return {
    carrier: "ghn",
    trackingCode,
    orderCode: request.orderCode,
    status: "delivered",
    carrierStatus: "delivered",
    at: null,
    codAmount: 1_280_000,
    fee: null,
    ...overrides,
  };
}

describe("checking a callback before it moves an order", () => {
  it("believes a delivered callback the carrier's detail confirms", async () => {
    const code = await shipped();
    const order = mock.orders.get(code);
    if (order) order.status = "delivered";
    expect(await checkCarrierEvent(ghn(), event(code))).toEqual({ believed: true, event: event(code) });
  });

  it("takes the COD amount of the carrier's detail when the callback carries none", async () => {
    const code = await shipped();
    const order = mock.orders.get(code);
    if (order) order.status = "delivered";
    expect(await checkCarrierEvent(ghn(), event(code, { codAmount: null }))).toEqual({
      believed: true,
      event: event(code, { codAmount: 1_280_000 }),
    });
  });

  it("does not believe a delivered callback while the carrier says it is still on its way", async () => {
    const code = await shipped();
    expect(await checkCarrierEvent(ghn(), event(code))).toEqual({
      believed: false,
      reason: "carrier_disagrees",
      carrierStatus: "ready_to_pick",
    });
  });

  it("does not believe a callback naming another order than the carrier's", async () => {
    const code = await shipped();
    const order = mock.orders.get(code);
    if (order) order.status = "returned";
    const result = await checkCarrierEvent(ghn(), event(code, { status: "returned", orderCode: "ORDER1" }));
    expect(result).toMatchObject({ believed: false, reason: "other_order" });
  });

  it("takes a tracking-only status without asking the carrier", async () => {
    const before = mock.requests.length;
    const tracking = event("NOT-ASKED", { status: "delivering", carrierStatus: "delivering" });
    expect(await checkCarrierEvent(ghn(), tracking)).toEqual({ believed: true, event: tracking });
    expect(mock.requests.length).toBe(before);
  });

  it("leaves the order as it is when the carrier cannot be asked", async () => {
    expect(await checkCarrierEvent(ghn("http://127.0.0.1:9"), event("X"))).toEqual({
      believed: false,
      reason: "carrier_unreachable",
    });
  });
});
