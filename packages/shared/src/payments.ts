import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "./constants";
import { z } from "./zod";

/**
 * The online payments' contracts shared by the server and the web app
 * (docs/decisions/026-payments.md).
 */

/** What the shopper needs to pay by bank transfer: the shop's account, the amount and the note. */
export const bankTransferSchema = z.object({
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number().int(),
  /** The transfer note: the order's code, so the owner can match the money to the order. */
  note: z.string(),
  /** The VietQR (EMVCo, NAPAS) text inside the QR code; banking apps read it. */
  payload: z.string(),
  /** The QR code as a PNG, served by the shop (GET /api/payments/orders/:orderId/vietqr.png). */
  qrImageUrl: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** What POST /api/orders adds for an online method. */
export const orderPaymentSchema = z.object({
  /** VNPay or MoMo: the gateway's page the shopper is sent to. */
  paymentUrl: z.string().optional(),
  bankTransfer: bankTransferSchema.optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * Where an online payment stands, as the return page shows it: paid, failed (the gateway said so
 * and the order still waits), pending (no word yet) or expired (the order was cancelled unpaid).
 */
export const PAYMENT_OUTCOMES = ["paid", "failed", "pending", "expired"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** GET /api/payments/orders/:orderId?key=: only for the holder of the order's id (its uuid). */
export const paymentStateSchema = z.object({
  orderId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  outcome: z.enum(PAYMENT_OUTCOMES),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const PAYMENT_PROVIDERS = ["vnpay", "momo"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** What the shop made of a gateway's notification (stored beside its raw payload). */
export const NOTIFICATION_VERDICTS = [
  "paid",
  "failed",
  "already_paid",
  "bad_signature",
  "wrong_amount",
  "unknown_order",
  "after_expiry",
  "invalid",
] as const;
export type NotificationVerdict = (typeof NOTIFICATION_VERDICTS)[number];

/** One stored notification, for the owner's list (GET /api/admin/payments/notifications). */
export const paymentNotificationSchema = z.object({
  id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.string().nullable(),
  verdict: z.enum(NOTIFICATION_VERDICTS),
  /** True when the owner must look: money arrived for an order that is no longer waiting. */
  flagged: z.boolean(),
  timesReceived: z.number().int(),
  payload: z.record(z.string(), z.unknown()),
  receivedAt: z.string(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
