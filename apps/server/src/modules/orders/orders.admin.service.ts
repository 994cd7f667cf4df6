import {
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderSearch,
  CSV_BOM,
  csvExportRow,
  csvRow,
  type ExportCell,
  type ExportCellKind,
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

/**
 * What cancelling an order needs of its parcel (the shipping module's ShipmentService): a booked
 * parcel not yet picked up is cancelled with the carrier first, or the call throws (409
 * `shipment_picked_up`, `carrier_cancel_refused`, `carrier_cancel_unavailable`) and the order
 * stays as it was. `parcelCancelled`: the order's parcel is cancelled (now or before).
 */
export interface ParcelsForOrders {
  cancelForOrder(orderUuid: string): Promise<{ parcelCancelled: boolean }>;
}

function orderNotFound(id: string): AppError {
  return new AppError("not_found", 404, `Order ${id} not found`);
}

/** The export's columns (CSV and .xlsx), one row per line item; the order's own columns repeat on each of its lines. */
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
  // Last, so a sheet built on the earlier columns still finds them where they were: the sale terms
  // the order was placed under, and whether the shopper ticked them (false for API clients that
  // send no termsVersion; docs/decisions/052-the-buyers-contract-and-records.md).
  "termsVersion",
  "termsAccepted",
] as const;

/** What each column holds: the .xlsx types its cells by it, the CSV groups the phone. */
export const ORDER_EXPORT_KINDS: ReadonlyArray<ExportCellKind> = ORDER_CSV_HEADER.map(
  (column) =>
    (
      ({
        orderId: "text",
        createdAt: "date",
        status: "text",
        paymentStatus: "text",
        paymentMethod: "text",
        fullName: "text",
        phone: "phone",
        email: "text",
        address: "text",
        voucherCode: "text",
        subtotal: "number",
        discount: "number",
        shippingFee: "number",
        total: "number",
        productId: "text",
        productName: "text",
        color: "text",
        unitPrice: "number",
        quantity: "number",
        termsVersion: "text",
        termsAccepted: "text",
      }) satisfies Record<(typeof ORDER_CSV_HEADER)[number], ExportCellKind>
    )[column],
);

const EXPORT_BATCH = 500;

/** An order as export rows (cells in ORDER_CSV_HEADER's order), one per line item. */
function orderExportRows(order: AdminOrderDetail): ExportCell[][] {
  const head: ExportCell[] = [
    order.orderId,
    order.createdAt,
    order.status,
    order.paymentStatus,
    order.paymentMethod,
    order.customerInfo.fullName,
    order.customerInfo.phone,
    order.customerInfo.email,
    formatFullAddress(order.customerInfo),
    order.voucherCode,
    order.subtotal,
    order.discount,
    order.shippingFee,
    order.total,
  ];
  const lines = order.items.length > 0 ? order.items : [null];
  return lines.map((line) => [
    ...head,
    line?.productId,
    line?.name,
    line?.color,
    line?.unitPrice,
    line?.quantity,
    order.termsVersion,
    String(order.termsAccepted),
  ]);
}

/**
 * The administrator's orders: search and filters a page at a time, one order's detail, the CSV,
 * the delivered/pending switch and deletions, each change in the audit log within its transaction.
 */
export function createOrderAdminService({
  db,
  lifecycle,
  parcels,
  clock = () => new Date(),
}: {
  db: Database;
  lifecycle: OrderLifecycle;
  /** Without it (tests of other modules) no parcel is asked about before a cancellation. */
  parcels?: ParcelsForOrders;
  clock?: () => Date;
}) {
  /** The filtered orders as export rows (ORDER_CSV_HEADER), a batch of orders at a time. */
  async function* exportRows(filter: OrderFilter): AsyncGenerator<ExportCell[][]> {
    for await (const batch of repository.filteredOrderBatches(db, filter, EXPORT_BATCH)) {
      yield batch.flatMap(orderExportRows);
    }
  }

  return {
    async listOrders({ page, limit, ...filter }: AdminOrderSearch): Promise<AdminOrderPage> {
      const { items, total } = await repository.findOrderPage(db, {
        ...filter,
        offset: (page - 1) * limit,
        limit,
      });
      return { items, total, page, limit };
    },

    /**
     * Through the lifecycle: checked moves, the timeline, stock back on cancel, the customer's
     * mail. A cancellation first cancels a booked parcel with its carrier (ParcelsForOrders).
     */
    async setStatus(id: string, status: OrderStatus, actor: OrderActor): Promise<void> {
      const parcelCancelled =
        status === "cancelled" && parcels ? (await parcels.cancelForOrder(id)).parcelCancelled : false;
      await lifecycle.changeOrderStatus(id, status, actor, { parcelCancelled });
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

    exportRows,

    /**
     * The filtered orders as CSV text (UTF-8 with BOM). The phone is grouped (csvPhone) so a
     * spreadsheet program keeps it as text with its leading 0.
     */
    async *ordersCsv(filter: OrderFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(ORDER_CSV_HEADER);
      for await (const rows of exportRows(filter)) {
        yield rows.map((row) => csvExportRow(row, ORDER_EXPORT_KINDS)).join("");
      }
    },

    /**
     * DELETE /api/orders/:id archives (docs/decisions/052-the-buyers-contract-and-records.md): the
     * order's record is kept for RECORD_RETENTION_YEARS. Archiving an archived order changes nothing.
     */
    async archiveOrder(actor: AuditActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const archived = await repository.archiveOrder(tx, id, clock());
        if (!archived) throw orderNotFound(id);
        if (!archived.isNew) return;
        await AuditLog.record(tx, {
          actor,
          action: "order.archive",
          entity: "order",
          entityId: id,
          after: { archivedAt: archived.archivedAt.toISOString() },
        });
      });
    },

    /** The spec's "delete delivered orders": every delivered order in the working list is archived. */
    async archiveDeliveredOrders(actor: AuditActor): Promise<{ deleted: number }> {
      const archived = await db.transaction(async (tx) => {
        const at = clock();
        const orders = await repository.archiveOrdersWithStatus(tx, "delivered", at);
        for (const order of orders) {
          await AuditLog.record(tx, {
            actor,
            action: "order.archive",
            entity: "order",
            entityId: order.id,
            after: { orderId: order.orderId, status: "delivered", archivedAt: at.toISOString() },
          });
        }
        return orders.length;
      });
      // The answer keeps the spec's shape: how many left the working list.
      return { deleted: archived };
    },
  };
}
