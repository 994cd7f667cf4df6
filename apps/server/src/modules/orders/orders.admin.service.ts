import type {
  AdminOrderListQuery,
  AdminOrderPage,
  OrderActor,
  OrderStatus,
  PaymentStatus,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import type { OrderLifecycle } from "./order-lifecycle.service";
import * as repository from "./orders.admin.repository";

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;

function orderNotFound(id: string): AppError {
  return new AppError("not_found", 404, `Order ${id} not found`);
}

/**
 * The administrator's orders: a page at a time with an
 * optional status filter, the delivered/pending switch, and deleting delivered orders in bulk,
 * in one call and one transaction (the spec's client deleted them one request at a time).
 */
export function createOrderAdminService({ db, lifecycle }: { db: Database; lifecycle: OrderLifecycle }) {
  return {
    async listOrders(query: AdminOrderListQuery): Promise<AdminOrderPage> {
      const { items, total } = await repository.findOrderPage(db, {
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { items, total, page: query.page, limit: query.limit };
    },

    /** Through the lifecycle: checked moves, the timeline, stock back on cancel, the customer's mail. */
    async setStatus(id: string, status: OrderStatus, actor: OrderActor): Promise<void> {
      await lifecycle.changeOrderStatus(id, status, actor);
    },

    async setPaymentStatus(id: string, paymentStatus: PaymentStatus, actor: OrderActor): Promise<void> {
      await lifecycle.setPaymentStatus(id, paymentStatus, actor);
    },

    timeline(id: string) {
      return lifecycle.adminTimeline(id);
    },

    async deleteOrder(id: string): Promise<void> {
      if (!(await repository.deleteOrder(db, id))) throw orderNotFound(id);
    },

    async deleteDeliveredOrders(): Promise<{ deleted: number }> {
      const deleted = await db.transaction((tx) => repository.deleteOrdersWithStatus(tx, "delivered"));
      return { deleted };
    },
  };
}
