import type { Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { aProduct } from "../../test/product";
import { cartTotals, isOrderable, priceLines } from "./cart-totals";

const now = new Date("2025-06-15T03:00:00Z");

function product(overrides: Partial<Product>): Product {
  return aProduct({
    id: "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11",
    name: "Túi xách Classic",
    price: 1_250_000,
    category: "Handbag",
    variations: [
      { color: "#000000", images: ["/media/black-960.webp"], stock: 100 },
      { color: "#d32f2f", images: ["/media/red-960.webp"], stock: 100 },
    ],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...overrides,
  });
}

describe("the cart's totals", () => {
  const classic = product({});
  const tote = product({
    id: "1c2d3e4f-3a51-4a38-9a55-0e8f3b7c2d11",
    name: "Túi tote",
    price: 990_000,
    promotion: { discount: 20, startDate: "2025-06-01T00:00:00Z", endDate: "2025-06-30T23:59:59Z" },
    variations: [{ color: "#e3d3b5", images: [], stock: 100 }],
  });

  it("prices each line with the promotion and shows the cover of its colour", () => {
    const priced = priceLines(
      [
        { id: classic.id, color: "#D32F2F", quantity: 2 },
        { id: tote.id, color: "#e3d3b5", quantity: 1 },
      ],
      [classic, tote],
      now,
    );
    expect(priced.map((row) => [row.unitPrice, row.image])).toEqual([
      [1_250_000, "/media/red-960.webp"],
      [792_000, undefined],
    ]);
    expect(cartTotals(priced)).toEqual({ subtotal: 3_292_000, total: 3_292_000, quantity: 3 });
  });

  it("leaves a vanished product or colour out of the totals", () => {
    const priced = priceLines(
      [
        { id: classic.id, color: "#000000", quantity: 1 },
        { id: "2d3e4f5a-3a51-4a38-9a55-0e8f3b7c2d11", color: "#000000", quantity: 1 },
        { id: tote.id, color: "#000000", quantity: 1 },
      ],
      [classic, tote],
      now,
    );
    expect(priced.map(isOrderable)).toEqual([true, false, false]);
    expect(cartTotals(priced).total).toBe(1_250_000);
  });
});
