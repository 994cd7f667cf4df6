import { describe, expect, it } from "vitest";
import { validatePickupForm } from "./pickup-settings";

const filled = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: "79",
  wardCode: "26740",
};

describe("the pickup address form", () => {
  it("sends the address with the picked units as numbers", () => {
    expect(validatePickupForm(filled)).toEqual({
      ok: true,
      pickup: {
        name: "Lumi Bags",
        phone: "0901234567",
        street: "12 Lê Lợi",
        provinceCode: 79,
        wardCode: 26740,
      },
    });
  });

  it("names each missing or wrong field with the message the server would give", () => {
    expect(
      validatePickupForm({ ...filled, name: " ", phone: "090", provinceCode: "", wardCode: "" }),
    ).toEqual({
      ok: false,
      errors: {
        name: "pickup_settings.error_name",
        phone: "pickup_settings.error_phone",
        provinceCode: "pickup_settings.error_province",
        wardCode: "pickup_settings.error_ward",
      },
    });
  });
});
