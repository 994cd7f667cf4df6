import type { ShipmentCarrier, ShipmentStatus } from "@shop/shared";
import { and, asc, desc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shipments } from "../../db/schema";

/** SQL of the shipping module's one table; the order is named by its uuid and code only. */

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;

export async function insertShipment(db: Database, values: NewShipment): Promise<ShipmentRow> {
  const [row] = await db.insert(shipments).values(values).returning();
  if (!row) throw new Error("the shipment was not stored");
  return row;
}

/** The orders' live (not cancelled) shipments, newest first. */
export async function findLiveShipments(db: Database, orderUuids: readonly string[]): Promise<ShipmentRow[]> {
  if (orderUuids.length === 0) return [];
  return db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderUuid, [...orderUuids]), ne(shipments.status, "cancelled")))
    .orderBy(desc(shipments.createdAt));
}

/** Whether the order had a parcel that ended cancelled (by the shop or by the carrier). */
export async function hasCancelledShipment(db: Database, orderUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderUuid, orderUuid), eq(shipments.status, "cancelled")))
    .limit(1);
  return row !== undefined;
}

/** The shipments with these order codes ("ORDER…"), live ones. */
export async function findLiveShipmentsByCode(
  db: Database,
  orderCodes: readonly string[],
): Promise<ShipmentRow[]> {
  if (orderCodes.length === 0) return [];
  return db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderCode, [...orderCodes]), ne(shipments.status, "cancelled")));
}

/** The carrier's parcel by its tracking code, or null. */
export async function findShipmentByTracking(
  db: Database,
  carrier: ShipmentCarrier,
  trackingCode: string,
): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), eq(shipments.trackingCode, trackingCode)));
  return row ?? null;
}

/**
 * The carrier's parcel by its tracking code, its row locked until the transaction ends, so two
 * callbacks for one parcel (carriers resend) apply one after the other, each seeing the other's.
 */
export async function lockShipmentByTracking(
  tx: Database,
  carrier: ShipmentCarrier,
  trackingCode: string,
): Promise<ShipmentRow | null> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), eq(shipments.trackingCode, trackingCode)))
    .for("update");
  return row ?? null;
}

export async function updateShipmentStatus(
  tx: Database,
  id: string,
  change: {
    status: ShipmentStatus;
    carrierStatus: string;
    carrierStatusAt: Date | null;
    updatedAt: Date;
    codCollected?: number | null;
    deliveredAt?: Date;
  },
): Promise<void> {
  await tx.update(shipments).set(change).where(eq(shipments.id, id));
}

/** Delivered parcels whose delivery falls in [start, end), oldest first: the reconciliation's rows. */
export async function findDeliveredBetween(
  db: Database,
  { start, end, carrier }: { start: Date; end: Date; carrier?: ShipmentCarrier },
): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.status, "delivered"),
        gte(shipments.deliveredAt, start),
        lt(shipments.deliveredAt, end),
        carrier ? eq(shipments.carrier, carrier) : undefined,
      ),
    )
    .orderBy(asc(shipments.deliveredAt), asc(shipments.id));
}
