import type {
  IncomingTransfer,
  IncomingTransferList,
  IncomingTransferReason,
  IncomingTransferStatus,
  SettleIncomingTransfer,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import * as repository from "./incoming-transfers.repository";
import type { OrdersForPayments, PayableOrder } from "./orders-port";
import { isSepayAuthorized, orderCodesIn, type SepayWebhook, sepayWebhookSchema } from "./sepay";

export interface SepayTransfersDependencies {
  db: Database;
  /** SEPAY_API_KEY; null: the webhook is not switched on. */
  apiKey: string | null;
  /** The shop's account (BANK_ACCOUNT_NUMBER): money to any other account is not an order's. */
  accountNumber: string | null;
  orders: OrdersForPayments;
  logger: { warn(details: object, message: string): void };
  clock?: () => Date;
}

export type SepayTransfers = ReturnType<typeof createSepayTransfers>;

/**
 * SePay retries a delivery that got no 2xx within seconds; a claim older than this was left by a
 * process that died before judging it, and the next delivery of the same id judges it instead.
 */
const STALE_CLAIM_MS = 5 * 60_000;

type Verdict = {
  status: Exclude<IncomingTransferStatus, "settled">;
  reason: IncomingTransferReason | null;
  orderId: string | null;
};

function unmatched(reason: IncomingTransferReason, orderId: string | null): Verdict {
  return { status: "unmatched", reason, orderId };
}

/**
 * Bank transfers that confirm themselves (docs/decisions/048-sepay-and-refunds.md): SePay tells the
 * shop about each transaction on its account; money in whose note names an unpaid bank-transfer
 * order and whose amount is that order's total pays it, through OrdersForPayments (the lifecycle
 * writes the timeline and queues the customer's "paid" mail). Everything else waits for the owner,
 * who settles it by hand. Each SePay transaction id is judged once, however often it arrives.
 */
export function createSepayTransfers({
  db,
  apiKey,
  accountNumber,
  orders,
  logger,
  clock = () => new Date(),
}: SepayTransfersDependencies) {
  async function judge(transfer: SepayWebhook): Promise<Verdict> {
    if (transfer.transferType !== "in") return { status: "ignored", reason: "money_out", orderId: null };
    if (accountNumber && transfer.accountNumber !== accountNumber && transfer.subAccount !== accountNumber) {
      return { status: "ignored", reason: "other_account", orderId: null };
    }
    const codes = orderCodesIn(transfer);
    if (codes.length === 0) return unmatched("no_order_code", null);
    let order: PayableOrder | null = null;
    for (const code of codes) {
      order = await orders.findOrder(code);
      if (order) break;
    }
    if (!order) return unmatched("unknown_order", codes[0] ?? null);
    const orderId = order.orderId;
    if (order.paymentMethod !== "bank_transfer") return unmatched("not_bank_transfer", orderId);
    if (order.paymentStatus !== "unpaid") return unmatched("already_paid", orderId);
    if (order.status === "cancelled") return unmatched("order_cancelled", orderId);
    if (transfer.transferAmount !== order.total) return unmatched("wrong_amount", orderId);
    if (await orders.markPaid(orderId, { kind: "bank_feed", source: "sepay" })) {
      return { status: "matched", reason: null, orderId };
    }
    // Lost a race (the owner marked it, or cancelled it): the money is for the owner to look at.
    const now = await orders.findOrder(orderId);
    return unmatched(now?.paymentStatus === "unpaid" ? "order_cancelled" : "already_paid", orderId);
  }

  return {
    isConfigured(): boolean {
      return apiKey !== null;
    },

    /**
     * POST /api/payments/sepay/webhook. A wrong key is 401 and stores nothing; a transaction id
     * seen before changes nothing and is answered as received, so SePay stops retrying.
     */
    async receive(
      authorization: string | undefined,
      body: unknown,
    ): Promise<{ duplicate: boolean; transfer: IncomingTransfer | null }> {
      if (!apiKey) throw new AppError("not_found", 404, "SePay is not configured.");
      if (!isSepayAuthorized(authorization, apiKey)) {
        throw new AppError("unauthorized", 401, "The SePay API key is missing or wrong.");
      }
      const parsed = sepayWebhookSchema.safeParse(body);
      if (!parsed.success) {
        throw new AppError("bad_request", 400, "This is not a SePay transaction.");
      }
      const transfer = parsed.data;
      const now = clock();
      const claimed =
        (await repository.claimTransfer(db, {
          sepayId: transfer.id,
          amount: transfer.transferAmount,
          transferType: transfer.transferType,
          content: transfer.content,
          gateway: transfer.gateway,
          accountNumber: transfer.accountNumber,
          referenceCode: transfer.referenceCode ?? null,
          transactionDate: transfer.transactionDate,
          payload: body as Record<string, unknown>,
          receivedAt: now,
        })) ??
        (await repository.reclaimStale(db, transfer.id, new Date(now.getTime() - STALE_CLAIM_MS), now));
      if (!claimed) return { duplicate: true, transfer: null };
      const verdict = await judge(transfer);
      await repository.recordVerdict(db, claimed.id, verdict);
      if (verdict.status === "unmatched") {
        logger.warn(
          { sepayId: transfer.id, reason: verdict.reason, orderId: verdict.orderId },
          "bank transfer waits for the owner",
        );
      }
      return {
        duplicate: false,
        transfer: repository.toIncomingTransfer({ ...claimed, ...verdict }),
      };
    },

    async list(options: {
      status?: IncomingTransferStatus;
      page: number;
      limit: number;
    }): Promise<IncomingTransferList> {
      const { items, total } = await repository.listTransfers(db, options);
      return { items, total, page: options.page, limit: options.limit };
    },

    /**
     * The owner settles a transfer that waits: paying the named bank-transfer order with it, or
     * closing it with a note. A transfer already matched or settled is 409.
     */
    async settle(
      id: string,
      settlement: SettleIncomingTransfer,
      adminUserId: string,
    ): Promise<IncomingTransfer> {
      const found = await repository.findTransfer(db, id);
      if (!found) throw new AppError("not_found", 404, "No such transfer.");
      const waiting = toStatus(found.status) === "unmatched";
      if (!waiting) throw new AppError("transfer_not_waiting", 409, "This transfer was already dealt with.");
      const orderId = settlement.orderId ?? null;
      if (orderId) {
        const order = await orders.findOrder(orderId);
        if (!order) throw new AppError("not_found", 404, "No such order.");
        if (order.paymentMethod !== "bank_transfer") {
          throw new AppError("not_bank_transfer", 409, "This order is not paid by bank transfer.");
        }
        if (
          order.paymentStatus !== "unpaid" ||
          !(await orders.markPaid(orderId, { kind: "admin", userId: adminUserId }))
        ) {
          throw new AppError("invalid_transition", 409, "This order can no longer be marked paid.");
        }
      }
      const settled = await repository.settleTransfer(db, id, {
        orderId,
        note: settlement.note ?? null,
        settledBy: adminUserId,
        settledAt: clock(),
      });
      if (!settled) throw new AppError("transfer_not_waiting", 409, "This transfer was already dealt with.");
      return repository.toIncomingTransfer(settled);
    },
  };
}

function toStatus(stored: string): string {
  return stored === repository.RECEIVED ? "unmatched" : stored;
}
