import { randomUUID } from "node:crypto";
import {
  type AdminReturn,
  type AdminReturnList,
  type AdminReturnsQuery,
  type CustomerReturn,
  canChangeReturnStatus,
  type ExchangeRequest,
  isRefundableThroughGateway,
  isWithinReturnWindow,
  type OrderRefunds,
  paymentStatusAfterRefunds,
  RETURN_PHOTOS_MAX,
  type Refund,
  type RefundRequest,
  type ReturnRequest,
  type ReturnStatus,
  returnWindowDays,
  type ShopInfo,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { enqueueMail } from "../mail/outbox";
import { type PaymentRefunds, RefundGatewayError } from "../payments/refund-gateway";
import type { ProductService } from "../products/products.service";
import type { WebhookEvents } from "../webhooks/webhook-events";
import type { OrdersForReturns, RefundActor, ReturnableOrder } from "./orders-port";
import { type ReturnMailStep, returnMail } from "./return-mails";
import * as repository from "./returns.repository";

/** How a buyer proves the order is theirs: the order's phone (a guest), or the signed-in account. */
export type ReturnProof =
  | { kind: "guest"; phone: string }
  | { kind: "customer"; userId: string; email: string; emailVerified: boolean };

/** Where a return's photos are checked and kept (modules/media: checked as product uploads are). */
export interface ReturnPhotoStore {
  assertImage(bytes: Uint8Array): Promise<void>;
  storeReturnPhotos(photos: readonly Uint8Array[]): Promise<string[]>;
  deleteReturnPhotos(urls: readonly string[]): Promise<void>;
}

export interface ReturnsDependencies {
  db: Database;
  orders: OrdersForReturns;
  products: Pick<ProductService, "returnStock">;
  changes: Pick<CatalogueChanges, "transaction">;
  photos: ReturnPhotoStore;
  refunds: PaymentRefunds;
  /** RETURN_DAYS: days after delivery a return may be asked for (30 for wrong information). */
  returnDays: number;
  shop: Pick<ShopInfo, "name">;
  /** The buyer's page of an order (the guest lookup), linked from every mail. */
  lookupUrl: (orderId: string) => string;
  mailQueued: () => void;
  /** `return.updated` and `refund.created` for the owner's tools, queued in each change's transaction. */
  webhooks: Pick<WebhookEvents, "queue" | "queued">;
  clock?: () => Date;
}

export type ReturnsService = ReturnType<typeof createReturnsService>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function orderNotFound(): AppError {
  return new AppError("not_found", 404, "Order not found.");
}

function returnNotFound(): AppError {
  return new AppError("not_found", 404, "Return not found.");
}

/** The same digits the checkout stored: spaces, dots, dashes and brackets dropped (as the lookup). */
function phoneDigits(phone: string): string {
  return phone.replace(/[\s.()-]/g, "");
}

/** Whether the caller may act on this order as its buyer; the answer never tells which half failed. */
function proves(order: ReturnableOrder, proof: ReturnProof): boolean {
  if (proof.kind === "guest") return phoneDigits(proof.phone) === order.phone;
  // Orders are matched to accounts by a verified e-mail (modules/users/me.routes.ts).
  return proof.emailVerified && proof.email.toLowerCase() === order.email.toLowerCase();
}

function linesValue(lines: ReadonlyArray<{ unitPrice: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

function toRefund(row: repository.RefundRow): Refund {
  return {
    id: row.id,
    returnId: row.returnId,
    amount: row.amount,
    method: row.method,
    // A refund still `started` is being asked of its gateway: shown as pending.
    status: row.status === "started" ? "pending" : (row.status as Refund["status"]),
    reference: row.reference,
    gatewayCode: row.gatewayCode,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A refund as the owner's tools hear of it (`refund.created`, and inside `return.updated`). */
function refundEventData(row: repository.RefundRow) {
  const refund = toRefund(row);
  return {
    id: refund.id,
    amount: refund.amount,
    method: refund.method,
    status: refund.status,
    reference: refund.reference,
  };
}

function toCustomerReturn(stored: repository.StoredReturn): CustomerReturn {
  const { row, lines } = stored;
  return {
    id: row.id,
    orderId: row.orderCode,
    status: row.status,
    reason: row.reason,
    note: row.note,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      color: line.color,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    })),
    photos: stored.photos,
    staffMessage: row.staffMessage,
    linesValue: linesValue(lines),
    refundedAmount: stored.refunds
      .filter((refund) => refund.status === "succeeded" || refund.status === "pending")
      .reduce((sum, refund) => sum + refund.amount, 0),
    exchangeOrderId: row.exchangeOrderCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminReturn(stored: repository.StoredReturn, order: ReturnableOrder | null): AdminReturn {
  return {
    ...toCustomerReturn(stored),
    orderUuid: stored.row.orderId,
    customerName: order?.fullName ?? "",
    email: order?.email ?? "",
    phone: order?.phone ?? "",
    paymentMethod: order?.paymentMethod ?? "",
    refunds: stored.refunds.map(toRefund),
  };
}

/**
 * Returns, refunds and the money's way back (docs/decisions/053-returns-refunds-exchanges.md).
 * A buyer asks; staff approve or reject, then mark the parcel received (its lines go back to stock,
 * published as a catalogue change in the same transaction); an administrator refunds, through the
 * gateway the order was paid with or by hand with a reference. Each step is mailed to the buyer
 * through the outbox, in the order's language, and written to the audit log, in its transaction.
 */
export function createReturnsService({
  db,
  orders,
  products,
  changes,
  photos,
  refunds,
  returnDays,
  shop,
  lookupUrl,
  mailQueued,
  webhooks,
  clock = () => new Date(),
}: ReturnsDependencies) {
  // Set when a change queued a webhook; the sender is woken after the commit (a change rolled back
  // after queueing leaves it set: the next change wakes the sender for nothing, which is harmless).
  let webhooksWaiting = false;

  /**
   * `return.updated` (docs/webhooks.md): the return, its order's code and its move, in the
   * move's transaction. `from` is null when the buyer asks for it.
   */
  async function tellReturnUpdated(
    tx: Database,
    move: {
      id: string;
      order: ReturnableOrder;
      from: ReturnStatus | null;
      to: ReturnStatus;
      by: "customer" | "shop";
      refund?: repository.RefundRow;
      exchangeOrderId?: string;
    },
  ): Promise<void> {
    const data = {
      id: move.id,
      orderId: move.order.orderId,
      from: move.from,
      to: move.to,
      by: move.by,
      at: clock().toISOString(),
      ...(move.refund ? { refund: refundEventData(move.refund) } : {}),
      ...(move.exchangeOrderId ? { exchangeOrderId: move.exchangeOrderId } : {}),
    };
    if ((await webhooks.queue(tx, "return.updated", data)) > 0) webhooksWaiting = true;
  }

  function webhooksCommitted(): void {
    if (!webhooksWaiting) return;
    webhooksWaiting = false;
    webhooks.queued();
  }

  function queueMail(
    tx: Database,
    order: ReturnableOrder,
    step: ReturnMailStep,
    lines: ReadonlyArray<{ name: string; quantity: number }>,
    extra: { message?: string | null; amount?: number; exchangeOrderId?: string; dedupeKey: string },
  ): Promise<void> {
    return enqueueMail(
      tx,
      returnMail(
        {
          step,
          orderId: order.orderId,
          fullName: order.fullName,
          email: order.email,
          language: order.language,
          lines,
          message: extra.message ?? null,
          ...(extra.amount !== undefined ? { amount: extra.amount } : {}),
          ...(extra.exchangeOrderId !== undefined ? { exchangeOrderId: extra.exchangeOrderId } : {}),
        },
        { shop, lookupUrl: lookupUrl(order.orderId) },
      ),
      { dedupeKey: extra.dedupeKey, now: clock() },
    );
  }

  /**
   * The requested lines, merged by product and colour and matched to the order's lines, each
   * within what was bought less what other returns already hold. Throws the first fault.
   */
  function checkLines(
    order: ReturnableOrder,
    requested: ReturnRequest["lines"],
    held: Map<string, number>,
  ): repository.NewReturn["lines"] {
    const merged = new Map<string, { productId: string; color: string; quantity: number }>();
    for (const line of requested) {
      const key = repository.lineKey(line.productId, line.color);
      const existing = merged.get(key);
      merged.set(key, { ...line, quantity: (existing?.quantity ?? 0) + line.quantity });
    }
    const result: repository.NewReturn["lines"] = [];
    for (const [key, line] of merged) {
      const bought = order.lines.filter((item) => repository.lineKey(item.productId, item.color) === key);
      const first = bought[0];
      if (!first) {
        throw new AppError("validation_failed", 400, "A line to return is not in this order.", {
          lines: "not_in_order",
        });
      }
      const boughtQuantity = bought.reduce((sum, item) => sum + item.quantity, 0);
      const alreadyHeld = held.get(key) ?? 0;
      const left = boughtQuantity - alreadyHeld;
      if (line.quantity > left) {
        throw new AppError(
          "return_quantity_exceeded",
          409,
          alreadyHeld > 0
            ? `Only ${Math.max(left, 0)} of "${first.name}" can still be returned: ${alreadyHeld} are already in another return.`
            : `Only ${boughtQuantity} of "${first.name}" were bought.`,
          { lines: `at_most_${Math.max(left, 0)}` },
        );
      }
      result.push({
        productId: first.productId,
        name: first.name,
        color: first.color,
        unitPrice: first.unitPrice,
        quantity: line.quantity,
      });
    }
    return result;
  }

  async function findOwnOrder(orderId: string, proof: ReturnProof): Promise<ReturnableOrder> {
    const order = await orders.findOrder(orderId);
    if (!order || !proves(order, proof)) throw orderNotFound();
    return order;
  }

  /** The request's rules that need no lock: delivered, within its window, lines that were bought. */
  function checkRequest(order: ReturnableOrder, input: ReturnRequest, held: Map<string, number>) {
    if (order.status !== "delivered" || !order.deliveredAt) {
      throw new AppError("return_not_delivered", 409, "Only a delivered order can be returned.");
    }
    if (!isWithinReturnWindow(order.deliveredAt, clock(), input.reason, returnDays)) {
      const days = returnWindowDays(input.reason, returnDays);
      throw new AppError(
        "return_window_closed",
        409,
        `A return with this reason may be asked for within ${days} days of delivery.`,
        { reason: `within_${days}_days` },
      );
    }
    return checkLines(order, input.lines, held);
  }

  async function requestReturn(
    input: ReturnRequest,
    photoFiles: readonly Uint8Array[],
    proof: ReturnProof,
  ): Promise<CustomerReturn> {
    if (photoFiles.length > RETURN_PHOTOS_MAX) {
      throw new AppError("too_many_photos", 400, `A return may carry at most ${RETURN_PHOTOS_MAX} photos.`, {
        photos: `at_most_${RETURN_PHOTOS_MAX}`,
      });
    }
    for (const bytes of photoFiles) await photos.assertImage(bytes);
    const order = await findOwnOrder(input.orderId, proof);
    // Checked once before the photos are stored, so a refused request stores nothing; checked
    // again under the order's lock, where two requests at once are told apart.
    checkRequest(order, input, await repository.heldQuantities(db, order.id));
    const urls = photoFiles.length > 0 ? await photos.storeReturnPhotos(photoFiles) : [];
    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        const locked = await orders.lockOrder(tx, order.id);
        if (!locked) throw orderNotFound();
        const lines = checkRequest(locked, input, await repository.heldQuantities(tx, locked.id));
        const returnId = await repository.insertReturn(tx, {
          orderId: locked.id,
          orderCode: locked.orderId,
          reason: input.reason,
          note: input.note,
          lines,
          photos: urls,
          now: clock(),
        });
        await queueMail(tx, locked, "requested", lines, { dedupeKey: `return-requested:${returnId}` });
        await tellReturnUpdated(tx, {
          id: returnId,
          order: locked,
          from: null,
          to: "requested",
          by: "customer",
        });
        const actor: AuditActor =
          proof.kind === "customer"
            ? { id: proof.userId, email: proof.email }
            : { id: null, email: locked.email };
        await AuditLog.record(tx, {
          actor,
          action: "return.request",
          entity: "return",
          entityId: returnId,
          after: { orderId: locked.orderId, reason: input.reason, lines, photos: urls.length },
        });
        return returnId;
      });
    } catch (error) {
      if (urls.length > 0) await photos.deleteReturnPhotos(urls).catch(() => undefined);
      throw error;
    }
    mailQueued();
    webhooksCommitted();
    const stored = await repository.findReturn(db, id);
    if (!stored) throw returnNotFound();
    return toCustomerReturn(stored);
  }

  /** A return's move by staff, checked and written with its mail and audit entry. */
  async function moveReturn(
    id: string,
    to: ReturnStatus,
    actor: AuditActor,
    options: { message?: string; putBackStock?: boolean } = {},
  ): Promise<AdminReturn> {
    if (!UUID_PATTERN.test(id)) throw returnNotFound();
    await changes.transaction(async (tx, publish) => {
      // The order's row first, then the return's: the order refunds lock them in (no deadlock).
      const seen = await repository.findReturn(tx, id);
      if (!seen) throw returnNotFound();
      const order = await orders.lockOrder(tx, seen.row.orderId);
      if (!order) throw orderNotFound();
      const stored = await repository.lockReturn(tx, id);
      if (!stored) throw returnNotFound();
      const from = stored.row.status;
      if (!canChangeReturnStatus(from, to)) {
        throw new AppError("invalid_transition", 409, `A return cannot go from ${from} to ${to}.`, {
          status: `${from} → ${to}`,
        });
      }
      if (options.putBackStock) {
        // The products module puts the stock back and publishes `stock_changed` in this
        // transaction, as a cancelled order's stock goes back (orders/order-lifecycle.service.ts).
        await products.returnStock(
          tx,
          publish,
          stored.lines.map((line) => ({
            productId: line.productId,
            color: line.color,
            quantity: line.quantity,
          })),
        );
      }
      await repository.setReturnStatus(tx, id, {
        status: to,
        ...(options.message !== undefined ? { staffMessage: options.message } : {}),
        now: clock(),
      });
      await queueMail(tx, order, to as ReturnMailStep, stored.lines, {
        message: options.message ?? null,
        dedupeKey: `return-${to}:${id}`,
      });
      await tellReturnUpdated(tx, { id, order, from, to, by: "shop" });
      await AuditLog.record(tx, {
        actor,
        action: `return.${to}`,
        entity: "return",
        entityId: id,
        before: { status: from },
        after: { status: to, ...(options.message ? { message: options.message } : {}) },
      });
    });
    mailQueued();
    webhooksCommitted();
    return adminReturn(id);
  }

  async function adminReturn(id: string): Promise<AdminReturn> {
    if (!UUID_PATTERN.test(id)) throw returnNotFound();
    const stored = await repository.findReturn(db, id);
    if (!stored) throw returnNotFound();
    return toAdminReturn(stored, await orders.findOrder(stored.row.orderId));
  }

  function gatewayFailure(error: RefundGatewayError | null, message: string | null): AppError {
    if (error?.kind === "unreachable") {
      return new AppError(
        "refund_failed",
        502,
        "The payment gateway could not be reached: nothing was refunded. Try again later.",
      );
    }
    if (error?.kind === "unverified_answer") {
      return new AppError(
        "refund_failed",
        502,
        "The payment gateway's answer could not be verified: check its merchant portal before trying again.",
      );
    }
    if (error) return new AppError("refund_failed", 409, error.message);
    return new AppError(
      "refund_failed",
      409,
      `The payment gateway refused the refund: ${message ?? "no reason given"}.`,
    );
  }

  /**
   * Gives money of an order back (docs/decisions/053-returns-refunds-exchanges.md). Under the
   * order's row lock the amount is checked against what was paid less every refund not failed,
   * and the refund is written; two staff clicking at once run one after the other, and the second
   * sees the first's amount taken. A manual refund is done there; a gateway refund is written
   * `started`, the gateway is asked outside any transaction, and its answer settles it.
   */
  async function refund(
    orderRef: string,
    request: RefundRequest,
    actor: RefundActor,
    returnId: string | null,
  ): Promise<{ refund: Refund; order: OrderRefunds }> {
    const found = await orders.findOrder(orderRef);
    if (!found) throw orderNotFound();
    const requestId = randomUUID();
    const started = await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, found.id);
      if (!order) throw orderNotFound();
      let returnLinesValue: number | null = null;
      let returnLines: repository.ReturnLineRow[] = [];
      if (returnId) {
        const stored = await repository.lockReturn(tx, returnId);
        if (!stored || stored.row.orderId !== order.id) throw returnNotFound();
        // One refund per return: a second click finds the first (started, pending or done) here.
        if (stored.refunds.some((existing) => existing.status !== "failed")) {
          throw new AppError(
            "refund_exceeds_paid",
            409,
            "This return is already refunded or being refunded.",
          );
        }
        if (stored.row.status !== "received") {
          throw new AppError(
            "invalid_transition",
            409,
            `A return is refunded once its parcel is received (it is ${stored.row.status}).`,
          );
        }
        returnLinesValue = linesValue(stored.lines);
        returnLines = stored.lines;
      }
      if (order.paymentStatus === "refunded") {
        throw new AppError(
          "refund_exceeds_paid",
          409,
          `Order ${order.orderId} is already refunded in full.`,
          {
            amount: "at_most_0",
          },
        );
      }
      if (order.paymentStatus !== "paid" && order.paymentStatus !== "partially_refunded") {
        throw new AppError(
          "order_not_paid",
          409,
          `Order ${order.orderId} is ${order.paymentStatus}: there is nothing to refund.`,
        );
      }
      const refunded = await repository.refundedAmount(tx, order.id);
      const refundable = order.total - refunded;
      const amount = request.amount ?? Math.min(returnLinesValue ?? refundable, refundable);
      if (amount <= 0 || amount > refundable) {
        throw new AppError(
          "refund_exceeds_paid",
          409,
          `At most ${refundable} đồng of order ${order.orderId} can still be refunded.`,
          { amount: `at_most_${refundable}` },
        );
      }
      if (request.method === "gateway" && !isRefundableThroughGateway(order.paymentMethod)) {
        throw new AppError(
          "validation_failed",
          400,
          "Only VNPay and MoMo payments are refunded through their gateway; record this refund by hand with its reference.",
          { method: "manual_only" },
        );
      }
      const row = await repository.insertRefund(tx, {
        orderId: order.id,
        returnId,
        amount,
        method: request.method,
        status: request.method === "manual" ? "succeeded" : "started",
        requestId,
        reference: request.reference ?? null,
        actor,
        now: clock(),
      });
      if (request.method === "manual") {
        await settle(tx, order, row, refunded + amount, returnId, returnLines, actor);
      }
      return { order, row, refunded, returnLines };
    });
    if (request.method === "manual") {
      mailQueued();
      webhooksCommitted();
      return { refund: toRefund(started.row), order: await orderRefunds(started.order.id) };
    }

    let outcome: Awaited<ReturnType<PaymentRefunds["refund"]>> | null = null;
    let failure: RefundGatewayError | null = null;
    try {
      outcome = await refunds.refund(
        {
          orderId: started.order.orderId,
          paymentMethod: started.order.paymentMethod,
          total: started.order.total,
          createdAt: started.order.createdAt,
        },
        started.row.amount,
        `Hoan tien don ${started.order.orderId}`,
        requestId,
      );
    } catch (error) {
      if (!(error instanceof RefundGatewayError)) throw error;
      failure = error;
    }
    const succeeded = outcome !== null && outcome.status !== "failed";
    const settled = await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, started.order.id);
      if (!order) throw orderNotFound();
      const row = await repository.settleRefund(tx, started.row.id, {
        status: succeeded && outcome ? outcome.status : "failed",
        reference: outcome?.gatewayReference ?? null,
        gatewayCode: outcome?.gatewayCode ?? null,
        message: outcome?.message ?? failure?.message ?? null,
        now: clock(),
      });
      if (succeeded) {
        const refundedNow = await repository.refundedAmount(tx, order.id);
        await settle(tx, order, row, refundedNow, returnId, started.returnLines, actor);
      } else {
        await AuditLog.record(tx, {
          actor,
          action: "refund.failed",
          entity: "refund",
          entityId: row.id,
          after: {
            orderId: order.orderId,
            amount: row.amount,
            gatewayCode: row.gatewayCode,
            message: row.message,
          },
        });
      }
      return row;
    });
    if (!succeeded) throw gatewayFailure(failure, outcome?.message ?? null);
    mailQueued();
    webhooksCommitted();
    return { refund: toRefund(settled), order: await orderRefunds(started.order.id) };
  }

  /** A refund that went through: the payment's status, the return's, the mail and the audit entry. */
  async function settle(
    tx: Database,
    order: ReturnableOrder,
    row: repository.RefundRow,
    refundedTotal: number,
    returnId: string | null,
    lines: ReadonlyArray<{ name: string; quantity: number }>,
    actor: RefundActor,
  ): Promise<void> {
    const to = paymentStatusAfterRefunds(order.total, refundedTotal);
    if (to === "refunded" || to === "partially_refunded") {
      await orders.setRefundedPaymentStatus(tx, order.id, to, actor);
    }
    if (returnId) {
      await repository.setReturnStatus(tx, returnId, { status: "refunded", now: clock() });
      await tellReturnUpdated(tx, {
        id: returnId,
        order,
        from: "received",
        to: "refunded",
        by: "shop",
        refund: row,
      });
    }
    const refunded = { ...refundEventData(row), orderId: order.orderId, returnId, at: clock().toISOString() };
    if ((await webhooks.queue(tx, "refund.created", refunded)) > 0) webhooksWaiting = true;
    await queueMail(tx, order, "refunded", lines.length > 0 ? lines : order.lines, {
      amount: row.amount,
      dedupeKey: `refund:${row.id}`,
    });
    await AuditLog.record(tx, {
      actor,
      action: "refund.create",
      entity: "refund",
      entityId: row.id,
      after: {
        orderId: order.orderId,
        returnId,
        amount: row.amount,
        method: row.method,
        status: row.status,
        reference: row.reference,
      },
    });
  }

  /**
   * An exchange of a received return (docs/decisions/053-returns-refunds-exchanges.md): its lines
   * sent again in the colours asked for (the same product, so the same price), as a new order of
   * zero đồng placed through the orders module (stock taken or 409 `out_of_stock`, confirmation
   * mailed). The return is claimed first with one conditional statement, so two staff clicking
   * at once make one exchange; an exchange that cannot be placed gives the claim back.
   */
  async function exchange(id: string, request: ExchangeRequest, actor: AuditActor): Promise<AdminReturn> {
    if (!UUID_PATTERN.test(id)) throw returnNotFound();
    const stored = await repository.findReturn(db, id);
    if (!stored) throw returnNotFound();
    const colours = new Map(request.lines.map((line) => [line.productId, line.color]));
    const lines = stored.lines.map((line) => ({
      productId: line.productId,
      color: colours.get(line.productId) ?? "",
      quantity: line.quantity,
    }));
    const missing = lines.find((line) => !line.color);
    if (missing) {
      throw new AppError("validation_failed", 400, "Name the colour to send for every returned product.", {
        lines: `colour_missing:${missing.productId}`,
      });
    }
    if (!(await repository.claimForExchange(db, id, clock()))) {
      throw new AppError(
        "invalid_transition",
        409,
        `A return is exchanged once its parcel is received (it is ${stored.row.status}).`,
      );
    }
    let placed: { id: string; orderId: string };
    try {
      placed = await orders.placeExchangeOrder(stored.row.orderId, lines);
    } catch (error) {
      await repository.releaseExchangeClaim(db, id, clock());
      throw error;
    }
    await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, stored.row.orderId);
      if (!order) throw orderNotFound();
      await repository.setExchangeOrder(tx, id, placed);
      await tellReturnUpdated(tx, {
        id,
        order,
        from: "received",
        to: "exchanged",
        by: "shop",
        exchangeOrderId: placed.orderId,
      });
      await queueMail(
        tx,
        order,
        "exchanged",
        lines.map((line, index) => ({ name: stored.lines[index]?.name ?? "", quantity: line.quantity })),
        { exchangeOrderId: placed.orderId, dedupeKey: `return-exchanged:${id}` },
      );
      await AuditLog.record(tx, {
        actor,
        action: "return.exchanged",
        entity: "return",
        entityId: id,
        before: { status: "received" },
        after: { status: "exchanged", exchangeOrderId: placed.orderId, lines },
      });
    });
    mailQueued();
    webhooksCommitted();
    return adminReturn(id);
  }

  async function orderRefunds(orderRef: string): Promise<OrderRefunds> {
    const order = await orders.findOrder(orderRef);
    if (!order) throw orderNotFound();
    const [rows, stored] = await Promise.all([
      repository.refundsOfOrder(db, order.id),
      repository.returnsOfOrder(db, order.id),
    ]);
    const refunded = rows.filter((row) => row.status !== "failed").reduce((sum, row) => sum + row.amount, 0);
    const paid = order.paymentStatus === "unpaid" ? 0 : order.total;
    return {
      orderId: order.orderId,
      paid,
      refunded,
      refundable: Math.max(paid - refunded, 0),
      paymentStatus: order.paymentStatus,
      refunds: rows.map(toRefund),
      returns: stored.map((item) => toAdminReturn(item, order)),
    };
  }

  return {
    requestReturn,

    /** A buyer's returns of one order (guest: its phone; customer: the account's verified e-mail). */
    async returnsOfOrder(orderId: string, proof: ReturnProof): Promise<CustomerReturn[]> {
      const order = await findOwnOrder(orderId, proof);
      return (await repository.returnsOfOrder(db, order.id)).map(toCustomerReturn);
    },

    async listReturns(query: AdminReturnsQuery): Promise<AdminReturnList> {
      const page = await repository.findReturnPage(db, {
        ...(query.status ? { status: query.status } : {}),
        ...(query.orderId ? { orderCode: query.orderId } : {}),
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      const orderIds = [...new Set(page.items.map((item) => item.row.orderId))];
      const found = new Map(
        await Promise.all(orderIds.map(async (id) => [id, await orders.findOrder(id)] as const)),
      );
      return {
        items: page.items.map((item) => toAdminReturn(item, found.get(item.row.orderId) ?? null)),
        total: page.total,
        page: query.page,
        limit: query.limit,
      };
    },

    adminReturn,
    approve: (id: string, message: string, actor: AuditActor) =>
      moveReturn(id, "approved", actor, { message }),
    reject: (id: string, message: string, actor: AuditActor) =>
      moveReturn(id, "rejected", actor, { message }),
    receive: (id: string, actor: AuditActor) => moveReturn(id, "received", actor, { putBackStock: true }),
    exchange,

    /** Refunds a received return (its lines' value unless an amount is given). */
    async refundReturn(id: string, request: RefundRequest, actor: RefundActor) {
      if (!UUID_PATTERN.test(id)) throw returnNotFound();
      const stored = await repository.findReturn(db, id);
      if (!stored) throw returnNotFound();
      const result = await refund(stored.row.orderId, request, actor, id);
      return { refund: result.refund, return: await adminReturn(id) };
    },

    /** Refunds an order without a return (a cancelled paid order, a parcel brought back). */
    refundOrder: (orderRef: string, request: RefundRequest, actor: RefundActor) =>
      refund(orderRef, request, actor, null),

    orderRefunds,
  };
}
