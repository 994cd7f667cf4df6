import { orderAddressSchema } from "./addresses";
import { hexColourSchema } from "./catalogue";
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  ORDER_ID_PREFIX,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "./constants";
import { customerInfoSchema } from "./customer-info";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { orderPaymentSchema } from "./payments";
import { privacyNoticeVersionSchema } from "./privacy-notice-schema";
import { termsVersionSchema } from "./sale-terms";
import { DEFAULT_SHIPPING_CHOICE, orderShippingSchema, shippingChoiceSchema } from "./shipping-options";
import { z } from "./zod";

export const orderItemInputSchema = z.object({
  productId: z.uuid(),
  color: hexColourSchema,
  quantity: z.number().int().min(CART_QUANTITY_MIN).max(CART_QUANTITY_MAX),
});

/** More lines than any cart can hold (10 colours × a few products): a bigger body is not a shopper's. */
export const MAX_ORDER_LINES = 50;

/** Codes are compared upper-cased: "tet2026" and "TET2026" are the same voucher (back-office.ts). */
export const voucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, "vouchers.refused_voucher_unknown");

/** Body of POST /api/orders. Prices are never taken from the client (docs/decisions/003-prices-on-the-server.md). */
export const placeOrderSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    customerInfo: customerInfoSchema,
    items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES),
    /** The shopper's interface language: the confirmation e-mail is written in it. */
    language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
    /** A discount code (modules/vouchers); the server decides whether it applies. */
    voucherCode: voucherCodeSchema.optional(),
    /**
     * How it ships: the flat fee or a carrier the checkout's quote offered. Left out (older
     * clients): the flat fee. The server quotes again and charges its own figure.
     */
    shipping: shippingChoiceSchema.default(DEFAULT_SHIPPING_CHOICE),
    /**
     * The sale terms the shopper read and accepted (sale-terms.ts); the server refuses any but the
     * version in force. The web checkout always sends it; an order without it (an older API client)
     * is stored under the version in force, marked as not accepted at checkout.
     */
    termsVersion: termsVersionSchema.optional(),
    /**
     * The privacy notice's version the checkout showed (privacy-notice.ts): the server refuses an
     * unknown one and records the order's consent under it (modules/privacy). Absent from older
     * clients: then no consent is recorded, the order is still delivered under the contract.
     */
    privacyNoticeVersion: privacyNoticeVersionSchema.optional(),
    /** The separate, unticked opt-in to marketing mail; off unless the shopper ticked it. */
    marketingOptIn: z.boolean().default(false),
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
/** The body a client sends (before defaults: `language` may be left out). */
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

/** "ORDER" + milliseconds: `ORDER1735689600000`. */
export function formatOrderId(milliseconds: number): string {
  return `${ORDER_ID_PREFIX}${milliseconds}`;
}
export const ORDER_ID_PATTERN = new RegExp(`^${ORDER_ID_PREFIX}\\d{13,}$`);

/**
 * The `Idempotency-Key` header of POST /api/orders: one random key per checkout attempt (the web
 * app sends a UUID), so a double click or a retry after a lost answer makes one order.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, "must be 8-100 letters, digits or -_:.");

/** One line of a stored order: what was sold, in which colour, at the unit price of the day. */
export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * The money of an order, all computed by the server in whole đồng:
 * total = subtotal − discount + shippingFee.
 */
export const orderAmountsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  total: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Who an order goes to, as stored: the street line with the ward and province picked (addresses.ts). */
export const storedCustomerInfoSchema = orderAddressSchema.extend({
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type StoredCustomerInfo = z.infer<typeof storedCustomerInfoSchema>;

/**
 * The answer of POST /api/orders: the order as stored, with the server's prices and total, and for
 * an online method how to pay (payments.ts).
 */
export const placedOrderSchema = orderAmountsSchema.extend(orderPaymentSchema.shape).extend({
  id: z.uuid(),
  orderId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerInfo: storedCustomerInfoSchema,
  items: z.array(orderLineSchema),
  language: z.enum(LANGUAGES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: paymentStatusSchema,
  voucherCode: z.string().nullable(),
  /** The carrier and service it goes out with, and the date the carrier expected when quoted. */
  shipping: orderShippingSchema,
  /** The sale terms the order was placed under (null on orders placed before they were kept). */
  termsVersion: z.string().nullable(),
  createdAt: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
