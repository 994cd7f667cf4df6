import { describe, expect, it } from "vitest";
import { customerErrorsFromServer } from "./checkout-form";
import { validateCustomerInfo } from "./customer-validation";

const hcm = { code: 79, name: "Thành phố Hồ Chí Minh" };
const saiGon = { code: 26740, name: "Phường Sài Gòn" };

describe("the shipping form", () => {
  it("names each field at fault with its message key, the unpicked province and ward too", () => {
    expect(
      validateCustomerInfo({
        fullName: " ",
        phone: "12345",
        email: "lan@",
        address: "",
        province: null,
        ward: null,
      }),
    ).toEqual({
      ok: false,
      errors: {
        fullName: "checkout.error_full_name",
        phone: "checkout.error_phone",
        email: "checkout.error_email",
        address: "checkout.error_address",
        provinceCode: "checkout.error_province",
        wardCode: "checkout.error_ward",
      },
    });
  });

  it("asks for the ward once the province is picked", () => {
    const result = validateCustomerInfo({
      fullName: "Lan",
      phone: "0901234567",
      email: "lan@example.vn",
      address: "12 Lê Lợi",
      province: hcm,
      ward: null,
    });
    expect(result).toEqual({ ok: false, errors: { wardCode: "checkout.error_ward" } });
  });

  it("gives the trimmed values and the picked codes when all is well", () => {
    expect(
      validateCustomerInfo({
        fullName: " Lan ",
        phone: "0901234567",
        email: "lan@example.vn",
        address: "12 Lê Lợi",
        province: hcm,
        ward: saiGon,
      }),
    ).toEqual({
      ok: true,
      info: {
        fullName: "Lan",
        phone: "0901234567",
        email: "lan@example.vn",
        address: "12 Lê Lợi",
        provinceCode: 79,
        wardCode: 26740,
      },
    });
  });

  it("reads the server's field errors into the form, a ward outside the province included", () => {
    expect(
      customerErrorsFromServer({
        "customerInfo.phone": "checkout.error_phone",
        "customerInfo.wardCode": "checkout.error_ward",
        "customerInfo.provinceCode": "Invalid input",
        "items.0.quantity": "Too big",
      }),
    ).toEqual({
      phone: "checkout.error_phone",
      wardCode: "checkout.error_ward",
      provinceCode: "checkout.error_province",
    });
  });
});
