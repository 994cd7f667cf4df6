import { type CustomerInfo, customerInfoSchema } from "@shop/shared";

/** The shipping form's fields, in the order they are shown and checked. */
export const CUSTOMER_FIELDS = ["fullName", "phone", "email", "address"] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerErrors = Partial<Record<CustomerField, string>>;

/**
 * The form checked with the shared schema the server uses too: the same rules, and the same
 * message keys (`checkout.error_phone`…), so the page translates them. Null when all is well.
 */
export function validateCustomerInfo(
  values: Record<CustomerField, string>,
): { ok: true; info: CustomerInfo } | { ok: false; errors: CustomerErrors } {
  const result = customerInfoSchema.safeParse(values);
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

/** The server's 400 names fields as `customerInfo.phone` → the form's `phone` error. */
export function customerErrorsFromServer(fields: Record<string, string> | undefined): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const [group, field] = path.split(".");
    if (group === "customerInfo" && (CUSTOMER_FIELDS as readonly string[]).includes(field ?? "")) {
      errors[field as CustomerField] = message.startsWith("checkout.")
        ? message
        : `checkout.error_${snake(field ?? "")}`;
    }
  }
  return errors;
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
