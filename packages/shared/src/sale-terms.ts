import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { TERMS_VERSION_PATTERN } from "./sale-terms-rules";
import { z } from "./zod";

/**
 * The buyer's contract (docs/decisions/052-the-buyers-contract-and-records.md): the conditions of
 * sale the shopper accepts at checkout are kept as immutable versions, each with its text in the
 * four languages and the SHA-256 of each text's UTF-8 bytes; an order stores the version it was
 * placed under and the hash of the text in its language, and the buyer downloads exactly that text.
 * The constants and paths without zod are in sale-terms-rules.ts.
 */

export const termsVersionSchema = z.string().trim().regex(TERMS_VERSION_PATTERN, "sale_terms.error_unknown");

/** GET /api/terms/current?lang= and GET /api/terms/:version?lang=. */
export const saleTermsQuerySchema = z.object({ lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) }).strict();
export const saleTermsParamsSchema = z.object({ version: z.string().trim().min(1).max(40) });

/** The terms in force, as the checkout shows them before the order. */
export const saleTermsSchema = z.object({
  version: z.string(),
  language: z.enum(LANGUAGES),
  /** SHA-256 of `text`'s UTF-8 bytes, hex. */
  hash: z.string(),
  publishedAt: z.string(),
  text: z.string(),
});
export type SaleTerms = z.infer<typeof saleTermsSchema>;

/**
 * GET /api/orders/:orderId/terms: the order's code and, for a guest, the lookup's proof (the
 * phone). Loose like the lookup's: any pair that is not an order's answers the same 404.
 */
export const orderTermsParamsSchema = z.object({ id: z.string().trim().min(1).max(40) });
export const orderTermsQuerySchema = z
  .object({
    phone: z.string().trim().min(1).max(30),
    /** Defaults to the order's own language, the one the shopper read at checkout. */
    lang: z.enum(LANGUAGES).optional(),
  })
  .strict();
