import { describe, expect, it } from "vitest";
import { canShipmentMove, cashToCollect, SHIPMENT_STATUSES, trackingUrl } from "./shipments";

describe("a parcel's statuses", () => {
  it("move forwards and sideways, never back", () => {
    expect(canShipmentMove("awaiting_pickup", "in_transit")).toBe(true);
    expect(canShipmentMove("in_transit", "delivered")).toBe(true);
    // A failed attempt, then out for delivery again.
    expect(canShipmentMove("delivery_failed", "delivering")).toBe(true);
    expect(canShipmentMove("delivering", "returning")).toBe(true);
    expect(canShipmentMove("delivering", "in_transit")).toBe(false);
    expect(canShipmentMove("returning", "delivering")).toBe(false);
  });

  it("never leave a final status, and the same status is no move", () => {
    for (const from of ["delivered", "returned", "cancelled"] as const) {
      for (const to of SHIPMENT_STATUSES) expect(canShipmentMove(from, to), `${from} → ${to}`).toBe(false);
    }
    expect(canShipmentMove("delivering", "delivering")).toBe(false);
  });
});

describe("cash to collect", () => {
  it("is the total for unpaid cash on delivery, nothing for a paid order or another method", () => {
    expect(cashToCollect({ paymentMethod: "cod", paymentStatus: "unpaid", total: 1_280_000 })).toBe(
      1_280_000,
    );
    expect(cashToCollect({ paymentMethod: "cod", paymentStatus: "paid", total: 1_280_000 })).toBe(0);
    expect(cashToCollect({ paymentMethod: "vnpay", paymentStatus: "paid", total: 1_280_000 })).toBe(0);
    expect(cashToCollect({ paymentMethod: "bank_transfer", paymentStatus: "unpaid", total: 1_280_000 })).toBe(
      0,
    );
  });
});

describe("tracking links", () => {
  it("are the carriers' public tracking pages, the code encoded", () => {
    expect(trackingUrl("ghn", "LBK6XU")).toBe("https://donhang.ghn.vn/?order_code=LBK6XU");
    expect(trackingUrl("ghtk", "S1.A1.17373471")).toBe("https://i.ghtk.vn/S1.A1.17373471");
    expect(trackingUrl("ghtk", "a/b")).toBe("https://i.ghtk.vn/a%2Fb");
  });
});
