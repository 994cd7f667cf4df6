import { z } from "./zod";

/**
 * The e-mail rule, in a file of its own: the storefront's small forms ("notify me", the privacy
 * requests) check an address without evaluating the order and account schemas of accounts.ts,
 * which Zod builds when their module is evaluated (apps/web/src/features/alerts/alert-control-bundle.test.ts).
 */
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .trim()
  .min(1, "login.error_email_required")
  .max(EMAIL_MAX_LENGTH, "checkout.error_email")
  .pipe(z.email("checkout.error_email"));
