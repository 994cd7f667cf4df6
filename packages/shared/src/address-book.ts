import { customerInfoSchema } from "./customer-info";
import { z } from "./zod";

/**
 * A signed-in customer's saved addresses (`/api/me/addresses`), each checked as the checkout
 * checks an order's (checkout.ts `customerInfoSchema`, the 2025 units of administrative-units.ts): the same
 * fields, messages and rules, so a saved address always makes a valid order.
 */
export const ADDRESS_BOOK_MAX = 10;

export const savedAddressInputSchema = customerInfoSchema
  .pick({ fullName: true, phone: true, address: true, provinceCode: true, wardCode: true })
  .extend({ isDefault: z.boolean().default(false) })
  .strict();
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;
export type SavedAddressRequest = z.input<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  provinceCode: z.number().int(),
  provinceName: z.string(),
  wardCode: z.number().int(),
  wardName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The default first, then the newest. */
export const savedAddressListSchema = z.object({ items: z.array(savedAddressSchema) });

export const savedAddressParamsSchema = z.object({ id: z.uuid() });
