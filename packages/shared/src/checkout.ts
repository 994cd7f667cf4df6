import { z } from "zod";
import { hexColourSchema } from "./catalogue";
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, PAYMENT_METHODS } from "./constants";

/**
 * The shipping form (spec §5). Messages are the spec's i18n keys, so the web app shows them
 * translated and the server's 400 names the same keys per field.
 */
export const PHONE_PATTERN = /^\d{10,11}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const customerInfoSchema = z.object({
  fullName: z.string().trim().min(1, "checkout.error_full_name").max(100, "checkout.error_full_name"),
  phone: z.string().trim().regex(PHONE_PATTERN, "checkout.error_phone"),
  email: z.string().trim().max(254, "checkout.error_email").regex(EMAIL_PATTERN, "checkout.error_email"),
  address: z.string().trim().min(1, "checkout.error_address").max(300, "checkout.error_address"),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const orderItemInputSchema = z.object({
  productId: z.uuid(),
  color: hexColourSchema,
  quantity: z.number().int().min(CART_QUANTITY_MIN).max(CART_QUANTITY_MAX),
});

/** Body of POST /api/orders. Prices are never taken from the client (DESIGN.md change 4). */
export const placeOrderSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    customerInfo: customerInfoSchema,
    items: z.array(orderItemInputSchema).min(1).max(50),
  })
  .superRefine((order, ctx) => {
    const perProduct = new Map<string, number>();
    for (const item of order.items) {
      perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
    }
    for (const [productId, quantity] of perProduct) {
      if (quantity > CART_QUANTITY_MAX) {
        ctx.addIssue({
          code: "custom",
          path: ["items"],
          message: `cart.quantity_max_alert (${productId})`,
        });
      }
    }
  });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
