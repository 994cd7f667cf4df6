import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "./constants";
import { z } from "./zod";

/**
 * The online payments' contracts shared by the server and the web app
 * (docs/decisions/026-payments.md).
 */

/** What the shopper needs to pay by bank transfer: the shop's account, the amount and the note. */
export const bankTransferSchema = z.object({
  bankBin: z.string(),
  /**
   * The bank's short name for its BIN ("Vietcombank"), from the maintained NAPAS list in the
   * `vietnam-qr-pay` package; null for a BIN that list does not hold.
   */
  bankName: z.string().nullable(),
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

/**
 * What the shop made of an incoming bank transfer SePay reported (docs/decisions/048-sepay-and-refunds.md):
 * `matched` paid its order; `unmatched` waits for the owner (see the reason); `settled` the owner
 * dealt with it by hand; `ignored` was not money in to the shop's account (money out, another
 * account) and is kept only as a record.
 */
export const INCOMING_TRANSFER_STATUSES = ["matched", "unmatched", "settled", "ignored"] as const;
export type IncomingTransferStatus = (typeof INCOMING_TRANSFER_STATUSES)[number];

/** Why a transfer did not pay an order by itself. */
export const INCOMING_TRANSFER_REASONS = [
  "no_order_code",
  "unknown_order",
  "not_bank_transfer",
  "wrong_amount",
  "already_paid",
  "order_cancelled",
  "money_out",
  "other_account",
] as const;
export type IncomingTransferReason = (typeof INCOMING_TRANSFER_REASONS)[number];

/** One transfer, for the owner's list (GET /api/admin/payments/transfers). */
export const incomingTransferSchema = z.object({
  id: z.uuid(),
  /** SePay's own id of the transaction. */
  sepayId: z.string(),
  status: z.enum(INCOMING_TRANSFER_STATUSES),
  reason: z.enum(INCOMING_TRANSFER_REASONS).nullable(),
  /** The order it paid or was settled to (its code), or the code it named. */
  orderId: z.string().nullable(),
  amount: z.number().int(),
  content: z.string(),
  gateway: z.string(),
  accountNumber: z.string(),
  referenceCode: z.string().nullable(),
  transactionDate: z.string(),
  receivedAt: z.string(),
  settledAt: z.string().nullable(),
  settledBy: z.uuid().nullable(),
  note: z.string().nullable(),
});
export type IncomingTransfer = z.infer<typeof incomingTransferSchema>;

export const incomingTransferListSchema = z.object({
  items: z.array(incomingTransferSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type IncomingTransferList = z.infer<typeof incomingTransferListSchema>;

/**
 * The owner settles an unmatched transfer by hand: with `orderId`, that bank-transfer order is
 * marked paid by this money (whatever the amount: the owner has looked); without, the transfer is
 * closed with the note (sent back, not the shop's business…).
 */
export const settleIncomingTransferSchema = z.object({
  orderId: z.string().trim().toUpperCase().optional(),
  note: z.string().trim().max(500).optional(),
});
export type SettleIncomingTransfer = z.infer<typeof settleIncomingTransferSchema>;
