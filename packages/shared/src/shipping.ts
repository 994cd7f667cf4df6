import { z } from "zod";

/**
 * The shop's shipping fee: a flat fee in đồng per order, waived from `freeFrom` đồng of goods
 * (null: never waived). The default, a fee of 0, is free shipping for everyone. The owner sets it
 * on /admin (PUT /api/settings/shipping); the server charges it in placeOrder.
 */
export const SHIPPING_FEE_MAX = 10_000_000;
export const SHIPPING_FREE_FROM_MAX = 1_000_000_000;

export const shippingSettingsSchema = z
  .object({
    flatFee: z
      .number("admin.shipping_error_fee")
      .int("admin.shipping_error_fee")
      .min(0, "admin.shipping_error_fee")
      .max(SHIPPING_FEE_MAX, "admin.shipping_error_fee"),
    freeFrom: z
      .number("admin.shipping_error_free_from")
      .int("admin.shipping_error_free_from")
      .min(0, "admin.shipping_error_free_from")
      .max(SHIPPING_FREE_FROM_MAX, "admin.shipping_error_free_from")
      .nullable(),
  })
  .strict();
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = { flatFee: 0, freeFrom: null };

/** The fee an order of `subtotal` đồng pays: the flat fee, unless the subtotal reaches `freeFrom`. */
export function shippingFeeFor(subtotal: number, settings: ShippingSettings): number {
  if (settings.freeFrom !== null && subtotal >= settings.freeFrom) return 0;
  return settings.flatFee;
}

/**
 * How many more đồng of goods make shipping free; null when shipping is already free or never
 * becomes free (no threshold), so there is nothing to tell the shopper.
 */
export function amountToFreeShipping(subtotal: number, settings: ShippingSettings): number | null {
  if (shippingFeeFor(subtotal, settings) === 0 || settings.freeFrom === null) return null;
  return settings.freeFrom - subtotal;
}
