import { isLanguage, type Language, type SaleTerms } from "@shop/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { SaleTermsService } from "../terms/sale-terms.service";

/**
 * The terms an order was placed under, for its buyer (Consumer Protection Law 19/2023, Art. 38:
 * the buyer can read and keep the contract he accepted). The guest proves the order as the lookup
 * does, by its code and phone; the answer is the stored version's text, byte for byte, and the hash
 * the order recorded, which must match it.
 */
export function createOrderTerms({ db, terms }: { db: Database; terms: Pick<SaleTermsService, "version"> }) {
  /** The same 404 for an unknown code, a wrong phone and an older order without terms. */
  const notFound = () => new AppError("not_found", 404, "No order with this code and phone.");
  return {
    async forGuest(
      orderCode: string,
      phone: string,
      language: Language | undefined,
    ): Promise<SaleTerms & { orderId: string }> {
      const [row] = await db
        .select({
          orderId: orders.orderId,
          phone: orders.phone,
          language: orders.language,
          termsVersion: orders.termsVersion,
          termsHash: orders.termsHash,
        })
        .from(orders)
        .where(eq(orders.orderId, orderCode.trim().toUpperCase()));
      const digits = phone.replace(/[\s.()-]/g, "");
      if (!row || row.phone !== digits || !row.termsVersion) throw notFound();
      const orderLanguage: Language = isLanguage(row.language) ? row.language : "vi";
      const found = await terms.version(row.termsVersion, language ?? orderLanguage);
      if (!found)
        throw new Error(`order ${row.orderId} names sale terms ${row.termsVersion} that are not stored`);
      // What the order recorded is what is sent: a stored text that no longer hashes the same would
      // be a broken record, never served as if it were the contract.
      if ((language ?? orderLanguage) === orderLanguage && found.hash !== row.termsHash) {
        throw new Error(`sale terms ${row.termsVersion} do not match the hash order ${row.orderId} recorded`);
      }
      return { ...found, orderId: row.orderId };
    },
  };
}
export type OrderTerms = ReturnType<typeof createOrderTerms>;
