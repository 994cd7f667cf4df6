/**
 * The shipping fee rule without zod, so the cart's chunk can use it without the schema library
 * (the body of PUT /api/settings/shipping is checked by shipping.ts).
 */
export const SHIPPING_FEE_MAX = 10_000_000;
export const SHIPPING_FREE_FROM_MAX = 1_000_000_000;

export interface ShippingSettings {
  /** Đồng per order, 0 for free shipping. */
  flatFee: number;
  /** From this subtotal (đồng) shipping is free; null: never waived. */
  freeFrom: number | null;
}

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
