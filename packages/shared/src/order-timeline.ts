import { orderAmountsSchema, orderLineSchema } from "./checkout";
import { ORDER_STATUSES, PAYMENT_STATUSES, type PaymentStatus } from "./constants";
import { shipmentTrackingSchema } from "./shipments";
import { z } from "./zod";

/**
 * An order's timeline (the server's order_events table): every change of its status or payment
 * status, with who made it and when. Customers see who as a role; the administrator also sees the
 * administrator's e-mail.
 */

export const ORDER_EVENT_KINDS = ["placed", "status", "payment"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** customer: the shopper placed it; shop: an administrator; system: a payment gateway or an expiry. */
export const ORDER_ACTORS = ["customer", "shop", "system"] as const;
export type OrderActorKind = (typeof ORDER_ACTORS)[number];

/** Who changes an order, as the server's services receive it. */
export interface OrderActor {
  kind: OrderActorKind;
  /** The administrator's user id and e-mail, for `shop`. */
  userId?: string | null;
  email?: string | null;
}

const eventValueSchema = z.union([z.enum(ORDER_STATUSES), z.enum(PAYMENT_STATUSES)]);

export const orderEventSchema = z.object({
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** The status before (null for `placed`); a payment status for `payment` events. */
  from: eventValueSchema.nullable(),
  to: eventValueSchema,
  actor: z.enum(ORDER_ACTORS),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderEventSchema = orderEventSchema.extend({ actorEmail: z.string().nullable() });
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;
export const adminOrderTimelineSchema = z.object({ items: z.array(adminOrderEventSchema) });

/**
 * The moves a payment status may make: the owner marks cash on delivery or a transfer paid, or
 * takes back a mis-click; a paid order may be refunded. Anything else is 409 `invalid_transition`.
 */
export const PAYMENT_STATUS_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: ["paid"],
  paid: ["unpaid", "refunded"],
  refunded: [],
  // Only refunds move a payment here and on (docs/decisions/053-returns-refunds-exchanges.md).
  partially_refunded: [],
};

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_STATUS_TRANSITIONS[from].includes(to);
}

/** Body of PUT /api/orders/:id/payment-status (admin). */
export const setPaymentStatusSchema = z
  .object({ paymentStatus: z.enum(PAYMENT_STATUSES).exclude(["partially_refunded"]) })
  .strict();

/**
 * Query of GET /api/orders/lookup. Loose on purpose: any pair that is not an order's answers the
 * same 404, whatever its shape, so the answer never tells which half was wrong.
 */
export const orderLookupQuerySchema = z
  .object({
    orderId: z.string().trim().min(1).max(40),
    phone: z.string().trim().min(1).max(30),
  })
  .strict();
export type OrderLookupQuery = z.infer<typeof orderLookupQuerySchema>;

/** What a guest sees of an order: never the e-mail, the name or the street. */
export const orderLookupSchema = orderAmountsSchema.extend({
  orderId: z.string(),
  paymentMethod: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  items: z.array(orderLineSchema),
  timeline: z.array(orderEventSchema),
  /** The parcel's carrier, tracking code and link once booked (shipments.ts). */
  shipment: shipmentTrackingSchema.nullable().optional(),
  /** The sale terms it was placed under (sale-terms.ts), null on older orders. */
  termsVersion: z.string().nullable(),
  language: z.string(),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;
