import { divisionCodeSchema } from "./addresses";
import { VOUCHER_REFUSALS } from "./back-office";
import { MAX_ORDER_LINES, orderItemInputSchema } from "./checkout";
import { shippingChoiceSchema, shippingOptionSchema } from "./shipping-options";
import { z } from "./zod";

/**
 * POST /api/checkout/quote: what the order would charge, before it is placed. The server prices
 * the lines from its own prices, applies the voucher (or says why it does not apply, with the
 * refusal code the order would answer), lists the shipping options for the address (the flat fee
 * always; each configured carrier that takes the ward) and totals the chosen one. Placing the
 * order runs the same calculation again (modules/orders/order-pricing.ts), so the two agree.
 */
export const checkoutQuoteRequestSchema = z
  .object({
    items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES),
    /** Without an address only the flat fee can be quoted. */
    provinceCode: divisionCodeSchema.optional(),
    wardCode: divisionCodeSchema.optional(),
    /**
     * A voucher code as typed; a malformed one is answered as unknown, like the order does. Plain
     * text here (not voucherCodeSchema) so a typo is a refusal in the answer, not a 400.
     */
    voucherCode: z.string().trim().max(64).optional(),
    /** The option to total; left out (or not on offer) the first one, the flat fee. */
    shipping: shippingChoiceSchema.optional(),
  })
  .strict()
  .refine((body) => (body.provinceCode === undefined) === (body.wardCode === undefined), {
    message: "provinceCode and wardCode go together",
    path: ["wardCode"],
  });
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;

export const checkoutQuoteSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  total: z.number().int(),
  /** Null without a code; `reason` is one of the order's voucher refusals when it does not apply. */
  voucher: z
    .object({
      code: z.string(),
      valid: z.boolean(),
      reason: z.enum(VOUCHER_REFUSALS).optional(),
    })
    .nullable(),
  options: z.array(shippingOptionSchema),
  /** The option the total is made with. */
  shipping: shippingOptionSchema,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
