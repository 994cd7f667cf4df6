import { divisionCodeSchema } from "./addresses";
import { MAX_ORDER_LINES, orderItemInputSchema } from "./checkout";
import { z } from "./zod";

/**
 * The shipping options of a cart to a place (POST /api/shipping/quote): the shop's flat fee, always
 * on offer, and each configured carrier that can take the address. Fees are in đồng after the
 * free-shipping rule (shipping-fee.ts); the order quotes again and charges its own figure.
 */
export const SHIPPING_CARRIER_OPTIONS = ["ghn", "ghtk", "flat"] as const;
export type ShippingCarrierOption = (typeof SHIPPING_CARRIER_OPTIONS)[number];

/** The service name of the flat-fee option. */
export const FLAT_SHIPPING_SERVICE = "standard";

export const shippingQuoteRequestSchema = z
  .object({
    provinceCode: divisionCodeSchema,
    wardCode: divisionCodeSchema,
    items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES),
  })
  .strict();
export type ShippingQuoteRequest = z.infer<typeof shippingQuoteRequestSchema>;
export type ShippingQuoteItem = ShippingQuoteRequest["items"][number];

export const shippingOptionSchema = z.object({
  carrier: z.enum(SHIPPING_CARRIER_OPTIONS),
  service: z.string().min(1),
  fee: z.number().int().min(0),
  /** YYYY-MM-DD in Viet Nam, or null when the carrier gives no date. */
  expectedDeliveryDate: z.iso.date().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const shippingQuoteSchema = z.object({ options: z.array(shippingOptionSchema) });
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
