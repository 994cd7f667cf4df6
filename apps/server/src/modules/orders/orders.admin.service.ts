import {
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderSearch,
  CSV_BOM,
  csvPhone,
  csvRow,
  formatFullAddress,
  type OrderActor,
  type OrderFilter,
  type OrderStatus,
  type PaymentStatus,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import type { OrderLifecycle } from "./order-lifecycle.service";
import * as repository from "./orders.admin.repository";

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;

function orderNotFound(id: string): AppError {
  return new AppError("not_found", 404, `Order ${id} not found`);
}

/** The CSV's columns, one row per line item; the order's own columns repeat on each of its lines. */
export const ORDER_CSV_HEADER = [
  "orderId",
  "createdAt",
  "status",
  "paymentStatus",
  "paymentMethod",
  "fullName",
  "phone",
  "email",
  "address",
  "voucherCode",
  "subtotal",
  "discount",
  "shippingFee",
  "total",
  "productId",
  "productName",
  "color",
  "unitPrice",
  "quantity",
] as const;

const CSV_BATCH = 500;

function csvLines(order: AdminOrderDetail): string {
  const head = [
    order.orderId,
    order.createdAt,
    order.status,
    order.paymentStatus,
    order.paymentMethod,
    order.customerInfo.fullName,
    // Grouped, so a spreadsheet keeps it as text with its leading 0 (csvPhone).
    csvPhone(order.customerInfo.phone),
    order.customerInfo.email,
    formatFullAddress(order.customerInfo),
    order.voucherCode,
    order.subtotal,
    order.discount,
    order.shippingFee,
    order.total,
  ];
  const lines = order.items.length > 0 ? order.items : [null];
  return lines
    .map((line) =>
      csvRow([...head, line?.productId, line?.name, line?.color, line?.unitPrice, line?.quantity]),
    )
    .join("");
}

/**
 * The administrator's orders: search and filters a page at a time, one order's detail, the CSV,
 * the delivered/pending switch and deletions, each change in the audit log within its transaction.
 */
export function createOrderAdminService({ db, lifecycle }: { db: Database; lifecycle: OrderLifecycle }) {
  return {
    async listOrders({ page, limit, ...filter }: AdminOrderSearch): Promise<AdminOrderPage> {
      const { items, total } = await repository.findOrderPage(db, {
        ...filter,
        offset: (page - 1) * limit,
        limit,
      });
      return { items, total, page, limit };
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

    async getOrder(id: string): Promise<AdminOrderDetail> {
      const order = await repository.findOrderDetail(db, id);
      if (!order) throw orderNotFound(id);
      return order;
    },

    /** The filtered orders as CSV text (UTF-8 with BOM), built a batch of orders at a time. */
    async *ordersCsv(filter: OrderFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(ORDER_CSV_HEADER);
      for await (const batch of repository.filteredOrderBatches(db, filter, CSV_BATCH)) {
        yield batch.map(csvLines).join("");
      }
    },

    async deleteOrder(actor: AuditActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repository.findOrderDetail(tx, id, { lock: true });
        if (!before || !(await repository.deleteOrder(tx, id))) throw orderNotFound(id);
        await AuditLog.record(tx, { actor, action: "order.delete", entity: "order", entityId: id, before });
      });
    },

    async deleteDeliveredOrders(actor: AuditActor): Promise<{ deleted: number }> {
      const deleted = await db.transaction(async (tx) => {
        const doomed = await repository.findOrderCodesWithStatus(tx, "delivered");
        const count = await repository.deleteOrdersWithStatus(tx, "delivered");
        for (const order of doomed) {
          await AuditLog.record(tx, {
            actor,
            action: "order.delete",
            entity: "order",
            entityId: order.id,
            before: { orderId: order.orderId, status: "delivered" },
          });
        }
        return count;
      });
      return { deleted };
    },
  };
}
