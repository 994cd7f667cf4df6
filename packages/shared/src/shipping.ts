import { SHIPPING_FEE_MAX, SHIPPING_FREE_FROM_MAX, type ShippingSettings } from "./shipping-fee";
import { z } from "./zod";

/**
 * The shop's shipping fee: a flat fee in đồng per order, waived from `freeFrom` đồng of goods
 * (null: never waived). The default, a fee of 0, is free shipping for everyone. The owner sets it
 * on /admin (PUT /api/settings/shipping); the server charges it in placeOrder (the rule itself:
 * shipping-fee.ts). Messages are the admin form's i18n keys.
 */
export const shippingSettingsSchema = z
  .object({
    flatFee: z
      .number("shipping_settings.error_fee")
      .int("shipping_settings.error_fee")
      .min(0, "shipping_settings.error_fee")
      .max(SHIPPING_FEE_MAX, "shipping_settings.error_fee"),
    freeFrom: z
      .number("shipping_settings.error_free_from")
      .int("shipping_settings.error_free_from")
      .min(0, "shipping_settings.error_free_from")
      .max(SHIPPING_FREE_FROM_MAX, "shipping_settings.error_free_from")
      .nullable(),
  })
  .strict() satisfies z.ZodType<ShippingSettings>;
