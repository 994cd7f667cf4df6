import { missingSellerDetails, type ShopLegalInfo } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";

/**
 * The start log's warning while the seller's legal details are unset (the back office shows the
 * same, features/admin/shell/seller-details-warning.tsx): without them the product pages, the
 * footer and the sale terms name no seller.
 */
export function warnWhenSellerUnset(logger: Pick<FastifyBaseLogger, "warn">, legal: ShopLegalInfo): boolean {
  const missing = missingSellerDetails(legal);
  if (missing.length === 0) return false;
  logger.warn(
    { missing },
    "the seller's legal details are not set: product pages, the footer and the sale terms name no seller (docs/decisions/052-the-buyers-contract-and-records.md)",
  );
  return true;
}
