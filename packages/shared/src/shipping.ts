import { DIVISION_CODE_MAX } from "./administrative-units";
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

/**
 * Where parcels leave from: the owner's pickup address, which the carriers need to quote and to
 * book (modules/shipping). Until it is set, the checkout offers only the flat fee. Messages are the
 * admin form's i18n keys (its own namespace, `pickup_settings`).
 */
export const pickupAddressSchema = z
  .object({
    name: z.string().trim().min(1, "pickup_settings.error_name").max(100, "pickup_settings.error_name"),
    phone: z
      .string()
      .trim()
      .regex(/^\d{10,11}$/, "pickup_settings.error_phone"),
    street: z.string().trim().min(1, "pickup_settings.error_street").max(300, "pickup_settings.error_street"),
    provinceCode: z
      .number("pickup_settings.error_province")
      .int("pickup_settings.error_province")
      .positive("pickup_settings.error_province")
      .max(DIVISION_CODE_MAX, "pickup_settings.error_province"),
    wardCode: z
      .number("pickup_settings.error_ward")
      .int("pickup_settings.error_ward")
      .positive("pickup_settings.error_ward")
      .max(DIVISION_CODE_MAX, "pickup_settings.error_ward"),
  })
  .strict();
export type PickupAddressInput = z.infer<typeof pickupAddressSchema>;

/** The pickup address as stored and answered: with the units' names, for the owner to read. */
export const storedPickupAddressSchema = pickupAddressSchema
  .extend({ provinceName: z.string(), wardName: z.string() })
  .strict();
export type StoredPickupAddress = z.infer<typeof storedPickupAddressSchema>;

/**
 * GET /api/admin/settings/shipping: the fee rule and the pickup address (null until set). The
 * public GET /api/settings/shipping keeps answering the rule alone.
 */
export const adminShippingSettingsSchema = shippingSettingsSchema
  .extend({ pickup: storedPickupAddressSchema.nullable() })
  .strict();
export type AdminShippingSettings = z.infer<typeof adminShippingSettingsSchema>;

/** PUT /api/settings/shipping: the rule, and the pickup address when given (left out: unchanged). */
export const shippingSettingsUpdateSchema = shippingSettingsSchema
  .extend({ pickup: pickupAddressSchema.optional() })
  .strict();
export type ShippingSettingsUpdate = z.infer<typeof shippingSettingsUpdateSchema>;
