import { emailSchema } from "./email";
import { LANGUAGES } from "./languages";
import { privacyNoticeVersionSchema } from "./privacy-notice-schema";
import { z } from "./zod";

/**
 * Personal data under the Personal Data Protection Law (91/2025/QH15) and Decree 356/2025/NĐ-CP
 * (docs/decisions/051-personal-data.md): the privacy notice's versions, the purposes a person
 * consents to, where a consent was given, and the data requests of customers and guests.
 */

/**
 * What a consent is for. `account`: keeping the account (sign-in, favourites, order history);
 * `order_processing`: delivering an order (carriers, gateways, the confirmation mail);
 * `marketing`: mail about offers and products, off until the person asks for it;
 * `product_alerts`: the back-in-stock and price-drop mails the person asked for (alerts.ts),
 * withdrawn by their unsubscribe link without touching `marketing`.
 */
export const CONSENT_PURPOSES = ["account", "order_processing", "marketing", "product_alerts"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a consent or withdrawal was made. */
export const CONSENT_CHANNELS = [
  "web_registration",
  "web_checkout",
  "account_settings",
  "mail_unsubscribe",
  "account_deletion",
  "guest_deletion",
  /** A signed-in customer's alert, or a guest's confirmed by the mailed link (alerts.ts). */
  "alert_request",
] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** One row of the consent ledger as a person (and the back office) sees it. */
export const consentRecordSchema = z.object({
  /** The row's place in the ledger (later rows have greater ids). */
  id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  noticeVersion: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The ledger of one person: the latest row per purpose decides; the history is every row. */
export const consentOverviewSchema = z.object({
  marketing: z.boolean(),
  history: z.array(consentRecordSchema),
});
export type ConsentOverview = z.infer<typeof consentOverviewSchema>;

/** PUT /api/me/consents/marketing: the account page's switch. */
export const marketingChoiceSchema = z.strictObject({
  marketing: z.boolean(),
  privacyNoticeVersion: privacyNoticeVersionSchema,
});
export type MarketingChoice = z.infer<typeof marketingChoiceSchema>;

/** DELETE /api/me: the current password, and the authenticator's code when one is enrolled. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, "personal_data.error_password").max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$|^[A-Za-z0-9-]{8,20}$/, "personal_data.error_code")
    .optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const DATA_REQUEST_KINDS = ["export", "delete"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Where a request came from: a signed-in customer, or a guest by e-mail (confirmed by a mailed link). */
export const DATA_REQUEST_SOURCES = ["customer", "guest"] as const;

/**
 * `pending`: a guest's request waiting for its link to be clicked; `completed`: done (an account's
 * requests are done at once); `expired`: the link was never used.
 */
export const DATA_REQUEST_STATUSES = ["pending", "completed", "expired"] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * Days the shop has to carry a request out, counted from its receipt (Decree 356/2025; the
 * sources and articles are in docs/decisions/051-personal-data.md): a copy of the data within 10
 * days, a deletion within 20. The first answer (the mailed link, or the done deletion) is due in
 * 2 working days; the shop's answers are immediate, so the due date shown is the longer one.
 */
export const DATA_REQUEST_DUE_DAYS: Readonly<Record<DataRequestKind, number>> = { export: 10, delete: 20 };

/** A guest's mailed link lasts a day; an unused one leaves the request `expired`. */
export const DATA_REQUEST_LINK_TTL_HOURS = 24;

/**
 * Days a mail's copy is kept once it is sent or given up (the `mail_outbox` row's text and the
 * .eml file of the file outbox): long enough to answer a buyer who asks, within the 6-month
 * warranty and after, what the shop told him; the order itself is the record that is kept longer
 * (docs/decisions/052-the-buyers-contract-and-records.md, "The retention job").
 */
export const SENT_MAIL_RETENTION_DAYS = 365;

/**
 * Days the free text of a bank transfer (its note and SePay's raw payload, where banks put the
 * payer's name) is kept once the transfer is matched, settled or ignored; its amount, date, bank
 * reference and order stay as the record (docs/decisions/052-the-buyers-contract-and-records.md).
 */
export const TRANSFER_NOTE_RETENTION_DAYS = 365;

/** POST /api/data-requests: a guest asks for a copy or the deletion of what the shop holds on an address. */
export const guestDataRequestSchema = z.strictObject({
  email: emailSchema,
  kind: z.enum(DATA_REQUEST_KINDS),
  language: z.enum(LANGUAGES).optional(),
});
export type GuestDataRequest = z.infer<typeof guestDataRequestSchema>;

/** POST /api/data-requests/confirm: the token of the mailed link. */
export const dataRequestConfirmSchema = z.strictObject({ token: z.string().min(16).max(200) });

/** One request as the person and the owner see it. */
export const dataRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  source: z.enum(DATA_REQUEST_SOURCES),
  status: z.enum(DATA_REQUEST_STATUSES),
  email: z.string(),
  requestedAt: z.string(),
  dueAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRequestListSchema = z.object({ items: z.array(dataRequestSchema) });

/** GET /api/admin/data-requests?status=open|all */
export const dataRequestListQuerySchema = z.strictObject({
  status: z.enum(["open", "all"]).default("open"),
});

/** The answer of confirming a guest's link: what was done. An export carries the data. */
export const dataRequestConfirmedSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS),
  orders: z.number().int(),
  data: z.unknown().optional(),
});
export type DataRequestConfirmed = z.infer<typeof dataRequestConfirmedSchema>;

/** The e-mail a deleted account is left with: unique, not deliverable (RFC 2606's `.invalid`). */
export function deletedAccountEmail(id: string): string {
  return `deleted-${id}@deleted.invalid`;
}
export const DELETED_BUYER_NAME = "—";
