import type { Language, PaymentMethod, ShipmentTracking } from "@shop/shared";
import { inArray } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { OrdersForShipping, ShippableOrder } from "../shipping/orders-port";
import type { OrderLifecycle } from "./order-lifecycle.service";
import { findOrderLines } from "./orders.repository";

/** The carrier's callbacks and the booking act as the shop's machinery on the timeline. */
const CARRIER = { kind: "system" } as const;

/**
 * The orders the shipping module sees (shipping/orders-port.ts). Reads are plain; every move goes
 * through the order lifecycle with the parcel's tracking, so its status mail names the carrier,
 * the code and the link. A move the lifecycle no longer allows (the owner changed the order by
 * hand meanwhile) is left alone: the callback is answered, the order stays as it is.
 */
export function createOrdersForShipping(
  db: Database,
  lifecycle: Pick<OrderLifecycle, "changeOrderStatus" | "markOrderPaid">,
): OrdersForShipping {
  async function currentStatus(id: string) {
    const [found] = await findOrders([id]);
    return found ?? null;
  }

  async function findOrders(ids: readonly string[]): Promise<ShippableOrder[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...ids]));
    if (rows.length === 0) return [];
    const lines = await findOrderLines(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      status: row.status,
      paymentMethod: row.paymentMethod as PaymentMethod,
      paymentStatus: row.paymentStatus,
      subtotal: row.subtotal,
      total: row.total,
      fullName: row.fullName,
      phone: row.phone,
      email: row.email,
      language: row.language as Language,
      street: row.address,
      provinceCode: row.provinceCode,
      provinceName: row.provinceName,
      wardCode: row.wardCode,
      wardName: row.wardName,
      createdAt: row.createdAt,
      items: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          productId: line.productId,
          name: line.name,
          color: line.color,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        })),
    }));
  }

  async function moveFromShipping(
    id: string,
    to: "delivered" | "returned",
    tracking: ShipmentTracking,
  ): Promise<boolean> {
    const order = await currentStatus(id);
    if (order?.status !== "shipping") return false;
    try {
      return (await lifecycle.changeOrderStatus(id, to, CARRIER, { tracking })).changed;
    } catch (error) {
      // Moved by hand between the read and the lock: the order stays as the owner left it.
      if (error instanceof AppError && error.code === "invalid_transition") return false;
      throw error;
    }
  }

  return {
    findOrders,
    async markShipping(id, tracking) {
      await lifecycle.changeOrderStatus(id, "shipping", CARRIER, { tracking });
    },
    async markDelivered(id, tracking, { codCollected }) {
      const moved = await moveFromShipping(id, "delivered", tracking);
      const order = await currentStatus(id);
      // Cash on delivery collected by the carrier: the shop has (or will be remitted) the money.
      if (
        codCollected &&
        order?.status === "delivered" &&
        order.paymentMethod === "cod" &&
        order.paymentStatus === "unpaid"
      ) {
        await lifecycle.markOrderPaid(id, CARRIER);
      }
      return moved;
    },
    markReturned(id, tracking) {
      return moveFromShipping(id, "returned", tracking);
    },
  };
}
