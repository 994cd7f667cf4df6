/**
 * A product's country of origin (xuất xứ), which the Consumer Protection Law 19/2023 asks a seller
 * to disclose before the sale: an ISO 3166-1 alpha-2 code, so each language names it through
 * `Intl.DisplayNames` (no name is translated by hand), or "" while the owner has not given it.
 * Without zod, for the product page; the schema is catalogue.ts's `productOriginSchema`.
 */
export const PRODUCT_ORIGIN_PATTERN = /^([A-Z]{2})?$/;

/** The countries the product form offers first; any other ISO code is accepted from the CSV or the API. */
export const COMMON_PRODUCT_ORIGINS = ["VN", "CN", "IT", "FR", "ES", "KR", "JP", "TH", "IN", "US"] as const;

/** The country's name in `locale` (a BCP 47 tag: "vi", "ko"…), or null for a code that names none. */
export function originName(code: string, locale: string): string | null {
  if (!PRODUCT_ORIGIN_PATTERN.test(code) || code === "") return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: "region", fallback: "none" }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
