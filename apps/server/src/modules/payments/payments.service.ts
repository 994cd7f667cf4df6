import { createHash, randomUUID } from "node:crypto";
import {
  type BankTransfer,
  GATEWAY_PAYMENT_METHODS,
  type NotificationVerdict,
  type OrderPayment,
  type PaymentMethod,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentState,
  type PlacedOrder,
  type ShopInfo,
} from "@shop/shared";
import { AppError } from "../../app-error";
import { enabledPaymentMethods, type PaymentsConfig } from "../../config";
import type { Database } from "../../db/client";
import { type MomoIpnBody, MomoUnavailableError, momoCreatePayment, momoVerifyIpn } from "./momo";
import type { OrdersForPayments, PayableOrder } from "./orders-port";
import { paymentExpiredMail } from "./payment-mails";
import * as repository from "./payments.repository";
import { bankShortName, vietQrPayload, vietQrPng } from "./vietqr";
import { VNPAY_IPN_ANSWERS, type VnpayIpnAnswer, vnpayPaymentUrl, vnpayVerify } from "./vnpay";

export interface PaymentLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PaymentServiceDependencies {
  db: Database;
  config: PaymentsConfig;
  publicUrl: string;
  orders: OrdersForPayments;
  logger: PaymentLogger;
  shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail">;
  clock?: () => Date;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** Orders expired per sweep; the next sweep (a minute later) takes the rest. */
const EXPIRY_BATCH = 100;
export const RETURN_PATH = "/payment/result";

/** The transfer note and the gateways' order text: ASCII only, as VNPay and banks want it. */
function orderInfo(orderId: string): string {
  return `Thanh toan don hang ${orderId}`;
}

function dedupeKey(provider: PaymentProvider, payload: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((key) => [key, payload[key]]),
  );
  return createHash("sha256").update(`${provider}\n${canonical}`).digest("hex");
}

/** What VNPay is told for each verdict (its IPN answers); a repeat is answered as the first was. */
function vnpayAnswer(verdict: NotificationVerdict): VnpayIpnAnswer {
  switch (verdict) {
    case "paid":
    case "failed":
      return VNPAY_IPN_ANSWERS.confirmed;
    case "already_paid":
    case "after_expiry":
      return VNPAY_IPN_ANSWERS.alreadyConfirmed;
    case "unknown_order":
      return VNPAY_IPN_ANSWERS.orderNotFound;
    case "wrong_amount":
      return VNPAY_IPN_ANSWERS.invalidAmount;
    case "bad_signature":
      return VNPAY_IPN_ANSWERS.invalidSignature;
    default:
      return VNPAY_IPN_ANSWERS.other;
  }
}

/**
 * Online payments (docs/decisions/026-payments.md): which methods are offered, the payment each
 * order starts (VNPay's signed URL, MoMo's page, the VietQR transfer), the gateways' notifications
 * (verified, stored with their verdict, idempotent), the return page's question, and the expiry of
 * orders whose money never came. Orders are reached only through OrdersForPayments.
 */
export function createPaymentService({
  db,
  config,
  publicUrl,
  orders,
  logger,
  shop,
  clock = () => new Date(),
}: PaymentServiceDependencies) {
  const methods = enabledPaymentMethods(config);

  function qrImageUrl(orderId: string, key: string): string {
    return `/api/payments/orders/${encodeURIComponent(orderId)}/vietqr.png?key=${encodeURIComponent(key)}`;
  }

  function bankTransferFor(order: { id: string; orderId: string; total: number }): BankTransfer | null {
    const account = config.bankTransfer;
    if (!account) return null;
    return {
      ...account,
      bankName: bankShortName(account.bankBin),
      amount: order.total,
      note: order.orderId,
      payload: vietQrPayload(account, order.total, order.orderId),
      qrImageUrl: qrImageUrl(order.orderId, order.id),
    };
  }

  /** The order a shopper asks about, only with the key they were given (the order's uuid). */
  async function ownOrder(orderId: string, key: string): Promise<PayableOrder> {
    const order = await orders.findOrder(orderId);
    if (!order || order.id !== key) throw new AppError("not_found", 404, "No such order.");
    return order;
  }

  /**
   * Records a notification once; a repeat is counted on its first row and answered from the first
   * verdict, so nothing is settled twice. `evaluate` checks and settles a first one.
   */
  async function receive(
    provider: PaymentProvider,
    payload: Record<string, unknown>,
    orderId: string | null,
    evaluate: () => Promise<{ verdict: NotificationVerdict; flagged?: boolean }>,
  ): Promise<NotificationVerdict> {
    const key = dedupeKey(provider, payload);
    const now = clock();
    const repeat = await repository.countRepeat(db, key, now);
    // The order it paid is now paid already (VNPay expects 02 for a notification it retries).
    if (repeat) return repeat.verdict === "paid" ? "already_paid" : repeat.verdict;
    const { verdict, flagged = false } = await evaluate();
    // Not signed with the shop's secret: not the gateway's word, so nothing to keep (anyone can
    // post any JSON here); the log still tells the owner someone tried.
    if (verdict === "bad_signature") {
      logger.warn({ orderId, provider }, "payment notification with a bad signature, not stored");
      return verdict;
    }
    await repository.insertNotification(db, {
      provider,
      orderId,
      dedupeKey: key,
      payload,
      verdict,
      flagged,
      receivedAt: now,
    });
    if (flagged) logger.warn({ orderId, provider, verdict }, "payment for an order no longer waiting");
    return verdict;
  }

  /** Settles a verified notification for a known order of the right method and amount. */
  async function settle(
    provider: PaymentProvider,
    order: PayableOrder,
    succeeded: boolean,
  ): Promise<{ verdict: NotificationVerdict; flagged?: boolean }> {
    if (order.paymentStatus !== "unpaid") return { verdict: "already_paid" };
    if (order.status === "cancelled") {
      return succeeded ? { verdict: "after_expiry", flagged: true } : { verdict: "failed" };
    }
    if (!succeeded) return { verdict: "failed" };
    if (await orders.markPaid(order.orderId, { kind: "gateway", provider })) return { verdict: "paid" };
    // Lost a race (another notification, the owner, or the expiry): look again.
    const now = await orders.findOrder(order.orderId);
    if (now?.paymentStatus !== "unpaid") return { verdict: "already_paid" };
    return { verdict: "after_expiry", flagged: true };
  }

  return {
    /** The methods checkout offers (also in ShopInfo.paymentMethods for the web app). */
    methods(): PaymentMethod[] {
      return [...methods];
    },

    /** Refuses, before anything is written, a method this shop does not offer. */
    assertOffered(method: PaymentMethod): void {
      if (!methods.includes(method)) {
        throw new AppError("payment_method_unavailable", 400, `Payment by ${method} is not offered.`, {
          paymentMethod: "payment_method_unavailable",
        });
      }
    },

    bankTransferFor,

    /**
     * How the shopper pays a placed order: VNPay's signed URL, MoMo's page (asked once, then kept,
     * so a replayed order answers the same page), or the transfer details. MoMo out of reach:
     * the order is cancelled unpaid and the shopper told to try again (502).
     */
    async paymentFor(order: PlacedOrder, request: { clientIp: string }): Promise<OrderPayment> {
      if (order.paymentMethod === "cod") return {};
      if (order.paymentMethod === "bank_transfer") {
        const bankTransfer = bankTransferFor(order);
        return bankTransfer ? { bankTransfer } : {};
      }
      const kept = await repository.findPaymentUrl(db, order.orderId);
      if (kept) return { paymentUrl: kept };
      const createdAt = new Date(order.createdAt);
      let paymentUrl: string;
      if (order.paymentMethod === "vnpay" && config.vnpay) {
        paymentUrl = vnpayPaymentUrl({
          ...config.vnpay,
          orderId: order.orderId,
          amount: order.total,
          orderInfo: orderInfo(order.orderId),
          returnUrl: `${publicUrl}${RETURN_PATH}`,
          clientIp: request.clientIp,
          locale: order.language === "vi" ? "vn" : "en",
          createdAt,
          expiresAt: new Date(createdAt.getTime() + config.ttlMinutes * 60_000),
        });
      } else if (order.paymentMethod === "momo" && config.momo) {
        try {
          paymentUrl = await momoCreatePayment(
            config.momo,
            {
              amount: order.total,
              extraData: "",
              ipnUrl: `${publicUrl}/api/payments/momo/ipn`,
              orderId: order.orderId,
              orderInfo: orderInfo(order.orderId),
              redirectUrl: `${publicUrl}${RETURN_PATH}`,
              requestId: randomUUID(),
            },
            { lang: order.language === "vi" ? "vi" : "en" },
          );
        } catch (error) {
          if (!(error instanceof MomoUnavailableError)) throw error;
          logger.error({ err: error, orderId: order.orderId }, "MoMo payment could not start");
          await orders.cancelUnpaid(order.orderId, { kind: "system", reason: "payment_unavailable" });
          throw new AppError("payment_unavailable", 502, "MoMo is not answering; please try again.");
        }
      } else {
        return {};
      }
      await repository.savePaymentUrl(db, {
        orderId: order.orderId,
        method: order.paymentMethod,
        paymentUrl,
        createdAt: clock(),
      });
      return { paymentUrl };
    },

    /** The return page's question: the server's word on the order's payment, never the URL's. */
    async paymentState(orderId: string, key: string): Promise<PaymentState> {
      const order = await ownOrder(orderId, key);
      let outcome: PaymentState["outcome"] = "pending";
      if (order.paymentStatus === "paid") outcome = "paid";
      else if (order.status === "cancelled") outcome = "expired";
      else if ((await repository.latestVerdict(db, order.orderId)) === "failed") outcome = "failed";
      return {
        orderId: order.orderId,
        paymentMethod: order.paymentMethod,
        total: order.total,
        status: order.status,
        paymentStatus: order.paymentStatus,
        outcome,
      };
    },

    async vietQrImage(orderId: string, key: string): Promise<Buffer> {
      const order = await ownOrder(orderId, key);
      const transfer = order.paymentMethod === "bank_transfer" ? bankTransferFor(order) : null;
      if (!transfer) throw new AppError("not_found", 404, "This order is not paid by bank transfer.");
      return vietQrPng(transfer.payload);
    },

    /** GET /api/payments/vnpay/ipn: verified, stored, settled once; answered in VNPay's codes. */
    async vnpayIpn(rawQuery: Record<string, string | string[]>): Promise<VnpayIpnAnswer> {
      const vnpay = config.vnpay;
      if (!vnpay) return VNPAY_IPN_ANSWERS.other;
      // VNPay signs each parameter once; a repeated one is no query of VNPay's, and which copy
      // the signature covers cannot be told: answered as a bad signature, in VNPay's words.
      const query = singleValued(rawQuery);
      if (!query) return VNPAY_IPN_ANSWERS.invalidSignature;
      const orderId = typeof query.vnp_TxnRef === "string" ? query.vnp_TxnRef : null;
      const verdict = await receive("vnpay", query, orderId, async () => {
        if (!vnpayVerify(query, vnpay.hashSecret) || query.vnp_TmnCode !== vnpay.tmnCode) {
          return { verdict: "bad_signature" };
        }
        const order = orderId ? await orders.findOrder(orderId) : null;
        if (order?.paymentMethod !== "vnpay") return { verdict: "unknown_order" };
        if (query.vnp_Amount !== String(order.total * 100)) return { verdict: "wrong_amount" };
        const succeeded = query.vnp_ResponseCode === "00" && query.vnp_TransactionStatus === "00";
        return settle("vnpay", order, succeeded);
      });
      return vnpayAnswer(verdict);
    },

    /** POST /api/payments/momo/ipn: verified, stored, settled once; MoMo is answered 204 always. */
    async momoIpn(body: Record<string, unknown>): Promise<NotificationVerdict> {
      const momo = config.momo;
      // Not a MoMo shop: nothing to verify against, and nothing worth keeping.
      if (!momo) return "invalid";
      const orderId = typeof body.orderId === "string" ? body.orderId : null;
      return receive("momo", body, orderId, async () => {
        const ipn = body as unknown as MomoIpnBody;
        if (!momoVerifyIpn(momo, ipn) || ipn.partnerCode !== momo.partnerCode) {
          return { verdict: "bad_signature" };
        }
        const order = orderId ? await orders.findOrder(orderId) : null;
        if (order?.paymentMethod !== "momo") return { verdict: "unknown_order" };
        if (String(ipn.amount) !== String(order.total)) return { verdict: "wrong_amount" };
        return settle("momo", order, String(ipn.resultCode) === "0");
      });
    },

    /**
     * Cancels VNPay and MoMo orders unpaid after PAYMENT_TTL_MINUTES and tells each customer.
     * Bank transfers wait for the owner, who sees the money arrive (docs/decisions/026-payments.md).
     */
    async expireWaiting(): Promise<string[]> {
      const before = new Date(clock().getTime() - config.ttlMinutes * 60_000);
      const waiting = await orders.listWaitingForPayment(GATEWAY_PAYMENT_METHODS, before, EXPIRY_BATCH);
      const expired: string[] = [];
      const notice = (order: PayableOrder) =>
        paymentExpiredMail(order, { shop, publicUrl, ttlMinutes: config.ttlMinutes });
      for (const order of waiting) {
        // The notice commits with the cancellation (the mail outbox): a crash cannot lose it.
        if (await orders.cancelUnpaid(order.orderId, { kind: "system", reason: "payment_expired" }, notice)) {
          expired.push(order.orderId);
        }
      }
      return expired;
    },

    /**
     * The owner saw the transfer arrive. Audit: the audit log's `AuditLog.record` goes here, with
     * the admin's id and the order (see docs/decisions/026-payments.md).
     */
    async markBankTransferPaid(orderId: string, adminUserId: string): Promise<void> {
      const order = await orders.findOrder(orderId);
      if (!order) throw new AppError("not_found", 404, "No such order.");
      if (order.paymentMethod !== "bank_transfer") {
        throw new AppError("not_bank_transfer", 409, "This order is not paid by bank transfer.");
      }
      if (order.paymentStatus === "paid") return;
      if (!(await orders.markPaid(orderId, { kind: "admin", userId: adminUserId }))) {
        throw new AppError("conflict", 409, "This order can no longer be marked paid.");
      }
    },

    /** The newest first; `orderId` (an order code) keeps one order's, for its detail view. */
    async listNotifications(options: {
      flaggedOnly: boolean;
      limit: number;
      orderId?: string;
    }): Promise<PaymentNotification[]> {
      return repository.listNotifications(db, options);
    },
  };
}

/** The query when every parameter appears once; null when one is repeated. */
function singleValued(query: Record<string, string | string[]>): Record<string, string> | null {
  const single: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== "string") return null;
    single[name] = value;
  }
  return single;
}
