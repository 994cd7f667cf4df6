import {
  type AdminOrderEvent,
  canChangeOrderStatus,
  canChangePaymentStatus,
  ORDER_ID_PATTERN,
  type OrderActor,
  type OrderLookup,
  type OrderStatus,
  type PaymentStatus,
  returnsStock,
  type ShipmentTracking,
  type ShopInfo,
  type WebhookEvent,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { AuditLog } from "../audit/audit-log";
import type { CatalogueChanges, PublishChange } from "../catalogue/catalogue-changes";
import type { MailMessage } from "../mail/mailer";
import type { ProductService } from "../products/products.service";
import type { WebhookEvents } from "../webhooks/webhook-events";
import { findOrderEvents, insertOrderEvent, publicEvent } from "./order-events.repository";
import * as repository from "./order-lifecycle.repository";
import type { OrderMailSender } from "./order-mail-sender";
import { orderStatusMail } from "./order-status-mail";
import { orderPaidEvent, orderStatusChangedEvent } from "./order-webhook-events";

export interface OrderLifecycleDependencies {
  db: Database;
  /** Cancelling puts the stock back; the products module owns it. */
  products: Pick<ProductService, "returnStock">;
  /** Each change's transaction, in which putting stock back is published (modules/catalogue). */
  changes: Pick<CatalogueChanges, "transaction">;
  mail: OrderMailSender;
  /** `order.status_changed` and `order.paid` for the owner's tools, queued in the change's transaction. */
  webhooks: Pick<WebhookEvents, "queue" | "queued">;
  shop: Pick<ShopInfo, "name">;
  publicUrl: string;
  clock?: () => Date;
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

export interface LifecycleChange<T> {
  /** The order's code ("ORDER…") and uuid. */
  orderId: string;
  id: string;
  from: T;
  to: T;
  /** False when the order already was in `to`: nothing was written and no mail sent. */
  changed: boolean;
}

/** The same 404 for every order that is not there, whichever way it was named. */
function orderNotFound(): AppError {
  return new AppError("not_found", 404, "Order not found.");
}

/** An order is named by its uuid or by its code ("ORDER…", what a payment gateway knows). */
function orderRef(order: string): { id: string } | { orderId: string } {
  return ORDER_ID_PATTERN.test(order) ? { orderId: order } : { id: order };
}

/**
 * An administrator's change goes into the audit log (modules/audit) in the change's own
 * transaction; changes by the customer, a gateway or the expiry job are on the timeline only.
 */
async function auditShopChange(
  tx: Database,
  actor: OrderActor,
  change: { action: "order.status" | "order.payment"; id: string; before: object; after: object },
): Promise<void> {
  if (actor.kind !== "shop" || !actor.userId || !actor.email) return;
  await AuditLog.record(tx, {
    actor: { id: actor.userId, email: actor.email },
    action: change.action,
    entity: "order",
    entityId: change.id,
    before: change.before,
    after: change.after,
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order lifecycle: the only code that changes an order's status or payment status after it was
 * placed. Each change locks the order, checks the move (shared order-lifecycle.ts and
 * order-timeline.ts: else 409 `invalid_transition`), writes the change and its timeline event in
 * one transaction (a cancel also puts the stock back in it), and mails the customer after the
 * commit, in the order's language. Payments, the admin and expiry all come through here.
 */
export function createOrderLifecycle({
  db,
  products,
  changes,
  mail,
  webhooks,
  shop,
  publicUrl,
  clock = () => new Date(),
}: OrderLifecycleDependencies) {
  // Set when a change queued a webhook; the sender is woken after the commit (a change rolled back
  // after queueing leaves it set: the next change wakes the sender for nothing, which is harmless).
  let webhooksWaiting = false;
  /** Queues an event for the owner's tools in the change's transaction. */
  async function tellOwnerTools(tx: Database, event: WebhookEvent, data: object): Promise<void> {
    if ((await webhooks.queue(tx, event, data)) > 0) webhooksWaiting = true;
  }
  function webhooksCommitted(): void {
    if (!webhooksWaiting) return;
    webhooksWaiting = false;
    webhooks.queued();
  }
  function mailCustomer(
    tx: Database,
    order: repository.LockedOrder,
    change: Parameters<typeof orderStatusMail>[1],
  ): Promise<void> {
    return mail.queue(tx, orderStatusMail(order, change, { shop, publicUrl }));
  }

  async function locked<T>(
    order: string,
    work: (tx: Database, found: repository.LockedOrder, publish: PublishChange) => Promise<T>,
  ): Promise<T> {
    const ref = orderRef(order);
    if ("id" in ref && !UUID_PATTERN.test(ref.id)) throw orderNotFound();
    return changes.transaction(async (tx, publish) => {
      const found = await repository.lockOrder(tx, ref);
      if (!found) throw orderNotFound();
      return work(tx, found, publish);
    });
  }

  /**
   * `notice` is one more mail for the customer, queued with the change in its transaction (the
   * payments module's "your unpaid order was cancelled"): it commits with the change or not at all.
   * `tracking` is the parcel's carrier, code and link (modules/shipping), put in the status mail.
   * `parcelCancelled`: the carrier cancelled the order's parcel before pickup, so a `shipping`
   * order may be cancelled (shared canChangeOrderStatus).
   */
  async function changeOrderStatus(
    order: string,
    to: OrderStatus,
    actor: OrderActor,
    {
      notice,
      tracking,
      parcelCancelled = false,
    }: { notice?: MailMessage; tracking?: ShipmentTracking; parcelCancelled?: boolean } = {},
  ): Promise<LifecycleChange<OrderStatus>> {
    const result = await locked(order, async (tx, found, publish) => {
      const from = found.status;
      const result = { orderId: found.orderId, id: found.id, from, to, changed: from !== to };
      if (from === to) return result;
      if (!canChangeOrderStatus(from, to, { parcelCancelled })) {
        throw new AppError("invalid_transition", 409, `An order cannot go from ${from} to ${to}.`, {
          status: `${from} → ${to}`,
        });
      }
      await repository.setOrderStatus(tx, found.id, to);
      // A cancellation, or a parcel back at the shop: the bags are for sale again (stock_changed).
      if (returnsStock(to)) {
        await products.returnStock(tx, publish, found.items);
      }
      const at = clock();
      await insertOrderEvent(tx, { orderId: found.id, kind: "status", from, to, actor, at });
      await tellOwnerTools(
        tx,
        "order.status_changed",
        orderStatusChangedEvent(found, { from, to, actor, at }),
      );
      await mailCustomer(tx, found, { kind: "status", to, ...(tracking ? { tracking } : {}) });
      if (notice) await mail.queue(tx, notice);
      await auditShopChange(tx, actor, {
        action: "order.status",
        id: found.id,
        before: { status: from },
        after: { status: to },
      });
      return result;
    });
    if (result.changed) mail.queued();
    webhooksCommitted();
    return result;
  }

  async function setPaymentStatus(
    order: string,
    to: PaymentStatus,
    actor: OrderActor,
  ): Promise<LifecycleChange<PaymentStatus>> {
    const result = await locked(order, async (tx, found) => {
      const from = found.paymentStatus;
      const result = { orderId: found.orderId, id: found.id, from, to, changed: from !== to };
      if (from === to) return result;
      if (!canChangePaymentStatus(from, to)) {
        throw new AppError("invalid_transition", 409, `A payment cannot go from ${from} to ${to}.`, {
          paymentStatus: `${from} → ${to}`,
        });
      }
      await repository.setOrderPaymentStatus(tx, found.id, to);
      const at = clock();
      await insertOrderEvent(tx, { orderId: found.id, kind: "payment", from, to, actor, at });
      if (to === "paid") await tellOwnerTools(tx, "order.paid", orderPaidEvent(found, { from, actor, at }));
      await mailCustomer(tx, found, { kind: "payment", to });
      await auditShopChange(tx, actor, {
        action: "order.payment",
        id: found.id,
        before: { paymentStatus: from },
        after: { paymentStatus: to },
      });
      return result;
    });
    if (result.changed) mail.queued();
    webhooksCommitted();
    return result;
  }

  return {
    changeOrderStatus,
    setPaymentStatus,

    /**
     * The money arrived (cash on delivery collected, a bank transfer seen, a gateway's IPN): unpaid
     * → paid. Already paid answers `changed: false`, so a repeated notification is harmless.
     */
    markOrderPaid(order: string, actor: OrderActor): Promise<LifecycleChange<PaymentStatus>> {
      return setPaymentStatus(order, "paid", actor);
    },

    /**
     * A refund's move of the payment (paid → partially_refunded → refunded), inside the refund's
     * own transaction, which has locked the order (modules/returns): the timeline event and the
     * audit entry commit with the refund. No status mail: the returns module mails the refund with
     * its amount. `canChangePaymentStatus` does not allow these moves on purpose: only a refund
     * makes them (docs/decisions/053-returns-refunds-exchanges.md).
     */
    async setRefundedPaymentStatus(
      tx: Database,
      id: string,
      to: "refunded" | "partially_refunded",
      actor: { id: string; email: string },
    ): Promise<boolean> {
      const found = await repository.lockOrder(tx, { id });
      if (!found) throw orderNotFound();
      const from = found.paymentStatus;
      if (from === to) return false;
      if (from === "unpaid" || from === "refunded") {
        throw new AppError("invalid_transition", 409, `A payment cannot go from ${from} to ${to}.`, {
          paymentStatus: `${from} → ${to}`,
        });
      }
      const shopActor: OrderActor = { kind: "shop", userId: actor.id, email: actor.email };
      await repository.setOrderPaymentStatus(tx, found.id, to);
      await insertOrderEvent(tx, {
        orderId: found.id,
        kind: "payment",
        from,
        to,
        actor: shopActor,
        at: clock(),
      });
      await auditShopChange(tx, shopActor, {
        action: "order.payment",
        id: found.id,
        before: { paymentStatus: from },
        after: { paymentStatus: to },
      });
      return true;
    },

    /** The administrator's view of one order's timeline (with who, by e-mail). */
    async adminTimeline(id: string): Promise<{ items: AdminOrderEvent[] }> {
      const events = await findOrderEvents(db, [id]);
      const items = events.get(id);
      if (items) return { items };
      if (!UUID_PATTERN.test(id) || !(await repository.orderExists(db, id))) throw orderNotFound();
      return { items: [] };
    },

    /**
     * A guest's order by code and phone. Any pair that is not an order's (no such code, another
     * phone) throws the very same 404, so the answer never tells an order exists.
     */
    async lookUp(orderId: string, phone: string): Promise<OrderLookup> {
      const digits = phone.replace(/[\s.()-]/g, "");
      const found = await repository.findOrderByCodeAndPhone(db, orderId.trim().toUpperCase(), digits);
      if (!found) throw orderNotFound();
      const { row, items } = found;
      const timeline = ((await findOrderEvents(db, [row.id])).get(row.id) ?? []).map(publicEvent);
      return {
        orderId: row.orderId,
        paymentMethod: row.paymentMethod,
        status: row.status,
        paymentStatus: row.paymentStatus,
        subtotal: row.subtotal,
        discount: row.discount,
        shippingFee: row.shippingFee,
        total: row.total,
        createdAt: row.createdAt.toISOString(),
        items: items.map((item) => ({
          productId: item.productId,
          name: item.name,
          color: item.color,
          unitPrice: item.unitPrice,
          quantity: item.quantity,
        })),
        timeline,
        termsVersion: row.termsVersion,
        language: row.language,
      };
    },
  };
}
