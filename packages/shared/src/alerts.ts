import { hexColourSchema } from "./catalogue";
import { emailSchema } from "./email";
import { LANGUAGES } from "./languages";
import { privacyNoticeVersionSchema } from "./privacy-notice-schema";
import { z } from "./zod";

/**
 * Back-in-stock and price-drop alerts (docs/decisions/059-stock-and-price-alerts.md): a shopper
 * asks to be told, once, by mail, when a sold-out colour is back or the price falls below the one
 * shown. Guests confirm their address by a mailed link; the alert mail needs the person's consent
 * (the consent ledger's purpose `product_alerts`, privacy.ts) and carries a one-click unsubscribe.
 */

export const ALERT_KINDS = ["back_in_stock", "price_drop"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * `pending_confirmation`: a guest's alert waiting for the mailed link; `waiting`: watching the
 * product; `sent`: its mail is queued (once); `cancelled`: withdrawn by the person (or the consent).
 */
export const ALERT_STATUSES = ["pending_confirmation", "waiting", "sent", "cancelled"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** How long a guest's confirmation link works; an unused one is then deleted. */
export const ALERT_CONFIRMATION_HOURS = 48;
/** An alert sent or cancelled is kept this long (the person's account page shows it), then deleted. */
export const ALERT_DONE_KEPT_DAYS = 30;
/** An alert still waiting after this long is deleted: a year is a season's stock and sales twice over. */
export const ALERT_WAITING_DAYS = 365;

/**
 * POST /api/alerts. `consent` is the box the shopper ticks himself (never pre-ticked): the alert's
 * mail is sent only with it. `email` is needed of a guest; a signed-in customer's own address is
 * used when he leaves it out. `lang` is the language the mails are written in.
 */
export const alertRequestSchema = z.strictObject({
  productId: z.uuid(),
  color: hexColourSchema,
  kind: z.enum(ALERT_KINDS),
  email: emailSchema.optional(),
  consent: z.literal(true, "alerts.error_consent"),
  lang: z.enum(LANGUAGES).default("vi"),
  privacyNoticeVersion: privacyNoticeVersionSchema.optional(),
});
export type AlertRequest = z.input<typeof alertRequestSchema>;

/** One alert as its owner sees it. */
export const alertSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  color: z.string(),
  kind: z.enum(ALERT_KINDS),
  status: z.enum(ALERT_STATUSES),
  /** The unit price (promotion included) the shopper saw when asking, in đồng. */
  priceSeen: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** The answer to POST /api/alerts: the same for a repeated request (one alert). */
export const alertCreatedSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  kind: z.enum(ALERT_KINDS),
  productId: z.uuid(),
  color: z.string(),
});
export type AlertCreated = z.infer<typeof alertCreatedSchema>;

/** GET /api/me/alerts. */
export const alertListSchema = z.object({ items: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

export const alertParamsSchema = z.object({ id: z.uuid() });
