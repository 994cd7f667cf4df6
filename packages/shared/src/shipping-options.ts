import { z } from "./zod";

/**
 * The ways an order can be shipped: the shop's flat fee (always on offer, and what an order that
 * names none takes), or a carrier configured on the server (modules/shipping). Kept apart from the
 * quote's schemas so the order's body (checkout.ts) can name them without an import cycle.
 */
export const SHIPPING_CARRIER_OPTIONS = ["flat", "ghn", "ghtk"] as const;
export type ShippingCarrierOption = (typeof SHIPPING_CARRIER_OPTIONS)[number];

/** The service name of the flat-fee option. */
export const FLAT_SHIPPING_SERVICE = "standard";

/** One way to ship a cart, as the server quoted it: fees in đồng after the free-shipping rule. */
export const shippingOptionSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIER_OPTIONS),
  /** The carrier's service (GHN's service_id, GHTK's transport; "standard" for the flat fee). */
  service: z.string().min(1),
  fee: z.number().int().min(0),
  /** YYYY-MM-DD in Viet Nam, or null when the carrier gives no date. */
  expectedDeliveryDate: z.iso.date().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/**
 * The shopper's pick, as the order and the quote carry it: a carrier and, when it has several, the
 * service. Never a fee: anything else a client puts here (a `fee`, a date) is dropped unread, and
 * the server quotes again and charges its own figure.
 */
export const shippingChoiceSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIER_OPTIONS),
  serviceId: z.string().trim().min(1).max(50).optional(),
});
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;

/** What an order without `shipping` takes (older clients): the flat fee. */
export const DEFAULT_SHIPPING_CHOICE: ShippingChoice = { carrier: "flat" };

/** Where an order goes out with, as stored and answered. */
export const orderShippingSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIER_OPTIONS),
  serviceId: z.string().nullable(),
  expectedDeliveryDate: z.iso.date().nullable(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;
