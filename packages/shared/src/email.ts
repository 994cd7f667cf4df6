import { z } from "./zod";

/**
 * The e-mail rule, in a file of its own: the storefront's small forms ("notify me", the privacy
 * requests) check an address without evaluating the order and account schemas of accounts.ts,
 * which Zod builds when their module is evaluated (apps/web/src/features/alerts/alert-control-bundle.test.ts).
 */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail field with the form's own message for a missing address. Every form that takes an
 * address uses this one rule: an address kept with an order is the one its guest later names to
 * ask for their data (privacy.ts), so no form may take one another refuses.
 */
export function emailField(requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, "checkout.error_email")
    .pipe(z.email("checkout.error_email"));
}

export const emailSchema = emailField("login.error_email_required");
