import { describe, expect, it } from "vitest";
import { customerErrorsFromServer, validateCustomerInfo } from "./checkout-form";

describe("the shipping form", () => {
  it("names each field at fault with its message key", () => {
    expect(validateCustomerInfo({ fullName: " ", phone: "12345", email: "lan@", address: "" })).toEqual({
      ok: false,
      errors: {
        fullName: "checkout.error_full_name",
        phone: "checkout.error_phone",
        email: "checkout.error_email",
        address: "checkout.error_address",
      },
    });
  });

  it("gives the trimmed values when all is well", () => {
    expect(
      validateCustomerInfo({
        fullName: " Lan ",
        phone: "0901234567",
        email: "lan@example.vn",
        address: "12 Lê Lợi",
      }),
    ).toEqual({
      ok: true,
      info: { fullName: "Lan", phone: "0901234567", email: "lan@example.vn", address: "12 Lê Lợi" },
    });
  });

  it("reads the server's field errors into the form", () => {
    expect(
      customerErrorsFromServer({
        "customerInfo.phone": "checkout.error_phone",
        "items.0.quantity": "Too big",
      }),
    ).toEqual({ phone: "checkout.error_phone" });
  });
});
