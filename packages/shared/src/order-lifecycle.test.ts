import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./constants";
import { canChangeOrderStatus, countsAsSale, returnsStock } from "./order-lifecycle";

describe("order lifecycle", () => {
  it("moves forward from pending through confirmed and shipping to delivered", () => {
    expect(canChangeOrderStatus("pending", "confirmed")).toBe(true);
    expect(canChangeOrderStatus("confirmed", "shipping")).toBe(true);
    expect(canChangeOrderStatus("shipping", "delivered")).toBe(true);
  });

  it("cancels only what has not left the shop", () => {
    expect(canChangeOrderStatus("pending", "cancelled")).toBe(true);
    expect(canChangeOrderStatus("confirmed", "cancelled")).toBe(true);
    expect(canChangeOrderStatus("shipping", "cancelled")).toBe(false);
    expect(canChangeOrderStatus("delivered", "cancelled")).toBe(false);
  });

  it("cancels a shipping order only once the carrier has cancelled its parcel", () => {
    expect(canChangeOrderStatus("shipping", "cancelled", { parcelCancelled: true })).toBe(true);
    expect(canChangeOrderStatus("delivered", "cancelled", { parcelCancelled: true })).toBe(false);
    expect(canChangeOrderStatus("returned", "cancelled", { parcelCancelled: true })).toBe(false);
  });

  it("never brings a cancelled order back", () => {
    for (const to of ["pending", "confirmed", "shipping", "delivered"] as const) {
      expect(canChangeOrderStatus("cancelled", to)).toBe(false);
    }
  });

  it("keeps the delivered checkbox: ticked sets delivered, unticked sets pending again", () => {
    expect(canChangeOrderStatus("pending", "delivered")).toBe(true);
    expect(canChangeOrderStatus("delivered", "pending")).toBe(true);
  });

  it("takes a parcel back to the shop only from shipping, and nothing follows a return", () => {
    expect(canChangeOrderStatus("shipping", "returned")).toBe(true);
    for (const from of ["pending", "confirmed", "delivered", "cancelled"] as const) {
      expect(canChangeOrderStatus(from, "returned")).toBe(false);
    }
    for (const to of ORDER_STATUSES) expect(canChangeOrderStatus("returned", to)).toBe(false);
  });

  it("puts the stock back on a cancellation and on a return, on nothing else", () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(["cancelled", "returned"]);
  });

  it("counts every order as a sale except a cancelled or returned one", () => {
    expect(ORDER_STATUSES.filter((status) => !countsAsSale(status))).toEqual(["cancelled", "returned"]);
  });
});
