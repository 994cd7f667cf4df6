import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { findOrderLines } from "./orders.repository";

/**
 * What the privacy module needs of orders (docs/decisions/051-personal-data.md): every order
 * placed with an address, whole, for the person's copy of their data; and the erasure of the
 * buyer from them. An order itself is never deleted: the Accounting Law and the E-commerce Law
 * ask for the transaction records to be kept, so its code, lines, amounts, dates and statuses stay
 * and only who bought it goes.
 */
export interface OrdersForPrivacy {
  ordersOf(email: string, tx?: Database): Promise<ExportedOrder[]>;
  /** Name, phone, e-mail and street erased from every order of `email`; answers how many. */
  anonymiseBuyer(tx: Database, email: string, replacement: AnonymousBuyer): Promise<number>;
}

export interface AnonymousBuyer {
  fullName: string;
  email: string;
}

export interface ExportedOrder {
  orderId: string;
  createdAt: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  fullName: string;
  phone: string;
  email: string;
  address: string;
  wardName: string | null;
  provinceName: string | null;
  language: string;
  voucherCode: string | null;
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  lines: Array<{ productId: string; name: string; color: string; unitPrice: number; quantity: number }>;
}

const byEmail = (email: string) => eq(sql`lower(${orders.email})`, email.toLowerCase());

export function createOrdersForPrivacy(db: Database): OrdersForPrivacy {
  return {
    async ordersOf(email, tx = db) {
      const rows = await tx
        .select()
        .from(orders)
        .where(byEmail(email))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const lines = await findOrderLines(
        tx,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        orderId: row.orderId,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        paymentStatus: row.paymentStatus,
        paymentMethod: row.paymentMethod,
        fullName: row.fullName,
        phone: row.phone,
        email: row.email,
        address: row.address,
        wardName: row.wardName,
        provinceName: row.provinceName,
        language: row.language,
        voucherCode: row.voucherCode,
        subtotal: row.subtotal,
        discount: row.discount,
        shippingFee: row.shippingFee,
        total: row.total,
        lines: lines
          .filter((line) => line.orderId === row.id)
          .map((line) => ({
            productId: line.productId,
            name: line.name,
            color: line.color,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
          })),
      }));
    },

    async anonymiseBuyer(tx, email, replacement) {
      // The ward and province stay: they say where the goods went for the tax records, not who.
      const changed = await tx
        .update(orders)
        .set({ fullName: replacement.fullName, phone: "", email: replacement.email, address: "" })
        .where(byEmail(email))
        .returning({ id: orders.id });
      return changed.length;
    },
  };
}
