import {
  CART_QUANTITY_MAX,
  GATEWAY_PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  RETURN_DAYS_DEFAULT,
  RETURN_DAYS_INACCURATE_INFORMATION,
} from "./constants";
import { z } from "./zod";

/**
 * Returns and refunds (docs/decisions/053-returns-refunds-exchanges.md): the rules both sides use.
 * A buyer may send back some lines of a delivered order within RETURN_DAYS of delivery, or within
 * RETURN_DAYS_INACCURATE_INFORMATION when what the shop showed was wrong (Consumer Protection Law
 * 19/2023, remote transactions, Arts. 37-38: the buyer may end a remote contract when the information given was
 * inaccurate), with a reason, a message and up to RETURN_PHOTOS_MAX photos.
 */

/** Photos one return request may carry. */
export const RETURN_PHOTOS_MAX = 5;
export const RETURN_NOTE_MAX_LENGTH = 1000;
export const RETURN_STAFF_MESSAGE_MAX_LENGTH = 1000;

export const RETURN_REASONS = [
  "wrong_item",
  "damaged",
  "inaccurate_information",
  "changed_mind",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * requested → approved | rejected; approved → received; received → refunded, or exchanged (the
 * lines sent again in another colour as a linked order of zero đồng). Rejected, refunded and
 * exchanged returns are closed.
 */
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "rejected",
  "received",
  "refunded",
  "exchanged",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ["approved", "rejected"],
  approved: ["received"],
  rejected: [],
  received: ["refunded", "exchanged"],
  refunded: [],
  exchanged: [],
};

export function canChangeReturnStatus(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_STATUS_TRANSITIONS[from].includes(to);
}

/** A return that no longer holds its lines: a rejected one frees them for another request. */
export function isReturnClosedWithoutEffect(status: ReturnStatus): boolean {
  return status === "rejected";
}

/** How many days after delivery a return with this reason may be asked for. */
export function returnWindowDays(reason: ReturnReason, returnDays: number = RETURN_DAYS_DEFAULT): number {
  return reason === "inaccurate_information"
    ? Math.max(returnDays, RETURN_DAYS_INACCURATE_INFORMATION)
    : returnDays;
}

/** Whether a request made at `now` for an order delivered at `deliveredAt` is within its window. */
export function isWithinReturnWindow(
  deliveredAt: Date,
  now: Date,
  reason: ReturnReason,
  returnDays: number = RETURN_DAYS_DEFAULT,
): boolean {
  const days = returnWindowDays(reason, returnDays);
  return now.getTime() - deliveredAt.getTime() <= days * 24 * 60 * 60 * 1000;
}

export const returnLineInputSchema = z.object({
  productId: z.string().trim().min(1).max(64),
  color: z.string().trim().min(1).max(32),
  quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
});
export type ReturnLineInput = z.infer<typeof returnLineInputSchema>;

/**
 * The request (POST /api/returns for a guest, with the order's phone; POST /api/me/returns for a
 * signed-in customer), sent as the `request` field of a multipart form whose `photos` are files.
 */
export const returnRequestSchema = z
  .object({
    orderId: z.string().trim().toUpperCase().min(1).max(40),
    /** A guest proves the order with its phone, as the order lookup does. */
    phone: z.string().trim().min(1).max(30).optional(),
    lines: z.array(returnLineInputSchema).min(1).max(20),
    reason: z.enum(RETURN_REASONS),
    note: z.string().trim().max(RETURN_NOTE_MAX_LENGTH).default(""),
  })
  .strict();
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const REFUND_METHODS = ["gateway", "manual"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** Whether money paid this way can go back through the gateway it came from (VNPay, MoMo). */
export function isRefundableThroughGateway(paymentMethod: string): boolean {
  return (GATEWAY_PAYMENT_METHODS as readonly string[]).includes(paymentMethod);
}
/** succeeded: money given back; pending: the gateway will finish it; failed: nothing moved. */
export const REFUND_STATUSES = ["succeeded", "pending", "failed"] as const;
export type RefundRecordStatus = (typeof REFUND_STATUSES)[number];

export const refundSchema = z.object({
  id: z.uuid(),
  returnId: z.uuid().nullable(),
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  /** The gateway's id of the refund, or the reference the owner typed for a manual one. */
  reference: z.string().nullable(),
  gatewayCode: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const returnLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** A return as its buyer sees it. */
export const customerReturnSchema = z.object({
  id: z.uuid(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  lines: z.array(returnLineSchema),
  photos: z.array(z.string()),
  /** What the shop said when approving or rejecting. */
  staffMessage: z.string().nullable(),
  /** What the lines were bought for, whole đồng. */
  linesValue: z.number().int(),
  refundedAmount: z.number().int(),
  /** The order code of the exchange sent instead of a refund, or null. */
  exchangeOrderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerReturn = z.infer<typeof customerReturnSchema>;

export const customerReturnListSchema = z.object({ items: z.array(customerReturnSchema) });
export type CustomerReturnList = z.infer<typeof customerReturnListSchema>;

/** GET /api/returns?orderId&phone: a guest's returns of one order. */
export const guestReturnsQuerySchema = z
  .object({ orderId: z.string().trim().min(1).max(40), phone: z.string().trim().min(1).max(30) })
  .strict();

/** A return as staff see it: the buyer's contact and the refunds made. */
export const adminReturnSchema = customerReturnSchema.extend({
  orderUuid: z.uuid(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentMethod: z.string(),
  refunds: z.array(refundSchema),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnListSchema = z.object({
  items: z.array(adminReturnSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

export const adminReturnsQuerySchema = z
  .object({
    status: z.enum(RETURN_STATUSES).optional(),
    orderId: z.string().trim().toUpperCase().max(40).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;

/** POST /api/admin/returns/:id/approve|reject: the message mailed to the buyer. */
export const returnDecisionSchema = z
  .object({ message: z.string().trim().max(RETURN_STAFF_MESSAGE_MAX_LENGTH).default("") })
  .strict();
export type ReturnDecision = z.infer<typeof returnDecisionSchema>;

/**
 * POST /api/admin/returns/:id/refund and POST /api/admin/orders/:id/refunds. `gateway` gives the
 * money back through VNPay or MoMo; `manual` records money given back by hand (COD, transfer) with
 * the owner's reference. The amount defaults to what is left (a return: its lines' value, capped
 * by what is left of the payment).
 */
export const refundRequestSchema = z
  .object({
    method: z.enum(REFUND_METHODS),
    amount: z.number().int().min(1).optional(),
    reference: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .refine((body) => body.method === "gateway" || body.reference !== undefined, {
    message: "A manual refund needs the reference of the money given back.",
    path: ["reference"],
  });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * POST /api/admin/returns/:id/exchange: for each returned product, the colour to send instead
 * (the same product, so the same price; its stock is checked when the exchange order is placed).
 */
export const exchangeRequestSchema = z
  .object({
    lines: z
      .array(
        z.object({ productId: z.string().trim().min(1).max(64), color: z.string().trim().min(1).max(32) }),
      )
      .min(1)
      .max(20),
  })
  .strict();
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>;

/** The refunds of one order, for the order page's panel. */
export const orderRefundsSchema = z.object({
  orderId: z.string(),
  paid: z.number().int(),
  refunded: z.number().int(),
  refundable: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  refunds: z.array(refundSchema),
  returns: z.array(adminReturnSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

/** Where a payment stands once `refunded` of `paid` đồng went back. */
export function paymentStatusAfterRefunds(paid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return "paid";
  return refunded >= paid ? "refunded" : "partially_refunded";
}
