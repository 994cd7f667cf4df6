import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";

/** The delivered order that makes a customer a verified buyer of a product. */
export interface DeliveredPurchase {
  orderId: string;
  /** The name the order was shipped to: its given name is shown beside the review. */
  fullName: string;
}

/**
 * What the reviews module may know of orders (modules/reviews): whether a customer received a
 * product. A customer's orders are those placed with his e-mail, as GET /api/me/orders matches
 * them (modules/users/me.routes.ts); the caller makes sure the e-mail is verified.
 */
export interface DeliveredPurchases {
  latestDelivered(email: string, productId: string): Promise<DeliveredPurchase | null>;
}

export function createDeliveredPurchases(db: Database): DeliveredPurchases {
  return {
    async latestDelivered(email, productId) {
      const [row] = await db
        .select({ orderId: orders.orderId, fullName: orders.fullName })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(sql`lower(${orders.email})`, email.toLowerCase()),
            eq(orders.status, "delivered"),
            eq(orderItems.productId, productId),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
