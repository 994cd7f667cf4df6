import { createHash, timingSafeEqual } from "node:crypto";
import { ORDER_ID_PREFIX } from "@shop/shared";
import { z } from "zod";

/**
 * SePay's webhook, as SePay documents it (developer.sepay.vn/en/sepay-webhooks: "Integrate webhook",
 * "Authentication", "Error handling"; docs/decisions/048-sepay-and-refunds.md keeps the facts):
 *
 * - SePay POSTs JSON to the URL the owner set, for every transaction on the linked account:
 *   `{id, gateway, transactionDate, accountNumber, code, content, transferType, transferAmount,
 *   accumulated, subAccount, referenceCode, description}`. `id` is SePay's transaction id (use it to
 *   deduplicate), `transferType` is "in" (money in) or "out", `transferAmount` whole đồng, `code`
 *   the payment code SePay recognised in the content when the owner configured one (else null),
 *   `content` the transfer note as the bank gave it, `transactionDate` "YYYY-MM-DD HH:mm:ss".
 * - With API-key authentication every request carries `Authorization: Apikey <key>`.
 * - A delivery counts as received when the answer is 2xx (SePay's guide shows 200 or 201 with
 *   `{"success": true}`); anything else, or no answer within its timeout, is retried up to 7 more
 *   times over about 33 minutes (Fibonacci spacing), and the owner can replay a delivery by hand,
 *   so the same `id` may come again at any time.
 */

/** The body SePay sends; unknown extra fields are kept in the stored payload, never trusted. */
export const sepayWebhookSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  gateway: z.string().max(100),
  transactionDate: z.string().max(40),
  accountNumber: z.string().max(40),
  code: z.string().max(100).nullish(),
  content: z.string().max(1000),
  transferType: z.enum(["in", "out"]),
  transferAmount: z.number().int().nonnegative(),
  accumulated: z.number().nullish(),
  subAccount: z.string().max(40).nullish(),
  referenceCode: z.string().max(100).nullish(),
  description: z.string().max(2000).nullish(),
});
export type SepayWebhook = z.infer<typeof sepayWebhookSchema>;

const API_KEY_SCHEME = "Apikey ";

/**
 * Whether the Authorization header is `Apikey <the shop's key>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of a guess.
 */
export function isSepayAuthorized(header: string | undefined, apiKey: string): boolean {
  if (typeof header !== "string" || !header.startsWith(API_KEY_SCHEME)) return false;
  const given = createHash("sha256").update(header.slice(API_KEY_SCHEME.length), "utf8").digest();
  const expected = createHash("sha256").update(apiKey, "utf8").digest();
  return timingSafeEqual(given, expected);
}

// Banks keep letters and digits of a note but may drop or change everything else, and some app
// prefix or wrap it ("IBFT ORDER1732… FT24…"): look for the code anywhere, in any case.
const ORDER_CODE_IN_TEXT = new RegExp(`${ORDER_ID_PREFIX}\\d{13,}`, "gi");

/**
 * The order codes a transfer names: SePay's recognised `code` first, then every one found in the
 * content (upper-cased, each once).
 */
export function orderCodesIn(transfer: Pick<SepayWebhook, "code" | "content">): string[] {
  const found = [transfer.code ?? "", transfer.content]
    .flatMap((text) => text.match(ORDER_CODE_IN_TEXT) ?? [])
    .map((code) => code.toUpperCase());
  return [...new Set(found)];
}
