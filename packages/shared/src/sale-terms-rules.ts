import type { ShopLegalInfo } from "./shop-info";

/**
 * The rules of the buyer's contract without zod (docs/decisions/052-the-buyers-contract-and-records.md),
 * so the storefront's pages that show them (product page, checkout) do not bring the schema library;
 * the API's schemas are in sale-terms.ts.
 */

// The return windows the terms state are the returns' own (constants.ts: RETURN_DAYS_DEFAULT, which
// the server's RETURN_DAYS overrides, and RETURN_DAYS_INACCURATE_INFORMATION).

/** Years the shop keeps its order records (RECORD_RETENTION_YEARS); the Accounting Law's 10 at least. */
export const RECORD_RETENTION_YEARS_DEFAULT = 10;
export const RECORD_RETENTION_YEARS_MIN = 10;

/** A version id: the terms' template date and the first hex digits of the hash of all its texts. */
export const TERMS_VERSION_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}\.[0-9a-f]{12}$/;

/** Where a shopper reads and downloads a version of the terms (public: the terms are the shop's own). */
export function saleTermsPath(version: string, language: string): string {
  return `/api/terms/${encodeURIComponent(version)}?lang=${encodeURIComponent(language)}`;
}

/**
 * The seller's identity a buyer must be told before the sale (Consumer Protection Law 19/2023,
 * Art. 37; Decree 52/2013 as amended by 85/2021): the variables that give it, when unset. The
 * server's start log and the back office warn while any is missing.
 */
export function missingSellerDetails(legal: ShopLegalInfo): string[] {
  const missing: string[] = [];
  if (!legal.ownerName) missing.push("SHOP_OWNER_NAME");
  if (!legal.address) missing.push("SHOP_ADDRESS");
  if (!legal.registrationNumber) missing.push("SHOP_REGISTRATION_NUMBER");
  return missing;
}
