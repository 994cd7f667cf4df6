import { createHash } from "node:crypto";
import { placeOrderSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { canonicalJson, requestHashOf } from "./request-hash";

/** The common canonical form: JSON.stringify with every object's keys sorted, undefined fields left out. */
function sortedKeysJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : field,
  );
}

const body = {
  paymentMethod: "cod",
  customerInfo: {
    fullName: "  Nguyễn Thị Hồng Nhung ",
    phone: "0912345678",
    email: "nhung@example.vn",
    address: '12 Lý Thường Kiệt, "tầng 3"',
    provinceCode: 1,
    wardCode: 70,
  },
  items: [
    { productId: "0193a7c2-6f1e-7b3d-9a41-5c2e8d7f1a20", color: "#d32f2f", quantity: 2 },
    { productId: "0193a7c2-6f1e-7b3d-9a41-5c2e8d7f1a21", color: "#000000", quantity: 1 },
  ],
  voucherCode: "tet2026",
  language: "kr",
};

describe("the request hash of an order", () => {
  it("writes the validated body as JSON with sorted keys, without the fields left out", () => {
    const validated = placeOrderSchema.parse(body);
    expect(validated.termsVersion).toBeUndefined();
    expect(canonicalJson(validated)).toBe(sortedKeysJson(validated));
    expect(canonicalJson(validated)).not.toContain("termsVersion");
    expect(requestHashOf(validated)).toBe(
      createHash("sha256").update(sortedKeysJson(validated)).digest("hex"),
    );
  });

  it("is the same for the same body sent with its fields in another order, and differs for another body", () => {
    const reordered = {
      language: body.language,
      items: body.items.map(({ quantity, color, productId }) => ({ quantity, color, productId })),
      voucherCode: body.voucherCode,
      customerInfo: Object.fromEntries(Object.entries(body.customerInfo).reverse()),
      paymentMethod: body.paymentMethod,
    };
    const first = requestHashOf(placeOrderSchema.parse(body));
    expect(requestHashOf(placeOrderSchema.parse(reordered))).toBe(first);
    const otherQuantity = { ...body, items: [{ ...body.items[0], quantity: 3 }, body.items[1]] };
    expect(requestHashOf(placeOrderSchema.parse(otherQuantity))).not.toBe(first);
  });

  it("keeps arrays in their order and escapes keys and text as JSON does", () => {
    const value = { 'b"key': ["z", { y: 1, x: null }, 2], a: "dấu \u0000 \n" };
    expect(canonicalJson(value)).toBe(sortedKeysJson(value));
    expect(canonicalJson(value)).toBe('{"a":"dấu \\u0000 \\n","b\\"key":["z",{"x":null,"y":1},2]}');
  });
});
