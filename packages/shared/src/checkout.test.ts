import { describe, expect, it } from "vitest";
import { formatOrderId, idempotencyKeySchema, ORDER_ID_PATTERN, placeOrderSchema } from "./checkout";
import { customerInfoSchema } from "./customer-info";
import { guestDataRequestSchema } from "./privacy";

const validCustomer = {
  fullName: "Nguyễn Thị Lan",
  phone: "0901234567",
  email: "lan@example.vn",
  address: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26740,
};

function errorKeys(input: unknown): Record<string, string> {
  const result = customerInfoSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the shipping form rules", () => {
  it("accepts a complete Vietnamese address", () => {
    expect(customerInfoSchema.safeParse(validCustomer).success).toBe(true);
  });

  it("takes at checkout only the addresses a guest can later ask for their data with", () => {
    // The order's address is the one a guest names to ask for a copy or the deletion of their data
    // (privacy.ts): an address the checkout keeps but that request refuses would lock them out.
    const addresses = [
      "lan@example.vn",
      "lan.nguyen+shop@mail.example.com",
      "lan@shop.v",
      "lan..x@example.vn",
      "lân@example.vn",
      ".lan@example.vn",
    ];
    for (const email of addresses) {
      const atCheckout = errorKeys({ ...validCustomer, email }).email === undefined;
      const forTheirData = guestDataRequestSchema.safeParse({ email, kind: "export" }).success;
      expect({ email, atCheckout }).toEqual({ email, atCheckout: forTheirData });
    }
    expect(errorKeys({ ...validCustomer, email: "lan.nguyen+shop@mail.example.com" })).toEqual({});
  });

  it("accepts 10 and 11 digit phone numbers only", () => {
    expect(errorKeys({ ...validCustomer, phone: "0901234567" })).toEqual({});
    expect(errorKeys({ ...validCustomer, phone: "02812345678" })).toEqual({});
    for (const phone of ["090123456", "090123456789", "09012345a7", "090 123 4567", "+84901234567", ""]) {
      expect(errorKeys({ ...validCustomer, phone })).toEqual({ phone: "checkout.error_phone" });
    }
  });

  it("refuses e-mails with spaces or without a domain", () => {
    for (const email of ["lan@example", "lan example@x.vn", "lan.example.vn", ""]) {
      expect(errorKeys({ ...validCustomer, email })).toEqual({ email: "checkout.error_email" });
    }
  });

  it("names every missing field with its message key", () => {
    expect(errorKeys({ fullName: " ", phone: "", email: "", address: "" })).toEqual({
      fullName: "checkout.error_full_name",
      phone: "checkout.error_phone",
      email: "checkout.error_email",
      address: "checkout.error_address",
      provinceCode: "checkout.error_province",
      wardCode: "checkout.error_ward",
    });
  });

  it("needs the province and ward as whole positive codes", () => {
    for (const [provinceCode, wardCode] of [
      ["79", 26740],
      [79, 26740.5],
      [0, 26740],
      [79, -1],
      [79, null],
    ]) {
      expect(Object.keys(errorKeys({ ...validCustomer, provinceCode, wardCode })).length).toBe(1);
    }
  });
});

describe("an order request", () => {
  const productId = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";
  const order = (items: unknown[]) => ({ paymentMethod: "cod", customerInfo: validCustomer, items });

  it("accepts up to five of one product across its colours", () => {
    const items = [
      { productId, color: "#000000", quantity: 3 },
      { productId, color: "#D32F2F", quantity: 2 },
    ];
    const parsed = placeOrderSchema.parse(order(items));
    expect(parsed.items[1]?.color).toBe("#d32f2f");
  });

  it("refuses a sixth bag of the same model", () => {
    const items = [
      { productId, color: "#000000", quantity: 3 },
      { productId, color: "#d32f2f", quantity: 3 },
    ];
    expect(placeOrderSchema.safeParse(order(items)).success).toBe(false);
  });

  it("refuses quantities outside 1..5 and fractions", () => {
    for (const quantity of [0, 6, -1, 1.5]) {
      expect(placeOrderSchema.safeParse(order([{ productId, color: "#000000", quantity }])).success).toBe(
        false,
      );
    }
  });

  it("refuses a payment method the shop does not know, and an empty cart", () => {
    expect(placeOrderSchema.safeParse({ ...order([]), paymentMethod: "cod" }).success).toBe(false);
    expect(
      placeOrderSchema.safeParse({
        ...order([{ productId, color: "#000000", quantity: 1 }]),
        paymentMethod: "paypal",
      }).success,
    ).toBe(false);
  });
});

describe("order ids and idempotency keys", () => {
  it("makes ORDER + milliseconds", () => {
    expect(formatOrderId(1_735_689_600_000)).toBe("ORDER1735689600000");
    expect(ORDER_ID_PATTERN.test("ORDER1735689600000")).toBe(true);
    expect(ORDER_ID_PATTERN.test("ORDER-1")).toBe(false);
  });

  it("accepts a UUID as Idempotency-Key and refuses spaces or a too short key", () => {
    expect(idempotencyKeySchema.safeParse("5f0c2a9e-9d7b-4a51-8f3e-2b6c1d0e9a77").success).toBe(true);
    for (const key of ["a b c d e f", "short", "x".repeat(101), "ключ-ключ-ключ"]) {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
    }
  });

  it("writes the confirmation in Vietnamese unless the shopper chose another language", () => {
    const productId = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";
    const order = {
      paymentMethod: "cod",
      customerInfo: validCustomer,
      items: [{ productId, color: "#000000", quantity: 1 }],
    };
    expect(placeOrderSchema.parse(order).language).toBe("vi");
    expect(placeOrderSchema.parse({ ...order, language: "jp" }).language).toBe("jp");
    expect(placeOrderSchema.safeParse({ ...order, language: "fr" }).success).toBe(false);
  });
});
