import type { Division } from "@shop/shared";

/** The shipping form's fields, in the order they are shown and checked: the street line last. */
export const CUSTOMER_FIELDS = ["fullName", "phone", "email", "provinceCode", "wardCode", "address"] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerErrors = Partial<Record<CustomerField, string>>;

/** What the shopper typed, and the province and ward picked from the lists (address-api.ts). */
export interface CustomerValues {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  province: Division | null;
  ward: Division | null;
}
export type TextField = "fullName" | "phone" | "email" | "address";

export const EMPTY_CUSTOMER_VALUES: CustomerValues = {
  fullName: "",
  phone: "",
  email: "",
  address: "",
  province: null,
  ward: null,
};

const FALLBACK_MESSAGES: Record<CustomerField, string> = {
  fullName: "checkout.error_full_name",
  phone: "checkout.error_phone",
  email: "checkout.error_email",
  address: "checkout.error_address",
  provinceCode: "checkout.error_province",
  wardCode: "checkout.error_ward",
};

/**
 * The server's 400 names fields as `customerInfo.phone` → the form's `phone` error; a ward the
 * server finds outside the province (`invalid_ward`) lands under the ward.
 */
export function customerErrorsFromServer(fields: Record<string, string> | undefined): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const [group, field] = path.split(".");
    if (group === "customerInfo" && (CUSTOMER_FIELDS as readonly string[]).includes(field ?? "")) {
      const key = field as CustomerField;
      errors[key] = message.startsWith("checkout.") ? message : FALLBACK_MESSAGES[key];
    }
  }
  return errors;
}
