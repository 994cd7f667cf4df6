import { DIVISION_CODE_MAX } from "./administrative-units";
import { emailField } from "./email";
import { z } from "./zod";

/**
 * The shipping form. Messages are the i18n keys of docs/product.md, so the web app shows them
 * translated and the server's 400 names the same keys per field. A file of its own: the checkout
 * page checks the form with it without evaluating the order's schemas (checkout.ts), which Zod
 * builds when their module is evaluated.
 */
export const PHONE_PATTERN = /^\d{10,11}$/;

/** A unit's code as the form sends it; missing or malformed, the field's message key. */
function divisionCode(message: string) {
  return z.number(message).int(message).positive(message).max(DIVISION_CODE_MAX, message);
}

export const customerInfoSchema = z.object({
  fullName: z.string().trim().min(1, "checkout.error_full_name").max(100, "checkout.error_full_name"),
  phone: z.string().trim().regex(PHONE_PATTERN, "checkout.error_phone"),
  email: emailField("checkout.error_email"),
  /** The street line: house number and street; the ward and province are picked below it. */
  address: z.string().trim().min(1, "checkout.error_address").max(300, "checkout.error_address"),
  /** The 2025 units (administrative-units.ts); the server checks the ward belongs to the province. */
  provinceCode: divisionCode("checkout.error_province"),
  wardCode: divisionCode("checkout.error_ward"),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
