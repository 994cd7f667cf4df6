import { type CustomerInfo, customerInfoSchema } from "@shop/shared";
import {
  CUSTOMER_FIELDS,
  type CustomerErrors,
  type CustomerField,
  type CustomerValues,
} from "./checkout-form";

/*
 * A module of its own, loaded once the checkout has rendered (use-customer-form.ts): Zod and the
 * shared schema are evaluated then, not on the page's first load (checkout-bundle.test.ts).
 */

/**
 * The form checked with the shared schema the server uses too: the same rules, and the same
 * message keys (`checkout.error_phone`, `checkout.error_ward`…), so the page translates them.
 */
export function validateCustomerInfo(
  values: CustomerValues,
): { ok: true; info: CustomerInfo } | { ok: false; errors: CustomerErrors } {
  const result = customerInfoSchema.safeParse({
    fullName: values.fullName,
    phone: values.phone,
    email: values.email,
    address: values.address,
    provinceCode: values.province?.code,
    wardCode: values.ward?.code,
  });
  if (result.success) return { ok: true, info: result.data };
  const errors: CustomerErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CUSTOMER_FIELDS as readonly string[]).includes(field)) {
      errors[field as CustomerField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
