import { z } from "zod";

/**
 * Outgoing webhooks for the owner's own tools (docs/decisions/058-webhooks-and-honest-numbers.md):
 * the events a registered endpoint may subscribe to. A module that starts publishing an event adds
 * its name here (one line) and queues it in its transaction with the webhooks module's
 * `WebhookEvents.queue`; the back office, the API's validation and the OpenAPI document follow.
 */
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.status_changed",
  "order.paid",
  "return.updated",
  "refund.created",
  "stock.changed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one shop may register: enough for a few tools, few enough that an order stays cheap. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** The receiver's URL: http or https only, no user name or password in it. */
export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
  .max(WEBHOOK_URL_MAX_LENGTH)
  // An "@" before the path is a user name (and password) in the authority (RFC 3986, 3.2.1).
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), "must not carry a user name or password");

export const webhookEndpointInputSchema = z
  .object({
    url: webhookUrlSchema,
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .transform((events) => [...new Set(events)]),
    description: z.string().trim().max(200).default(""),
  })
  .strict();
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

export const webhookEndpointUpdateSchema = webhookEndpointInputSchema
  .extend({ active: z.boolean() })
  .strict();
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  /** Paused by the owner: no new event is queued for it. */
  active: z.boolean(),
  /** Set when a delivery was given up after its last attempt; cleared by the next success. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  /** Deliveries still to be tried, and given up. */
  waiting: z.number().int(),
  failed: z.number().int(),
  lastDeliveredAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a registration: the signing secret, shown this once and never again. */
export const webhookEndpointCreatedSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const WEBHOOK_DELIVERY_STATES = ["waiting", "delivered", "failed"] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The event's id, the same in every retry and for every endpoint: the receiver's idempotency key. */
  eventId: z.uuid(),
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status, null when it gave none (refused, timed out, not allowed). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE_LIMIT = 20;

export const webhookDeliveriesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE_LIMIT),
  })
  .strict();
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
